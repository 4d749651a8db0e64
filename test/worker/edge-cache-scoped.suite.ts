import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { expectOk, owner } from './admin-helpers';
import { createLabShop, sql } from './cart-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { textOf } from './helpers';

/**
 * What ages a cached page: a change of an item's row (by its owner, or by an order taking its stock) renders its
 * category's pages and the shop-wide ones (home, search) afresh and leaves the other categories' pages in the
 * cache; a change of the shop renders everything afresh; an offer that ends takes the pages that list it out of
 * the cache when it ends.
 */

async function visit(path: string) {
  const res = await SELF.fetch(`http://localhost${path}`);
  const html = await res.text();
  return {
    status: res.status,
    edge: res.headers.get('X-Edge-Cache'),
    text: textOf(html),
    cacheControl: res.headers.get('Cache-Control'),
  };
}

/**
 * A page an owner change aged: its next visit is not the old page as current (it is answered stale, rendering
 * the new one behind it, or rendered), and soon after the edge cache answers the new page. Returns that page.
 */
async function renewed(path: string) {
  const first = await visit(path);
  expect(first.edge, path).toMatch(/^(STALE|MISS)$/);
  let page = first;
  await vi.waitFor(
    async () => {
      page = await visit(path);
      expect(page.edge, path).toBe('HIT');
    },
    { timeout: 10_000 },
  );
  return page;
}

/** Visits each page until the edge cache answers it (the first visit stores it after the reply). */
async function cached(paths: string[]) {
  for (const path of paths)
    await vi.waitFor(async () => expect((await visit(path)).edge, path).toBe('HIT'), { timeout: 10_000 });
}

describe('an item change ages only the pages that show its category', { timeout: 60_000 }, () => {
  it('a price change: its item, its category and the home render afresh; the other category stays cached', async () => {
    const S = await createLabShop();
    const pages = {
      item: `/${S}/tea/assam`,
      category: `/${S}/tea`,
      home: `/${S}`,
      otherItem: `/${S}/cups/mug`,
      otherCategory: `/${S}/cups`,
      otherList: `/${S}/categories/cups`,
    };
    await cached(Object.values(pages));

    await expectOk(await owner('PATCH', S, '/items/assam', { PRICE: 26100 }));
    // the other category's pages first, while the change is new: they are current, not stale
    for (const path of [pages.otherItem, pages.otherCategory, pages.otherList]) {
      const other = await visit(path);
      expect(other.edge, path).toBe('HIT');
      expect(other.status).toBe(200);
      // what leaves the Worker still says the page's own minute, not the edge's day
      expect(other.cacheControl).toBe('public, max-age=0, s-maxage=60');
    }
    // and the next visit of a page found current needs no second look
    expect((await visit(pages.otherItem)).edge).toBe('HIT');
    expect((await renewed(pages.item)).text).toContain('261');
    expect((await renewed(pages.category)).text).toContain('261');
    expect((await renewed(pages.home)).text).toContain('261');
  });

  it("moving an item to another category ages both categories' pages", async () => {
    const S = await createLabShop();
    await cached([`/${S}/tea`, `/${S}/cups`]);
    await expectOk(await owner('PATCH', S, '/items/mug', { CAT_ID: 'tea' }));
    expect((await renewed(`/${S}/tea`)).text).toContain('Clay Mug');
    expect((await renewed(`/${S}/cups`)).text).not.toContain('Clay Mug');
  });

  it('a change of the shop itself (its name) renders every page afresh', async () => {
    const S = await createLabShop();
    await cached([`/${S}/cups/mug`]);
    await expectOk(await owner('PATCH', S, '', { STORE_NAME: 'Lab Shop Renamed' }));
    // a change of the shop's settings is never answered stale: the next view shows it
    const mug = await visit(`/${S}/cups/mug`);
    expect(mug.edge).toBe('MISS');
    expect(mug.text).toContain('Lab Shop Renamed');
  });

  it('a shopper\'s order that takes the last unit shows "out of stock" on the item\'s cached pages within moments, with no owner call', async () => {
    const S = await createOrderShop();
    const pages = [`/${S}/staples/ghee`, `/${S}/staples`];
    await cached(pages);
    expect((await visit(pages[0])).text).toContain('Only 1 left');
    const b = await Buyer.signIn(S);
    const address = await b.addAddress();
    await b.add('ghee');
    const placed = await b.place({ address_id: address, payment_method: 'COD' });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(1);
    const item = await renewed(pages[0]);
    expect(item.text).toContain('Out of stock');
    expect(item.text).not.toContain('Only 1 left');
    await renewed(pages[1]);
  });
});

describe('an offer that ends', { timeout: 60_000 }, () => {
  it('leaves the cached pages that list it when it ends', async () => {
    const S = await createLabShop();
    // long enough for the first visits on a loaded machine to come before it ends
    const ends = Date.now() + 5_000;
    await sql(
      S,
      "INSERT INTO coupons (code, type, value, description, valid_to) VALUES ('SOONGONE', 'FLAT', 1000, 'Ends in a moment', ?)",
      ends,
    );
    await expectOk(await owner('PATCH', S, '', { STORE_NAME: 'Lab Shop' }));
    const home = `/${S}`;
    expect((await visit(home)).text).toContain('SOONGONE');
    await cached([home]);
    await new Promise((r) => setTimeout(r, Math.max(0, ends - Date.now()) + 1_200));
    const after = await visit(home);
    expect(after.edge).toBe('MISS');
    expect(after.text).not.toContain('SOONGONE');
  });
});
