// The two platforms the bench compares, each a Miniflare Worker with its own state under .wrangler/:
// the demo platform (the 4 demo shops and bench-small, made afresh every run) and the generated platform (the
// same shops plus 10,000 generated 100-item shops and bench-big with 100,000 items), kept between runs once
// complete: a marker file records its size, a stamp of the shops' schemas and the generator, and the D1 migrations
// applied; a kept platform gets the newer D1 migrations applied, as a deploy migrates production.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBenchWorker } from './miniflare-worker.mjs';
import { INSPECTOR_PORT, PROFILE } from './profile.mjs';
import { createGroceryShop, inPool } from './shop-api.mjs';
import { sqlStatements } from './sql-statements.mjs';
import { groceryCategories, groceryItem, shopName } from './grocery-catalogue.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO_DIR = `${root}/.wrangler/bench-demo`;
const GENERATED_DIR = `${root}/.wrangler/bench-generated`;
const MARKER = `${GENERATED_DIR}/bench-platform.json`;

/** BENCH_SHOPS makes a smaller generated platform (for trying the bench out); the budgets are for 10,000. */
export const SIZES = { shops: Number(process.env.BENCH_SHOPS ?? 10_000), itemsPerShop: 100, small: 100, big: 100_000 };
/** Shops generated at once: 2 cores, one for the runtime and one for this process's JSON. */
const CONCURRENCY = 4;
export const generatedShopId = (n) => `shop-${String(n).padStart(5, '0')}`;

/** The platform directory's (D1) migrations, in the order they apply. */
const d1Migrations = () =>
  readdirSync(`${root}/migrations`)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/**
 * What makes a kept platform stale: the shops' schemas, the generator, the sizes. Not the platform directory's D1
 * migrations: those a kept platform takes forward (`migrateForward`).
 */
export function schemaStamp() {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(`${root}/src/durable/shop`)
      .filter((f) => /^(schema-.*|migrations)\.ts$/.test(f))
      .sort()
      .map((f) => `src/durable/shop/${f}`),
    'src/data/shop/shop-bag-rows.ts', // the bags table's schema
  ];
  for (const f of files) hash.update(f).update(readFileSync(`${root}/${f}`));
  const sample = {
    categories: groceryCategories(),
    items: Array.from({ length: 400 }, (_, n) => groceryItem(n + 1)),
    names: [1, 2, 99].map(shopName),
  };
  return hash.update(JSON.stringify({ SIZES, sample })).digest('hex').slice(0, 16);
}

/**
 * The demo shops (through the platform, owner and account APIs, as `npm start` makes them) and bench-small. No
 * photographs: the throughput sections measure pages and the API, and the photos section runs on `wrangler dev`.
 */
async function seedCommonShops(url, tree = root) {
  const { seedThroughOwnerApi } = await import(pathToFileURL(`${tree}/scripts/seed.mjs`).href);
  await seedThroughOwnerApi(url, { photos: false });
  await createGroceryShop(url, 'bench-small', 'Bench Small', SIZES.small);
}

/**
 * The demo platform made afresh under `dir`. `tree` is another checkout (an earlier commit's `git archive`, as
 * fresh-ab.mjs extracts it): its own Worker, D1 migrations and seed make the platform, so its state has the
 * schema that commit's code reads.
 */
export async function startDemoPlatform({ tree = root, dir = DEMO_DIR, label = 'demo platform' } = {}) {
  rmSync(dir, { recursive: true, force: true });
  const worker = await startBenchWorker({
    persistTo: dir,
    label,
    ...(tree === root ? {} : { bundle: { from: tree, outdir: `${tree}/.bundle` }, migrations: `${tree}/migrations` }),
  });
  try {
    await seedCommonShops(worker.url, tree);
  } catch (err) {
    await worker.stop();
    throw err;
  }
  return { ...worker, dir, shops: 5 };
}

function readMarker() {
  try {
    return JSON.parse(readFileSync(MARKER, 'utf8'));
  } catch {
    return null;
  }
}

/** The generated platform: kept from an earlier run when its marker matches, else made now (minutes). */
export async function startGeneratedPlatform() {
  const stamp = schemaStamp();
  const kept = readMarker();
  if (kept?.stamp === stamp && existsSync(`${GENERATED_DIR}/d1`)) {
    console.log(
      `generated platform: kept from ${kept.at} (${kept.shops} shops, generated in ${kept.seconds.toFixed(0)} s)`,
    );
    const worker = await startBenchWorker({
      persistTo: GENERATED_DIR,
      label: 'generated platform',
      inspectorPort: PROFILE ? INSPECTOR_PORT : undefined,
    });
    try {
      await migrateForward(worker, kept);
    } catch (err) {
      await worker.stop();
      throw err;
    }
    return { ...worker, dir: GENERATED_DIR, generation: { ...kept, reused: true } };
  }
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  const worker = await startBenchWorker({
    persistTo: GENERATED_DIR,
    label: 'generated platform',
    inspectorPort: PROFILE ? INSPECTOR_PORT : undefined,
  });
  const t0 = Date.now();
  try {
    console.log(
      `generated platform: making ${SIZES.shops} shops of ${SIZES.itemsPerShop} items and bench-big (${SIZES.big} items), ${CONCURRENCY} at a time`,
    );
    await seedCommonShops(worker.url);
    const progress = (done) => process.stdout.write(`  ${done} shops, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    const tShops = Date.now();
    await inPool(
      SIZES.shops,
      CONCURRENCY,
      (i) => createGroceryShop(worker.url, generatedShopId(i + 1), shopName(i + 1), SIZES.itemsPerShop),
      progress,
    );
    const tBig = Date.now();
    await createGroceryShop(worker.url, 'bench-big', 'Bench Big', SIZES.big);
    const marker = {
      shops: SIZES.shops,
      itemsPerShop: SIZES.itemsPerShop,
      big: SIZES.big,
      stamp,
      d1Migrations: d1Migrations(),
      at: new Date().toISOString(),
      seconds: (Date.now() - t0) / 1000,
      shopsSeconds: (tBig - tShops) / 1000,
      bigSeconds: (Date.now() - tBig) / 1000,
    };
    writeFileSync(MARKER, JSON.stringify(marker, null, 2));
    console.log(
      `generated platform: made in ${marker.seconds.toFixed(0)} s (bench-big's import ${marker.bigSeconds.toFixed(0)} s)`,
    );
    return { ...worker, dir: GENERATED_DIR, generation: { ...marker, reused: false } };
  } catch (err) {
    await worker.stop();
    throw err;
  }
}

/** Applies to a kept platform the D1 migrations its marker does not list, in order, and records them. */
async function migrateForward(worker, kept) {
  const applied = new Set(kept.d1Migrations ?? []);
  const missing = d1Migrations().filter((f) => !applied.has(f));
  if (missing.length === 0) return;
  const db = await worker.mf.getD1Database('DB');
  for (const file of missing) {
    try {
      await db.batch(sqlStatements(readFileSync(`${root}/migrations/${file}`, 'utf8')).map((q) => db.prepare(q)));
    } catch (err) {
      throw new Error(`generated platform: migration ${file}: ${err.message}`);
    }
  }
  writeFileSync(MARKER, JSON.stringify({ ...kept, d1Migrations: [...applied, ...missing] }, null, 2));
  console.log(`generated platform: applied the newer D1 migrations ${missing.join(', ')}`);
}

/** Disk use of a platform's state directory (read with its Worker stopped, so SQLite's WAL files are folded in). */
export function diskFigures(dir) {
  const bytes = (path) => Number(execFileSync('du', ['-sb', path]).toString().split('\t')[0]);
  const shopDir = `${dir}/do/-ShopStore`;
  const files = existsSync(shopDir)
    ? readdirSync(shopDir).filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    : [];
  const sizes = files.map((f) => statSync(`${shopDir}/${f}`).size).sort((a, b) => a - b);
  return {
    bytes: bytes(dir),
    d1Bytes: bytes(`${dir}/d1`),
    shopBytes: files.length ? bytes(shopDir) : 0,
    objects: files.length,
    medianObjectBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
    largestObjectBytes: sizes.at(-1) ?? 0,
  };
}
