import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { PAYMENT_METHODS } from '../orders/payment';
import { ORDER_STATUSES } from '../orders/status';
import { ADDRESSES } from './customers';
import { defineTable } from './table';

/**
 * The shop's orders, their lines and their timelines, each column written once (src/domain/tables/table.ts): the order's read
 * shape (`Order`, what src/data/orders.ts answers), the selects, the row readers and placement's INSERTs
 * (src/data/orders-place.ts) come from here. The key is the read shape's name (the column's own) and the key
 * order the read shape's field order. Keys outside the read shape (a line's order_id) are written beside
 * the descriptor's cells by the repository.
 */

/** A nullable column: its NULL cell reads as null (the descriptor reads NULL as "not given"). */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

const paise = z.number().int();

/** The bill as it was when the order was placed (its JSON cell; what else the cell holds is not read back). */
const orderTotalsSchema = z.object({
  subtotal: paise,
  gst: paise,
  delivery: paise,
  extra_charges: paise,
  discount: paise,
  total: paise,
  extras: z.array(z.object({ name: z.string(), amount: paise })).default([]),
});

/** The delivery address as it was when the order was placed: the shopper's address without its default flag. */
const addressSnapshotSchema = ADDRESSES.schema.omit({ IS_DEFAULT: true }).extend({
  /** a business buyer's GSTIN given at checkout, printed on the tax invoice */
  GSTIN: z.string().optional(),
  /** the language the shopper placed the order in: the owner's WhatsApp texts to them speak it (none before it was kept) */
  LANG: z.enum(LANGUAGES).optional(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

/** When the order reached a status (null until it did): the status moves write them. */
const movedAt = { sql: 'INTEGER', schema: orNull(z.number()) } as const;

export const ORDERS = defineTable('orders', {
  id: { column: 'id', sql: 'TEXT NOT NULL', schema: z.string() },
  uid: { column: 'uid', sql: 'TEXT NOT NULL', schema: z.string() },
  status: { column: 'status', sql: "TEXT NOT NULL DEFAULT 'PLACED'", schema: z.enum(ORDER_STATUSES) },
  total: { column: 'total', sql: 'INTEGER NOT NULL', schema: paise },
  items_count: { column: 'items_count', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int() },
  currency: { column: 'currency', sql: "TEXT NOT NULL DEFAULT 'INR'", schema: z.string() },
  totals: { column: 'totals', sql: 'TEXT NOT NULL', schema: orderTotalsSchema, cell: 'json' },
  address: { column: 'address', sql: 'TEXT NOT NULL', schema: addressSnapshotSchema, cell: 'json' },
  distance_km: { column: 'distance_km', sql: 'REAL', schema: orNull(z.number()) },
  payment_method: {
    column: 'payment_method',
    sql: 'TEXT NOT NULL',
    schema: z.enum(PAYMENT_METHODS),
  },
  paid_wallet: { column: 'paid_wallet', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  paid_udhaar: { column: 'paid_udhaar', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  paid_upi: { column: 'paid_upi', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  cash_due: { column: 'cash_due', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  /** the UPI reference the shopper sent (PAYMENT_SUBMITTED) */
  upi_utr: { column: 'upi_utr', sql: 'TEXT', schema: orNull(z.string()) },
  /** UPI: the order is cancelled when its payment has not come by then */
  payment_due_at: { column: 'payment_due_at', sql: 'INTEGER', schema: orNull(z.number()) },
  paid_at: { column: 'paid_at', sql: 'INTEGER', schema: orNull(z.number()) },
  /** the unguessable token of the order's tracking link */
  track_token: { column: 'track_token', sql: 'TEXT NOT NULL', schema: z.string() },
  coupon_code: { column: 'coupon_code', sql: 'TEXT', schema: orNull(z.string()) },
  referral_code: { column: 'referral_code', sql: 'TEXT', schema: orNull(z.string()) },
  reseller_uid: { column: 'reseller_uid', sql: 'TEXT', schema: orNull(z.string()) },
  /** the last move's note */
  note: { column: 'note', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  /** what the placing request asked for: the same idempotency key with another request is refused */
  request_fingerprint: { column: 'request_fingerprint', sql: 'TEXT NOT NULL', schema: z.string() },
  created_at: { column: 'created_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  updated_at: { column: 'updated_at', sql: 'INTEGER NOT NULL', schema: z.number() },
  accepted_at: { column: 'accepted_at', ...movedAt },
  packed_at: { column: 'packed_at', ...movedAt },
  shipped_at: { column: 'shipped_at', ...movedAt },
  delivered_at: { column: 'delivered_at', ...movedAt },
  cancelled_at: { column: 'cancelled_at', ...movedAt },
  rejected_at: { column: 'rejected_at', ...movedAt },
  returned_at: { column: 'returned_at', ...movedAt },
});
export type Order = z.infer<typeof ORDERS.schema>;

/**
 * What the console inbox's card shows of an order (src/pages/console/inbox-page.tsx): a few of its columns, the
 * delivery address's name, city and phone, and its lines as one text. A year-old shop's inbox reads 25 of these a page;
 * reading and parsing whole orders (their address and totals JSON, 30 columns) was a sixth of the page's CPU.
 */
export const inboxCardSchema = ORDERS.schema
  .pick({
    id: true,
    status: true,
    total: true,
    currency: true,
    payment_method: true,
    created_at: true,
    upi_utr: true,
    track_token: true,
  })
  .extend({
    name: z.string(),
    city: z.string(),
    phone: z.string(),
    /** "2 × Atta, 1 × Dal", in line order (ORDER_LINES_TEXT) */
    lines_text: z.string(),
    /** the ONDC buyer app the order came through (shop schema v17 ondc_orders); null for the shop's own orders */
    network_app: z.string().nullable().default(null),
  });
export type InboxCard = z.infer<typeof inboxCardSchema>;

/**
 * The orders column the shop's object writes itself (shop schema v18's trigger, as an order's lines are inserted):
 * its lines as the inbox card shows them. No request writes it; only the inbox reads it.
 */
export const ORDER_LINES_TEXT = defineTable('orders', {
  lines_text: { column: 'lines_text', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string(), readOnly: true },
});

/**
 * The orders columns placement writes and no read returns: the bag the order emptied, and the two keys that make
 * a second placement fail (UNIQUE per shop: the same idempotency key, or the same version of the bag).
 */
export const ORDER_KEYS = defineTable('orders', {
  sid: { column: 'sid', sql: 'TEXT NOT NULL', schema: z.string() },
  bag_key: { column: 'bag_key', sql: 'TEXT NOT NULL', schema: z.string() },
  idempotency_key: { column: 'idempotency_key', sql: 'TEXT NOT NULL', schema: z.string() },
});
export type OrderKeys = z.infer<typeof ORDER_KEYS.schema>;

/** An order's lines: the bag's items and the shopper's own (manual) lines, as they were when it was placed. */
export const ORDER_ITEMS = defineTable('order_items', {
  line_no: { column: 'line_no', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  kind: { column: 'kind', sql: "TEXT NOT NULL DEFAULT 'item'", schema: z.enum(['item', 'manual']) },
  /** null on a manual line */
  item_id: { column: 'item_id', sql: 'TEXT', schema: orNull(z.string()) },
  cat_id: { column: 'cat_id', sql: 'TEXT', schema: orNull(z.string()) },
  line_id: { column: 'line_id', sql: 'TEXT NOT NULL', schema: z.string() },
  name: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string() },
  variant_label: { column: 'variant_label', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  image: { column: 'image', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  qty: { column: 'qty', sql: 'INTEGER NOT NULL', schema: z.number().int() },
  unit_price: { column: 'unit_price', sql: 'INTEGER', schema: orNull(z.number().int()) },
  gst_percent: { column: 'gst_percent', sql: 'REAL', schema: orNull(z.number()) },
  gst: { column: 'gst', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  line_total: { column: 'line_total', sql: 'INTEGER NOT NULL DEFAULT 0', schema: paise },
  /** the item's HSN code as it was when ordered (the tax invoice prints it); placement reads it from the item */
  hsn: { column: 'hsn', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
});
export type OrderItem = z.infer<typeof ORDER_ITEMS.schema>;

/** An order's timeline: each status it reached, who moved it there, and the note they left. */
export const ORDER_EVENTS = defineTable('order_events', {
  status: { column: 'status', sql: 'TEXT NOT NULL', schema: z.enum(ORDER_STATUSES) },
  actor: { column: 'actor', sql: 'TEXT NOT NULL', schema: z.enum(['shopper', 'owner', 'system']) },
  note: { column: 'note', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string() },
  at: { column: 'at', sql: 'INTEGER NOT NULL', schema: z.number() },
});
export type OrderEvent = z.infer<typeof ORDER_EVENTS.schema>;
