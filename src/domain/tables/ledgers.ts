import { z } from 'zod';
import { defineTable } from './table';

/**
 * A shopper's ledgers in a shop, as their readers answer them (src/data/account-wallet.ts, account-rewards.ts):
 * each column written once (src/domain/tables/table.ts). The key is the API name (the column's own) and the key
 * order the API's field order. The entries are written by the moves of money (checkout, refunds, the owner), whose
 * INSERTs compute a cell in SQL (the balance an UPDATE left, a points balance that must suffice) and stay by hand;
 * the keys outside the read shape (uid, a wallet entry's idempotency_key) are theirs.
 */

/** A nullable column: its NULL cell reads as null (the descriptor reads NULL as "not given"). */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** A move on the wallet (money the shop holds for the shopper) or the udhaar (money the shopper owes). */
export const WALLET_ENTRIES = defineTable('wallet_entries', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  kind: { column: 'kind', sql: 'TEXT NOT NULL', schema: z.enum(['wallet', 'udhaar']) },
  entry_type: { column: 'entry_type', sql: 'TEXT NOT NULL', schema: z.enum(['CREDIT', 'DEBIT', 'REFUND']) },
  /** paise, always positive: entry_type says which way it moved */
  amount: { column: 'amount', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  balance_after: { column: 'balance_after', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  order_id: { column: 'order_id', sql: 'TEXT', schema: orNull(z.string()) },
  note: { column: 'note', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
export type WalletEntry = z.infer<typeof WALLET_ENTRIES.schema>;

/** Reward points earned (positive) or spent (negative). */
export const REWARD_ENTRIES = defineTable('reward_entries', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  points: { column: 'points', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  reason: { column: 'reason', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  order_id: { column: 'order_id', sql: 'TEXT', schema: orNull(z.string()) },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
export type RewardEntry = z.infer<typeof REWARD_ENTRIES.schema>;

/** A shopper's balance of each kind: the wallet (held for them) or the udhaar (owed), in paise, never below 0. */
export const WALLET_ACCOUNTS = defineTable('wallet_accounts', {
  kind: { column: 'kind', sql: 'TEXT NOT NULL', schema: z.enum(['wallet', 'udhaar']) },
  balance: { column: 'balance', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int().nonnegative() },
  updated_at: { column: 'updated_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});

/** A coupon used by a shopper on an order (a coupon's per-shopper limit counts these). */
export const COUPON_REDEMPTIONS = defineTable('coupon_redemptions', {
  code: { column: 'code', sql: 'TEXT NOT NULL', schema: z.string() },
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  order_id: { column: 'order_id', sql: 'TEXT NOT NULL', schema: z.string() },
  redeemed_at: { column: 'redeemed_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
