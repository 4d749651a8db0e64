import { ERASURE_PLAN, tombstoneOf } from '../../domain/account/erasure-plan';
import { OPEN_ORDER_STATUSES, type AccountStanding } from '../../domain/account/data-rights';
import type { ShopData } from './shop-data';
import { fail, ok, type Result } from '../../core/result';

const OPEN = OPEN_ORDER_STATUSES.map((s) => `'${s}'`).join(', ');

/** What stands between the shopper and deleting their account here: orders on their way, udhaar owed, the wallet. */
export async function accountStanding(shop: ShopData, uid: string): Promise<AccountStanding> {
  const row = await shop.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM orders WHERE uid = ?1 AND status IN (${OPEN})) AS open_orders,
              COALESCE((SELECT balance FROM wallet_accounts WHERE uid = ?1 AND kind = 'udhaar'), 0) AS udhaar,
              COALESCE((SELECT balance FROM wallet_accounts WHERE uid = ?1 AND kind = 'wallet'), 0) AS wallet`,
    )
    .bind(uid)
    .first<{ open_orders: number; udhaar: number; wallet: number }>();
  return { openOrders: row?.open_orders ?? 0, udhaarOwed: row?.udhaar ?? 0, walletBalance: row?.wallet ?? 0 };
}

export type Erasure = Result<{ changed: Record<string, number> }, { code: 'STANDING_CHANGED'; rsn: string }>;

const STANDING_CHANGED = {
  code: 'STANDING_CHANGED',
  rsn: 'The account changed while it was being deleted (an order, a debt or a wallet entry arrived); nothing was deleted.',
} as const;

/**
 * Deletes the shopper's account in this shop in one transaction, as the erasure plan says for each table. The
 * first statement is the guard: should an order be open, udhaar owed or the wallet hold other than the confirmed
 * `forfeit` by the time the transaction runs, it fails the order_guards CHECK, the transaction rolls back whole
 * and the refusal STANDING_CHANGED says so (the caller reads the standing again to say why). A forfeited wallet balance is
 * written to the shop's books as a debit first, so the ledger still adds up to what the shop held.
 */
export async function eraseAccount(
  shop: ShopData,
  uid: string,
  forfeit: number | null,
  deletionId: string,
  now: number,
): Promise<Erasure> {
  const { db } = shop;
  const tomb = tombstoneOf(deletionId);
  const steps: { table: string; statement: D1PreparedStatement }[] = [
    {
      table: 'guard',
      statement: db
        .prepare(
          `INSERT INTO order_guards (reason) SELECT 'ERASE' WHERE
           EXISTS (SELECT 1 FROM orders WHERE uid = ?1 AND status IN (${OPEN}))
           OR EXISTS (SELECT 1 FROM wallet_accounts WHERE uid = ?1 AND kind = 'udhaar' AND balance > 0)
           OR EXISTS (SELECT 1 FROM wallet_accounts WHERE uid = ?1 AND kind = 'wallet' AND balance > 0 AND balance <> COALESCE(?2, -1))`,
        )
        .bind(uid, forfeit),
    },
    {
      table: 'forfeit',
      statement: db
        .prepare(
          `INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, order_id, note, idempotency_key, created_at)
         SELECT ?2, uid, 'wallet', 'DEBIT', balance, 0, NULL, 'Forfeited: the shopper deleted their account', NULL, ?3
         FROM wallet_accounts WHERE uid = ?1 AND kind = 'wallet' AND balance > 0`,
        )
        .bind(uid, `forfeit-${deletionId}`, now),
    },
    // a bag's lines carry only its sid: they go before the bag rows the plan erases
    ...['bag_lines', 'bag_manual_items'].map((table) => ({
      table,
      statement: db.prepare(`DELETE FROM ${table} WHERE sid IN (SELECT sid FROM bags WHERE uid = ?)`).bind(uid),
    })),
  ];
  for (const rule of ERASURE_PLAN) {
    if (rule.home !== 'shop') continue;
    for (const column of rule.uidColumns) {
      const where = `WHERE ${column} = ?`;
      const statement =
        rule.way === 'erase'
          ? db.prepare(`DELETE FROM ${rule.table} ${where}`).bind(uid)
          : db
              .prepare(
                `UPDATE ${rule.table} SET ${[`${column} = ?`, ...(rule.clears ?? []).map((c) => `${c} = ''`)].join(', ')} ${where}`,
              )
              .bind(tomb, uid);
      steps.push({ table: rule.table, statement });
    }
  }
  let results: D1Result[];
  try {
    results = await db.batch(steps.map((s) => s.statement));
  } catch (err) {
    if (/guard_failed/.test(String(err))) return fail(STANDING_CHANGED);
    throw err;
  }
  const changed: Record<string, number> = {};
  results.forEach((r, i) => {
    const table = steps[i].table;
    if (table !== 'guard') changed[table] = (changed[table] ?? 0) + (r.meta.changes ?? 0);
  });
  return ok({ changed });
}

/** Signs the shopper out everywhere: their sessions live in the platform's database, beside every shop. */
export async function endSessions(platformDb: D1Database, uid: string): Promise<number> {
  const res = await platformDb.prepare('DELETE FROM sessions WHERE uid = ?').bind(uid).run();
  return res.meta.changes ?? 0;
}
