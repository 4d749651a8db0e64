-- Shops, their domains, catalogue and error records. Money is integer paise.
CREATE TABLE stores (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  cust_care TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL DEFAULT 'INR',
  theme_id TEXT NOT NULL DEFAULT 'default',
  default_color TEXT NOT NULL DEFAULT '#0f766e',
  login_mandate INTEGER NOT NULL DEFAULT 0,
  is_grid_view INTEGER NOT NULL DEFAULT 1,
  enable_wa_support INTEGER NOT NULL DEFAULT 0,
  is_store_reported INTEGER NOT NULL DEFAULT 0,
  report_text TEXT NOT NULL DEFAULT '',
  owner_name TEXT NOT NULL DEFAULT '',
  validated_phone TEXT NOT NULL DEFAULT '',
  custom_texts TEXT NOT NULL DEFAULT '{}',   -- {section: {key: text}}
  hello_bar TEXT,                            -- {text, link?, targetScreens[]} or NULL
  pixels TEXT NOT NULL DEFAULT '{}',         -- {FB_PIXEL:{pixelID}, G_TAG:{analyticsPropertyID}, ...}
  cart_rules TEXT NOT NULL DEFAULT '{}',     -- MINIMUM_CART_VALUE, DELIVERY_CHARGE, GST, ...
  about TEXT NOT NULL DEFAULT '{}',          -- email, address, gstin, fssai, terms, privacy, refund, delivery
  working_hours TEXT NOT NULL DEFAULT '[]',  -- [{day, open, close}]
  updated_at INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE domains (
  host TEXT PRIMARY KEY,
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE
);
CREATE INDEX domains_by_store ON domains(store_id);

CREATE TABLE categories (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  is_disabled INTEGER NOT NULL DEFAULT 0,
  is_expanded INTEGER NOT NULL DEFAULT 0,
  on_home INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE items (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  cat_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  images TEXT NOT NULL DEFAULT '[]',     -- extra gallery image URLs
  price INTEGER NOT NULL,                -- paise
  mrp INTEGER,                           -- paise, NULL when no MRP shown
  gst_percent REAL,                      -- NULL: no GST on this item
  stock_qty INTEGER,                     -- NULL or -1: not tracked
  variants TEXT NOT NULL DEFAULT '{}',   -- {sizes[], colors[], prices[{key,label,price,mrp,gst}]}
  position INTEGER NOT NULL DEFAULT 0,
  is_disabled INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX items_by_category ON items(store_id, cat_id, position);

CREATE TABLE error_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id TEXT NOT NULL,
  time INTEGER NOT NULL,
  error_array TEXT NOT NULL            -- JSON array of {kind, message, path}
);
CREATE INDEX error_records_by_store ON error_records(store_id, time);

CREATE TABLE plugins (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  plugin TEXT NOT NULL,                  -- TAWK | CUSTOM_JS_SCRIPT | CATALOG_SEARCH
  enabled INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}',     -- {TAWK_ID} | {LABEL} | {}
  PRIMARY KEY (store_id, plugin)
);

CREATE TABLE custom_scripts (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  pos TEXT NOT NULL DEFAULT 'Body',      -- Header | Body
  body TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store_id, id)
);
