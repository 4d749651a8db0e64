import { likeAnywhere, type CustomerQuery } from '../../domain/account/owner-entries';
import { CUSTOMERS, type Customer } from '../../domain/tables/customers';
import type { ShopData } from './shop-data';
import { keysetAfter, orderByText, pageOf, type Key, type SortKey } from '../../domain/paging';

/** A shop's customers as the owner sees them: who they are (the customers table) and where their wallet and udhaar stand. */
export interface CustomerSummary extends Customer {
  wallet: number;
  udhaarOwed: number;
}

const SUMMARY = `SELECT ${CUSTOMERS.select('c')},
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.uid = c.uid AND w.kind = 'wallet'), 0) AS wallet,
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.uid = c.uid AND w.kind = 'udhaar'), 0) AS udhaar
  FROM customers c`;

const summary = (r: Record<string, unknown>): CustomerSummary => ({
  ...CUSTOMERS.fromRow(r),
  wallet: Number(r.wallet),
  udhaarOwed: Number(r.udhaar),
});

/** Customers matching the query (phone digits anywhere in the number, or name), most recently seen first. */
/** Most recently seen first, then by uid: a cursor is the last row's (last_login_at, uid). */
const CUSTOMER_ORDER: SortKey[] = [{ sql: 'c.last_login_at', desc: true }, { sql: 'c.uid' }];

export async function searchCustomers(
  shop: ShopData,
  q: CustomerQuery,
  page: { limit: number; offset: number; cursor?: Key },
): Promise<{ customers: CustomerSummary[]; total: number; next_cursor: string | null }> {
  const { db } = shop;
  const filter =
    q.by === 'phone' ? "c.phone LIKE ? ESCAPE '\\'" : q.by === 'name' ? "c.display_name LIKE ? ESCAPE '\\'" : null;
  const args: (string | number)[] =
    q.by === 'phone' ? [likeAnywhere(q.digits)] : q.by === 'name' ? [likeAnywhere(q.text)] : [];
  const after = page.cursor ? keysetAfter(CUSTOMER_ORDER, page.cursor) : null;
  const where = (conditions: (string | null | undefined)[]) => {
    const all = conditions.filter(Boolean);
    return all.length > 0 ? ` WHERE ${all.join(' AND ')}` : '';
  };
  const [rows, count] = await db.batch([
    db
      .prepare(`${SUMMARY}${where([filter, after?.sql])} ORDER BY ${orderByText(CUSTOMER_ORDER)} LIMIT ? OFFSET ?`)
      .bind(...args, ...(after?.args ?? []), page.limit + 1, page.cursor ? 0 : page.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM customers c${where([filter])}`).bind(...args),
  ]);
  const paged = pageOf((rows.results as Record<string, unknown>[]).map(summary), page.limit, (s) => [
    s.lastLoginAt,
    s.uid,
  ]);
  return {
    customers: paged.rows,
    total: Number((count.results[0] as { n: number }).n),
    next_cursor: paged.next_cursor,
  };
}

export async function readCustomerSummary(shop: ShopData, uid: string): Promise<CustomerSummary | null> {
  const { db } = shop;
  const row = await db.prepare(`${SUMMARY} WHERE c.uid = ?`).bind(uid).first<Record<string, unknown>>();
  return row ? summary(row) : null;
}

/** The customer's own udhaar limit (null: the shop's). false when the shop has no such customer. */
export async function setCustomerUdhaarLimit(shop: ShopData, uid: string, limit: number | null): Promise<boolean> {
  const { db } = shop;
  const res = await db.prepare('UPDATE customers SET udhaar_limit = ? WHERE uid = ?').bind(limit, uid).run();
  return res.meta.changes > 0;
}
