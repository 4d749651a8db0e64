import { describe, expect, it } from 'vitest';
import {
  calculateCartGst,
  calculateLineGst,
  hasVariantPrices,
  type PricedItem,
  unitPriceFor,
} from '../../../src/domain/cart/gst';

const plainItem: PricedItem = {
  PRICE: 24900,
  MRP: 27500,
  GST_PERCENT: 5,
  VARIANTS: { prices: [] },
};

const weightItem: PricedItem = {
  PRICE: 6500,
  MRP: null,
  GST_PERCENT: 5,
  VARIANTS: {
    prices: [
      { key: '500g', label: '500 g', price: 6500, mrp: 7000, gst: 12 },
      { key: '1kg', label: '1 kg', price: 12500 },
      { key: '5kg', label: '5 kg', price: 59900, gst: 0 },
    ],
  },
};

describe('unitPriceFor', () => {
  it.each([
    [
      'an item without variant prices uses its own price and GST',
      plainItem,
      undefined,
      { ok: true, price: 24900, mrp: 27500, gstPercent: 5, variantKey: null },
    ],
    [
      'an item without variant prices ignores a stray variant key',
      plainItem,
      'xl',
      { ok: true, price: 24900, mrp: 27500, gstPercent: 5, variantKey: null },
    ],
    [
      'a variant with its own GST uses the variant percent',
      weightItem,
      '500g',
      { ok: true, price: 6500, mrp: 7000, gstPercent: 12, variantKey: '500g' },
    ],
    [
      'a variant without a GST percent falls back to the item percent',
      weightItem,
      '1kg',
      { ok: true, price: 12500, mrp: null, gstPercent: 5, variantKey: '1kg' },
    ],
    [
      'a variant with 0% GST stays at 0%',
      weightItem,
      '5kg',
      { ok: true, price: 59900, mrp: null, gstPercent: 0, variantKey: '5kg' },
    ],
    [
      'an item with no GST percent at all has none',
      { PRICE: 1000, MRP: null, GST_PERCENT: null },
      undefined,
      { ok: true, price: 1000, mrp: null, gstPercent: null, variantKey: null },
    ],
  ])('%s', (_name, item, key, expected) => {
    expect(unitPriceFor(item, key)).toEqual(expected);
  });

  it.each([
    ['no key', undefined, 'VARIANT_REQUIRED', 'Please choose an option before adding this item.'],
    ['an empty key', '', 'VARIANT_REQUIRED', 'Please choose an option before adding this item.'],
    ['an unknown key', '2kg', 'UNKNOWN_VARIANT', 'The option you chose is no longer available. Please choose another.'],
  ])('refuses an item with variant prices given %s', (_name, key, code, rsn) => {
    expect(unitPriceFor(weightItem, key)).toEqual({
      ok: false,
      code,
      rsn,
      say: expect.objectContaining({ id: expect.stringMatching(/^problem\.choice\./) }),
    });
  });

  it('tells items with variant prices apart', () => {
    expect(hasVariantPrices(weightItem)).toBe(true);
    expect(hasVariantPrices(plainItem)).toBe(false);
    expect(hasVariantPrices({ PRICE: 1, MRP: null, GST_PERCENT: null })).toBe(false);
  });
});

describe('calculateLineGst (price x gst% x qty, rounded per line half up)', () => {
  it.each([
    ['5% on one ₹9.99 item is 49.95 paise -> 50', 999, 5, 1, 50],
    ['5% on three ₹9.99 items is 149.85 paise -> 150', 999, 5, 3, 150],
    ['18% on two ₹249 items', 24900, 18, 2, 8964],
    ['12% on ₹0.04 is 0.48 paise -> 0', 4, 12, 1, 0],
    ['12.5% on ₹0.04 is 0.5 paise -> 1', 4, 12.5, 1, 1],
    ['no percent, no GST', 24900, null, 2, 0],
    ['0% is no GST', 24900, 0, 2, 0],
  ])('%s', (_name, unitPrice, pct, qty, gst) => {
    expect(calculateLineGst(unitPrice, pct, qty)).toBe(gst);
  });
});

describe('calculateCartGst', () => {
  const lines = [
    { unitPrice: 999, gstPercent: 5, qty: 1 },
    { unitPrice: 999, gstPercent: 5, qty: 1 },
    { unitPrice: 10000, gstPercent: null, qty: 4 },
  ];

  it('rounds each line on its own (two lines of 49.95 paise give 100, not 99.9)', () => {
    expect(calculateCartGst(lines, true)).toBe(100);
  });

  it('adds nothing when the shop has GST off', () => {
    expect(calculateCartGst(lines, false)).toBe(0);
  });

  it('is 0 for an empty bag', () => {
    expect(calculateCartGst([], true)).toBe(0);
  });
});
