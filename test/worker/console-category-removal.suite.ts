import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { consoleSignIn as signedIn } from './console-helpers';

/**
 * What was left of #38 item 2 in the console: a category is deleted from its own page (its item count, archived
 * items included, and where they go when it holds any), and the catalogue's "Archived" filter lists archived items
 * with their Restore; both plain forms that work without JavaScript.
 */
const ORIGIN = 'http://localhost';

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const categoryIds = async (shop: string) =>
  (await (await owner('GET', shop, '/categories')).json<{ categories: { CAT_ID: string }[] }>()).categories
    .map((c) => c.CAT_ID)
    .sort();
const categoryOf = async (shop: string, itemId: string) =>
  (await (await owner('GET', shop, `/items/${itemId}`)).json<{ item: { CAT_ID: string } }>()).item.CAT_ID;

/** A shop whose dal an order names and is archived, with two more categories: snacks (empty) and spices (empty). */
async function shopWithArchive() {
  const shop = await createOrderShop();
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  await openShop(env, shop)
    .db.prepare("INSERT INTO categories (id, name, position) VALUES ('snacks', 'Snacks', 2), ('spices', 'Spices', 3)")
    .run();
  const buyer = await Buyer.signIn(shop);
  await buyer.add('dal');
  expect((await buyer.place({ address_id: await buyer.addAddress(), payment_method: 'COD' })).http).toBe(200);
  expect(await (await owner('DELETE', shop, '/items/dal')).json()).toEqual({ status: 1, removed: 'archived' });
  return { shop, buyer };
}

describe('the console catalogue: archived items under their own filter, with Restore', () => {
  it('the list leaves archived items out until the owner picks "Archived"; there each has its Restore, which brings it back', {
    timeout: 60_000,
  }, async () => {
    const { shop } = await shopWithArchive();
    const cookie = await signedIn(shop);
    const listed = async (query: string) =>
      [...(await (await get(`/admin/${shop}/catalogue${query}`, cookie)).text()).matchAll(/data-item="([^"]+)"/g)]
        .map((m) => m[1])
        .sort();
    expect(await listed('')).toEqual(['ghee', 'rice', 'tea']);
    expect(await listed('?filter=hidden')).toEqual([]);
    const archivedPage = await (await get(`/admin/${shop}/catalogue?filter=archived`, cookie)).text();
    expect(archivedPage).toMatch(/<option value="archived"[^>]*selected/);
    expect(await listed('?filter=archived')).toEqual(['dal']);
    expect(archivedPage).toContain(`href="/admin/${shop}/catalogue/dal/restore"`);
    expect(archivedPage).not.toContain(`catalogue/dal/stock`);
    expect(await listed('?filter=archived&q=toor')).toEqual(['dal']);
    expect(await listed('?filter=archived&q=rice')).toEqual([]);
    // in Hindi and Tamil the filter says its own word
    expect(await (await get(`/admin/${shop}/catalogue?filter=archived&lang=hi`, cookie)).text()).toContain('संग्रहित');
    expect(await (await get(`/admin/${shop}/catalogue?filter=archived&lang=ta`, cookie)).text()).toContain('காப்பகத்தில்');

    const ask = await (await get(`/admin/${shop}/catalogue/dal/restore`, cookie)).text();
    expect(ask).toContain(`action="/admin/${shop}/catalogue/dal/restore"`);
    expect((await post(`/admin/${shop}/catalogue/dal/restore`, {}, cookie)).status).toBe(303);
    expect(await listed('?filter=archived')).toEqual([]);
    expect(await listed('')).toEqual(['dal', 'ghee', 'rice', 'tea']);
  });
});

describe('the console: deleting a category', () => {
  it('its page counts the items (archived too), moves them where the owner picks and deletes; an empty one just goes', {
    timeout: 60_000,
  }, async () => {
    const { shop } = await shopWithArchive();
    const cookie = await signedIn(shop);
    const list = await (await get(`/admin/${shop}/categories`, cookie)).text();
    expect(list).toContain(`href="/admin/${shop}/categories/staples/delete"`);

    const ask = await get(`/admin/${shop}/categories/staples/delete`, cookie);
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain('It holds 4 items (archived ones count).');
    expect(html).toMatch(/<select[^>]*name="move_to"/);
    expect(html).toContain('<option value="snacks"');
    expect(html).not.toContain('<option value="staples"');
    expect(html).toContain(`action="/admin/${shop}/categories/staples/delete"`);
    expect(await (await get(`/admin/${shop}/categories/staples/delete?lang=hi`, cookie)).text()).toContain(
      'इसमें 4 सामान हैं',
    );
    expect(await (await get(`/admin/${shop}/categories/staples/delete?lang=ta`, cookie)).text()).toContain(
      'இதில் 4 பொருட்கள் உள்ளன',
    );

    // a post without a place for the items is refused on the page, and nothing moves
    const refused = await post(`/admin/${shop}/categories/staples/delete`, {}, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('console-category-delete');
    const same = await post(`/admin/${shop}/categories/staples/delete`, { move_to: 'staples' }, cookie);
    expect(same.status).toBe(400);
    expect((await post(`/admin/${shop}/categories/staples/delete`, { move_to: 'nowhere' }, cookie)).status).toBe(400);
    expect(await categoryIds(shop)).toEqual(['snacks', 'spices', 'staples']);

    const moved = await post(`/admin/${shop}/categories/staples/delete`, { move_to: 'snacks' }, cookie);
    expect(moved.status).toBe(303);
    expect(moved.headers.get('Location')).toBe(`/admin/${shop}/categories?saved=1`);
    expect(await categoryIds(shop)).toEqual(['snacks', 'spices']);
    for (const id of ['rice', 'tea', 'dal']) expect(await categoryOf(shop, id), id).toBe('snacks');

    const empty = await (await get(`/admin/${shop}/categories/spices/delete`, cookie)).text();
    expect(empty).toContain('It holds no items.');
    expect(empty).not.toContain('name="move_to"');
    expect((await post(`/admin/${shop}/categories/spices/delete`, {}, cookie)).status).toBe(303);
    expect(await categoryIds(shop)).toEqual(['snacks']);
    // the last category with items has nowhere to send them: said, with no button
    const last = await (await get(`/admin/${shop}/categories/snacks/delete`, cookie)).text();
    expect(last).toContain('Make another category first');
    expect(last).not.toContain('console-category-delete-yes');
    // a deleted or unknown category's page goes back to the list
    expect((await get(`/admin/${shop}/categories/spices/delete`, cookie)).headers.get('Location')).toBe(
      `/admin/${shop}/categories`,
    );
  });

  it("only the owner: anonymous, a staff key, another shop's owner and a shopper delete nothing; junk never answers 5xx", {
    timeout: 60_000,
  }, async () => {
    const { shop, buyer } = await shopWithArchive();
    const cookie = await signedIn(shop);
    const staffKey = (
      await (await owner('POST', shop, '/keys', { label: 'Raju', role: 'orders' })).json<{ key: string }>()
    ).key;
    const others = {
      anonymous: '',
      staff: await signedIn(shop, staffKey),
      otherOwner: await signedIn(await createOrderShop()),
      shopper: buyer.cookie,
    };
    for (const [who, c] of Object.entries(others)) {
      for (const [cat, fields] of [
        ['staples', { move_to: 'snacks' }],
        ['spices', {}],
      ] as const) {
        const res = await post(`/admin/${shop}/categories/${cat}/delete`, fields, c);
        expect(res.status, `${who} ${cat}`).not.toBe(303);
        expect(res.status, `${who} ${cat}`).toBeLessThan(500);
      }
      expect((await get(`/admin/${shop}/categories/staples/delete`, c)).status, who).not.toBe(200);
    }
    // another site's form is refused even with the owner's cookie
    const foreign = await SELF.fetch(`${ORIGIN}/admin/${shop}/categories/spices/delete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', Cookie: cookie },
      body: '',
    });
    expect(foreign.status).toBe(403);
    expect(await categoryIds(shop)).toEqual(['snacks', 'spices', 'staples']);

    for (const junk of [
      '\ud800',
      'x'.repeat(5000),
      '%2e%2e%2fstaples',
      '../staples',
      '<script>',
      'staples\u0000',
      '{"a":1}',
    ]) {
      expect(
        (await post(`/admin/${shop}/categories/staples/delete`, { move_to: junk }, cookie)).status,
        junk.slice(0, 20),
      ).toBeLessThan(500);
      const path = `/admin/${shop}/categories/${junk === '\ud800' ? '%ED%A0%80' : encodeURIComponent(junk)}/delete`;
      expect((await get(path, cookie)).status, path.slice(0, 60)).toBeLessThan(500);
      expect((await post(path, { move_to: 'snacks' }, cookie)).status, path.slice(0, 60)).toBeLessThan(500);
      expect(
        (
          await get(
            `/admin/${shop}/catalogue?filter=${junk === '\ud800' ? '%ED%A0%80' : encodeURIComponent(junk)}`,
            cookie,
          )
        ).status,
      ).toBe(200);
    }
    const huge = await post(
      `/admin/${shop}/categories/spices/delete`,
      { move_to: 'snacks', pad: 'x'.repeat(200_000) },
      cookie,
    );
    expect(huge.status).toBe(413);
    const nested = await SELF.fetch(`${ORIGIN}/admin/${shop}/categories/staples/delete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
      body: '['.repeat(5000),
    });
    expect(nested.status).toBeLessThan(500);
    expect(await categoryIds(shop)).toContain('staples');
    expect(await categoryOf(shop, 'rice')).toBe('staples');
  });
});
