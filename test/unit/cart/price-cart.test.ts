import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../src/domain/cart/coupons';
import { type PriceCartInput, priceCart } from '../../../src/domain/cart/price-cart';
import type { CartRules } from '../../../src/domain/tables/store-fields';

const NOW = Date.UTC(2026, 3, 15);
const kirana: Partial<CartRules> = {
  MINIMUM_CART_VALUE: 20000,
  DELIVERY_FREE_ABOVE: 50000,
  DELIVERY_CHARGE: 4000,
  EXTRA_CHARGE_PER_KM: 1000,
  STANDARD_DELIVERY_AREA: 3,
  MAX_DELIVERY_RADIUS: 10,
  EXTRA_CHARGES: [{ name: 'Packing', amount: 1000 }],
};
const atta = { unitPrice: 40000, gstPercent: 5, qty: 1 }; // ₹400 atta at 5%
const dal = { unitPrice: 999, gstPercent: 5, qty: 3 }; // ₹9.99 x 3 at 5%
const salt = { unitPrice: 2800, gstPercent: null, qty: 2 }; // ₹28 x 2, no GST
const save50: Coupon = { code: 'SAVE50', type: 'FLAT', value: 5000, usedCount: 0 };

const price = (over: Partial<PriceCartInput>) =>
  priceCart({ lines: [atta, dal, salt], gstOn: true, rules: kirana, now: NOW, ...over });

describe('priceCart', () => {
  it.each([
    [
      'a bag with GST, delivery at 4.5 km and packing',
      {},
      { subtotal: 48597, gst: 2150, delivery: 6000, extra_charges: 1000, discount: 0, total: 57747 },
    ],
    [
      'the same bag with GST off',
      { gstOn: false },
      { subtotal: 48597, gst: 0, delivery: 6000, extra_charges: 1000, discount: 0, total: 55597 },
    ],
    [
      'the same bag with ₹50 off',
      { coupon: save50 },
      { subtotal: 48597, gst: 2150, delivery: 6000, extra_charges: 1000, discount: 5000, total: 52747 },
    ],
    [
      'a bag exactly at the free-delivery threshold',
      { lines: [{ unitPrice: 25000, gstPercent: null, qty: 2 }] },
      { subtotal: 50000, gst: 0, delivery: 0, extra_charges: 1000, discount: 0, total: 51000 },
    ],
    [
      'a shop with no rules',
      { rules: {}, gstOn: false, distanceKm: undefined },
      { subtotal: 48597, gst: 0, delivery: 0, extra_charges: 0, discount: 0, total: 48597 },
    ],
  ])('prices %s', (_name, over, totals) => {
    expect(price({ distanceKm: 4.5, ...over })).toEqual({ totals, minimumShortfall: 0 });
  });

  it('an empty bag costs nothing: no delivery, packing or shortfall', () => {
    expect(price({ lines: [], distanceKm: 4.5 })).toEqual({
      totals: { subtotal: 0, gst: 0, delivery: 0, extra_charges: 0, discount: 0, total: 0 },
      minimumShortfall: 0,
    });
  });

  it('reports how much is missing to reach the minimum order', () => {
    const priced = price({ lines: [salt] });
    expect(priced.minimumShortfall).toBe(20000 - 5600);
    expect(priced.totals.total).toBe(5600 + 4000 + 1000);
  });

  it('reports an address beyond the radius and leaves delivery out of the total', () => {
    const priced = price({ distanceKm: 12 });
    expect(priced.deliveryError).toEqual({
      code: 'OUT_OF_RADIUS',
      rsn: 'Sorry, this shop delivers only within 10 km and your address is 12 km away.',
      say: { id: 'problem.delivery.outOfRadius', values: { radius: 10, distance: 12 } },
    });
    expect(priced.totals).toMatchObject({ delivery: 0, total: 48597 + 2150 + 1000 });
  });

  it('reports a coupon that does not apply and gives no discount', () => {
    const priced = price({ coupon: { ...save50, validTo: NOW - 1 } });
    expect(priced.couponError).toMatchObject({ code: 'EXPIRED', rsn: 'SAVE50 expired on 15 Apr 2026.' });
    expect(priced.totals.discount).toBe(0);
  });

  it('never lets the total fall below zero and never discounts more than the subtotal', () => {
    const priced = price({
      lines: [{ unitPrice: 3000, gstPercent: null, qty: 1 }],
      rules: {},
      coupon: { code: 'HUGE', type: 'FLAT', value: 1_000_000, usedCount: 0 },
    });
    expect(priced.totals).toEqual({ subtotal: 3000, gst: 0, delivery: 0, extra_charges: 0, discount: 3000, total: 0 });
  });

  it('keeps every amount a whole number of paise', () => {
    const priced = price({
      lines: [{ unitPrice: 333, gstPercent: 12.5, qty: 7 }],
      coupon: { ...save50, type: 'PERCENT', value: 7.5 },
    });
    for (const amount of Object.values(priced.totals)) expect(Number.isInteger(amount)).toBe(true);
  });
});
