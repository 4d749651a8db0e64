import { z } from 'zod';
import { defineTable } from './table';

/**
 * The shop's bags (cart sessions) as its object keeps them, each column written once (src/domain/tables/table.ts):
 * the bag, its catalogue lines (the item's facts as the shopper added it) and its hand-written lines. The rows are
 * read and written by src/data/shop-bag-rows.ts.
 */

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const BAGS = defineTable('bags', {
  sid: { column: 'sid', sql: 'TEXT PRIMARY KEY', schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  touched_at: { column: 'touched_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  coupon: { column: 'coupon', sql: 'TEXT', schema: orNull(z.string()) },
  /** JSON of the shopper's name and phone as the bag carries them */
  user_data: { column: 'user_data', sql: 'TEXT', schema: orNull(z.string()) },
  uid: { column: 'uid', sql: 'TEXT', schema: orNull(z.string()) },
  revision: { column: 'revision', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() },
});

export const BAG_LINES = defineTable('bag_lines', {
  sid: { column: 'sid', sql: 'TEXT NOT NULL', schema: z.string() },
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  cat_id: { column: 'cat_id', sql: 'TEXT NOT NULL', schema: z.string() },
  qty: { column: 'qty', sql: 'INTEGER NOT NULL', schema: z.number().int().positive() },
  size: { column: 'size', sql: 'TEXT', schema: orNull(z.string()) },
  color: { column: 'color', sql: 'TEXT', schema: orNull(z.string()) },
  variant_key: { column: 'variant_key', sql: 'TEXT', schema: orNull(z.string()) },
  variant_label: { column: 'variant_label', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  name: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string() },
  image: { column: 'image', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  /** paise */
  unit_price: { column: 'unit_price', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  mrp: { column: 'mrp', sql: 'INTEGER', schema: orNull(z.number().int()) },
  gst_percent: { column: 'gst_percent', sql: 'REAL', schema: orNull(z.number()) },
  stock_qty: { column: 'stock_qty', sql: 'INTEGER', schema: orNull(z.number().int()) },
  status: { column: 'status', sql: "TEXT NOT NULL DEFAULT 'ok'", schema: z.string() },
  added_at: { column: 'added_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  /** JSON of the item's names in the shop's other languages */
  names: { column: 'names', sql: 'TEXT', schema: orNull(z.string()) },
});

export const BAG_MANUAL_ITEMS = defineTable('bag_manual_items', {
  sid: { column: 'sid', sql: 'TEXT NOT NULL', schema: z.string() },
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  name: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string() },
  qty: { column: 'qty', sql: 'INTEGER NOT NULL', schema: z.number().int().positive() },
  image: { column: 'image', sql: 'TEXT', schema: orNull(z.string()) },
});
