import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk, keyFor, owner, snapshot } from './admin-helpers';
import { bytesOf, fixture, heicHeader, media, pngClaiming, storedPhotoKeys, upload } from './photos-helpers';
import { readImageHeader } from '../../src/domain/images/image-header';
import { metadataMarkers } from '../../src/domain/images/strip-metadata';
import { parsePhotoRef, photoPath, variantUrl } from '../../src/domain/images/photo-ref';

const SHOP = 'dilli-kirana';
type PhotoReply = {
  photo: { id: string; width: number; height: number; color: string };
  item: { IMAGE: string; IMAGES: string[] };
};

const refOf = (id: string) => parsePhotoRef(photoPath(SHOP, id))!;
const served = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const latin1 = (b: Uint8Array) => new TextDecoder('latin1').decode(b);

describe('POST /admin/api/stores/{storeId}/items/{itemId}/photos', () => {
  it('keeps a sideways phone JPEG upright, without its EXIF, GPS or ICC, and makes it the main picture', {
    timeout: 60_000,
  }, async () => {
    const versionBefore = Number((await env.KV.get(`shopver:${SHOP}`)) ?? 0);
    const body = await expectOk<PhotoReply>(await upload(SHOP, '/items/besan/photos', fixture('sideways')), 201);
    // stored 640 x 480 with orientation 6: shown 480 x 640
    expect(body.photo).toMatchObject({ width: 480, height: 640 });
    expect(body.photo.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.photo.id).toMatch(/^[0-9a-f]{16}-480x640-[0-9a-f]{6}$/);
    // the generated art was only a stand-in: the photo is now the main picture
    expect(body.item.IMAGE).toBe(`/media/${SHOP}/${body.photo.id}`);
    expect(body.item.IMAGES).toEqual([]);
    expect(Number(await env.KV.get(`shopver:${SHOP}`))).toBeGreaterThan(versionBefore);

    const read = await expectOk<{ item: { IMAGE: string } }>(await owner('GET', SHOP, '/items/besan'));
    expect(read.item.IMAGE).toBe(`/media/${SHOP}/${body.photo.id}`);

    const original = await env.MEDIA.get(`photos/${SHOP}/${body.photo.id}/original.webp`);
    expect(original).not.toBeNull();
    for (const fmt of ['jpg', 'webp'] as const) {
      const res = await media(variantUrl(refOf(body.photo.id), 320, fmt));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(fmt === 'jpg' ? 'image/jpeg' : 'image/webp');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const bytes = await served(res);
      const header = readImageHeader(bytes);
      expect(header).toMatchObject({ ok: true, width: 320, orientation: 1 });
      expect(header.ok && header.height).toBeGreaterThan(320); // portrait
      expect(metadataMarkers(bytes)).toEqual([]);
      expect(latin1(bytes)).not.toContain('StreetCamMaker');
    }
    const kept = new Uint8Array(await original!.arrayBuffer());
    expect(metadataMarkers(kept)).toEqual([]);
    expect(latin1(kept)).not.toContain('StreetCamMaker');
  });

  it('takes PNG, WebP and AVIF, as a raw body or a form field, whatever Content-Type says', {
    timeout: 60_000,
  }, async () => {
    const png = await expectOk<PhotoReply>(
      await upload(SHOP, '/items/chana-dal/photos', fixture('orangePng'), { type: 'application/octet-stream' }),
      201,
    );
    expect(png.photo).toMatchObject({ width: 300, height: 200 });
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(png.photo.color.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(220); // orange, not the thin blue edge and not a grey average
    expect(g).toBeGreaterThan(90);
    expect(g).toBeLessThan(170);
    expect(b).toBeLessThan(60);

    const webp = await expectOk<PhotoReply>(
      await upload(SHOP, '/items/chana-dal/photos', fixture('webp'), { form: true, type: 'image/png' }),
      201,
    );
    expect(webp.photo).toMatchObject({ width: 240, height: 200 });
    const avif = await expectOk<PhotoReply>(
      await upload(SHOP, '/items/chana-dal/photos', fixture('avif'), { type: 'image/avif' }),
      201,
    );
    expect(avif.photo).toMatchObject({ width: 240, height: 160 });
    // pictures in upload order, the first the main one
    expect(avif.item.IMAGE).toBe(`/media/${SHOP}/${png.photo.id}`);
    expect(avif.item.IMAGES).toEqual([`/media/${SHOP}/${webp.photo.id}`, `/media/${SHOP}/${avif.photo.id}`]);

    // the same photo twice is kept once and named once
    const again = await expectOk<PhotoReply>(
      await upload(SHOP, '/items/chana-dal/photos', fixture('webp'), { type: 'image/webp' }),
      201,
    );
    expect(again.photo.id).toBe(webp.photo.id);
    expect(again.item.IMAGES).toHaveLength(2);
  });

  it('removes a photo; the next one becomes the main picture', { timeout: 60_000 }, async () => {
    const first = await expectOk<PhotoReply>(await upload(SHOP, '/items/dahi/photos', fixture('orangePng')), 201);
    const second = await expectOk<PhotoReply>(await upload(SHOP, '/items/dahi/photos', fixture('webp')), 201);
    const removed = await expectOk<{ removed: string; item: PhotoReply['item'] }>(
      await owner('DELETE', SHOP, `/items/dahi/photos/${first.photo.id}`),
    );
    expect(removed.removed).toBe(first.photo.id);
    expect(removed.item.IMAGE).toBe(`/media/${SHOP}/${second.photo.id}`);
    expect(removed.item.IMAGES).toEqual([]);
    await expectFailure(await owner('DELETE', SHOP, `/items/dahi/photos/${first.photo.id}`), 404, 'NOT_FOUND');
    await expectFailure(await owner('DELETE', SHOP, `/items/no-such-item/photos/${second.photo.id}`), 404, 'NOT_FOUND');
  });

  it('sets the logo and a category picture, each change showing at once (the shop version moves)', {
    timeout: 60_000,
  }, async () => {
    const version = async () => Number((await env.KV.get(`shopver:${SHOP}`)) ?? 0);
    const v0 = await version();
    const logo = await expectOk<{ photo: { id: string }; logo: string }>(
      await upload(SHOP, '/logo', fixture('orangePng'), { form: true }),
      201,
    );
    expect(logo.logo).toBe(`/media/${SHOP}/${logo.photo.id}`);
    const store = await expectOk<{ store: { STORE_IMAGE: string } }>(await owner('GET', SHOP, ''));
    expect(store.store.STORE_IMAGE).toBe(logo.logo);
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);

    const cat = await expectOk<{ photo: { id: string }; category: { CAT_IMAGE: string } }>(
      await upload(SHOP, '/categories/dairy/photo', fixture('webp')),
      201,
    );
    expect(cat.category.CAT_IMAGE).toBe(`/media/${SHOP}/${cat.photo.id}`);
    expect(await version()).toBeGreaterThan(v1);
    await expectFailure(await upload(SHOP, '/categories/no-such-cat/photo', fixture('webp')), 404, 'NOT_FOUND');
  });
});

describe('what an upload must survive', () => {
  const sideways = () => fixture('sideways');
  const refusals: [string, () => Uint8Array<ArrayBuffer>, number, string][] = [
    ['plain text', () => bytesOf('Hello, this is not a photo at all.\n'.repeat(20)), 415, 'UNSUPPORTED_IMAGE'],
    [
      'an SVG with a script',
      () =>
        bytesOf(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="200" height="200"/></svg>',
        ),
      415,
      'UNSUPPORTED_IMAGE',
    ],
    ['a GIF', () => bytesOf('GIF89a', [200, 0, 200, 0, 0x80, 0, 0], new Array(400).fill(7)), 415, 'UNSUPPORTED_IMAGE'],
    [
      'a GIF/JavaScript polyglot',
      () => bytesOf('GIF89a/*', [200, 0, 200, 0], '*/=1;alert(document.domain);//', new Array(100).fill(0)),
      415,
      'UNSUPPORTED_IMAGE',
    ],
    [
      'an HTML page that starts like a PNG',
      () => bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], '<html><script>alert(1)</script></html>'),
      415,
      'UNSUPPORTED_IMAGE',
    ],
    ['an iPhone HEIC', () => heicHeader(), 415, 'UNSUPPORTED_IMAGE'],
    ['a truncated JPEG', () => sideways().slice(0, Math.floor(sideways().length * 0.6)), 415, 'UNSUPPORTED_IMAGE'],
    ['a JPEG cut inside its headers', () => sideways().slice(0, 30), 415, 'UNSUPPORTED_IMAGE'],
    ['a PNG claiming 90 megapixels (a decompression bomb)', () => pngClaiming(9500, 9500), 422, 'IMAGE_DIMENSIONS'],
    ['a PNG claiming 100000 x 100 pixels', () => pngClaiming(100000, 100), 422, 'IMAGE_DIMENSIONS'],
    ['a photo of 80 x 80 pixels', () => fixture('tiny'), 422, 'IMAGE_DIMENSIONS'],
    ['an empty body', () => new Uint8Array(0), 400, 'MISSING_PHOTO'],
  ];

  it.each(refusals)('refuses %s, storing nothing', { timeout: 60_000 }, async (_name, make, status, code) => {
    const [rows, keys] = [await snapshot(SHOP), await storedPhotoKeys(SHOP)];
    const body = await expectFailure(
      await upload(SHOP, '/items/masoor-dal/photos', make(), { type: 'image/jpeg' }),
      status,
      code,
    );
    expect(body.rsn).not.toMatch(/error|exception|undefined/i);
    expect(await snapshot(SHOP)).toBe(rows);
    expect(await storedPhotoKeys(SHOP)).toEqual(keys);
  });

  it('tells an iPhone owner how to make the phone save JPEG', async () => {
    const body = await expectFailure(
      await upload(SHOP, '/items/masoor-dal/photos', heicHeader(), { type: 'image/jpeg' }),
      415,
      'UNSUPPORTED_IMAGE',
    );
    expect(body.rsn).toContain('Most Compatible');
  });

  it('refuses over 15 MB without reading the rest of the stream', { timeout: 60_000 }, async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set(sideways().subarray(0, 2));
    await expectFailure(await upload(SHOP, '/items/masoor-dal/photos', big), 413, 'TOO_LARGE');
    await expectFailure(await upload(SHOP, '/items/masoor-dal/photos', big, { form: true }), 413, 'TOO_LARGE');

    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (sent >= 200 * 1024 * 1024) controller.close();
      },
    });
    const res = await media(`/admin/api/stores/${SHOP}/items/masoor-dal/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await keyFor(SHOP)}`, 'Content-Type': 'image/jpeg' },
      body: endless,
      // @ts-expect-error: workerd's fetch streams a body without a length only when told so
      duplex: 'half',
    });
    await expectFailure(res, 413, 'TOO_LARGE');
    expect(sent).toBeLessThan(60 * 1024 * 1024);
  });

  it('answers 404 for an unknown item before reading the photo, and 409 for a full item', {
    timeout: 60_000,
  }, async () => {
    await expectFailure(await upload(SHOP, '/items/no-such-item/photos', fixture('webp')), 404, 'NOT_FOUND');
    await expectOk(
      await owner('PATCH', SHOP, '/items/moong-dal', {
        IMAGE: 'https://cdn.example.com/a.jpg',
        IMAGES: Array.from({ length: 10 }, (_, i) => `https://cdn.example.com/${i}.jpg`),
      }),
    );
    const keys = await storedPhotoKeys(SHOP);
    await expectFailure(await upload(SHOP, '/items/moong-dal/photos', fixture('webp')), 409, 'TOO_MANY_PHOTOS');
    expect(await storedPhotoKeys(SHOP)).toEqual(keys);
  });
});
