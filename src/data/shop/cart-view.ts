import type { Tenant } from './tenant-loader';
import { findCoupon } from './coupons';
import { buildCartView, type CartView } from '../../domain/cart/cart-view';
import type { BagState } from './shop-bags';
import type { Shop } from './shop-db';

/** Prices a bag state with the shop's own rules and its coupon as stored in D1 (the `cart` object). */
export async function priceBag(
  shop: Shop,
  store: NonNullable<Tenant['store']>,
  state: BagState,
  opts: { now: number; uid?: string | null },
): Promise<CartView> {
  const known = state.couponRecord !== undefined && (opts.uid ?? state.uid ?? null) === (state.couponFor ?? null);
  const coupon = !state.coupon
    ? null
    : known
      ? state.couponRecord!
      : await findCoupon(shop, state.coupon, opts.uid ?? state.uid);
  return buildCartView({
    sid: state.sid,
    lines: state.lines,
    manual: state.manual,
    couponCode: state.coupon,
    coupon,
    user: state.user,
    rules: store.CART_RULES,
    currency: store.CURRENCY,
    now: opts.now,
  });
}

/** An empty bag priced for a shop (no session yet). */
export function emptyBagView(store: NonNullable<Tenant['store']>, now: number): CartView {
  return buildCartView({
    sid: '',
    lines: [],
    manual: [],
    couponCode: null,
    coupon: null,
    user: null,
    rules: store.CART_RULES,
    currency: store.CURRENCY,
    now,
  });
}
