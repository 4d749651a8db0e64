import type { Item } from '../../domain/tables/items';
import { itemsFromRows } from './catalogue-items';
import { ITEMS } from '../../domain/tables/items';
import type { ShopData } from './shop-data';

/** How many items one shopper may save in one shop. */
export const MAX_WISHLIST = 200;

const ITEM_COLS = ITEMS.select('i', 'storefront');

/** Saved items that are still on sale (enabled, in an enabled category), newest first. */
export async function listWishlist(shop: ShopData, uid: string): Promise<Item[]> {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${ITEM_COLS} FROM wishlist w
       JOIN items i ON i.store_id = w.store_id AND i.id = w.item_id AND i.is_disabled = 0 AND i.archived_at IS NULL
       JOIN categories c ON c.store_id = i.store_id AND c.id = i.cat_id AND c.is_disabled = 0
       WHERE w.store_id = ? AND w.uid = ? ORDER BY w.created_at DESC, w.item_id LIMIT ?`,
    )
    .bind(storeId, uid, MAX_WISHLIST)
    .all();
  return itemsFromRows(results);
}

/** Which of these items the shopper has saved. */
export async function savedItemIds(shop: ShopData, uid: string, itemIds: string[]): Promise<string[]> {
  const { db, id: storeId } = shop;
  if (itemIds.length === 0) return [];
  // the ids as one JSON parameter: a shop's SQLite takes at most 100 bound values a statement (the API allows 100 ids)
  const { results } = await db
    .prepare(
      'SELECT item_id FROM wishlist WHERE store_id = ? AND uid = ? AND item_id IN (SELECT value FROM json_each(?))',
    )
    .bind(storeId, uid, JSON.stringify(itemIds))
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
  const { db, id: storeId } = shop;
  const item = await db
    .prepare('SELECT 1 AS ok FROM items WHERE store_id = ? AND id = ? AND is_disabled = 0 AND archived_at IS NULL')
    .bind(storeId, itemId)
    .first();
  if (!item) return 'NOT_FOUND';
  const res = await db
    .prepare(
      `INSERT INTO wishlist (store_id, uid, item_id, created_at) SELECT ?, ?, ?, ?
       WHERE (SELECT COUNT(*) FROM wishlist WHERE store_id = ? AND uid = ?) < ?
       ON CONFLICT (store_id, uid, item_id) DO NOTHING`,
    )
    .bind(storeId, uid, itemId, now, storeId, uid, MAX_WISHLIST)
    .run();
  if (res.meta.changes > 0) return 'OK';
  const already = await db
    .prepare('SELECT 1 AS ok FROM wishlist WHERE store_id = ? AND uid = ? AND item_id = ?')
    .bind(storeId, uid, itemId)
    .first();
  return already ? 'OK' : 'LIMIT';
}

/** Removes a saved item; false when it was not saved. */
export async function removeFromWishlist(shop: ShopData, uid: string, itemId: string): Promise<boolean> {
  const { db, id: storeId } = shop;
  const res = await db
    .prepare('DELETE FROM wishlist WHERE store_id = ? AND uid = ? AND item_id = ?')
    .bind(storeId, uid, itemId)
    .run();
  return res.meta.changes > 0;
}
