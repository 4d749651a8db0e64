import { z } from 'zod';
import { defineTable } from './table';

/**
 * A shop's resellers and what they earned, each column written once (src/domain/tables/table.ts): the shopper's
 * application and the owner's decision (src/data/account-reseller.ts, owner-community.ts), and the commission of
 * each order a reseller brought.
 */

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const RESELLERS = defineTable('resellers', {
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  status: { column: 'status', sql: "TEXT NOT NULL DEFAULT 'PENDING'", schema: z.string() },
  name: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string() },
  phone: { column: 'phone', sql: 'TEXT NOT NULL', schema: z.string() },
  business_name: { column: 'business_name', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  city: { column: 'city', sql: 'TEXT NOT NULL', schema: z.string() },
  about: { column: 'about', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  referral_code: { column: 'referral_code', sql: 'TEXT NOT NULL', schema: z.string() },
  owner_note: { column: 'owner_note', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  applied_at: { column: 'applied_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  decided_at: { column: 'decided_at', sql: 'INTEGER', schema: orNull(z.number()) },
});

/** Paise: the order's total and the reseller's commission on it. */
export const RESELLER_TRANSACTIONS = defineTable('reseller_transactions', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  order_id: { column: 'order_id', sql: 'TEXT', schema: orNull(z.string()) },
  order_total: { column: 'order_total', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() },
  commission: { column: 'commission', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() },
  status: { column: 'status', sql: "TEXT NOT NULL DEFAULT 'PENDING'", schema: z.string() },
  note: { column: 'note', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
