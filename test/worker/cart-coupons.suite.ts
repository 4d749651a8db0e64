import { describe, expect, it } from 'vitest';
import { createLabShop, Shopper, sql } from './cart-helpers';

/** A dilli-kirana bag worth ₹675 + ₹139 = ₹814 (subtotal 81400). */
async function bigBag() {
  const s = new Shopper();
  await s.add('desi-ghee', { variantKey: '1l' });
  await s.add('basmati-classic', { variantKey: '1kg' });
  return s;
}

describe('addCouponToCart', () => {
  it('applies a flat coupon, keeps it on the bag and takes it off the total', async () => {
    const s = await bigBag();
    const r = await s.call('addCouponToCart', { coupon_id: 'flat50' });
    expect(r.body).toMatchObject({ status: 1, msg: 'FLAT50 applied! You save ₹50.' });
    expect(r.body.cart.coupon).toMatchObject({ code: 'FLAT50', discount: 5000, applicable: true });
    expect(r.body.cart.totals.discount).toBe(5000);
    const t = r.body.cart.totals;
    expect(t.total).toBe(t.subtotal + t.gst + t.delivery + t.extra_charges - 5000);
    expect((await s.call('refreshCartCalculations')).body.cart.coupon.code).toBe('FLAT50');
  });

  it('caps a percent coupon at its maximum discount', async () => {
    const s = await bigBag();
    await s.add('desi-ghee', { variantKey: '1l', selectedQuantity: 1 });
    const r = await s.call('addCouponToCart', { coupon_id: 'BACHAT10' });
    expect(r.body.cart.totals.subtotal).toBe(148900);
    expect(r.body.cart.coupon.discount).toBe(10000);
  });

  it.each([
    ['an unknown code', 'NOPE', 'COUPON_UNKNOWN', 'NOPE is not a valid coupon code.'],
    ["another shop's code", 'NOIR10', 'COUPON_UNKNOWN', 'NOIR10 is not a valid coupon code.'],
    ['a bag below the minimum', 'LUCKY200', 'COUPON_BELOW_MINIMUM', 'Add ₹185 more to use LUCKY200.'],
  ])('refuses %s with the reason', async (_n, code, errCode, rsn) => {
    const s = await bigBag();
    const r = await s.call('addCouponToCart', { coupon_id: code });
    expect(r.http).toBe(422);
    expect(r.body).toMatchObject({ status: 0, code: errCode, rsn });
    expect((await s.call('refreshCartCalculations')).body.cart.coupon).toBeNull();
  });

  it('refuses expired, not yet started, used-up and inactive coupons', async () => {
    const shop = await createLabShop();
    const now = Date.now();
    await sql(
      shop,
      `INSERT INTO coupons (code, type, value, valid_from, valid_to, usage_limit, used_count, is_active) VALUES
        ('OLD', 'FLAT', 1000, NULL, ?, NULL, 0, 1), ('SOON', 'FLAT', 1000, ?, NULL, NULL, 0, 1),
        ('GONE', 'FLAT', 1000, NULL, NULL, 5, 5, 1), ('OFF', 'FLAT', 1000, NULL, NULL, NULL, 0, 0)`,
      now - 86_400_000,
      now + 86_400_000,
    );
    const s = new Shopper(shop);
    await s.add('assam');
    const codes = [];
    for (const code of ['OLD', 'SOON', 'GONE', 'OFF'])
      codes.push((await s.call('addCouponToCart', { coupon_id: code })).body);
    expect(codes.map((b) => b.code)).toEqual([
      'COUPON_EXPIRED',
      'COUPON_NOT_STARTED',
      'COUPON_USED_UP',
      'COUPON_UNKNOWN',
    ]);
    expect(codes[0].rsn).toMatch(/^OLD expired on /);
  });

  it('a coupon that stops fitting stays on the bag with its reason and gives no discount', async () => {
    const s = await bigBag();
    await s.call('addCouponToCart', { coupon_id: 'FLAT50' });
    const r = await s.call('removeCartItem', { product_id_in_cart: 'desi-ghee__1l__' });
    expect(r.body.cart.coupon).toMatchObject({
      code: 'FLAT50',
      applicable: false,
      discount: 0,
      rsn: 'Add ₹360 more to use FLAT50.',
    });
    expect(r.body.cart.totals.discount).toBe(0);
  });

  it('removeCouponFromCart takes it off', async () => {
    const s = await bigBag();
    await s.call('addCouponToCart', { coupon_id: 'FLAT50' });
    const r = await s.call('removeCouponFromCart');
    expect(r.body).toMatchObject({ status: 1, msg: 'Coupon removed.' });
    expect(r.body.cart.coupon).toBeNull();
    expect(r.body.cart.totals.discount).toBe(0);
  });

  it('never lets the total go below zero', async () => {
    const shop = await createLabShop({ rules: { GST: false } });
    await sql(shop, "INSERT INTO coupons (code, type, value) VALUES ('HUGE', 'FLAT', 99999999)");
    const s = new Shopper(shop);
    await s.add('assam');
    const r = await s.call('addCouponToCart', { coupon_id: 'HUGE' });
    expect(r.body.cart.totals).toMatchObject({ subtotal: 25000, discount: 25000, total: 0 });
  });
});
