import { newOrderId } from '../../domain/orders/order-id';
import type { PastOrder } from '../../domain/orders/history-plan';
import type { Shop } from './shop-db';

/** Statements per transaction: each copy is two (the order, its lines), so a batch stays well under a trip's size. */
const COPIES_PER_BATCH = 100;

/**
 * Writes `past` as copies of the shop's order `templateId` (its lines, totals, payment and shopper), each with its
 * own number, time, status, phone and name. Development only (src/platform/history-routes.ts). Returns how many
 * were written, or null when the template is not one of the shop's orders.
 */
export async function copyOrderIntoPast(
  shop: Shop,
  templateId: string,
  past: readonly PastOrder[],
): Promise<number | null> {
  const db = shop.db;
  const template = await db.prepare('SELECT id FROM orders WHERE id = ?').bind(templateId).first<{ id: string }>();
  if (!template) return null;
  const columnsOf = async (table: string) =>
    (await db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>()).results.map(
      (r) => r.name,
    );
  const [orderColumns, lineColumns] = await Promise.all([columnsOf('orders'), columnsOf('order_items')]);
  // ?1 template, ?2 new id, ?3 created, ?4 status, ?5 closed, ?6 phone, ?7 name
  const orderValues: Record<string, string> = {
    id: '?2',
    created_at: '?3',
    updated_at: '?5',
    status: '?4',
    bag_key: "?2 || '-bag'",
    idempotency_key: "?2 || '-past'",
    track_token: 'lower(hex(randomblob(16)))',
    address: "json_set(address, '$.PHONE', ?6, '$.NAME', ?7)",
    accepted_at: "CASE WHEN ?4 = 'DELIVERED' THEN ?3 + 600000 END",
    packed_at: "CASE WHEN ?4 = 'DELIVERED' THEN ?3 + 1800000 END",
    shipped_at: "CASE WHEN ?4 = 'DELIVERED' THEN ?3 + 3600000 END",
    delivered_at: "CASE WHEN ?4 = 'DELIVERED' THEN ?5 END",
    cancelled_at: "CASE WHEN ?4 = 'CANCELLED' THEN ?5 END",
    rejected_at: 'NULL',
    returned_at: 'NULL',
    paid_at: 'CASE WHEN paid_at IS NOT NULL THEN ?3 END',
    payment_due_at: 'NULL',
  };
  const copyOrder = `INSERT INTO orders (${orderColumns.join(', ')}) SELECT ${orderColumns.map((c) => orderValues[c] ?? c).join(', ')}
    FROM orders WHERE id = ?1`;
  const copyLines = `INSERT INTO order_items (${lineColumns.join(', ')}) SELECT ${lineColumns.map((c) => (c === 'order_id' ? '?2' : c)).join(', ')}
    FROM order_items WHERE order_id = ?1`;
  let written = 0;
  for (let at = 0; at < past.length; at += COPIES_PER_BATCH) {
    const slice = past.slice(at, at + COPIES_PER_BATCH);
    await db.batch(
      slice.flatMap((o) => {
        const args = [templateId, newOrderId(o.createdAt), o.createdAt, o.status, o.closedAt, o.phone, o.name];
        return [db.prepare(copyOrder).bind(...args), db.prepare(copyLines).bind(...args.slice(0, 2))];
      }),
    );
    written += slice.length;
  }
  return written;
}
