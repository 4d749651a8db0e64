import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Buyer, all, createOrderShop } from './orders-helpers';
import { owner } from './admin-helpers';

const OPERATOR = { Authorization: 'Bearer dev_operator', 'Content-Type': 'application/json' };
const history = (shop: string, body: unknown, host = 'localhost') =>
  SELF.fetch(`http://${host}/platform/api/shops/${encodeURIComponent(shop)}/history`, {
    method: 'POST',
    headers: OPERATOR,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function shopWithAnOrder() {
  const shop = await createOrderShop();
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('dal');
  const order = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
  return { shop, order };
}

describe('a development shop given a past (POST /platform/api/shops/{id}/history)', () => {
  it('copies a real order back over the days asked: the inbox finds an old one by phone, lines and totals kept', async () => {
    const { shop, order } = await shopWithAnOrder();
    const res = await history(shop, {
      order_id: order,
      days: 120,
      per_day: 3,
      shoppers: [
        { phone: '9811022334', name: 'Meera Sharma' },
        { phone: '9000000007', name: 'Kavya Rao' },
      ],
    });
    const body = await res.json<{ status: number; orders: number; from: number }>();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.orders).toBe(360);
    expect(Date.now() - body.from).toBeGreaterThan(119 * 86_400_000);

    const found = await (await owner('GET', shop, '/orders?q=9000000007&limit=200')).json<{
      orders: { order_id: string; created_at: number; status: string }[];
    }>();
    expect(found.orders).toHaveLength(180);
    expect(Date.now() - found.orders.at(-1)!.created_at).toBeGreaterThan(90 * 86_400_000);
    const lines = await all<{ n: number }>('SELECT count(*) AS n FROM order_items GROUP BY order_id', shop);
    expect(new Set(lines.map((l) => l.n)).size).toBe(1);
    expect(lines).toHaveLength(361);
    const statuses = await all<{ status: string; n: number }>(
      'SELECT status, count(*) AS n FROM orders GROUP BY status ORDER BY status',
      shop,
    );
    expect(statuses).toEqual([
      { status: 'CANCELLED', n: 18 },
      { status: 'DELIVERED', n: 342 },
      { status: 'PLACED', n: 1 },
    ]);
  });

  it.each([
    ['not JSON', '{', 400],
    ['an array', '[]', 400],
    ['no order number', { days: 1, per_day: 1 }, 400],
    ['an order number of another shape', { order_id: '../x', days: 1, per_day: 1 }, 400],
    ['too many days', { order_id: '261128-K7Q2MX', days: 9999, per_day: 1 }, 400],
    ['days as text', { order_id: '261128-K7Q2MX', days: '3', per_day: 1 }, 400],
    [
      'a lone surrogate in a name',
      { order_id: '261128-K7Q2MX', days: 1, per_day: 1, shoppers: [{ phone: '9811022334', name: '\ud800' }] },
      400,
    ],
    ['nested junk', { order_id: '261128-K7Q2MX', days: 1, per_day: 1, shoppers: [[[[[]]]]] }, 400],
    ['an order the shop does not have', { order_id: '261128-K7Q2MX', days: 1, per_day: 1 }, 404],
  ])('refuses %s with a reason and writes nothing', async (_, body, status) => {
    const { shop } = await shopWithAnOrder();
    const res = await history(shop, body);
    expect(res.status).toBe(status);
    const reply = await res.json<{ status: number; rsn: string }>();
    expect(reply.status).toBe(0);
    expect(reply.rsn.length).toBeGreaterThan(10);
    expect(await all('SELECT id FROM orders', shop)).toHaveLength(1);
  });

  it('is not there for a shop that does not exist, without the operator key, or on a public host', async () => {
    const { shop, order } = await shopWithAnOrder();
    const good = { order_id: order, days: 1, per_day: 1 };
    expect((await history('no-such-shop', good)).status).toBe(404);
    const anonymous = await SELF.fetch(`http://localhost/platform/api/shops/${shop}/history`, {
      method: 'POST',
      body: JSON.stringify(good),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    const ownerKey = await SELF.fetch(`http://localhost/platform/api/shops/${shop}/history`, {
      method: 'POST',
      body: JSON.stringify(good),
      headers: { Authorization: `Bearer dev_owner_${shop}`, 'Content-Type': 'application/json' },
    });
    expect(ownerKey.status).toBe(401);
    const publicHost = await history(shop, good, 'shop.example.com');
    expect([401, 404]).toContain(publicHost.status);
    expect(await all('SELECT id FROM orders', shop)).toHaveLength(1);
  });
});
