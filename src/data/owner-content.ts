import { json } from './rows';
import type { ShopData } from './shop-data';
/**
 * Simple per-shop records the owner API edits as a whole (coupons, blog collections, blogs, pages, branches):
 * one table each, keyed by (store_id, key). Table and column names come only from the fixed specs below
 * (src/admin/content-specs.ts), never from a request.
 */

type ColumnKind = 'text' | 'int' | 'real' | 'bool' | 'nullableInt' | 'json';
export interface TableSpec {
  table: string;
  /** key column, and the JSON field that carries it */
  keyColumn: string;
  keyField: string;
  /** JSON field -> [column, kind]; the key field excluded */
  fields: Record<string, [string, ColumnKind]>;
  orderBy: string;
  /** fields shown but never written by the owner (counters, timestamps) */
  readOnly?: string[];
  /** column set to Date.now() on every write */
  touch?: string;
  /** a field that must name a row of another table of the same shop */
  reference?: { field: string; table: string; column: string };
  /** rows of another table that point here; removing is refused while any exist */
  dependents?: { table: string; column: string };
}

type Cell = string | number | null;
const toCell = (kind: ColumnKind, v: unknown): Cell =>
  v === null || v === undefined ? null : kind === 'bool' ? (v ? 1 : 0) : kind === 'json' ? JSON.stringify(v) : (v as Cell);
const fromCell = (kind: ColumnKind, v: unknown): unknown =>
  kind === 'bool' ? v === 1 : kind === 'json' ? json(v, {}) : v === null || v === undefined ? null : v;

const writable = (spec: TableSpec) => Object.entries(spec.fields).filter(([f]) => !spec.readOnly?.includes(f));

function recordFromRow(spec: TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { [spec.keyField]: row[spec.keyColumn] };
  for (const [field, [column, kind]] of Object.entries(spec.fields)) out[field] = fromCell(kind, row[column]);
  return out;
}

export async function listRecords(shop: ShopData, spec: TableSpec): Promise<Record<string, unknown>[]> {
  const { db, id: storeId } = shop;
  const { results } = await db.prepare(`SELECT * FROM ${spec.table} WHERE store_id = ? ORDER BY ${spec.orderBy} LIMIT 1000`).bind(storeId).all<Record<string, unknown>>();
  return results.map((r) => recordFromRow(spec, r));
}

export async function readRecord(shop: ShopData, spec: TableSpec, key: string): Promise<Record<string, unknown> | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`SELECT * FROM ${spec.table} WHERE store_id = ? AND ${spec.keyColumn} = ?`).bind(storeId, key).first<Record<string, unknown>>();
  return row ? recordFromRow(spec, row) : null;
}

async function referenceExists(db: D1Database, spec: TableSpec, storeId: string, value: unknown): Promise<boolean> {
  const ref = spec.reference!;
  return (await db.prepare(`SELECT 1 AS x FROM ${ref.table} WHERE store_id = ? AND ${ref.column} = ?`).bind(storeId, value as Cell).first()) !== null;
}

/** Inserts a validated record: 'taken' when its key exists, 'no-reference' when its reference names nothing. */
export async function insertRecord(shop: ShopData, spec: TableSpec, rec: Record<string, unknown>): Promise<'ok' | 'taken' | 'no-reference'> {
  const { db, id: storeId } = shop;
  const entries = writable(spec);
  const columns = ['store_id', spec.keyColumn, ...entries.map(([, [c]]) => c), ...(spec.touch ? [spec.touch] : [])];
  const values: Cell[] = [storeId, rec[spec.keyField] as string, ...entries.map(([f, [, k]]) => toCell(k, rec[f])), ...(spec.touch ? [Date.now()] : [])];
  const ref = spec.reference;
  const guard = ref ? ` WHERE EXISTS (SELECT 1 FROM ${ref.table} WHERE store_id = ? AND ${ref.column} = ?)` : '';
  const res = await db
    .prepare(`INSERT OR IGNORE INTO ${spec.table} (${columns.join(', ')}) SELECT ${columns.map(() => '?').join(', ')}${guard}`)
    .bind(...values, ...(ref ? [storeId, toCell('text', rec[ref.field])] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  if (ref && !(await referenceExists(db, spec, storeId, rec[ref.field]))) return 'no-reference';
  return 'taken';
}

/** Writes the fields of a validated record that differ from `before`; 'missing' when the record is gone. */
export async function updateRecord(shop: ShopData, spec: TableSpec, key: string, before: Record<string, unknown>, after: Record<string, unknown>): Promise<'ok' | 'missing' | 'no-reference'> {
  const { db, id: storeId } = shop;
  const changed = writable(spec).filter(([f, [, k]]) => toCell(k, before[f]) !== toCell(k, after[f]));
  if (changed.length === 0) return (await readRecord(shop, spec, key)) ? 'ok' : 'missing';
  const sets = [...changed.map(([, [c]]) => `${c} = ?`), ...(spec.touch ? [`${spec.touch} = ?`] : [])];
  const values: Cell[] = [...changed.map(([f, [, k]]) => toCell(k, after[f])), ...(spec.touch ? [Date.now()] : [])];
  const ref = spec.reference;
  const guard = ref ? ` AND EXISTS (SELECT 1 FROM ${ref.table} WHERE store_id = ? AND ${ref.column} = ?)` : '';
  const res = await db
    .prepare(`UPDATE ${spec.table} SET ${sets.join(', ')} WHERE store_id = ? AND ${spec.keyColumn} = ?${guard}`)
    .bind(...values, storeId, key, ...(ref ? [storeId, toCell('text', after[ref.field])] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  if (!(await readRecord(shop, spec, key))) return 'missing';
  return 'no-reference';
}

/** 'in-use' while dependents point at the record (checked in the same statement, so no race leaves orphans). */
export async function deleteRecord(shop: ShopData, spec: TableSpec, key: string): Promise<'ok' | 'missing' | 'in-use'> {
  const { db, id: storeId } = shop;
  const dep = spec.dependents;
  const guard = dep ? ` AND NOT EXISTS (SELECT 1 FROM ${dep.table} WHERE store_id = ? AND ${dep.column} = ?)` : '';
  const res = await db
    .prepare(`DELETE FROM ${spec.table} WHERE store_id = ? AND ${spec.keyColumn} = ?${guard}`)
    .bind(storeId, key, ...(dep ? [storeId, key] : []))
    .run();
  if (res.meta.changes > 0) return 'ok';
  return (await readRecord(shop, spec, key)) ? 'in-use' : 'missing';
}
