import { cellOf, type Table, type TableSpec } from '../../domain/tables/table';
import { cellsOfRow, readOnlyFields } from '../../domain/tables/records';
import type { ShopData } from './shop-data';
import { keysetAfter, orderByText, pageOf, sortKeysOf, type Key, type SortKey } from '../../domain/paging';
/**
 * Simple per-shop records the owner API edits as a whole (coupons, blog collections, blogs, pages, branches):
 * one table each, keyed by its own key column. Columns come from the table's descriptor (src/domain/tables), the
 * rest of the resource from the fixed specs (src/app/owner/content-specs.ts), never from a request.
 */

/** What the records read of a table's descriptor. */
type RecordTable = Pick<Table<TableSpec>, 'name' | 'columns' | 'columnOf' | 'select'>;

export interface RecordSpec {
  table: RecordTable;
  /** the API name of the key column */
  keyField: string;
  orderBy: string;
  /** the fields shown but never written by the owner (counters, timestamps): the descriptor's read-only columns */
  readOnly: readonly string[];
  /** the read-only field set to Date.now() on every write */
  touch?: string;
  /** a field that must name a row of another table of the same shop */
  reference?: { field: string; table: string; column: string };
  /** rows of another table that point here; removing is refused while any exist */
  dependents?: { table: string; column: string };
}

/** A record's spec: its table's descriptor and what is about the resource (key, order, reference, dependents). */
export function recordSpec<T extends TableSpec>(
  table: Table<T>,
  about: Omit<RecordSpec, 'table' | 'readOnly' | 'keyField' | 'touch'> & {
    keyField: keyof T & string;
    touch?: keyof T & string;
  },
): RecordSpec {
  return { table, readOnly: readOnlyFields(table), ...about };
}

type Cell = string | number | null;

const columnOf = (spec: RecordSpec, field: string) => spec.table.columnOf[field];
/** The columns a write sets, key excluded: API name and SQLite column. */
const written = (spec: RecordSpec): [string, string][] =>
  Object.entries(spec.table.columns)
    .filter(([f, c]) => !c.readOnly && f !== spec.keyField)
    .map(([f, c]) => [f, c.column]);

export async function listRecords(shop: ShopData, spec: RecordSpec): Promise<Record<string, unknown>[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT ${spec.table.select()} FROM ${spec.table.name} ORDER BY ${spec.orderBy} LIMIT 1000`)
    .all<Record<string, unknown>>();
  return results.map((r) => cellsOfRow(spec.table, r));
}

/** A record list's order: its spec's order, then its key, so a cursor names one place in it. */
export const recordSortKeys = (spec: RecordSpec): SortKey[] => sortKeysOf(spec.orderBy, columnOf(spec, spec.keyField));

/** One keyset page of a shop's records in the spec's order, and the next page's cursor (null at the end). */
export async function pageRecords(
  shop: ShopData,
  spec: RecordSpec,
  page: { limit: number; cursor?: Key },
): Promise<{ records: Record<string, unknown>[]; next_cursor: string | null }> {
  const { db } = shop;
  const keys = recordSortKeys(spec);
  const after = page.cursor ? keysetAfter(keys, page.cursor) : null;
  const keyCols = keys.map((k, i) => `${k.sql} AS k__${i}`).join(', ');
  const { results } = await db
    .prepare(
      `SELECT ${spec.table.select()}, ${keyCols} FROM ${spec.table.name}${after ? ` WHERE ${after.sql}` : ''} ORDER BY ${orderByText(keys)} LIMIT ?`,
    )
    .bind(...(after?.args ?? []), page.limit + 1)
    .all<Record<string, unknown>>();
  const paged = pageOf(results, page.limit, (r) => keys.map((_, i) => r[`k__${i}`] as string | number));
  return { records: paged.rows.map((r) => cellsOfRow(spec.table, r)), next_cursor: paged.next_cursor };
}

export async function readRecord(
  shop: ShopData,
  spec: RecordSpec,
  key: string,
): Promise<Record<string, unknown> | null> {
  const { db } = shop;
  const row = await db
    .prepare(`SELECT ${spec.table.select()} FROM ${spec.table.name} WHERE ${columnOf(spec, spec.keyField)} = ?`)
    .bind(key)
    .first<Record<string, unknown>>();
  return row ? cellsOfRow(spec.table, row) : null;
}

async function referenceExists(db: D1Database, spec: RecordSpec, value: unknown): Promise<boolean> {
  const ref = spec.reference!;
  return (
    (await db
      .prepare(`SELECT 1 AS x FROM ${ref.table} WHERE ${ref.column} = ?`)
      .bind(value as Cell)
      .first()) !== null
  );
}

/** Inserts a validated record: 'taken' when its key exists, 'no-reference' when its reference names nothing. */
export async function insertRecord(
  shop: ShopData,
  spec: RecordSpec,
  rec: Record<string, unknown>,
): Promise<'ok' | 'taken' | 'no-reference'> {
  const { db } = shop;
  const entries = written(spec);
  const touch = spec.touch ? [columnOf(spec, spec.touch)] : [];
  const columns = [columnOf(spec, spec.keyField), ...entries.map(([, c]) => c), ...touch];
  const values: Cell[] = [
    rec[spec.keyField] as string,
    ...entries.map(([f]) => cellOf(rec[f])),
    ...(spec.touch ? [Date.now()] : []),
  ];
  const ref = spec.reference;
  const guard = ref ? ` WHERE EXISTS (SELECT 1 FROM ${ref.table} WHERE ${ref.column} = ?)` : '';
  const res = await db
    .prepare(
      `INSERT OR IGNORE INTO ${spec.table.name} (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')}${guard}`,
    )
    .bind(...values, ...(ref ? [cellOf(rec[ref.field])] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  if (ref && !(await referenceExists(db, spec, rec[ref.field]))) return 'no-reference';
  return 'taken';
}

/** Writes the fields of a validated record that differ from `before`; 'missing' when the record is gone. */
export async function updateRecord(
  shop: ShopData,
  spec: RecordSpec,
  key: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<'ok' | 'missing' | 'no-reference'> {
  const { db } = shop;
  const changed = written(spec).filter(([f]) => cellOf(before[f]) !== cellOf(after[f]));
  if (changed.length === 0) return (await readRecord(shop, spec, key)) ? 'ok' : 'missing';
  const sets = [...changed.map(([, c]) => `${c} = ?`), ...(spec.touch ? [`${columnOf(spec, spec.touch)} = ?`] : [])];
  const values: Cell[] = [...changed.map(([f]) => cellOf(after[f])), ...(spec.touch ? [Date.now()] : [])];
  const ref = spec.reference;
  const guard = ref ? ` AND EXISTS (SELECT 1 FROM ${ref.table} WHERE ${ref.column} = ?)` : '';
  const res = await db
    .prepare(`UPDATE ${spec.table.name} SET ${sets.join(', ')} WHERE ${columnOf(spec, spec.keyField)} = ?${guard}`)
    .bind(...values, key, ...(ref ? [cellOf(after[ref.field])] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  if (!(await readRecord(shop, spec, key))) return 'missing';
  return 'no-reference';
}

/** 'in-use' while dependents point at the record (checked in the same statement, so no race leaves orphans). */
export async function deleteRecord(
  shop: ShopData,
  spec: RecordSpec,
  key: string,
): Promise<'ok' | 'missing' | 'in-use'> {
  const { db } = shop;
  const dep = spec.dependents;
  const guard = dep ? ` AND NOT EXISTS (SELECT 1 FROM ${dep.table} WHERE ${dep.column} = ?)` : '';
  const res = await db
    .prepare(`DELETE FROM ${spec.table.name} WHERE ${columnOf(spec, spec.keyField)} = ?${guard}`)
    .bind(key, ...(dep ? [key] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  return (await readRecord(shop, spec, key)) ? 'in-use' : 'missing';
}
