import type { ShopData } from './shop-data';
/** Shared-item views (?ref=item_sharing), counted per item; owners read the totals. */

/** Adds one view when the shop has the item (enabled); returns whether it counted. */
export async function countSharedView(shop: ShopData, itemId: string, now = Date.now()): Promise<boolean> {
  const { db } = shop;
  const res = await db
    .prepare(
      `INSERT INTO shared_views (item_id, views, last_viewed_at)
       SELECT ?1, 1, ?2 WHERE EXISTS (SELECT 1 FROM items WHERE id = ?1 AND is_disabled = 0 AND archived_at IS NULL)
       ON CONFLICT (item_id) DO UPDATE SET views = views + 1, last_viewed_at = excluded.last_viewed_at`,
    )
    .bind(itemId, now)
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export async function sharedViewCount(shop: ShopData, itemId?: string): Promise<number> {
  const { db } = shop;
  const row = itemId
    ? await db.prepare('SELECT views AS n FROM shared_views WHERE item_id = ?').bind(itemId).first<{ n: number }>()
    : await db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM shared_views').first<{ n: number }>();
  return Number(row?.n ?? 0);
}
