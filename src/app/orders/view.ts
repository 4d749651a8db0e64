import type { OrderDetail } from '../../data/orders';
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
      kind: i.kind, item_id: i.item_id, cat_id: i.cat_id, name: i.name, variant: i.variant_label, image: i.image, qty: i.qty,
      unit_price: i.unit_price, gst: i.gst, line_total: i.line_total,
    })),
    address: o.address,
    distance_km: o.distance_km,
    payment: { method: o.payment_method, paid_wallet: o.paid_wallet, paid_udhaar: o.paid_udhaar, cash_due: o.cash_due },
    coupon_code: o.coupon_code,
    note: o.note,
    timeline: orderTimeline(o),
    events: d.events,
    can_cancel: canTransition(o.status, 'CANCELLED', 'shopper').ok,
  };
}
export type OrderView = ReturnType<typeof orderView>;
