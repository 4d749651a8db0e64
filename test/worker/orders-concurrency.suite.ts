import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { Buyer, createOrderShop, ledger, one } from './orders-helpers';

/**
 * Bags each holding `item`, ready to place: `perShopper` bags (sessions) of each signed-in shopper, so a test
 * can race one shopper's own bags (1: every bag has its own shopper).
 */
async function bags(
  shop: string,
  n: number,
  fill: (b: Buyer) => Promise<unknown>,
  perShopper = 1,
): Promise<{ buyer: Buyer; address: string }[]> {
  const out: { buyer: Buyer; address: string }[] = [];
  for (let i = 0; i < n; i++) {
    if (i % perShopper === 0) {
      const buyer = await Buyer.signIn(shop);
      out.push({ buyer, address: await buyer.addAddress() });
    } else {
      const first = out[i - (i % perShopper)];
      out.push({ buyer: await first.buyer.newBag(), address: first.address });
    }
  }
  await Promise.all(out.map(({ buyer }) => fill(buyer)));
  return out;
}

const count = async (shop: string, table = 'orders') => (await one(`SELECT COUNT(*) AS n FROM ${table}`, shop)).n;

describe('the figures that must hold under concurrency', () => {
  it('20 parallel placements with one key make one order, and every reply names it', async () => {
    const shop = await createOrderShop();
    const [{ buyer, address }] = await bags(shop, 1, (b) => b.add('rice', { selectedQuantity: 2 }));
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.place({ address_id: address, payment_method: 'COD', idempotency_key: 'double-tap' }),
      ),
    );
    expect(replies.map((r) => r.body.status)).toEqual(Array(20).fill(1));
    expect(new Set(replies.map((r) => r.body.order_id)).size).toBe(1);
    expect(await count(shop)).toBe(1);
    expect((await one("SELECT stock_qty FROM items WHERE id = 'rice'", shop)).stock_qty).toBe(8);
  }, 60_000);

  it('stock 1 with 20 parallel orders from different bags: one order, stock never negative', async () => {
    const shop = await createOrderShop();
    const all = await bags(shop, 20, (b) => b.add('ghee'));
    const replies = await Promise.all(
      all.map(({ buyer, address }) => buyer.place({ address_id: address, payment_method: 'COD' })),
    );
    expect(replies.filter((r) => r.body.status === 1)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.status !== 1)) {
      expect(r.http).toBe(409);
      expect(r.body).toMatchObject({ status: 0, code: 'OUT_OF_STOCK', rsn: expect.stringMatching(/Desi Ghee/) });
    }
    expect(await count(shop)).toBe(1);
    expect((await one("SELECT stock_qty FROM items WHERE id = 'ghee'", shop)).stock_qty).toBe(0);
  }, 60_000);

  it('a coupon limited to one use with 50 parallel checkouts: one redemption', async () => {
    const shop = await createOrderShop({}, [{ code: 'ONLYONE', value: 2000, usageLimit: 1 }]);
    // two shoppers with 25 bags each: one shopper may place 30 orders a minute (RATE_LIMITS.orderPerShopper)
    const all = await bags(
      shop,
      50,
      async (b) => {
        await b.add('rice');
        expect((await b.call('addCouponToCart', { coupon_id: 'ONLYONE' })).body.status).toBe(1);
      },
      25,
    );
    const replies = await Promise.all(
      all.map(({ buyer, address }) => buyer.place({ address_id: address, payment_method: 'COD' })),
    );
    expect(replies.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.body.status !== 1).map((r) => r.body.code))).toEqual(
      new Set(['COUPON_USED_UP']),
    );
    expect(await count(shop, 'coupon_redemptions')).toBe(1);
    expect((await one("SELECT used_count FROM coupons WHERE code = 'ONLYONE'", shop)).used_count).toBe(1);
    expect((await one('SELECT total FROM orders', shop)).total).toBe(23000);
  }, 120_000);

  it('a wallet of ₹100 with 10 parallel ₹60 wallet orders: one succeeds and the balance equals the ledger sum', async () => {
    const shop = await createOrderShop();
    const all = await bags(shop, 10, (b) => b.add('dal'), 10);
    const buyer = all[0].buyer;
    await buyer.credit('wallet', 10000);
    const replies = await Promise.all(
      all.map(({ buyer: b, address }) =>
        b.place({ address_id: address, payment_method: 'WALLET', wallet_amount: 6000 }),
      ),
    );
    expect(replies.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(new Set(replies.filter((r) => r.body.status !== 1).map((r) => r.body.code))).toEqual(
      new Set(['WALLET_SHORT']),
    );
    expect(await ledger(shop, buyer.uid, 'wallet')).toEqual({ balance: 4000, sum: 4000 });
    expect(await count(shop)).toBe(1);
  }, 60_000);

  it('wallet orders that take what the wallet holds never overdraw it, and every paisa is on the ledger', async () => {
    const shop = await createOrderShop();
    const all = await bags(shop, 10, (b) => b.add('dal'), 10);
    const buyer = all[0].buyer;
    await buyer.credit('wallet', 10000);
    await Promise.all(all.map(({ buyer: b, address }) => b.place({ address_id: address, payment_method: 'WALLET' })));
    const { balance, sum } = await ledger(shop, buyer.uid, 'wallet');
    expect(balance).toBe(sum);
    expect(balance).toBeGreaterThanOrEqual(0);
    const paid = await one(
      'SELECT COALESCE(SUM(paid_wallet), 0) AS p, COALESCE(SUM(cash_due), 0) AS c, COUNT(*) AS n FROM orders',
      shop,
    );
    expect(paid.p + balance).toBe(10000);
    expect(paid.p + paid.c).toBe(paid.n * 6000);
  }, 60_000);

  it('udhaar never exceeds the limit under 10 parallel orders', async () => {
    const shop = await createOrderShop({ WALLET_CONFIG: { wallet: false, udhaar: true, udhaarLimit: 20000 } });
    const all = await bags(shop, 10, (b) => b.add('dal'), 10);
    const buyer = all[0].buyer;
    const replies = await Promise.all(
      all.map(({ buyer: b, address }) => b.place({ address_id: address, payment_method: 'UDHAAR' })),
    );
    expect(replies.filter((r) => r.body.status === 1)).toHaveLength(3);
    expect(new Set(replies.filter((r) => r.body.status !== 1).map((r) => r.body.code))).toEqual(
      new Set(['UDHAAR_LIMIT']),
    );
    expect(await ledger(shop, buyer.uid, 'udhaar')).toEqual({ balance: 18000, sum: 18000 });
    const max = await one('SELECT MAX(balance_after) AS m FROM wallet_entries WHERE uid = ?', shop, buyer.uid);
    expect(max.m).toBeLessThanOrEqual(20000);
    expect(await openShop(env, shop).db.prepare('SELECT SUM(paid_udhaar) AS s FROM orders').first('s')).toBe(18000);
  }, 60_000);
});
