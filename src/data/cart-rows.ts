/**
 * The cart-session Durable Object's own SQLite tables (ctx.storage.sql) and their row mapping.
 * One object holds one bag, so no table needs a session column.
 */
import type { BagLine, LineStatus } from '../domain/cart/bag-lines';
import type { ManualItem } from '../domain/cart/manual-items';
import type { UserData } from '../domain/cart/cart-view';

export const CART_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS session (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    store_id TEXT NOT NULL, sid TEXT NOT NULL,
    created_at INTEGER NOT NULL, touched_at INTEGER NOT NULL,
    coupon TEXT, user_data TEXT, uid TEXT)`,
  `CREATE TABLE IF NOT EXISTS lines (
    id TEXT PRIMARY KEY, item_id TEXT NOT NULL, cat_id TEXT NOT NULL, qty INTEGER NOT NULL,
    size TEXT, color TEXT, variant_key TEXT, variant_label TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL, image TEXT NOT NULL DEFAULT '',
    unit_price INTEGER NOT NULL, mrp INTEGER, gst_percent REAL, stock_qty INTEGER,
    status TEXT NOT NULL DEFAULT 'ok', added_at INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS manual_items (id TEXT PRIMARY KEY, name TEXT NOT NULL, qty INTEGER NOT NULL, image TEXT)`,
];

export interface SessionRow {
  store_id: string;
  sid: string;
  created_at: number;
  touched_at: number;
  coupon: string | null;
  user_data: string | null;
  uid: string | null;
}

type Row = Record<string, SqlStorageValue>;
const num = (v: SqlStorageValue) => (v === null ? null : Number(v));
const str = (v: SqlStorageValue) => (v === null ? null : String(v));

export function lineFromRow(r: Row): BagLine {
  return {
    id: String(r.id), itemId: String(r.item_id), catId: String(r.cat_id), qty: Number(r.qty),
    size: str(r.size), color: str(r.color), variantKey: str(r.variant_key), variantLabel: String(r.variant_label ?? ''),
    name: String(r.name), image: String(r.image ?? ''),
    unitPrice: Number(r.unit_price), mrp: num(r.mrp), gstPercent: num(r.gst_percent), stockQty: num(r.stock_qty),
    status: String(r.status) as LineStatus, addedAt: Number(r.added_at),
  };
}

export function writeLine(sql: SqlStorage, l: BagLine): void {
  sql.exec(
    `INSERT OR REPLACE INTO lines (id, item_id, cat_id, qty, size, color, variant_key, variant_label, name, image,
      unit_price, mrp, gst_percent, stock_qty, status, added_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    l.id, l.itemId, l.catId, l.qty, l.size, l.color, l.variantKey, l.variantLabel, l.name, l.image,
    l.unitPrice, l.mrp, l.gstPercent, l.stockQty ?? null, l.status, l.addedAt,
  );
}

export function manualFromRow(r: Row): ManualItem {
  return { id: String(r.id), name: String(r.name), qty: Number(r.qty), image: str(r.image) };
}

export function writeManual(sql: SqlStorage, m: ManualItem): void {
  sql.exec('INSERT OR REPLACE INTO manual_items (id, name, qty, image) VALUES (?,?,?,?)', m.id, m.name, m.qty, m.image);
}

export function readLines(sql: SqlStorage): BagLine[] {
  return sql.exec('SELECT * FROM lines ORDER BY added_at, id').toArray().map(lineFromRow);
}

export function readManual(sql: SqlStorage): ManualItem[] {
  return sql.exec('SELECT * FROM manual_items ORDER BY CAST(id AS INTEGER)').toArray().map(manualFromRow);
}

export function parseUserData(text: string | null): UserData | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as UserData;
  } catch {
    return null;
  }
}
