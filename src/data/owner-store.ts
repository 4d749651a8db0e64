import { storeSchema, type Store } from '../schemas/store';
import { storeFromRow } from './rows';

/** The shop's own settings row, written by the owner API (reads go through storeFromRow like the storefront's). */

type Kind = 'text' | 'bool' | 'json' | 'jsonOrNull';
const COLUMNS: Record<Exclude<keyof Store, 'id'>, [column: string, kind: Kind]> = {
  STORE_NAME: ['name', 'text'],
  STORE_DESC: ['description', 'text'],
  STORE_IMAGE: ['image', 'text'],
  CUST_CARE: ['cust_care', 'text'],
  CURRENCY: ['currency', 'text'],
  LOGIN_MANDATE: ['login_mandate', 'bool'],
  DEFAULT_COLOR: ['default_color', 'text'],
  CUSTOM_TEXTS: ['custom_texts', 'json'],
  IS_GRID_VIEW: ['is_grid_view', 'bool'],
  THEME_ID_v2: ['theme_id', 'text'],
  REPORT_TEXT: ['report_text', 'text'],
  OWNER_NAME: ['owner_name', 'text'],
  VALIDATED_PHONE: ['validated_phone', 'text'],
  ENABLE_WA_SUPPORT: ['enable_wa_support', 'bool'],
  IS_STORE_REPORTED: ['is_store_reported', 'bool'],
  HelloBar: ['hello_bar', 'jsonOrNull'],
  PIXELS: ['pixels', 'json'],
  CART_RULES: ['cart_rules', 'json'],
  ABOUT: ['about', 'json'],
  WORKING_HOURS: ['working_hours', 'json'],
};

function toColumn(kind: Kind, value: unknown): string | number | null {
  if (kind === 'bool') return value ? 1 : 0;
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'jsonOrNull') return value === null || value === undefined ? null : JSON.stringify(value);
  return String(value);
}

export async function readStore(db: D1Database, storeId: string): Promise<{ store: Store; updatedAt: number } | null> {
  const row = await db.prepare('SELECT * FROM stores WHERE id = ?').bind(storeId).first<Record<string, unknown>>();
  return row ? { store: storeFromRow(row), updatedAt: Number(row.updated_at ?? 0) } : null;
}

export type StoreChange = { ok: true; store: Store } | { ok: false; issues: { path: PropertyKey[]; message: string; code: string }[] };

/**
 * Read, change, validate with storeSchema, write only the changed columns. The UPDATE is conditional on
 * updated_at, so two owners changing the same shop at once never lose each other's changes (we retry).
 */
export async function changeStore(db: D1Database, storeId: string, change: (store: Store) => Store): Promise<StoreChange | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readStore(db, storeId);
    if (!current) return null;
    const parsed = storeSchema.safeParse(change(current.store));
    if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path, message: i.message, code: i.code })) };
    const next = parsed.data;
    const sets: string[] = [];
    const values: (string | number | null)[] = [];
    for (const [field, [column, kind]] of Object.entries(COLUMNS)) {
      const before = toColumn(kind, current.store[field as keyof Store]);
      const after = toColumn(kind, next[field as keyof Store]);
      if (before !== after) {
        sets.push(`${column} = ?`);
        values.push(after);
      }
    }
    if (sets.length === 0) return { ok: true, store: next };
    const stamp = Math.max(current.updatedAt + 1, Date.now());
    const res = await db
      .prepare(`UPDATE stores SET ${sets.join(', ')}, updated_at = ? WHERE id = ? AND updated_at = ?`)
      .bind(...values, stamp, storeId, current.updatedAt)
      .run();
    if (res.meta.changes > 0) return { ok: true, store: next };
  }
  throw new Error(`store ${storeId} kept changing under us; try again`);
}
