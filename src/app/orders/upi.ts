import { findOrder } from '../../data/shop/orders';
import { expireUnpaidOrders } from '../../data/shop/orders-payment';
import type { Shop } from '../../data/shop/shop-db';
import type { Fail } from '../../core/result';
import { checkUtr } from '../../domain/payments/upi';
import { moveOrderStatus, type MoveReply } from './move';
import { paymentDeadline } from './payments';

type UpiRefusal = Fail<{ http: 400 | 404 | 409; code: string; rsn: string; field?: string }>;

const PAYMENT_EXPIRED: UpiRefusal = {
  ok: false,
  http: 409,
  code: 'PAYMENT_EXPIRED',
  rsn: 'The time to pay for this order has run out, so it was cancelled. Please order again.',
};

/**
 * The shopper sends the 12-digit UPI reference of their payment: AWAITING_PAYMENT -> PAYMENT_SUBMITTED, once.
 * A malformed UTR changes nothing; a second one is refused (the owner checks the first).
 */
export async function submitUtr(
  shop: Shop,
  m: { uid: string; orderId: string; utr: unknown },
): Promise<MoveReply | UpiRefusal> {
  const utr = checkUtr(m.utr);
  if (!utr.ok) return { ok: false, http: 400, code: utr.code, rsn: utr.rsn, field: 'utr' };
  const now = Date.now();
  const order = await findOrder(shop, m.orderId);
  // past its deadline: cancelled now, as the alarm would (it may not have rung yet)
  if (order?.status === 'AWAITING_PAYMENT' && order.payment_due_at !== null && order.payment_due_at <= now) {
    await expireUnpaidOrders(shop, now);
    return order.uid === m.uid
      ? PAYMENT_EXPIRED
      : { ok: false, http: 404, code: 'NOT_FOUND', rsn: 'We could not find that order.' };
  }
  return moveOrderStatus(shop, {
    orderId: m.orderId,
    to: 'PAYMENT_SUBMITTED',
    actor: 'shopper',
    uid: m.uid,
    facts: { utr: utr.utr },
  });
}

/**
 * The owner (or a payment provider's verified webhook, as `system`) says whether the money arrived: received
 * -> PLACED; not received -> back to AWAITING_PAYMENT with a fresh deadline (the shopper may send another UTR).
 */
export async function confirmUpiPayment(
  shop: Shop,
  m: { orderId: string; received: boolean; actor: 'owner' | 'system'; note?: string },
): Promise<MoveReply> {
  if (m.received)
    return moveOrderStatus(shop, {
      orderId: m.orderId,
      to: 'PLACED',
      actor: m.actor,
      note: m.note,
    });
  const due = paymentDeadline(Date.now());
  const moved = await moveOrderStatus(shop, {
    orderId: m.orderId,
    to: 'AWAITING_PAYMENT',
    actor: m.actor,
    facts: { paymentDueAt: due },
    note: m.note ?? 'The shop could not find this payment. Please check the UPI reference and send it again.',
  });
  if (moved.ok) await shop.wakeBy(due);
  return moved;
}
