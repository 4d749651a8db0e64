import type { Item } from '../schemas/catalogue';
import { itemFromRow } from './rows';

/** What the console's catalogue list shows: a name search and the owner's two worries, stock and hidden items. */
export type CatalogueFilter = 'all' | 'out' | 'hidden';

export interface CatalogueQuery {
  q: string;
  filter: CatalogueFilter;
  limit: number;
  offset: number;
}

const FILTERS: Record<CatalogueFilter, string> = {
  all: '',
  out: ' AND stock_qty = 0',
  hidden: ' AND is_disabled = 1',
};

/** A page of the shop's items (one batch: the rows and how many match). `%` and `_` in a search are literal. */
export async function findCatalogueItems(db: D1Database, storeId: string, query: CatalogueQuery): Promise<{ items: Item[]; total: number }> {
  const like = `%${query.q.trim().toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const search = query.q.trim() ? " AND (lower(name) LIKE ? ESCAPE '\\' OR lower(id) LIKE ? ESCAPE '\\' OR search_alt LIKE ? ESCAPE '\\')" : '';
  const where = `store_id = ?${FILTERS[query.filter]}${search}`;
  const args = query.q.trim() ? [storeId, like, like, like] : [storeId];
  const [rows, count] = await db.batch([
    db.prepare(`SELECT * FROM items WHERE ${where} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`).bind(...args, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM items WHERE ${where}`).bind(...args),
  ]);
  return { items: (rows.results as Record<string, unknown>[]).map(itemFromRow), total: Number((count.results[0] as { n: number }).n) };
}
