import { describe, expect, it } from 'vitest';
import { calculateCouponDiscount, type Coupon, evaluateCoupon } from '../../../src/domain/cart/coupons';

const NOW = Date.UTC(2026, 3, 15, 6, 30); // 15 Apr 2026, 12:00 IST

const save50: Coupon = { code: 'SAVE50', type: 'FLAT', value: 5000, minCartValue: 49900, usedCount: 0 };
const tenOff: Coupon = { code: 'TEN', type: 'PERCENT', value: 10, maxDiscount: 10000, usedCount: 0 };

describe('evaluateCoupon: the discount a valid coupon gives', () => {
  it.each([
    ['₹50 off a ₹499 bag', save50, 49900, 5000],
    ['₹50 off a ₹1,000 bag', save50, 100000, 5000],
    ['10% of ₹500 is ₹50', tenOff, 50000, 5000],
    ['10% of ₹999.95 rounds half up to ₹100 (the cap)', tenOff, 99995, 10000],
    ['10% of ₹999.85 rounds half up to ₹99.99', tenOff, 99985, 9999],
    ['10% of ₹5,000 is capped at ₹100', tenOff, 500000, 10000],
    ['a flat ₹100 off a ₹60 bag never exceeds the bag', { ...save50, value: 10000, minCartValue: null }, 6000, 6000],
    ['150% off never exceeds the bag', { ...tenOff, value: 150, maxDiscount: null }, 6000, 6000],
    ['a flat coupon respects its cap too', { ...save50, maxDiscount: 2000 }, 60000, 2000],
  ])('%s', (_name, coupon, subtotal, discount) => {
    expect(evaluateCoupon(coupon, { subtotal, now: NOW })).toEqual({ ok: true, discount });
  });
});

describe('evaluateCoupon: refusals a shopper can read', () => {
  const starts = Date.UTC(2026, 4, 1, 0, 0) - 5.5 * 3600_000; // 1 May 2026 00:00 IST
  const ended = NOW - 1;
  it.each([
    ['an unknown code', undefined, { code: 'FREE100' }, 'UNKNOWN', 'FREE100 is not a valid coupon code.'],
    ['an unknown code with no text', undefined, {}, 'UNKNOWN', 'This coupon code is not valid.'],
    [
      'a coupon that starts next month',
      { ...save50, validFrom: starts },
      {},
      'NOT_STARTED',
      'SAVE50 can be used from 1 May 2026.',
    ],
    [
      'a coupon that expired one ms ago',
      { ...save50, validTo: ended },
      {},
      'EXPIRED',
      'SAVE50 expired on 15 Apr 2026.',
    ],
    [
      'a coupon with all uses taken',
      { ...save50, usageLimit: 100, usedCount: 100 },
      {},
      'USED_UP',
      'SAVE50 has been fully redeemed.',
    ],
    [
      'a coupon used beyond its limit',
      { ...save50, usageLimit: 100, usedCount: 101 },
      {},
      'USED_UP',
      'SAVE50 has been fully redeemed.',
    ],
    [
      'a coupon this shopper already used',
      { ...save50, perUserLimit: 1, userUsedCount: 1 },
      {},
      'ALREADY_USED',
      'You have already used SAVE50.',
    ],
    ['a bag ₹150 short of the minimum', save50, { subtotal: 34900 }, 'BELOW_MINIMUM', 'Add ₹150 more to use SAVE50.'],
    [
      'a bag 1 paisa short of the minimum',
      save50,
      { subtotal: 49899 },
      'BELOW_MINIMUM',
      'Add ₹0.01 more to use SAVE50.',
    ],
  ])('refuses %s', (_name, coupon, ctx, code, rsn) => {
    const result = evaluateCoupon(coupon as Coupon | undefined, { subtotal: 60000, now: NOW, ...ctx });
    expect(result).toMatchObject({ ok: false, code, rsn });
  });

  it.each([
    ['starts exactly now', { validFrom: NOW }],
    ['ends exactly now', { validTo: NOW }],
    ['has one use left', { usageLimit: 100, usedCount: 99 }],
    ['this shopper may use twice and used once', { perUserLimit: 2, userUsedCount: 1 }],
    ['has a per-user limit and this shopper has not used it', { perUserLimit: 1 }],
  ])('accepts a coupon that %s', (_name, extra) => {
    expect(evaluateCoupon({ ...save50, ...extra }, { subtotal: 60000, now: NOW })).toEqual({
      ok: true,
      discount: 5000,
    });
  });

  it('reports the reason the shopper cannot fix before the minimum', () => {
    const result = evaluateCoupon({ ...save50, validTo: ended }, { subtotal: 100, now: NOW });
    expect(result).toMatchObject({ ok: false, code: 'EXPIRED' });
  });
});

describe('calculateCouponDiscount', () => {
  it.each([
    ['an empty bag gets nothing', tenOff, 0, 0],
    ['flat on an empty bag gets nothing', save50, 0, 0],
  ])('%s', (_name, coupon, subtotal, discount) => {
    expect(calculateCouponDiscount(coupon, subtotal)).toBe(discount);
  });
});
