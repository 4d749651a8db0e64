import type { Item } from '../../domain/tables/items';
import { itemFromRow } from './rows';
import { ITEMS } from '../../domain/tables/items';
import type { ShopData } from './shop-data';

/** A sellable item for the product feeds, with the name of its category. */
export interface FeedItem {
  item: Item;
  categoryName: string;
}

/**
 * One page of the shop's sellable items (enabled, in an enabled category), in id order, plus whether another page
 * follows (LIMIT n+1, no count). Id order walks the primary key, so pages are stable and need no sort; OFFSET skips
 * index entries only, which stays cheap at 100,000 items.
 */
export async function feedItems(
  shop: ShopData,
  page: number,
  pageSize: number,
): Promise<{ items: FeedItem[]; hasMore: boolean }> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${ITEMS.select('i', 'storefront')}, c.name AS category_name
       FROM items i JOIN categories c ON c.id = i.cat_id
       WHERE i.is_disabled = 0 AND i.archived_at IS NULL AND c.is_disabled = 0
       ORDER BY i.id LIMIT ? OFFSET ?`,
    )
    .bind(pageSize + 1, Math.max(0, page - 1) * pageSize)
    .all<Record<string, unknown>>();
  const items: FeedItem[] = [];
  for (const row of results.slice(0, pageSize)) {
    try {
      items.push({ item: itemFromRow(row), categoryName: String(row.category_name) });
    } catch {
      /* a malformed row is left out rather than failing the feed */
    }
  }
  return { items, hasMore: results.length > pageSize };
}
