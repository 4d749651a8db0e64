import { z } from 'zod';
import { defineTable } from './table';

/**
 * The shop object's own bookkeeping, each column written once (src/domain/tables/table.ts): its settings as keys
 * and values (the schema version among them), the page scopes changed since the edge cache last heard, the
 * search index's row keys, and the guard table whose CHECK constraints refuse a placement in its batch
 * (src/data/orders-place.ts: a row is never kept).
 */

export const SHOP_META = defineTable('shop_meta', {
  key: { column: 'key', sql: 'TEXT PRIMARY KEY', schema: z.string() },
  value: { column: 'value', sql: 'TEXT NOT NULL', schema: z.string() },
});

export const PAGE_CHANGES = defineTable('page_changes', {
  scope: { column: 'scope', sql: 'TEXT PRIMARY KEY', schema: z.string() },
});

/** The full-text index's rowid of each item (items_fts is the index itself, made from the items' columns). */
export const ITEM_SEARCH_KEYS = defineTable('item_search_keys', {
  key: { column: 'key', sql: 'INTEGER PRIMARY KEY', schema: z.number().int() },
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
});

/**
 * The full-text index itself: a virtual table (fts5) of the items' words, filled by triggers from the items and
 * their categories (src/durable/shop/schema-v6.ts). Its columns have no SQLite type; the rowid is the item's key.
 */
export const ITEMS_FTS = defineTable('items_fts', {
  name: { column: 'name', sql: '', schema: z.string() },
  description: { column: 'description', sql: '', schema: z.string() },
  /** the category's name */
  category: { column: 'category', sql: '', schema: z.string() },
  /** the translated names and the keys that match them across scripts (src/domain/catalogue/phonetic-key.ts) */
  alt: { column: 'alt', sql: '', schema: z.string() },
  cat_id: { column: 'cat_id', sql: '', schema: z.string() },
});

export const ORDER_GUARDS = defineTable('order_guards', {
  reason: { column: 'reason', sql: 'TEXT NOT NULL', schema: z.string() },
});
