/**
 * A shop's order as the network sees it (on_confirm, on_status, on_cancel, on_track): the ONDC order and fulfilment
 * states of the shop's own statuses, the buyer's cancel reason codes, and the order message built from the order.
 */
import type { Result } from '../../core/result';
import type { OrderStatus } from '../orders/status';
import { formatAmount } from './amounts';
import { bppTermsTag } from './tax-numbers';
import { durationSeconds, DELIVERY_LEG_MINUTES, orderToDelivery } from './quote';
import { INDIAN_STATES } from '../account/address-rules';
import { INDIAN_STATES as GST_STATE_CODES } from '../payments/gst';
import { normaliseIndianMobile } from '../account/phone';

type IndianState = (typeof INDIAN_STATES)[number];
/** ONDC writes the state as free text ("delhi", "Tamil Nadu"): the shop's addresses keep the official name. */
const stateNamed = (text: string): IndianState | undefined =>
  INDIAN_STATES.find((s) => s.toLowerCase() === text.trim().toLowerCase().replace(/\s+/g, ' '));

export type NetworkOrderState = 'Created' | 'Accepted' | 'In-progress' | 'Completed' | 'Cancelled';

/** The shopper uid of a buyer app's transaction starts so (one shopper per transaction; src/platform/ondc-orders.ts). */
export const NETWORK_SHOPPER_PREFIX = 'ondc-';

/** Whether an order's shopper is a buyer app's transaction: only those orders have a network record to tell. */
export const isNetworkShopper = (uid: string): boolean => uid.startsWith(NETWORK_SHOPPER_PREFIX);

const ORDER_STATE: Record<OrderStatus, NetworkOrderState> = {
  AWAITING_PAYMENT: 'Created',
  PAYMENT_SUBMITTED: 'Created',
  PLACED: 'Created',
  ACCEPTED: 'Accepted',
  PACKED: 'In-progress',
  SHIPPED: 'In-progress',
  DELIVERED: 'Completed',
  CANCELLED: 'Cancelled',
  REJECTED: 'Cancelled',
  RETURNED: 'Cancelled',
};

/**
 * The state a shop's address is in: the first state or union territory its address text names, else the one its
 * GSTIN's two-digit code says ('' when neither does).
 */
export function shopStateOf(address: string, gstin: string): string {
  const text = address.toLowerCase();
  const named = [...INDIAN_STATES].sort((a, b) => b.length - a.length).find((s) => text.includes(s.toLowerCase()));
  return named ?? GST_STATE_CODES[gstin.slice(0, 2)] ?? '';
}

/**
 * The fulfilment's state code (retail 1.2.5). The shop delivers itself, straight to the door (routing P2P,
 * hyperlocal): shipped is the rider's "Order-picked-up"; "Out-for-delivery" belongs to hub routing (P2H2P).
 */
const FULFILLMENT_STATE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Pending',
  PAYMENT_SUBMITTED: 'Pending',
  PLACED: 'Pending',
  ACCEPTED: 'Pending',
  PACKED: 'Packed',
  SHIPPED: 'Order-picked-up',
  DELIVERED: 'Order-delivered',
  CANCELLED: 'Cancelled',
  REJECTED: 'Cancelled',
  RETURNED: 'RTO-Delivered',
};

export const networkOrderState = (status: OrderStatus): NetworkOrderState => ORDER_STATE[status];
export const fulfillmentState = (status: OrderStatus): string => FULFILLMENT_STATE[status];

/** The reasons a buyer app may give for cancelling (ONDC retail cancellation codes triggered by the buyer). */
export const BUYER_CANCEL_REASONS: Readonly<Record<string, string>> = {
  '001': 'Price of one or more items have changed due to which buyer was asked to make additional payment',
  '003': 'Product available at lower than order price',
  '006': 'Order not shipped as per buyer app SLA',
  '009': 'Buyer wants to modify address / other order details',
  '010': 'Buyer does not want product any more',
};

export const isBuyerCancelReason = (code: unknown): code is string =>
  typeof code === 'string' && Object.hasOwn(BUYER_CANCEL_REASONS, code);

/** Why the seller side ended an order, as the network's codes say it: rejected or cancelled by the shop, refused at the door. */
export function sellerCancelReason(status: OrderStatus): string | null {
  if (status === 'RETURNED') return '013';
  if (status === 'CANCELLED' || status === 'REJECTED') return '005';
  return null;
}

/** How the buyer pays: to the buyer app at the order (prepaid), or cash on delivery. */
export type NetworkPaymentType = 'ON-ORDER' | 'ON-FULFILLMENT';

export interface NetworkOrderLine {
  itemId: string;
  name: string;
  qty: number;
  /** paise */
  unitPrice: number;
  /** the GST the order charged on this line, paise (0 where prices include it) */
  tax: number;
}

export interface NetworkOrderView {
  networkOrderId: string;
  status: OrderStatus;
  createdAt: number;
  updatedAt: number;
  providerId: string;
  shopName: string;
  lines: readonly NetworkOrderLine[];
  /** paise, from the order's own bill */
  totals: { delivery: number; extra_charges: number; discount: number; total: number };
  /** what the buyer app sent in confirm, echoed back */
  billing: Record<string, unknown>;
  fulfillmentEnd: Record<string, unknown>;
  payment: Record<string, unknown>;
  paymentType: NetworkPaymentType;
  /** the buyer app's subscriber id (context.bap_id of its confirm) */
  buyerAppId: string;
  /** who cancelled and why, once the order is cancelled */
  cancellation: { by: 'buyer' | 'seller'; reason: string } | null;
  /** the shop's address and phone where the order is picked up */
  start: Record<string, unknown>;
  timeToShip: string;
  /** the shop's GSTIN ('' when it has none): the bpp_terms tax numbers */
  gstin: string;
  /** the platform's own GSTIN (ONDC_GSTIN, kept with the order at confirm): an MSN's tax_number; '' not configured */
  platformGstin?: string;
  /** the buyer app's own order.created_at in its confirm, echoed as the network asks (else the order's) */
  confirmedCreatedAt: string | null;
  /** when the owner marked it shipped and delivered (the order's events), ms */
  shippedAt: number | null;
  deliveredAt: number | null;
  /** the buyer app's own terms tag (bap_terms) of its confirm, echoed beside the seller's */
  buyerTerms: Record<string, unknown> | null;
  /** the callback's own instant when it is the on_confirm that created the order (its updated_at), ms */
  answeredAt?: number;
  /** a cancelled order's status just before it was cancelled, and since when (on_cancel's precancel_state) */
  precancel?: { status: OrderStatus; at: number } | null;
}

const money = (paise: number) => ({ currency: 'INR', value: formatAmount(paise) });
const iso = (ms: number) => new Date(ms).toISOString();
export const FULFILLMENT_ID = '1';
/** The fulfillment a cancellation adds (retail 1.2.5: type Cancel, its items and the quote_trail of what left the bill). */
export const CANCEL_FULFILLMENT_ID = 'C1';

/** The quote of a placed order: its lines at the prices it was placed at, delivery, packing, discount, total. */
function placedQuote(v: NetworkOrderView): Record<string, unknown> {
  const breakup: Record<string, unknown>[] = [];
  for (const l of v.lines) {
    breakup.push({
      '@ondc/org/item_id': l.itemId,
      '@ondc/org/item_quantity': { count: l.qty },
      title: l.name,
      '@ondc/org/title_type': 'item',
      price: money(l.unitPrice * l.qty),
      item: { price: money(l.unitPrice) },
    });
    breakup.push({
      '@ondc/org/item_id': l.itemId,
      title: 'Tax',
      '@ondc/org/title_type': 'tax',
      price: money(l.tax),
      item: { tags: [{ code: 'quote', list: [{ code: 'type', value: 'item' }] }] },
    });
  }
  const charge = (title: string, type: string, paise: number) => ({
    '@ondc/org/item_id': FULFILLMENT_ID,
    title,
    '@ondc/org/title_type': type,
    price: money(paise),
  });
  breakup.push(charge('Delivery charges', 'delivery', v.totals.delivery));
  breakup.push(charge('Packing charges', 'packing', v.totals.extra_charges));
  if (v.totals.discount > 0) breakup.push(charge('Discount', 'discount', -v.totals.discount));
  return { price: money(v.totals.total), breakup, ttl: 'P1D' };
}

/**
 * The fulfilment's promised times: picked up (shipped) between placing and the time to ship, delivered within the
 * shop's delivery leg after that; with the actual times once the owner marked it shipped and delivered.
 */
function fulfillmentTimes(v: NetworkOrderView): { start: Record<string, unknown>; end: Record<string, unknown> } {
  const shipBy = v.createdAt + (durationSeconds(v.timeToShip) ?? 3600) * 1000;
  const deliverBy = shipBy + DELIVERY_LEG_MINUTES * 60_000;
  return {
    start: {
      range: { start: iso(v.createdAt), end: iso(shipBy) },
      ...(v.shippedAt !== null ? { timestamp: iso(v.shippedAt) } : {}),
    },
    end: {
      range: { start: iso(shipBy), end: iso(deliverBy) },
      ...(v.deliveredAt !== null ? { timestamp: iso(v.deliveredAt) } : {}),
    },
  };
}

type Breakup = { '@ondc/org/item_id': string; '@ondc/org/title_type': string; price: { value: string } };

/**
 * A whole order cancelled, as retail 1.2.5 says it: every line of the quote at nothing (items at count 0), and a
 * Cancel fulfillment whose quote_trail gives back each line that left the bill (its value negated), so the quote
 * plus the trail is what was confirmed.
 */
function cancelledQuote(v: NetworkOrderView): { quote: Record<string, unknown>; trail: Record<string, unknown>[] } {
  const placed = placedQuote(v);
  const lines = placed.breakup as (Breakup & Record<string, unknown>)[];
  const trail = lines
    .filter((b) => Number(b.price.value) !== 0)
    .map((b) => ({
      code: 'quote_trail',
      list: [
        // the trail's types are item, tax, delivery, packing and misc (a discount given back is misc)
        { code: 'type', value: b['@ondc/org/title_type'] === 'discount' ? 'misc' : b['@ondc/org/title_type'] },
        { code: 'id', value: b['@ondc/org/item_id'] },
        { code: 'currency', value: 'INR' },
        { code: 'value', value: formatAmount(-Math.round(Number(b.price.value) * 100)) },
      ],
    }));
  const zeroed = lines
    .filter((b) => b['@ondc/org/title_type'] !== 'discount')
    .map((b) => ({
      ...b,
      ...(b['@ondc/org/title_type'] === 'item' ? { '@ondc/org/item_quantity': { count: 0 } } : {}),
      price: money(0),
    }));
  return { quote: { ...placed, price: money(0), breakup: zeroed }, trail };
}

/** The Delivery fulfillment's tags once cancelled: who asked and why, and the state it was in before. */
function cancelTags(v: NetworkOrderView, cancelledBy: string, reason: string): Record<string, unknown>[] {
  const before = v.precancel ?? { status: 'PLACED' as OrderStatus, at: v.createdAt };
  return [
    {
      code: 'cancel_request',
      list: [
        { code: 'reason_id', value: reason },
        { code: 'initiated_by', value: cancelledBy },
      ],
    },
    {
      code: 'precancel_state',
      list: [
        { code: 'fulfillment_state', value: fulfillmentState(before.status) },
        { code: 'updated_at', value: iso(before.at) },
      ],
    },
  ];
}

/** message.order of on_confirm, on_status and on_cancel, from the order as the shop keeps it now. */
export function networkOrderMessage(v: NetworkOrderView): Record<string, unknown> {
  const state = networkOrderState(v.status);
  const paid = v.paymentType === 'ON-ORDER' || v.status === 'DELIVERED';
  const times = fulfillmentTimes(v);
  // the network names who cancelled by subscriber: the buyer app's id, or the shop
  const cancelledBy = v.cancellation ? (v.cancellation.by === 'buyer' ? v.buyerAppId : v.providerId) : null;
  const cancelled = state === 'Cancelled' && v.cancellation && cancelledBy ? cancelledQuote(v) : null;
  const lineItems = (fulfillment: string, count: (qty: number) => number) =>
    v.lines.map((l) => ({ id: l.itemId, fulfillment_id: fulfillment, quantity: { count: count(l.qty) } }));
  return {
    id: v.networkOrderId,
    state,
    provider: { id: v.providerId, locations: [{ id: `${v.providerId}-main` }] },
    // cancelled: the forward lines at 0 and the same lines under the Cancel fulfillment
    items: cancelled
      ? [...lineItems(FULFILLMENT_ID, () => 0), ...lineItems(CANCEL_FULFILLMENT_ID, (qty) => qty)]
      : lineItems(FULFILLMENT_ID, (qty) => qty),
    billing: v.billing,
    fulfillments: [
      {
        id: FULFILLMENT_ID,
        '@ondc/org/provider_name': v.shopName,
        type: 'Delivery',
        tracking: false,
        '@ondc/org/TAT': orderToDelivery(v.timeToShip),
        state: { descriptor: { code: fulfillmentState(v.status) } },
        start: { ...v.start, time: times.start },
        end: { ...v.fulfillmentEnd, time: times.end },
        // the shop delivers itself, straight from its counter to the door (a cancelled order carries no routing)
        ...(state === 'Cancelled'
          ? cancelled && v.cancellation && cancelledBy
            ? { tags: cancelTags(v, cancelledBy, v.cancellation.reason) }
            : {}
          : { tags: [{ code: 'routing', list: [{ code: 'type', value: 'P2P' }] }] }),
      },
      ...(cancelled
        ? [
            {
              id: CANCEL_FULFILLMENT_ID,
              type: 'Cancel',
              state: { descriptor: { code: 'Cancelled' } },
              tags: cancelled.trail,
            },
          ]
        : []),
    ],
    quote: cancelled ? cancelled.quote : placedQuote(v),
    payment: {
      ...v.payment,
      type: v.paymentType,
      collected_by: v.paymentType === 'ON-ORDER' ? 'BAP' : 'BPP',
      status: paid ? 'PAID' : 'NOT-PAID',
      // cash on delivery is paid when it is delivered: the buyer app reconciles by that time
      ...(v.paymentType === 'ON-FULFILLMENT' && v.status === 'DELIVERED' && v.deliveredAt !== null
        ? { time: { timestamp: iso(v.deliveredAt) } }
        : {}),
      params: {
        ...((v.payment.params as Record<string, unknown> | undefined) ?? {}),
        currency: 'INR',
        amount: formatAmount(v.totals.total),
      },
    },
    ...(state === 'Cancelled' && v.cancellation && cancelledBy
      ? { cancellation: { cancelled_by: cancelledBy, reason: { id: v.cancellation.reason } } }
      : {}),
    // on_cancel's order has no terms tags (retail 1.2.5)
    ...(state === 'Cancelled'
      ? {}
      : { tags: [bppTermsTag(v.gstin, v.platformGstin ?? ''), ...(v.buyerTerms ? [v.buyerTerms] : [])] }),
    created_at: v.confirmedCreatedAt ?? iso(v.createdAt),
    updated_at: iso(v.answeredAt ?? v.updatedAt),
  };
}

/** The buyer's delivery address from confirm's fulfillment end (ONDC's address fields) in the shop's address shape. */
export interface NetworkAddress {
  NAME: string;
  PHONE: string;
  LINE1: string;
  LINE2: string;
  LANDMARK: string;
  CITY: string;
  STATE: IndianState;
  PIN: string;
  LAT: number | null;
  LNG: number | null;
}

/** A text field, trimmed and bounded; one holding a lone surrogate (not text) reads as missing. */
const str = (v: unknown, max: number): string =>
  typeof v === 'string' && !/\p{Cs}/u.test(v) ? v.trim().slice(0, max) : '';

/** Reads the delivery address of confirm's first fulfillment; null (with what is missing) when it cannot be delivered to. */
export function deliveryAddressOf(order: Record<string, unknown>): Result<{ address: NetworkAddress }> {
  const fulfillments = Array.isArray(order.fulfillments) ? order.fulfillments : [];
  const end = (fulfillments[0] as { end?: Record<string, unknown> } | undefined)?.end;
  const location = (end?.location ?? {}) as Record<string, unknown>;
  const address = (location.address ?? {}) as Record<string, unknown>;
  const contact = (end?.contact ?? {}) as Record<string, unknown>;
  const billing = (order.billing ?? {}) as Record<string, unknown>;
  const name = str(address.name, 80) || str(billing.name, 80);
  const phone = normaliseIndianMobile(str(contact.phone, 20) || str(billing.phone, 20));
  const pin = str(address.area_code, 10);
  const line1 = [str(address.building, 120), str(address.street, 120)].filter(Boolean).join(', ');
  const gps = str(location.gps, 40).match(/^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/);
  const missing = [
    !name && 'name',
    !phone && 'contact.phone (an Indian mobile number)',
    !/^\d{6}$/.test(pin) && 'area_code (a 6-digit PIN)',
    !(line1 || str(address.locality, 120)) && 'building or locality',
    !str(address.city, 80) && 'city',
    !stateNamed(str(address.state, 60)) && 'state (an Indian state or union territory)',
  ].filter(Boolean);
  if (missing.length > 0)
    return { ok: false, rsn: `message.order.fulfillments[0].end needs the delivery ${missing.join(', ')}.` };
  return {
    ok: true,
    address: {
      NAME: name,
      PHONE: phone!,
      LINE1: line1 || str(address.locality, 120),
      LINE2: line1 ? str(address.locality, 120) : '',
      LANDMARK: '',
      CITY: str(address.city, 80),
      STATE: stateNamed(str(address.state, 60))!,
      PIN: pin,
      LAT: gps ? Number(gps[1]) : null,
      LNG: gps ? Number(gps[2]) : null,
    },
  };
}
