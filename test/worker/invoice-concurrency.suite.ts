import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';

/**
 * Invoice PDFs asked for at the same moment (#40 item 7): the attack run had 17 of 18 concurrent requests answer
 * 500 ("the Workers runtime canceled this request ... hung") while one at a time they all worked. Each request
 * must make its own PDF, whatever the others are doing, including the very first ones of a new isolate.
 */
let shop: string;
const orders: { id: string; cookie: string }[] = [];

beforeAll(async () => {
  shop = await createOrderShop({ GST: true });
  expect(
    (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
  ).toBe(200);
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  for (const item of ['rice', 'dal', 'rice', 'dal', 'rice', 'dal']) {
    await b.add(item);
    const r = await b.place({ address_id: address, payment_method: 'COD' });
    expect(r.http, JSON.stringify(r.body)).toBe(200);
    orders.push({ id: r.body.order_id as string, cookie: b.cookie });
  }
}, 120_000);

describe('invoice PDFs at the same moment', () => {
  it('18 at once (three for each of six orders) all answer 200 PDFs, and each order keeps one number', async () => {
    const asks = orders.flatMap((o) => [o, o, o]);
    const replies = await Promise.all(
      asks.map(async (o) => {
        // SELF: each its own request to the Worker, as from 18 browsers (not one test's context)
        const r = await SELF.fetch(`http://localhost/${shop}/track/${o.id}/invoice.pdf`, {
          headers: { Cookie: o.cookie },
        }).catch((err: Error) => err);
        if (r instanceof Error) return { id: o.id, status: r.message, type: null, head: '', file: null };
        const body = new Uint8Array(await r.arrayBuffer());
        return {
          id: o.id,
          status: r.status,
          type: r.headers.get('Content-Type'),
          head: new TextDecoder().decode(body.subarray(0, 5)),
          file: r.headers.get('Content-Disposition'),
        };
      }),
    );
    expect(replies.map((r) => r.status)).toEqual(asks.map(() => 200));
    for (const r of replies) {
      expect(r.type).toBe('application/pdf');
      expect(r.head).toBe('%PDF-');
    }
    // the three copies of an order are one document (its number taken once); six orders, six numbers
    const files = new Map<string, Set<string | null>>();
    for (const r of replies) files.set(r.id, (files.get(r.id) ?? new Set()).add(r.file));
    expect([...files.values()].map((f) => f.size)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(replies.map((r) => r.file)).size).toBe(6);
  }, 120_000);
});
