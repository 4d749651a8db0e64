import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoShops } from '../../seed/shops/index';
// @ts-expect-error plain ESM seed module for Node, no types
import { PHOTO_PLAN, phoneOriginal, SOURCE_PHOTOS } from '../../seed/photos.mjs';

describe('the demo photo plan', () => {
  it.each(['dilli-kirana', 'noir-threads'])(
    '%s: at least 12 items, each an enabled item of the shop, and a logo',
    (storeId) => {
      const plan = PHOTO_PLAN[storeId];
      const shop = demoShops.find((s) => s.store.id === storeId)!;
      const enabled = new Set(shop.categories.filter((c) => !c.IS_DISABLED).map((c) => c.CAT_ID));
      expect(new Set(plan.items).size).toBeGreaterThanOrEqual(12);
      for (const id of plan.items) {
        const item = shop.items.find((i) => i.ID === id);
        expect(item, id).toBeDefined();
        expect(enabled.has(item!.CAT_ID)).toBe(true);
      }
      expect(SOURCE_PHOTOS.some((p: string) => p.endsWith(`/${plan.logo}.jpg`))).toBe(true);
    },
  );
});

describe('phoneOriginal', () => {
  it('makes a phone-sized JPEG with the camera, the place and an orientation flag, stored turned so the flag turns it upright', async () => {
    const jpeg: Buffer = await phoneOriginal(SOURCE_PHOTOS[0], { width: 4000, height: 3000, orientation: 6, n: 1 });
    expect(jpeg.length).toBeGreaterThan(1.5e6);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height, meta.orientation]).toEqual([3000, 4000, 6]);
    const exif = meta.exif!.toString('latin1');
    expect(exif).toContain('samsung');
    expect(exif).toContain('SM-A146B');
    expect(exif).toMatch(/GPS|\x00N\x00/); // the GPS IFD with its N reference
    // upright, it is the source photo: a warm yellow flower, not a turned or blank frame
    const upright = await sharp(jpeg)
      .rotate()
      .resize(40, 30, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([upright.info.width, upright.info.height]).toEqual([40, 30]);
    const source = await sharp(SOURCE_PHOTOS[0]).resize(40, 30, { fit: 'cover' }).raw().toBuffer();
    let diff = 0;
    for (let i = 0; i < source.length; i++) diff += Math.abs(source[i] - upright.data[i]);
    expect(diff / source.length).toBeLessThan(30);
  }, 60_000);
});
