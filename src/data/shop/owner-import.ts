import { searchTextOf } from './owner-catalogue';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { CATEGORIES } from '../../domain/tables/categories';
import { ITEMS } from '../../domain/tables/items';
import { cellOf } from '../../domain/tables/table';
import type { ShopData } from './shop-data';

/** The catalogue import's reads and its one all-or-nothing write. Every statement binds the shop's id. */

/** A validated category or item and the fields the import sent for it: an existing row changes only those. */
export interface ImportRow<T> {
  value: T;
  given: readonly string[];
  /** where it came from (CSV row from 1 after the header, JSON index), for warnings */
  row?: number;
}
export interface CatalogueImport {
  categories: ImportRow<Category>[];
  items: ImportRow<Item>[];
}

const cell = cellOf;
type Cell = ReturnType<typeof cellOf>;

/**
 * UPDATE of the given fields (plus `extra`) when the id exists, then INSERT OR IGNORE of every field when it does not.
 * Not an UPSERT: its conflict policy would override the `INSERT OR IGNORE` in the search-index triggers.
 */
function updateThenInsert<T extends object>(
  db: D1Database,
  table: string,
  columns: Record<string, string>,
  row: ImportRow<T>,
  extra: Record<string, Cell> = {},
) {
  const fields = Object.keys(columns);
  const value = (f: string) => cell((row.value as Record<string, unknown>)[f]);
  const names = [...fields.map((f) => columns[f]), ...Object.keys(extra)];
  const insert = db
    .prepare(`INSERT OR IGNORE INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
    .bind(...fields.map(value), ...Object.values(extra));
  const given = row.given.filter((f) => f in columns && columns[f] !== 'id');
  if (given.length === 0) return [insert];
  const sets = [...given.map((f) => columns[f]), ...Object.keys(extra)].map((c) => `${c} = ?`).join(', ');
  const update = db
    .prepare(`UPDATE ${table} SET ${sets} WHERE id = ?`)
    .bind(...given.map(value), ...Object.values(extra), value(fields[0]));
  return [update, insert];
}

/** An item's keys across scripts, written with its name (an import row without a name leaves them as they are). */
const searchKeysOf = (item: Partial<Item>): Record<string, Cell> =>
  item.ITEM_NAME ? { search_alt: searchTextOf(item as Item) } : {};

const countOf = (db: D1Database, table: string, ids: string[]) =>
  db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(ids));
const idsOf = (db: D1Database, table: string, ids: string[]) =>
  db.prepare(`SELECT id FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(ids));

/** Which of these category ids the shop has (one round trip). */
export async function existingCategoryIds(shop: ShopData, catIds: string[]): Promise<Set<string>> {
  const { db } = shop;
  if (catIds.length === 0) return new Set();
  const { results } = await idsOf(db, 'categories', catIds).all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

/**
 * Writes the whole import in ONE batch (one transaction in the shop's object): categories first, then items.
 * The counts of ids that already existed are read inside the same transaction, so created/updated are exact.
 */
export async function writeCatalogueImport(
  shop: ShopData,
  plan: CatalogueImport,
): Promise<{ created: number; updated: number }> {
  const { db } = shop;
  const now = Date.now();
  const [cats, items] = await db.batch<{ n: number }>([
    countOf(
      db,
      'categories',
      plan.categories.map((c) => c.value.CAT_ID),
    ),
    countOf(
      db,
      'items',
      plan.items.map((i) => i.value.ID),
    ),
    ...plan.categories.flatMap((row) => updateThenInsert(db, 'categories', CATEGORIES.columnOf, row)),
    ...plan.items.flatMap((row) =>
      updateThenInsert(db, 'items', ITEMS.columnOf, row, { updated_at: now, ...searchKeysOf(row.value) }),
    ),
  ]);
  const updated = Number(cats.results[0]?.n ?? 0) + Number(items.results[0]?.n ?? 0);
  return { created: plan.categories.length + plan.items.length - updated, updated };
}

/** The shop's categories with every name they go by (their own and their translations): the CSV import reads names. */
export async function knownCategories(shop: ShopData): Promise<{ id: string; names: string[] }[]> {
  const { db } = shop;
  const { results } = await db
    .prepare('SELECT id, name, i18n FROM categories')
    .all<{ id: string; name: string; i18n: string | null }>();
  return results.map((r) => {
    let translated: string[] = [];
    try {
      const i18n = JSON.parse(r.i18n ?? '{}') as Record<string, { CAT_NAME?: unknown }>;
      translated = Object.values(i18n)
        .map((t) => t?.CAT_NAME)
        .filter((n): n is string => typeof n === 'string');
    } catch {
      /* a broken translation is no name */
    }
    return { id: r.id, names: [r.name, ...translated] };
  });
}
