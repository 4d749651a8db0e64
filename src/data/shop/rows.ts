import type { Store } from '../../domain/tables/stores';
import { pluginsSchema, type Plugins } from '../../domain/tables/store-fields';
import { type Category } from '../../domain/tables/categories';
import { type Item } from '../../domain/tables/items';
import { CATEGORIES } from '../../domain/tables/categories';
import { ITEMS } from '../../domain/tables/items';
import { STORES } from '../../domain/tables/stores';

/** D1 rows are a boundary: every row is parsed into its schema before use. */

/** A JSON text column, or `fallback` when it is empty or not JSON. */
export function json(text: unknown, fallback: unknown): unknown {
  if (typeof text !== 'string' || !text) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
const bool = (v: unknown) => v === 1 || v === true;

/** The shop's settings row, read by the table's descriptor (src/domain/tables/stores.ts). */
export const storeFromRow = (r: Record<string, unknown>): Store => STORES.fromRow(r);

/** A categories row, read by the table's descriptor (src/domain/tables/categories.ts). */
export const categoryFromRow = (r: Record<string, unknown>): Category => CATEGORIES.fromRow(r);

/** An items row, read by the table's descriptor (src/domain/tables/items.ts). */
export const itemFromRow = (r: Record<string, unknown>): Item => ITEMS.fromRow(r);

export function pluginsFromRows(rows: Record<string, unknown>[]): Plugins {
  const raw: Record<string, unknown> = {};
  for (const r of rows) {
    raw[String(r.plugin)] = { ENABLED: bool(r.enabled), ...(json(r.config, {}) as object) };
  }
  return pluginsSchema.parse(raw);
}
