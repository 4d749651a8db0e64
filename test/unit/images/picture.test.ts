import { describe, expect, it } from 'vitest';
import { cardSlot, iconLink, imageLink, IMAGE_SLOTS, isAboveFold, pictureParts, photoRefsOf, type ImageSlot, type PagePlace } from '../../../src/domain/images/picture';
import { buildWebManifest } from '../../../src/domain/manifest';

// A phone photo (4032 x 3024, landscape) and a small square logo, as the owner upload names them.
const PHONE = '/media/dilli-kirana/0123456789abcdef-4032x3024-a0522d';
const LOGO = '/media/dilli-kirana/fedcba9876543210-400x400-112233';
const PORTRAIT = '/media/noir-threads/00112233aabbccdd-3024x4032-335577';

/** The width a `sizes` list gives at a viewport, as a browser evaluates it (min-width conditions, px, calc of vw). */
function sizesAt(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const m = /^(?:\(min-width: (\d+)px\)\s+)?(.+)$/.exec(entry.trim())!;
    if (m[1] && vw < Number(m[1])) continue;
    const len = m[2];
    let r: RegExpExecArray | null;
    if ((r = /^(\d+)px$/.exec(len))) return Number(r[1]);
    if ((r = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(len))) return (vw - Number(r[1])) / Number(r[2]);
    if ((r = /^calc\(100vw - (\d+)px\)$/.exec(len))) return vw - Number(r[1]);
    throw new Error(`cannot read ${len}`);
  }
  throw new Error('no entry matched');
}

describe('IMAGE_SLOTS sizes match the stylesheet\'s boxes', () => {
  // Box widths worked out from static/css at each viewport (container 1200 px with 16 px padding; grid 2/3/4
  // columns with 12/16 px gaps; berlin's 1400 px shell of 220 + main + 180 px with 24 px gaps; item detail 520 px).
  const boxes: [ImageSlot, number, number][] = [
    ['card', 360, 158], ['card', 1280, 280], ['card', 768, 234.67], ['card', 1024, 236],
    ['card-berlin', 360, 158], ['card-berlin', 1280, 188], ['card-berlin', 1440, 218],
    ['list-card', 360, 96], ['list-card', 1280, 96],
    ['gallery', 360, 328], ['gallery', 1280, 520], ['gallery', 800, 768],
    ['gallery-thumb', 360, 56], ['hero-logo', 1280, 64], ['brand-logo', 360, 36], ['category', 360, 48],
    ['bag-line', 360, 72], ['bag-line', 1280, 88], ['wish-line', 360, 72],
  ];
  it.each(boxes)('%s at %i px is %f px wide', (slot, vw, box) => {
    expect(sizesAt(IMAGE_SLOTS[slot].sizes, vw)).toBeCloseTo(box, 1);
  });

  it('draws art for at least the widest box it can be (its 1x and 2x), up to the gallery\'s 600 px', () => {
    for (const [slot, vw] of boxes) expect(IMAGE_SLOTS[slot].box).toBeGreaterThanOrEqual(Math.min(sizesAt(IMAGE_SLOTS[slot].sizes, vw), 600));
  });
});

describe('cardSlot', () => {
  it.each([
    [true, 'default', 'card'], [true, '', 'card'], [true, 'berlin', 'card-berlin'], [false, 'berlin', 'list-card'], [false, 'default', 'list-card'],
  ] as const)('grid %s, theme %s: %s', (grid, theme, slot) => expect(cardSlot(grid, theme)).toBe(slot));
});

describe('isAboveFold', () => {
  it.each([
    ['home', 0, true], ['home', 3, true], ['home', 4, false], ['category', 3, true], ['category', 4, false],
    ['search', 0, true], ['gallery', 0, true], ['gallery', 1, false], ['categories', 5, true], ['categories', 6, false],
    ['logo', 0, true], ['elsewhere', 0, false],
  ] as [PagePlace, number, boolean][])('%s #%i: %s', (place, i, above) => expect(isAboveFold(place, i)).toBe(above));
});

describe('pictureParts for a photo', () => {
  it('offers AVIF (up to 1200 px a side), WebP and a JPEG ladder, the 640 px JPEG as src, the colour and the box', () => {
    const p = pictureParts(PHONE, 'card');
    expect(p.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const avif = p.sources[0].srcSet;
    expect(avif).toBe(['160', '320', '480', '640', '960'].map((w) => `${PHONE}/${w}.avif ${w}w`).join(', '));
    expect(p.sources[1].srcSet).toContain(`${PHONE}/1280.webp 1280w`);
    expect(p.srcSet).toBe([160, 320, 480, 640, 960, 1280].map((w) => `${PHONE}/${w}.jpg ${w}w`).join(', '));
    expect(p.src).toBe(`${PHONE}/640.jpg`);
    expect(p.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect(p.color).toBe('#a0522d');
    expect([p.width, p.height]).toEqual([300, 300]);
  });

  it('caps AVIF by the longer side: a portrait photo offers AVIF only up to 900 px wide (1200 px tall)', () => {
    const widths = pictureParts(PORTRAIT, 'gallery').sources[0].srcSet.split(', ').map((s) => s.split(' ')[1]);
    expect(widths).toEqual(['160w', '320w', '480w', '640w']);
  });

  it('offers a small logo at no width above its own', () => {
    const p = pictureParts(LOGO, 'hero-logo', { eager: true });
    expect(p.srcSet).toBe(`${LOGO}/160.jpg 160w, ${LOGO}/320.jpg 320w, ${LOGO}/400.jpg 400w`);
    expect(p.src).toBe(`${LOGO}/400.jpg`);
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
    ['generated art', '/img/p/toor-dal.svg', 'card', '/img/p/toor-dal.svg?w=300&h=300', '/img/p/toor-dal.svg?w=300&h=300 1x, /img/p/toor-dal.svg?w=600&h=600 2x'],
    ['another host', 'https://cdn.example.com/a.jpg', 'bag-line', '/api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=88x88&width=88', '/api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=88x88&width=88 1x, /api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=176x176&width=176 2x'],
    ['no image', '', 'card', '/img/placeholder.svg', '/img/placeholder.svg 1x, /img/placeholder.svg 2x'],
    ['a photo path that is no reference', '/media/dilli-kirana/not-a-photo', 'category', '/api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=48x48&width=48', '/api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=48x48&width=48 1x, /api/v1/resizer?url=%2Fmedia%2Fdilli-kirana%2Fnot-a-photo&size=96x96&width=96 2x'],
  ] as const)('%s', (_, url, slot, src, srcSet) => {
    const p = pictureParts(url, slot as ImageSlot);
    expect(p).toMatchObject({ sources: [], src, srcSet });
    expect(p.color).toBeUndefined();
    expect(p.sizes).toBeUndefined();
  });

  it('draws the item page\'s art at widths with sizes, as before', () => {
    const p = pictureParts('/img/p/toor-dal.svg', 'gallery', { priority: true });
    expect(p.srcSet).toBe([360, 480, 720, 960, 1200].map((w) => `/img/p/toor-dal.svg?w=${w}&h=${w} ${w}w`).join(', '));
    expect(p.sizes).toBe(IMAGE_SLOTS.gallery.sizes);
    expect(p.src).toBe('/img/p/toor-dal.svg?w=600&h=600');
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
    expect(photoRefsOf(['/img/p/a.svg', PORTRAIT, '', PHONE]).map((r) => r.id)).toEqual(['00112233aabbccdd-3024x4032-335577', '0123456789abcdef-4032x3024-a0522d']);
  });

  it('a photo logo gives the manifest JPEG icons at their real sizes', () => {
    const m = buildWebManifest({ id: 'noir-threads', STORE_NAME: 'Noir', STORE_DESC: '', STORE_IMAGE: PORTRAIT, THEME_ID_v2: 'berlin', DEFAULT_COLOR: '#000000' });
    expect(m.icons).toEqual([160, 320, 480, 640].map((w) => ({ src: `${PORTRAIT}/${w}.jpg`, sizes: `${w}x${Math.round((w * 4032) / 3024)}`, type: 'image/jpeg', purpose: 'any' })));
  });
});
