import type { ShopData } from './shop-data';

/**
 * The shopper's rows for the data download, read a page at a time, newest first by (time, id) with the keyset
 * of the last row: one trip to the shop's object a page, so the download never holds a long history whole.
 * Table and column names are this file's constants, never a request's.
 */
export const EXPORT_PAGE = 200;

interface Listing {
  table: string;
  columns: string;
  /** the column naming the shopper */
  owner: string;
  time: string;
  id: string;
  /** more conditions, with their values after the uid's */
  where?: string;
  args?: readonly (string | number)[];
  /** columns holding JSON text, given back parsed */
  json?: readonly string[];
}

type Row = Record<string, unknown>;

const parseJson = (text: unknown) => {
  try {
    return typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return text;
  }
};

async function* pagesOf(shop: ShopData, uid: string, l: Listing, pageSize = EXPORT_PAGE): AsyncGenerator<Row[]> {
  let after: [string | number, string | number] | null = null;
  for (;;) {
    const older: string = after ? ` AND (${l.time} < ? OR (${l.time} = ? AND ${l.id} < ?))` : '';
    const { results }: { results: Row[] } = await shop.db
      .prepare(
        `SELECT ${l.columns} FROM ${l.table} WHERE ${l.owner} = ?${l.where ?? ''}${older} ORDER BY ${l.time} DESC, ${l.id} DESC LIMIT ?`,
      )
      .bind(uid, ...(l.args ?? []), ...(after ? [after[0], after[0], after[1]] : []), pageSize)
      .all<Row>();
    if (!results.length) return;
    yield l.json
      ? results.map((r) => ({ ...r, ...Object.fromEntries(l.json!.map((c) => [c, parseJson(r[c])])) }))
      : results;
    if (results.length < pageSize) return;
    const last: Row = results[results.length - 1];
    after = [last[l.time] as string | number, last[l.id] as string | number];
  }
}

const ORDER_COLUMNS =
  'id, status, total, items_count, totals, address, payment_method, paid_wallet, paid_udhaar, cash_due, coupon_code, note, created_at, updated_at, delivered_at, cancelled_at';
const LINE_COLUMNS =
  'order_id, line_no, kind, item_id, name, variant_label, qty, unit_price, gst_percent, gst, line_total';

/** The shopper's orders with their lines: a page of orders, then that page's lines in one more statement. */
export async function* orderPages(shop: ShopData, uid: string, pageSize = EXPORT_PAGE): AsyncGenerator<Row[]> {
  for await (const orders of pagesOf(
    shop,
    uid,
    {
      table: 'orders',
      columns: ORDER_COLUMNS,
      owner: 'uid',
      time: 'created_at',
      id: 'id',
      json: ['totals', 'address'],
    },
    pageSize,
  )) {
    const ids = orders.map((o) => String(o.id));
    const { results } = await shop.db
      // the page's ids as one JSON parameter: a shop's SQLite takes at most 100 bound values a statement
      .prepare(
        `SELECT ${LINE_COLUMNS} FROM order_items WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, line_no`,
      )
      .bind(JSON.stringify(ids))
      .all<Row>();
    const lines = new Map<string, Row[]>();
    for (const { order_id, ...line } of results) {
      const list = lines.get(String(order_id)) ?? [];
      list.push(line);
      lines.set(String(order_id), list);
    }
    yield orders.map((o) => ({ ...o, lines: lines.get(String(o.id)) ?? [] }));
  }
}

const LISTINGS = {
  wallet: {
    table: 'wallet_entries',
    columns: 'id, entry_type, amount, balance_after, order_id, note, created_at',
    owner: 'uid',
    time: 'created_at',
    id: 'id',
    where: ' AND kind = ?',
    args: ['wallet'],
  },
  udhaar: {
    table: 'wallet_entries',
    columns: 'id, entry_type, amount, balance_after, order_id, note, created_at',
    owner: 'uid',
    time: 'created_at',
    id: 'id',
    where: ' AND kind = ?',
    args: ['udhaar'],
  },
  rewards: {
    table: 'reward_entries',
    columns: 'id, points, reason, order_id, created_at',
    owner: 'uid',
    time: 'created_at',
    id: 'id',
  },
  reviews: {
    table: 'reviews',
    columns: 'id, item_id, rating, title, body, created_at',
    owner: 'user_id',
    time: 'created_at',
    id: 'id',
  },
  questions: {
    table: 'questions',
    columns: 'id, item_id, question, answer, answered_at, created_at',
    owner: 'user_id',
    time: 'created_at',
    id: 'id',
  },
  suggestions: {
    table: 'suggestions',
    columns: 'id, product_name, details, status, owner_reply, created_at, updated_at',
    owner: 'uid',
    time: 'created_at',
    id: 'id',
  },
  wishlist: { table: 'wishlist', columns: 'item_id, created_at', owner: 'uid', time: 'created_at', id: 'item_id' },
  resellerTransactions: {
    table: 'reseller_transactions',
    columns: 'id, order_id, order_total, commission, status, note, created_at',
    owner: 'uid',
    time: 'created_at',
    id: 'id',
  },
} satisfies Record<string, Listing>;
export type ExportListing = keyof typeof LISTINGS;

export const listingPages = (shop: ShopData, uid: string, which: ExportListing, pageSize = EXPORT_PAGE) =>
  pagesOf(shop, uid, LISTINGS[which], pageSize);

/** The profile part of the download: this shop's customer row, balances, reward points and reseller row, in one trip. */
export async function exportProfile(shop: ShopData, uid: string): Promise<Row> {
  const { db } = shop;
  const [customer, balances, points, reseller] = await db.batch<Row>([
    db
      .prepare(
        'SELECT phone, email, display_name, created_at, last_login_at, udhaar_limit FROM customers WHERE uid = ?',
      )
      .bind(uid),
    db.prepare('SELECT kind, balance FROM wallet_accounts WHERE uid = ?').bind(uid),
    db.prepare('SELECT COALESCE(SUM(points), 0) AS points FROM reward_entries WHERE uid = ?').bind(uid),
    db
      .prepare(
        'SELECT status, name, phone, business_name, city, about, referral_code, applied_at, decided_at FROM resellers WHERE uid = ?',
      )
      .bind(uid),
  ]);
  const balance = (kind: string) => Number(balances.results.find((r) => r.kind === kind)?.balance ?? 0);
  return {
    customer: customer.results[0] ?? null,
    wallet_balance: balance('wallet'),
    udhaar_owed: balance('udhaar'),
    reward_points: Number(points.results[0]?.points ?? 0),
    reseller: reseller.results[0] ?? null,
  };
}

/** Delivery addresses (at most 20 a shopper). */
export async function exportAddresses(shop: ShopData, uid: string): Promise<Row[]> {
  const { results } = await shop.db
    .prepare(
      'SELECT id, name, phone, line1, line2, landmark, city, state, pin, lat, lng, is_default, created_at, updated_at FROM addresses WHERE uid = ? ORDER BY created_at, id',
    )
    .bind(uid)
    .all<Row>();
  return results;
}
