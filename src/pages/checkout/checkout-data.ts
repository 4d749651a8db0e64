import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ShopEnv } from '../../middleware/app-env';
import { listAddresses } from '../../data/shop/account-addresses';
import { walletBalances } from '../../data/shop/account-wallet';
import type { BagState } from '../../data/shop/shop-bags';
import { addressLine } from '../../domain/account/address-rules';
import { formatIndianPhone } from '../../domain/account/phone';
import { walletOptions } from '../../domain/account/wallet';
import { cartCookieName, isValidSessionId } from '../../domain/cart/session';
import { addressDelivery, toQuoteView } from '../../domain/orders/quote-view';
import { codAllows, PAYMENT_METHODS } from '../../domain/orders/payment';
import { addressDistance, quoteBag } from '../../app/orders/quote-data';
import type { CheckoutProps } from '../../../client/islands/checkout';
import type { Method } from '../../../client/components/checkout-choices';
import { shopOf } from '../../middleware/shop-context';

/** The bag behind the shop's cookie for checkout; null when there is none (or it is another shopper's). */
export async function checkoutBag(c: Context<ShopEnv>, uid: string): Promise<BagState | null> {
  const storeId = c.get('tenant').storeId;
  const sid = getCookie(c, cartCookieName(storeId));
  if (!isValidSessionId(sid)) return null;
  const out = await shopOf(c, storeId).bags.read({ sid, now: Date.now(), uid });
  return out.ok && (!out.state.uid || out.state.uid === uid) ? out.state : null;
}

const METHODS: readonly Method[] = PAYMENT_METHODS;

/**
 * Everything the checkout island starts with: the shopper's addresses with what delivery to each costs,
 * the chosen address (?address=, else the default) and payment (?pay=), their ledgers and the quote.
 */
export async function checkoutProps(
  c: Context<ShopEnv>,
  uid: string,
  state: BagState,
  notice: string | null,
): Promise<CheckoutProps> {
  const tenant = c.get('tenant');
  const store = tenant.store;
  const rules = store.CART_RULES;
  const shop = shopOf(c, store.id);
  const [addresses, balances] = await Promise.all([listAddresses(shop, uid), walletBalances(shop, uid)]);
  const wanted = c.req.query('address');
  const chosen = addresses.find((a) => a.id === wanted) ?? addresses[0] ?? null;
  const pay = c.req.query('pay') as Method | undefined;
  const now = Date.now();
  const asked = Number(c.req.query('points') ?? 0);
  const rewardPoints = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;
  const first = await quoteBag(shop, tenant, uid, state, {
    address: chosen,
    payment: pay && METHODS.includes(pay) ? { method: pay } : null,
    now,
    balances,
    rewardPoints,
  });
  // without a choice: cash on delivery when it may carry this order, else UPI when the shop takes it
  const method: Method =
    pay && METHODS.includes(pay)
      ? pay
      : codAllows(first.payments, first.quote.totals.total, String).ok || !first.payments.upi
        ? 'COD'
        : 'UPI';
  const { quote, distanceKm, payments } =
    pay && METHODS.includes(pay)
      ? first
      : await quoteBag(shop, tenant, uid, state, { address: chosen, payment: { method }, now, balances, rewardPoints });
  const options = { ...walletOptions(rules.WALLET_CONFIG), udhaarLimit: first.udhaarLimit };
  return {
    storeId: store.id,
    currency: store.CURRENCY,
    idempotencyKey: crypto.randomUUID(),
    addresses: addresses.map((a) => {
      const km = addressDistance(store, a);
      return {
        id: a.id,
        name: a.NAME,
        line: addressLine(a),
        phone: formatIndianPhone(a.PHONE),
        distanceKm: km,
        delivery: addressDelivery(quote.totals.subtotal, rules, km, a.PIN),
      };
    }),
    addressId: chosen?.id ?? null,
    method,
    ledgers: {
      wallet: { enabled: options.wallet, balance: balances.wallet },
      udhaar: { enabled: options.udhaar, limit: options.udhaarLimit, owed: balances.udhaar },
    },
    quote: toQuoteView(quote, distanceKm, state.coupon, c.get('lang') ?? 'en', store.LANGUAGE),
    locationPick: !rules.IS_LOCATION_PICK_DISABLED && Boolean(rules.LAT_LNG),
    payments,
    gstInvoices: Boolean(rules.GST_REGISTRATION),
    notice,
  };
}
