import { z } from 'zod';
import { defineTable } from './table';

/**
 * What shoppers leave with a shop, each column written once (src/domain/tables/table.ts): questions on items (and
 * the owner's answers), reviews, the wishlist and suggestions of products to stock. The key is the column's own name
 * (src/data/account-questions.ts, owner-community.ts, account-wishlist.ts).
 */

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const hidden = { column: 'is_hidden', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.boolean(), cell: 'bool' } as const;

/** A shopper's question on an item and the owner's answer (null until answered). */
export const QUESTIONS = defineTable('questions', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  user_id: { column: 'user_id', sql: 'TEXT NOT NULL', schema: z.string() },
  author_name: { column: 'author_name', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  question: { column: 'question', sql: 'TEXT NOT NULL', schema: z.string() },
  answer: { column: 'answer', sql: 'TEXT', schema: orNull(z.string()) },
  answered_at: { column: 'answered_at', sql: 'INTEGER', schema: orNull(z.number()) },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  is_hidden: hidden,
});

/** A shopper's review of an item: one per shopper and item, rated 1 to 5. */
export const REVIEWS = defineTable('reviews', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  user_id: { column: 'user_id', sql: 'TEXT NOT NULL', schema: z.string() },
  author_name: { column: 'author_name', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  rating: { column: 'rating', sql: 'INTEGER NOT NULL', schema: z.number().int().min(1).max(5) },
  title: { column: 'title', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  body: { column: 'body', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  is_hidden: hidden,
});

/** An item a shopper keeps for later. */
export const WISHLIST = defineTable('wishlist', {
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  item_id: { column: 'item_id', sql: 'TEXT NOT NULL', schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});

/** A product a shopper asks the shop to stock, and the owner's reply. */
export const SUGGESTIONS = defineTable('suggestions', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  product_name: { column: 'product_name', sql: 'TEXT NOT NULL', schema: z.string() },
  details: { column: 'details', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  status: { column: 'status', sql: "TEXT NOT NULL DEFAULT 'OPEN'", schema: z.string() },
  owner_reply: { column: 'owner_reply', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  updated_at: { column: 'updated_at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
