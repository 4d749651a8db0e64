import type { Category, Item } from '../schemas/catalogue';

/** The catalogue import's reads and its one all-or-nothing write. Every statement binds the shop's id. */

/** A validated category or item and the fields the import sent for it: an existing row changes only those. */
export interface ImportRow<T> {
  value: T;
  given: readonly string[];
}
export interface CatalogueImport {
  categories: ImportRow<Category>[];
  items: ImportRow<Item>[];
}

const CATEGORY_COLUMNS: Record<keyof Category, string> = {
  CAT_ID: 'id', CAT_NAME: 'name', CAT_DESC: 'description', CAT_IMAGE: 'image', POSITION: 'position',
  IS_DISABLED: 'is_disabled', IS_EXPANDED: 'is_expanded', ON_HOME: 'on_home',
};
const ITEM_COLUMNS: Record<keyof Item, string> = {
  ID: 'id', CAT_ID: 'cat_id', ITEM_NAME: 'name', ITEM_DESC: 'description', IMAGE: 'image', IMAGES: 'images', PRICE: 'price',
  MRP: 'mrp', GST_PERCENT: 'gst_percent', STOCK_QTY: 'stock_qty', VARIANTS: 'variants', POSITION: 'position', IS_DISABLED: 'is_disabled',
};

type Cell = string | number | null;
function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** INSERT of every field; on an existing id, UPDATE of the given fields only (plus the `extra` columns). */
function upsert<T extends object>(db: D1Database, table: string, columns: Record<string, string>, storeId: string, row: ImportRow<T>, extra: Record<string, Cell> = {}) {
  const fields = Object.keys(columns);
  const names = ['store_id', ...fields.map((f) => columns[f]), ...Object.keys(extra)];
  const values: Cell[] = [storeId, ...fields.map((f) => cell((row.value as Record<string, unknown>)[f])), ...Object.values(extra)];
  const changes = [...row.given.filter((f) => f in columns && columns[f] !== 'id').map((f) => columns[f]), ...Object.keys(extra)];
  const onConflict = changes.length ? `DO UPDATE SET ${changes.map((c) => `${c} = excluded.${c}`).join(', ')}` : 'DO NOTHING';
  return db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT (store_id, id) ${onConflict}`)
    .bind(...values);
}

const countOf = (db: D1Database, table: string, storeId: string, ids: string[]) =>
  db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE store_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(storeId, JSON.stringify(ids));
const idsOf = (db: D1Database, table: string, storeId: string, ids: string[]) =>
  db.prepare(`SELECT id FROM ${table} WHERE store_id = ? AND id IN (SELECT value FROM json_each(?))`).bind(storeId, JSON.stringify(ids));

/** Which of these category ids the shop has (one round trip). */
export async function existingCategoryIds(db: D1Database, storeId: string, catIds: string[]): Promise<Set<string>> {
  if (catIds.length === 0) return new Set();
  const { results } = await idsOf(db, 'categories', storeId, catIds).all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

/**
 * Writes the whole import in ONE batch (one transaction in the shop's object): categories first, then items.
 * The counts of ids that already existed are read inside the same transaction, so created/updated are exact.
 */
export async function writeCatalogueImport(db: D1Database, storeId: string, plan: CatalogueImport): Promise<{ created: number; updated: number }> {
  const now = Date.now();
  const [cats, items] = await db.batch<{ n: number }>([
    countOf(db, 'categories', storeId, plan.categories.map((c) => c.value.CAT_ID)),
    countOf(db, 'items', storeId, plan.items.map((i) => i.value.ID)),
    ...plan.categories.map((row) => upsert(db, 'categories', CATEGORY_COLUMNS, storeId, row)),
    ...plan.items.map((row) => upsert(db, 'items', ITEM_COLUMNS, storeId, row, { updated_at: now })),
  ]);
  const updated = Number(cats.results[0]?.n ?? 0) + Number(items.results[0]?.n ?? 0);
  return { created: plan.categories.length + plan.items.length - updated, updated };
}
