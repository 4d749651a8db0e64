import type { Bindings } from '../../env';
import type { Item } from '../../domain/tables/items';
import { parsePhotoRef } from '../../domain/images/photo-ref';
import { readItem } from './owner-catalogue';
import type { ShopData } from './shop-data';

/**
 * Removing an item without breaking the past (issue #38). An item no order names is deleted; one an order names
 * is archived (`archived_at`): every storefront read skips it, its page answers 410, and its orders, invoices and
 * tracking pages keep showing it from their own lines (order_items). Either way open bags drop its lines.
 */

export type Removal = 'deleted' | 'archived' | 'missing';

/**
 * One transaction: the DELETE applies only while no order names the item, so an order placed meanwhile turns
 * the removal into an archive instead of a delete. Bags holding it lose those lines (and their revision moves,
 * so a checkout priced before cannot place them).
 */
export async function removeItem(
  shop: ShopData,
  itemId: string,
  now: number,
): Promise<{ removed: Removal; item: Item | null }> {
  const { db } = shop;
  const item = await readItem(shop, itemId);
  if (!item) return { removed: 'missing', item: null };
  const [deleted, archived] = await db.batch([
    db
      .prepare('DELETE FROM items WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM order_items WHERE item_id = ?1)')
      .bind(itemId),
    db
      .prepare(
        'UPDATE items SET archived_at = ?2, updated_at = MAX(?2, updated_at + 1) WHERE id = ?1 AND archived_at IS NULL',
      )
      .bind(itemId, now),
    db
      .prepare('UPDATE bags SET revision = revision + 1 WHERE sid IN (SELECT sid FROM bag_lines WHERE item_id = ?1)')
      .bind(itemId),
    db.prepare('DELETE FROM bag_lines WHERE item_id = ?1 AND sid IN (SELECT sid FROM bags)').bind(itemId),
    // what only a deleted item loses: a wishlist keeps an archived one for its restore (the list's read skips it)
    db
      .prepare('DELETE FROM wishlist WHERE item_id = ?1 AND NOT EXISTS (SELECT 1 FROM items WHERE id = ?1)')
      .bind(itemId),
    db
      .prepare('DELETE FROM shared_views WHERE item_id = ?1 AND NOT EXISTS (SELECT 1 FROM items WHERE id = ?1)')
      .bind(itemId),
  ]);
  if ((deleted.meta.changes ?? 0) > 0) return { removed: 'deleted', item };
  if ((archived.meta.changes ?? 0) > 0) return { removed: 'archived', item };
  // a second removal of the same item: archived already, or deleted by the other request meanwhile
  const now2 = await readItem(shop, itemId);
  return now2?.ARCHIVED_AT != null ? { removed: 'archived', item: now2 } : { removed: 'missing', item: null };
}

/** 'restored', 'live' when it was not archived, 'missing' when there is no such item. */
export async function restoreItem(
  shop: ShopData,
  itemId: string,
  now: number,
): Promise<'restored' | 'live' | 'missing'> {
  const { db } = shop;
  const res = await db
    .prepare(
      'UPDATE items SET archived_at = NULL, updated_at = MAX(?2, updated_at + 1) WHERE id = ?1 AND archived_at IS NOT NULL',
    )
    .bind(itemId, now)
    .run();
  if ((res.meta.changes ?? 0) > 0) return 'restored';
  return (await readItem(shop, itemId)) ? 'live' : 'missing';
}

/** Whether the item exists and is archived: its storefront page answers 410 Gone rather than 404. */
export async function isArchivedItem(shop: ShopData, itemId: string): Promise<boolean> {
  const { db } = shop;
  return (
    (await db.prepare('SELECT 1 AS x FROM items WHERE id = ? AND archived_at IS NOT NULL').bind(itemId).first()) !==
    null
  );
}

/** The uploaded photos (ids) an item names. */
export const photoIdsOf = (storeId: string, item: Pick<Item, 'IMAGE' | 'IMAGES'>): string[] => [
  ...new Set(
    [item.IMAGE, ...item.IMAGES]
      .map((u) => parsePhotoRef(u))
      .filter((r) => r !== null && r.storeId === storeId)
      .map((r) => r!.id),
  ),
];

/** Whether anything of the shop still shows this photo: an item, a category, the logo, an order's line. */
export async function photoInUse(shop: ShopData, photoId: string): Promise<boolean> {
  const { db } = shop;
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM items WHERE (instr(image, ?1) > 0 OR instr(images, ?1) > 0))
          OR EXISTS (SELECT 1 FROM categories WHERE instr(image, ?1) > 0)
          OR EXISTS (SELECT 1 FROM stores WHERE instr(image, ?1) > 0)
          OR EXISTS (SELECT 1 FROM order_items WHERE instr(image, ?1) > 0) AS used`,
    )
    .bind(photoId)
    .first<{ used: number }>();
  return Boolean(row?.used);
}

/** Every stored file of one photo: its original and each width and format made from it. */
export async function deletePhotoFiles(
  env: Pick<Bindings, 'MEDIA'>,
  storeId: string,
  photoId: string,
): Promise<number> {
  const prefix = `photos/${storeId}/${photoId}/`;
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ prefix, cursor });
    const keys = page.objects.map((o) => o.key);
    if (keys.length) await env.MEDIA.delete(keys);
    removed += keys.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

export type CategoryRemoval =
  | { removed: 'deleted'; moved: number }
  | { removed: 'not-empty'; count: number }
  | { removed: 'missing' | 'no-target' };

/**
 * Deletes a category that holds no item (archived ones count). With `moveTo`, its items move there first, in the
 * same transaction as the delete: an item added meanwhile moves too, and a target deleted meanwhile moves nothing.
 */
export async function removeCategory(shop: ShopData, catId: string, moveTo?: string): Promise<CategoryRemoval> {
  const { db } = shop;
  const exists = (id: string) => db.prepare('SELECT 1 AS x FROM categories WHERE id = ?').bind(id).first();
  if (!(await exists(catId))) return { removed: 'missing' };
  if (moveTo !== undefined && !(await exists(moveTo))) return { removed: 'no-target' };
  const stmts = [
    ...(moveTo !== undefined
      ? [
          db
            .prepare(
              'UPDATE items SET cat_id = ?2, updated_at = MAX(?3, updated_at + 1) WHERE cat_id = ?1 AND EXISTS (SELECT 1 FROM categories WHERE id = ?2)',
            )
            .bind(catId, moveTo, Date.now()),
        ]
      : []),
    db
      .prepare('DELETE FROM categories WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM items WHERE cat_id = ?1)')
      .bind(catId),
    db.prepare('SELECT COUNT(*) AS n FROM items WHERE cat_id = ?1').bind(catId),
  ];
  const results = await db.batch(stmts);
  const moved = moveTo !== undefined ? (results[0].meta.changes ?? 0) : 0;
  const deleted = results.at(-2)!.meta.changes ?? 0;
  if (deleted > 0) return { removed: 'deleted', moved };
  const left = Number((results.at(-1)!.results[0] as { n: number } | undefined)?.n ?? 0);
  if (left > 0) return { removed: 'not-empty', count: left };
  return (await exists(catId)) ? { removed: 'not-empty', count: 0 } : { removed: 'missing' };
}

/** How many items a category holds, archived ones included (they keep it from being deleted). */
export async function categoryItemCount(shop: ShopData, catId: string): Promise<number> {
  const row = await shop.db
    .prepare('SELECT COUNT(*) AS n FROM items WHERE cat_id = ?')
    .bind(catId)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}
