import { describe, expect, it } from 'vitest';
import { discountPercent, offerFor, stockLabel, stockState } from '../../../src/domain/catalogue/pricing';
import { readLastVariant, writeLastVariant } from '../../../src/domain/catalogue/last-variant';
import { ratingSentence, summariseRatings } from '../../../src/domain/catalogue/reviews';
import { restoresScroll } from '../../../src/domain/catalogue/scroll-rule';
import { isSlugId, pageNumber } from '../../../src/domain/catalogue/paths';

const besan = {
  PRICE: 5800,
  MRP: 6500,
  GST_PERCENT: 5,
  VARIANTS: {
    sizes: [],
    colors: [],
    prices: [
      { key: '500g', label: '500 g', price: 5800, mrp: 6500, gst: 5 },
      { key: '1kg', label: '1 kg', price: 11200, mrp: 12500, gst: 12 },
    ],
  },
};

describe('offerFor', () => {
  it('prices the first pack by default, with MRP, discount and the GST of one unit', () => {
    expect(offerFor(besan, true)).toEqual({
      price: 5800,
      mrp: 6500,
      off: 11,
      gstPercent: 5,
      gstAmount: 290,
      variantKey: '500g',
    });
  });

  it('uses the chosen pack and its own GST percent', () => {
    expect(offerFor(besan, true, '1kg')).toMatchObject({
      price: 11200,
      gstPercent: 12,
      gstAmount: 1344,
      variantKey: '1kg',
    });
  });

  it('shows no GST when the shop has GST off or the item has no percent', () => {
    expect(offerFor(besan, false, '1kg')).toMatchObject({ gstPercent: null, gstAmount: 0 });
    expect(
      offerFor({ ...besan, GST_PERCENT: null, VARIANTS: { sizes: [], colors: [], prices: [] } }, true),
    ).toMatchObject({ price: 5800, gstPercent: null });
  });

  it('falls back to the first pack for an unknown key', () => {
    expect(offerFor(besan, true, 'nope').variantKey).toBe('500g');
  });
});

describe('discountPercent', () => {
  it('is a whole percent off the MRP, 0 without a higher MRP', () => {
    expect(discountPercent(5800, 6500)).toBe(11);
    expect(discountPercent(6500, 6500)).toBe(0);
    expect(discountPercent(6500, null)).toBe(0);
  });
});

describe('stock state (DESIGN 7)', () => {
  it('treats null and -1 as untracked (available), 0 as out, a few as low', () => {
    expect(stockState(null)).toEqual({ kind: 'untracked' });
    expect(stockState(-1)).toEqual({ kind: 'untracked' });
    expect(stockState(0)).toEqual({ kind: 'out' });
    expect(stockLabel(stockState(3))).toBe('Only 3 left');
    expect(stockLabel(stockState(40))).toBe('In stock');
    expect(stockLabel(stockState(undefined))).toBe('In stock');
  });
});

describe('itemLastVariant', () => {
  const offers = { variantKeys: ['500g', '1kg'], sizes: ['S', 'M'], colors: ['Indigo'] };

  it('remembers the last choice per shop and item', () => {
    let raw = writeLastVariant(null, 'dilli-kirana', 'besan', { variantKey: '1kg' }, 1);
    raw = writeLastVariant(raw, 'noir-threads', 'kurta', { size: 'M', color: 'Indigo' }, 2);
    expect(readLastVariant(raw, 'dilli-kirana', 'besan', offers)).toEqual({
      variantKey: '1kg',
      size: undefined,
      color: undefined,
    });
    expect(readLastVariant(raw, 'noir-threads', 'kurta', offers)).toEqual({
      variantKey: undefined,
      size: 'M',
      color: 'Indigo',
    });
    expect(readLastVariant(raw, 'dilli-kirana', 'other', offers)).toEqual({});
  });

  it('ignores options the item no longer has, and broken storage', () => {
    const raw = writeLastVariant(null, 's', 'i', { variantKey: '5kg', size: 'XXL' }, 1);
    expect(readLastVariant(raw, 's', 'i', offers)).toEqual({
      variantKey: undefined,
      size: undefined,
      color: undefined,
    });
    for (const bad of ['{', '[]', 'null', '"x"', '{"s/i": 5}'])
      expect(readLastVariant(bad, 's', 'i', offers), bad).toEqual({});
  });

  it('keeps at most 200 items, dropping the oldest', () => {
    let raw: string | null = null;
    for (let i = 0; i < 205; i++) raw = writeLastVariant(raw, 's', `item-${i}`, { size: 'S' }, i);
    const data = JSON.parse(raw!);
    expect(Object.keys(data)).toHaveLength(200);
    expect(data['s/item-0']).toBeUndefined();
    expect(data['s/item-204']).toBeDefined();
  });
});

describe('rating summary', () => {
  it('averages to one decimal and counts each star level', () => {
    const s = summariseRatings([
      { rating: 5, n: 2 },
      { rating: 4, n: 1 },
    ]);
    expect(s).toEqual({ count: 3, average: 4.7, distribution: [2, 1, 0, 0, 0] });
    expect(ratingSentence(s)).toBe('4.7 out of 5 stars from 3 reviews');
  });

  it('ignores impossible ratings and says when there are none', () => {
    const s = summariseRatings([
      { rating: 9, n: 3 },
      { rating: 0, n: 1 },
    ]);
    expect(s.count).toBe(0);
    expect(ratingSentence(s)).toBe('No reviews yet');
  });
});

describe('scroll rule', () => {
  it('restores on home, categories and category item pages', () => {
    for (const p of [
      '/dilli-kirana',
      '/dilli-kirana/',
      '/dilli-kirana/home',
      '/dilli-kirana/categories',
      '/dilli-kirana/categories/dairy',
      '/dilli-kirana/dairy',
    ]) {
      expect(restoresScroll(p), p).toBe(true);
    }
  });

  it('resets everywhere else', () => {
    for (const p of [
      '/',
      '/dilli-kirana/dairy/dahi',
      '/dilli-kirana/bag',
      '/dilli-kirana/account',
      '/dilli-kirana/search/dal',
      '/dilli-kirana/content/blogs',
      '/dilli-kirana/sitemap',
    ]) {
      expect(restoresScroll(p), p).toBe(false);
    }
  });
});

describe('ids and page numbers from paths', () => {
  it('accepts plain slugs only', () => {
    for (const ok of ['besan', 'toor-dal', 'a_b', 'X1']) expect(isSlugId(ok), ok).toBe(true);
    for (const bad of ['', '-x', '../x', 'a/b', 'a b', '<script>', 'a'.repeat(65), 'é'])
      expect(isSlugId(bad), bad).toBe(false);
  });

  it('reads page numbers defensively', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('1e9')).toBe(1);
    expect(pageNumber('9999')).toBe(500);
  });
});
