import type { z } from 'zod';
import type { Table, TableSpec } from './table';

/**
 * What the owner's simple records (coupons, blogs, pages, branches: src/data/owner-content.ts) and their storefront
 * readers take from a table descriptor: the columns a request writes, and a stored row's cells read as they are.
 */

type WritableKeys<T extends TableSpec> = { [K in keyof T]: T[K] extends { readOnly: true } ? never : K }[keyof T];
type StorefrontKeys<T extends TableSpec> = { [K in keyof T]: T[K] extends { storefront: false } ? never : K }[keyof T];

/** The zod shape of what a request writes: every column but the read-only ones, in the descriptor's order. */
export type WritableShapeOf<T extends TableSpec> = { -readonly [K in WritableKeys<T>]: T[K]['schema'] };

export type Scope = 'owner' | 'storefront';

/** A table descriptor, or any part of one that carries its columns. */
type Columns<T extends TableSpec> = Pick<Table<T>, 'columns'>;

/** A row read by `cellsOfRow`: every column (owner), or those shoppers' reads select (storefront). */
export type CellsOf<T extends TableSpec, S extends Scope = 'owner'> = {
  [K in S extends 'owner' ? keyof T : StorefrontKeys<T>]: z.output<T[K]['schema']>;
};

export function writableShape<T extends TableSpec>(table: Columns<T>): WritableShapeOf<T> {
  return Object.fromEntries(
    Object.entries(table.columns)
      .filter(([, c]) => !c.readOnly)
      .map(([api, c]) => [api, c.schema]),
  ) as WritableShapeOf<T>;
}

/** The API names no request writes (counters, timestamps the shop sets). */
export const readOnlyFields = (table: Columns<TableSpec>): string[] =>
  Object.entries(table.columns)
    .filter(([, c]) => c.readOnly)
    .map(([api]) => api);

/** A JSON text cell parsed, or the column's default when it is empty or not JSON. */
function jsonCell(text: unknown, schema: z.ZodType): unknown {
  if (typeof text === 'string' && text) {
    try {
      return JSON.parse(text);
    } catch {
      // the default below
    }
  }
  const fallback = schema.safeParse(undefined);
  return fallback.success ? fallback.data : null;
}

/**
 * A stored row's cells under their API names, as they are: 0/1 cells as booleans, JSON text parsed (the column's
 * default when empty or broken), NULL as null. No schema check, so one odd row never fails a list or a bag; the
 * type trusts the constraints of the shop's schema versions. `storefront`: only the columns shoppers' reads select.
 */
export function cellsOfRow<T extends TableSpec, S extends Scope = 'owner'>(
  table: Columns<T>,
  row: Record<string, unknown>,
  scope?: S,
): CellsOf<T, S> {
  const out: Record<string, unknown> = {};
  for (const [api, c] of Object.entries(table.columns)) {
    if (scope === 'storefront' && c.storefront === false) continue;
    const v = row[c.column];
    out[api] = c.cell === 'bool' ? v === 1 || v === true : c.cell === 'json' ? jsonCell(v, c.schema) : (v ?? null);
  }
  return out as CellsOf<T, S>;
}

/** `a.x, a.y, …` of the columns shoppers' reads select, with some columns written as an expression (`substr(body, 1, 600) AS body`). */
export function storefrontSelect<T extends TableSpec>(
  table: Columns<T>,
  alias: string,
  instead: { readonly [K in keyof T]?: string },
): string {
  const prefix = alias ? `${alias}.` : '';
  return Object.entries(table.columns)
    .filter(([, c]) => c.storefront !== false)
    .map(([api, c]) => instead[api as keyof T] ?? `${prefix}${c.column}`)
    .join(', ');
}
