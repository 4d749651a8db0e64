import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk, keyFor, owner } from './admin-helpers';
import { fixture, media, servedBy, upload } from './photos-helpers';
import { readImageHeader } from '../../src/domain/images/image-header';
import { metadataMarkers } from '../../src/domain/images/strip-metadata';
import {
  parsePhotoRef,
  photoPath,
  photoUrl,
  photoWidths,
  variantUrl,
  type PhotoRef,
} from '../../src/domain/images/photo-ref';

const SHOP = 'dilli-kirana';
let wide: PhotoRef;

beforeAll(async () => {
  const body = await expectOk<{ photo: { id: string } }>(
    await upload(SHOP, '/items/toor-dal/photos', fixture('wide')),
    201,
  );
  wide = parsePhotoRef(photoPath(SHOP, body.photo.id))!;
}, 60_000);

describe('GET /media/{storeId}/{photoId}/{width}.{fmt}', () => {
  it('transforms a variant once: the second visit and concurrent visits make no transform', {
    timeout: 60_000,
  }, async () => {
    const url = variantUrl(wide, 480, 'webp');
    const first = await Promise.all([media(url), media(url), media(url)]);
    expect(first.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(first.filter((r) => servedBy(r) === 'transform')).toHaveLength(1);
    const bodies = await Promise.all(first.map(async (r) => new Uint8Array(await r.arrayBuffer()).length));
    expect(new Set(bodies).size).toBe(1);

    const again = await media(url);
    expect(['edge', 'r2']).toContain(servedBy(again));
    expect(await env.MEDIA.head(`photos/${SHOP}/${wide.id}/480.webp`)).not.toBeNull();
    // without the edge cache (a new data centre): R2 answers, still no transform
    await (caches as unknown as { default: Cache }).default.delete(`http://localhost${url}`);
    expect(servedBy(await media(url))).toBe('r2');
    expect(servedBy(await media(url))).toBe('edge');
  });

  it('serves the whole ladder, never above the original, AVIF only up to 1,200 px a side', {
    timeout: 120_000,
  }, async () => {
    expect(wide).toMatchObject({ width: 1600, height: 1200 });
    expect(photoWidths(wide, 'jpg')).toEqual([48, 72, 96, 160, 240, 320, 400, 480, 640, 960, 1280, 1600]);
    for (const fmt of ['jpg', 'webp', 'avif'] as const) {
      for (const width of photoWidths(wide, fmt)) {
        const res = await media(variantUrl(wide, width, fmt));
        expect(res.status, `${width}.${fmt}`).toBe(200);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const header = readImageHeader(bytes);
        expect(header, `${width}.${fmt}`).toMatchObject({
          ok: true,
          format: fmt === 'jpg' ? 'jpeg' : fmt,
          width,
          height: Math.round((width * 3) / 4),
        });
        expect(metadataMarkers(bytes), `${width}.${fmt}`).toEqual([]);
        expect(new TextDecoder('latin1').decode(bytes)).not.toContain('StreetCamMaker');
      }
    }
    // above the original, AVIF too large, a width the ladder lacks
    for (const path of [
      variantUrl(wide, 1920, 'jpg'),
      variantUrl(wide, 1280, 'avif'),
      variantUrl(wide, 300, 'webp'),
      variantUrl(wide, 2000, 'jpg'),
      photoUrl(wide, 300),
    ]) {
      const res = await media(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('one URL a width: Accept picks AVIF, WebP or JPEG, Vary says so, and the edge cache keeps the formats apart', {
    timeout: 60_000,
  }, async () => {
    const url = photoUrl(wide, 320);
    const asks = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'avif'],
      ['image/webp,image/*;q=0.8', 'image/webp', 'webp'],
      ['image/png,image/*;q=0.8,*/*;q=0.5', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const round of ['first', 'again'] as const) {
      for (const [accept, type, format] of asks) {
        const res = await media(url, { headers: { Accept: accept } });
        expect(res.status, `${round} ${accept}`).toBe(200);
        expect(res.headers.get('Content-Type'), `${round} ${accept}`).toBe(type);
        expect(res.headers.get('Vary')).toBe('Accept');
        expect(readImageHeader(new Uint8Array(await res.arrayBuffer())), `${round} ${accept}`).toMatchObject({
          ok: true,
          format,
          width: 320,
        });
        if (round === 'again') expect(servedBy(res), `${round} ${accept}`).toBe('edge');
      }
    }
    // each format is one R2 object and one edge entry, under the address that names it
    for (const fmt of ['avif', 'webp', 'jpg'])
      expect(await env.MEDIA.head(`photos/${SHOP}/${wide.id}/320.${fmt}`), fmt).not.toBeNull();
    const edge = (caches as unknown as { default: Cache }).default;
    for (const fmt of ['avif', 'webp', 'jpg'] as const) {
      const kept = await edge.match(`http://localhost${variantUrl(wide, 320, fmt)}`);
      expect(kept?.headers.get('Content-Type'), fmt).toBe(fmt === 'jpg' ? 'image/jpeg' : `image/${fmt}`);
    }
    // a width too large for AVIF answers WebP to a browser that takes both
    const big = await media(photoUrl(wide, 1600), { headers: { Accept: asks[0][0] } });
    expect(big.headers.get('Content-Type')).toBe('image/webp');
  });

  it('answers 404, never a 5xx, for another shop, unknown photos and odd paths', { timeout: 60_000 }, async () => {
    const otherShop = { ...wide, storeId: 'noir-threads' };
    const unknown = parsePhotoRef(`/media/${SHOP}/0123456789abcdef-1600x1200-808080`)!;
    const paths = [
      variantUrl(otherShop, 320, 'jpg'),
      variantUrl(unknown, 320, 'jpg'),
      `/media/${SHOP}/${wide.id}`,
      `/media/${SHOP}/${wide.id}/320.png`,
      `/media/${SHOP}/${wide.id}/320.svg`,
      `/media/${SHOP}/${wide.id}/original.webp`,
      `/media/${SHOP}/${wide.id}/..%2F..%2Foriginal.webp`,
      `/media/${SHOP}/../${wide.id}/320.jpg`,
      `/media/%2e%2e/${wide.id}/320.jpg`,
      `/media/${SHOP}/${wide.id.toUpperCase()}/320.jpg`,
      `/media/${SHOP}/${wide.id}/0320.jpg`,
      '/media/',
      '/media',
    ];
    for (const path of paths) {
      const res = await media(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('keeps `media` free: no category or item may take the word', async () => {
    await expectFailure(await owner('POST', SHOP, '/categories', { CAT_ID: 'media', CAT_NAME: 'Media' }), 400);
    await expectFailure(
      await owner('POST', SHOP, '/items', { ID: 'media', CAT_ID: 'dairy', ITEM_NAME: 'Media', PRICE: 100 }),
      400,
    );
  });
});

describe('photo calls: access matrix and fuzz', () => {
  const calls = (itemId = 'toor-dal') =>
    [
      ['POST', `/items/${itemId}/photos`],
      ['POST', '/logo'],
      ['POST', '/categories/dairy/photo'],
      ['DELETE', `/items/${itemId}/photos/${wide.id}`],
    ] as const;

  it("needs the shop's own key: anonymous and unknown keys 401, another shop's key 404, and nothing changes", {
    timeout: 60_000,
  }, async () => {
    const before = await owner('GET', SHOP, '/items/toor-dal').then((r) => r.text());
    const other = await keyFor('noir-threads');
    for (const [method, sub] of calls()) {
      const path = `/stores/${SHOP}${sub}`;
      const raw = String.fromCharCode(...fixture('webp'));
      expect(
        (await call(method, path, { raw, headers: { 'Content-Type': 'image/webp' } })).status,
        `${method} ${sub} anonymous`,
      ).toBe(401);
      expect((await call(method, path, { key: 'ok_live_not-a-real-key-000000000000', raw })).status).toBe(401);
      await expectFailure(
        await call(method, path, { key: other, raw, headers: { 'Content-Type': 'image/webp' } }),
        404,
      );
      // the shopper's session cookie is no owner key
      expect(
        (await call(method, path, { raw, headers: { Cookie: `${SHOP}_session=abc`, 'Content-Type': 'image/webp' } }))
          .status,
      ).toBe(401);
    }
    expect(await owner('GET', SHOP, '/items/toor-dal').then((r) => r.text())).toBe(before);
  });

  it('fuzzed ids, content types and bodies: a clear 4xx in JSON, never a 5xx', { timeout: 120_000 }, async () => {
    const key = await keyFor(SHOP);
    const ids = [
      '%2e%2e',
      '..%2F..%2Fetc',
      'a'.repeat(300),
      '%F0%9F%98%80',
      '%ED%A0%80',
      'x%00y',
      '%27%20OR%201%3D1',
      'ÄÖ',
      '-',
    ];
    const bodies: [string, BodyInit][] = [
      ['application/json', JSON.stringify({ photo: 'x'.repeat(1000) })],
      ['application/json', '['.repeat(10000)],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--xyz--\r\n',
      ],
      ['multipart/form-data; boundary=xyz', 'not really a form'],
      ['multipart/form-data', '--\r\n\r\n'],
      ['image/jpeg', '\ud800\udc00\ud800'],
      ['image/png', new Uint8Array(5000).map((_, i) => (i * 7919) & 255)],
      ['', new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0, 0])],
      [
        'image/webp',
        new Uint8Array([
          0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58, 0xff, 0xff, 0xff, 0xff,
          0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
        ]),
      ],
    ];
    const replies: Response[] = [];
    for (const id of ids) {
      for (const sub of [`/items/${id}/photos`, `/categories/${id}/photo`, `/items/toor-dal/photos/${id}`]) {
        replies.push(
          await media(`/admin/api/stores/${SHOP}${sub}`, {
            method: sub.endsWith(id) ? 'DELETE' : 'POST',
            headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'image/jpeg' },
            body: sub.endsWith(id) ? undefined : fixture('tiny'),
          }),
        );
      }
    }
    for (const [type, body] of bodies) {
      for (const sub of ['/items/toor-dal/photos', '/logo', '/categories/dairy/photo']) {
        replies.push(
          await media(`/admin/api/stores/${SHOP}${sub}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${key}`, ...(type ? { 'Content-Type': type } : {}) },
            body,
          }),
        );
      }
    }
    for (const res of replies) {
      expect(res.status, res.url).toBeGreaterThanOrEqual(400);
      expect(res.status, res.url).toBeLessThan(500);
      const body = await res.json<{ status: number; rsn: string }>();
      expect(body.status).toBe(0);
      expect(body.rsn.length).toBeGreaterThan(5);
    }
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = await (await call('GET', '/openapi.json')).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>();
    expect(Object.keys(doc.paths['/stores/{storeId}/items/{itemId}/photos'].post.requestBody!.content)).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'multipart/form-data']),
    );
    expect(doc.paths['/stores/{storeId}/items/{itemId}/photos/{photoId}'].delete).toBeDefined();
    expect(doc.paths['/stores/{storeId}/logo'].post).toBeDefined();
    expect(doc.paths['/stores/{storeId}/categories/{catId}/photo'].post).toBeDefined();
  });
});
