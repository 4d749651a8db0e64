import { describe, expect, it } from 'vitest';
import { call, keyFor } from './admin-helpers';
import { accountCall, signIn, uniqueUid } from './auth-helpers';
import { createOrderShop } from './orders-helpers';

/** Image addresses, bidi controls and custom domains through the owner API, with its access matrix. */
const item = (id: string, over: Record<string, unknown> = {}) => ({
  ID: id,
  CAT_ID: 'staples',
  ITEM_NAME: 'Test Rice',
  PRICE: 1000,
  ...over,
});
const newId = () => `t-${crypto.randomUUID().slice(0, 8)}`;

describe('image addresses in the owner API', () => {
  const refused = [
    'https://127.0.0.1/a.png',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/a.png',
    'https://intranet/a.png',
    'http://cdn.example.com/a.png',
    'https://[::1]/a.png',
    'https://2130706433/a.png',
    'https://shop.local/a.png',
    '//evil.example/a.png',
    'https://user:pw@cdn.example.com/a.png',
  ];
  const accepted = ['/media/dilli-kirana/abc.webp', '/img/p/rice.svg', 'https://cdn.example.com/a.png', ''];

  it('refuse IP literals, local and single-label names and plain http in IMAGE, IMAGES, CAT_IMAGE, STORE_IMAGE and content images (400, nothing stored)', async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    for (const url of refused) {
      const checks: [string, string, unknown][] = [
        ['POST', '/items', item(newId(), { IMAGE: url })],
        ['POST', '/items', item(newId(), { IMAGES: [url] })],
        ['POST', '/categories', { CAT_ID: newId(), CAT_NAME: 'Cat', CAT_IMAGE: url }],
        ['PATCH', '', { STORE_IMAGE: url }],
      ];
      for (const [method, path, body] of checks) {
        const res = await call(method, `/stores/${shop}${path}`, { key, body });
        expect(res.status, `${path} ${url}`).toBe(400);
        expect(await res.json<any>(), `${path} ${url}`).toMatchObject({ status: 0 });
      }
    }
    const items = await (await call('GET', `/stores/${shop}/items?limit=200`, { key })).json<any>();
    expect(items.items.map((i: any) => i.ID).filter((id: string) => id.startsWith('t-'))).toEqual([]);
  });

  it('accept paths on the site and https images on a DNS name', async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    for (const url of accepted) {
      const res = await call('POST', `/stores/${shop}/items`, {
        key,
        body: item(newId(), url ? { IMAGE: url, IMAGES: [url] } : {}),
      });
      expect(res.status, url).toBe(201);
    }
  });

  it("access matrix: only the shop's owner writes; another shop's key 404, a wrong key 401, anonymous 401", async () => {
    const shop = await createOrderShop();
    const other = await createOrderShop();
    const body = item(newId(), { IMAGE: 'https://cdn.example.com/a.png' });
    expect((await call('POST', `/stores/${shop}/items`, { key: await keyFor(other), body })).status).toBe(404);
    expect((await call('POST', `/stores/${shop}/items`, { key: 'sfo_' + 'x'.repeat(43), body })).status).toBe(401);
    expect((await call('POST', `/stores/${shop}/items`, { body })).status).toBe(401);
    expect((await call('POST', `/stores/${shop}/items`, { key: await keyFor(shop), body })).status).toBe(201);
  });
});

describe('bidi controls', () => {
  it("are stripped from item and category names and descriptions and the shop's texts", async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    const id = newId();
    expect(
      (
        await call('POST', `/stores/${shop}/items`, {
          key,
          body: item(id, { ITEM_NAME: 'Rice\u202E gnp.exe', ITEM_DESC: '\u2066Long\u2069 grain' }),
        })
      ).status,
    ).toBe(201);
    const got = await (await call('GET', `/stores/${shop}/items/${id}`, { key })).json<any>();
    expect(got.item).toMatchObject({ ITEM_NAME: 'Rice gnp.exe', ITEM_DESC: 'Long grain' });
    const cat = newId();
    expect(
      (
        await call('POST', `/stores/${shop}/categories`, {
          key,
          body: { CAT_ID: cat, CAT_NAME: '\u202DDal\u202C', CAT_DESC: 'a\u202Eb' },
        })
      ).status,
    ).toBe(201);
    const gotCat = await (await call('GET', `/stores/${shop}/categories/${cat}`, { key })).json<any>();
    expect(gotCat.category).toMatchObject({ CAT_NAME: 'Dal', CAT_DESC: 'ab' });
    const store = await call('PATCH', `/stores/${shop}`, {
      key,
      body: { STORE_NAME: 'Order\u202E Lab', ABOUT: { address: '12\u2067 Main Road' } },
    });
    expect(store.status).toBe(200);
    expect((await store.json<any>()).store).toMatchObject({
      STORE_NAME: 'Order Lab',
      ABOUT: { address: '12 Main Road' },
    });
  });

  it("are stripped from a shopper's delivery address", async () => {
    const cookie = await signIn(uniqueUid('bidi'));
    const res = await accountCall('POST', '/addresses', {
      cookie,
      body: {
        NAME: 'Meera\u202E Sharma',
        PHONE: '+91 98110-22334',
        LINE1: 'B-14\u2066, Lane 3',
        CITY: 'New Delhi',
        STATE: 'Delhi',
        PIN: '110024',
      },
    });
    expect(res.status).toBe(200);
    const list = await accountCall('GET', '/addresses', { cookie });
    expect(JSON.stringify(list.body)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.stringify(list.body)).toContain('Meera Sharma');
  });
});

describe('custom domains', () => {
  it('refuse names under a platform host (400 INVALID_HOST, nothing claimed)', async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    for (const host of [
      'x.edge-storefront.workers.dev',
      'a.b.edge-storefront.workers.dev',
      'edge-storefront.workers.dev',
    ]) {
      const res = await call('POST', `/stores/${shop}/domains`, { key, body: { host } });
      expect(res.status, host).toBe(400);
      expect(await res.json<any>(), host).toMatchObject({ status: 0, code: 'INVALID_HOST', field: 'host' });
    }
    expect((await (await call('GET', `/stores/${shop}/domains`, { key })).json<any>()).domains).toEqual([]);
  });
});
