import type { OrderDetail } from '../../data/shop/orders';
import type { Store } from '../../domain/tables/stores';
import { shopOrigin, trackUrl, upiLinkOf } from './payments';
import { canTransition } from '../../domain/orders/status';
import { orderTimeline, STATUS_LABELS } from '../../domain/orders/timeline';

/** An order as the API answers it and the tracking island reads it (amounts in paise). */
export function orderView(d: OrderDetail) {
  const o = d.order;
  return {
    order_id: o.id,
    status: o.status,
    status_label: STATUS_LABELS[o.status],
    created_at: o.created_at,
    updated_at: o.updated_at,
    currency: o.currency,
    total: o.total,
    totals: o.totals,
    items_count: o.items_count,
    items: d.items.map((i) => ({
      kind: i.kind,
      item_id: i.item_id,
      cat_id: i.cat_id,
      name: i.name,
      variant: i.variant_label,
      image: i.image,
      qty: i.qty,
      unit_price: i.unit_price,
      gst: i.gst,
      line_total: i.line_total,
    })),
    address: o.address,
    distance_km: o.distance_km,
    payment: {
      method: o.payment_method,
      paid_wallet: o.paid_wallet,
      paid_udhaar: o.paid_udhaar,
      paid_upi: o.paid_upi,
      cash_due: o.cash_due,
      utr: o.upi_utr,
      pay_by: o.status === 'AWAITING_PAYMENT' ? o.payment_due_at : null,
      paid_at: o.paid_at,
    },
    coupon_code: o.coupon_code,
    note: o.note,
    timeline: orderTimeline(o),
    events: d.events,
    can_cancel: canTransition(o.status, 'CANCELLED', 'shopper').ok,
    can_send_utr: canTransition(o.status, 'PAYMENT_SUBMITTED', 'shopper').ok,
  };
}

/** The shopper's own order: the view, its tracking link, and the UPI link while it waits for payment. */
export function shopperOrderView(shop: { store: Store; customDomain: string | null }, d: OrderDetail, origin: string) {
  const upiUri = d.order.status === 'AWAITING_PAYMENT' ? upiLinkOf(shop.store, d.order) : null;
  const link = trackUrl(shopOrigin(origin, shop.customDomain), shop.store.id, d.order.id, d.order.track_token);
  return { ...orderView(d), track_url: link, ...(upiUri ? { upi: { uri: upiUri } } : {}) };
}

/**
 * What a tracking link shows anyone who holds it: status, timeline and items. Never the address, phone, the
 * shopper's id, payment references or notes.
 */
export function publicOrderView(d: OrderDetail) {
  const o = d.order;
  return {
    order_id: o.id,
    status: o.status,
    status_label: STATUS_LABELS[o.status],
    created_at: o.created_at,
    updated_at: o.updated_at,
    currency: o.currency,
    total: o.total,
    items_count: o.items_count,
    timeline: orderTimeline(o),
    items: d.items.map((i) => ({
      kind: i.kind,
      item_id: i.item_id,
      cat_id: i.cat_id,
      name: i.name,
      variant: i.variant_label,
      image: i.image,
      qty: i.qty,
      line_total: i.line_total,
    })),
    payment: { method: o.payment_method },
  };
}
export type PublicOrderView = ReturnType<typeof publicOrderView>;
export type OrderView = ReturnType<typeof orderView>;
