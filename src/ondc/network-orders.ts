/**
 * The orders a buyer app placed through the network, kept in the shop's object beside the order itself (shop schema
 * v17 `ondc_orders`): the buyer app, its transaction and what its confirm said (billing, delivery end, payment and
 * settlement), for the later on_status / on_cancel and for reconciliation.
 */
import { z } from 'zod';
import type { NetworkPaymentType } from '../domain/ondc/network-order';
import type { ShopDb } from './shop-opt-in';

export interface NetworkOrderRecord {
  orderId: string;
  bapId: string;
  bapUri: string;
  transactionId: string;
  domain: string;
  city: string;
  networkOrderId: string;
  paymentType: NetworkPaymentType;
  /** billing, fulfillment end and payment as the buyer app's confirm sent them */
  confirmed: {
    billing: Record<string, unknown>;
    end: Record<string, unknown>;
    payment: Record<string, unknown>;
    /** this node's address the confirm reached: the unsolicited callbacks' context.bpp_uri */
    bpp_uri?: string;
    /** the platform's GSTIN (ONDC_GSTIN) when the order was confirmed: bpp_terms' tax_number in its callbacks */
    node_gstin?: string;
    /** the buyer app's order.created_at as its confirm sent it, echoed in every callback */
    created_at?: string;
    /** the buyer app's own terms (bap_terms) of its confirm, echoed beside the seller's */
    bap_terms?: Record<string, unknown>;
    /** on_confirm's own instant (its order.updated_at): on_cancel's precancel_state names it for a state it left */
    answered_at?: string;
    /** the buyer app's ratings of this order (its `rating` requests), the newest per category and id */
    ratings?: Record<string, number>;
  };
  cancelReason: string | null;
  createdAt: number;
}

const record = z.record(z.string(), z.unknown());
const rowSchema = z.object({
  order_id: z.string(),
  bap_id: z.string(),
  bap_uri: z.string(),
  transaction_id: z.string(),
  domain: z.string(),
  city: z.string(),
  network_order_id: z.string(),
  payment_type: z.enum(['ON-ORDER', 'ON-FULFILLMENT']),
  confirmed: z
    .string()
    .transform((s) => JSON.parse(s) as unknown)
    .pipe(
      z.object({
        billing: record,
        end: record,
        payment: record,
        bpp_uri: z.string().optional(),
        created_at: z.string().optional(),
        bap_terms: record.optional(),
        answered_at: z.string().optional(),
        ratings: z.record(z.string(), z.number()).optional(),
      }),
    ),
  cancel_reason: z.string().nullable(),
  created_at: z.number(),
});

const COLS =
  'order_id, bap_id, bap_uri, transaction_id, domain, city, network_order_id, payment_type, confirmed, cancel_reason, created_at';

function fromRow(row: unknown): NetworkOrderRecord {
  const r = rowSchema.parse(row);
  return {
    orderId: r.order_id,
    bapId: r.bap_id,
    bapUri: r.bap_uri,
    transactionId: r.transaction_id,
    domain: r.domain,
    city: r.city,
    networkOrderId: r.network_order_id,
    paymentType: r.payment_type,
    confirmed: r.confirmed,
    cancelReason: r.cancel_reason,
    createdAt: r.created_at,
  };
}

/** Keeps a network order; false when the buyer app's transaction already has one (the first one stays). */
export async function recordNetworkOrder(shop: ShopDb, r: NetworkOrderRecord): Promise<boolean> {
  const res = await shop.db
    .prepare(`INSERT INTO ondc_orders (${COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`)
    .bind(
      r.orderId,
      r.bapId,
      r.bapUri,
      r.transactionId,
      r.domain,
      r.city,
      r.networkOrderId,
      r.paymentType,
      JSON.stringify(r.confirmed),
      r.cancelReason,
      r.createdAt,
    )
    .run();
  return (res.meta.changes ?? 0) > 0;
}

export async function networkOrderOfTransaction(
  shop: ShopDb,
  bapId: string,
  transactionId: string,
): Promise<NetworkOrderRecord | null> {
  const row = await shop.db
    .prepare(`SELECT ${COLS} FROM ondc_orders WHERE bap_id = ? AND transaction_id = ?`)
    .bind(bapId, transactionId)
    .first();
  return row ? fromRow(row) : null;
}

/** The buyer app's order by the id it knows (the network order id, or the shop's own order id). */
export async function networkOrderById(shop: ShopDb, bapId: string, id: string): Promise<NetworkOrderRecord | null> {
  const row = await shop.db
    .prepare(`SELECT ${COLS} FROM ondc_orders WHERE bap_id = ? AND (network_order_id = ? OR order_id = ?) LIMIT 1`)
    .bind(bapId, id, id)
    .first();
  return row ? fromRow(row) : null;
}

/** The network record of one of the shop's orders (null: the order came from the storefront). */
export async function networkOrderOf(shop: ShopDb, orderId: string): Promise<NetworkOrderRecord | null> {
  const row = await shop.db.prepare(`SELECT ${COLS} FROM ondc_orders WHERE order_id = ?`).bind(orderId).first();
  return row ? fromRow(row) : null;
}

/** The buyer app of each network order among these orders (for the inbox's source label). */
export async function buyerAppsOf(shop: ShopDb, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const { results } = await shop.db
    .prepare(`SELECT order_id, bap_id FROM ondc_orders WHERE order_id IN (${orderIds.map(() => '?').join(', ')})`)
    .bind(...orderIds)
    .all<{ order_id: string; bap_id: string }>();
  return new Map(results.map((r) => [r.order_id, r.bap_id]));
}

export async function noteBuyerCancel(shop: ShopDb, orderId: string, reason: string): Promise<void> {
  await shop.db.prepare('UPDATE ondc_orders SET cancel_reason = ? WHERE order_id = ?').bind(reason, orderId).run();
}

/** Keeps the buyer app's ratings (`{category}:{id}` to 1..5; a later rating of the same thing replaces it). */
export async function keepRatings(
  shop: ShopDb,
  orderId: string,
  ratings: readonly { category: string; id: string; value: number }[],
): Promise<void> {
  // one UPDATE per request: json_set is atomic, so ratings sent at once never lose each other
  const paths = ratings.map(() => ', ?, ?').join('');
  await shop.db
    .prepare(
      `UPDATE ondc_orders SET confirmed = json_set(json_set(confirmed, '$.ratings', json(coalesce(json_extract(confirmed, '$.ratings'), '{}')))${paths}) WHERE order_id = ?`,
    )
    .bind(...ratings.flatMap((r) => [`$.ratings."${r.category}:${r.id}"`, r.value]), orderId)
    .run();
}

/** Keeps the settlement details a buyer app's `update` (target payment) sent: later callbacks carry them. */
export async function keepSettlementDetails(shop: ShopDb, orderId: string, details: unknown[]): Promise<void> {
  await shop.db
    .prepare(
      `UPDATE ondc_orders SET confirmed = json_set(confirmed, '$.payment."@ondc/org/settlement_details"', json(?)) WHERE order_id = ?`,
    )
    .bind(JSON.stringify(details), orderId)
    .run();
}

/** Where a buyer app's network order lives (D1 `ondc_orders`, migration 0015): status and cancel name no shop. */
export interface NetworkOrderPlace {
  storeId: string;
  orderId: string;
}

export async function indexNetworkOrder(
  db: D1Database,
  r: { bapId: string; networkOrderId: string; transactionId: string; storeId: string; orderId: string; now: number },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO ondc_orders (bap_id, network_order_id, transaction_id, store_id, order_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(r.bapId, r.networkOrderId, r.transactionId, r.storeId, r.orderId, r.now)
    .run();
}

/** The buyer app's order by the id it was confirmed with, else by its transaction. */
export async function placeOfNetworkOrder(
  db: D1Database,
  bapId: string,
  networkOrderId: string | null,
  transactionId: string,
): Promise<NetworkOrderPlace | null> {
  const row = networkOrderId
    ? await db
        .prepare('SELECT store_id, order_id FROM ondc_orders WHERE bap_id = ? AND network_order_id = ?')
        .bind(bapId, networkOrderId)
        .first<{ store_id: string; order_id: string }>()
    : await db
        .prepare(
          'SELECT store_id, order_id FROM ondc_orders WHERE bap_id = ? AND transaction_id = ? ORDER BY created_at DESC LIMIT 1',
        )
        .bind(bapId, transactionId)
        .first<{ store_id: string; order_id: string }>();
  return row ? { storeId: row.store_id, orderId: row.order_id } : null;
}
