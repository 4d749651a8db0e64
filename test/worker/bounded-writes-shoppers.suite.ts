import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { MAX_WISHLIST } from '../../src/data/shop/account-wishlist';
import { MAX_OPEN_QUESTIONS } from '../../src/data/shop/account-questions';
import { MAX_OPEN_SUGGESTIONS } from '../../src/data/shop/account-suggestions';
import { MAX_DOMAINS_PER_SHOP } from '../../src/data/platform/owner-domains';
import { MAX_MANUAL_ITEMS } from '../../src/domain/cart/manual-items';
import { MAX_OWNER_ALERT_ENDPOINTS } from '../../src/domain/owner/new-order-alerts';
import { expectFailure, expectOk, keyFor, owner } from './admin-helpers';
import { accountCall, fetchWith, signIn, uniqueUid } from './auth-helpers';
import { Shopper } from './cart-helpers';
import { createShop } from './helpers';

/**
 * The rows of docs/architecture.md's "Writes a request can cause, and their bounds" that a signed-in shopper, a
 * bag or an owner can add (bounded-writes.suite.ts has the anonymous ones): each stops at its stated number with a
 * readable refusal, and the refused request writes nothing.
 */
const count = async (storeId: string, sql: string, ...args: unknown[]) =>
  (await openShop(env, storeId)
    .db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`)
    .bind(...args)
    .first<{ n: number }>())!.n;

/** A shop with `items` items on sale (ids i1, i2, ...). */
async function shopWithItems(items: number): Promise<string> {
  const id = `bws-${crypto.randomUUID().slice(0, 8)}`;
  const db = await createShop(id, 'Bounded Shoppers');
  await db.batch([
    db.prepare("INSERT INTO categories (id, name) VALUES ('all', 'All')"),
    db
      .prepare(`INSERT INTO items (id, cat_id, name, price)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1) SELECT 'i' || i, 'all', 'Item ' || i, 1000 FROM n`)
      .bind(items),
  ]);
  return id;
}

describe("a signed-in shopper's own rows", () => {
  it(`a wishlist keeps at most ${MAX_WISHLIST} items (409 WISHLIST_LIMIT, nothing written); a saved one saves again, a removed one frees a place`, {
    timeout: 60_000,
  }, async () => {
    const shop = await shopWithItems(MAX_WISHLIST + 1);
    const uid = uniqueUid('wish');
    const cookie = await signIn(uid, shop);
    // all but the last place taken as the API would have left them, the last one through the API
    await openShop(env, shop)
      .db.prepare(`INSERT INTO wishlist (uid, item_id, created_at)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) SELECT ?1, 'i' || i, i FROM n`)
      .bind(uid, MAX_WISHLIST - 1)
      .run();
    expect((await accountCall('PUT', `/wishlist/i${MAX_WISHLIST}`, { cookie, storeId: shop })).status).toBe(200);
    const full = await accountCall('PUT', `/wishlist/i${MAX_WISHLIST + 1}`, { cookie, storeId: shop });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ status: 0, code: 'WISHLIST_LIMIT' });
    expect(full.body.rsn).toMatch(/up to 200 items/);
    expect(await count(shop, 'wishlist WHERE uid = ?', uid)).toBe(MAX_WISHLIST);
    expect((await accountCall('PUT', '/wishlist/i1', { cookie, storeId: shop })).status).toBe(200);
    expect((await accountCall('DELETE', '/wishlist/i1', { cookie, storeId: shop })).status).toBe(200);
    expect((await accountCall('PUT', `/wishlist/i${MAX_WISHLIST + 1}`, { cookie, storeId: shop })).status).toBe(200);
    expect(await count(shop, 'wishlist WHERE uid = ?', uid)).toBe(MAX_WISHLIST);
    // another shopper of the same shop has their own places
    expect(
      (await accountCall('PUT', '/wishlist/i1', { cookie: await signIn(uniqueUid('wish2'), shop), storeId: shop }))
        .status,
    ).toBe(200);
  });

  it(`questions waiting for an answer stop at ${MAX_OPEN_QUESTIONS} per shopper (409 QUESTION_LIMIT); an answered one frees a place`, {
    timeout: 60_000,
  }, async () => {
    const shop = await shopWithItems(1);
    const uid = uniqueUid('ask');
    const cookie = await signIn(uid, shop);
    await openShop(env, shop)
      .db.prepare(`INSERT INTO questions (id, item_id, user_id, author_name, question, created_at)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) SELECT 'q' || i, 'i1', ?1, 'Meera', 'Is it fresh?', i FROM n`)
      .bind(uid, MAX_OPEN_QUESTIONS)
      .run();
    const ask = () =>
      accountCall('POST', '/questions', {
        cookie,
        storeId: shop,
        body: { ITEM_ID: 'i1', QUESTION: 'Is it fresh today?' },
      });
    const refused = await ask();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, code: 'QUESTION_LIMIT' });
    expect(await count(shop, 'questions WHERE user_id = ?', uid)).toBe(MAX_OPEN_QUESTIONS);
    await openShop(env, shop).db.prepare("UPDATE questions SET answer = 'Yes' WHERE id = 'q1'").run();
    expect((await ask()).body).toMatchObject({ status: 1 });
    expect((await ask()).status).toBe(409);
  });

  it(`open product requests stop at ${MAX_OPEN_SUGGESTIONS} per shopper (409 SUGGESTION_LIMIT); a closed one frees a place`, {
    timeout: 60_000,
  }, async () => {
    const shop = await shopWithItems(1);
    const uid = uniqueUid('sug');
    const cookie = await signIn(uid, shop);
    await openShop(env, shop)
      .db.prepare(`INSERT INTO suggestions (id, uid, product_name, details, created_at, updated_at)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2) SELECT 's' || i, ?1, 'Ragi flour', '', i, i FROM n`)
      .bind(uid, MAX_OPEN_SUGGESTIONS)
      .run();
    const request = () =>
      accountCall('POST', '/suggestions', { cookie, storeId: shop, body: { PRODUCT_NAME: 'Kodo millet' } });
    const refused = await request();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, code: 'SUGGESTION_LIMIT' });
    expect(await count(shop, 'suggestions WHERE uid = ?', uid)).toBe(MAX_OPEN_SUGGESTIONS);
    await openShop(env, shop).db.prepare("UPDATE suggestions SET status = 'DECLINED' WHERE id = 's1'").run();
    expect((await request()).body).toMatchObject({ status: 1 });
    expect((await request()).status).toBe(409);
  });
});

describe('a bag', () => {
  it(`holds at most ${MAX_MANUAL_ITEMS} manual items: the next is refused and the bag keeps what it had`, {
    timeout: 60_000,
  }, async () => {
    const s = new Shopper('dilli-kirana', true);
    for (let i = 1; i <= MAX_MANUAL_ITEMS; i++) {
      expect(
        (await s.call('addManualItem', { manual_item: { name: `List line ${i}`, quantity: 1 } })).body.status,
        `line ${i}`,
      ).toBe(1);
    }
    const refused = await s.call('addManualItem', { manual_item: { name: 'One too many', quantity: 1 } });
    expect(refused.body).toMatchObject({ status: 0, code: 'TOO_MANY_MANUAL_ITEMS' });
    const bag = await s.call('refreshCartCalculations');
    expect(bag.body.cart.manual_items).toHaveLength(MAX_MANUAL_ITEMS);
    expect(bag.body.cart.manual_items.map((m: { name: string }) => m.name)).not.toContain('One too many');
  });
});

describe("an owner's rows", () => {
  it(`custom domains stop at ${MAX_DOMAINS_PER_SHOP} a shop (409 TOO_MANY_DOMAINS, nothing claimed)`, {
    timeout: 60_000,
  }, async () => {
    const shop = await shopWithItems(1);
    const tag = shop.slice(4);
    for (let i = 1; i <= MAX_DOMAINS_PER_SHOP; i++)
      await expectOk(await owner('POST', shop, '/domains', { host: `d${i}-${tag}.localhost` }), 201);
    await expectFailure(
      await owner('POST', shop, '/domains', { host: `d0-${tag}.localhost` }),
      409,
      'TOO_MANY_DOMAINS',
      'host',
    );
    const { domains } = await expectOk<{ domains: { host: string }[] }>(await owner('GET', shop, '/domains'));
    expect(domains).toHaveLength(MAX_DOMAINS_PER_SHOP);
    expect(domains.map((d) => d.host)).not.toContain(`d0-${tag}.localhost`);
  });

  it(`new-order alert browsers stop at ${MAX_OWNER_ALERT_ENDPOINTS} a shop: the oldest is dropped`, {
    timeout: 60_000,
  }, async () => {
    const shop = await shopWithItems(1);
    const key = await keyFor(shop);
    const register = (n: number) =>
      fetchWith(env, `/admin/${shop}/alerts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Authorization: `Bearer ${key}` },
        body: JSON.stringify({ endpoint: `https://fcm.googleapis.com/fcm/send/owner-${n}` }),
      });
    for (let n = 1; n <= MAX_OWNER_ALERT_ENDPOINTS + 3; n++) {
      expect((await register(n)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 2)); // distinct created_at, so "oldest" is well defined
    }
    const kept = (
      await openShop(env, shop)
        .db.prepare('SELECT endpoint FROM owner_push_subscriptions ORDER BY created_at')
        .all<{ endpoint: string }>()
    ).results;
    expect(kept.map((r) => r.endpoint.split('owner-')[1])).toEqual(
      Array.from({ length: MAX_OWNER_ALERT_ENDPOINTS }, (_, i) => String(i + 4)),
    );
  });
});
