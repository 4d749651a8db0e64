import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyFor } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { fixture, media, upload } from './photos-helpers';
import { platformCall } from './platform-helpers';
import { parsePhotoRef, photoPath, photoUrl } from '../../src/domain/images/photo-ref';
import type { ShopCounts } from '../../src/domain/shop-counters';

/**
 * The operator's per-shop counters (issue #40 item 6): GET /platform/api/shops/{id}/counters reads pages shown,
 * orders placed, image transformations and errors, the same events the Worker writes to Analytics Engine. Other
 * isolates' counts arrive within seconds, so the reads wait for the number (expect.poll) rather than once.
 */
let shop: string;
let other: string;
beforeAll(async () => {
  [shop, other] = await Promise.all([createOrderShop(), createOrderShop()]);
}, 60_000);

async function counters(id = shop): Promise<ShopCounts> {
  const res = await platformCall('GET', `/shops/${id}/counters`);
  expect(res.status).toBe(200);
  const body = await res.json<{ status: number; id: string; counters: ShopCounts }>();
  expect(body).toMatchObject({ status: 1, id });
  return body.counters;
}

const page = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost/${shop}${path}`, { headers, redirect: 'manual' });

describe('GET /platform/api/shops/{id}/counters', () => {
  it("counts the pages shown, rendered or from the edge cache, and not the refused ones or another shop's", {
    timeout: 60_000,
  }, async () => {
    const before = await counters();
    const otherBefore = await counters(other);
    expect((await page('', { 'Cache-Control': 'no-cache' })).status).toBe(200);
    expect((await page('')).status).toBe(200);
    expect((await page('')).status).toBe(200);
    expect((await page('/no-such-category/no-such-item')).status).toBe(404);
    await expect.poll(async () => (await counters()).views, { timeout: 15_000 }).toBe(before.views + 3);
    expect(await counters()).toMatchObject({ orders: before.orders, errors: before.errors });
    expect(await counters(other)).toEqual(otherBefore);
  });

  it('counts an order placed and each image transformation (an upload and a variant made once)', {
    timeout: 60_000,
  }, async () => {
    const before = await counters();
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('rice');
    expect((await buyer.place({ address_id: address, payment_method: 'COD' })).http).toBe(200);
    await expect.poll(async () => (await counters()).orders, { timeout: 15_000 }).toBe(before.orders + 1);

    const up = await upload(shop, '/items/tea/photos', fixture('webp'));
    expect(up.status).toBe(201);
    // the upload: the normalised original and its colour sample
    await expect
      .poll(async () => (await counters()).transformations, { timeout: 15_000 })
      .toBe(before.transformations + 2);
    const { photo } = await up.json<{ photo: { id: string } }>();
    const url = photoUrl(parsePhotoRef(photoPath(shop, photo.id))!, 160);
    for (let i = 0; i < 3; i++) expect((await media(url, { headers: { Accept: 'image/webp' } })).status).toBe(200);
    // one variant made; the other two asks were answered from R2 or the edge cache
    await expect
      .poll(async () => (await counters()).transformations, { timeout: 15_000 })
      .toBe(before.transformations + 3);
    expect((await counters()).errors).toBe(before.errors);
  });

  it("only the operator: an owner key, another shop's key, a shopper and anonymous get 401 and no counts", {
    timeout: 30_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    const callers: [string, Record<string, string>][] = [
      ["the shop's owner key", { Authorization: `Bearer ${await keyFor(shop)}` }],
      ["another shop's owner key", { Authorization: `Bearer ${await keyFor(other)}` }],
      ['a signed-in shopper', { Cookie: buyer.cookie }],
      ['anonymous', {}],
    ];
    for (const [who, headers] of callers) {
      const res = await platformCall('GET', `/shops/${shop}/counters`, { key: null, headers });
      expect(res.status, who).toBe(401);
      const body = await res.json<{ status: number; rsn: string; counters?: unknown }>();
      expect(body.status, who).toBe(0);
      expect(body.rsn, who).toMatch(/\w/);
      expect(body.counters, who).toBeUndefined();
    }
    expect((await platformCall('GET', `/shops/${shop}/counters`)).status).toBe(200);
  });

  it('odd, encoded, huge and unknown ids: a JSON 4xx with a reason, never a 5xx', { timeout: 30_000 }, async () => {
    const ids = [
      'no-such-shop-here',
      'UPPER',
      '%00',
      '%F0%9F%98%80',
      '..%2F..%2Fetc',
      'a'.repeat(300),
      '%ED%A0%80',
      '%EF%BF%BF',
      'x%20y',
      '%',
      '%25',
      "a'b",
      '-x',
      `${shop}%2Fcounters`,
    ];
    for (const id of ids) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const res = await platformCall(
          method,
          `/shops/${id}/counters`,
          method === 'GET' ? {} : { raw: '{"views":1e309,"a":[[[[[[]]]]]]}' },
        );
        expect(res.status, `${method} ${id}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${id}`).toBeLessThan(500);
        expect(res.headers.get('Content-Type'), `${method} ${id}`).toContain('application/json');
        const body = await res.json<{ status: number; rsn: string }>();
        expect(body.status).toBe(0);
        expect(body.rsn).toMatch(/\w/);
      }
    }
    const unknown = await platformCall('GET', '/shops/no-such-shop-here/counters');
    expect(unknown.status).toBe(404);
    // nothing the calls sent changed a count
    expect((await counters()).views).toBeGreaterThanOrEqual(0);
  });
});
