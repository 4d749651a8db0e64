import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { Buyer, createOrderShop, one } from './orders-helpers';
import { expectOk, owner } from './admin-helpers';

/** ₹1 a point, at most half an order paid in points. */
const REWARDS = { enabled: true, pointValue: 100, maxShare: 50 };

async function pointsOf(shop: string, uid: string): Promise<number> {
  return (await one<{ p: number }>('SELECT COALESCE(SUM(points), 0) AS p FROM reward_entries WHERE uid = ?', shop, uid))
    .p;
}
async function earn(shop: string, uid: string, points: number): Promise<void> {
  await openShop(env, shop)
    .db.prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES (?, ?, ?, 'Earlier order', 0)")
    .bind(crypto.randomUUID(), uid, points)
    .run();
}

/** A shopper with points and a bag of rice (₹250) and dal (₹60): ₹310, so at most 155 points. */
async function buyerWithPoints(shop: string, points: number) {
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await earn(shop, b.uid, points);
  await b.add('rice');
  await b.add('dal');
  return { b, address };
}

describe('reward points pay part of an order', () => {
  it("the quote offers them within the owner's share, and placement spends them with the order", async () => {
    const shop = await createOrderShop({ REWARDS });
    const { b, address } = await buyerWithPoints(shop, 300);
    const offer = (await b.request('POST', '/api/v2/orders/quote', { address_id: address, payment_method: 'COD' }))
      .body;
    expect(offer.quote.totals.total).toBe(31000);
    expect(offer.quote.rewards).toEqual({ points: 0, value: 0, maxPoints: 155, pointValue: 100 });
    const over = (
      await b.request('POST', '/api/v2/orders/quote', {
        address_id: address,
        payment_method: 'COD',
        reward_points: 156,
      })
    ).body;
    expect(over.quote.problem).toMatchObject({ code: 'REWARDS_OVER_LIMIT', field: 'reward_points' });
    const used = (
      await b.request('POST', '/api/v2/orders/quote', {
        address_id: address,
        payment_method: 'COD',
        reward_points: 150,
      })
    ).body;
    expect(used.quote.totals.total).toBe(16000);
    expect(used.quote.split).toMatchObject({ method: 'COD', cashDue: 16000 });

    const placed = await b.place({
      address_id: address,
      payment_method: 'COD',
      reward_points: 150,
      expected_total: 16000,
    });
    expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ status: 1 });
    const order = await one<{ total: number; cash_due: number; totals: string }>(
      'SELECT total, cash_due, totals FROM orders WHERE id = ?',
      shop,
      placed.body.order_id,
    );
    expect(order).toMatchObject({ total: 16000, cash_due: 16000 });
    expect(JSON.parse(order.totals).rewards).toEqual({ points: 150, value: 15000 });
    expect(await pointsOf(shop, b.uid)).toBe(150);
    // the shopper's rewards page lists what was spent
    expect((await b.request('GET', '/api/v2/account/rewards')).body).toMatchObject({ balance: 150, spent: 150 });
  });

  it('cancelling the order gives the points back exactly once', async () => {
    const shop = await createOrderShop({ REWARDS });
    const { b, address } = await buyerWithPoints(shop, 200);
    const placed = await b.place({ address_id: address, payment_method: 'COD', reward_points: 100 });
    expect(placed.body.status).toBe(1);
    expect(await pointsOf(shop, b.uid)).toBe(100);
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () => b.request('POST', `/api/v2/orders/${placed.body.order_id}/cancel`)),
    );
    expect(cancels.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect(await pointsOf(shop, b.uid)).toBe(200);
  });

  it('two orders racing for the same points: one spends them, the other is refused and changes nothing', async () => {
    const shop = await createOrderShop({ REWARDS });
    const { b: first, address } = await buyerWithPoints(shop, 200);
    const second = await first.newBag();
    await second.add('rice');
    await second.add('dal');
    const stockBefore = (await one<{ s: number }>("SELECT stock_qty AS s FROM items WHERE id = 'rice'", shop)).s;
    const [x, y] = await Promise.all([
      first.place({ address_id: address, payment_method: 'COD', reward_points: 150 }),
      second.place({ address_id: address, payment_method: 'COD', reward_points: 150 }),
    ]);
    const results = [x, y];
    expect(
      results.filter((r) => r.body.status === 1),
      JSON.stringify(results.map((r) => r.body)),
    ).toHaveLength(1);
    const refused = results.find((r) => r.body.status !== 1)!;
    expect(refused.http).toBe(409);
    expect(['REWARDS_SHORT', 'REWARDS_OVER_LIMIT']).toContain(refused.body.code);
    expect(refused.body.rsn.length).toBeGreaterThan(10);
    expect(await pointsOf(shop, first.uid)).toBe(50);
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(1);
    // only the placed order took its rice
    expect((await one<{ s: number }>("SELECT stock_qty AS s FROM items WHERE id = 'rice'", shop)).s).toBe(
      stockBefore - 1,
    );
  });

  it('a placement that fails after spending the points rolls them back with everything else', async () => {
    const shop = await createOrderShop({ REWARDS });
    const { b, address } = await buyerWithPoints(shop, 200);
    const db = openShop(env, shop).db;
    // the bag is emptied after the points are spent, in the same batch: make that statement fail
    await db
      .prepare(
        `CREATE TRIGGER fail_bag BEFORE DELETE ON bag_lines WHEN EXISTS (SELECT 1 FROM orders) BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
      )
      .run();
    const failed = await b.place({ address_id: address, payment_method: 'COD', reward_points: 100 });
    expect(failed.http).toBe(500);
    expect(await pointsOf(shop, b.uid)).toBe(200);
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(0);
    expect((await one<{ s: number }>("SELECT stock_qty AS s FROM items WHERE id = 'rice'", shop)).s).toBe(10);
    await db.prepare('DROP TRIGGER fail_bag').run();
    expect((await b.place({ address_id: address, payment_method: 'COD', reward_points: 100 })).body.status).toBe(1);
    expect(await pointsOf(shop, b.uid)).toBe(100);
  });

  it('a shop without REWARDS refuses points, and a bad amount is a 400 with the field', async () => {
    const shop = await createOrderShop();
    const { b, address } = await buyerWithPoints(shop, 200);
    const off = await b.place({ address_id: address, payment_method: 'COD', reward_points: 10 });
    expect(off).toMatchObject({ http: 409, body: { status: 0, code: 'REWARDS_OFF' } });
    for (const bad of [-1, 1.5, 'ten', 1e12]) {
      const r = await b.place({ address_id: address, payment_method: 'COD', reward_points: bad });
      expect(r.http, String(bad)).toBe(400);
      expect(r.body).toMatchObject({ status: 0 });
    }
    expect(await pointsOf(shop, b.uid)).toBe(200);
  });

  it("checkout offers the points in the shopper's language", async () => {
    const shop = await createOrderShop({ REWARDS });
    await openShop(env, shop)
      .db.prepare(`UPDATE stores SET languages = '["en","hi","ta"]' WHERE id = ?`)
      .bind(shop)
      .run();
    const { b } = await buyerWithPoints(shop, 300);
    const en = await b.request('GET', `/${shop}/checkout`);
    expect(en.body).toContain('Use 155 reward points');
    expect((await b.request('GET', `/${shop}/checkout?lang=hi`)).body).toContain('155 रिवॉर्ड पॉइंट इस्तेमाल करें');
    expect((await b.request('GET', `/${shop}/checkout?lang=ta`)).body).toContain('155 வெகுமதிப் புள்ளிகளைப்');
    // without JavaScript: "Update total" with the box ticked shows the bill with the points taken off
    const withPoints = await b.request('GET', `/${shop}/checkout?points=155`);
    expect(withPoints.body).toContain('Reward points (155)');
  });

  it('the owner sets what a point is worth and the share through the cart rules', async () => {
    const set = await expectOk(
      await owner('PATCH', 'dilli-kirana', '/cart-rules', { REWARDS: { pointValue: 50, maxShare: 20 } }),
    );
    expect(set.cartRules.REWARDS).toEqual({ enabled: true, pointValue: 50, maxShare: 20 });
    for (const bad of [
      { pointValue: 0, maxShare: 20 },
      { pointValue: 50, maxShare: 101 },
      { pointValue: 50 },
      { pointValue: 50, maxShare: 20, extra: 1 },
    ]) {
      const r = await owner('PATCH', 'dilli-kirana', '/cart-rules', { REWARDS: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    await expectOk(await owner('PATCH', 'dilli-kirana', '/cart-rules', { REWARDS: null }));
  });
});
