import { LANGUAGES } from '../domain/i18n/languages';
import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders/status';
import type { ShopData } from './shop-data';

/** Orders as the shop's object keeps them (durable/shop/schema-v5.ts); every row is parsed before use. */
const json = <T extends z.ZodType>(schema: T) => z.string().transform((s, ctx) => {
  try {
    return schema.parse(JSON.parse(s)) as z.infer<T>;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'bad JSON column' });
    return z.NEVER;
  }
});

const orderTotalsSchema = z.object({
  subtotal: z.number().int(), gst: z.number().int(), delivery: z.number().int(), extra_charges: z.number().int(),
  discount: z.number().int(), total: z.number().int(), extras: z.array(z.object({ name: z.string(), amount: z.number().int() })).default([]),
});

const addressSnapshotSchema = z.object({
  id: z.string(), NAME: z.string(), PHONE: z.string(), LINE1: z.string(), LINE2: z.string().default(''), LANDMARK: z.string().default(''),
  CITY: z.string(), STATE: z.string(), PIN: z.string(), LAT: z.number().nullable().default(null), LNG: z.number().nullable().default(null),
  DISTANCE: z.number().nullable().default(null),
  /** a business buyer's GSTIN given at checkout, printed on the tax invoice */
  GSTIN: z.string().optional(),
  /** the language the shopper placed the order in: the owner's WhatsApp texts to them speak it (none before it was kept) */
  LANG: z.enum(LANGUAGES).optional(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

const at = z.number().nullable();
const orderSchema = z.object({
  id: z.string(), uid: z.string(), status: z.enum(ORDER_STATUSES), total: z.number().int(), items_count: z.number().int(), currency: z.string(),
  totals: json(orderTotalsSchema), address: json(addressSnapshotSchema), distance_km: z.number().nullable(),
  payment_method: z.enum(['COD', 'WALLET', 'UDHAAR', 'UPI']), paid_wallet: z.number().int(), paid_udhaar: z.number().int(), paid_upi: z.number().int(),
  cash_due: z.number().int(), upi_utr: z.string().nullable(), payment_due_at: at, paid_at: at, track_token: z.string(),
  coupon_code: z.string().nullable(), referral_code: z.string().nullable(), reseller_uid: z.string().nullable(), note: z.string(),
  request_fingerprint: z.string(), created_at: z.number(), updated_at: z.number(),
  accepted_at: at, packed_at: at, shipped_at: at, delivered_at: at, cancelled_at: at, rejected_at: at, returned_at: at,
});
export type Order = z.infer<typeof orderSchema>;

const itemSchema = z.object({
  line_no: z.number().int(), kind: z.enum(['item', 'manual']), item_id: z.string().nullable(), cat_id: z.string().nullable(), line_id: z.string(),
  name: z.string(), variant_label: z.string(), image: z.string(), qty: z.number().int(), unit_price: z.number().int().nullable(),
  gst_percent: z.number().nullable(), gst: z.number().int(), line_total: z.number().int(), hsn: z.string(),
});
type OrderItem = z.infer<typeof itemSchema>;

const eventSchema = z.object({ status: z.enum(ORDER_STATUSES), actor: z.enum(['shopper', 'owner', 'system']), note: z.string(), at: z.number() });
type OrderEvent = z.infer<typeof eventSchema>;

export interface OrderDetail { order: Order; items: OrderItem[]; events: OrderEvent[] }

const ORDER_COLS = `id, uid, status, total, items_count, currency, totals, address, distance_km, payment_method, paid_wallet, paid_udhaar,
  paid_upi, cash_due, upi_utr, payment_due_at, paid_at, track_token, coupon_code, referral_code, reseller_uid, note, request_fingerprint,
  created_at, updated_at, accepted_at, packed_at, shipped_at, delivered_at, cancelled_at, rejected_at, returned_at`;

export async function findOrder(shop: ShopData, id: string): Promise<Order | null> {
  const { db, id: storeId } = shop;
  const row = await db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE store_id = ? AND id = ?`).bind(storeId, id).first();
  return row ? orderSchema.parse(row) : null;
}

/** The order with its items and timeline; `uid` limits it to that shopper's own (others get null, i.e. 404). */
export async function orderDetail(shop: ShopData, id: string, uid?: string): Promise<OrderDetail | null> {
  const { db, id: storeId } = shop;
  const mine = uid === undefined ? '' : ' AND uid = ?';
  const args = uid === undefined ? [storeId, id] : [storeId, id, uid];
  const [o, items, events] = await db.batch([
    db.prepare(`SELECT ${ORDER_COLS} FROM orders WHERE store_id = ? AND id = ?${mine}`).bind(...args),
    db.prepare(`SELECT line_no, kind, item_id, cat_id, line_id, name, variant_label, image, qty, unit_price, gst_percent, gst, line_total, hsn
      FROM order_items WHERE store_id = ? AND order_id = ? AND EXISTS (SELECT 1 FROM orders WHERE store_id = ? AND id = ?${mine}) ORDER BY line_no`)
      .bind(storeId, id, ...args),
    db.prepare(`SELECT status, actor, note, at FROM order_events WHERE store_id = ? AND order_id = ? ORDER BY at, rowid`).bind(storeId, id),
  ]);
  const row = o.results[0];
  if (!row) return null;
  return { order: orderSchema.parse(row), items: items.results.map((r) => itemSchema.parse(r)), events: events.results.map((r) => eventSchema.parse(r)) };
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
  return row ? orderSchema.parse(row) : null;
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
  return results.map((r) => orderSchema.parse(r));
}

/** How many orders the shop has had, whatever their state (the console's insights). */
export async function countOrders(shop: ShopData): Promise<number> {
  const { db, id: storeId } = shop;
  const row = await db.prepare('SELECT COUNT(*) AS n FROM orders WHERE store_id = ?').bind(storeId).first<{ n: number }>();
  return Number(row?.n ?? 0);
}
