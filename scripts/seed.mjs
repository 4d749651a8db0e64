// The demo shops, the way real shops come to be, against a running storefront (development keys): the operator
// creates each shop (platform API), its owner sets it up (owner API, the catalogue in one import), demo shoppers
// ask and review (account API, signed in with the Auth emulator's tokens) and the owner answers
// (seed/through-platform-api.ts). Idempotent. `npm start` runs it once the Worker answers; `npm run seed` runs it
// against a running storefront (STOREFRONT_URL, default http://localhost:8787).
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seedPhotos } from '../seed/photos.mjs';
import { devServerFetch } from '../seed/dev-fetch.mjs';

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
        "export { ownerApiOver } from './seed/through-owner-api.ts';",
        "export { platformApiOver, seedDemoShop } from './seed/through-platform-api.ts';",
        "export { shopperApiOver } from './seed/shopper-activity.ts';",
        "export { demoShops } from './seed/shops/index.ts';",
        "export { devOwnerKey } from './src/domain/owner/keys.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

/** The demo shops (ids, names and custom domains), for the start banner. */
export async function demoShopList() {
  return (await seedModule()).demoShops;
}

/** fetch for the seed's calls: a connection of its own, and wrangler dev's restart 503 sent again (seed/dev-fetch.mjs). */
export const freshFetch = devServerFetch;

/**
 * Creates and sets up every demo shop through the storefront at `url` (development keys), then uploads the demo
 * photographs the shops do not show yet (seed/photos.mjs; `photos: false` leaves them out).
 */
export async function seedThroughOwnerApi(url, { photos = true } = {}) {
  const { ownerApiOver, platformApiOver, seedDemoShop, shopperApiOver, demoShops, devOwnerKey } = await seedModule();
  const channels = {
    platform: platformApiOver(freshFetch, `${url}/platform/api`, 'dev_operator'),
    owner: (storeId) => ownerApiOver(freshFetch, `${url}/admin/api`, devOwnerKey(storeId)),
    shopper: shopperApiOver(freshFetch, `${url}/api`, 'demo-storefront'),
  };
  const reports = await Promise.all(demoShops.map((shop) => seedDemoShop(channels, shop)));
  return Object.assign(reports, { photos: photos ? await seedPhotos(url, devOwnerKey) : 0 });
}

export function describeSeed(reports) {
  const shops = reports
    .map((r) => `${r.storeId}: ${r.created ? 'created, ' : ''}${r.written} written, ${r.kept} already there`)
    .join('; ');
  return `${shops}; ${reports.photos ?? 0} photos uploaded`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = (process.env.STOREFRONT_URL ?? 'http://localhost:8787').replace(/\/$/, '');
  try {
    console.log(`demo shops: ${describeSeed(await seedThroughOwnerApi(url))}`);
  } catch (err) {
    console.error(
      `seed: ${err instanceof Error ? err.message : String(err)}\n(is the storefront running? npm start creates and seeds the demo shops)`,
    );
    process.exit(1);
  }
}
