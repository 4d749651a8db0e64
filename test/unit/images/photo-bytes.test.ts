import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { deflateSync, inflateSync } from 'node:zlib';
import {
  exifOrientation,
  orientationTransform,
  orientedSize,
  readImageHeader,
  UNREADABLE_SENTENCES,
} from '../../../src/domain/images/image-header';
import { metadataMarkers, stripMetadata } from '../../../src/domain/images/strip-metadata';
import { checkPhotoBytes, MAX_PHOTO_BYTES, TOO_LARGE } from '../../../src/domain/images/upload-rules';
import { photoRefused } from '../../../src/domain/owner/setting-refusals';
import { speak } from '../../../src/render/i18n';
import { dominantColour, pngParts, pngPixels } from '../../../src/domain/images/dominant-colour';
import { MAX_ITEM_IMAGES, picturesOf, withoutPhoto, withPhoto } from '../../../src/domain/images/item-photos';
import { inflate } from '../../../src/data/media/photo-bytes';

const solid = (width: number, height: number, background = '#c03020') =>
  sharp({ create: { width, height, channels: 3, background } });
const camera = { IFD0: { Make: 'StreetCamMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1' } };
const u8 = (b: Buffer) => new Uint8Array(b);
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const join = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const pngHeader = (w: number, h: number) =>
  join(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    ascii('IHDR'),
    be32(w),
    be32(h),
    [8, 2, 0, 0, 0],
    [0, 0, 0, 0],
  );

describe('readImageHeader: format and size from the first bytes', () => {
  it.each([
    ['jpeg', () => solid(640, 480).jpeg().toBuffer(), 640, 480],
    ['png', () => solid(300, 200).png().toBuffer(), 300, 200],
    ['webp', () => solid(250, 120).webp().toBuffer(), 250, 120],
    ['webp', () => solid(250, 120).webp({ lossless: true }).toBuffer(), 250, 120],
    ['webp', () => solid(250, 120).webp().withExif(camera).toBuffer(), 250, 120], // VP8X
    ['avif', () => solid(240, 160).avif().toBuffer(), 240, 160],
  ] as const)('%s %#', async (format, make, width, height) => {
    expect(readImageHeader(u8(await make()))).toEqual({ ok: true, format, width, height, orientation: 1 });
  });

  it.each([1, 3, 6, 8])('reads EXIF orientation %i of a JPEG', async (orientation) => {
    const jpeg = u8(await solid(640, 480).jpeg().withMetadata({ orientation }).withExif(camera).toBuffer());
    expect(readImageHeader(jpeg)).toMatchObject({ ok: true, width: 640, height: 480, orientation });
  });

  it.each([
    ['text', ascii('hello world, not an image'), 'unknown'],
    [
      'svg',
      ascii('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'svg',
    ],
    ['gif', join(ascii('GIF89a'), new Array(20).fill(0)), 'gif'],
    ['heic', join(be32(24), ascii('ftypheic'), be32(0), ascii('mif1heic'), new Array(40).fill(0)), 'heic'],
    ['jpeg cut in its headers', join([0xff, 0xd8, 0xff, 0xe1, 0x10, 0x00], new Array(20).fill(0)), 'truncated'],
    ['jpeg scan before a frame', join([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08], new Array(20).fill(0)), 'truncated'],
    [
      'png without IHDR',
      join([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(0), ascii('IDAT'), new Array(20).fill(0)),
      'unknown',
    ],
    ['empty', new Uint8Array(0), 'unknown'],
  ] as const)('refuses %s', (_name, bytes, kind) => {
    expect(readImageHeader(bytes)).toEqual({ ok: false, kind, rsn: UNREADABLE_SENTENCES[kind] });
  });

  it('turns the sides for orientations 5-8 and names the clockwise turn', () => {
    expect(orientedSize({ width: 640, height: 480, orientation: 6 })).toEqual({ width: 480, height: 640 });
    expect(orientedSize({ width: 640, height: 480, orientation: 3 })).toEqual({ width: 640, height: 480 });
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(orientationTransform)).toEqual([
      {},
      { flip: 'h' },
      { rotate: 180 },
      { flip: 'v' },
      { rotate: 90, flip: 'h' },
      { rotate: 90 },
      { rotate: 270, flip: 'h' },
      { rotate: 270 },
    ]);
    expect(exifOrientation(new Uint8Array([0x49, 0x49, 42, 0]))).toBe(1);
  });
});

describe('checkPhotoBytes: the upload rules, from the header', () => {
  it.each([
    ['a 90 megapixel PNG claim', pngHeader(9500, 9500), 422, 'IMAGE_DIMENSIONS'],
    ['exactly 40 megapixels is fine', pngHeader(8000, 5000), 0, ''],
    ['a side of 99 px', pngHeader(99, 500), 422, 'IMAGE_DIMENSIONS'],
    ['a side of 100 px is fine', pngHeader(100, 100), 0, ''],
    ['a side over 16,383 px', pngHeader(20000, 100), 422, 'IMAGE_DIMENSIONS'],
    ['a strip of 100 x 16,383 px (kept as 16 x 2,560: under 100 px)', pngHeader(100, 16383), 422, 'IMAGE_DIMENSIONS'],
    ['a strip of 16,383 x 100 px', pngHeader(16383, 100), 422, 'IMAGE_DIMENSIONS'],
    ['100 x 2,560 px is fine (kept as it is)', pngHeader(100, 2560), 0, ''],
    ['100 x 2,561 px would keep a 99.96 px side, rounded to 100: fine', pngHeader(100, 2561), 0, ''],
    ['200 x 5,300 px (kept as 97 x 2,560)', pngHeader(200, 5300), 422, 'IMAGE_DIMENSIONS'],
    ['200 x 5,100 px is fine (kept as 100 x 2,560)', pngHeader(200, 5100), 0, ''],
    ['a zero side', pngHeader(0, 100), 415, 'UNSUPPORTED_IMAGE'],
    ['over 15 MB', new Uint8Array(MAX_PHOTO_BYTES + 1), 413, 'TOO_LARGE'],
    [
      'HEIC',
      join(be32(24), ascii('ftypheic'), be32(0), ascii('mif1heic'), new Array(40).fill(0)),
      415,
      'UNSUPPORTED_IMAGE',
    ],
  ] as const)('%s', (_name, bytes, status, code) => {
    const check = checkPhotoBytes(bytes);
    if (status === 0) expect(check.ok).toBe(true);
    else expect(check).toMatchObject({ ok: false, status, code });
  });

  it('says why a strip is refused, in English and in Hindi', () => {
    const check = checkPhotoBytes(pngHeader(100, 16383));
    expect(!check.ok && check).toMatchObject({
      shape: true,
      rsn: expect.stringContaining('at most 25 times its short side'),
    });
    const said = photoRefused(!check.ok ? check : TOO_LARGE, { maxMb: 15, minSide: 100, maxSide: 16383 });
    expect(speak('hi', said.say)).toMatch(/25 गुना/);
  });

  it('tells an iPhone owner how to save JPEG', () => {
    const check = checkPhotoBytes(join(be32(24), ascii('ftypheic'), be32(0), ascii('mif1heic'), new Array(40).fill(0)));
    expect(!check.ok && check.rsn).toContain('Settings > Camera > Formats');
  });
});

describe('stripMetadata', () => {
  it.each([
    [
      'jpeg',
      () => solid(320, 240).jpeg().withMetadata({ orientation: 6 }).withExif(camera).withIccProfile('p3').toBuffer(),
    ],
    ['png', () => solid(320, 240).png().withExif(camera).withIccProfile('p3').toBuffer()],
    ['webp', () => solid(320, 240).webp().withExif(camera).withIccProfile('p3').toBuffer()],
  ] as const)(
    'drops EXIF and GPS from a %s, keeps its ICC profile, and it still decodes to the same colours',
    async (format, make) => {
      const original = u8(await make());
      expect(metadataMarkers(original).length).toBeGreaterThan(0);
      const stripped = stripMetadata(format, original);
      // the profile stays so the decoder converts the colours to sRGB (issue #40)
      expect(metadataMarkers(stripped).filter((m) => m !== 'ICC_PROFILE' && m !== 'iCCP')).toEqual([]);
      expect(new TextDecoder('latin1').decode(stripped)).not.toContain('StreetCamMaker');
      const meta = await sharp(stripped).metadata();
      expect(meta).toMatchObject({ width: 320, height: 240 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toEqual((await sharp(original).metadata()).icc);
      expect(meta.orientation).toBeUndefined();
      const [a, b] = await Promise.all([sharp(original).raw().toBuffer(), sharp(stripped).raw().toBuffer()]);
      expect(b.equals(a)).toBe(true);
    },
  );
});

describe('dominantColour', () => {
  const rgba = (...pixels: number[][]) => Uint8Array.from(pixels.flat());
  it.each([
    ['one colour', rgba([200, 100, 0, 255], [200, 100, 0, 255]), '#c86400'],
    [
      'the most pixels win, not the average',
      rgba([250, 130, 0, 255], [250, 130, 0, 255], [250, 130, 0, 255], [0, 0, 255, 255]),
      '#fa8200',
    ],
    ['transparent pixels do not count', rgba([0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [10, 200, 10, 255]), '#0ac80a'],
    ['nothing to count: grey', rgba([0, 0, 0, 0]), '#808080'],
  ] as const)('%s', (_name, pixels, colour) => expect(dominantColour(pixels)).toBe(colour));

  it.each([
    ['rgb', () => solid(16, 10, '#3366cc').png().toBuffer()],
    [
      'rgba',
      () =>
        sharp({ create: { width: 16, height: 10, channels: 4, background: '#3366ccff' } })
          .png()
          .toBuffer(),
    ],
    ['palette', () => solid(16, 10, '#3366cc').png({ palette: true }).toBuffer()],
    ['grey', () => solid(16, 10, '#777777').toColourspace('b-w').png().toBuffer()],
  ] as const)('reads the pixels of a %s PNG', async (kind, make) => {
    const png = u8(await make());
    const parts = pngParts(png)!;
    const pixels = pngPixels(parts, new Uint8Array(inflateSync(parts.idat)))!;
    expect(pixels.length).toBe(16 * 10 * 4);
    expect(dominantColour(pixels)).toBe(kind === 'grey' ? '#777777' : '#3366cc');
  });

  it('unfilters every PNG row filter', () => {
    // 3 x 1 RGB rows with filters 0..4 over the same pixels: all decode to the same
    for (const filter of [0, 1, 2, 3, 4]) {
      const row = [10, 20, 30, 10, 20, 30, 10, 20, 30];
      const encoded =
        filter === 1
          ? [10, 20, 30, 0, 0, 0, 0, 0, 0]
          : filter === 3
            ? [10, 20, 30, 5, 10, 15, 5, 10, 15]
            : filter === 4
              ? [10, 20, 30, 0, 0, 0, 0, 0, 0]
              : row;
      const parts = {
        width: 3,
        height: 1,
        bitDepth: 8,
        colourType: 2,
        interlaced: false,
        palette: null,
        idat: new Uint8Array(deflateSync(Buffer.from([filter, ...encoded]))),
      };
      const pixels = pngPixels(parts, Uint8Array.from([filter, ...encoded]))!;
      expect([...pixels.subarray(0, 3)], String(filter)).toEqual([10, 20, 30]);
      expect([...pixels.subarray(8, 11)], String(filter)).toEqual([10, 20, 30]);
    }
  });
});

describe("an item's pictures", () => {
  const photo = (n: number) => `/media/dilli-kirana/${String(n).padStart(16, '0')}-200x200-808080`;
  it.each([
    [
      'the first photo replaces the generated art',
      { IMAGE: '/img/p/besan.svg', IMAGES: [] },
      photo(1),
      { IMAGE: photo(1), IMAGES: [] },
    ],
    ['an empty item', { IMAGE: '', IMAGES: [] }, photo(1), { IMAGE: photo(1), IMAGES: [] }],
    [
      'added last',
      { IMAGE: 'https://cdn.example.com/a.jpg', IMAGES: [photo(2)] },
      photo(1),
      { IMAGE: 'https://cdn.example.com/a.jpg', IMAGES: [photo(2), photo(1)] },
    ],
    ['once', { IMAGE: photo(1), IMAGES: [] }, photo(1), { IMAGE: photo(1), IMAGES: [] }],
  ] as const)('%s', (_name, item, path, after) =>
    expect(withPhoto({ ...item, IMAGES: [...item.IMAGES] }, path)).toEqual(after),
  );

  it('refuses a twelfth picture and removes one, the next becoming the main one', () => {
    const full = { IMAGE: photo(0), IMAGES: Array.from({ length: MAX_ITEM_IMAGES - 1 }, (_, i) => photo(i + 1)) };
    expect(picturesOf(full)).toHaveLength(MAX_ITEM_IMAGES);
    expect(withPhoto(full, photo(99))).toBe('full');
    const after = withoutPhoto(full, 'dilli-kirana', photo(0).split('/')[3])!;
    expect(after.IMAGE).toBe(photo(1));
    expect(after.IMAGES).toHaveLength(MAX_ITEM_IMAGES - 2);
    expect(withoutPhoto(full, 'noir-threads', photo(0).split('/')[3])).toBeNull();
  });
});

describe("inflate: a PNG's zlib stream", () => {
  it.each([
    ['pixels', new Uint8Array(5000).map((_, i) => i % 7)],
    ['nothing', new Uint8Array(0)],
  ])('gives back the %s it was deflated from', async (_, raw) => {
    expect(await inflate(new Uint8Array(deflateSync(raw)))).toEqual(raw);
  });

  it('refuses bytes that are not a zlib stream', async () => {
    await expect(inflate(new Uint8Array([1, 2, 3, 4, 5]))).rejects.toThrow();
  });
});
