import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESIZER_MONTHLY_CAP,
  isAllowedHost,
  monthOf,
  nearestStoredWidth,
  parseAllowedHosts,
  remoteImageUrlsIn,
  resizerMonthlyCap,
  snapToLadder,
} from '../../../src/domain/catalogue/resizer-rules';

describe('snapToLadder', () => {
  it.each([
    [16, 48],
    [48, 48],
    [49, 72],
    [300, 320],
    [321, 400],
    [1000, 1280],
    [1600, 1600],
    [2000, 1600],
  ])('%d → %d', (asked, width) => expect(snapToLadder(asked)).toBe(width));
});

describe('the operator allow-list', () => {
  const allowed = parseAllowedHosts(' images.example.com, *.cdn.example.net  static.example.org. ');
  it('reads commas and spaces, any case, no trailing dot', () =>
    expect(allowed).toEqual(['images.example.com', '*.cdn.example.net', 'static.example.org']));
  it.each([
    ['https://images.example.com/a.jpg', true],
    ['https://IMAGES.example.com/a.jpg', true],
    ['https://evil-images.example.com/a.jpg', false],
    ['https://images.example.com.evil.net/a.jpg', false],
    ['https://a.cdn.example.net/x.png', true],
    ['https://cdn.example.net/x.png', false],
    ['https://xcdn.example.net/x.png', false],
    ['https://static.example.org/x.png', true],
    ['not a url', false],
  ])('%s: %s', (url, ok) => expect(isAllowedHost(url, allowed)).toBe(ok));
  it('an empty list allows nothing', () =>
    expect(isAllowedHost('https://images.example.com/a.jpg', parseAllowedHosts(''))).toBe(false));
});

describe('resizerMonthlyCap', () => {
  it.each([
    [undefined, DEFAULT_RESIZER_MONTHLY_CAP],
    ['', DEFAULT_RESIZER_MONTHLY_CAP],
    ['5000', 5000],
    ['0', 0],
    [' 12 ', 12],
    ['-1', DEFAULT_RESIZER_MONTHLY_CAP],
    ['1.5', DEFAULT_RESIZER_MONTHLY_CAP],
    ['lots', DEFAULT_RESIZER_MONTHLY_CAP],
  ])('%j → %d', (value, cap) => expect(resizerMonthlyCap(value)).toBe(cap));
});

describe('monthOf', () => {
  it('is the UTC month', () => {
    expect(monthOf(Date.UTC(2026, 10, 30, 23, 59))).toBe('2026-11');
    expect(monthOf(Date.UTC(2026, 11, 1, 0, 0))).toBe('2026-12');
  });
});

describe('remoteImageUrlsIn', () => {
  it('finds the https images of public hosts anywhere in a body, once each', () => {
    const body = {
      IMAGE: 'https://cdn.example.com/a.jpg',
      IMAGES: ['https://cdn.example.com/b.jpg', 'https://cdn.example.com/a.jpg', '/media/x/y'],
      CAT_IMAGE: 'http://cdn.example.com/plain.jpg',
      ITEM_DESC: 'see https://127.0.0.1/x.jpg',
      I18N: { hi: { IMAGE: 'https://localhost/c.jpg' } },
      nested: { deeper: [{ url: 'https://img.example.org/d.png' }] },
    };
    expect([...remoteImageUrlsIn(body)]).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/b.jpg',
      'https://img.example.org/d.png',
    ]);
  });
  it('stops at 200 addresses', () => {
    expect(remoteImageUrlsIn(Array.from({ length: 500 }, (_, i) => `https://cdn.example.com/${i}.jpg`)).size).toBe(200);
  });
});

describe('nearestStoredWidth', () => {
  it.each([
    [[], 320, null],
    [[160, 640], 320, 640],
    [[160, 240], 320, 240],
    [[320], 320, 320],
    [[1600, 48, 400], 300, 400],
  ] as const)('stored %j, asked %d → %s', (stored, asked, width) =>
    expect(nearestStoredWidth(stored, asked)).toBe(width),
  );
});
