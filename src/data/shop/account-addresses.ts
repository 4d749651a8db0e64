import { MAX_ADDRESSES, type Address, type AddressInput } from '../../domain/account/address';
import { cellOf } from '../../domain/tables/table';
import { ADDRESSES } from '../../domain/tables/customers';
import type { ShopData } from './shop-data';

const COLS = ADDRESSES.select();
/** What an edit replaces: every field but the id and the default flag (which only an edit that asks for it sets). */
const EDITED = ADDRESSES.patchable;

/** The address a shopper's input makes (DISTANCE: the server's, from the shop's location). */
const addressOf = (id: string, a: AddressInput, distanceKm: number | null, isDefault: boolean): Address => ({
  id,
  NAME: a.NAME,
  PHONE: a.PHONE,
  LINE1: a.LINE1,
  LINE2: a.LINE2,
  LANDMARK: a.LANDMARK,
  CITY: a.CITY,
  STATE: a.STATE,
  PIN: a.PIN,
  LAT: a.LAT ?? null,
  LNG: a.LNG ?? null,
  DISTANCE: distanceKm,
  IS_DEFAULT: isDefault,
});

const MINE = 'uid = ?';

/** The shopper's addresses in this shop, default first, then newest. */
export async function listAddresses(shop: ShopData, uid: string): Promise<Address[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT ${COLS} FROM addresses WHERE ${MINE} ORDER BY is_default DESC, created_at DESC, id`)
    .bind(uid)
    .all();
  return results.map((r) => ADDRESSES.fromRow(r));
}

export async function findAddress(shop: ShopData, uid: string, id: string): Promise<Address | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${COLS} FROM addresses WHERE ${MINE} AND id = ?`).bind(uid, id).first();
  return row ? ADDRESSES.fromRow(row) : null;
}

const clearDefault = (db: D1Database, uid: string) =>
  db.prepare(`UPDATE addresses SET is_default = 0 WHERE ${MINE} AND is_default = 1`).bind(uid);

/**
 * Adds an address (the first one, or one marked IS_DEFAULT, becomes the default). Refused past
 * MAX_ADDRESSES: the INSERT only happens while the shopper has fewer, checked inside the same statement.
 */
export async function createAddress(
  shop: ShopData,
  uid: string,
  a: AddressInput,
  distanceKm: number | null,
  now: number,
): Promise<Address | 'LIMIT'> {
  const { db } = shop;
  const id = crypto.randomUUID().replace(/-/g, '').slice(0, 20);
  const count = await db.prepare(`SELECT COUNT(*) AS n FROM addresses WHERE ${MINE}`).bind(uid).first<{ n: number }>();
  const makeDefault = a.IS_DEFAULT === true || (count?.n ?? 0) === 0;
  const { names, cells } = ADDRESSES.insertCells(addressOf(id, a, distanceKm, makeDefault));
  const insert = db
    .prepare(
      `INSERT INTO addresses (uid, ${names.join(', ')}, created_at, updated_at)
       SELECT ?, ${names.map(() => '?').join(', ')}, ?, ? WHERE (SELECT COUNT(*) FROM addresses WHERE ${MINE}) < ?`,
    )
    .bind(uid, ...cells, now, now, uid, MAX_ADDRESSES);
  // Clearing the old default is bound by the same limit, so a refused insert changes nothing.
  const clear = db
    .prepare(
      `UPDATE addresses SET is_default = 0 WHERE ${MINE} AND is_default = 1 AND (SELECT COUNT(*) FROM addresses WHERE ${MINE}) < ?`,
    )
    .bind(uid, uid, MAX_ADDRESSES);
  const results = await db.batch(makeDefault ? [clear, insert] : [insert]);
  if ((results.at(-1)?.meta.changes ?? 0) === 0) return 'LIMIT';
  return (await findAddress(shop, uid, id))!;
}

/** Replaces an address of this shopper; null when it is not theirs (or not in this shop). */
export async function updateAddress(
  shop: ShopData,
  uid: string,
  id: string,
  a: AddressInput,
  distanceKm: number | null,
  now: number,
): Promise<Address | null> {
  const { db } = shop;
  const edited = addressOf(id, a, distanceKm, a.IS_DEFAULT === true);
  const update = db
    .prepare(
      `UPDATE addresses SET ${EDITED.map((f) => `${ADDRESSES.columnOf[f]} = ?`).join(', ')},
       is_default = CASE WHEN ? THEN 1 ELSE is_default END, updated_at = ? WHERE ${MINE} AND id = ?`,
    )
    .bind(...EDITED.map((f) => cellOf(edited[f])), a.IS_DEFAULT ? 1 : 0, now, uid, id);
  if (a.IS_DEFAULT) {
    if (!(await findAddress(shop, uid, id))) return null;
    await db.batch([clearDefault(db, uid), update]);
  } else if ((await update.run()).meta.changes === 0) return null;
  return findAddress(shop, uid, id);
}

/** Makes one address the default; false when it is not this shopper's. */
export async function setDefaultAddress(shop: ShopData, uid: string, id: string): Promise<boolean> {
  const { db } = shop;
  if (!(await findAddress(shop, uid, id))) return false;
  await db.batch([
    clearDefault(db, uid),
    db.prepare(`UPDATE addresses SET is_default = 1 WHERE ${MINE} AND id = ?`).bind(uid, id),
  ]);
  return true;
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(shop: ShopData, uid: string, id: string): Promise<boolean> {
  const { db } = shop;
  const [deleted] = await db.batch([
    db.prepare(`DELETE FROM addresses WHERE ${MINE} AND id = ?`).bind(uid, id),
    db
      .prepare(
        `UPDATE addresses SET is_default = 1 WHERE ${MINE} AND id = (SELECT id FROM addresses WHERE ${MINE} ORDER BY created_at DESC, id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM addresses WHERE ${MINE} AND is_default = 1)`,
      )
      .bind(uid, uid, uid),
  ]);
  return deleted.meta.changes > 0;
}
