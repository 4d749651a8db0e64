import { describe, expect, it } from 'vitest';
import { buildCartView, type CartViewInput } from '../../../src/domain/cart/cart-view';
import { line } from './fixtures';

const base: CartViewInput = {
  sid: 'a'.repeat(32),
  lines: [],
  manual: [],
  couponCode: null,
  coupon: null,
  user: null,
  currency: 'INR',
  now: 0,
  rules: {
    GST: true,
    MINIMUM_CART_VALUE: 50000,
    DELIVERY_CHARGE: 3000,
    DELIVERY_FREE_ABOVE: 100000,
    EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
  },
};

describe('buildCartView', () => {
  it('shows an empty bag costing nothing, not ready for checkout', () => {
    const v = buildCartView(base);
    expect(v).toMatchObject({
      items: [],
      manual_items: [],
      coupon: null,
      NUMBER_OF_ITEMS_CART: 0,
      missing_amount: 0,
      can_checkout: false,
    });
    expect(v.totals).toEqual({ subtotal: 0, gst: 0, delivery: 0, extra_charges: 0, discount: 0, total: 0 });
  });

  it('gives each line its unit price, line total and GST, and the bag its totals in paise', () => {
    const v = buildCartView({ ...base, lines: [line({ qty: 3 })] });
    expect(v.items[0]).toMatchObject({
      product_id_in_cart: 'atta____',
      product_id: 'atta',
      cat_id: 'flours',
      product_qty: 3,
      unit_price: 10000,
      line_total: 30000,
      gst: 1500,
    });
    expect(v.totals).toEqual({
      subtotal: 30000,
      gst: 1500,
      delivery: 3000,
      extra_charges: 500,
      discount: 0,
      total: 35000,
    });
    expect(v.missing_amount).toBe(20000);
    expect(v.can_checkout).toBe(false);
  });

  it('shows but does not charge lines that are out of stock, and blocks checkout', () => {
    const v = buildCartView({
      ...base,
      lines: [line({ qty: 6 }), line({ id: 'x', itemId: 'x', qty: 1, status: 'out_of_stock' })],
    });
    expect(v.totals.subtotal).toBe(60000);
    expect(v.items).toHaveLength(2);
    expect(v.NUMBER_OF_ITEMS_CART).toBe(7);
    expect(v.can_checkout).toBe(false);
  });

  it('applies a coupon that fits and explains one that does not', () => {
    const coupon = {
      code: 'FLAT50',
      type: 'FLAT' as const,
      value: 5000,
      usedCount: 0,
      minCartValue: 49900,
      description: '₹50 off',
    };
    const fits = buildCartView({ ...base, lines: [line({ qty: 6 })], couponCode: 'FLAT50', coupon });
    expect(fits.coupon).toEqual({ code: 'FLAT50', description: '₹50 off', discount: 5000, applicable: true });
    expect(fits.totals.total).toBe(60000 + 3000 + 3000 + 500 - 5000);
    const short = buildCartView({ ...base, lines: [line({ qty: 1 })], couponCode: 'FLAT50', coupon });
    expect(short.coupon).toMatchObject({ applicable: false, discount: 0, rsn: 'Add ₹399 more to use FLAT50.' });
    const gone = buildCartView({ ...base, lines: [line({ qty: 1 })], couponCode: 'OLD', coupon: null });
    expect(gone.coupon).toMatchObject({ applicable: false, rsn: 'OLD is not a valid coupon code.' });
  });

  it('lists manual items and counts their units, and lets a manual-only list go to checkout', () => {
    const v = buildCartView({ ...base, manual: [{ id: '1', name: 'Pyaaz', qty: 2, image: null }] });
    expect(v.manual_items).toEqual([{ id: '1', name: 'Pyaaz', quantity: 2, image: null }]);
    expect(v.NUMBER_OF_ITEMS_CART).toBe(2);
    expect(v.can_checkout).toBe(true);
  });

  it('prices delivery by the saved distance and reports a refused radius', () => {
    const rules = {
      ...base.rules,
      MINIMUM_CART_VALUE: 0,
      EXTRA_CHARGE_PER_KM: 1000,
      STANDARD_DELIVERY_AREA: 3,
      MAX_DELIVERY_RADIUS: 10,
    };
    expect(buildCartView({ ...base, rules, lines: [line()], user: { distance: 4.5 } }).totals.delivery).toBe(5000);
    const far = buildCartView({ ...base, rules, lines: [line()], user: { distance: 12 } });
    expect(far.delivery_error).toMatch(/only within 10 km/);
    expect(far.can_checkout).toBe(false);
  });

  it("limits the stepper to the stock left after the item's other lines", () => {
    const v = buildCartView({
      ...base,
      lines: [line({ qty: 2, stockQty: 5 }), line({ id: 'atta__m__', qty: 1, stockQty: 5 })],
    });
    expect(v.items.map((i) => i.max_qty)).toEqual([4, 3]);
    expect(buildCartView({ ...base, lines: [line()] }).items[0].max_qty).toBe(999);
  });
});
