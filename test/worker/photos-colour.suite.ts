import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderShop } from './orders-helpers';
import { fixture, media, upload } from './photos-helpers';
import { pngParts, pngPixels } from '../../src/domain/images/dominant-colour';
import { inflate, bytesOf, streamOf, type Bytes } from '../../src/data/media/photo-bytes';
import { parsePhotoRef, photoPath, photoUrl } from '../../src/domain/images/photo-ref';

/**
 * Photo colour (issue #40 item 5): a Display P3 photo from a phone keeps its colours. Its ICC profile is kept
 * through the metadata strip, so the decoder converts the pixels to sRGB; read without the profile the P3 numbers
 * would show a duller, yellower green.
 */
/** The colour the P3 fixture shows, as sRGB (test/worker/photo-fixtures.ts P3_PATCH: that file loads sharp, not for workerd). */
const P3_PATCH = '#20c040';
let shop: string;
beforeAll(async () => {
  shop = await createOrderShop();
}, 60_000);

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The pixel in the middle of an image, decoded by the Images binding to PNG and read as sRGB numbers. */
async function centre(bytes: Bytes): Promise<number[]> {
  const png = await bytesOf((await env.IMAGES.input(streamOf(bytes)).output({ format: 'image/png' })).image());
  const parts = pngParts(png)!;
  const rgba = pngPixels(parts, await inflate(parts.idat as Bytes))!;
  const at = (Math.floor(parts.height / 2) * parts.width + Math.floor(parts.width / 2)) * 4;
  return [...rgba.subarray(at, at + 3)];
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

describe('a Display P3 photo', () => {
  it('keeps its colours in the stored original and in every format served', { timeout: 60_000 }, async () => {
    const meant = rgbOf(P3_PATCH);
    const p3 = fixture('p3');
    // the fixture really is P3 numbers: read without their profile they are far from the colour meant
    const lost = await centre(fixture('p3WithoutProfile'));
    expect(distance(lost, meant), `without the profile ${lost}`).toBeGreaterThan(40);

    const res = await upload(shop, '/items/ghee/photos', p3);
    expect(res.status).toBe(201);
    const { photo } = await res.json<{ photo: { id: string; color: string } }>();
    const original = await env.MEDIA.get(`photos/${shop}/${photo.id}/original.webp`);
    const after = await centre(new Uint8Array(await original!.arrayBuffer()));
    expect(distance(after, meant), `stored ${after} for ${meant}`).toBeLessThanOrEqual(6);
    // the placeholder colour is the photo's own green too
    expect(distance(rgbOf(photo.color), meant)).toBeLessThanOrEqual(12);

    const ref = parsePhotoRef(photoPath(shop, photo.id))!;
    for (const accept of ['image/avif', 'image/webp', 'image/jpeg']) {
      const variant = await media(photoUrl(ref, 160), { headers: { Accept: accept } });
      expect(variant.status, accept).toBe(200);
      const served = await centre(new Uint8Array(await variant.arrayBuffer()));
      expect(distance(served, meant), `${accept}: ${served}`).toBeLessThanOrEqual(8);
    }
  });
});
