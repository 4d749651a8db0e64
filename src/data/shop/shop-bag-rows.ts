/**
 * The bags of one shop in its object's SQLite storage (schema version 2) and their row mapping.
 * Every row carries its bag's sid; a bag's rows go when the bag expires.
 */
import type { BagLine, LineStatus } from '../../domain/cart/bag-lines';
import type { ManualItem } from '../../domain/cart/manual-items';
import type { UserData } from '../../domain/cart/cart-view';
import type { ItemNames } from '../../domain/i18n/localise';

export const BAG_SCHEMA: readonly string[] = [
  `CREATE TABLE bags (
    sid TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    created_at INTEGER NOT NULL, touched_at INTEGER NOT NULL,
    coupon TEXT, user_data TEXT, uid TEXT)`,
  `CREATE INDEX bags_by_touch ON bags(touched_at)`,
  `CREATE TABLE bag_lines (
    sid TEXT NOT NULL, id TEXT NOT NULL, item_id TEXT NOT NULL, cat_id TEXT NOT NULL, qty INTEGER NOT NULL,
    size TEXT, color TEXT, variant_key TEXT, variant_label TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL, image TEXT NOT NULL DEFAULT '',
    unit_price INTEGER NOT NULL, mrp INTEGER, gst_percent REAL, stock_qty INTEGER,
    status TEXT NOT NULL DEFAULT 'ok', added_at INTEGER NOT NULL,
    PRIMARY KEY (sid, id))`,
  `CREATE TABLE bag_manual_items (sid TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, qty INTEGER NOT NULL, image TEXT, PRIMARY KEY (sid, id))`,
];

/** A bags row as SELECT * reads it (a type, not an interface: SqlStorage.exec<T> wants an indexable row). */
export type SessionRow = {
  sid: string;
  created_at: number;
  touched_at: number;
  coupon: string | null;
  user_data: string | null;
  uid: string | null;
  revision: number;
};

type Row = Record<string, SqlStorageValue>;
const num = (v: SqlStorageValue) => (v === null ? null : Number(v));
const str = (v: SqlStorageValue) => (v === null ? null : String(v));

/** A line's translated names (schema v7), when it has any. */
function namesOf(text: SqlStorageValue | undefined): { names?: ItemNames } {
  if (typeof text !== 'string') return {};
  try {
    return { names: JSON.parse(text) as ItemNames };
  } catch {
    return {};
  }
}

function lineFromRow(r: Row): BagLine {
  return {
    id: String(r.id),
    itemId: String(r.item_id),
    catId: String(r.cat_id),
    qty: Number(r.qty),
    size: str(r.size),
    color: str(r.color),
    variantKey: str(r.variant_key),
    variantLabel: String(r.variant_label ?? ''),
    name: String(r.name),
    ...namesOf(r.names),
    image: String(r.image ?? ''),
    unitPrice: Number(r.unit_price),
    mrp: num(r.mrp),
    gstPercent: num(r.gst_percent),
    stockQty: num(r.stock_qty),
    status: String(r.status) as LineStatus,
    addedAt: Number(r.added_at),
  };
}

export function writeLine(sql: SqlStorage, sid: string, l: BagLine): void {
  sql.exec(
    `INSERT OR REPLACE INTO bag_lines (sid, id, item_id, cat_id, qty, size, color, variant_key, variant_label, name, names, image,
      unit_price, mrp, gst_percent, stock_qty, status, added_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    sid,
    l.id,
    l.itemId,
    l.catId,
    l.qty,
    l.size,
    l.color,
    l.variantKey,
    l.variantLabel,
    l.name,
    l.names ? JSON.stringify(l.names) : null,
    l.image,
    l.unitPrice,
    l.mrp,
    l.gstPercent,
    l.stockQty ?? null,
    l.status,
    l.addedAt,
  );
}

function manualFromRow(r: Row): ManualItem {
  return { id: String(r.id), name: String(r.name), qty: Number(r.qty), image: str(r.image) };
}

export function writeManual(sql: SqlStorage, sid: string, m: ManualItem): void {
  sql.exec(
    'INSERT OR REPLACE INTO bag_manual_items (sid, id, name, qty, image) VALUES (?,?,?,?,?)',
    sid,
    m.id,
    m.name,
    m.qty,
    m.image,
  );
}

export function readLines(sql: SqlStorage, sid: string): BagLine[] {
  return sql.exec('SELECT * FROM bag_lines WHERE sid = ? ORDER BY added_at, id', sid).toArray().map(lineFromRow);
}

export function readManual(sql: SqlStorage, sid: string): ManualItem[] {
  return sql
    .exec('SELECT * FROM bag_manual_items WHERE sid = ? ORDER BY CAST(id AS INTEGER)', sid)
    .toArray()
    .map(manualFromRow);
}

export function parseUserData(text: string | null): UserData | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as UserData;
  } catch {
    return null;
  }
}
