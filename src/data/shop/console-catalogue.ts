import type { Item } from '../../domain/tables/items';
import { itemFromRow } from './rows';
import type { ShopData } from './shop-data';

/** What the console's catalogue list shows: a name search, the owner's two worries (stock, hidden items) and the archive. */
export type CatalogueFilter = 'all' | 'out' | 'hidden' | 'archived';
export const CATALOGUE_FILTERS: readonly CatalogueFilter[] = ['all', 'out', 'hidden', 'archived'];

export interface CatalogueQuery {
  q: string;
  filter: CatalogueFilter;
  limit: number;
  offset: number;
}

/** Matches counted at most: beyond it the page says "more than 1000" (a shop of 100,000 items is not counted row by row). */
export const COUNT_CAP = 1000;

/** Archived items (named by past orders, gone from the shop: #38 item 2) show only under their own filter. */
const FILTERS: Record<CatalogueFilter, string> = {
  all: 'archived_at IS NULL',
  out: 'archived_at IS NULL AND stock_qty = 0',
  hidden: 'archived_at IS NULL AND is_disabled = 1',
  archived: 'archived_at IS NOT NULL',
};

/**
 * A page of the shop's items in id order (the primary key's index: a page reads its own rows, not the catalogue),
 * whether another page follows (LIMIT n+1), and how many match up to COUNT_CAP (`capped` when there are more).
 */
export async function findCatalogueItems(
  shop: ShopData,
  query: CatalogueQuery,
): Promise<{ items: Item[]; more: boolean; total: number; capped: boolean }> {
  const { db } = shop;
  const like = query.q.trim().toLowerCase();
  // instr, not LIKE: what the owner types is text, never a pattern (and LIKE refuses long patterns)
  const search = like ? ' AND (instr(lower(name), ?) > 0 OR instr(id, ?) > 0 OR instr(lower(search_alt), ?) > 0)' : '';
  const where = `${FILTERS[query.filter]}${search}`;
  const args = like ? [like, like, like] : [];
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM items WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .bind(...args, query.limit + 1, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM items WHERE ${where} LIMIT ?)`).bind(...args, COUNT_CAP + 1),
  ]);
  const items = (rows.results as Record<string, unknown>[]).map(itemFromRow);
  const counted = Number((count.results[0] as { n: number }).n);
  return {
    items: items.slice(0, query.limit),
    more: items.length > query.limit,
    total: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
  };
}
