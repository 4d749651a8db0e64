/**
 * Version 5: India-first payments and GST documents.
 * - orders gain UPI (`payment_method` 'UPI', `paid_upi`), the payment states AWAITING_PAYMENT and
 *   PAYMENT_SUBMITTED, RETURNED (a refused delivery), the shopper's UTR, the payment deadline, when it was paid,
 *   and an unguessable tracking token. SQLite cannot change a CHECK, so orders is rebuilt; its children
 *   (items, events) are rebuilt with it because renaming a parent re-points their foreign keys at the old table.
 *   Events may now repeat a status (a payment sent back to AWAITING_PAYMENT and submitted again).
 * - order lines keep the item's HSN code; items gain one (owner field).
 * - invoices: one number per order, gapless per shop and financial year (invoice_series holds the last one).
 * - owner_push_subscriptions: the owner's browsers that asked to be told of new orders.
 */
const ORDERS_V5 = `CREATE TABLE orders (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    uid TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'PLACED'
      CHECK (status IN ('AWAITING_PAYMENT', 'PAYMENT_SUBMITTED', 'PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REJECTED', 'RETURNED')),
    total INTEGER NOT NULL CHECK (total >= 0),
    items_count INTEGER NOT NULL DEFAULT 0,
    currency TEXT NOT NULL DEFAULT 'INR',
    totals TEXT NOT NULL,
    address TEXT NOT NULL,
    distance_km REAL,
    payment_method TEXT NOT NULL CHECK (payment_method IN ('COD', 'WALLET', 'UDHAAR', 'UPI')),
    paid_wallet INTEGER NOT NULL DEFAULT 0 CHECK (paid_wallet >= 0),
    paid_udhaar INTEGER NOT NULL DEFAULT 0 CHECK (paid_udhaar >= 0),
    paid_upi INTEGER NOT NULL DEFAULT 0 CHECK (paid_upi >= 0),
    cash_due INTEGER NOT NULL DEFAULT 0 CHECK (cash_due >= 0),
    coupon_code TEXT,
    referral_code TEXT,
    reseller_uid TEXT,
    sid TEXT NOT NULL,
    bag_key TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    request_fingerprint TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    upi_utr TEXT,
    payment_due_at INTEGER,
    paid_at INTEGER,
    track_token TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    accepted_at INTEGER,
    packed_at INTEGER,
    shipped_at INTEGER,
    delivered_at INTEGER,
    cancelled_at INTEGER,
    rejected_at INTEGER,
    returned_at INTEGER,
    PRIMARY KEY (store_id, id),
    UNIQUE (store_id, idempotency_key),
    UNIQUE (store_id, bag_key),
    UNIQUE (track_token),
    CHECK (paid_wallet + paid_udhaar + paid_upi + cash_due = total)
)`;

const ORDER_COLUMNS_V4 = `store_id, id, uid, status, total, items_count, currency, totals, address, distance_km, payment_method, paid_wallet,
  paid_udhaar, cash_due, coupon_code, referral_code, reseller_uid, sid, bag_key, idempotency_key, request_fingerprint, note, created_at,
  updated_at, accepted_at, packed_at, shipped_at, delivered_at, cancelled_at, rejected_at`;

const ITEM_COLUMNS_V4 =
  'store_id, order_id, line_no, kind, item_id, cat_id, line_id, name, variant_label, image, qty, unit_price, gst_percent, gst, line_total';

export const SHOP_SCHEMA_V5: readonly string[] = [
  'ALTER TABLE orders RENAME TO orders_v4',
  'ALTER TABLE order_items RENAME TO order_items_v4',
  'ALTER TABLE order_events RENAME TO order_events_v4',
  'DROP INDEX orders_by_user',
  'DROP INDEX orders_by_status',
  ORDERS_V5,
  `INSERT INTO orders (${ORDER_COLUMNS_V4}, track_token) SELECT ${ORDER_COLUMNS_V4}, lower(hex(randomblob(16))) FROM orders_v4`,
  `CREATE TABLE order_items (
    store_id TEXT NOT NULL,
    order_id TEXT NOT NULL,
    line_no INTEGER NOT NULL,
    kind TEXT NOT NULL DEFAULT 'item' CHECK (kind IN ('item', 'manual')),
    item_id TEXT,
    cat_id TEXT,
    line_id TEXT NOT NULL,
    name TEXT NOT NULL,
    variant_label TEXT NOT NULL DEFAULT '',
    image TEXT NOT NULL DEFAULT '',
    qty INTEGER NOT NULL CHECK (qty > 0),
    unit_price INTEGER,
    gst_percent REAL,
    gst INTEGER NOT NULL DEFAULT 0,
    line_total INTEGER NOT NULL DEFAULT 0,
    hsn TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (store_id, order_id, line_no),
    FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
  )`,
  `INSERT INTO order_items (${ITEM_COLUMNS_V4}) SELECT ${ITEM_COLUMNS_V4} FROM order_items_v4`,
  `CREATE TABLE order_events (
    store_id TEXT NOT NULL,
    order_id TEXT NOT NULL,
    status TEXT NOT NULL,
    actor TEXT NOT NULL CHECK (actor IN ('shopper', 'owner', 'system')),
    note TEXT NOT NULL DEFAULT '',
    at INTEGER NOT NULL,
    FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
  )`,
  'INSERT INTO order_events (store_id, order_id, status, actor, note, at) SELECT store_id, order_id, status, actor, note, at FROM order_events_v4 ORDER BY rowid',
  'DROP TABLE order_items_v4',
  'DROP TABLE order_events_v4',
  'DROP TABLE orders_v4',
  'CREATE INDEX orders_by_user ON orders(store_id, uid, created_at)',
  'CREATE INDEX orders_by_status ON orders(store_id, status, created_at)',
  'CREATE INDEX orders_awaiting_payment ON orders(store_id, payment_due_at) WHERE payment_due_at IS NOT NULL',
  'CREATE INDEX order_events_by_order ON order_events(store_id, order_id, at)',
  "ALTER TABLE items ADD COLUMN hsn TEXT NOT NULL DEFAULT ''",
  `CREATE TABLE invoice_series (
    store_id TEXT NOT NULL,
    fy TEXT NOT NULL,
    last INTEGER NOT NULL,
    PRIMARY KEY (store_id, fy)
  )`,
  `CREATE TABLE invoices (
    store_id TEXT NOT NULL,
    order_id TEXT NOT NULL,
    fy TEXT NOT NULL,
    seq INTEGER NOT NULL,
    number TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    PRIMARY KEY (store_id, order_id),
    UNIQUE (store_id, number),
    FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
  )`,
  `CREATE TABLE owner_push_subscriptions (
    store_id TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (store_id, endpoint)
  )`,
];
