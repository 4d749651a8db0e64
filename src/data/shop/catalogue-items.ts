import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { itemFromRow } from './rows';
import { ITEMS } from '../../domain/tables/items';
import type { ShopData } from './shop-data';

const ITEM_COLS = ITEMS.select('', 'storefront');

function items(rows: unknown[]): Item[] {
  const out: Item[] = [];
  for (const r of rows) {
    try {
      out.push(itemFromRow(r as Record<string, unknown>));
    } catch {
      /* a malformed row is left out rather than failing the page */
    }
  }
  return out;
}

/** A page of a category's enabled items, plus whether another page follows (one indexed query, LIMIT n+1). */
export async function loadCategoryItems(
  shop: ShopData,
  catId: string,
  page: number,
  pageSize = 24,
): Promise<{ items: Item[]; hasMore: boolean }> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${ITEM_COLS} FROM items WHERE cat_id = ? AND is_disabled = 0 AND archived_at IS NULL ORDER BY position, name LIMIT ? OFFSET ?`,
    )
    .bind(catId, pageSize + 1, (page - 1) * pageSize)
    .all();
  const list = items(results);
  return { items: list.slice(0, pageSize), hasMore: list.length > pageSize };
}

/** The first few items of each category, for the categories screen (one batch, one LIMIT query each). */
export async function loadCategoryPreviews(
  shop: ShopData,
  categories: Category[],
  perCategory = 6,
): Promise<Map<string, Item[]>> {
  const { db } = shop;
  const map = new Map<string, Item[]>();
  if (categories.length === 0) return map;
  const stmts = categories.map((c) =>
    db
      .prepare(
        `SELECT ${ITEM_COLS} FROM items WHERE cat_id = ? AND is_disabled = 0 AND archived_at IS NULL ORDER BY position, name LIMIT ?`,
      )
      .bind(c.CAT_ID, perCategory),
  );
  const results = await db.batch(stmts);
  categories.forEach((c, i) => map.set(c.CAT_ID, items(results[i].results)));
  return map;
}

/** An enabled item of an enabled category, or null. */
export async function loadItem(shop: ShopData, catId: string, itemId: string): Promise<Item | null> {
  const { db } = shop;
  const row = await db
    .prepare(`SELECT ${ITEM_COLS} FROM items WHERE id = ? AND cat_id = ? AND is_disabled = 0 AND archived_at IS NULL`)
    .bind(itemId, catId)
    .first();
  return row ? (items([row])[0] ?? null) : null;
}

/** Other items of the same category, for "related items". */
export function relatedItemsStatement(shop: ShopData, catId: string, itemId: string, limit = 8): D1PreparedStatement {
  const { db } = shop;
  return db
    .prepare(
      `SELECT ${ITEM_COLS} FROM items WHERE cat_id = ? AND is_disabled = 0 AND archived_at IS NULL AND id <> ? ORDER BY position, name LIMIT ?`,
    )
    .bind(catId, itemId, limit);
}

export { items as itemsFromRows };
