import { createExecutionContext, env, SELF } from 'cloudflare:test';
import worker from '../../src/index';
import type { SqlStep } from '../../src/data/shop/sql-d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { eraseAccount } from '../../src/data/shop/account-erasure';
import { copyOrderIntoPast } from '../../src/data/shop/order-history';
import { planHistory } from '../../src/domain/orders/history-plan';
import { keyFor, owner } from './admin-helpers';
import { accountCall, signIn } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';

/**
 * The shopper's data rights (issue #38 item 6, DPDP Act 2023): GET /api/v2/account/data downloads everything the
 * shop holds about them, DELETE /api/v2/account erases the account (refused while an order is in progress or
 * udhaar is owed; a wallet balance only once its amount is confirmed), and the account pages do both without
 * JavaScript. What the GST law keeps (orders and their invoices) stays for the owner, detached.
 */
let shop: string;
const db = () => openShop(env, shop).db;
const api = (method: string, path: string, cookie?: string, storeId = shop) =>
  accountCall(method, path, { cookie, storeId });
const page = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost/${shop}${path}`, { redirect: 'manual', ...init });
const count = async (table: string, column: string, uid: string) =>
  (await one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, shop, uid)).n;

/** A shopper with a little of everything: a name, an address, a delivered GST order, a review, a question, a request and a saved item. */
async function fullShopper(name = 'Meera Sharma') {
  const buyer = await Buyer.signIn(shop);
  expect(
    (await accountCall('PUT', '/profile', { cookie: buyer.cookie, storeId: shop, body: { NAME: name } })).status,
  ).toBe(200);
  await buyer.addAddress();
  await buyer.add('rice');
  const placed = await buyer.place({
    address_id: (await api('GET', '/addresses', buyer.cookie)).body.addresses[0].id,
    payment_method: 'COD',
  });
  expect(placed.http, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.order_id as string;
  await db()
    .prepare("UPDATE orders SET status = 'DELIVERED', delivered_at = ? WHERE id = ?")
    .bind(Date.now(), orderId)
    .run();
  const write = (path: string, body: unknown) =>
    accountCall('POST', path, { cookie: buyer.cookie, storeId: shop, body });
  expect(
    (await write('/reviews', { ITEM_ID: 'rice', RATING: 5, TITLE: 'Fragrant rice', BODY: 'Long grains, cooks well' }))
      .status,
  ).toBe(200);
  expect((await write('/questions', { ITEM_ID: 'dal', QUESTION: 'Is this dal unpolished?' })).status).toBe(200);
  expect((await write('/suggestions', { PRODUCT_NAME: 'Kashmiri saffron' })).status).toBe(200);
  expect((await accountCall('PUT', '/wishlist/tea', { cookie: buyer.cookie, storeId: shop })).status).toBe(200);
  return { buyer, orderId };
}

/** `n` entries of a ledger (direct SQL: the suite is about reading them back, not posting them). */
async function seedEntries(uid: string, kind: 'wallet' | 'udhaar', n: number) {
  await db().batch(
    Array.from({ length: n }, (_, i) =>
      db()
        .prepare(
          "INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, note, created_at) VALUES (?, ?, ?, 'CREDIT', 1, ?, 'seed', ?)",
        )
        .bind(
          `seed-${uid}-${kind}-${String(i).padStart(4, '0')}`,
          uid,
          kind,
          i + 1,
          1_700_000_000_000 + Math.floor(i / 3),
        ),
    ),
  );
}

async function download(cookie: string, storeId = shop) {
  const res = await SELF.fetch('http://localhost/api/v2/account/data', {
    headers: { storeID: storeId, Cookie: cookie },
  });
  return { res, body: await res.json<any>() };
}

beforeAll(async () => {
  shop = await createOrderShop({ GST: true });
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  expect(
    (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
  ).toBe(200);
  expect(
    (
      await owner('PUT', shop, '/plugins/PUSH', {
        ENABLED: true,
        VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      })
    ).status,
  ).toBe(200);
}, 120_000);

describe('GET /api/v2/account/data: everything, as one JSON file', () => {
  it('a shopper of 430 orders gets every one with its lines (more than a statement may bind at once)', {
    timeout: 90_000,
  }, async () => {
    const { buyer, orderId } = await fullShopper('Ravi Kumar');
    const past = planHistory(Date.now(), { days: 143, perDay: 3 }, [{ phone: '9811022334', name: 'Ravi Kumar' }]);
    expect(await copyOrderIntoPast(openShop(env, shop), orderId, past)).toBe(429);
    const { res, body } = await download(buyer.cookie);
    expect(res.status).toBe(200);
    expect(body.orders).toHaveLength(430);
    expect(new Set(body.orders.map((o: { id: string }) => o.id)).size).toBe(430);
    for (const o of body.orders) expect(o.lines[0]).toMatchObject({ item_id: 'rice', qty: 1 });
  });

  it('holds the profile, addresses, orders with lines, every wallet, udhaar and rewards entry, reviews, questions, requests and wishlist', {
    timeout: 90_000,
  }, async () => {
    const { buyer, orderId } = await fullShopper();
    // more than two pages of the download's 200: every entry must come, once
    await seedEntries(buyer.uid, 'wallet', 450);
    await seedEntries(buyer.uid, 'udhaar', 3);
    await db()
      .prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES ('rw1', ?, 40, 'delivered', 1)")
      .bind(buyer.uid)
      .run();
    const { res, body } = await download(buyer.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      new RegExp(`^attachment; filename="${shop}-my-data-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(body).toMatchObject({
      status: 1,
      format: 'storefront-account-data/1',
      shop: { id: shop, name: 'Order Lab' },
    });
    expect(body.profile).toMatchObject({
      uid: buyer.uid,
      customer: { display_name: 'Meera Sharma' },
      reward_points: 40,
      reseller: null,
    });
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({ name: 'Meera Sharma', phone: '9811022334', pin: '110024' });
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ id: orderId, status: 'DELIVERED', address: { NAME: 'Meera Sharma' } });
    expect(body.orders[0].lines[0]).toMatchObject({ item_id: 'rice', name: 'Basmati Rice', qty: 1 });
    const walletIds = body.wallet_entries.map((e: { id: string }) => e.id);
    expect(walletIds).toHaveLength(450);
    expect(new Set(walletIds).size).toBe(450);
    expect(body.udhaar_entries).toHaveLength(3);
    expect(body.reward_entries).toEqual([expect.objectContaining({ id: 'rw1', points: 40 })]);
    expect(body.reviews).toEqual([expect.objectContaining({ item_id: 'rice', rating: 5, title: 'Fragrant rice' })]);
    expect(body.questions).toEqual([expect.objectContaining({ item_id: 'dal', question: 'Is this dal unpolished?' })]);
    expect(body.product_requests).toEqual([expect.objectContaining({ product_name: 'Kashmiri saffron' })]);
    expect(body.wishlist).toEqual([expect.objectContaining({ item_id: 'tea' })]);

    // the account page's link gives the same file without JavaScript
    const viaPage = await page('/account/pages/mydata', { headers: { Cookie: buyer.cookie } });
    expect(viaPage.status).toBe(200);
    expect(viaPage.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect((await viaPage.json<any>()).wallet_entries).toHaveLength(450);
  });

  it('is yours alone: another shopper, another shop, the owner key and anonymous get nothing of it', {
    timeout: 60_000,
  }, async () => {
    const { buyer, orderId } = await fullShopper('Kavya Iyer');
    const other = await Buyer.signIn(shop);
    const theirs = await download(other.cookie);
    expect(theirs.res.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toMatch(new RegExp(`${orderId}|Kavya|${buyer.uid}`));
    expect(theirs.body.orders).toEqual([]);
    // the same shopper in another shop: that shop's (empty) data, never this shop's
    const elsewhereCookie = await signIn(buyer.uid, 'dilli-kirana');
    const elsewhere = await download(elsewhereCookie, 'dilli-kirana');
    expect(elsewhere.res.status).toBe(200);
    expect(JSON.stringify(elsewhere.body)).not.toMatch(new RegExp(`${orderId}|Kavya`));
    // deleting the account in that shop leaves this shop's account whole (only the sign-in, shared by all shops, ends)
    expect((await api('DELETE', '', elsewhereCookie, 'dilli-kirana')).status).toBe(200);
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);
    expect(await count('orders', 'uid', buyer.uid)).toBe(1);
    expect(await count('reviews', 'user_id', buyer.uid)).toBe(1);
    // the owner's key is no shopper: 401, as anonymous
    const withKey = await SELF.fetch('http://localhost/api/v2/account/data', {
      headers: { storeID: shop, Authorization: `Bearer ${await keyFor(shop)}` },
    });
    expect(withKey.status).toBe(401);
    expect(await withKey.json()).toMatchObject({ status: 0, code: 'SIGN_IN_REQUIRED' });
    expect((await api('GET', '/data')).status).toBe(401);
    expect((await api('DELETE', '')).status).toBe(401);
    // the pages send anonymous visitors to sign in
    for (const path of ['/account/pages/mydata', '/account/pages/delete']) {
      const r = await page(path);
      expect(r.status, path).toBe(302);
      expect(r.headers.get('Location'), path).toContain('/login');
    }
  });
});

/** Bindings whose shop objects note the SQL of every statement trip, in order. */
function watchedBindings(seen: string[]): typeof env {
  const spyStub = (stub: ReturnType<typeof env.SHOP.get>) =>
    new Proxy(stub, {
      get(target, prop) {
        if (prop === 'statements')
          return (storeId: string, steps: SqlStep[]) => {
            seen.push(steps.map((x) => x.sql).join(' ; '));
            return target.statements(storeId, steps);
          };
        return Reflect.get(target, prop);
      },
    });
  const shops = new Proxy(env.SHOP, {
    get(target, prop) {
      if (prop === 'get') return (id: DurableObjectId) => spyStub(target.get(id));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { ...env, SHOP: shops } as typeof env;
}

/** `n` delivered orders of `uid`, each with one line (direct SQL: the suite reads them back, it does not place them). */
async function seedOrders(uid: string, n: number) {
  const steps = Array.from({ length: n }, (_, i) => {
    const id = `DL${uid.slice(-6)}${String(i).padStart(4, '0')}`;
    return [
      db()
        .prepare(
          `INSERT INTO orders (id, uid, status, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key, request_fingerprint, track_token, created_at, updated_at)
         VALUES (?, ?, 'DELIVERED', 6000, '{}', '{}', 'COD', 6000, 's', ?, ?, 'f', ?, ?, ?)`,
        )
        .bind(id, uid, `bag-${id}`, `idem-${id}`, `tt-${id}`, 1_700_000_000_000 + Math.floor(i / 2), 1_700_000_000_000),
      db()
        .prepare(
          "INSERT INTO order_items (order_id, line_no, item_id, cat_id, line_id, name, qty, unit_price, line_total) VALUES (?, 1, 'dal', 'staples', 'l1', 'Toor Dal', 1, 6000, 6000)",
        )
        .bind(id),
    ];
  }).flat();
  for (let i = 0; i < steps.length; i += 100) await db().batch(steps.slice(i, i + 100));
}

describe('the download streams', () => {
  it('gives every order of a long history with its lines, a page of 200 at a time', { timeout: 60_000 }, async () => {
    const buyer = await Buyer.signIn(shop);
    await seedOrders(buyer.uid, 230);
    const { res, body } = await download(buyer.cookie);
    expect(res.status).toBe(200);
    expect(body.orders).toHaveLength(230);
    expect(new Set(body.orders.map((o: { id: string }) => o.id)).size).toBe(230);
    expect(body.orders.every((o: { lines: unknown[] }) => o.lines.length === 1)).toBe(true);
  });

  it('reads the shop a page at a time, only as the file is read: the first bytes come before any list is read', {
    timeout: 60_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    await seedEntries(buyer.uid, 'wallet', 450);
    const seen: string[] = [];
    const res = await worker.fetch(
      new Request('http://localhost/api/v2/account/data', { headers: { storeID: shop, Cookie: buyer.cookie } }),
      watchedBindings(seen) as never,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^\{"status":1,"format":"storefront-account-data\/1"/);
    const walletReads = () => seen.filter((sql) => /FROM wallet_entries/.test(sql) && !/SUM/.test(sql));
    expect(walletReads()).toEqual([]);
    let text = new TextDecoder().decode(first.value);
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      text += new TextDecoder().decode(next.value);
    }
    // 450 wallet entries: three pages of at most 200 (and one for the empty udhaar ledger), each its own trip
    expect(walletReads().length).toBe(4);
    expect(JSON.parse(text).wallet_entries).toHaveLength(450);
  });
});

describe('DELETE /api/v2/account', () => {
  it('is refused while an order is in progress, and nothing changes', { timeout: 60_000 }, async () => {
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('dal');
    expect((await buyer.place({ address_id: address, payment_method: 'COD' })).http).toBe(200);
    const res = await api('DELETE', '', buyer.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, code: 'ORDER_IN_PROGRESS' });
    expect(res.body.rsn).toBe(
      'You have an order in progress. Your account can be deleted once it is delivered or cancelled.',
    );
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);
    expect(await count('addresses', 'uid', buyer.uid)).toBe(1);
    expect((await api('GET', '/profile', buyer.cookie)).status).toBe(200);
  });

  it("is refused while udhaar is owed, naming the amount, in the shopper's language", async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.credit('udhaar', 12_550);
    const res = await api('DELETE', '', buyer.cookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, code: 'UDHAAR_OWED' });
    expect(res.body.rsn).toContain('₹125.50');
    const hi = await SELF.fetch(`http://localhost/api/v2/account?lang=hi`, {
      method: 'DELETE',
      headers: { storeID: shop, Cookie: buyer.cookie, 'Accept-Language': 'hi' },
    });
    expect(hi.status).toBe(409);
    expect((await hi.json<{ rsn: string }>()).rsn).toMatch(/[\u0900-\u097F]/);
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);
  });

  it('gives up a wallet balance only when the shopper confirms that amount, and writes the forfeit into the books', {
    timeout: 60_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.credit('wallet', 30_000);
    const unconfirmed = await api('DELETE', '', buyer.cookie);
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      status: 0,
      code: 'WALLET_NOT_CONFIRMED',
      field: 'forfeit_wallet',
      wallet_balance: 30_000,
    });
    expect(unconfirmed.body.rsn).toContain('₹300');
    expect((await api('DELETE', '?forfeit_wallet=29999', buyer.cookie)).body.code).toBe('WALLET_NOT_CONFIRMED');
    const bad = await api('DELETE', '?forfeit_wallet=lots', buyer.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, code: 'BAD_INPUT', field: 'forfeit_wallet' });
    expect(await count('wallet_accounts', 'uid', buyer.uid)).toBe(1);

    const done = await api('DELETE', '?forfeit_wallet=30000', buyer.cookie);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 1, forfeited: 30_000 });
    expect(done.headers.get('Set-Cookie')).toMatch(/userToken=;/);
    // the shop's books: the credit and its forfeit, both kept and detached from the uid
    const books = await db()
      .prepare(
        "SELECT entry_type, amount, balance_after, uid FROM wallet_entries WHERE uid LIKE 'deleted:%' AND amount = 30000 ORDER BY entry_type",
      )
      .all<any>();
    const mine = books.results.filter((r) => r.uid === books.results.find((x) => x.entry_type === 'DEBIT')?.uid);
    expect(mine.map((r) => [r.entry_type, r.balance_after])).toEqual([
      ['CREDIT', 30_000],
      ['DEBIT', 0],
    ]);
    expect(await count('wallet_entries', 'uid', buyer.uid)).toBe(0);
    expect(await count('wallet_accounts', 'uid', buyer.uid)).toBe(0);
  });

  it('erases the profile, addresses, sessions, push subscriptions, wishlist and bags; reviews read "A shopper"; the invoice still opens for the owner; signing in again finds an empty account', {
    timeout: 90_000,
  }, async () => {
    const { buyer, orderId } = await fullShopper('Zoya Qureshi');
    // offer alerts turned on in this browser while signed in, and in another signed out
    const subscribe = (endpoint: string, cookie?: string) =>
      SELF.fetch('http://localhost/api/v2/plugins/push/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', storeID: shop, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ subscription: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } } }),
      });
    expect((await subscribe(`https://fcm.googleapis.com/fcm/send/${buyer.uid}`, buyer.cookie)).status).toBe(200);
    expect((await subscribe(`https://fcm.googleapis.com/fcm/send/anon-${buyer.uid}`)).status).toBe(200);
    expect(await count('push_subscriptions', 'uid', buyer.uid)).toBe(1);
    await buyer.add('dal'); // a bag bound to the shopper
    const secondDevice = await signIn(buyer.uid, shop);
    const reviews = (lang = '') =>
      page(`/staples/rice/userReviews${lang}`, { headers: { 'Cache-Control': 'no-cache' } }).then((r) => r.text());
    expect(await reviews()).toContain('Zoya Qureshi');

    const done = await api('DELETE', '', buyer.cookie);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 1, forfeited: 0 });

    for (const [table, column] of [
      ['customers', 'uid'],
      ['addresses', 'uid'],
      ['wishlist', 'uid'],
      ['push_subscriptions', 'uid'],
      ['bags', 'uid'],
      ['suggestions', 'uid'],
      ['orders', 'uid'],
      ['reviews', 'user_id'],
      ['questions', 'user_id'],
    ]) {
      expect(await count(table, column, buyer.uid), table).toBe(0);
    }
    expect(
      (
        await one<{ n: number }>(
          'SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint = ?',
          shop,
          `https://fcm.googleapis.com/fcm/send/anon-${buyer.uid}`,
        )
      ).n,
    ).toBe(1);
    expect(
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE uid = ?').bind(buyer.uid).first<{ n: number }>())!
        .n,
    ).toBe(0);
    // every device is signed out
    expect((await api('GET', '/profile', buyer.cookie)).status).toBe(401);
    expect((await api('GET', '/profile', secondDevice)).status).toBe(401);

    // the review stays for other shoppers, by "A shopper"
    const after = await reviews();
    expect(after).toContain('Fragrant rice');
    expect(after).toContain('A shopper');
    expect(after).not.toContain('Zoya Qureshi');
    expect(await reviews('?lang=hi')).toContain('एक ग्राहक');

    // the order and its tax invoice stay for the owner (GST law), detached from the account
    const kept = await one<{ uid: string; address: string }>(
      'SELECT uid, address FROM orders WHERE id = ?',
      shop,
      orderId,
    );
    expect(kept.uid).toMatch(/^deleted:/);
    const invoice = await SELF.fetch(`http://localhost/${shop}/track/${orderId}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${await keyFor(shop)}` },
    });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('Content-Type')).toContain('application/pdf');
    expect((await owner('GET', shop, `/orders/${orderId}`)).status).toBe(200);

    // signing in again: a new, empty account
    const again = await signIn(buyer.uid, shop);
    expect((await api('GET', '/orders', again)).body.orders).toEqual([]);
    expect((await api('GET', '/addresses', again)).body.addresses).toEqual([]);
    expect((await api('GET', '/questions', again)).body.questions).toEqual([]);
    expect((await api('GET', '/wishlist', again)).body.items).toEqual([]);
    expect((await api('GET', '/wallet', again)).body).toMatchObject({ wallet: { balance: 0 }, udhaar: { owed: 0 } });
    expect((await api('GET', '/rewards', again)).body).toMatchObject({ balance: 0, entries: [] });
    expect((await api('GET', '/reviews/rice', again)).status).toBe(404);
    const fresh = await download(again);
    expect(fresh.body).toMatchObject({ orders: [], reviews: [], questions: [], wallet_entries: [], addresses: [] });
    // the old tracking page is not theirs any more
    const invoiceAsShopper = await SELF.fetch(`http://localhost/${shop}/track/${orderId}/invoice.pdf`, {
      headers: { Cookie: again },
    });
    expect(invoiceAsShopper.status).toBe(404);
  });

  it('the transaction guards itself: udhaar written after the check still stops the erasure whole', async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.addAddress();
    await buyer.credit('udhaar', 700);
    // the standing read found nothing owed, then a debt arrived before the transaction ran
    expect(await eraseAccount(openShop(env, shop), buyer.uid, null, crypto.randomUUID(), Date.now())).toMatchObject({
      ok: false,
    });
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);
    expect(await count('addresses', 'uid', buyer.uid)).toBe(1);
    expect(await count('wallet_entries', 'uid', buyer.uid)).toBe(1);
  });

  it('two deletes at once: one erasure, one forfeit entry, no error', { timeout: 60_000 }, async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.addAddress();
    await buyer.credit('wallet', 5_000);
    const replies = await Promise.all([1, 2, 3].map(() => api('DELETE', '?forfeit_wallet=5000', buyer.cookie)));
    for (const r of replies) {
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
      expect(typeof r.body).toBe('object');
    }
    expect(replies.some((r) => r.status === 200)).toBe(true);
    for (const r of replies) expect([200, 401]).toContain(r.status);
    expect(await count('customers', 'uid', buyer.uid)).toBe(0);
    expect(await count('addresses', 'uid', buyer.uid)).toBe(0);
    const forfeits = await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM wallet_entries WHERE id LIKE 'forfeit-%' AND uid IN (SELECT uid FROM wallet_entries WHERE amount = 5000 AND entry_type = 'CREDIT' AND uid LIKE 'deleted:%')",
      shop,
    );
    expect(forfeits.n).toBe(1);
  });

  it('refuses junk with a clear 4xx JSON reply and never answers 500', { timeout: 60_000 }, async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.credit('wallet', 100);
    // as sent on the wire: a lone surrogate's bytes, a cut UTF-8 sequence, NUL, numbers in other notations
    const junk = [
      '-1',
      '1e3',
      '0x10',
      '%00',
      '%ED%A0%80',
      '%F0%9F',
      '9'.repeat(40),
      'null',
      '%5B%5D',
      '1&forfeit_wallet=2',
      '%25',
    ];
    for (const value of junk) {
      const res = await SELF.fetch(`http://localhost/api/v2/account?forfeit_wallet=${value}`, {
        method: 'DELETE',
        headers: { storeID: shop, Cookie: buyer.cookie },
      });
      expect(res.status, value).toBeGreaterThanOrEqual(400);
      expect(res.status, value).toBeLessThan(500);
      expect(res.headers.get('Content-Type'), value).toContain('application/json');
    }
    const bodies: BodyInit[] = [
      '{"forfeit_wallet": 100}',
      'x'.repeat(200_000),
      JSON.stringify(JSON.parse('['.repeat(500) + ']'.repeat(500))),
      '"\uD800"',
    ];
    for (const body of bodies) {
      const res = await SELF.fetch('http://localhost/api/v2/account', {
        method: 'DELETE',
        body,
        headers: { storeID: shop, Cookie: buyer.cookie, 'Content-Type': 'application/json' },
      });
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get('Content-Type')).toContain('application/json');
    }
    for (const path of ['/data?cursor=%00', '/data/%2e%2e', '/data%2F', '/DATA', '/data?limit=-1']) {
      const res = await SELF.fetch(`http://localhost/api/v2/account${path}`, {
        headers: { storeID: shop, Cookie: buyer.cookie },
      });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('Content-Type'), path).toContain('application/json');
    }
    for (const storeId of ['no-such-shop', '\u00e9', '../x']) {
      const res = await SELF.fetch('http://localhost/api/v2/account', {
        method: 'DELETE',
        headers: { storeID: encodeURIComponent(storeId), Cookie: buyer.cookie },
      });
      expect(res.status, storeId).toBeGreaterThanOrEqual(400);
      expect(res.status, storeId).toBeLessThan(500);
    }
    // none of it deleted anything
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);
    expect(await count('wallet_accounts', 'uid', buyer.uid)).toBe(1);
  });
});

describe('the account pages, without JavaScript', () => {
  it('links both from the account home, asks before deleting, asks again naming the wallet amount, then deletes and signs out', {
    timeout: 60_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    await buyer.credit('wallet', 4_200);
    const home = await page('/account', { headers: { Cookie: buyer.cookie } }).then((r) => r.text());
    expect(home).toContain(`href="/${shop}/account/pages/mydata"`);
    expect(home).toContain(`href="/${shop}/account/pages/delete"`);
    expect(home).toContain('Download my data');
    const homeTa = await page('/account?lang=ta', { headers: { Cookie: buyer.cookie } }).then((r) => r.text());
    expect(homeTa).toContain('என் தரவைப் பதிவிறக்கு');
    expect(homeTa).toContain('என் கணக்கை நீக்கு');

    const ask = await page('/account/pages/delete', { headers: { Cookie: buyer.cookie } });
    expect(ask.status).toBe(200);
    const askText = await ask.text();
    expect(askText).toContain(`<form action="/${shop}/account/pages/delete" method="post">`);
    expect(askText).toContain('A shopper');
    expect(askText).not.toContain('forfeit_wallet');

    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      page('/account/pages/delete', {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: {
          Cookie: buyer.cookie,
          Origin: 'http://localhost',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      });
    expect((await post({}, { Origin: 'https://evil.example' })).status).toBe(403);
    const second = await post({});
    expect(second.status).toBe(409);
    const secondText = await second.text();
    expect(secondText).toContain('₹42');
    expect(secondText).toContain('name="forfeit_wallet" value="4200"');
    expect(await count('customers', 'uid', buyer.uid)).toBe(1);

    const done = await post({ forfeit_wallet: '4200' });
    expect(done.status).toBe(200);
    expect(done.headers.get('Set-Cookie')).toMatch(/userToken=;/);
    expect(await done.text()).toContain('Your account is deleted');
    expect(await count('customers', 'uid', buyer.uid)).toBe(0);
    expect(await count('wallet_accounts', 'uid', buyer.uid)).toBe(0);
  });

  it('says why not, in Hindi too, while an order is in progress, and offers no button', {
    timeout: 60_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('dal');
    expect((await buyer.place({ address_id: address, payment_method: 'COD' })).http).toBe(200);
    const text = await page('/account/pages/delete', { headers: { Cookie: buyer.cookie } }).then((r) => r.text());
    expect(text).toContain('data-code="ORDER_IN_PROGRESS"');
    expect(text).not.toContain('method="post"');
    const hi = await page('/account/pages/delete?lang=hi', { headers: { Cookie: buyer.cookie } }).then((r) => r.text());
    expect(hi).toContain('आपका एक ऑर्डर अभी चल रहा है');
    const ta = await page('/account/pages/delete?lang=ta', { headers: { Cookie: buyer.cookie } }).then((r) => r.text());
    expect(ta).toContain('உங்கள் ஒரு ஆர்டர் இன்னும் நடந்துகொண்டிருக்கிறது');
  });
});
