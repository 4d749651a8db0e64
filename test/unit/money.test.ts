import { describe, expect, it } from 'vitest';
import { decimalRupees, divideHalfUp, formatMoney, percentOf, rupeesToPaise } from '../../src/domain/money';

describe('formatMoney', () => {
  it.each([
    [4000, '₹40'],
    [0, '₹0'],
    [999, '₹9.99'],
    [4050, '₹40.50'],
    [1, '₹0.01'],
    [15_000_000, '₹1,50,000'],
    [1_234_567_850, '₹1,23,45,678.50'],
    [-4000, '-₹40'],
  ])('shows %i paise as %s (no decimals for whole rupees, Indian grouping)', (paise, shown) => {
    expect(formatMoney(paise)).toBe(shown);
  });

  // rupees are written without Intl (a new isolate's first page builds no NumberFormat): the same text as Intl's
  it.each([
    0, 1, 5, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 100_001, 1_234_567, 10_000_000, 99_999_999, 123_456_789,
    1_000_000_000, 9_876_543_210, 100_000_000_000_00, 123_456_789_012_34, -1, -99, -100, -4_050, -1_234_567_850,
  ])('shows %i paise as Intl en-IN says INR', (paise) => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
      maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
    });
    expect(formatMoney(paise)).toBe(intl.format(paise / 100));
  });

  it('formats another currency when the shop uses one', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50');
    expect(formatMoney(1200, 'USD')).toBe('$12');
  });

  it.each([9.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s, which is not whole paise', (bad) => {
    expect(() => formatMoney(bad)).toThrow(RangeError);
  });
});

describe('rupeesToPaise', () => {
  it.each([
    [40, 4000],
    [9.99, 999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.999, 2000],
    [0, 0],
    [-2.5, -250],
  ])('turns ₹%s into %i paise', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it.each([
    ['5% of ₹9.99 is 49.95 paise, rounded half up to 50', 999, 5, 50],
    ['5% of ₹9.90 is 49.5 paise, rounded half up to 50', 990, 5, 50],
    ['5% of ₹9.89 is 49.45 paise, rounded down to 49', 989, 5, 49],
    ['2.5% of ₹1 is 2.5 paise, rounded up to 3', 100, 2.5, 3],
    ['18% of 1 paisa rounds to nothing', 1, 18, 0],
    ['12% of ₹123.45 is 1481.4 paise', 12345, 12, 1481],
    ['0% is nothing', 50000, 0, 0],
    ['100% is everything', 50000, 100, 50000],
    ['0.25% of ₹2,000 is ₹5', 200000, 0.25, 500],
  ])('%s', (_name, paise, percent, expected) => {
    expect(percentOf(paise, percent)).toBe(expected);
  });

  it('stays exact for large bags (₹10 crore at 18%)', () => {
    expect(percentOf(10_000_000_000, 18)).toBe(1_800_000_000);
  });

  it('rejects fractional paise', () => {
    expect(() => percentOf(10.5, 5)).toThrow(RangeError);
  });
});

describe('divideHalfUp', () => {
  it.each([
    [5n, 2n, 3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-5n, 2n, -3n],
    [0n, 7n, 0n],
  ])('%i / %i rounds half away from zero to %i', (n, d, q) => {
    expect(divideHalfUp(n, d)).toBe(q);
  });
});

describe('decimalRupees', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [99, '0.99'],
    [13900, '139.00'],
    [13950, '139.50'],
    [-150, '-1.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i paise -> %s', (paise, text) => {
    expect(decimalRupees(paise)).toBe(text);
  });
});
