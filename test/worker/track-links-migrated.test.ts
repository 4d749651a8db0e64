import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHOP_SCHEMA_V5 } from '../../src/durable/shop/schema-v5';
import { shopDb } from '../../src/data/shop-db';
import { keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';

/**
 * Orders placed before shop schema v5 got their tracking token from v5's backfill, not from the Worker's own
 * generator: their links and invoices must open as every later order's do.
 */
const BACKFILL = /SELECT .*?, (lower\(hex\(randomblob\(\d+\)\)\)) FROM orders_v4/s.exec(SHOP_SCHEMA_V5.join('\n'))![1];

describe('tracking links of orders placed before schema v5', () => {
  it('open the tracking page, and the invoice opens for the shopper and the owner', async () => {
    const shop = await createOrderShop({ GST: true });
    await shopDb(env, shop).prepare("UPDATE items SET hsn = '1006' WHERE store_id = ? AND id = 'rice'").bind(shop).run();
    expect((await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status).toBe(200);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    const ids: string[] = [];
    for (const item of ['rice', 'dal']) {
      await b.add(item);
      const placed = await b.place({ address_id: address, payment_method: 'COD' });
      expect(placed.body.status, JSON.stringify(placed.body)).toBe(1);
      ids.push(placed.body.order_id);
    }
    // what v5 wrote for every order that existed before it
    await shopDb(env, shop).prepare(`UPDATE orders SET track_token = ${BACKFILL} WHERE store_id = ?`).bind(shop).run();
    const tokens = (await shopDb(env, shop).prepare('SELECT id, track_token FROM orders WHERE store_id = ? ORDER BY id').bind(shop).all<{ id: string; track_token: string }>()).results;
    expect(tokens).toHaveLength(2);
    for (const { id, track_token } of tokens) {
      expect(track_token).toMatch(/^[0-9a-f]{32}$/);
      const page = await fetchWith(env, `/${shop}/track/${id}?t=${track_token}`);
      expect(page.status, id).toBe(200);
      expect(await page.text()).toContain(id);
      // a wrong token of the same shape still finds nothing
      expect((await fetchWith(env, `/${shop}/track/${id}?t=${'0'.repeat(32)}`)).status).toBe(404);
      const mine = await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, { headers: { Cookie: b.cookie } });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('Content-Type')).toBe('application/pdf');
      const byOwner = await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, { headers: { Authorization: `Bearer ${await keyFor(shop)}` } });
      expect(byOwner.status).toBe(200);
    }
  });
});
