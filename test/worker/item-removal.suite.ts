import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';
import { fixture, media, upload } from './photos-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS } from './owner-matrix';
import { parsePhotoRef, photoUrl } from '../../src/domain/images/photo-ref';
import { PHOTO_GRACE_MS } from '../../src/data/media/photo-sweep';
import { notedPhotos, photoKeys as keysOf, ringAlarm, sweepAfterGrace } from './photo-sweep-helpers';

/**
 * Removing without breaking the past (issue #38 item 2): DELETE of an item no order names deletes it with its
 * photos' files; of one an order names archives it (gone from every storefront read and bag, its page 410, its
 * order, tracking page and invoice unchanged); restore brings it back. DELETE of a category: 409 with the count
 * unless `move_to` names where its items go.
 */
let shop: string;
const page = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost/${shop}${path}`, {
    ...init,
    headers: { 'Cache-Control': 'no-cache', ...((init.headers as Record<string, string>) ?? {}) },
    redirect: 'manual',
  });
const photoKeys = (photoId: string) => keysOf(shop, photoId);

beforeAll(async () => {
  shop = await createOrderShop({ GST: true });
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  expect(
    (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
  ).toBe(200);
}, 120_000);

describe('DELETE /items/{itemId}', () => {
  it('deletes an item no order names, and every stored file of its photos (original and variants)', {
    timeout: 60_000,
  }, async () => {
    const up = await upload(shop, '/items/ghee/photos', fixture('sideways'));
    expect(up.status).toBe(201);
    const { photo } = await up.json<{ photo: { id: string } }>();
    const ref = parsePhotoRef(`/media/${shop}/${photo.id}`)!;
    // a variant made and kept in R2 beside the original
    expect((await media(photoUrl(ref, 160), { headers: { Accept: 'image/webp' } })).status).toBe(200);
    expect((await photoKeys(photo.id)).length).toBeGreaterThanOrEqual(2);

    const res = await owner('DELETE', shop, '/items/ghee');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, removed: 'deleted' });
    // the files wait out the grace period (a page the edge cache kept may still show them), then the alarm sweeps
    const kept = await photoKeys(photo.id);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const due = (await notedPhotos(shop))[`photo-gone:${photo.id}`];
    expect(due).toBeGreaterThan(Date.now() + PHOTO_GRACE_MS - 60_000);
    await ringAlarm(shop);
    expect(await photoKeys(photo.id)).toEqual(kept);
    await sweepAfterGrace(shop);
    expect(await photoKeys(photo.id)).toEqual([]);
    expect(await notedPhotos(shop)).toEqual({});
    await expectRefusal(await owner('GET', shop, '/items/ghee'), 404, 'NOT_FOUND');
    expect((await page('/staples/ghee')).status).toBe(404);
    await expectRefusal(await owner('DELETE', shop, '/items/ghee'), 404, 'NOT_FOUND');
  });

  it('archives an item an order names: gone from the storefront and bags, its page 410, its order and invoice intact; restore brings it back', {
    timeout: 90_000,
  }, async () => {
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('rice');
    const placed = await buyer.place({ address_id: address, payment_method: 'COD' });
    expect(placed.http, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order_id as string;
    const trackUrl = new URL(placed.body.track_url as string);
    const waiting = await Buyer.signIn(shop);
    expect((await waiting.add('rice')).body.status).toBe(1);

    const res = await owner('DELETE', shop, '/items/rice');
    expect(await res.json()).toEqual({ status: 1, removed: 'archived' });
    const item = await (await owner('GET', shop, '/items/rice')).json<{ item: { ARCHIVED_AT?: number } }>();
    expect(typeof item.item.ARCHIVED_AT).toBe('number');

    // the item page: 410 Gone in the shop's language, as HTML and as Markdown
    const gone = await page('/staples/rice');
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('no longer sells this item');
    const goneHi = await page('/staples/rice?lang=hi');
    expect(goneHi.status).toBe(410);
    expect(await goneHi.text()).toContain('अब यह सामान नहीं बेचती');
    expect((await page('/staples/rice', { headers: { Accept: 'text/markdown' } })).status).toBe(410);

    // nowhere a shopper or an agent looks
    for (const path of [
      '',
      '/staples',
      '/categories/staples',
      '/search/basmati',
      '/sitemap.xml',
      '/feeds/google.xml',
      '/feeds/acp.json',
    ]) {
      const r = await page(path);
      expect(r.status, path).toBe(200);
      expect(await r.text(), path).not.toMatch(/Basmati Rice|\/staples\/rice\b/);
    }
    const md = await page('/staples', { headers: { Accept: 'text/markdown' } });
    expect(await md.text()).not.toContain('Basmati');
    // not addable, and dropped from the bag that held it
    expect((await waiting.add('rice')).body.status).not.toBe(1);
    const bag = await waiting.call('refreshCartCalculations');
    expect(JSON.stringify(bag.body.cart?.items ?? [])).not.toContain('rice');
    expect(
      (
        await one<{ n: number }>(
          "SELECT COUNT(*) AS n FROM bag_lines l JOIN bags b ON b.sid = l.sid WHERE l.item_id = 'rice'",
          shop,
        )
      ).n,
    ).toBe(0);

    // the past still shows it: the tracking page, the owner's order and the invoice
    const track = await fetchWith(env, `${trackUrl.pathname}${trackUrl.search}`);
    expect(track.status).toBe(200);
    expect(await track.text()).toContain('Basmati Rice');
    const order = await (await owner('GET', shop, `/orders/${orderId}`)).json<{ order: unknown }>();
    expect(JSON.stringify(order)).toContain('Basmati Rice');
    const pdf = await fetchWith(env, `/${shop}/track/${orderId}/invoice.pdf`, { headers: { Cookie: buyer.cookie } });
    expect(pdf.status).toBe(200);

    // a second DELETE says archived again; restore brings it back once
    expect(await (await owner('DELETE', shop, '/items/rice')).json()).toEqual({ status: 1, removed: 'archived' });
    expect(await (await owner('POST', shop, '/items/rice/restore')).json()).toEqual({ status: 1, restored: true });
    await expectRefusal(await owner('POST', shop, '/items/rice/restore'), 409, 'NOT_ARCHIVED');
    expect((await page('/staples/rice')).status).toBe(200);
    expect(await (await page('/search/basmati')).text()).toContain('Basmati Rice');
    expect((await waiting.add('rice')).body.status).toBe(1);
  });

  it('a photo taken out of an item leaves no stored file behind; one another item still shows stays', {
    timeout: 60_000,
  }, async () => {
    const { photo } = await (await upload(shop, '/items/dal/photos', fixture('webp'))).json<{
      photo: { id: string };
    }>();
    expect((await upload(shop, '/items/tea/photos', fixture('webp'))).status).toBe(201);
    const ref = parsePhotoRef(`/media/${shop}/${photo.id}`)!;
    expect((await media(photoUrl(ref, 160), { headers: { Accept: 'image/jpeg' } })).status).toBe(200);
    const keys = await photoKeys(photo.id);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    // tea shows the same photo: taking it out of dal keeps every file
    expect((await owner('DELETE', shop, `/items/dal/photos/${photo.id}`)).status).toBe(200);
    await sweepAfterGrace(shop);
    expect(await photoKeys(photo.id)).toEqual(keys);
    expect((await owner('DELETE', shop, `/items/tea/photos/${photo.id}`)).status).toBe(200);
    expect(await photoKeys(photo.id)).toEqual(keys);
    await sweepAfterGrace(shop);
    expect(await photoKeys(photo.id)).toEqual([]);
  });

  it('a photo dropped by an edit of IMAGES is swept after the grace period; one put back meanwhile stays', {
    timeout: 60_000,
  }, async () => {
    const a = (await (await upload(shop, '/items/rice/photos', fixture('webp'))).json<{ photo: { id: string } }>())
      .photo;
    const b = (await (await upload(shop, '/items/rice/photos', fixture('sideways'))).json<{ photo: { id: string } }>())
      .photo;
    const [aKeys, bKeys] = [await photoKeys(a.id), await photoKeys(b.id)];
    expect(aKeys.length && bKeys.length).toBeGreaterThan(0);
    expect((await owner('PATCH', shop, '/items/rice', { IMAGE: '', IMAGES: [] })).status).toBe(200);
    expect(Object.keys(await notedPhotos(shop)).sort()).toEqual([`photo-gone:${a.id}`, `photo-gone:${b.id}`].sort());
    // the owner puts one back before the sweep
    expect((await owner('PATCH', shop, '/items/rice', { IMAGE: `/media/${shop}/${b.id}` })).status).toBe(200);
    await sweepAfterGrace(shop);
    expect(await photoKeys(a.id)).toEqual([]);
    expect(await photoKeys(b.id)).toEqual(bKeys);
  });

  it('two DELETEs of the same item at once: one deletes, the other finds nothing; no 5xx', {
    timeout: 30_000,
  }, async () => {
    const made = await owner('POST', shop, '/items', {
      ID: 'twice',
      CAT_ID: 'staples',
      ITEM_NAME: 'Twice',
      PRICE: 1000,
    });
    expect(made.status).toBe(201);
    const replies = await Promise.all([owner('DELETE', shop, '/items/twice'), owner('DELETE', shop, '/items/twice')]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 404]);
  });
});

describe('DELETE /categories/{catId}', () => {
  it('refuses a category with items (409 CATEGORY_NOT_EMPTY with the count), moves them with move_to, deletes an empty one', {
    timeout: 30_000,
  }, async () => {
    const before = (await one<{ n: number }>("SELECT COUNT(*) AS n FROM items WHERE cat_id = 'staples'", shop)).n;
    const refused = await owner('DELETE', shop, '/categories/staples');
    expect(refused.status).toBe(409);
    const body = await refused.json<{ status: number; code: string; count: number; rsn: string }>();
    expect(body).toMatchObject({ status: 0, code: 'CATEGORY_NOT_EMPTY', count: before });
    expect(body.rsn).toContain(`${before} items`);

    expect((await owner('POST', shop, '/categories', { CAT_ID: 'pantry', CAT_NAME: 'Pantry' })).status).toBe(201);
    await expectRefusal(await owner('DELETE', shop, '/categories/staples?move_to=staples'), 400, 'BAD_MOVE_TO');
    await expectRefusal(await owner('DELETE', shop, '/categories/staples?move_to=nowhere'), 400, 'UNKNOWN_CATEGORY');
    const moved = await owner('DELETE', shop, '/categories/staples?move_to=pantry');
    expect(await moved.json()).toEqual({ status: 1, moved: before });
    await expectRefusal(await owner('GET', shop, '/categories/staples'), 404, 'NOT_FOUND');
    expect((await one<{ n: number }>("SELECT COUNT(*) AS n FROM items WHERE cat_id = 'pantry'", shop)).n).toBe(before);
    expect((await page('/pantry/dal')).status).toBe(200);

    expect((await owner('POST', shop, '/categories', { CAT_ID: 'empty-shelf', CAT_NAME: 'Empty shelf' })).status).toBe(
      201,
    );
    expect(await (await owner('DELETE', shop, '/categories/empty-shelf')).json()).toEqual({ status: 1, moved: 0 });
    await expectRefusal(await owner('DELETE', shop, '/categories/empty-shelf'), 404, 'NOT_FOUND');
  });
});

describe('who may remove, and bad input', () => {
  const base = '/stores/dilli-kirana';
  const calls: [string, string][] = [
    ['DELETE', `${base}/items/no-such-item`],
    ['POST', `${base}/items/no-such-item/restore`],
    ['DELETE', `${base}/categories/no-such-category`],
  ];

  it('the owner gets 404 for what is not there; staff, another shop, a shopper and anonymous are refused', {
    timeout: 60_000,
  }, async () => {
    for (const [method, path] of calls) {
      await expectRefusal(await callAs('owner', method, path), 404, 'NOT_FOUND', `owner ${method} ${path}`);
      for (const [who, status, code] of REFUSED_CALLERS)
        await expectRefusal(await callAs(who, method, path), status, code, `${who} ${method} ${path}`);
    }
    // a real item of the demo shop stays on sale after every refused caller
    for (const [who] of REFUSED_CALLERS)
      expect((await callAs(who, 'DELETE', `${base}/items/toor-dal`)).status).toBeGreaterThanOrEqual(400);
    expect((await callAs('owner', 'GET', `${base}/items/toor-dal`)).status).toBe(200);
  });

  it('encoded, broken and huge ids, odd move_to values and bodies: never a 5xx, always JSON', {
    timeout: 60_000,
  }, async () => {
    const key = await keyFor(shop);
    const ids = [
      '%00',
      '%F0%9F%98%80',
      '..%2F..%2Fetc',
      'a'.repeat(300),
      '%ED%A0%80',
      encodeURIComponent('\ud800'.replace(/\ud800/, '?')),
      'x%20y',
      '%',
    ];
    const paths = ids.flatMap((id) => [
      ['DELETE', `/stores/${shop}/items/${id}`],
      ['POST', `/stores/${shop}/items/${id}/restore`],
      ['DELETE', `/stores/${shop}/categories/${id}`],
      ['DELETE', `/stores/${shop}/categories/pantry?move_to=${id}`],
    ]);
    paths.push(
      ['DELETE', `/stores/${shop}/categories/pantry?move_to=a&move_to=b`],
      ['DELETE', `/stores/${shop}/categories/pantry?move_to=`],
    );
    for (const [method, path] of paths) {
      const res = await call(method, path, {
        key,
        body: { ID: '\ud800', nested: JSON.parse('['.repeat(100) + ']'.repeat(100)) },
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get('Content-Type') ?? '', `${method} ${path}`).toContain('application/json');
    }
    // nothing of the shop was removed by them
    expect((await owner('GET', shop, '/categories/pantry')).status).toBe(200);
  });
});

describe('the console: delete and restore with a confirmation, without JavaScript', () => {
  const form = (path: string, cookie: string, origin = 'http://localhost') =>
    SELF.fetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
      body: '',
      redirect: 'manual',
    });
  const view = (path: string, cookie = '') =>
    SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

  it('asks first (GET), then archives an ordered item on the POST and restores it; a foreign Origin or no sign-in changes nothing', {
    timeout: 60_000,
  }, async () => {
    const signIn = await SELF.fetch(`http://localhost/admin/${shop}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({ key: await keyFor(shop) }).toString(),
      redirect: 'manual',
    });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const cat = (await (await owner('GET', shop, '/items/dal')).json<{ item: { CAT_ID: string } }>()).item.CAT_ID;
    const item = await (await view(`/admin/${shop}/catalogue/dal`, cookie)).text();
    expect(item).toContain(`/admin/${shop}/catalogue/dal/delete`);
    const ask = await view(`/admin/${shop}/catalogue/dal/delete?lang=hi`, cookie);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('हाँ, हटाएँ');
    // refused: no sign-in, another site's form
    expect((await form(`/admin/${shop}/catalogue/dal/delete`, '')).status).toBeGreaterThanOrEqual(300);
    expect((await form(`/admin/${shop}/catalogue/dal/delete`, cookie, 'https://evil.example')).status).toBe(403);
    expect((await owner('GET', shop, '/items/dal')).status).toBe(200);
    expect((await page(`/${cat}/dal`)).status).toBe(200);

    // an order names dal, so the delete archives it
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('dal');
    expect((await buyer.place({ address_id: address, payment_method: 'COD' })).http).toBe(200);
    const done = await form(`/admin/${shop}/catalogue/dal/delete`, cookie);
    expect(done.status).toBe(303);
    expect((await page(`/${cat}/dal`)).status).toBe(410);
    expect(await (await view(`/admin/${shop}/catalogue/dal`, cookie)).text()).toContain('console-item-archived');
    expect((await form(`/admin/${shop}/catalogue/dal/restore`, cookie)).status).toBe(303);
    expect((await page(`/${cat}/dal`)).status).toBe(200);
  });
});
