import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Address } from '../../domain/account/address';
import { walletBalances } from '../../data/shop/account-wallet';
import { customerUdhaarLimit } from '../../data/shop/account-customers';
import { rewardBalance } from '../../data/shop/account-rewards';
import { customerWalletOptions } from '../../domain/account/wallet';
import { loadItemsByIds } from '../../data/shop/cart-items';
import { findCoupon } from '../../data/shop/coupons';
import type { BagState } from '../../data/shop/shop-bags';
import { distanceFromShop } from '../../domain/account/address';
import { deliveryDistance } from '../../domain/orders/after-order';
import type { CheckoutPayments, PaymentMethod } from '../../domain/orders/payment';
import { refusedDeliveries } from '../../data/shop/orders';
import { DEFAULT_PAYMENTS } from '../../domain/tables/store-fields';
import { quoteOrder, type Quote } from '../../domain/orders/quote';
import type { Store } from '../../domain/tables/stores';
import type { Shop } from '../../data/shop/shop-db';

/** The owner's UPI and COD rules as they apply to this shopper's checkout. */
export function checkoutPayments(store: Store, refused: number): CheckoutPayments {
  const p = store.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS;
  return {
    upi: p.UPI.enabled && p.UPI.vpa !== '',
    codEnabled: p.COD.enabled,
    codMaxOrderValue: p.COD.maxOrderValue,
    refusedDeliveries: refused,
  };
}

/** Distance (km) used for delivery to an address of this shop, measured by the server. */
export function addressDistance(store: Store, a: Pick<Address, 'LAT' | 'LNG' | 'DISTANCE'>): number | null {
  return deliveryDistance(distanceFromShop(store.CART_RULES, { LAT: a.LAT, LNG: a.LNG }), a.DISTANCE);
}

/**
 * Reads what an order of this bag depends on from D1 now (catalogue items, the coupon with this shopper's
 * own use, wallet and udhaar balances) and prices it with the shop's current rules (domain/orders/quote).
 */
export async function quoteBag(
  shop: Shop,
  tenant: LiveTenant,
  uid: string,
  state: BagState,
  opts: {
    address: Address | null;
    payment?: { method: PaymentMethod; walletAmount?: number } | null;
    now: number;
    balances?: { wallet: number; udhaar: number };
    rewardPoints?: number;
  },
): Promise<{
  quote: Quote;
  distanceKm: number | null;
  balances: { wallet: number; udhaar: number };
  payments: CheckoutPayments;
  udhaarLimit: number;
}> {
  const store = tenant.store;
  const [items, coupon, balances, refused, ownLimit, points] = await Promise.all([
    loadItemsByIds(
      shop,
      state.lines.map((l) => l.itemId),
    ),
    state.coupon ? findCoupon(shop, state.coupon, uid) : Promise.resolve(null),
    opts.balances ? Promise.resolve(opts.balances) : walletBalances(shop, uid),
    refusedDeliveries(shop, uid),
    customerUdhaarLimit(shop, uid),
    store.CART_RULES.REWARDS?.enabled ? rewardBalance(shop, uid) : Promise.resolve(0),
  ]);
  // the owner may give this customer their own udhaar limit
  const wallet = store.CART_RULES.WALLET_CONFIG
    ? customerWalletOptions(store.CART_RULES.WALLET_CONFIG, ownLimit)
    : undefined;
  const rules = wallet ? { ...store.CART_RULES, WALLET_CONFIG: wallet } : store.CART_RULES;
  const distanceKm = opts.address ? addressDistance(store, opts.address) : null;
  const quote = quoteOrder({
    lines: state.lines,
    manual: state.manual,
    couponCode: state.coupon,
    coupon,
    items,
    disabledCatIds: tenant.deactivatedCategoryIds,
    rules,
    currency: store.CURRENCY,
    now: opts.now,
    distanceKm,
    payment: opts.payment ?? null,
    balances,
    payments: checkoutPayments(store, refused),
    pin: opts.address?.PIN,
    rewards: { balance: points, points: opts.rewardPoints },
  });
  return {
    quote,
    distanceKm,
    balances,
    payments: checkoutPayments(store, refused),
    udhaarLimit: wallet?.udhaarLimit ?? 0,
  };
}
