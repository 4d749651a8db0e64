import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { call, keyFor, owner } from './admin-helpers';
import { all, Buyer, createOrderShop, ledger, one } from './orders-helpers';

async function placed(opts: { method?: 'COD' | 'WALLET' | 'UDHAAR'; rid?: string; coupon?: boolean } = {}) {
  const shop = await createOrderShop({ WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 100000 } }, [
    { code: 'TEN', value: 1000, usageLimit: 1 },
  ]);
  if (opts.rid)
    await openShop(env, shop)
      .db.prepare(
        "INSERT INTO resellers (uid, status, name, phone, city, referral_code, applied_at) VALUES ('seller', 'APPROVED', 'Kabir', '9810012345', 'Delhi', ?, 1)",
      )
      .bind(opts.rid)
      .run();
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice', { selectedQuantity: 2 });
  if (opts.coupon) await b.call('addCouponToCart', { coupon_id: 'TEN' });
  if (opts.method === 'WALLET') await b.credit('wallet', 30000);
  const r = await b.place(
    {
      address_id: address,
      payment_method: opts.method ?? 'COD',
      ...(opts.method === 'WALLET' ? { wallet_amount: 30000 } : {}),
    },
    opts.rid ? { Cookie: `${shop}_rid=${opts.rid}` } : {},
  );
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  return { shop, b, id: r.body.order_id as string };
}

const move = async (shop: string, id: string, status: string, note?: string) => {
  const res = await owner('POST', shop, `/orders/${id}/status`, { status, ...(note ? { note } : {}) });
  return { http: res.status, body: await res.json<any>() };
};

describe('the owner moves orders through their statuses', () => {
  it('lists orders, moves one step at a time to DELIVERED with times, credits points and the reseller', async () => {
    const { shop, b, id } = await placed({ rid: 'kabir1234' });
    const list = await (await owner('GET', shop, '/orders')).json<any>();
    expect(list.orders).toEqual([
      expect.objectContaining({
        order_id: id,
        status: 'PLACED',
        total: 50000,
        customer: 'Meera Sharma',
        payment_method: 'COD',
      }),
    ]);
    expect((await move(shop, id, 'SHIPPED')).body).toMatchObject({
      status: 0,
      code: 'NOT_ALLOWED',
      rsn: 'An order that is Placed moves next to Accepted.',
    });
    for (const s of ['ACCEPTED', 'PACKED', 'SHIPPED']) expect((await move(shop, id, s)).body.order.status).toBe(s);
    expect((await b.request('POST', `/api/v2/orders/${id}/cancel`)).body).toMatchObject({
      status: 0,
      code: 'NOT_ALLOWED',
    });
    const done = await move(shop, id, 'DELIVERED');
    expect(done.http).toBe(200);
    expect(done.body.order.timeline.map((t: any) => [t.status, t.state, typeof t.at])).toEqual([
      ['PLACED', 'done', 'number'],
      ['ACCEPTED', 'done', 'number'],
      ['PACKED', 'done', 'number'],
      ['SHIPPED', 'done', 'number'],
      ['DELIVERED', 'done', 'number'],
    ]);
    expect(await all('SELECT points, order_id FROM reward_entries WHERE uid = ?', shop, b.uid)).toEqual([
      { points: 5, order_id: id },
    ]);
    expect((await one('SELECT status FROM reseller_transactions WHERE order_id = ?', shop, id)).status).toBe('EARNED');
    expect((await move(shop, id, 'CANCELLED')).body).toMatchObject({ status: 0, code: 'FINAL' });
    expect((await (await owner('GET', shop, '/orders?status=DELIVERED')).json<any>()).orders).toHaveLength(1);
    expect((await (await owner('GET', shop, '/orders?status=PLACED')).json<any>()).orders).toHaveLength(0);
  });

  it('refunds a wallet-paid order exactly once when cancels race, and gives back stock and the coupon', async () => {
    const { shop, b, id } = await placed({ method: 'WALLET', coupon: true });
    expect(await ledger(shop, b.uid, 'wallet')).toEqual({ balance: 0, sum: 0 });
    expect((await one("SELECT stock_qty FROM items WHERE id = 'rice'", shop)).stock_qty).toBe(8);
    const racing = await Promise.all([
      ...Array.from({ length: 5 }, () => move(shop, id, 'CANCELLED', 'Out of basmati')),
      ...Array.from({ length: 5 }, () =>
        b.request('POST', `/api/v2/orders/${id}/cancel`).then((r) => ({ http: r.http, body: r.body })),
      ),
    ]);
    expect(racing.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(racing.filter((r) => r.body.status !== 1).map((r) => r.http)).toEqual(Array(9).fill(409));
    expect(await ledger(shop, b.uid, 'wallet')).toEqual({ balance: 30000, sum: 30000 });
    expect(
      await all("SELECT entry_type, amount FROM wallet_entries WHERE uid = ? AND entry_type = 'REFUND'", shop, b.uid),
    ).toEqual([{ entry_type: 'REFUND', amount: 30000 }]);
    expect((await one("SELECT stock_qty FROM items WHERE id = 'rice'", shop)).stock_qty).toBe(10);
    expect((await one("SELECT used_count FROM coupons WHERE code = 'TEN'", shop)).used_count).toBe(0);
    expect(await one('SELECT status, cancelled_at IS NOT NULL AS timed FROM orders WHERE id = ?', shop, id)).toEqual({
      status: 'CANCELLED',
      timed: 1,
    });
  });

  it('rejecting an udhaar order takes the charge off what is owed; a repaid part goes to the wallet', async () => {
    const { shop, b, id } = await placed({ method: 'UDHAAR' });
    expect(await ledger(shop, b.uid, 'udhaar')).toEqual({ balance: 50000, sum: 50000 });
    // The shopper repays ₹200 of it before the shop declines the order.
    const db = openShop(env, shop).db;
    await db.batch([
      db.prepare("UPDATE wallet_accounts SET balance = balance - 20000 WHERE uid = ? AND kind = 'udhaar'").bind(b.uid),
      db
        .prepare(
          "INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, created_at) VALUES ('repay', ?, 'udhaar', 'CREDIT', 20000, 30000, 1)",
        )
        .bind(b.uid),
    ]);
    const r = await move(shop, id, 'REJECTED', 'Closed for Diwali');
    expect(r.body.order).toMatchObject({ status: 'REJECTED', note: 'Closed for Diwali' });
    expect(await ledger(shop, b.uid, 'udhaar')).toEqual({ balance: 0, sum: 0 });
    expect(await ledger(shop, b.uid, 'wallet')).toEqual({ balance: 20000, sum: 20000 });
    expect((await move(shop, id, 'CANCELLED')).body.code).toBe('FINAL');
    expect(await ledger(shop, b.uid, 'wallet')).toEqual({ balance: 20000, sum: 20000 });
  });

  it('lets the shopper cancel only their own order while PLACED; others get 404', async () => {
    const { shop, b, id } = await placed({ rid: 'kabir5678' });
    const stranger = await Buyer.signIn(shop);
    expect((await stranger.request('GET', `/api/v2/orders/${id}`)).http).toBe(404);
    expect((await stranger.request('POST', `/api/v2/orders/${id}/cancel`)).http).toBe(404);
    expect((await b.request('GET', '/api/v2/orders/not-an-order')).http).toBe(404);
    const r = await b.request('POST', `/api/v2/orders/${id}/cancel`);
    expect(r.body).toMatchObject({ status: 1, order: { status: 'CANCELLED', can_cancel: false } });
    expect((await one('SELECT status FROM reseller_transactions WHERE order_id = ?', shop, id)).status).toBe(
      'CANCELLED',
    );
    expect(await all('SELECT status, actor FROM order_events WHERE order_id = ? ORDER BY at', shop, id)).toEqual([
      { status: 'PLACED', actor: 'shopper' },
      { status: 'CANCELLED', actor: 'shopper' },
    ]);
  });

  it("refuses another shop's key and unknown orders", async () => {
    const { shop, id } = await placed();
    const other = await createOrderShop();
    const res = await call('POST', `/stores/${shop}/orders/${id}/status`, {
      key: await keyFor(other),
      body: { status: 'ACCEPTED' },
    });
    expect(res.status).toBe(404);
    expect((await owner('GET', other, `/orders/${id}`)).status).toBe(404);
    expect((await owner('POST', shop, '/orders/260101-AAAAAA/status', { status: 'ACCEPTED' })).status).toBe(404);
    expect((await owner('POST', shop, `/orders/${id}/status`, { status: 'LOST' })).status).toBe(400);
  });
});
