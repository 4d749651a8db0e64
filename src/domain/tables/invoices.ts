import { z } from 'zod';
import { defineTable } from './table';

/**
 * A shop's GST documents' numbers, each column written once (src/domain/tables/table.ts): an invoice or a credit
 * note is numbered once per order from the shop's series of the financial year (src/data/invoices.ts).
 */

const documentColumns = {
  order_id: { column: 'order_id', sql: 'TEXT NOT NULL', schema: z.string() },
  /** the financial year, as 2026-27 */
  fy: { column: 'fy', sql: 'TEXT NOT NULL', schema: z.string() },
  seq: { column: 'seq', sql: 'INTEGER NOT NULL', schema: z.number().int().positive() },
  number: { column: 'number', sql: 'TEXT NOT NULL', schema: z.string() },
  issued_at: { column: 'issued_at', sql: 'INTEGER NOT NULL', schema: z.number() },
} as const;

export const INVOICES = defineTable('invoices', documentColumns);
export const CREDIT_NOTES = defineTable('credit_notes', documentColumns);

/** The last number given in a financial year, shared by its invoices and credit notes. */
export const INVOICE_SERIES = defineTable('invoice_series', {
  fy: { column: 'fy', sql: 'TEXT NOT NULL', schema: z.string() },
  last: { column: 'last', sql: 'INTEGER NOT NULL', schema: z.number().int() },
});
