import { REWARD_ENTRIES, type RewardEntry } from '../../domain/tables/ledgers';
import type { ShopData } from './shop-data';
import { olderThan } from '../../domain/account/list-paging';
import { pageOf } from '../../domain/paging';

export type { RewardEntry } from '../../domain/tables/ledgers';

/** Points balance (earned minus spent) and one page of entries, newest first, with the cursor of the next (null at the end). */
export async function loadRewards(
  shop: ShopData,
  uid: string,
  limit = 100,
  after?: readonly [number, string],
): Promise<{ balance: number; earned: number; spent: number; entries: RewardEntry[]; next_cursor: string | null }> {
  const { db } = shop;
  const older = olderThan(after);
  const [sum, list] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        'SELECT COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS earned, COALESCE(-SUM(CASE WHEN points < 0 THEN points END), 0) AS spent FROM reward_entries WHERE uid = ?',
      )
      .bind(uid),
    db
      .prepare(
        `SELECT ${REWARD_ENTRIES.select()} FROM reward_entries WHERE uid = ?${older.sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .bind(uid, ...older.args, limit + 1),
  ]);
  const totals = sum.results[0] as { earned: number; spent: number };
  const page = pageOf(
    list.results.map((r) => REWARD_ENTRIES.fromRow(r)),
    limit,
    (e) => [e.created_at, e.id],
  );
  return {
    balance: totals.earned - totals.spent,
    earned: totals.earned,
    spent: totals.spent,
    entries: page.rows,
    next_cursor: page.next_cursor,
  };
}

/** For checkout and the owner: points earned (positive) or spent (negative); spending never goes below zero. */
export async function addRewardEntry(
  shop: ShopData,
  e: { uid: string; points: number; reason: string; orderId?: string | null; now: number },
): Promise<boolean> {
  const { db } = shop;
  if (!Number.isSafeInteger(e.points) || e.points === 0) return false;
  const res = await db
    .prepare(
      `INSERT INTO reward_entries (id, uid, points, reason, order_id, created_at) SELECT ?, ?, ?, ?, ?, ?
       WHERE ? > 0 OR (SELECT COALESCE(SUM(points), 0) FROM reward_entries WHERE uid = ?) + ? >= 0`,
    )
    .bind(crypto.randomUUID(), e.uid, e.points, e.reason, e.orderId ?? null, e.now, e.points, e.uid, e.points)
    .run();
  return res.meta.changes > 0;
}

/** The shopper's points balance alone (checkout's offer and quote). */
export async function rewardBalance(shop: ShopData, uid: string): Promise<number> {
  const { db } = shop;
  const row = await db
    .prepare('SELECT COALESCE(SUM(points), 0) AS balance FROM reward_entries WHERE uid = ?')
    .bind(uid)
    .first<{ balance: number }>();
  return Number(row?.balance ?? 0);
}
