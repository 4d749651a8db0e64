import { moveOrder } from './orders-status';
import type { ShopData } from './shop-data';

/** Most unpaid orders one sweep cancels; the next alarm takes the rest. */
const EXPIRE_BATCH = 50;

export const PAYMENT_EXPIRED_NOTE = 'The UPI payment did not arrive in time, so the order was cancelled.';

/**
 * Cancels the shop's UPI orders still AWAITING_PAYMENT after their deadline, as the system: each gives its
 * stock and coupon use back in the same transaction as its status (moveOrder). An order whose shopper sent
 * a UTR (PAYMENT_SUBMITTED) waits for the owner instead. Answers how many were cancelled.
 */
export async function expireUnpaidOrders(shop: ShopData, now: number): Promise<number> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      "SELECT id FROM orders WHERE status = 'AWAITING_PAYMENT' AND payment_due_at IS NOT NULL AND payment_due_at <= ? ORDER BY payment_due_at LIMIT ?",
    )
    .bind(now, EXPIRE_BATCH)
    .all<{ id: string }>();
  let expired = 0;
  for (const { id } of results) {
    const moved = await moveOrder(shop, {
      orderId: id,
      to: 'CANCELLED',
      actor: 'system',
      note: PAYMENT_EXPIRED_NOTE,
      now,
    });
    if (moved.ok) expired++;
  }
  return expired;
}

/** The earliest deadline of an order still waiting for its UPI payment, or null. */
export async function nextPaymentDeadline(shop: ShopData): Promise<number | null> {
  const { db } = shop;
  const row = await db
    .prepare("SELECT MIN(payment_due_at) AS due FROM orders WHERE status = 'AWAITING_PAYMENT'")
    .first<{ due: number | null }>();
  return row?.due ?? null;
}
