/** Version 1 of a shop object's schema, part catalogue. The shop itself and what shoppers browse: settings, catalogue and its search index (a tokenizer that keeps
 * Hindi and Tamil words whole: the default splits चावल at its vowel signs), coupons, content, plugins, scripts,
 * questions, reviews and view counters. */
export const V1_CATALOGUE: readonly string[] = [
  `CREATE TABLE stores (
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
    custom_texts TEXT NOT NULL DEFAULT '{}',
    hello_bar TEXT,
    pixels TEXT NOT NULL DEFAULT '{}',
    cart_rules TEXT NOT NULL DEFAULT '{}',
    about TEXT NOT NULL DEFAULT '{}',
    working_hours TEXT NOT NULL DEFAULT '[]',
    updated_at INTEGER NOT NULL DEFAULT 0
)`,
  `CREATE TABLE categories (
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
)`,
  `CREATE TABLE items (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    cat_id TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    image TEXT NOT NULL DEFAULT '',
    images TEXT NOT NULL DEFAULT '[]',
    price INTEGER NOT NULL,
    mrp INTEGER,
    gst_percent REAL,
    stock_qty INTEGER,
    variants TEXT NOT NULL DEFAULT '{}',
    position INTEGER NOT NULL DEFAULT 0,
    is_disabled INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE INDEX items_by_category ON items(store_id, cat_id, position)`,
  `CREATE TABLE plugins (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    plugin TEXT NOT NULL,
    enabled INTEGER NOT NULL DEFAULT 0,
    config TEXT NOT NULL DEFAULT '{}',
    PRIMARY KEY (store_id, plugin)
)`,
  `CREATE TABLE custom_scripts (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    pos TEXT NOT NULL DEFAULT 'Body',
    body TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (store_id, id)
)`,
  `CREATE TABLE coupons (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    code TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('FLAT', 'PERCENT')),
    value REAL NOT NULL CHECK (value >= 0),
    description TEXT NOT NULL DEFAULT '',
    min_cart_value INTEGER,
    max_discount INTEGER,
    valid_from INTEGER,
    valid_to INTEGER,
    usage_limit INTEGER,
    used_count INTEGER NOT NULL DEFAULT 0,
    per_user_limit INTEGER,
    is_active INTEGER NOT NULL DEFAULT 1,
    is_visible INTEGER NOT NULL DEFAULT 1,
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, code)
)`,
  `CREATE TABLE coupon_redemptions (
    store_id TEXT NOT NULL,
    code TEXT NOT NULL,
    uid TEXT NOT NULL,
    order_id TEXT NOT NULL,
    redeemed_at INTEGER NOT NULL,
    PRIMARY KEY (store_id, order_id, code)
)`,
  `CREATE INDEX coupon_redemptions_by_user ON coupon_redemptions(store_id, code, uid)`,
  `CREATE TABLE blog_collections (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE TABLE blogs (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    collection_id TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    image TEXT NOT NULL DEFAULT '',
    published_at TEXT NOT NULL,
    is_published INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE INDEX blogs_by_collection ON blogs(store_id, collection_id, published_at)`,
  `CREATE INDEX blogs_by_date ON blogs(store_id, published_at)`,
  `CREATE TABLE custom_pages (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    is_published INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE TABLE branches (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    name TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE TABLE questions (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    author_name TEXT NOT NULL DEFAULT '',
    question TEXT NOT NULL,
    answer TEXT,
    answered_at INTEGER,
    created_at INTEGER NOT NULL,
    is_hidden INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id)
)`,
  `CREATE INDEX questions_by_item ON questions(store_id, item_id, answered_at)`,
  `CREATE INDEX questions_by_user ON questions(store_id, user_id, created_at)`,
  `CREATE TABLE reviews (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    author_name TEXT NOT NULL DEFAULT '',
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    title TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    is_hidden INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, id),
    UNIQUE (store_id, item_id, user_id)
)`,
  `CREATE INDEX reviews_by_item ON reviews(store_id, item_id, created_at)`,
  `CREATE TABLE shared_views (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    last_viewed_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, item_id)
)`,
  `CREATE TABLE item_search_keys (
    key INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    UNIQUE (store_id, item_id)
)`,
  `CREATE VIRTUAL TABLE items_fts USING fts5(
    name,
    description,
    category,
    store_id UNINDEXED,
    cat_id UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
    prefix = '2 3 4'
)`,
  `INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 3.0)')`,
  `CREATE TRIGGER items_fts_after_insert AFTER INSERT ON items BEGIN
    INSERT OR IGNORE INTO item_search_keys (store_id, item_id) VALUES (NEW.store_id, NEW.id);
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = NEW.store_id AND item_id = NEW.id);
    INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
    SELECT k.key, NEW.name, NEW.description, c.name, NEW.store_id, NEW.cat_id
    FROM item_search_keys k JOIN categories c ON c.store_id = NEW.store_id AND c.id = NEW.cat_id
    WHERE k.store_id = NEW.store_id AND k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;
END`,
  `CREATE TRIGGER items_fts_after_update AFTER UPDATE OF name, description, cat_id, is_disabled ON items BEGIN
    INSERT OR IGNORE INTO item_search_keys (store_id, item_id) VALUES (NEW.store_id, NEW.id);
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = NEW.store_id AND item_id = NEW.id);
    INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
    SELECT k.key, NEW.name, NEW.description, c.name, NEW.store_id, NEW.cat_id
    FROM item_search_keys k JOIN categories c ON c.store_id = NEW.store_id AND c.id = NEW.cat_id
    WHERE k.store_id = NEW.store_id AND k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;
END`,
  `CREATE TRIGGER items_fts_after_delete AFTER DELETE ON items BEGIN
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = OLD.store_id AND item_id = OLD.id);
    DELETE FROM item_search_keys WHERE store_id = OLD.store_id AND item_id = OLD.id;
END`,
  `CREATE TRIGGER items_fts_category_insert AFTER INSERT ON categories BEGIN
    DELETE FROM items_fts WHERE rowid IN (
      SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
      WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id
    );
    INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
    SELECT k.key, i.name, i.description, NEW.name, i.store_id, i.cat_id
    FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
    WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id AND i.is_disabled = 0 AND NEW.is_disabled = 0;
END`,
  `CREATE TRIGGER items_fts_category_update AFTER UPDATE OF name, is_disabled ON categories BEGIN
    DELETE FROM items_fts WHERE rowid IN (
      SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
      WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id
    );
    INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
    SELECT k.key, i.name, i.description, NEW.name, i.store_id, i.cat_id
    FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
    WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id AND i.is_disabled = 0 AND NEW.is_disabled = 0;
END`,
  `CREATE TRIGGER items_fts_category_delete AFTER DELETE ON categories BEGIN
    DELETE FROM items_fts WHERE rowid IN (
      SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
      WHERE i.store_id = OLD.store_id AND i.cat_id = OLD.id
    );
END`,
  `CREATE TABLE store_stats (
    store_id TEXT PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
    store_views INTEGER NOT NULL DEFAULT 0
)`,
  `CREATE TABLE campaign_views (
    store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
    cmpn_name TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    last_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, cmpn_name)
)`,
];
