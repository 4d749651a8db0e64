import type { IdentityClaims } from '../domain/account/identity';
import type { ShopData } from './shop-data';

export interface Customer {
  uid: string;
  phone: string;
  email: string;
  display_name: string;
  created_at: number;
  last_login_at: number;
}

/** Records that this user signed in at this shop (made on first sign-in; phone/email kept current). */
export async function recordCustomerLogin(shop: ShopData, claims: IdentityClaims, now: number): Promise<void> {
  const { db, id: storeId } = shop;
  await db
    .prepare(
      `INSERT INTO customers (store_id, uid, phone, email, display_name, created_at, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (store_id, uid) DO UPDATE SET phone = excluded.phone, email = excluded.email, last_login_at = excluded.last_login_at,
         display_name = CASE WHEN customers.display_name = '' THEN excluded.display_name ELSE customers.display_name END`,
    )
    .bind(storeId, claims.uid, claims.phone, claims.email, claims.name, now, now)
    .run();
}

export async function findCustomer(shop: ShopData, uid: string): Promise<Customer | null> {
  const { db, id: storeId } = shop;
  return db
    .prepare('SELECT uid, phone, email, display_name, created_at, last_login_at FROM customers WHERE store_id = ? AND uid = ?')
    .bind(storeId, uid)
    .first<Customer>();
}

/** Sets the name the shop sees; makes the customer row when the user first signed in elsewhere. */
export async function saveDisplayName(shop: ShopData, user: { uid: string; phone: string; email: string }, name: string, now: number): Promise<void> {
  const { db, id: storeId } = shop;
  await db
    .prepare(
      `INSERT INTO customers (store_id, uid, phone, email, display_name, created_at, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (store_id, uid) DO UPDATE SET display_name = excluded.display_name`,
    )
    .bind(storeId, user.uid, user.phone, user.email, name, now, now)
    .run();
}

/** The customer's own udhaar limit (paise), or null when the shop's WALLET_CONFIG.udhaarLimit applies. */
export async function customerUdhaarLimit(shop: ShopData, uid: string): Promise<number | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare('SELECT udhaar_limit FROM customers WHERE store_id = ? AND uid = ?').bind(storeId, uid).first<{ udhaar_limit: number | null }>();
  return row?.udhaar_limit ?? null;
}
