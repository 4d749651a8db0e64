-- Orders (issue 6). Money is integer paise; times are epoch ms. Everything is per shop: store_id first in
-- every key. Placement writes the order, its items, its first event, stock decrements, coupon usage
-- (coupons.used_count + coupon_redemptions from 0002), wallet/udhaar ledger entries (0006) and the reseller
-- transaction in ONE D1 batch (src/data/orders-place.ts explains how it is made all-or-nothing).

CREATE TABLE orders (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                         -- the order number shoppers see, e.g. 260514-K7Q2MX
  uid TEXT NOT NULL,                        -- the shopper
  status TEXT NOT NULL DEFAULT 'PLACED'
    CHECK (status IN ('PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REJECTED')),
  total INTEGER NOT NULL CHECK (total >= 0),
  items_count INTEGER NOT NULL DEFAULT 0,   -- units of priced items and manual items
  currency TEXT NOT NULL DEFAULT 'INR',
  totals TEXT NOT NULL,                     -- JSON {subtotal, gst, delivery, extra_charges, discount, total, extras[]}
  address TEXT NOT NULL,                    -- JSON snapshot of the address as it was when ordered
  distance_km REAL,                         -- server-computed distance used for delivery
  payment_method TEXT NOT NULL CHECK (payment_method IN ('COD', 'WALLET', 'UDHAAR')),
  paid_wallet INTEGER NOT NULL DEFAULT 0 CHECK (paid_wallet >= 0),
  paid_udhaar INTEGER NOT NULL DEFAULT 0 CHECK (paid_udhaar >= 0),
  cash_due INTEGER NOT NULL DEFAULT 0 CHECK (cash_due >= 0),
  coupon_code TEXT,
  referral_code TEXT,                       -- the {storeId}_rid cookie's code, when an approved reseller's
  reseller_uid TEXT,
  sid TEXT NOT NULL,                        -- the bag it came from
  bag_key TEXT NOT NULL,                    -- defaultIdempotencyKey(sid, bag version): one order per bag version
  idempotency_key TEXT NOT NULL,            -- namespaced by uid (given key, or the bag key)
  request_fingerprint TEXT NOT NULL,        -- what the key was used for; another body with it is refused
  note TEXT NOT NULL DEFAULT '',            -- why it was cancelled or rejected
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  accepted_at INTEGER,
  packed_at INTEGER,
  shipped_at INTEGER,
  delivered_at INTEGER,
  cancelled_at INTEGER,
  rejected_at INTEGER,
  PRIMARY KEY (store_id, id),
  UNIQUE (store_id, idempotency_key),
  UNIQUE (store_id, bag_key),
  CHECK (paid_wallet + paid_udhaar + cash_due = total)
);
CREATE INDEX orders_by_user ON orders(store_id, uid, created_at);
CREATE INDEX orders_by_status ON orders(store_id, status, created_at);

CREATE TABLE order_items (
  store_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  kind TEXT NOT NULL DEFAULT 'item' CHECK (kind IN ('item', 'manual')),
  item_id TEXT,                             -- NULL for a manual (shopping-list) line
  cat_id TEXT,
  line_id TEXT NOT NULL,                    -- product_id_in_cart, or the manual item's id
  name TEXT NOT NULL,
  variant_label TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  qty INTEGER NOT NULL CHECK (qty > 0),
  unit_price INTEGER,                       -- catalogue price when ordered; NULL: the shop prices it
  gst_percent REAL,
  gst INTEGER NOT NULL DEFAULT 0,
  line_total INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, order_id, line_no),
  FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
);

-- The timeline. A status is reached at most once per order (the machine never goes back), so the key also
-- stops a transition from being recorded twice.
CREATE TABLE order_events (
  store_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  status TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('shopper', 'owner', 'system')),
  note TEXT NOT NULL DEFAULT '',
  at INTEGER NOT NULL,
  PRIMARY KEY (store_id, order_id, status),
  FOREIGN KEY (store_id, order_id) REFERENCES orders(store_id, id) ON DELETE CASCADE
);

-- Never holds a row. A batch step `INSERT INTO order_guards (reason) SELECT 'STOCK' WHERE changes() = 0`
-- right after a conditional UPDATE fails its named CHECK when that UPDATE changed nothing, which aborts the
-- whole batch (D1 runs a batch as one transaction) and names the reason in the error message.
CREATE TABLE order_guards (
  reason TEXT NOT NULL,
  CONSTRAINT stock_gone CHECK (reason <> 'STOCK'),
  CONSTRAINT coupon_used_up CHECK (reason <> 'COUPON'),
  CONSTRAINT wallet_short CHECK (reason <> 'WALLET'),
  CONSTRAINT udhaar_over_limit CHECK (reason <> 'UDHAAR'),
  CONSTRAINT status_changed CHECK (reason <> 'STATUS'),
  CONSTRAINT refund_changed CHECK (reason <> 'REFUND'),
  CONSTRAINT guard_failed CHECK (0)
);
