import type { IdentityClaims } from '../../domain/account/identity';
import { CUSTOMERS, type Customer } from '../../domain/tables/customers';
import type { ShopData } from './shop-data';

export type { Customer } from '../../domain/tables/customers';

/** A new customer row, or, when the shopper already has one here, the `onConflict` changes to it. */
function upsertCustomer(db: D1Database, c: Customer, onConflict: string) {
  const { names, cells } = CUSTOMERS.insertCells(c);
  return db
    .prepare(
      `INSERT INTO customers (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')}) ON CONFLICT (uid) DO UPDATE SET ${onConflict}`,
    )
    .bind(...cells);
}

/** Records that this user signed in at this shop (made on first sign-in; phone/email kept current). */
export async function recordCustomerLogin(shop: ShopData, claims: IdentityClaims, now: number): Promise<void> {
  const { db } = shop;
  const customer: Customer = {
    uid: claims.uid,
    phone: claims.phone,
    email: claims.email,
    name: claims.name,
    createdAt: now,
    lastLoginAt: now,
    udhaarLimit: null,
  };
  await upsertCustomer(
    db,
    customer,
    `phone = excluded.phone, email = excluded.email, last_login_at = excluded.last_login_at,
    display_name = CASE WHEN customers.display_name = '' THEN excluded.display_name ELSE customers.display_name END`,
  ).run();
}

export async function findCustomer(shop: ShopData, uid: string): Promise<Customer | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${CUSTOMERS.select()} FROM customers WHERE uid = ?`).bind(uid).first();
  return row ? CUSTOMERS.fromRow(row) : null;
}

/** Sets the name the shop sees; makes the customer row when the user first signed in elsewhere. */
export async function saveDisplayName(
  shop: ShopData,
  user: { uid: string; phone: string; email: string },
  name: string,
  now: number,
): Promise<void> {
  const { db } = shop;
  const customer: Customer = {
    uid: user.uid,
    phone: user.phone,
    email: user.email,
    name,
    createdAt: now,
    lastLoginAt: now,
    udhaarLimit: null,
  };
  await upsertCustomer(db, customer, 'display_name = excluded.display_name').run();
}

/** The customer's own udhaar limit (paise), or null when the shop's WALLET_CONFIG.udhaarLimit applies. */
export async function customerUdhaarLimit(shop: ShopData, uid: string): Promise<number | null> {
  const { db } = shop;
  const row = await db
    .prepare('SELECT udhaar_limit FROM customers WHERE uid = ?')
    .bind(uid)
    .first<{ udhaar_limit: number | null }>();
  return row?.udhaar_limit ?? null;
}
