import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { readShopVersion } from '../../src/data/owner-cache';
import { openShop } from '../../src/data/shop/shop-db';
import { demoShops, dilliKirana, noirThreads } from '../../seed/shops';
import type { SeedShop } from '../../seed/types';
import { expectOk, owner, page } from './admin-helpers';
import { textOf } from './helpers';
import {
  provisionThroughWorker as provision,
  seedDemoShopInWorker as seedDemo,
  seedThroughWorker as seed,
} from './seed-helpers';

/**
 * Every row the shop has: each table of its own database (its object, read through its handle, openShop(env, id).db) and its
 * directory entry and domains in D1. Rows are sorted, so only a change of content shows.
 */
async function shopRows(storeId: string): Promise<string> {
  const shop = openShop(env, storeId);
  const { results: tables } = await shop.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
    )
    .all<{ name: string }>();
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['stores', 'items', 'coupons', 'questions', 'reviews', 'customers']),
  );
  const results = await shop.db.batch(tables.map((t) => shop.db.prepare(`SELECT * FROM "${t.name}"`)));
  const directory = await env.DB.batch([
    env.DB.prepare('SELECT * FROM shops WHERE id = ?').bind(storeId),
    env.DB.prepare('SELECT * FROM domains WHERE store_id = ? ORDER BY host').bind(storeId),
  ]);
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  return JSON.stringify({
    object: Object.fromEntries(tables.map((t, i) => [t.name, sorted(results[i].results)])),
    directory: directory.map((r) => sorted(r.results)),
  });
}

/** A demo shop under another id, without the custom domain (a hostname serves one shop only). */
const copyOf = (shop: SeedShop, id: string): SeedShop => ({ ...shop, store: { ...shop.store, id }, domains: [] });

// each seeding is a hundred or so owner API calls
describe('the demo seed, through the owner API', { timeout: 30_000 }, () => {
  it('sets a newly provisioned shop up completely: settings, catalogue, plugins, coupons, content and answers', async () => {
    const shop = copyOf(noirThreads, 'seed-copy');
    await provision(shop);
    const before = await readShopVersion(env.KV, 'seed-copy');

    // the whole `npm start` seeding: the shop exists already (created above), so only its set-up is written
    const report = await seedDemo(shop);
    expect(report).toMatchObject({ storeId: 'seed-copy', created: false, settingsWritten: true, kept: 0 });
    expect(report.written).toBeGreaterThan(shop.items.length + shop.categories.length);
    // every write went through the owner API, which moves the shop's cache version on each change
    expect(await readShopVersion(env.KV, 'seed-copy')).toBeGreaterThan(before);

    const theme = await expectOk(await owner('GET', 'seed-copy', '/theme'));
    expect(theme.theme).toEqual({ THEME_ID_v2: 'berlin', DEFAULT_COLOR: '#000000' });
    const plugins = await expectOk(await owner('GET', 'seed-copy', '/plugins'));
    expect(plugins.plugins.CATALOG_SEARCH).toEqual({ ENABLED: true, LABEL: 'Search the collection' });
    const items = await expectOk(await owner('GET', 'seed-copy', '/items?limit=100'));
    expect(items.total).toBe(shop.items.length);
    const coupons = await expectOk(await owner('GET', 'seed-copy', '/coupons'));
    expect(coupons.records.map((c: { code: string }) => c.code)).toEqual(shop.coupons.map((c) => c.code));

    const home = textOf(await (await page('/seed-copy')).text());
    expect(home).toContain('Free shipping above ₹999');
    const item = textOf(await (await page('/seed-copy/kurtas/mul-kurta-black')).text());
    expect(item).toContain('Wash it separately in cold water'); // the owner's answer, published through the API
    expect(item).toContain('Featherlight'); // a demo shopper's review
  });

  it('changes nothing when it runs again: no writes, the same rows, the same cache versions', async () => {
    for (const shop of demoShops) {
      const id = shop.store.id;
      const [rows, version] = [await shopRows(id), await readShopVersion(env.KV, id)];
      const report = await seedDemo(shop);
      expect(report, id).toMatchObject({ created: false, settingsWritten: false, written: 0 });
      expect(report.kept, id).toBe(
        shop.domains.length +
          shop.categories.length +
          shop.items.length +
          shop.coupons.length +
          new Set(shop.blogs.map((b) => b.collectionId)).size +
          shop.blogs.length +
          shop.pages.length +
          shop.branches.length,
      );
      expect(await shopRows(id), id).toBe(rows);
      expect(await readShopVersion(env.KV, id), id).toBe(version);
    }
  });

  it("never undoes an owner's edits", async () => {
    const id = dilliKirana.store.id;
    await expectOk(await owner('PATCH', id, '', { STORE_NAME: 'Aggarwal General Store' }));
    await expectOk(await owner('PATCH', id, '/items/besan', { PRICE: 6100, STOCK_QTY: 3 }));
    await expectOk(
      await owner('PUT', id, '/hello-bar', { text: 'Closed on Tuesday for Diwali', targetScreens: ['Home'] }),
    );
    await expectOk(await owner('PATCH', id, '/coupons/FLAT50', { isActive: false }));

    expect((await seedDemo(dilliKirana)).written).toBe(0);

    expect((await expectOk(await owner('GET', id, ''))).store.STORE_NAME).toBe('Aggarwal General Store');
    expect((await expectOk(await owner('GET', id, '/items/besan'))).item).toMatchObject({ PRICE: 6100, STOCK_QTY: 3 });
    expect((await expectOk(await owner('GET', id, '/hello-bar'))).helloBar.text).toBe('Closed on Tuesday for Diwali');
    expect((await expectOk(await owner('GET', id, '/coupons/FLAT50'))).record.isActive).toBe(false);
  });

  it('stops with the reason when the owner API refuses a value, and when the shop was never provisioned', async () => {
    const broken = copyOf(dilliKirana, 'seed-broken');
    broken.items = [{ ...dilliKirana.items[0], PRICE: -5 }];
    await provision(broken);
    // a new shop's catalogue arrives in one import call, refused whole with the row and field at fault
    await expect(seed(broken)).rejects.toThrow(/seed-broken: import answered 400: .*PRICE/);
    await expect(seed(copyOf(dilliKirana, 'seed-never-provisioned'))).rejects.toThrow(/not provisioned/);
  });
});
