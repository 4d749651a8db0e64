-- Shoppers' identity and account (issue 5). A shopper is a Firebase user (uid); everything personal is
-- per shop: store_id first in every key, and every query binds both store_id and the uid.
-- Questions and reviews already live in 0003. Money is integer paise; times are epoch ms.

-- Our own sign-in sessions: the HttpOnly `userToken` cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,            -- SHA-256 hex of the cookie value
  uid TEXT NOT NULL,                      -- Firebase uid
  phone TEXT NOT NULL DEFAULT '',         -- E.164 from the ID token (phone sign-in)
  email TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  provider TEXT NOT NULL DEFAULT '',      -- phone | password | ...
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_by_uid ON sessions(uid);
CREATE INDEX sessions_by_expiry ON sessions(expires_at);

-- A shopper of one shop: made on first sign-in there.
CREATE TABLE customers (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  display_name TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_login_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, uid)
);

CREATE TABLE addresses (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                       -- random
  uid TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,                    -- 10-digit Indian mobile
  line1 TEXT NOT NULL,
  line2 TEXT NOT NULL DEFAULT '',
  landmark TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  pin TEXT NOT NULL,                      -- 6-digit PIN code
  lat REAL,
  lng REAL,
  distance_km REAL,                       -- DISTANCE from the shop's LAT_LNG, computed by the server
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX addresses_by_user ON addresses(store_id, uid, created_at);

CREATE TABLE wishlist (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  item_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, uid, item_id)
);

-- Wallet and udhaar (credit). One balance row per shopper, shop and kind; every change adds a ledger entry
-- in the same batch (conditional UPDATE checked through meta.changes). wallet: balance is money held;
-- udhaar: balance is the amount owed (the limit comes from the shop's WALLET_CONFIG).
CREATE TABLE wallet_accounts (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'udhaar')),
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, uid, kind)
);

CREATE TABLE wallet_entries (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'udhaar')),
  entry_type TEXT NOT NULL CHECK (entry_type IN ('CREDIT', 'DEBIT', 'REFUND')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  balance_after INTEGER NOT NULL,
  order_id TEXT,
  note TEXT NOT NULL DEFAULT '',
  idempotency_key TEXT,                   -- a refund or payment happens once per key
  created_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, id),
  UNIQUE (store_id, kind, idempotency_key)
);
CREATE INDEX wallet_entries_by_user ON wallet_entries(store_id, uid, kind, created_at);

-- Reward points: earned (positive) and spent (negative); the balance is their sum.
CREATE TABLE reward_entries (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points <> 0),
  reason TEXT NOT NULL DEFAULT '',
  order_id TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX reward_entries_by_user ON reward_entries(store_id, uid, created_at);

-- Reseller programme: one application per shopper and shop; PENDING until the owner decides.
CREATE TABLE resellers (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  business_name TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  about TEXT NOT NULL DEFAULT '',
  referral_code TEXT NOT NULL,            -- the ?rid= value; unique within the shop
  owner_note TEXT NOT NULL DEFAULT '',
  applied_at INTEGER NOT NULL,
  decided_at INTEGER,
  PRIMARY KEY (store_id, uid),
  UNIQUE (store_id, referral_code)
);

-- A reseller's commission on a referred order (written by checkout/owner).
CREATE TABLE reseller_transactions (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,                      -- the reseller
  order_id TEXT,
  order_total INTEGER NOT NULL DEFAULT 0,
  commission INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'EARNED', 'PAID', 'CANCELLED')),
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX reseller_transactions_by_user ON reseller_transactions(store_id, uid, created_at);

-- "Ask the shop for a product": the shopper's request, its status and the owner's reply.
CREATE TABLE suggestions (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  uid TEXT NOT NULL,
  product_name TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'IN_PROGRESS', 'AVAILABLE', 'DECLINED')),
  owner_reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX suggestions_by_user ON suggestions(store_id, uid, created_at);
