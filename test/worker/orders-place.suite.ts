import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { Buyer, createOrderShop, all, one } from './orders-helpers';

const ORDER_ID = /^\d{6}-[2-9A-HJKMNP-Z]{6}$/;

async function bagUnits(b: Buyer): Promise<number> {
  return (await b.call('refreshCartCalculations')).body.cart.NUMBER_OF_ITEMS_CART;
}

describe('placing an order', () => {
  it('writes the order, its items, its first event and the stock decrement, then clears the bag once', async () => {
    const shop = await createOrderShop({
      GST: true,
      DELIVERY_CHARGE: 3000,
      EXTRA_CHARGE_PER_KM: 1000,
      STANDARD_DELIVERY_AREA: 1,
      EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
    });
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal', { selectedQuantity: 2 });
    await b.add('rice');
    await b.add('tea', { variantKey: '1kg' });
    await b.call('addManualItem', { manual_item: { name: 'Fresh coriander', quantity: 2 } });
    const r = await b.place({ sid: b.sid, address_id: address, payment_method: 'COD', idempotency_key: 'first-order' });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ status: 1, order_id: expect.stringMatching(ORDER_ID) });
    const id = r.body.order_id;
    const order = await one('SELECT * FROM orders WHERE id = ?', shop, id);
    // 2 x 60 + 250 + 360 = 730; GST 5% of 250 = 12.50; delivery 30 + 10 for the second started km (1.95 km); packing 5.
    expect(JSON.parse(order.totals)).toEqual({
      subtotal: 73000,
      gst: 1250,
      delivery: 4000,
      extra_charges: 500,
      discount: 0,
      total: 78750,
      extras: [{ name: 'Packing', amount: 500 }],
    });
    expect(order).toMatchObject({
      uid: b.uid,
      status: 'PLACED',
      total: 78750,
      items_count: 6,
      payment_method: 'COD',
      cash_due: 78750,
      paid_wallet: 0,
      distance_km: 1.95,
    });
    expect(JSON.parse(order.address)).toMatchObject({ NAME: 'Meera Sharma', PIN: '110024', DISTANCE: 1.95 });
    const items = await all(
      'SELECT kind, item_id, name, variant_label, qty, unit_price, line_total FROM order_items WHERE order_id = ? ORDER BY line_no',
      shop,
      id,
    );
    expect(items).toEqual([
      {
        kind: 'item',
        item_id: 'dal',
        name: 'Toor Dal',
        variant_label: '',
        qty: 2,
        unit_price: 6000,
        line_total: 12000,
      },
      {
        kind: 'item',
        item_id: 'rice',
        name: 'Basmati Rice',
        variant_label: '',
        qty: 1,
        unit_price: 25000,
        line_total: 25000,
      },
      {
        kind: 'item',
        item_id: 'tea',
        name: 'Assam Tea',
        variant_label: '1 kg',
        qty: 1,
        unit_price: 36000,
        line_total: 36000,
      },
      {
        kind: 'manual',
        item_id: null,
        name: 'Fresh coriander',
        variant_label: '',
        qty: 2,
        unit_price: null,
        line_total: 0,
      },
    ]);
    expect(await all('SELECT status, actor FROM order_events WHERE order_id = ?', shop, id)).toEqual([
      { status: 'PLACED', actor: 'shopper' },
    ]);
    expect(await all("SELECT id, stock_qty FROM items WHERE id IN ('dal', 'rice', 'tea') ORDER BY id", shop)).toEqual([
      { id: 'dal', stock_qty: null },
      { id: 'rice', stock_qty: 9 },
      { id: 'tea', stock_qty: 49 },
    ]);
    expect(await bagUnits(b)).toBe(0);

    const read = await b.request('GET', `/api/v2/orders/${id}`);
    expect(read.http).toBe(200);
    expect(read.headers.get('Cache-Control')).toBe('private, no-store');
    expect(read.body.order).toMatchObject({
      order_id: id,
      status: 'PLACED',
      total: 78750,
      can_cancel: true,
      payment: { method: 'COD', cash_due: 78750 },
    });
    expect(read.body.order.timeline.map((s: any) => s.state)).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
    const mine = await b.request('GET', '/api/v2/account/orders');
    expect(mine.body.orders).toEqual([
      { id, status: 'PLACED', total: 78750, created_at: order.created_at, items_count: 6 },
    ]);
  });

  it('answers the same order for the same key, and refuses the key with a changed body', async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const body = { address_id: address, payment_method: 'COD', idempotency_key: 'tap-1' };
    const first = await b.place(body);
    const again = await b.place(body);
    expect(again.body).toEqual({
      status: 1,
      msg: 'This order was already placed.',
      order_id: first.body.order_id,
      order_status: 'PLACED',
      track_url: first.body.track_url,
      replayed: true,
    });
    expect(first.body.track_url).toMatch(
      new RegExp(`^http://localhost/${shop}/track/${first.body.order_id}\\?t=[A-Za-z0-9_-]{24}$`),
    );
    const changed = await b.place({ ...body, payment_method: 'UDHAAR' });
    expect(changed.http).toBe(409);
    expect(changed.body).toMatchObject({
      status: 0,
      code: 'IDEMPOTENCY_CONFLICT',
      rsn: expect.stringMatching(/already used with different details/),
    });
    expect((await one('SELECT COUNT(*) AS n FROM orders WHERE uid = ?', shop, b.uid)).n).toBe(1);
  });

  it('makes one order when one bag is placed twice at once without a key', async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal', { selectedQuantity: 3 });
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => b.place({ address_id: address, payment_method: 'COD' })),
    );
    const ids = new Set(replies.filter((r) => r.body.status === 1).map((r) => r.body.order_id));
    expect(ids.size).toBe(1);
    for (const r of replies.filter((x) => x.body.status !== 1)) expect(r.body.code).toBe('EMPTY_BAG');
    expect((await one('SELECT COUNT(*) AS n FROM orders WHERE uid = ?', shop, b.uid)).n).toBe(1);
    // The same items added again are a new bag version: a new order.
    await b.add('dal', { selectedQuantity: 3 });
    expect((await b.place({ address_id: address, payment_method: 'COD' })).body.status).toBe(1);
  });

  it('charges the catalogue price at the moment of placing, and refuses a total the shopper did not see', async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal', { selectedQuantity: 2 });
    await openShop(env, shop).db.prepare("UPDATE items SET price = 6500 WHERE id = 'dal'").run();
    const stale = await b.place({ address_id: address, payment_method: 'COD', expected_total: 12000 });
    expect(stale.http).toBe(409);
    expect(stale.body).toMatchObject({
      status: 0,
      code: 'PRICE_CHANGED',
      total: 13000,
      rsn: expect.stringContaining('₹130'),
    });
    const ok = await b.place({ address_id: address, payment_method: 'COD', expected_total: 13000 });
    expect((await one('SELECT total FROM orders WHERE id = ?', shop, ok.body.order_id)).total).toBe(13000);
  });

  it('credits the referring reseller with a pending commission from the rid cookie', async () => {
    const shop = await createOrderShop();
    await openShop(env, shop)
      .db.prepare(
        "INSERT INTO resellers (uid, status, name, phone, city, referral_code, applied_at) VALUES ('reseller-1', 'APPROVED', 'Kabir', '9810012345', 'Delhi', 'kabir2345', 1)",
      )
      .run();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('rice', { selectedQuantity: 2 });
    const r = await b.place({ address_id: address, payment_method: 'COD' }, { Cookie: `${shop}_rid=kabir2345` });
    expect(await all('SELECT uid, order_id, order_total, commission, status FROM reseller_transactions', shop)).toEqual(
      [{ uid: 'reseller-1', order_id: r.body.order_id, order_total: 50000, commission: 2500, status: 'PENDING' }],
    );
    expect((await one('SELECT referral_code FROM orders WHERE id = ?', shop, r.body.order_id)).referral_code).toBe(
      'kabir2345',
    );
  });
});

describe('quoting before placing', () => {
  it('prices the bag for an address and a payment without writing anything', async () => {
    const shop = await createOrderShop({ DELIVERY_CHARGE: 3000, EXTRA_CHARGE_PER_KM: 1000, STANDARD_DELIVERY_AREA: 1 });
    const b = await Buyer.signIn(shop);
    const near = await b.addAddress();
    const far = await b.addAddress({ LAT: 28.5677, LNG: 77.3963 }, 'Far Away');
    await b.add('rice');
    await b.credit('wallet', 10000);
    const q = await b.request('POST', '/api/v2/orders/quote', { address_id: near, payment_method: 'WALLET' });
    expect(q.body).toMatchObject({ status: 1, balances: { wallet: 10000, udhaar: 0 } });
    expect(q.body.quote).toMatchObject({
      totals: { subtotal: 25000, delivery: 4000, total: 29000 },
      distanceKm: 1.95,
      problem: null,
      split: { method: 'WALLET', fromWallet: 10000, cashDue: 19000 },
      lines: [{ name: 'Basmati Rice', qty: 1, lineTotal: 25000 }],
    });
    const tooFar = await b.request('POST', '/api/v2/orders/quote', { address_id: far, payment_method: 'COD' });
    expect(tooFar.body.quote.problem).toMatchObject({ code: 'OUT_OF_RADIUS' });
    expect((await b.request('POST', '/api/v2/orders/quote', { address_id: 'nope' })).http).toBe(404);
    expect((await one('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(0);
  });
});

describe('refusals change nothing and say why', () => {
  async function ready(rules: Record<string, unknown> = {}, coupons: Parameters<typeof createOrderShop>[1] = []) {
    const shop = await createOrderShop(rules, coupons);
    const b = await Buyer.signIn(shop);
    return { shop, b, address: await b.addAddress() };
  }
  async function expectRefused(b: Buyer, body: Record<string, unknown>, http: number, code: string, rsn: RegExp) {
    const units = await bagUnits(b);
    const r = await b.place(body);
    expect(r.http, JSON.stringify(r.body)).toBe(http);
    expect(r.body).toMatchObject({ status: 0, code, rsn: expect.stringMatching(rsn) });
    expect((await one('SELECT COUNT(*) AS n FROM orders', b.storeId)).n).toBe(0);
    expect(await bagUnits(b)).toBe(units);
    return r.body;
  }

  it('an empty bag', async () => {
    const { b, address } = await ready();
    await expectRefused(b, { address_id: address, payment_method: 'COD' }, 409, 'EMPTY_BAG', /^Your bag is empty/);
  });

  it('a bag below the minimum, naming the amount missing', async () => {
    const { b, address } = await ready({ MINIMUM_CART_VALUE: 50000 });
    await b.add('dal');
    const body = await expectRefused(
      b,
      { address_id: address, payment_method: 'COD' },
      409,
      'BELOW_MINIMUM',
      /^Add ₹440 more to place your order \(minimum ₹500\)\.$/,
    );
    expect(body.missing).toBe(44000);
  });

  it('an address beyond the delivery radius', async () => {
    const { b } = await ready();
    const far = await b.addAddress({ LAT: 28.5677, LNG: 77.3963 }, 'Far Away');
    await b.add('dal');
    await expectRefused(
      b,
      { address_id: far, payment_method: 'COD' },
      409,
      'OUT_OF_RADIUS',
      /delivers only within 10 km and your address is 15 km away/,
    );
  });

  it('an empty wallet, a wallet short of the chosen amount, and udhaar over the limit', async () => {
    const { b, address } = await ready();
    await b.add('rice');
    await expectRefused(b, { address_id: address, payment_method: 'WALLET' }, 409, 'WALLET_EMPTY', /wallet is empty/);
    await b.credit('wallet', 5000);
    await expectRefused(
      b,
      { address_id: address, payment_method: 'WALLET', wallet_amount: 10000 },
      409,
      'WALLET_SHORT',
      /has only ₹50/,
    );
    await expectRefused(
      b,
      { address_id: address, payment_method: 'UDHAAR' },
      409,
      'UDHAAR_LIMIT',
      /udhaar limit allows ₹200 more; this order is ₹250/,
    );
  });

  it("another shopper's address is 404", async () => {
    const { shop, b } = await ready();
    const other = await Buyer.signIn(shop);
    const theirs = await other.addAddress();
    await b.add('dal');
    await expectRefused(
      b,
      { address_id: theirs, payment_method: 'COD' },
      404,
      'ADDRESS_NOT_FOUND',
      /could not find that address/,
    );
  });

  it('stock that ran out after it was added', async () => {
    const { shop, b, address } = await ready();
    await b.add('ghee');
    await openShop(env, shop).db.prepare("UPDATE items SET stock_qty = 0 WHERE id = 'ghee'").run();
    await expectRefused(
      b,
      { address_id: address, payment_method: 'COD' },
      409,
      'OUT_OF_STOCK',
      /Desi Ghee is out of stock/,
    );
  });

  it('a coupon that was used up after it was applied', async () => {
    const { shop, b, address } = await ready({}, [{ code: 'ONCE', value: 1000, usageLimit: 1 }]);
    await b.add('rice');
    expect((await b.call('addCouponToCart', { coupon_id: 'ONCE' })).body.status).toBe(1);
    await openShop(env, shop).db.prepare("UPDATE coupons SET used_count = 1 WHERE code = 'ONCE'").run();
    await expectRefused(
      b,
      { address_id: address, payment_method: 'COD' },
      409,
      'COUPON_USED_UP',
      /ONCE has been fully redeemed/,
    );
  });

  it('bad input (400), no sign-in (401) and an unknown bag (406)', async () => {
    const { shop, b, address } = await ready();
    await b.add('dal');
    expect((await b.place({ address_id: address, payment_method: 'CARD' })).body).toMatchObject({
      status: 0,
      code: 'BAD_INPUT',
      field: 'payment_method',
    });
    expect(
      (await b.place({ address_id: address, payment_method: 'COD', idempotency_key: 'no spaces please' })).http,
    ).toBe(400);
    const anon = await SELF.fetch('http://localhost/api/v2/orders/place', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: shop },
      body: JSON.stringify({ address_id: address, payment_method: 'COD' }),
    });
    expect(anon.status).toBe(401);
    const gone = await b.place({ sid: 'f'.repeat(32), address_id: address, payment_method: 'COD' });
    expect(gone).toMatchObject({ http: 404, body: { status: 406, code: 'SESSION_INVALID' } });
    expect((await one('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(0);
  });
});
