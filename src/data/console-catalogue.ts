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

/** A page of the shop's items (one batch: the rows and how many match). */
export async function findCatalogueItems(db: D1Database, storeId: string, query: CatalogueQuery): Promise<{ items: Item[]; total: number }> {
  const like = query.q.trim().toLowerCase();
  // instr, not LIKE: what the owner types is text, never a pattern (and LIKE refuses long patterns)
  const search = like ? ' AND (instr(lower(name), ?) > 0 OR instr(id, ?) > 0 OR instr(lower(search_alt), ?) > 0)' : '';
  const where = `store_id = ?${FILTERS[query.filter]}${search}`;
  const args = like ? [storeId, like, like, like] : [storeId];
  const [rows, count] = await db.batch([
    db.prepare(`SELECT * FROM items WHERE ${where} ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`).bind(...args, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM items WHERE ${where}`).bind(...args),
  ]);
  return { items: (rows.results as Record<string, unknown>[]).map(itemFromRow), total: Number((count.results[0] as { n: number }).n) };
}
