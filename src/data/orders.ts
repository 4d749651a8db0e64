import { ORDER_EVENTS, ORDER_ITEMS, ORDERS, type Order, type OrderEvent, type OrderItem } from '../domain/tables/orders';
import type { ShopData } from './shop-data';

/** Orders as the shop's object keeps them (src/domain/tables/orders.ts); every row is parsed before use. */
export type { AddressSnapshot, Order } from '../domain/tables/orders';

export interface OrderDetail { order: Order; items: OrderItem[]; events: OrderEvent[] }

const ORDER_COLS = ORDERS.select();

export async function findOrder(shop: ShopData, id: string): Promise<Order | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE store_id = ? AND id = ?`).bind(storeId, id).first();
  return row ? ORDERS.fromRow(row) : null;
}

/** The order with its items and timeline; `uid` limits it to that shopper's own (others get null, i.e. 404). */
export async function orderDetail(shop: ShopData, id: string, uid?: string): Promise<OrderDetail | null> {
  const { db, id: storeId } = shop;
  const mine = uid === undefined ? '' : ' AND uid = ?';
  const args = uid === undefined ? [storeId, id] : [storeId, id, uid];
  const [o, items, events] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE store_id = ? AND id = ?${mine}`).bind(...args),
    db.prepare(`SELECT ${ORDER_ITEMS.select()}
      FROM order_items WHERE store_id = ? AND order_id = ? AND EXISTS (SELECT 1 FROM orders WHERE store_id = ? AND id = ?${mine}) ORDER BY line_no`)
      .bind(storeId, id, ...args),
    db.prepare(`SELECT ${ORDER_EVENTS.select()} FROM order_events WHERE store_id = ? AND order_id = ? ORDER BY at, rowid`).bind(storeId, id),
  ]);
  const row = o.results[0];
  if (!row) return null;
  return { order: ORDERS.fromRow(row), items: items.results.map((r) => ORDER_ITEMS.fromRow(r)), events: events.results.map((r) => ORDER_EVENTS.fromRow(r)) };
}

/** Deliveries this shopper refused at this shop (orders RETURNED): cash on delivery stops at COD_REFUSAL_LIMIT. */
export async function refusedDeliveries(shop: ShopData, uid: string): Promise<number> {
  const { db, id: storeId } = shop;
  const row = await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE store_id = ? AND uid = ? AND status = 'RETURNED'").bind(storeId, uid).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The order behind a tracking link's token (any shopper may hold the link), or null. */
export async function orderIdOfTrackToken(shop: ShopData, token: string): Promise<string | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare('SELECT id FROM orders WHERE store_id = ? AND track_token = ?').bind(storeId, token).first<{ id: string }>();
  return row?.id ?? null;
}

/** The order a (uid-namespaced) idempotency key or a bag version already made, if any. */
export async function findOrderByKey(shop: ShopData, column: 'idempotency_key' | 'bag_key', key: string): Promise<Order | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE store_id = ? AND ${column} = ?`).bind(storeId, key).first();
  return row ? ORDERS.fromRow(row) : null;
}

/** For the owner: the shop's orders, newest first, optionally of one status, paged by created_at. */
export async function listShopOrders(shop: ShopData, opts: { status?: string; before?: number; limit?: number } = {}): Promise<Order[]> {
  const { db, id: storeId } = shop;
  const where = ['store_id = ?'];
  const args: unknown[] = [storeId];
  if (opts.status) { where.push('status = ?'); args.push(opts.status); }
  if (opts.before) { where.push('created_at < ?'); args.push(opts.before); }
  const { results } = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(...args, Math.min(200, opts.limit ?? 50)).all();
  return results.map((r) => ORDERS.fromRow(r));
}

/** How many orders the shop has had, whatever their state (the console's insights). */
export async function countOrders(shop: ShopData): Promise<number> {
  const { db, id: storeId } = shop;
  const row = await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE store_id = ?').bind(storeId).first<{ n: number }>();
  return Number(row?.n ?? 0);
}
