import {
  ORDER_EVENTS,
  ORDER_ITEMS,
  ORDER_KEYS,
  ORDERS,
  type OrderEvent,
  type OrderKeys,
} from '../../domain/tables/orders';
import type { ShopData } from './shop-data';
import { placedLines, placedOrder, type PlacementPlan } from './orders-place-rows';
import { fail, ok, type Result } from '../../core/result';

/**
 * Placement writes everything in ONE `db.batch()`. D1 has no BEGIN/COMMIT, but it runs a batch as one
 * SQL transaction: if any statement throws, every earlier statement of the batch is rolled back (checked
 * in test/worker/orders-atomicity.suite.ts, including failures injected with test-only triggers).
 *
 * A conditional UPDATE that matches no row does not throw, though; it just changes nothing. So each one
 * (stock, coupon usage, wallet debit, udhaar charge, reward points spent) is followed by a guard:
 *
 *   INSERT INTO order_guards (reason) SELECT 'STOCK' WHERE changes() = 0
 *
 * `changes()` is the row count of the statement just before it on the same connection. When the UPDATE
 * changed its row, the SELECT yields nothing and nothing is inserted; when it changed none, the row it
 * inserts violates that reason's named CHECK in order_guards (0007), the batch throws, everything rolls
 * back, and the error names the constraint (`stock_gone`, `coupon_used_up`, ...), which tells us why.
 * The idempotency key and the bag version are UNIQUE columns of orders, so a second placement with the
 * same key, or of the same bag, throws on the very first statement. The batch ends by emptying the bag, in
 * the shop's object like everything else, so stock, coupon, wallet, udhaar, key and bag move together.
 */
export type GuardReason = 'STOCK' | 'COUPON' | 'WALLET' | 'UDHAAR' | 'REWARDS' | 'BAG';
type KeyColumn = 'idempotency_key' | 'bag_key' | 'id';
/** The refusal's `rsn` is for the log; the use case answers the shopper with its own words by `kind` and `code`. */
export type PlacementOutcome = Result<
  object,
  { kind: 'duplicate'; column: KeyColumn; rsn: string } | { kind: 'guard'; code: GuardReason; rsn: string }
>;

const guard = (db: D1Database, reason: GuardReason | 'STATUS' | 'REFUND') =>
  db.prepare('INSERT INTO order_guards (reason) SELECT ? WHERE changes() = 0').bind(reason);

const account = 'uid = ? AND kind = ?';

/** A ledger entry whose balance_after is the balance the UPDATE just before it left. */
export function ledgerEntry(
  db: D1Database,
  e: {
    uid: string;
    kind: 'wallet' | 'udhaar';
    type: 'DEBIT' | 'REFUND';
    amount: number;
    orderId: string;
    note: string;
    key: string;
    now: number;
  },
) {
  return db
    .prepare(
      `INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, order_id, note, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, (SELECT balance FROM wallet_accounts WHERE ${account}), ?, ?, ?, ?)`,
    )
    .bind(crypto.randomUUID(), e.uid, e.kind, e.type, e.amount, e.uid, e.kind, e.orderId, e.note, e.key, e.now);
}

/** A column's value in an INSERT: its own bound cell (`place(column)`: `?n`), or an expression of the row's cells. */
type ValueOf = (column: string, place: (column: string) => string) => string;

/** `INSERT INTO table (…columns) VALUES (?1, ?2, …)`: the descriptors' cells. */
function insertOf(
  db: D1Database,
  table: string,
  rows: { names: string[]; cells: unknown[] }[],
  valueOf: ValueOf = (column, place) => place(column),
) {
  const names = rows.flatMap((r) => r.names);
  const place = (column: string) => `?${names.indexOf(column) + 1}`;
  return db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => valueOf(n, place)).join(', ')})`)
    .bind(...rows.flatMap((r) => r.cells));
}

/** A step of an order's timeline. */
export const orderEvent = (db: D1Database, orderId: string, e: OrderEvent) =>
  insertOf(db, 'order_events', [{ names: ['order_id'], cells: [orderId] }, ORDER_EVENTS.insertCells(e)]);

function placementStatements(db: D1Database, p: PlacementPlan): D1PreparedStatement[] {
  const { orderId: id, uid, now, quote: q } = p;
  const keys: OrderKeys = { sid: p.sid, bag_key: p.bagKey, idempotency_key: p.idempotencyKey };
  const order = placedOrder(p);
  const s: D1PreparedStatement[] = [insertOf(db, 'orders', [ORDERS.insertCells(order), ORDER_KEYS.insertCells(keys)])];
  // a line keeps the item's HSN code as it is in the same transaction (the tax invoice prints it); a manual line has none
  const hsnNow: ValueOf = (column, place) =>
    column === ORDER_ITEMS.columnOf.hsn
      ? `COALESCE((SELECT hsn FROM items WHERE id = ${place(ORDER_ITEMS.columnOf.item_id)}), ${place(column)})`
      : place(column);
  for (const line of placedLines(q)) {
    s.push(insertOf(db, 'order_items', [{ names: ['order_id'], cells: [id] }, ORDER_ITEMS.insertCells(line)], hsnNow));
  }
  s.push(orderEvent(db, id, { status: order.status, actor: 'shopper', note: '', at: now }));

  const tracked = new Map<string, number>();
  for (const l of q.lines) if (l.stockQty !== null) tracked.set(l.itemId, (tracked.get(l.itemId) ?? 0) + l.qty);
  for (const [itemId, qty] of tracked) {
    s.push(
      db
        .prepare('UPDATE items SET stock_qty = stock_qty - ?1 WHERE id = ?2 AND stock_qty >= ?1 AND is_disabled = 0')
        .bind(qty, itemId),
      guard(db, 'STOCK'),
    );
  }
  if (p.couponCode) {
    s.push(
      db
        .prepare(
          `UPDATE coupons SET used_count = used_count + 1 WHERE code = ?1 AND is_active = 1
           AND (usage_limit IS NULL OR used_count < usage_limit)
           AND (per_user_limit IS NULL OR (SELECT COUNT(*) FROM coupon_redemptions WHERE code = ?1 AND uid = ?2) < per_user_limit)`,
        )
        .bind(p.couponCode, uid),
      guard(db, 'COUPON'),
      db
        .prepare('INSERT INTO coupon_redemptions (code, uid, order_id, redeemed_at) VALUES (?, ?, ?, ?)')
        .bind(p.couponCode, uid, id, now),
    );
  }
  const entry = { uid, orderId: id, now, type: 'DEBIT' as const, note: `Order #${id}` };
  if (q.split.fromWallet > 0) {
    const amount = q.split.fromWallet;
    s.push(
      db
        .prepare(`UPDATE wallet_accounts SET balance = balance - ?, updated_at = ? WHERE ${account} AND balance >= ?`)
        .bind(amount, now, uid, 'wallet', amount),
      guard(db, 'WALLET'),
      ledgerEntry(db, { ...entry, kind: 'wallet', amount, key: `order:${id}:pay` }),
    );
  }
  if (q.split.toUdhaar > 0) {
    const amount = q.split.toUdhaar;
    s.push(
      db
        .prepare("INSERT OR IGNORE INTO wallet_accounts (uid, kind, balance, updated_at) VALUES (?, 'udhaar', 0, ?)")
        .bind(uid, now),
      db
        .prepare(
          `UPDATE wallet_accounts SET balance = balance + ?, updated_at = ? WHERE ${account} AND balance + ? <= ?`,
        )
        .bind(amount, now, uid, 'udhaar', amount, p.udhaarLimit),
      guard(db, 'UDHAAR'),
      ledgerEntry(db, { ...entry, kind: 'udhaar', amount, key: `order:${id}:pay` }),
    );
  }
  if (q.rewards && q.rewards.points > 0) {
    // points are spent only while the shopper still has them (another order may have spent them since the quote)
    const points = q.rewards.points;
    s.push(
      db
        .prepare(
          `INSERT INTO reward_entries (id, uid, points, reason, order_id, created_at) SELECT ?, ?, ?, ?, ?, ?
         WHERE (SELECT COALESCE(SUM(points), 0) FROM reward_entries WHERE uid = ?) >= ?`,
        )
        .bind(`order-${id}-spent`, uid, -points, `Order #${id}`, id, now, uid, points),
      guard(db, 'REWARDS'),
    );
  }
  if (p.referral) {
    s.push(
      db
        .prepare(
          `INSERT INTO reseller_transactions (id, uid, order_id, order_total, commission, status, note, created_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
        )
        .bind(`rt-${id}`, p.referral.resellerUid, id, q.totals.total, p.referral.commission, `Order #${id}`, now),
    );
  }
  // The bag goes in the same transaction: an order and its still-full bag never both exist, and a bag changed
  // since it was priced is not emptied (nor ordered).
  s.push(
    db
      .prepare(
        'UPDATE bags SET coupon = NULL, revision = revision + 1, touched_at = MAX(touched_at, ?) WHERE sid = ? AND revision = ?',
      )
      .bind(now, p.sid, p.bagRevision),
    guard(db, 'BAG'),
    db.prepare('DELETE FROM bag_lines WHERE sid = ?').bind(p.sid),
    db.prepare('DELETE FROM bag_manual_items WHERE sid = ?').bind(p.sid),
  );
  return s;
}

const GUARDS: Record<string, GuardReason> = {
  stock_gone: 'STOCK',
  coupon_used_up: 'COUPON',
  wallet_short: 'WALLET',
  udhaar_over_limit: 'UDHAAR',
  rewards_short: 'REWARDS',
  bag_changed: 'BAG',
};

/** Runs the batch; a duplicate (key, bag or id) or a failed guard is an outcome, anything else throws. */
export async function runPlacement(shop: ShopData, plan: PlacementPlan): Promise<PlacementOutcome> {
  const { db } = shop;
  try {
    await db.batch(placementStatements(db, plan));
    return ok();
  } catch (err) {
    const text = String(err);
    const unique = /UNIQUE constraint failed: orders\.(idempotency_key|bag_key|id)\b/.exec(text);
    if (unique) {
      const column = unique[1] as KeyColumn;
      return fail({ kind: 'duplicate' as const, column, rsn: `Another order of the shop already has this ${column}.` });
    }
    const check = /CHECK constraint failed: (\w+)/.exec(text);
    if (check && GUARDS[check[1]]) {
      const code = GUARDS[check[1]];
      return fail({ kind: 'guard' as const, code, rsn: `The order's ${code} guard refused it.` });
    }
    throw err;
  }
}

export { guard as orderGuard };
