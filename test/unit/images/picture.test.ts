import { describe, expect, it } from 'vitest';
import {
  cardSlot,
  iconLink,
  imageLink,
  IMAGE_SLOTS,
  isAboveFold,
  pictureParts,
  photoRefsOf,
  type ImageSlot,
  type PagePlace,
} from '../../../src/domain/images/picture';
import { buildWebManifest } from '../../../src/domain/manifest';

// A phone photo (4032 x 3024, landscape) and a small square logo, as the owner upload names them.
const PHONE = '/media/dilli-kirana/0123456789abcdef-4032x3024-a0522d';
const LOGO = '/media/dilli-kirana/fedcba9876543210-400x400-112233';
const PORTRAIT = '/media/noir-threads/00112233aabbccdd-3024x4032-335577';

/** The width a `sizes` list gives at a viewport, as a browser evaluates it (min-width conditions, px, calc of vw). */
function sizesAt(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const m = /^(?:\(min-width: ?(\d+)px\)\s+)?(.+)$/.exec(entry.trim())!;
    if (m[1] && vw < Number(m[1])) continue;
    const len = m[2];
    let r: RegExpExecArray | null;
    if ((r = /^(\d+)px$/.exec(len))) return Number(r[1]);
    if ((r = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(len))) return (vw - Number(r[1])) / Number(r[2]);
    if ((r = /^calc\(100vw - (\d+)px\)$/.exec(len))) return vw - Number(r[1]);
    if ((r = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(len))) return (vw * Number(r[1])) / 100 - Number(r[2]);
    throw new Error(`cannot read ${len}`);
  }
  throw new Error('no entry matched');
}

describe("IMAGE_SLOTS sizes match the stylesheet's boxes", () => {
  // Box widths worked out from static/css at each viewport (container 1200 px with 16 px padding; grid 2/3/4
  // columns with 12/16 px gaps; berlin's 1400 px shell of 220 + main + 180 px with 24 px gaps; item detail 520 px).
  const boxes: [ImageSlot, number, number][] = [
    ['card', 360, 158],
    ['card', 1280, 280],
    ['card', 768, 234.67],
    ['card', 1024, 236],
    ['card-berlin', 360, 158],
    ['card-berlin', 1280, 188],
    ['card-berlin', 1440, 218],
    ['list-card', 360, 96],
    ['list-card', 1280, 96],
    ['gallery', 360, 328],
    ['gallery', 1280, 520],
    ['gallery', 800, 768],
    ['gallery-thumb', 360, 56],
    ['hero-logo', 1280, 64],
    ['brand-logo', 360, 36],
    ['category', 360, 48],
    ['bag-line', 360, 72],
    ['bag-line', 1280, 88],
    ['wish-line', 360, 72],
  ];
  it.each(boxes)('%s at %i px is %f px wide', (slot, vw, box) => {
    expect(sizesAt(IMAGE_SLOTS[slot].sizes, vw)).toBeCloseTo(box, 1);
  });

  it("draws art for at least the widest box it can be (its 1x and 2x), up to the gallery's 600 px", () => {
    for (const [slot, vw] of boxes)
      expect(IMAGE_SLOTS[slot].box).toBeGreaterThanOrEqual(Math.min(sizesAt(IMAGE_SLOTS[slot].sizes, vw), 600));
  });
});

describe('cardSlot', () => {
  it.each([
    [true, 'default', 'card'],
    [true, '', 'card'],
    [true, 'berlin', 'card-berlin'],
    [false, 'berlin', 'list-card'],
    [false, 'default', 'list-card'],
  ] as const)('grid %s, theme %s: %s', (grid, theme, slot) => expect(cardSlot(grid, theme)).toBe(slot));
});

describe('isAboveFold', () => {
  it.each([
    ['home', 0, true],
    ['home', 3, true],
    ['home', 4, false],
    ['category', 3, true],
    ['category', 4, false],
    ['search', 0, true],
    ['gallery', 0, true],
    ['gallery', 1, false],
    ['categories', 5, true],
    ['categories', 6, false],
    ['logo', 0, true],
    ['elsewhere', 0, false],
  ] as [PagePlace, number, boolean][])('%s #%i: %s', (place, i, above) => expect(isAboveFold(place, i)).toBe(above));
});

describe('pictureParts for a photo', () => {
  it('offers one srcset of format-free widths (Accept picks the format), the 640 px width as src, the colour and the box', () => {
    const p = pictureParts(PHONE, 'card');
    expect(p.sources).toEqual([]);
    expect(p.srcSet).toBe([160, 240, 320, 400, 480, 640, 960].map((w) => `${PHONE}/${w} ${w}w`).join(', '));
    expect(p.src).toBe(`${PHONE}/640`);
    expect(p.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect(p.color).toBe('#a0522d');
    expect([p.width, p.height]).toEqual([300, 300]);
  });

  it.each([
    ['brand-logo', '48 1x, 72 2x, 160 3x'],
    ['category', '48 1x, 96 2x, 160 3x'],
    ['gallery-thumb', '72 1x, 160 2x, 240 3x'],
    ['hero-logo', '72 1x, 160 2x, 240 3x'],
    ['wish-line', '72 1x, 160 2x, 240 3x'],
    ['list-card', '96 1x, 240 2x, 320 3x'],
  ] as [ImageSlot, string][])('a fixed box, %s, offers its 1x, 2x and 3x: %s', (slot, offer) => {
    const p = pictureParts(PHONE, slot);
    expect(p.srcSet).toBe(
      offer
        .split(', ')
        .map((c) => `${PHONE}/${c}`)
        .join(', '),
    );
    expect(p.sizes).toBeUndefined();
    expect(p.src).toBe(`${PHONE}/${offer.split(' ')[0]}`);
  });

  it.each([
    ['bag-line', [72, 96, 160, 240, 320]],
    ['gallery', [400, 480, 640, 960, 1280, 1600]],
    ['card-berlin', [160, 240, 320, 400, 480, 640, 960]],
  ] as [ImageSlot, number[]][])('a box that follows the screen, %s, offers %j', (slot, widths) => {
    expect(pictureParts(PHONE, slot).srcSet).toBe(widths.map((w) => `${PHONE}/${w} ${w}w`).join(', '));
  });

  // At every DPR the offer holds a width that covers the box within 1.5x (the browser test checks Chromium's pick).
  const screens: [ImageSlot, number][] = [
    ['card', 360],
    ['card', 1280],
    ['card-berlin', 360],
    ['card-berlin', 1280],
    ['list-card', 360],
    ['gallery', 360],
    ['gallery', 1280],
    ['gallery-thumb', 360],
    ['hero-logo', 1280],
    ['brand-logo', 360],
    ['brand-logo', 1280],
    ['category', 360],
    ['bag-line', 360],
    ['bag-line', 1280],
    ['wish-line', 360],
  ];
  it.each(screens)('%s at %i px: a candidate within 1.5x of the box at DPR 1, 2 and 3', (slot, vw) => {
    const p = pictureParts(PHONE, slot);
    const box = sizesAt(IMAGE_SLOTS[slot].sizes, vw);
    const candidates = p.srcSet!.split(', ').map((c) => c.split(' ')[1]);
    for (const dpr of [1, 2, 3]) {
      const need = box * dpr;
      const chosen = p.sizes
        ? candidates.map((d) => Number(d.slice(0, -1))).find((w) => w >= need)
        : Number(/\/(\d+) \d+x$/.exec(p.srcSet!.split(', ').find((c) => c.endsWith(` ${dpr}x`)) ?? '')?.[1]);
      expect(chosen, `DPR ${dpr} needs ${need}`).toBeGreaterThanOrEqual(need);
      expect(chosen! / need, `DPR ${dpr}: ${chosen} for ${need}`).toBeLessThanOrEqual(1.5);
    }
  });

  it('fits are the narrowest and widest box the sizes give between 360 and 1280 px', () => {
    for (const slot of Object.keys(IMAGE_SLOTS) as ImageSlot[]) {
      const widths = Array.from({ length: 1280 - 360 + 1 }, (_, i) => sizesAt(IMAGE_SLOTS[slot].sizes, 360 + i));
      const [min, max] = IMAGE_SLOTS[slot].fits;
      expect(min, slot).toBeLessThanOrEqual(Math.min(...widths));
      expect(min, slot).toBeGreaterThan(Math.min(...widths) - 1);
      expect(max, slot).toBeGreaterThanOrEqual(Math.max(...widths));
      expect(max, slot).toBeLessThan(Math.max(...widths) + 1);
    }
  });

  it('offers a small logo at no width above its own', () => {
    const p = pictureParts(LOGO, 'hero-logo', { eager: true });
    expect(p.srcSet).toBe(`${LOGO}/72 1x, ${LOGO}/160 2x, ${LOGO}/240 3x`);
    expect(pictureParts(LOGO, 'gallery').srcSet).toBe(`${LOGO}/400 400w`);
    const tiny = '/media/dilli-kirana/fedcba9876543210-100x100-112233';
    expect(pictureParts(tiny, 'hero-logo').srcSet).toBe(`${tiny}/72 1x, ${tiny}/100 2x`);
    expect(p.src).toBe(`${LOGO}/72`);
    expect([p.width, p.height, p.loading]).toEqual([64, 64, 'eager']);
  });

  it.each([
    [{}, 'lazy', 'async', undefined],
    [{ eager: true }, 'eager', 'async', undefined],
    [{ priority: true }, 'eager', 'sync', 'high'],
  ] as const)('loading for %j: %s, %s, fetchpriority %s', (opts, loading, decoding, priority) => {
    const p = pictureParts(PHONE, 'gallery', opts);
    expect([p.loading, p.decoding, p.fetchPriority]).toEqual([loading, decoding, priority]);
  });
});

describe('pictureParts for anything else: what pages showed before photos', () => {
  it.each([
    ['generated art', '/img/p/toor-dal.svg', 'card', '/img/p/toor-dal.svg?w=300&h=300', undefined],
    [
      'another host',
      'https://cdn.example.com/a.jpg',
      'bag-line',
      '/api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=88x88&width=88',
      '/api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=88x88&width=88 1x, /api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=176x176&width=176 2x',
    ],
    ['no image', '', 'card', '/img/placeholder.svg', undefined],
    [
      'a photo path that is no reference',
      '/media/dilli-kirana/not-a-photo',
      'category',
      '/api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=48x48&width=48',
      '/api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=48x48&width=48 1x, /api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=96x96&width=96 2x',
    ],
  ] as const)('%s', (_, url, slot, src, srcSet) => {
    const p = pictureParts(url, slot as ImageSlot);
    expect(p).toMatchObject({ sources: [], src });
    expect(p.srcSet).toBe(srcSet);
    expect(p.color).toBeUndefined();
    expect(p.sizes).toBeUndefined();
  });

  it("draws the item page's art at widths with sizes, as before, and another host's photo too", () => {
    const p = pictureParts('/img/p/toor-dal.svg', 'gallery', { priority: true });
    expect(p.srcSet).toBe([360, 480, 720, 960, 1200].map((w) => `/img/p/toor-dal.svg?w=${w}&h=${w} ${w}w`).join(', '));
    expect(p.sizes).toBe(IMAGE_SLOTS.gallery.sizes);
    expect(p.src).toBe('/img/p/toor-dal.svg?w=600&h=600');
    const remote = pictureParts('https://cdn.example.com/a.jpg', 'gallery');
    expect(remote.srcSet?.split(', ')).toHaveLength(5);
    expect(remote.sizes).toBe(IMAGE_SLOTS.gallery.sizes);
  });
});

describe('links to one image (feeds, Markdown, social cards, icons, the manifest)', () => {
  it.each([
    [PHONE, 600, `${PHONE}/640.jpg`],
    [LOGO, 256, `${LOGO}/400.jpg`],
    ['/img/p/x-art.svg', 600, '/img/p/x-art.svg?w=600&h=600'],
    ['', 256, '/img/placeholder.svg'],
  ])('imageLink(%s, %i) = %s', (url, size, link) => expect(imageLink(url, size)).toBe(link));

  it.each([
    [LOGO, { href: `${LOGO}/160.jpg`, type: 'image/jpeg' }],
    ['/img/p/logo.svg', { href: '/img/p/logo.svg', type: 'image/svg+xml' }],
    ['', { href: '/favicon.svg', type: 'image/svg+xml' }],
    ['https://cdn.example.com/logo.png', { href: 'https://cdn.example.com/logo.png' }],
  ])('iconLink(%s) = %j', (url, link) => expect(iconLink(url)).toEqual(link));

  it('photoRefsOf keeps only photos, in order', () => {
    expect(photoRefsOf(['/img/p/a.svg', PORTRAIT, '', PHONE]).map((r) => r.id)).toEqual([
      '00112233aabbccdd-3024x4032-335577',
      '0123456789abcdef-4032x3024-a0522d',
    ]);
  });

  it('a photo logo gives the manifest JPEG icons at their real sizes', () => {
    const m = buildWebManifest({
      id: 'noir-threads',
      STORE_NAME: 'Noir',
      STORE_DESC: '',
      STORE_IMAGE: PORTRAIT,
      THEME_ID_v2: 'berlin',
      DEFAULT_COLOR: '#000000',
    });
    expect(m.icons).toEqual(
      [160, 240, 320, 400, 480, 640].map((w) => ({
        src: `${PORTRAIT}/${w}.jpg`,
        sizes: `${w}x${Math.round((w * 4032) / 3024)}`,
        type: 'image/jpeg',
        purpose: 'any',
      })),
    );
  });
});
