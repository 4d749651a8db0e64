import {
  inboxCardSchema,
  ORDER_EVENTS,
  ORDER_ITEMS,
  ORDERS,
  type InboxCard,
  type Order,
  type OrderEvent,
  type OrderItem,
} from '../../domain/tables/orders';
import type { ShopData } from './shop-data';
import { pageOf, PAGE_LIMIT_MAX, type Key, type OrderSearch } from '../../domain/paging';

/** Orders as the shop's object keeps them (src/domain/tables/orders.ts); every row is parsed before use. */
export type { AddressSnapshot, InboxCard, Order } from '../../domain/tables/orders';

export interface OrderDetail {
  order: Order;
  items: OrderItem[];
  events: OrderEvent[];
}

const ORDER_COLS = ORDERS.select();

export async function findOrder(shop: ShopData, id: string): Promise<Order | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE id = ?`).bind(id).first();
  return row ? ORDERS.fromRow(row) : null;
}

/** The order with its items and timeline; `uid` limits it to that shopper's own (others get null, i.e. 404). */
export async function orderDetail(shop: ShopData, id: string, uid?: string): Promise<OrderDetail | null> {
  const { db } = shop;
  const mine = uid === undefined ? '' : ' AND uid = ?';
  const args = uid === undefined ? [id] : [id, uid];
  const [o, items, events] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE id = ?${mine}`).bind(...args),
    db
      .prepare(`SELECT ${ORDER_ITEMS.select()}
      FROM order_items WHERE order_id = ? AND EXISTS (SELECT 1 FROM orders WHERE id = ?${mine}) ORDER BY line_no`)
      .bind(id, ...args),
    db.prepare(`SELECT ${ORDER_EVENTS.select()} FROM order_events WHERE order_id = ? ORDER BY at, rowid`).bind(id),
  ]);
  const row = o.results[0];
  if (!row) return null;
  return {
    order: ORDERS.fromRow(row),
    items: items.results.map((r) => ORDER_ITEMS.fromRow(r)),
    events: events.results.map((r) => ORDER_EVENTS.fromRow(r)),
  };
}

/** Deliveries this shopper refused at this shop (orders RETURNED): cash on delivery stops at COD_REFUSAL_LIMIT. */
export async function refusedDeliveries(shop: ShopData, uid: string): Promise<number> {
  const { db } = shop;
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM orders WHERE uid = ? AND status = 'RETURNED'")
    .bind(uid)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The order behind a tracking link's token (any shopper may hold the link), or null. */
export async function orderIdOfTrackToken(shop: ShopData, token: string): Promise<string | null> {
  const { db } = shop;
  const row = await db.prepare('SELECT id FROM orders WHERE track_token = ?').bind(token).first<{ id: string }>();
  return row?.id ?? null;
}

/** The order a (uid-namespaced) idempotency key or a bag version already made, if any. */
export async function findOrderByKey(
  shop: ShopData,
  column: 'idempotency_key' | 'bag_key',
  key: string,
): Promise<Order | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE ${column} = ?`).bind(key).first();
  return row ? ORDERS.fromRow(row) : null;
}

/** Which of the shop's orders an owner asks for; `cursor` is a decoded (created_at, id) key (domain/paging.ts). */
export interface OrderFilter {
  statuses?: readonly string[];
  /** epoch ms, exclusive: the old `before` parameter */
  before?: number;
  /** [since, until) in epoch ms */
  since?: number;
  until?: number;
  search?: OrderSearch;
  cursor?: Key;
  limit?: number;
}

/** The phone index's expression (durable/shop/schema-v11): a query must say it exactly so to use the index. */
const ORDER_PHONE = "json_extract(address, '$.PHONE')";

function orderWhere(f: OrderFilter): { where: string; args: unknown[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.statuses?.length) {
    where.push(`status IN (${f.statuses.map(() => '?').join(', ')})`);
    args.push(...f.statuses);
  }
  if (f.before) {
    where.push('created_at < ?');
    args.push(f.before);
  }
  if (f.since !== undefined) {
    where.push('created_at >= ?');
    args.push(f.since);
  }
  if (f.until !== undefined) {
    where.push('created_at < ?');
    args.push(f.until);
  }
  const s = f.search;
  if (s?.by === 'order') {
    where.push('id = ?');
    args.push(s.id);
  }
  if (s?.by === 'phone') {
    where.push(`${ORDER_PHONE} = ?`);
    args.push(s.phone);
  }
  // instr, not LIKE: no pattern to escape, and no pattern-length limit for a long or Hindi name
  if (s?.by === 'name') {
    where.push("instr(lower(json_extract(address, '$.NAME')), lower(?)) > 0");
    args.push(s.text);
  }
  // no filter: every order
  return { where: where.join(' AND ') || 'TRUE', args };
}

/** One keyset page of the orders a filter finds, newest first (created_at, then id): `columns` read by `read`. */
async function keysetPage<T extends { created_at: number; id: string }>(
  shop: ShopData,
  f: OrderFilter,
  columns: string,
  read: (row: Record<string, unknown>) => T,
): Promise<{ orders: T[]; next_cursor: string | null }> {
  const { db } = shop;
  const { where, args } = orderWhere(f);
  const after = f.cursor ? ' AND (created_at, id) < (?, ?)' : '';
  const limit = Math.min(PAGE_LIMIT_MAX, f.limit ?? 50);
  const { results } = await db
    .prepare(`SELECT ${columns} FROM orders WHERE ${where}${after} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(...args, ...(f.cursor ?? []), limit + 1)
    .all();
  const page = pageOf(results.map(read), limit, (o) => [o.created_at, o.id]);
  return { orders: page.rows, next_cursor: page.next_cursor };
}

/** For the owner: the shop's orders, newest first (created_at, then id), one keyset page and the next page's cursor. */
export function pageShopOrders(
  shop: ShopData,
  f: OrderFilter = {},
): Promise<{ orders: Order[]; next_cursor: string | null }> {
  return keysetPage(shop, f, ORDER_COLS, (r) => ORDERS.fromRow(r));
}

/** The inbox card's columns (InboxCard): its lines are kept as text beside the order (shop schema v18). */
const INBOX_CARD_COLS = `id, status, total, currency, payment_method, created_at, upi_utr, track_token,
  json_extract(address, '$.NAME') AS name, json_extract(address, '$.CITY') AS city,
  json_extract(address, '$.PHONE') AS phone, lines_text,
  (SELECT bap_id FROM ondc_orders n WHERE n.order_id = orders.id) AS network_app`;

const inboxCardOf = (row: Record<string, unknown>): InboxCard => inboxCardSchema.parse(row);

/** How many of the orders a filter finds are in each status (status filter aside): the console's tabs, one grouped count. */
export async function countShopOrdersByStatus(
  shop: ShopData,
  f: Omit<OrderFilter, 'statuses' | 'cursor' | 'limit'> = {},
): Promise<Record<string, number>> {
  const { db } = shop;
  const { where, args } = orderWhere(f);
  // unfiltered, the counts the shop's triggers keep (durable/shop/schema-v15): a year-old shop has 36,000 orders to count
  const whole = !f.before && f.since === undefined && f.until === undefined && !f.search;
  const statement = whole
    ? db.prepare('SELECT status, n FROM order_status_counts WHERE n > 0')
    : db.prepare(`SELECT status, COUNT(*) AS n FROM orders WHERE ${where} GROUP BY status`).bind(...args);
  const { results } = await statement.all<{ status: string; n: number }>();
  return Object.fromEntries(results.map((r) => [r.status, Number(r.n)]));
}

/**
 * The console inbox's page in one trip to the shop's object: the keyset page of cards (their lines joined in), and the
 * tabs' counts (the same filter, its status aside). A year-old shop's inbox made three trips for these.
 */
export async function inboxOrders(
  shop: ShopData,
  f: OrderFilter,
): Promise<{ orders: InboxCard[]; next_cursor: string | null; byStatus: Record<string, number> }> {
  const { statuses: _tab, cursor: _at, limit: _size, ...counted } = f;
  const [page, byStatus] = await Promise.all([
    keysetPage(shop, f, INBOX_CARD_COLS, inboxCardOf),
    countShopOrdersByStatus(shop, counted),
  ]);
  return { ...page, byStatus };
}

/** For the owner: the shop's orders, newest first, optionally of one status, paged by created_at. */
export async function listShopOrders(
  shop: ShopData,
  opts: { status?: string; before?: number; limit?: number } = {},
): Promise<Order[]> {
  return (
    await pageShopOrders(shop, {
      statuses: opts.status ? [opts.status] : undefined,
      before: opts.before,
      limit: opts.limit,
    })
  ).orders;
}

/** How many orders the shop has had, whatever their state (the console's insights). */
export async function countOrders(shop: ShopData): Promise<number> {
  const { db } = shop;
  const row = await db.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>();
  return Number(row?.n ?? 0);
}
