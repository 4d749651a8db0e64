import { describe, expect, it } from 'vitest';
import { formatFor, parseVariantPath, photoUrl, parsePhotoRef } from '../../../src/domain/images/photo-ref';

const WIDE = { width: 1600, height: 1200 };
const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_15 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';
const OLD = 'image/png,image/*;q=0.8,*/*;q=0.5';

describe('formatFor: the format a format-free photo URL answers', () => {
  it.each([
    [CHROMIUM, 640, 'avif'],
    [CHROMIUM, 1280, 'webp'], // 1280 x 960 is over AVIF's 1,200 px side
    [SAFARI_15, 640, 'webp'],
    [OLD, 640, 'jpg'],
    ['*/*', 640, 'jpg'],
    ['', 640, 'jpg'],
    [null, 640, 'jpg'],
    ['image/avif;q=0, image/webp', 640, 'webp'],
    ['IMAGE/AVIF', 320, 'avif'],
    ['image/webp;q=0.0', 320, 'jpg'],
    ['image/avifx, image/webpx', 320, 'jpg'],
  ] as const)('Accept %j at %i px: %s', (accept, width, format) => expect(formatFor(accept, WIDE, width)).toBe(format));
});

describe('parseVariantPath', () => {
  const ref = parsePhotoRef('/media/dilli-kirana/0123456789abcdef-1600x1200-a0522d')!;
  it('reads a format-free width as format null, and a width with its format', () => {
    expect(parseVariantPath(photoUrl(ref, 48))).toMatchObject({ width: 48, format: null });
    expect(parseVariantPath(`${photoUrl(ref, 480)}.webp`)).toMatchObject({ width: 480, format: 'webp' });
  });
  it.each(['/480.png', '/480.', '/0480', '/4', '/480/'])('refuses %s', (tail) =>
    expect(parseVariantPath(`/media/dilli-kirana/${ref.id}${tail}`)).toBeNull(),
  );
});
