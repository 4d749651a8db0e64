import type { Order } from '../../data/shop/orders';
import { base64Url } from '../../domain/owner/keys';
import { UPI_PAYMENT_WINDOW_MINUTES, upiPayUri } from '../../domain/payments/upi';
import type { Store } from '../../domain/tables/stores';
import { DEFAULT_PAYMENTS } from '../../domain/tables/store-fields';

/** An unguessable token for an order's tracking link (144 random bits). */
export const newTrackToken = (): string => base64Url(crypto.getRandomValues(new Uint8Array(18)));
/**
 * The shape of a tracking token: 24 base64url characters (newTrackToken), or the 32 lowercase hex characters shop
 * schema v5 backfilled for orders placed before it. Only the shape: the lookup in the shop's orders decides.
 */
export const isTrackToken = (t: unknown): t is string =>
  typeof t === 'string' && /^(?:[A-Za-z0-9_-]{24}|[0-9a-f]{32})$/.test(t);

/**
 * The shop's own origin for links sent to shoppers: its custom domain when it has one (with the request's scheme and
 * port, so it also works locally), else the host the request came to.
 */
export function shopOrigin(requestOrigin: string, customDomain: string | null): string {
  if (!customDomain) return requestOrigin;
  const from = new URL(requestOrigin);
  return `${from.protocol}//${customDomain}${from.port ? `:${from.port}` : ''}`;
}

/** The tracking link anyone holding it may open (status and items; never the address or phone). */
export const trackUrl = (origin: string, storeId: string, orderId: string, token: string): string =>
  `${origin}/${storeId}/track/${encodeURIComponent(orderId)}?t=${token}`;

/** When an unpaid UPI order placed now is cancelled and its stock given back. */
export const paymentDeadline = (now: number): number => now + UPI_PAYMENT_WINDOW_MINUTES * 60_000;

/** The upi://pay link of an unpaid UPI order (the QR code and the "Pay with a UPI app" button), or null. */
export function upiLinkOf(store: Store, order: Pick<Order, 'id' | 'total' | 'payment_method'>): string | null {
  const upi = (store.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS).UPI;
  if (order.payment_method !== 'UPI' || !upi.vpa) return null;
  return upiPayUri({
    vpa: upi.vpa,
    payeeName: upi.payeeName || store.STORE_NAME,
    amountPaise: order.total,
    note: `Order ${order.id}`,
    orderId: order.id,
  });
}
