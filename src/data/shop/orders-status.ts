import type { Said } from '../../domain/i18n/said';
import {
  canTransition,
  refundsOnTransition,
  orderBusy,
  ORDER_NOT_FOUND,
  type Actor,
  type MoveRefusalCode,
  type OrderStatus,
} from '../../domain/orders/status';
import { refundPlan, rewardPointsFor } from '../../domain/orders/after-order';
import { walletBalances } from './account-wallet';
import { findOrder, type Order } from './orders';
import { ORDERS } from '../../domain/tables/orders';
import { ledgerEntry, orderEvent, orderGuard } from './orders-place';
import type { ShopData } from './shop-data';
import type { Result } from '../../core/result';

export type MoveOutcome = Result<{ order: Order }, { code: MoveRefusalCode; rsn: string; say?: Said }>;

const account = 'uid = ? AND kind = ?';
/** The time each move writes (PLACED: a UPI order's payment confirmed). */
const TIME_OF: Record<Exclude<OrderStatus, 'AWAITING_PAYMENT' | 'PAYMENT_SUBMITTED'>, keyof Order> = {
  ACCEPTED: 'accepted_at',
  PACKED: 'packed_at',
  SHIPPED: 'shipped_at',
  DELIVERED: 'delivered_at',
  CANCELLED: 'cancelled_at',
  REJECTED: 'rejected_at',
  RETURNED: 'returned_at',
  PLACED: 'paid_at',
};

/** What a move writes besides the status: the time it happened, or the UPI facts of a payment step. */
/** `earnPer`: the shop's earn rate when the order is delivered (read by moveOrder, not the caller's to give). */
export interface MoveFacts {
  utr?: string;
  paymentDueAt?: number;
  earnPer?: number;
}

function moveColumns(
  to: OrderStatus,
  now: number,
  facts: MoveFacts,
): { sql: string; args: (string | number | null)[] } {
  if (to === 'PAYMENT_SUBMITTED') return { sql: 'upi_utr = ?', args: [facts.utr ?? null] };
  if (to === 'AWAITING_PAYMENT')
    return { sql: 'upi_utr = NULL, payment_due_at = ?', args: [facts.paymentDueAt ?? now] };
  return { sql: `${ORDERS.columnOf[TIME_OF[to]]} = ?`, args: [now] };
}

/**
 * The statements of one move, run as one batch (see orders-place.ts for why that is all-or-nothing). The
 * status UPDATE is conditional on the status it was read in and guarded, so two moves racing from the same
 * status cannot both happen: refunds, stock and coupon give-backs, reward points and the reseller's
 * commission therefore happen exactly once. Refund ledger entries also carry an idempotency key.
 */
function moveStatements(
  db: D1Database,
  o: Order,
  to: OrderStatus,
  actor: Actor,
  note: string,
  now: number,
  udhaarOwed: number,
  items: { item_id: string; qty: number }[],
  facts: MoveFacts,
) {
  const id = o.id;
  const set = moveColumns(to, now, facts);
  const s: D1PreparedStatement[] = [
    db
      .prepare(`UPDATE orders SET status = ?, ${set.sql}, updated_at = ?, note = CASE WHEN ? <> '' THEN ? ELSE note END
      WHERE id = ? AND status = ?`)
      .bind(to, ...set.args, now, note, note, id, o.status),
    orderGuard(db, 'STATUS'),
    orderEvent(db, id, { status: to, actor, note, at: now }),
  ];
  if (refundsOnTransition(to)) {
    const plan = refundPlan({ paidWallet: o.paid_wallet, paidUdhaar: o.paid_udhaar }, udhaarOwed);
    const key = `order:${id}:refund`;
    const unused = (kind: string) =>
      `NOT EXISTS (SELECT 1 FROM wallet_entries WHERE kind = '${kind}' AND idempotency_key = ?)`;
    const entry = {
      uid: o.uid,
      orderId: id,
      now,
      type: 'REFUND' as const,
      note: `Refund for order #${id}`,
      key,
    };
    if (plan.wallet > 0) {
      s.push(
        db
          .prepare("INSERT OR IGNORE INTO wallet_accounts (uid, kind, balance, updated_at) VALUES (?, 'wallet', 0, ?)")
          .bind(o.uid, now),
        db
          .prepare(
            `UPDATE wallet_accounts SET balance = balance + ?, updated_at = ? WHERE ${account} AND ${unused('wallet')}`,
          )
          .bind(plan.wallet, now, o.uid, 'wallet', key),
        orderGuard(db, 'REFUND'),
        ledgerEntry(db, { ...entry, kind: 'wallet', amount: plan.wallet }),
      );
    }
    if (plan.udhaar > 0) {
      s.push(
        db
          .prepare(
            `UPDATE wallet_accounts SET balance = balance - ?, updated_at = ? WHERE ${account} AND balance >= ? AND ${unused('udhaar')}`,
          )
          .bind(plan.udhaar, now, o.uid, 'udhaar', plan.udhaar, key),
        orderGuard(db, 'REFUND'),
        ledgerEntry(db, { ...entry, kind: 'udhaar', amount: plan.udhaar }),
      );
    }
    for (const it of items) {
      s.push(
        db
          .prepare(
            'UPDATE items SET stock_qty = stock_qty + ? WHERE id = ? AND stock_qty IS NOT NULL AND stock_qty >= 0',
          )
          .bind(it.qty, it.item_id),
      );
    }
    if (o.coupon_code) {
      s.push(
        db
          .prepare(
            'UPDATE coupons SET used_count = used_count - 1 WHERE code = ? AND used_count > 0 AND EXISTS (SELECT 1 FROM coupon_redemptions WHERE order_id = ?)',
          )
          .bind(o.coupon_code, id),
        db.prepare('DELETE FROM coupon_redemptions WHERE order_id = ?').bind(id),
      );
    }
    // points spent on the order come back once (the entry's id is the order's)
    s.push(
      db
        .prepare(`INSERT OR IGNORE INTO reward_entries (id, uid, points, reason, order_id, created_at)
      SELECT ?, uid, -points, ?, order_id, ? FROM reward_entries WHERE id = ?`)
        .bind(`order-${id}-points-back`, `Order #${id} refunded`, now, `order-${id}-spent`),
    );
    s.push(
      db
        .prepare("UPDATE reseller_transactions SET status = 'CANCELLED' WHERE order_id = ? AND status = 'PENDING'")
        .bind(id),
    );
  }
  if (to === 'DELIVERED') {
    const points = rewardPointsFor(o.total, facts.earnPer);
    if (points > 0) {
      s.push(
        db
          .prepare(
            'INSERT INTO reward_entries (id, uid, points, reason, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(`order-${id}`, o.uid, points, `Order #${id} delivered`, id, now),
      );
    }
    s.push(
      db
        .prepare("UPDATE reseller_transactions SET status = 'EARNED' WHERE order_id = ? AND status = 'PENDING'")
        .bind(id),
    );
  }
  return s;
}

/**
 * Moves an order to `to` as the shopper (who may only cancel their own while PLACED; `uid` limits it to
 * theirs) or the owner (canTransition). Refused moves change nothing and say why.
 */
/** The shop's own earn rate (paise of a delivered order per point), if it set one. */
async function earnRateOf(shop: ShopData): Promise<number | undefined> {
  const row = await shop.db
    .prepare("SELECT json_extract(cart_rules, '$.REWARDS.earnPer') AS earnPer FROM stores WHERE id = ?")
    .bind(shop.id)
    .first<{ earnPer: number | null }>();
  return typeof row?.earnPer === 'number' ? row.earnPer : undefined;
}

export async function moveOrder(
  shop: ShopData,
  m: { orderId: string; to: OrderStatus; actor: Actor; note?: string; now: number; uid?: string; facts?: MoveFacts },
): Promise<MoveOutcome> {
  const { db } = shop;
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await findOrder(shop, m.orderId);
    if (!order || (m.uid !== undefined && order.uid !== m.uid)) return ORDER_NOT_FOUND;
    const allowed = canTransition(order.status, m.to, m.actor);
    if (!allowed.ok) return allowed;
    const refunds = refundsOnTransition(m.to);
    const [owed, items, earnPer] = await Promise.all([
      refunds && order.paid_udhaar > 0 ? walletBalances(shop, order.uid).then((b) => b.udhaar) : Promise.resolve(0),
      refunds
        ? db
            .prepare(
              "SELECT item_id, SUM(qty) AS qty FROM order_items WHERE order_id = ? AND kind = 'item' GROUP BY item_id",
            )
            .bind(order.id)
            .all<{ item_id: string; qty: number }>()
            .then((r) => r.results)
        : Promise.resolve([]),
      m.to === 'DELIVERED' ? earnRateOf(shop) : Promise.resolve(undefined),
    ]);
    try {
      await db.batch(
        moveStatements(db, order, m.to, m.actor, (m.note ?? '').trim().slice(0, 300), m.now, owed, items, {
          ...m.facts,
          earnPer,
        }),
      );
      return { ok: true, order: (await findOrder(shop, m.orderId))! };
    } catch (err) {
      const text = String(err);
      // Another move won the race (status) or the udhaar owed changed under us (refund): read again and retry.
      if (!/CHECK constraint failed: (status_changed|refund_changed)/.test(text)) throw err;
    }
  }
  const now = await findOrder(shop, m.orderId);
  return orderBusy(now?.status ?? null);
}
