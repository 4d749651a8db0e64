import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { SHOP_ROUTE_LIST, WORKER_ROUTE_LIST } from '../../src/domain/routes/route-table';
import { ROUTE_WORDS } from '../../src/domain/route-words';
import { catalogueRows, expectRefusal } from './admin-import-fuzz';

// The route table (src/domain/routes/route-table.ts) is the one list of the Worker's paths: what Hono mounts must be
// in it, and every word in it must stay free of shops, categories and items.

const SHOP_MOUNT = '/:storeId';
const shopPaths = new Set(SHOP_ROUTE_LIST.map((r) => r.path));
const workerPaths = new Set(WORKER_ROUTE_LIST.filter((r) => !('mount' in r)).map((r) => r.path));
const mounts = WORKER_ROUTE_LIST.filter((r) => 'mount' in r && r.path !== SHOP_MOUNT).map((r) => r.path);

/** A middleware's wildcard (`/account/*`) covers the table's routes below its prefix. */
const coversTableRoutes = (rest: string) =>
  rest.endsWith('/*') && SHOP_ROUTE_LIST.some((r) => r.path.startsWith(`${rest.slice(0, -2)}/`));

function inTable(path: string): boolean {
  if (path === '/*' || workerPaths.has(path)) return true;
  if (mounts.some((m) => path === m || path.startsWith(`${m}/`))) return true;
  if (path === SHOP_MOUNT || path.startsWith(`${SHOP_MOUNT}/`)) {
    const rest = path.slice(SHOP_MOUNT.length);
    return shopPaths.has(rest) || coversTableRoutes(rest);
  }
  return false;
}

describe('the route table', () => {
  const registered = [...new Set(app.routes.map((r) => r.path))];

  it("lists every path the Worker mounts (walking Hono's registered routes)", () => {
    expect(registered.length).toBeGreaterThan(200);
    expect(registered.filter((p) => !inTable(p))).toEqual([]);
  });

  it('has no row the Worker does not mount: every shop route but the kept words has a handler, the words none', () => {
    const mountedBelowShop = new Set(
      registered.filter((p) => p.startsWith(SHOP_MOUNT)).map((p) => p.slice(SHOP_MOUNT.length)),
    );
    for (const route of SHOP_ROUTE_LIST)
      expect(mountedBelowShop.has(route.path), route.path).toBe(route.surface !== 'word');
    for (const path of workerPaths) expect(registered, path).toContain(path);
    for (const route of WORKER_ROUTE_LIST.filter((r) => 'mount' in r && !('staticAssets' in r))) {
      expect(
        registered.some((p) => p === route.path || p.startsWith(`${route.path}/`)),
        route.path,
      ).toBe(true);
    }
  });

  it('a mounted path outside the table would be caught', () => {
    expect(inTable(`${SHOP_MOUNT}/wishlist`)).toBe(false);
    expect(inTable('/status')).toBe(false);
    expect(inTable(`${SHOP_MOUNT}/orders/*`)).toBe(false);
    expect(inTable(`${SHOP_MOUNT}/track/*`)).toBe(true);
  });

  it("makes the agents' and the Worker's own words route words (they were missing: mcp, feeds, healthz)", () => {
    for (const word of [
      'mcp',
      'feeds',
      'healthz',
      'llms.txt',
      'bag',
      'search',
      'api',
      'admin',
      'platform',
      'media',
      'img',
      'assets',
    ])
      expect(ROUTE_WORDS).toContain(word);
  });
});

describe('every word of the route table is refused as an id', () => {
  const SHOP = 'dilli-kirana';
  const KEY = `dev_owner_${SHOP}`;
  const post = (sub: string, body: unknown) =>
    SELF.fetch(`http://localhost/admin/api/stores/${SHOP}${sub}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('by the owner API, as a category id and as an item id (any case); nothing is written', async () => {
    const before = await catalogueRows(SHOP);
    for (const word of ROUTE_WORDS.flatMap((w) => [w, w.toUpperCase()])) {
      const cat = await expectRefusal(
        await post('/categories', { CAT_ID: word, CAT_NAME: 'A Word' }),
        400,
        'INVALID',
        word,
      );
      expect(cat.field, word).toBe('CAT_ID');
      const item = await expectRefusal(
        await post('/items', { ID: word, CAT_ID: 'rice', ITEM_NAME: 'A Word', PRICE: 100 }),
        400,
        'INVALID',
        word,
      );
      expect(item.field, word).toBe('ID');
    }
    expect(await catalogueRows(SHOP)).toBe(before);
  }, 120_000);

  it('by the import (JSON and CSV), naming each row; nothing is written', async () => {
    const before = await catalogueRows(SHOP);
    const json = await expectRefusal(
      await post('/import', {
        categories: ROUTE_WORDS.map((w) => ({ CAT_ID: w, CAT_NAME: 'A Word' })),
        items: ROUTE_WORDS.map((w) => ({ ID: w, CAT_ID: 'rice', ITEM_NAME: 'A Word', PRICE: 100 })),
      }),
      400,
      'IMPORT_INVALID',
    );
    // a word with a dot (robots.txt) is refused twice: not an id's shape, and a route word
    const fields = [...new Set((json as { failed?: { field: string }[] }).failed?.map((f) => f.field))];
    expect(fields).toEqual([
      ...ROUTE_WORDS.map((_, i) => `categories.${i}.CAT_ID`),
      ...ROUTE_WORDS.map((_, i) => `items.${i}.ID`),
    ]);

    const csvWords = ROUTE_WORDS.filter((w) => /^[a-z0-9][a-z0-9_-]*$/.test(w)); // a CSV category that is no id shape is a name
    const lines = csvWords.flatMap((w) => [`${w},imp-${w},A Word,1,,,,,`, `rice,${w},A Word,1,,,,,`]);
    const res = await SELF.fetch(`http://localhost/admin/api/stores/${SHOP}/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'text/csv' },
      body: `category,id,name,price,mrp,stock,gst,description,image\n${lines.join('\n')}\n`,
    });
    const csv = await expectRefusal(res, 400, 'IMPORT_INVALID');
    const failed = (csv as { failed?: { row: number; field: string }[] }).failed?.map((f) => [f.row, f.field]) ?? [];
    expect(failed).toEqual(
      csvWords.flatMap((_, i) => [
        [2 * i + 1, 'category'],
        [2 * i + 2, 'id'],
      ]),
    );
    expect(await catalogueRows(SHOP)).toBe(before);
  }, 120_000);
});
