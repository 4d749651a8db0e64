import type { Item } from '../../domain/tables/items';
import { itemsFromRows } from './catalogue-items';
import { ITEMS } from '../../domain/tables/items';
import type { ShopData } from './shop-data';

/** How many items one shopper may save in one shop. */
export const MAX_WISHLIST = 200;

const ITEM_COLS = ITEMS.select('i', 'storefront');

/** Saved items that are still on sale (enabled, in an enabled category), newest first. */
export async function listWishlist(shop: ShopData, uid: string): Promise<Item[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${ITEM_COLS} FROM wishlist w
       JOIN items i ON i.id = w.item_id AND i.is_disabled = 0 AND i.archived_at IS NULL
       JOIN categories c ON c.id = i.cat_id AND c.is_disabled = 0
       WHERE w.uid = ? ORDER BY w.created_at DESC, w.item_id LIMIT ?`,
    )
    .bind(uid, MAX_WISHLIST)
    .all();
  return itemsFromRows(results);
}

/** Which of these items the shopper has saved. */
export async function savedItemIds(shop: ShopData, uid: string, itemIds: string[]): Promise<string[]> {
  const { db } = shop;
  if (itemIds.length === 0) return [];
  // the ids as one JSON parameter: a shop's SQLite takes at most 100 bound values a statement (the API allows 100 ids)
  const { results } = await db
    .prepare('SELECT item_id FROM wishlist WHERE uid = ? AND item_id IN (SELECT value FROM json_each(?))')
    .bind(uid, JSON.stringify(itemIds))
    .all<{ item_id: string }>();
  return results.map((r) => r.item_id);
}

/**
 * Saves an item: 'NOT_FOUND' when the shop has no such item on sale, 'LIMIT' past MAX_WISHLIST,
 * else 'OK' (saving twice is harmless).
 */
export async function addToWishlist(
  shop: ShopData,
  uid: string,
  itemId: string,
  now: number,
): Promise<'OK' | 'NOT_FOUND' | 'LIMIT'> {
  const { db } = shop;
  const item = await db
    .prepare('SELECT 1 AS ok FROM items WHERE id = ? AND is_disabled = 0 AND archived_at IS NULL')
    .bind(itemId)
    .first();
  if (!item) return 'NOT_FOUND';
  const res = await db
    .prepare(
      `INSERT INTO wishlist (uid, item_id, created_at) SELECT ?, ?, ?
       WHERE (SELECT COUNT(*) FROM wishlist WHERE uid = ?) < ?
       ON CONFLICT (uid, item_id) DO NOTHING`,
    )
    .bind(uid, itemId, now, uid, MAX_WISHLIST)
    .run();
  if (res.meta.changes > 0) return 'OK';
  const already = await db
    .prepare('SELECT 1 AS ok FROM wishlist WHERE uid = ? AND item_id = ?')
    .bind(uid, itemId)
    .first();
  return already ? 'OK' : 'LIMIT';
}

/** Removes a saved item; false when it was not saved. */
export async function removeFromWishlist(shop: ShopData, uid: string, itemId: string): Promise<boolean> {
  const { db } = shop;
  const res = await db.prepare('DELETE FROM wishlist WHERE uid = ? AND item_id = ?').bind(uid, itemId).run();
  return res.meta.changes > 0;
}
