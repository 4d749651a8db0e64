import type { Quote } from '../../domain/orders/quote';
import type { AddressSnapshot, Order, OrderItem } from '../../domain/tables/orders';

/** What a placement writes, priced and checked by the use case (src/app/orders/place.ts) before the batch. */
export interface PlacementPlan {
  orderId: string;
  uid: string;
  now: number;
  sid: string;
  /** the bag revision the quote priced */
  bagRevision: number;
  bagKey: string;
  idempotencyKey: string;
  fingerprint: string;
  currency: string;
  quote: Quote & { split: NonNullable<Quote['split']> };
  address: AddressSnapshot;
  distanceKm: number | null;
  couponCode: string | null;
  referral: { code: string; resellerUid: string; commission: number } | null;
  udhaarLimit: number;
  /** the unguessable token of the order's tracking link */
  trackToken: string;
  /** UPI: the order waits for its payment until then (AWAITING_PAYMENT); null: placed at once */
  paymentDueAt: number | null;
}

/** The order as placement writes it: every status time still empty, no note, no UTR yet. */
export function placedOrder(p: PlacementPlan): Order {
  const { orderId: id, uid, now, quote: q } = p;
  // the cell keeps the reward points spent beside the bill (orders read the bill alone)
  const totals = {
    ...q.totals,
    extras: q.extras,
    ...(q.rewards?.points ? { rewards: { points: q.rewards.points, value: q.rewards.value } } : {}),
  };
  return {
    id,
    uid,
    status: p.paymentDueAt === null ? 'PLACED' : 'AWAITING_PAYMENT',
    total: q.totals.total,
    items_count: q.itemsCount,
    currency: p.currency,
    totals,
    address: p.address,
    distance_km: p.distanceKm,
    payment_method: q.split.method,
    paid_wallet: q.split.fromWallet,
    paid_udhaar: q.split.toUdhaar,
    paid_upi: q.split.byUpi,
    cash_due: q.split.cashDue,
    upi_utr: null,
    payment_due_at: p.paymentDueAt,
    paid_at: null,
    track_token: p.trackToken,
    coupon_code: p.couponCode,
    referral_code: p.referral?.code ?? null,
    reseller_uid: p.referral?.resellerUid ?? null,
    note: '',
    request_fingerprint: p.fingerprint,
    created_at: now,
    updated_at: now,
    accepted_at: null,
    packed_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    rejected_at: null,
    returned_at: null,
  };
}

/** The order's lines: the bag's items, then the shopper's own lines. */
export function placedLines(q: PlacementPlan['quote']): OrderItem[] {
  return [
    ...q.lines.map(
      (l, i): OrderItem => ({
        line_no: i + 1,
        kind: 'item',
        item_id: l.itemId,
        cat_id: l.catId,
        line_id: l.lineId,
        name: l.name,
        variant_label: l.variantLabel,
        image: l.image,
        qty: l.qty,
        unit_price: l.unitPrice,
        gst_percent: l.gstPercent,
        gst: l.gst,
        line_total: l.lineTotal,
        hsn: '',
      }),
    ),
    ...q.manual.map(
      (m, i): OrderItem => ({
        line_no: q.lines.length + i + 1,
        kind: 'manual',
        item_id: null,
        cat_id: null,
        line_id: m.id,
        name: m.name,
        variant_label: '',
        image: m.image ?? '',
        qty: m.qty,
        unit_price: null,
        gst_percent: null,
        gst: 0,
        line_total: 0,
        hsn: '',
      }),
    ),
  ];
}
