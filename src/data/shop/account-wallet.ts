import {
  applyEntry,
  balanceDelta,
  BAD_AMOUNT,
  WALLET_BUSY,
  type EntryType,
  type WalletKind,
} from '../../domain/account/wallet';
import { WALLET_ENTRIES, type WalletEntry } from '../../domain/tables/ledgers';
import type { ShopData } from './shop-data';
import { olderThan } from '../../domain/account/list-paging';
import { pageOf } from '../../domain/paging';
import type { Result } from '../../core/result';

export type { WalletEntry } from '../../domain/tables/ledgers';

/** Current balances (paise): wallet held, udhaar owed. A shopper with no entries has 0 of each. */
export async function walletBalances(shop: ShopData, uid: string): Promise<Record<WalletKind, number>> {
  const { db } = shop;
  const { results } = await db
    .prepare('SELECT kind, balance FROM wallet_accounts WHERE uid = ?')
    .bind(uid)
    .all<{ kind: WalletKind; balance: number }>();
  const out: Record<WalletKind, number> = { wallet: 0, udhaar: 0 };
  for (const r of results) out[r.kind] = r.balance;
  return out;
}

/** The newest ledger entries of one kind. */
export async function walletEntries(
  shop: ShopData,
  uid: string,
  kind: WalletKind,
  limit = 100,
  after?: readonly [number, string],
): Promise<WalletEntry[]> {
  const { db } = shop;
  const older = olderThan(after);
  const { results } = await db
    .prepare(
      `SELECT ${WALLET_ENTRIES.select()} FROM wallet_entries WHERE uid = ? AND kind = ?${older.sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(uid, kind, ...older.args, limit)
    .all();
  return results.map((r) => WALLET_ENTRIES.fromRow(r));
}

/** One page of a ledger, newest first, and the cursor of the next (null at the end). */
export async function pageWalletEntries(
  shop: ShopData,
  uid: string,
  kind: WalletKind,
  limit: number,
  after?: readonly [number, string],
): Promise<{ rows: WalletEntry[]; next_cursor: string | null }> {
  return pageOf(await walletEntries(shop, uid, kind, limit + 1, after), limit, (e) => [e.created_at, e.id]);
}

export interface PostEntry {
  uid: string;
  kind: WalletKind;
  type: EntryType;
  amount: number;
  orderId?: string | null;
  note?: string;
  idempotencyKey?: string | null;
  udhaarLimit: number;
  now: number;
}
export type PostOutcome = Result<{ balance: number; duplicate: boolean }, { code: string; rsn: string }>;

/**
 * Moves money on a ledger (for checkout, refunds and the owner) in one D1 batch, which runs as one transaction:
 * the balance UPDATE carries the rule as its condition (never below zero; udhaar debits within the limit; the
 * idempotency key unused), and the ledger entry is inserted only when that UPDATE changed the row
 * (`changes() = 1`), with the balance it left. Concurrent calls cannot lose or double a change, and the same
 * idempotency key never applies twice (a refund happens exactly once). A refusal is explained by applyEntry.
 */
export async function postWalletEntry(shop: ShopData, e: PostEntry): Promise<PostOutcome> {
  const { db } = shop;
  const key = e.idempotencyKey ?? null;
  if (!Number.isSafeInteger(e.amount) || e.amount <= 0) return BAD_AMOUNT;
  const delta = balanceDelta(e.kind, e.type, e.amount);
  const max = e.kind === 'udhaar' && e.type === 'DEBIT' ? e.udhaarLimit : Number.MAX_SAFE_INTEGER;
  const mine = 'uid = ? AND kind = ?';
  const [, update] = await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO wallet_accounts (uid, kind, balance, updated_at) VALUES (?, ?, 0, ?)')
      .bind(e.uid, e.kind, e.now),
    db
      .prepare(
        `UPDATE wallet_accounts SET balance = balance + ?, updated_at = ? WHERE ${mine} AND balance + ? >= 0 AND balance + ? <= ?
       AND NOT EXISTS (SELECT 1 FROM wallet_entries WHERE kind = ? AND idempotency_key = ?)`,
      )
      .bind(delta, e.now, e.uid, e.kind, delta, delta, max, e.kind, key),
    db
      .prepare(
        `INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, order_id, note, idempotency_key, created_at)
       SELECT ?, ?, ?, ?, ?, (SELECT balance FROM wallet_accounts WHERE ${mine}), ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(
        crypto.randomUUID(),
        e.uid,
        e.kind,
        e.type,
        e.amount,
        e.uid,
        e.kind,
        e.orderId ?? null,
        e.note ?? '',
        key,
        e.now,
      ),
  ]);
  const balance = (await walletBalances(shop, e.uid))[e.kind];
  if (update.meta.changes === 1) return { ok: true, balance, duplicate: false };
  if (
    key &&
    (await db
      .prepare('SELECT 1 AS hit FROM wallet_entries WHERE kind = ? AND idempotency_key = ?')
      .bind(e.kind, key)
      .first())
  ) {
    return { ok: true, balance, duplicate: true };
  }
  const why = applyEntry({ kind: e.kind, type: e.type, amount: e.amount, balance, udhaarLimit: e.udhaarLimit });
  return why.ok ? WALLET_BUSY : why;
}
