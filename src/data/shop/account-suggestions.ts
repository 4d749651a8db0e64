import { z } from 'zod';
import type { ShopData } from './shop-data';

const suggestionSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  details: z.string(),
  status: z.enum(['OPEN', 'IN_PROGRESS', 'AVAILABLE', 'DECLINED']),
  owner_reply: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** How many requests one shopper may have open in one shop. */
export const MAX_OPEN_SUGGESTIONS = 20;
const COLS = 'id, product_name, details, status, owner_reply, created_at, updated_at';

export async function listSuggestions(shop: ShopData, uid: string, limit = 100): Promise<Suggestion[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT ${COLS} FROM suggestions WHERE uid = ? ORDER BY created_at DESC, id LIMIT ?`)
    .bind(uid, limit)
    .all();
  return results.map((r) => suggestionSchema.parse(r));
}

export async function findSuggestion(shop: ShopData, uid: string, id: string): Promise<Suggestion | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${COLS} FROM suggestions WHERE uid = ? AND id = ?`).bind(uid, id).first();
  return row ? suggestionSchema.parse(row) : null;
}

/** Sends a product request to the shop; 'LIMIT' past MAX_OPEN_SUGGESTIONS open ones. */
export async function createSuggestion(
  shop: ShopData,
  s: { uid: string; productName: string; details: string; now: number },
): Promise<Suggestion | 'LIMIT'> {
  const { db } = shop;
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  const res = await db
    .prepare(
      `INSERT INTO suggestions (id, uid, product_name, details, created_at, updated_at) SELECT ?, ?, ?, ?, ?, ?
       WHERE (SELECT COUNT(*) FROM suggestions WHERE uid = ? AND status IN ('OPEN', 'IN_PROGRESS')) < ?`,
    )
    .bind(id, s.uid, s.productName, s.details, s.now, s.now, s.uid, MAX_OPEN_SUGGESTIONS)
    .run();
  if (res.meta.changes === 0) return 'LIMIT';
  return (await findSuggestion(shop, s.uid, id))!;
}

/** For the owner API: move a request on and answer it; false when the shop has no such request. */
export async function answerSuggestion(
  shop: ShopData,
  id: string,
  status: Suggestion['status'],
  reply: string,
  now: number,
): Promise<boolean> {
  const { db } = shop;
  const res = await db
    .prepare('UPDATE suggestions SET status = ?, owner_reply = ?, updated_at = ? WHERE id = ?')
    .bind(status, reply, now, id)
    .run();
  return res.meta.changes > 0;
}
