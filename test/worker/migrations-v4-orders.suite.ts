import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertShop } from '../../src/data/platform/directory';
import { shopStub, openShop } from '../../src/data/shop/shop-db';
import { LATEST_SHOP_SCHEMA, migrateShop, readMeta } from '../../src/durable/shop/migrations';
import { keyFor, owner } from './admin-helpers';
import { fetchWith, signIn, uniqueUid } from './auth-helpers';

/**
 * A shop whose orders were placed while its object was at schema v4 (no tracking tokens, no invoices: both came
 * with v5). The object is written as a v4 object was, then reset as a deploy leaves it; its first access after
 * that migrates it, and the orders' tracking links and invoices must open through the real routes.
 */
const ADDRESS = {
  id: 'a1',
  NAME: 'Meera Sharma',
  PHONE: '9811022334',
  LINE1: 'B-14, Lane 3',
  LINE2: '',
  LANDMARK: '',
  CITY: 'New Delhi',
  STATE: 'Delhi',
  PIN: '110024',
  LAT: 28.5677,
  LNG: 77.2633,
  DISTANCE: 2,
};
const totals = (subtotal: number, gst: number) => ({
  subtotal,
  gst,
  delivery: 0,
  extra_charges: 0,
  discount: 0,
  total: subtotal + gst,
  extras: [],
});
/** 10 March 2026 and 2 April 2026 (IST): one order in each financial year. */
const MARCH = Date.UTC(2026, 2, 10, 6);
const APRIL = Date.UTC(2026, 3, 2, 6);

const V4_ORDERS = [
  {
    id: '260310-K7Q2MX',
    status: 'DELIVERED',
    method: 'COD',
    at: MARCH,
    item: 'rice',
    name: 'Basmati Rice',
    price: 25000,
    gstPercent: 5,
    gst: 1250,
  },
  {
    id: '260402-P3RW9A',
    status: 'PLACED',
    method: 'UDHAAR',
    at: APRIL,
    item: 'dal',
    name: 'Toor Dal',
    price: 6000,
    gstPercent: null,
    gst: 0,
  },
] as const;

/** The rows a v4 object held for a shop with two orders, written with v4's own columns. */
function writeV4Shop(sql: SqlStorage, storeId: string, uid: string): void {
  const rules = {
    GST: true,
    LAT_LNG: { lat: 28.5677, lng: 77.2433 },
    MAX_DELIVERY_RADIUS: 10,
    WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 20000 },
  };
  sql.exec(
    "INSERT INTO stores (id, name, cust_care, cart_rules, updated_at) VALUES (?, 'Old Orders Kirana', '9876500000', ?, ?)",
    storeId,
    JSON.stringify(rules),
    MARCH,
  );
  sql.exec("INSERT INTO categories (store_id, id, name, position) VALUES (?, 'staples', 'Staples', 1)", storeId);
  sql.exec(
    `INSERT INTO items (store_id, id, cat_id, name, price, gst_percent, variants) VALUES
    (?1, 'rice', 'staples', 'Basmati Rice', 25000, 5, '{}'), (?1, 'dal', 'staples', 'Toor Dal', 6000, NULL, '{}')`,
    storeId,
  );
  for (const o of V4_ORDERS) {
    const total = o.price + o.gst;
    const [wallet, udhaar, cash] = o.method === 'UDHAAR' ? [0, total, 0] : [0, 0, total];
    sql.exec(
      `INSERT INTO orders (store_id, id, uid, status, total, items_count, totals, address, distance_km, payment_method, paid_wallet, paid_udhaar,
      cash_due, sid, bag_key, idempotency_key, request_fingerprint, created_at, updated_at, delivered_at)
      VALUES (?, ?, ?, ?, ?, 1, ?, ?, 2, ?, ?, ?, ?, ?, ?, ?, 'fp', ?, ?, ?)`,
      storeId,
      o.id,
      uid,
      o.status,
      total,
      JSON.stringify(totals(o.price, o.gst)),
      JSON.stringify(ADDRESS),
      o.method,
      wallet,
      udhaar,
      cash,
      `sid-${o.id}`,
      `bag-${o.id}`,
      `${uid}:${o.id}`,
      o.at,
      o.at,
      o.status === 'DELIVERED' ? o.at + 3_600_000 : null,
    );
    sql.exec(
      `INSERT INTO order_items (store_id, order_id, line_no, item_id, cat_id, line_id, name, qty, unit_price, gst_percent, gst, line_total)
      VALUES (?, ?, 1, ?, 'staples', ?, ?, 1, ?, ?, ?, ?)`,
      storeId,
      o.id,
      o.item,
      `${o.item}____`,
      o.name,
      o.price,
      o.gstPercent,
      o.gst,
      o.price + o.gst,
    );
    sql.exec(
      "INSERT INTO order_events (store_id, order_id, status, actor, at) VALUES (?, ?, 'PLACED', 'shopper', ?)",
      storeId,
      o.id,
      o.at,
    );
    if (o.status === 'DELIVERED')
      sql.exec(
        "INSERT INTO order_events (store_id, order_id, status, actor, at) VALUES (?, ?, 'DELIVERED', 'owner', ?)",
        storeId,
        o.id,
        o.at + 3_600_000,
      );
  }
}

describe('orders placed at shop schema v4, after the object migrates', () => {
  it('open their tracking links and their invoices through the routes', { timeout: 60_000 }, async () => {
    const storeId = `v4-${crypto.randomUUID().slice(0, 8)}`;
    const uid = uniqueUid('v4');
    await insertShop(env.DB, { id: storeId, name: 'Old Orders Kirana', ownerPhone: '', now: MARCH });
    const stub = shopStub(env, storeId);
    await runInDurableObject(stub, (_instance, state) => {
      expect(migrateShop(state.storage, storeId, 0, 4)).toBe(4);
      writeV4Shop(state.storage.sql, storeId, uid);
      expect(readMeta(state.storage.sql)).toEqual({ storeId, version: 4 });
    });
    // a deploy: the object starts again, and its constructor migrates what it finds
    await runInDurableObject(stub, (_instance, state) => state.abort('new code deployed')).catch(() => undefined);
    expect(await shopStub(env, storeId).schema()).toEqual({ storeId, version: LATEST_SHOP_SCHEMA });

    const rows = (
      await openShop(env, storeId)
        .db.prepare('SELECT id, track_token FROM orders ORDER BY id')
        .all<{ id: string; track_token: string }>()
    ).results;
    expect(rows.map((r) => r.id)).toEqual(V4_ORDERS.map((o) => o.id));
    expect(new Set(rows.map((r) => r.track_token)).size).toBe(2);

    // the owner registers for GST after the deploy; moving the open order hands out its tracking link
    expect(
      (await owner('PATCH', storeId, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Old Orders Traders' })).status,
    ).toBe(200);
    const moved = await owner('POST', storeId, `/orders/${V4_ORDERS[1].id}/status`, { status: 'ACCEPTED' });
    expect(moved.status).toBe(200);
    const whatsapp = decodeURIComponent(((await moved.json()) as { whatsapp_url: string }).whatsapp_url);
    const handedOut = /https?:\/\/\S+\/track\/\S+\?t=[0-9a-f]+/.exec(whatsapp)![0];
    expect(handedOut).toBe(`http://localhost/${storeId}/track/${V4_ORDERS[1].id}?t=${rows[1].track_token}`);

    const shopper = await signIn(uid, storeId);
    const stranger = await signIn(uniqueUid('other'), storeId);
    for (const [i, { id, track_token }] of rows.entries()) {
      const link = `/${storeId}/track/${encodeURIComponent(id)}?t=${track_token}`;
      const page = await fetchWith(env, link);
      expect(page.status, link).toBe(200);
      const html = await page.text();
      expect(html).toContain(id);
      expect(html).toContain(V4_ORDERS[i].name);
      // another order's token, or a made-up one of the same shape, opens nothing
      expect((await fetchWith(env, `/${storeId}/track/${id}?t=${rows[1 - i].track_token}`)).status).toBe(404);
      expect((await fetchWith(env, `/${storeId}/track/${id}?t=${'0'.repeat(track_token.length)}`)).status).toBe(404);
      // the shopper's own order page, signed in
      expect((await fetchWith(env, `/${storeId}/track/${id}`, { headers: { Cookie: shopper } })).status).toBe(200);

      const readers: Record<string, string>[] = [
        { Cookie: shopper },
        { Authorization: `Bearer ${await keyFor(storeId)}` },
      ];
      for (const who of readers) {
        const pdf = await fetchWith(env, `/${storeId}/track/${id}/invoice.pdf`, { headers: who });
        expect(pdf.status, `${id} ${Object.keys(who)[0]}`).toBe(200);
        expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
        expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      }
      expect(
        (await fetchWith(env, `/${storeId}/track/${id}/invoice.pdf`, { headers: { Cookie: stranger } })).status,
      ).toBe(404);
      expect((await fetchWith(env, `/${storeId}/track/${id}/invoice.pdf`)).status).toBe(404);
    }
    // each invoice took its number in its order's financial year, once
    const numbers = (
      await openShop(env, storeId)
        .db.prepare('SELECT order_id, number FROM invoices ORDER BY order_id')
        .all<{ order_id: string; number: string }>()
    ).results;
    expect(numbers.map((n) => n.number)).toEqual(['INV/25-26/000001', 'INV/26-27/000001']);
  });
});
