import { z } from 'zod';
import type { ShopData } from './shop-data';

const myQuestionSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  item_name: z.string().nullable(),
  cat_id: z.string().nullable(),
  question: z.string(),
  answer: z.string().nullable(),
  answered_at: z.number().nullable(),
  created_at: z.number(),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;

/** How many unanswered questions one shopper may have waiting in one shop. */
export const MAX_OPEN_QUESTIONS = 20;

/** The questions this shopper asked in this shop, newest first, with the item's name and the answer if any. */
export async function listMyQuestions(shop: ShopData, uid: string, limit = 100): Promise<MyQuestion[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT q.id, q.item_id, i.name AS item_name, i.cat_id, q.question, q.answer, q.answered_at, q.created_at
       FROM questions q LEFT JOIN items i ON i.id = q.item_id
       WHERE q.user_id = ? AND q.is_hidden = 0 ORDER BY q.created_at DESC, q.id LIMIT ?`,
    )
    .bind(uid, limit)
    .all();
  return results.map((r) => myQuestionSchema.parse(r));
}

/** True when the shop sells this item (enabled). */
export async function itemOnSale(shop: ShopData, itemId: string): Promise<boolean> {
  const { db } = shop;
  return Boolean(
    await db
      .prepare('SELECT 1 AS ok FROM items WHERE id = ? AND is_disabled = 0 AND archived_at IS NULL')
      .bind(itemId)
      .first(),
  );
}

/** Stores a question (shown on the item page once the owner answers); 'LIMIT' past MAX_OPEN_QUESTIONS. */
export async function askQuestion(
  shop: ShopData,
  q: { uid: string; author: string; itemId: string; question: string; now: number },
): Promise<{ id: string } | 'LIMIT'> {
  const { db } = shop;
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  const res = await db
    .prepare(
      `INSERT INTO questions (id, item_id, user_id, author_name, question, created_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM questions WHERE user_id = ? AND answer IS NULL) < ?`,
    )
    .bind(id, q.itemId, q.uid, q.author, q.question, q.now, q.uid, MAX_OPEN_QUESTIONS)
    .run();
  return res.meta.changes > 0 ? { id } : 'LIMIT';
}

/** Writes this shopper's review of an item; writing again replaces it (one per shopper and item). */
export async function saveReview(
  shop: ShopData,
  r: { uid: string; author: string; itemId: string; rating: number; title: string; body: string; now: number },
): Promise<{ id: string; replaced: boolean }> {
  const { db } = shop;
  const existing = await db
    .prepare('SELECT id FROM reviews WHERE item_id = ? AND user_id = ?')
    .bind(r.itemId, r.uid)
    .first<{ id: string }>();
  const id = existing?.id ?? crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  await db
    .prepare(
      `INSERT INTO reviews (id, item_id, user_id, author_name, rating, title, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (item_id, user_id) DO UPDATE SET rating = excluded.rating, title = excluded.title, body = excluded.body,
         author_name = excluded.author_name, created_at = excluded.created_at`,
    )
    .bind(id, r.itemId, r.uid, r.author, r.rating, r.title, r.body, r.now)
    .run();
  return { id, replaced: Boolean(existing) };
}

/** This shopper's review of an item, for the item page's form. */
export async function findMyReview(shop: ShopData, uid: string, itemId: string) {
  const { db } = shop;
  return db
    .prepare('SELECT id, rating, title, body, created_at FROM reviews WHERE item_id = ? AND user_id = ?')
    .bind(itemId, uid)
    .first<{ id: string; rating: number; title: string; body: string; created_at: number }>();
}
