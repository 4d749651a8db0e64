import { z } from 'zod';
import { defineTable } from './table';

/**
 * The shop's customers and their delivery addresses, each column written once (src/domain/tables/table.ts): the
 * row readers, the selects and the INSERT and edit lists of src/data/account-customers.ts, owner-customers.ts and
 * account-addresses.ts come from here. The key is the API name and the key order the API's field order. The row's
 * keys outside the API shape (an address's uid, created_at, updated_at) are written beside the
 * descriptor's cells by the repository.
 */

/** A nullable column: its NULL cell reads as null (the descriptor reads NULL as "not given"). */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** A customer as the owner API answers it (GET /admin/api/stores/{storeId}/customers, with the ledgers' balances). */
export const CUSTOMERS = defineTable('customers', {
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string(), patch: false },
  phone: { column: 'phone', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  email: { column: 'email', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  /** the name this shop sees: the sign-in's name at first, then the one the shopper saved */
  name: { column: 'display_name', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  createdAt: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number(), patch: false },
  lastLoginAt: { column: 'last_login_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  /** paise; null: the shop's WALLET_CONFIG.udhaarLimit applies */
  udhaarLimit: { column: 'udhaar_limit', sql: 'INTEGER', schema: orNull(z.number().int()) },
});
export type Customer = z.infer<typeof CUSTOMERS.schema>;

/** A shopper's delivery address as the API and pages show it (spec: NAME; DISTANCE in km from the shop). */
export const ADDRESSES = defineTable('addresses', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string(), patch: false },
  NAME: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string() },
  PHONE: { column: 'phone', sql: 'TEXT NOT NULL', schema: z.string() },
  LINE1: { column: 'line1', sql: 'TEXT NOT NULL', schema: z.string() },
  LINE2: { column: 'line2', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().default('') },
  LANDMARK: { column: 'landmark', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().default('') },
  CITY: { column: 'city', sql: 'TEXT NOT NULL', schema: z.string() },
  STATE: { column: 'state', sql: 'TEXT NOT NULL', schema: z.string() },
  PIN: { column: 'pin', sql: 'TEXT NOT NULL', schema: z.string() },
  LAT: { column: 'lat', sql: 'REAL', schema: orNull(z.number()) },
  LNG: { column: 'lng', sql: 'REAL', schema: orNull(z.number()) },
  DISTANCE: { column: 'distance_km', sql: 'REAL', schema: orNull(z.number()) },
  /** the default moves by its own rules (the first address, an edit that asks for it, the newest after a delete), never as an edited field */
  IS_DEFAULT: {
    column: 'is_default',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean(),
    cell: 'bool',
    patch: false,
  },
});
export type Address = z.infer<typeof ADDRESSES.schema>;
