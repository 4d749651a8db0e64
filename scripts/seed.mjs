// The demo shops, in two steps. Before the Worker starts, `provisionLocal` writes what the platform itself
// creates (the shop rows, their development owner keys, demo shoppers' questions and reviews) into local D1.
// Once it answers, `seedThroughOwnerApi` sets each shop up through the owner API, as its owner would
// (seed/through-owner-api.ts). Both are idempotent. `npm start` runs both; `npm run seed` runs the second
// against a running storefront (STOREFRONT_URL, default http://localhost:8787).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

let bundled;
/** The seed's TypeScript, bundled for Node once per process (npm start provisions, then seeds). */
function seedModule() {
  bundled ??= bundleSeed();
  return bundled;
}

async function bundleSeed() {
  const out = `${root}/.wrangler/tmp/seed.mjs`;
  mkdirSync(dirname(out), { recursive: true });
  await build({
    absWorkingDir: root,
    stdin: {
      contents: [
        "export { provisionAll } from './seed/provision-sql.ts';",
        "export { ownerApiOver, seedShopThroughOwnerApi } from './seed/through-owner-api.ts';",
        "export { demoShops } from './seed/shops/index.ts';",
        "export { devOwnerKey } from './src/domain/owner/keys.ts';",
      ].join('\n'),
      resolveDir: root, loader: 'ts',
    },
    bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

/** Writes the platform's rows for the demo shops into local D1 (run it while no `wrangler dev` uses that state). */
export async function provisionLocal({ persistTo } = {}) {
  const { provisionAll, demoShops } = await seedModule();
  const file = `${root}/.wrangler/tmp/provision.sql`;
  writeFileSync(file, provisionAll(demoShops).join('\n'));
  const args = ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', file];
  if (persistTo) args.push('--persist-to', persistTo);
  execFileSync('npx', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
  return demoShops;
}

/** Sets every demo shop up through the owner API of the storefront at `url`, with the development keys. */
export async function seedThroughOwnerApi(url) {
  const { ownerApiOver, seedShopThroughOwnerApi, demoShops, devOwnerKey } = await seedModule();
  return Promise.all(demoShops.map((shop) => seedShopThroughOwnerApi(ownerApiOver(fetch, `${url}/admin/api`, devOwnerKey(shop.store.id)), shop)));
}

export function describeSeed(reports) {
  return reports.map((r) => `${r.storeId}: ${r.written} written${r.settingsWritten ? ' (with settings)' : ''}, ${r.kept} already there`).join('; ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = (process.env.STOREFRONT_URL ?? 'http://localhost:8787').replace(/\/$/, '');
  try {
    console.log(`seeded through the owner API: ${describeSeed(await seedThroughOwnerApi(url))}`);
  } catch (err) {
    console.error(`seed: ${err instanceof Error ? err.message : String(err)}\n(is the storefront running? npm start provisions and seeds the demo shops)`);
    process.exit(1);
  }
}
