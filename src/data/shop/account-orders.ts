import { z } from 'zod';
import { log } from '../../core/log';
import type { ShopData } from './shop-data';
import { olderThan } from '../../domain/account/list-paging';
import { pageOf } from '../../domain/paging';

/**
 * The shopper's orders in this shop. The `orders` table belongs to checkout (built later); this reads the
 * columns it is expected to have: id, uid, status, total (paise), created_at (ms), and optionally
 * items_count. Until the table exists (or if it differs) the list is empty and the page shows its empty state.
 */
const orderSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.string().default('PLACED'),
  total: z.number().default(0),
  created_at: z.number().default(0),
  items_count: z.number().nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSchema>;

/** One page of the shopper's orders, newest first by (created_at, id), and the cursor of the next (null at the end). */
export async function pageMyOrders(
  shop: ShopData,
  uid: string,
  limit: number,
  after?: readonly [number, string],
): Promise<{ rows: OrderSummary[]; next_cursor: string | null }> {
  return pageOf(await listMyOrders(shop, uid, limit + 1, after), limit, (o) => [o.created_at, o.id]);
}

export async function listMyOrders(
  shop: ShopData,
  uid: string,
  limit = 50,
  after?: readonly [number, string],
): Promise<OrderSummary[]> {
  const { db, id: storeId } = shop;
  const table = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'orders'")
    .first<{ sql: string }>();
  if (!table) return [];
  const itemsCount = /\bitems_count\b/.test(table.sql) ? ', items_count' : '';
  try {
    const { results } = await db
      .prepare(
        `SELECT id, status, total, created_at${itemsCount} FROM orders WHERE uid = ?${olderThan(after).sql} ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .bind(uid, ...olderThan(after).args, limit)
      .all();
    return results.flatMap((r) => {
      const parsed = orderSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    });
  } catch (err) {
    log('warn', 'orders table is not readable yet', { storeId, error: String(err) });
    return [];
  }
}
