import { likeAnywhere, type CustomerQuery } from '../domain/account/owner-entries';
import { CUSTOMERS, type Customer } from '../domain/tables/customers';
import type { ShopData } from './shop-data';

/** A shop's customers as the owner sees them: who they are (the customers table) and where their wallet and udhaar stand. */
export interface CustomerSummary extends Customer {
  wallet: number;
  udhaarOwed: number;
}

const SUMMARY = `SELECT ${CUSTOMERS.select('c')},
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.store_id = c.store_id AND w.uid = c.uid AND w.kind = 'wallet'), 0) AS wallet,
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.store_id = c.store_id AND w.uid = c.uid AND w.kind = 'udhaar'), 0) AS udhaar
  FROM customers c`;

const summary = (r: Record<string, unknown>): CustomerSummary => ({ ...CUSTOMERS.fromRow(r), wallet: Number(r.wallet), udhaarOwed: Number(r.udhaar) });

/** Customers matching the query (phone digits anywhere in the number, or name), most recently seen first. */
export async function searchCustomers(shop: ShopData, q: CustomerQuery, page: { limit: number; offset: number }): Promise<{ customers: CustomerSummary[]; total: number }> {
  const { db, id: storeId } = shop;
  const filter = q.by === 'phone' ? " AND c.phone LIKE ? ESCAPE '\\'" : q.by === 'name' ? " AND c.display_name LIKE ? ESCAPE '\\'" : '';
  const args: (string | number)[] = q.by === 'phone' ? [storeId, likeAnywhere(q.digits)] : q.by === 'name' ? [storeId, likeAnywhere(q.text)] : [storeId];
  const [rows, count] = await db.batch([
    db.prepare(`${SUMMARY} WHERE c.store_id = ?${filter} ORDER BY c.last_login_at DESC, c.uid LIMIT ? OFFSET ?`).bind(...args, page.limit, page.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM customers c WHERE c.store_id = ?${filter}`).bind(...args),
  ]);
  return { customers: (rows.results as Record<string, unknown>[]).map(summary), total: Number((count.results[0] as { n: number }).n) };
}

export async function readCustomerSummary(shop: ShopData, uid: string): Promise<CustomerSummary | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`${SUMMARY} WHERE c.store_id = ? AND c.uid = ?`).bind(storeId, uid).first<Record<string, unknown>>();
  return row ? summary(row) : null;
}

/** The customer's own udhaar limit (null: the shop's). false when the shop has no such customer. */
export async function setCustomerUdhaarLimit(shop: ShopData, uid: string, limit: number | null): Promise<boolean> {
  const { db, id: storeId } = shop;
  const res = await db.prepare('UPDATE customers SET udhaar_limit = ? WHERE store_id = ? AND uid = ?').bind(limit, storeId, uid).run();
  return res.meta.changes > 0;
}
