import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';

describe('order again', () => {
  it('puts what the shop still sells back in a bag, in the same pack and quantity, and names what is gone', async () => {
    const shop = await createOrderShop();
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('tea', { variantKey: '1kg', selectedQuantity: 2 });
    await b.add('dal', { selectedQuantity: 3 });
    const placed = await b.place({ address_id: address, payment_method: 'COD' });
    expect(placed.body.status).toBe(1);
    await openShop(env, shop).db.prepare("UPDATE items SET is_disabled = 1 WHERE id = 'dal'").run();

    const post = (cookie: string) =>
      fetchWith(env, `/${shop}/track/${placed.body.order_id}/reorder`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', Cookie: cookie },
        body: '',
      });
    const res = await post(b.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/${shop}/bag?notice=REORDER_SOME`);
    const sid = new RegExp(`${shop}_cartSessionId=([^;]+)`).exec(res.headers.get('Set-Cookie') ?? '')?.[1];
    expect(sid).toBeTruthy();
    const lines = await openShop(env, shop)
      .db.prepare('SELECT item_id, variant_key, qty FROM bag_lines WHERE sid = ?')
      .bind(sid)
      .all();
    expect(lines.results).toEqual([{ item_id: 'tea', variant_key: '1kg', qty: 2 }]);

    // another shopper cannot order someone else's order again
    const other = await Buyer.signIn(shop);
    expect((await post(other.cookie)).status).toBe(404);
  });
});
