import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectOk, owner } from './admin-helpers';
import { accountCall, signIn, uniqueUid } from './auth-helpers';
import { createLabShop, sql } from './cart-helpers';
import { bumpShopVersion, textOf } from './helpers';

/**
 * Category and item pages read their items through a memo in the isolate, under the shop's version, for 10 s
 * (src/data/cache/catalogue-page-memo.ts). What a shopper sees of it: an owner change shows on the very next page; a
 * change made without an owner call (stock after an order) within 10 s; a shopper's own review at once.
 * Every page here is rendered afresh (a reload: `Cache-Control: no-cache`), as a shopper with a bag gets it.
 */

let S: string;
beforeAll(async () => {
  S = await createLabShop();
});

async function fresh(path: string, cookie?: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost/${S}${path}`, {
    headers: { 'Cache-Control': 'no-cache', ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(res.status, path).toBe(200);
  return textOf(await res.text());
}
const PAGES = ['/tea', '/categories/tea', '/tea/assam'];

describe('category and item pages read through the isolate memo', { timeout: 30_000 }, () => {
  it('a category or item page read in the last 10 s costs no trip to the shop: only the version read', async () => {
    await bumpShopVersion(S);
    for (const path of ['/cups', '/cups/mug']) {
      const trips = async () =>
        Number(
          (await SELF.fetch(`http://localhost/${S}${path}`, { headers: { 'Cache-Control': 'no-cache' } })).headers.get(
            'X-Storage-Trips',
          ),
        );
      expect(await trips(), `${path} first`).toBeGreaterThan(1);
      expect(await trips(), `${path} again`).toBe(1);
    }
  });

  it('an owner change (a price) shows on the next category and item page', async () => {
    for (const path of PAGES) expect(await fresh(path), path).toContain('₹250');
    await expectOk(await owner('PATCH', S, '/items/assam', { PRICE: 27500 }));
    for (const path of PAGES) {
      const text = await fresh(path);
      expect(text, path).toContain('₹275');
      expect(text, path).not.toContain('₹250');
    }
  });

  it('stock sold without an owner call (an order) shows on the item page within 10 s', async () => {
    expect(await fresh('/tea/assam')).not.toContain('Out of stock');
    const sold = Date.now();
    await sql(S, "UPDATE items SET stock_qty = 0 WHERE id = 'assam'");
    await vi.waitFor(async () => expect(await fresh('/tea/assam')).toContain('Out of stock'), {
      timeout: 12_000,
      interval: 250,
    });
    expect(Date.now() - sold).toBeLessThan(10_500);
    await sql(S, "UPDATE items SET stock_qty = 10 WHERE id = 'assam'");
  });

  it("a shopper's review shows on their next item page", async () => {
    const cookie = await signIn(uniqueUid(), S);
    expect(await fresh('/tea/darjeeling', cookie)).not.toMatch(/out of 5 stars from 1 review/);
    const posted = await accountCall('POST', '/reviews', {
      cookie,
      storeId: S,
      body: { ITEM_ID: 'darjeeling', RATING: 4, TITLE: 'Fragrant', BODY: 'A good first flush.' },
    });
    expect(posted.body.status).toBe(1);
    expect(await fresh('/tea/darjeeling', cookie)).toMatch(/4(\.0)? out of 5 stars from 1 review/);
  });
});
