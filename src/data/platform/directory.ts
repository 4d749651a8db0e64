/**
 * The platform directory in D1: one row a shop (id, name, status and the platform's report fields).
 * Nothing here grows with a shop's sales; the shop's own data lives in its object (shop-db.ts).
 */
import { countTrip } from '../storage-trips';

export type ShopStatus = 'active' | 'reported' | 'suspended';

export interface DirectoryShop {
  id: string;
  name: string;
  status: ShopStatus;
  reportText: string;
  ownerName: string;
  validatedPhone: string;
  ownerPhone: string;
  createdAt: number;
  updatedAt: number;
}

type Row = Record<string, unknown>;
const fromRow = (r: Row): DirectoryShop => ({
  id: String(r.id),
  name: String(r.name),
  status: String(r.status) as ShopStatus,
  reportText: String(r.report_text ?? ''),
  ownerName: String(r.owner_name ?? ''),
  validatedPhone: String(r.validated_phone ?? ''),
  ownerPhone: String(r.owner_phone ?? ''),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export async function findShop(db: D1Database, id: string): Promise<DirectoryShop | null> {
  countTrip();
  const row = await db.prepare('SELECT * FROM shops WHERE id = ?').bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** The shop's row and its first verified custom domain, in one round trip (the tenant loader's directory half). */
export async function findShopWithDomain(
  db: D1Database,
  id: string,
): Promise<{ shop: DirectoryShop | null; domain: string | null }> {
  countTrip();
  const [shops, domains] = await db.batch([
    db.prepare('SELECT * FROM shops WHERE id = ?').bind(id),
    db.prepare("SELECT host FROM domains WHERE store_id = ? AND status = 'verified' ORDER BY host LIMIT 1").bind(id),
  ]);
  const row = shops.results[0] as Row | undefined;
  return {
    shop: row ? fromRow(row) : null,
    domain: (domains.results[0] as { host?: string } | undefined)?.host ?? null,
  };
}

export async function insertShop(
  db: D1Database,
  shop: { id: string; name: string; ownerPhone: string; now: number },
): Promise<boolean> {
  countTrip();
  const res = await db
    .prepare('INSERT OR IGNORE INTO shops (id, name, owner_phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .bind(shop.id, shop.name, shop.ownerPhone, shop.now, shop.now)
    .run();
  return res.meta.changes > 0;
}

/** Shops in id order after `cursor` (the last id of the previous page). */
export async function listShops(
  db: D1Database,
  limit: number,
  cursor: string | null,
): Promise<{ shops: DirectoryShop[]; next: string | null }> {
  countTrip();
  const { results } = await db
    .prepare('SELECT * FROM shops WHERE id > ? ORDER BY id LIMIT ?')
    .bind(cursor ?? '', limit + 1)
    .all<Row>();
  const shops = results.slice(0, limit).map(fromRow);
  return { shops, next: results.length > limit ? shops.at(-1)!.id : null };
}

export interface DirectoryPatch {
  name?: string;
  status?: ShopStatus;
  reportText?: string;
  ownerName?: string;
  validatedPhone?: string;
}

const COLUMNS: Record<keyof DirectoryPatch, string> = {
  name: 'name',
  status: 'status',
  reportText: 'report_text',
  ownerName: 'owner_name',
  validatedPhone: 'validated_phone',
};

export async function updateShop(
  db: D1Database,
  id: string,
  patch: DirectoryPatch,
  now: number,
): Promise<DirectoryShop | null> {
  const keys = (Object.keys(patch) as (keyof DirectoryPatch)[]).filter((k) => patch[k] !== undefined);
  countTrip();
  const set = [...keys.map((k) => `${COLUMNS[k]} = ?`), 'updated_at = ?'].join(', ');
  const row = await db
    .prepare(`UPDATE shops SET ${set} WHERE id = ? RETURNING *`)
    .bind(...keys.map((k) => patch[k]), now, id)
    .first<Row>();
  return row ? fromRow(row) : null;
}
