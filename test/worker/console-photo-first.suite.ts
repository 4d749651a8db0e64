import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { fixture } from './photos-helpers';
import { consoleSignIn as signedIn } from './console-helpers';
import { sweepAfterGrace } from './photo-sweep-helpers';

/**
 * Photo first (#38 item 3): the console's new item takes its photos with its fields in one multipart post that
 * works without JavaScript; the item page makes a photo the main one, moves it, and removes it (its stored files
 * go too), each a plain form.
 */
const ORIGIN = 'http://localhost';

function newItem(
  shop: string,
  cookie: string,
  fields: Record<string, string>,
  photos: [string, Uint8Array<ArrayBuffer>, string?][],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes, type] of photos)
    form.append('photos', new File([bytes], name, { type: type ?? 'image/jpeg' }));
  return SELF.fetch(`${ORIGIN}/admin/${shop}/catalogue/new`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: ORIGIN },
  });
}
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const item = async (shop: string, id: string) =>
  (await (await owner('GET', shop, `/items/${id}`)).json<{ item: { IMAGE: string; IMAGES: string[] } }>()).item;
const pictures = (i: { IMAGE: string; IMAGES: string[] }) => [i.IMAGE, ...i.IMAGES].filter(Boolean);
const stored = async (shop: string, photoUrl: string) =>
  (await env.MEDIA.list({ prefix: `photos/${shop}/${photoUrl.split('/').pop()}/` })).objects.length;
const FIELDS = { ITEM_NAME: 'Kaju W320 250 g', PRICE: '320', CAT_ID: 'staples' };

describe('photo first in the console', () => {
  it('makes an item and its photos in one post, in the order picked; the storefront shows them', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const page = await (await get(`/admin/${shop}/catalogue/new`, cookie)).text();
    expect(page).toMatch(/<form[^>]*data-testid="console-item-form"[^>]*enctype="multipart\/form-data"/i);
    expect(page).toMatch(/<input[^>]*name="photos"[^>]*multiple|<input[^>]*multiple[^>]*name="photos"/);
    expect(page).toContain('data-island="photo-files"');

    const res = await newItem(shop, cookie, FIELDS, [
      ['IMG_1.jpg', fixture('wide')],
      ['IMG_2.jpg', fixture('sideways')],
      ['IMG_3.webp', fixture('webp'), 'image/webp'],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/admin/${shop}/catalogue/kaju-w320-250-g?saved=1`);
    const made = pictures(await item(shop, 'kaju-w320-250-g'));
    expect(made).toHaveLength(3);
    expect(made[0]).toMatch(new RegExp(`^/media/${shop}/[0-9a-f]{16}-1600x1200-`));
    expect(made[1]).toMatch(/-480x640-/);
    const storefront = await (await get(`/${shop}/staples/kaju-w320-250-g`)).text();
    for (const p of made) expect(storefront).toContain(`${p}/`);
    // a post far above the console's 64 KB limit on forms: the new item's own limit is 40 MB
    const photos: [string, Uint8Array<ArrayBuffer>][] = Array.from({ length: 11 }, (_, i) => [
      `IMG_${i}.jpg`,
      fixture(i % 2 ? 'wide' : 'sideways'),
    ]);
    expect(photos.reduce((n, [, b]) => n + b.byteLength, 0)).toBeGreaterThan(64 * 1024);
    const big = await newItem(shop, cookie, { ...FIELDS, ITEM_NAME: 'Badam 1 kg' }, photos);
    expect(big.status).toBe(303);
    expect(pictures(await item(shop, 'badam-1-kg')).length).toBeGreaterThan(0);
  }, 60_000);

  it('a refused photo is named with its reason and the item is still made; bad fields keep the typing and ask for the photos again', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const res = await newItem(shop, cookie, { ...FIELDS, ITEM_NAME: 'Badam 500 g' }, [
      ['IMG_1.jpg', fixture('wide')],
      ['notes.txt', new TextEncoder().encode('just words') as Uint8Array<ArrayBuffer>, 'text/plain'],
      ['small.png', fixture('tiny'), 'image/png'],
    ]);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location')!, ORIGIN);
    expect(location.pathname).toBe(`/admin/${shop}/catalogue/badam-500-g`);
    const refusal = location.searchParams.get('photo')!;
    expect(refusal).toContain('Photo 2 (notes.txt) was not added:');
    expect(refusal).toContain('Photo 3 (small.png) was not added:');
    expect(pictures(await item(shop, 'badam-500-g'))).toHaveLength(1);
    expect(await (await get(`${location.pathname}${location.search}`, cookie)).text()).toContain(
      'Photo 2 (notes.txt) was not added:',
    );

    const bad = await newItem(shop, cookie, { ...FIELDS, ITEM_NAME: 'Pista 250 g', PRICE: 'abc' }, [
      ['IMG_1.jpg', fixture('wide')],
    ]);
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toMatch(/name="ITEM_NAME"[^>]*value="Pista 250 g"/);
    expect(html).toContain('pick them again before saving');
    expect((await owner('GET', shop, '/items/pista-250-g')).status).toBe(404);
    // without photos: as before
    expect((await newItem(shop, cookie, { ...FIELDS, ITEM_NAME: 'Akhrot 250 g' }, [])).status).toBe(303);
    expect(pictures(await item(shop, 'akhrot-250-g'))).toEqual([]);
  }, 60_000);

  it('the item page makes a photo the main one, moves it, and removes one with a confirmation; its files leave the bucket', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    await newItem(shop, cookie, FIELDS, [
      ['a.jpg', fixture('wide')],
      ['b.jpg', fixture('sideways')],
      ['c.png', fixture('orangePng'), 'image/png'],
    ]);
    const id = 'kaju-w320-250-g';
    const [a, b, c] = pictures(await item(shop, id));
    const base = `/admin/${shop}/catalogue/${id}/photos`;
    const html = await (await get(`/admin/${shop}/catalogue/${id}`, cookie)).text();
    expect(html).toContain(`action="${base}/arrange"`);
    expect(html).toContain('aria-label="Make main: Photo 3"');

    expect((await post(`${base}/arrange`, { index: '2', src: c, move: 'main' }, cookie)).headers.get('Location')).toBe(
      `/admin/${shop}/catalogue/${id}?saved=1`,
    );
    expect(pictures(await item(shop, id))).toEqual([c, a, b]);
    expect((await post(`${base}/arrange`, { index: '2', src: b, move: 'up' }, cookie)).status).toBe(303);
    expect(pictures(await item(shop, id))).toEqual([c, b, a]);
    // a page opened before that move: nothing moves, the owner is told
    const stale = await post(`${base}/arrange`, { index: '2', src: b, move: 'up' }, cookie);
    expect(stale.headers.get('Location')).toMatch(/\?photo=/);
    expect(pictures(await item(shop, id))).toEqual([c, b, a]);

    // the item page's Remove asks first, showing the photo; nothing is removed yet
    const confirm = await post(`${base}/remove`, { index: '1', src: b }, cookie);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('data-testid="console-photo-remove-yes"');
    expect(pictures(await item(shop, id))).toEqual([c, b, a]);
    expect(await stored(shop, b)).toBeGreaterThan(0);
    expect((await post(`${base}/remove`, { index: '1', src: b, confirm: 'yes' }, cookie)).status).toBe(303);
    expect(pictures(await item(shop, id))).toEqual([c, a]);
    // its files leave once the grace period is over (the shop's alarm sweeps them)
    expect(await stored(shop, b)).toBeGreaterThan(0);
    await sweepAfterGrace(shop);
    expect(await stored(shop, b)).toBe(0);
    expect(await stored(shop, a)).toBeGreaterThan(0);
  }, 60_000);

  it("only the owner: anonymous, a staff key, another shop's owner and a shopper change nothing; junk never answers 5xx", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    await newItem(shop, cookie, FIELDS, [
      ['a.jpg', fixture('wide')],
      ['b.jpg', fixture('sideways')],
    ]);
    const id = 'kaju-w320-250-g';
    const before = pictures(await item(shop, id));
    const base = `/admin/${shop}/catalogue/${id}/photos`;
    const buyer = await Buyer.signIn(shop);
    const staffKey = (
      await (await owner('POST', shop, '/keys', { label: 'Raju', role: 'orders' })).json<{ key: string }>()
    ).key;
    const others = {
      anonymous: '',
      staff: await signedIn(shop, staffKey),
      otherOwner: await signedIn(await createOrderShop()),
      shopper: buyer.cookie,
    };
    for (const [who, c] of Object.entries(others)) {
      for (const [path, fields] of [
        [`${base}/arrange`, { index: '1', src: before[1], move: 'main' }],
        [`${base}/remove`, { index: '0', src: before[0], confirm: 'yes' }],
      ] as const) {
        const res = await post(path, fields, c);
        expect(res.status, `${who} ${path}`).not.toBe(303);
        expect(res.status, `${who} ${path}`).toBeLessThan(500);
      }
      const made = await newItem(shop, c, { ...FIELDS, ITEM_NAME: `By ${who}` }, [['a.jpg', fixture('wide')]]);
      expect(made.status, who).not.toBe(303);
    }
    expect(pictures(await item(shop, id))).toEqual(before);
    for (const junk of ['\ud800', 'x'.repeat(5000), '-1', '99', '1e3', '../../etc/passwd', '<script>']) {
      for (const path of [`${base}/arrange`, `${base}/remove`]) {
        expect((await post(path, { index: junk, src: junk, move: junk }, cookie)).status).toBeLessThan(500);
        expect((await post(path, { index: '0', src: junk, move: 'down', confirm: 'yes' }, cookie)).status).toBeLessThan(
          500,
        );
      }
    }
    const garbled = await SELF.fetch(`${ORIGIN}/admin/${shop}/catalogue/new`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nbroken',
    });
    expect(garbled.status).toBeLessThan(500);
    expect(pictures(await item(shop, id))).toEqual(before);
  }, 60_000);
});
