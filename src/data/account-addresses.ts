import { z } from 'zod';
import { MAX_ADDRESSES, type Address, type AddressInput } from '../domain/account/address';
import type { ShopData } from './shop-data';

const rowSchema = z.object({
  id: z.string(), name: z.string(), phone: z.string(), line1: z.string(), line2: z.string(), landmark: z.string(),
  city: z.string(), state: z.string(), pin: z.string(), lat: z.number().nullable(), lng: z.number().nullable(),
  distance_km: z.number().nullable(), is_default: z.number(),
});

function toAddress(raw: unknown): Address {
  const r = rowSchema.parse(raw);
  return {
    id: r.id, NAME: r.name, PHONE: r.phone, LINE1: r.line1, LINE2: r.line2, LANDMARK: r.landmark, CITY: r.city, STATE: r.state,
    PIN: r.pin, LAT: r.lat, LNG: r.lng, DISTANCE: r.distance_km, IS_DEFAULT: r.is_default === 1,
  };
}

const COLS = 'id, name, phone, line1, line2, landmark, city, state, pin, lat, lng, distance_km, is_default';
const MINE = 'store_id = ? AND uid = ?';

/** The shopper's addresses in this shop, default first, then newest. */
export async function listAddresses(shop: ShopData, uid: string): Promise<Address[]> {
  const { db, id: storeId } = shop;
  const { results } = await db.prepare(`SELECT ${COLS} FROM addresses WHERE ${MINE} ORDER BY is_default DESC, created_at DESC, id`).bind(storeId, uid).all();
  return results.map(toAddress);
}

export async function findAddress(shop: ShopData, uid: string, id: string): Promise<Address | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`SELECT ${COLS} FROM addresses WHERE ${MINE} AND id = ?`).bind(storeId, uid, id).first();
  return row ? toAddress(row) : null;
}

const clearDefault = (db: D1Database, storeId: string, uid: string) =>
  db.prepare(`UPDATE addresses SET is_default = 0 WHERE ${MINE} AND is_default = 1`).bind(storeId, uid);

/**
 * Adds an address (the first one, or one marked IS_DEFAULT, becomes the default). Refused past
 * MAX_ADDRESSES: the INSERT only happens while the shopper has fewer, checked inside the same statement.
 */
export async function createAddress(shop: ShopData, uid: string, a: AddressInput, distanceKm: number | null, now: number): Promise<Address | 'LIMIT'> {
  const { db, id: storeId } = shop;
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  const count = await db.prepare(`SELECT COUNT(*) AS n FROM addresses WHERE ${MINE}`).bind(storeId, uid).first<{ n: number }>();
  const makeDefault = a.IS_DEFAULT === true || (count?.n ?? 0) === 0;
  const insert = db
    .prepare(
      `INSERT INTO addresses (store_id, id, uid, name, phone, line1, line2, landmark, city, state, pin, lat, lng, distance_km, is_default, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM addresses WHERE ${MINE}) < ?`,
    )
    .bind(storeId, id, uid, a.NAME, a.PHONE, a.LINE1, a.LINE2, a.LANDMARK, a.CITY, a.STATE, a.PIN, a.LAT ?? null, a.LNG ?? null, distanceKm,
      makeDefault ? 1 : 0, now, now, storeId, uid, MAX_ADDRESSES);
  // Clearing the old default is bound by the same limit, so a refused insert changes nothing.
  const clear = db
    .prepare(`UPDATE addresses SET is_default = 0 WHERE ${MINE} AND is_default = 1 AND (SELECT COUNT(*) FROM addresses WHERE ${MINE}) < ?`)
    .bind(storeId, uid, storeId, uid, MAX_ADDRESSES);
  const results = await db.batch(makeDefault ? [clear, insert] : [insert]);
  if ((results.at(-1)?.meta.changes ?? 0) === 0) return 'LIMIT';
  return (await findAddress(shop, uid, id))!;
}

/** Replaces an address of this shopper; null when it is not theirs (or not in this shop). */
export async function updateAddress(shop: ShopData, uid: string, id: string, a: AddressInput, distanceKm: number | null, now: number): Promise<Address | null> {
  const { db, id: storeId } = shop;
  const update = db
    .prepare(
      `UPDATE addresses SET name = ?, phone = ?, line1 = ?, line2 = ?, landmark = ?, city = ?, state = ?, pin = ?, lat = ?, lng = ?,
       distance_km = ?, is_default = CASE WHEN ? THEN 1 ELSE is_default END, updated_at = ? WHERE ${MINE} AND id = ?`,
    )
    .bind(a.NAME, a.PHONE, a.LINE1, a.LINE2, a.LANDMARK, a.CITY, a.STATE, a.PIN, a.LAT ?? null, a.LNG ?? null, distanceKm, a.IS_DEFAULT ? 1 : 0, now, storeId, uid, id);
  if (a.IS_DEFAULT) {
    if (!(await findAddress(shop, uid, id))) return null;
    await db.batch([clearDefault(db, storeId, uid), update]);
  } else if ((await update.run()).meta.changes === 0) return null;
  return findAddress(shop, uid, id);
}

/** Makes one address the default; false when it is not this shopper's. */
export async function setDefaultAddress(shop: ShopData, uid: string, id: string): Promise<boolean> {
  const { db, id: storeId } = shop;
  if (!(await findAddress(shop, uid, id))) return false;
  await db.batch([clearDefault(db, storeId, uid), db.prepare(`UPDATE addresses SET is_default = 1 WHERE ${MINE} AND id = ?`).bind(storeId, uid, id)]);
  return true;
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(shop: ShopData, uid: string, id: string): Promise<boolean> {
  const { db, id: storeId } = shop;
  const [deleted] = await db.batch([
    db.prepare(`DELETE FROM addresses WHERE ${MINE} AND id = ?`).bind(storeId, uid, id),
    db.prepare(
      `UPDATE addresses SET is_default = 1 WHERE ${MINE} AND id = (SELECT id FROM addresses WHERE ${MINE} ORDER BY created_at DESC, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM addresses WHERE ${MINE} AND is_default = 1)`,
    ).bind(storeId, uid, storeId, uid, storeId, uid),
  ]);
  return deleted.meta.changes > 0;
}
