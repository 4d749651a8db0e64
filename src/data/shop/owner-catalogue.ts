import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { categoryFromRow, itemFromRow } from './rows';
import { itemSearchText } from '../../domain/catalogue/phonetic-key';
import { TRANSLATED_LANGUAGES } from '../../domain/i18n/languages';
import { ITEMS } from '../../domain/tables/items';
import { cellOf, type Table, type TableSpec } from '../../domain/tables/table';
import { CATEGORIES } from '../../domain/tables/categories';
import type { ShopData } from './shop-data';
import { pageOf, type Key } from '../../domain/paging';

/** The search index's `alt` text of an item: translated names and the cross-script keys of all its names. */
export const searchTextOf = (i: Pick<Item, 'ITEM_NAME' | 'I18N'>): string =>
  itemSearchText(
    i.ITEM_NAME,
    TRANSLATED_LANGUAGES.map((l) => i.I18N?.[l]?.ITEM_NAME),
  );

/** Categories and items as the owner API writes them. Every statement binds the shop's id. */

const cell = cellOf;
type Cell = ReturnType<typeof cellOf>;

/** What a patch may set: a table descriptor's patchable fields and their columns. */
const patchColumnsOf = <T extends TableSpec>(table: Table<T>): Record<string, string> =>
  Object.fromEntries(table.patchable.map((f) => [f, table.columnOf[f]]));
const CATEGORY_PATCH_COLUMNS = patchColumnsOf(CATEGORIES);
const PATCH_COLUMNS = patchColumnsOf(ITEMS);

function assignments(columns: Record<string, string>, patch: Record<string, unknown>): { sql: string; values: Cell[] } {
  const keys = Object.keys(patch).filter((k) => k in columns && patch[k] !== undefined);
  return { sql: keys.map((k) => `${columns[k]} = ?`).join(', '), values: keys.map((k) => cell(patch[k])) };
}

export async function listCategories(shop: ShopData): Promise<(Category & { ITEM_COUNT: number })[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${CATEGORIES.select('c')}, (SELECT COUNT(*) FROM items i WHERE i.cat_id = c.id) AS item_count FROM categories c ORDER BY c.position, c.name`,
    )
    .all<Record<string, unknown>>();
  return results.map((r) => ({ ...categoryFromRow(r), ITEM_COUNT: Number(r.item_count) }));
}

export async function readCategory(shop: ShopData, catId: string): Promise<Category | null> {
  const { db } = shop;
  const row = await db
    .prepare(`SELECT ${CATEGORIES.select()} FROM categories WHERE id = ?`)
    .bind(catId)
    .first<Record<string, unknown>>();
  return row ? categoryFromRow(row) : null;
}

/** false when the id is taken. */
export async function insertCategory(shop: ShopData, c: Category): Promise<boolean> {
  const { db } = shop;
  const { names, cells } = CATEGORIES.insertCells(c);
  const res = await db
    .prepare(`INSERT OR IGNORE INTO categories (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .bind(...cells)
    .run();
  return res.meta.changes > 0;
}

/** false when there is no such category. */
export async function updateCategory(shop: ShopData, catId: string, patch: Partial<Category>): Promise<boolean> {
  const { db } = shop;
  const { sql, values } = assignments(CATEGORY_PATCH_COLUMNS, patch);
  if (!sql) return (await readCategory(shop, catId)) !== null;
  const res = await db
    .prepare(`UPDATE categories SET ${sql} WHERE id = ?`)
    .bind(...values, catId)
    .run();
  return res.meta.changes > 0;
}

/** Items by category and position; a `cursor` ((cat_id, position, name, id) of the last row seen) pages by key, else `offset` as before. */
export async function listItems(
  shop: ShopData,
  q: { catId?: string; limit: number; offset: number; cursor?: Key },
): Promise<{ items: Item[]; total: number; next_cursor: string | null }> {
  const { db } = shop;
  const byCategory = q.catId ? ' WHERE cat_id = ?' : '';
  const args = q.catId ? [q.catId] : [];
  const after = q.cursor ? `${byCategory ? ' AND' : ' WHERE'} (cat_id, position, name, id) > (?, ?, ?, ?)` : '';
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM items${byCategory}${after} ORDER BY cat_id, position, name, id LIMIT ? OFFSET ?`)
      .bind(...args, ...(q.cursor ?? []), q.limit + 1, q.cursor ? 0 : q.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM items${byCategory}`).bind(...args),
  ]);
  const raw = rows.results as Record<string, unknown>[];
  const page = pageOf(raw, q.limit, (r) => [String(r.cat_id), Number(r.position), String(r.name), String(r.id)]);
  return {
    items: page.rows.map(itemFromRow),
    total: Number((count.results[0] as { n: number }).n),
    next_cursor: page.next_cursor,
  };
}

export async function readItem(shop: ShopData, itemId: string): Promise<Item | null> {
  const { db } = shop;
  const row = await db.prepare('SELECT * FROM items WHERE id = ?').bind(itemId).first<Record<string, unknown>>();
  return row ? itemFromRow(row) : null;
}

async function categoryExists(db: D1Database, catId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM categories WHERE id = ?').bind(catId).first()) !== null;
}

/** 'taken' when the id exists; 'no-category' when CAT_ID is not one of the shop's categories. */
export async function insertItem(shop: ShopData, i: Item): Promise<'ok' | 'taken' | 'no-category'> {
  const { db } = shop;
  const { names, cells } = ITEMS.insertCells(i);
  const columns = [...names, 'updated_at', 'search_alt'];
  const res = await db
    .prepare(
      `INSERT OR IGNORE INTO items (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')} WHERE EXISTS (SELECT 1 FROM categories WHERE id = ?)`,
    )
    .bind(...cells, Date.now(), searchTextOf(i), i.CAT_ID)
    .run();
  if (res.meta.changes > 0) return 'ok';
  return (await categoryExists(db, i.CAT_ID)) ? 'taken' : 'no-category';
}

/** An item with its version: the `updated_at` every owner edit raises (an item edit may name the version it was read at). */
export async function readItemWithVersion(
  shop: ShopData,
  itemId: string,
): Promise<{ item: Item; version: number } | null> {
  const { db } = shop;
  const row = await db.prepare('SELECT * FROM items WHERE id = ?').bind(itemId).first<Record<string, unknown>>();
  return row ? { item: itemFromRow(row), version: Number(row.updated_at ?? 0) } : null;
}

/**
 * Moving an item (CAT_ID) only succeeds into one of the same shop's categories. With `expectedVersion` the edit
 * applies only if nobody saved the item since that version ('conflict' otherwise): two owners editing one item
 * cannot silently overwrite each other. Every edit raises the version, even two in the same millisecond.
 */
export async function updateItem(
  shop: ShopData,
  itemId: string,
  patch: Partial<Item>,
  expectedVersion?: number,
): Promise<'ok' | 'missing' | 'no-category' | 'conflict'> {
  const { db } = shop;
  // a new name or new translations: the search keys follow
  const current = patch.ITEM_NAME !== undefined || patch.I18N !== undefined ? await readItem(shop, itemId) : null;
  const renamed = current ? { search_alt: searchTextOf({ ...current, ...patch } as Item) } : {};
  const { sql, values } = assignments({ ...PATCH_COLUMNS, search_alt: 'search_alt' }, { ...patch, ...renamed });
  const guard =
    (patch.CAT_ID ? ' AND EXISTS (SELECT 1 FROM categories WHERE id = ?)' : '') +
    (expectedVersion !== undefined ? ' AND updated_at = ?' : '');
  const guardArgs = [
    ...(patch.CAT_ID ? [patch.CAT_ID] : []),
    ...(expectedVersion !== undefined ? [expectedVersion] : []),
  ];
  const res = await db
    .prepare(`UPDATE items SET ${sql ? `${sql}, ` : ''}updated_at = MAX(?, updated_at + 1) WHERE id = ?${guard}`)
    .bind(...values, Date.now(), itemId, ...guardArgs)
    .run();
  if (res.meta.changes > 0) return 'ok';
  const now = await readItemWithVersion(shop, itemId);
  if (!now) return 'missing';
  if (expectedVersion !== undefined && now.version !== expectedVersion) return 'conflict';
  return 'no-category';
}
