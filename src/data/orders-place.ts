import type { Quote } from '../domain/orders/quote';
import type { AddressSnapshot } from './orders';
import type { ShopData } from './shop-data';

/**
 * Placement writes everything in ONE `db.batch()`. D1 has no BEGIN/COMMIT, but it runs a batch as one
 * SQL transaction: if any statement throws, every earlier statement of the batch is rolled back (checked
 * in test/worker/orders-atomicity.test.ts, including failures injected with test-only triggers).
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
export interface PlacementPlan {
  storeId: string;
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

export type GuardReason = 'STOCK' | 'COUPON' | 'WALLET' | 'UDHAAR' | 'REWARDS' | 'BAG';
export type PlacementOutcome =
  | { ok: true }
  | { ok: false; kind: 'duplicate'; column: 'idempotency_key' | 'bag_key' | 'id' }
  | { ok: false; kind: 'guard'; reason: GuardReason };

const guard = (db: D1Database, reason: GuardReason | 'STATUS' | 'REFUND') =>
  db.prepare('INSERT INTO order_guards (reason) SELECT ? WHERE changes() = 0').bind(reason);

const account = 'store_id = ? AND uid = ? AND kind = ?';

/** A ledger entry whose balance_after is the balance the UPDATE just before it left. */
export function ledgerEntry(db: D1Database, e: { storeId: string; uid: string; kind: 'wallet' | 'udhaar'; type: 'DEBIT' | 'REFUND'; amount: number; orderId: string; note: string; key: string; now: number }) {
  return db.prepare(
    `INSERT INTO wallet_entries (store_id, id, uid, kind, entry_type, amount, balance_after, order_id, note, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT balance FROM wallet_accounts WHERE ${account}), ?, ?, ?, ?)`,
  ).bind(e.storeId, crypto.randomUUID(), e.uid, e.kind, e.type, e.amount, e.storeId, e.uid, e.kind, e.orderId, e.note, e.key, e.now);
}

function placementStatements(db: D1Database, p: PlacementPlan): D1PreparedStatement[] {
  const { storeId, orderId: id, uid, now, quote: q } = p;
  const totals = { ...q.totals, extras: q.extras, ...(q.rewards?.points ? { rewards: { points: q.rewards.points, value: q.rewards.value } } : {}) };
  const s: D1PreparedStatement[] = [
    db.prepare(
      `INSERT INTO orders (store_id, id, uid, status, total, items_count, currency, totals, address, distance_km, payment_method, paid_wallet,
        paid_udhaar, paid_upi, cash_due, coupon_code, referral_code, reseller_uid, sid, bag_key, idempotency_key, request_fingerprint,
        track_token, payment_due_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(storeId, id, uid, p.paymentDueAt === null ? 'PLACED' : 'AWAITING_PAYMENT', q.totals.total, q.itemsCount, p.currency,
      JSON.stringify(totals), JSON.stringify(p.address), p.distanceKm, q.split.method, q.split.fromWallet, q.split.toUdhaar, q.split.byUpi,
      q.split.cashDue, p.couponCode, p.referral?.code ?? null, p.referral?.resellerUid ?? null, p.sid, p.bagKey, p.idempotencyKey,
      p.fingerprint, p.trackToken, p.paymentDueAt, now, now),
  ];
  // a line keeps the item's HSN code as it was when ordered (the tax invoice prints it)
  const item = `INSERT INTO order_items (store_id, order_id, line_no, kind, item_id, cat_id, line_id, name, variant_label, image, qty, unit_price, gst_percent, gst, line_total, hsn)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, COALESCE((SELECT hsn FROM items WHERE store_id = ?1 AND id = ?5), ''))`;
  q.lines.forEach((l, i) => s.push(db.prepare(item).bind(storeId, id, i + 1, 'item', l.itemId, l.catId, l.lineId, l.name, l.variantLabel, l.image, l.qty, l.unitPrice, l.gstPercent, l.gst, l.lineTotal)));
  q.manual.forEach((m, i) => s.push(db.prepare(item).bind(storeId, id, q.lines.length + i + 1, 'manual', null, null, m.id, m.name, '', m.image ?? '', m.qty, null, null, 0, 0)));
  s.push(db.prepare("INSERT INTO order_events (store_id, order_id, status, actor, note, at) VALUES (?, ?, ?, 'shopper', '', ?)")
    .bind(storeId, id, p.paymentDueAt === null ? 'PLACED' : 'AWAITING_PAYMENT', now));

  const tracked = new Map<string, number>();
  for (const l of q.lines) if (l.stockQty !== null) tracked.set(l.itemId, (tracked.get(l.itemId) ?? 0) + l.qty);
  for (const [itemId, qty] of tracked) {
    s.push(db.prepare('UPDATE items SET stock_qty = stock_qty - ?1 WHERE store_id = ?2 AND id = ?3 AND stock_qty >= ?1 AND is_disabled = 0').bind(qty, storeId, itemId), guard(db, 'STOCK'));
  }
  if (p.couponCode) {
    s.push(
      db.prepare(
        `UPDATE coupons SET used_count = used_count + 1 WHERE store_id = ?1 AND code = ?2 AND is_active = 1
           AND (usage_limit IS NULL OR used_count < usage_limit)
           AND (per_user_limit IS NULL OR (SELECT COUNT(*) FROM coupon_redemptions WHERE store_id = ?1 AND code = ?2 AND uid = ?3) < per_user_limit)`,
      ).bind(storeId, p.couponCode, uid),
      guard(db, 'COUPON'),
      db.prepare('INSERT INTO coupon_redemptions (store_id, code, uid, order_id, redeemed_at) VALUES (?, ?, ?, ?, ?)').bind(storeId, p.couponCode, uid, id, now),
    );
  }
  const entry = { storeId, uid, orderId: id, now, type: 'DEBIT' as const, note: `Order #${id}` };
  if (q.split.fromWallet > 0) {
    const amount = q.split.fromWallet;
    s.push(
      db.prepare(`UPDATE wallet_accounts SET balance = balance - ?, updated_at = ? WHERE ${account} AND balance >= ?`).bind(amount, now, storeId, uid, 'wallet', amount),
      guard(db, 'WALLET'),
      ledgerEntry(db, { ...entry, kind: 'wallet', amount, key: `order:${id}:pay` }),
    );
  }
  if (q.split.toUdhaar > 0) {
    const amount = q.split.toUdhaar;
    s.push(
      db.prepare("INSERT OR IGNORE INTO wallet_accounts (store_id, uid, kind, balance, updated_at) VALUES (?, ?, 'udhaar', 0, ?)").bind(storeId, uid, now),
      db.prepare(`UPDATE wallet_accounts SET balance = balance + ?, updated_at = ? WHERE ${account} AND balance + ? <= ?`).bind(amount, now, storeId, uid, 'udhaar', amount, p.udhaarLimit),
      guard(db, 'UDHAAR'),
      ledgerEntry(db, { ...entry, kind: 'udhaar', amount, key: `order:${id}:pay` }),
    );
  }
  if (q.rewards && q.rewards.points > 0) {
    // points are spent only while the shopper still has them (another order may have spent them since the quote)
    const points = q.rewards.points;
    s.push(
      db.prepare(
        `INSERT INTO reward_entries (store_id, id, uid, points, reason, order_id, created_at) SELECT ?, ?, ?, ?, ?, ?, ?
         WHERE (SELECT COALESCE(SUM(points), 0) FROM reward_entries WHERE store_id = ? AND uid = ?) >= ?`,
      ).bind(storeId, `order-${id}-spent`, uid, -points, `Order #${id}`, id, now, storeId, uid, points),
      guard(db, 'REWARDS'),
    );
  }
  if (p.referral) {
    s.push(db.prepare(
      `INSERT INTO reseller_transactions (store_id, id, uid, order_id, order_total, commission, status, note, created_at) VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
    ).bind(storeId, `rt-${id}`, p.referral.resellerUid, id, q.totals.total, p.referral.commission, `Order #${id}`, now));
  }
  // The bag goes in the same transaction: an order and its still-full bag never both exist, and a bag changed
  // since it was priced is not emptied (nor ordered).
  s.push(
    db.prepare('UPDATE bags SET coupon = NULL, revision = revision + 1, touched_at = MAX(touched_at, ?) WHERE sid = ? AND revision = ?').bind(now, p.sid, p.bagRevision),
    guard(db, 'BAG'),
    db.prepare('DELETE FROM bag_lines WHERE sid = ?').bind(p.sid),
    db.prepare('DELETE FROM bag_manual_items WHERE sid = ?').bind(p.sid),
  );
  return s;
}

const GUARDS: Record<string, GuardReason> = { stock_gone: 'STOCK', coupon_used_up: 'COUPON', wallet_short: 'WALLET', udhaar_over_limit: 'UDHAAR', rewards_short: 'REWARDS', bag_changed: 'BAG' };

/** Runs the batch; a duplicate (key, bag or id) or a failed guard is an outcome, anything else throws. */
export async function runPlacement(shop: ShopData, placement: Omit<PlacementPlan, 'storeId'>): Promise<PlacementOutcome> {
  const { db } = shop, plan: PlacementPlan = { ...placement, storeId: shop.id };
  try {
    await db.batch(placementStatements(db, plan));
    return { ok: true };
  } catch (err) {
    const text = String(err);
    const unique = /UNIQUE constraint failed: orders\.store_id, orders\.(idempotency_key|bag_key|id)\b/.exec(text);
    if (unique) return { ok: false, kind: 'duplicate', column: unique[1] as 'idempotency_key' | 'bag_key' | 'id' };
    const check = /CHECK constraint failed: (\w+)/.exec(text);
    if (check && GUARDS[check[1]]) return { ok: false, kind: 'guard', reason: GUARDS[check[1]] };
    throw err;
  }
}

export { guard as orderGuard };
