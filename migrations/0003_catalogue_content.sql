-- Content (blogs, pages, branches), item questions and reviews, shared-item views, and item search.
-- Every table is per shop: store_id first in each key. Owner content bodies are markdown, never HTML.

CREATE TABLE blog_collections (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE blogs (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  collection_id TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',          -- markdown
  image TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,             -- ISO date (YYYY-MM-DD or full timestamp)
  is_published INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX blogs_by_collection ON blogs(store_id, collection_id, published_at);
CREATE INDEX blogs_by_date ON blogs(store_id, published_at);

CREATE TABLE custom_pages (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',          -- markdown
  is_published INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);

CREATE TABLE branches (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);

-- A shopper's question about an item; shown on the storefront only once the owner has answered it.
CREATE TABLE questions (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,                       -- random id (seed: readable ids)
  item_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  author_name TEXT NOT NULL DEFAULT '',
  question TEXT NOT NULL,
  answer TEXT,                            -- NULL until the owner answers
  answered_at INTEGER,                    -- epoch ms
  created_at INTEGER NOT NULL,            -- epoch ms
  is_hidden INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id)
);
CREATE INDEX questions_by_item ON questions(store_id, item_id, answered_at);
CREATE INDEX questions_by_user ON questions(store_id, user_id, created_at);

-- One review per shopper and item; rating 1-5.
CREATE TABLE reviews (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  item_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  author_name TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,            -- epoch ms
  is_hidden INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, id),
  UNIQUE (store_id, item_id, user_id)
);
CREATE INDEX reviews_by_item ON reviews(store_id, item_id, created_at);

-- Views of item links shared with ?ref=item_sharing (pingShopForView), counted once per visitor per 8 hours.
CREATE TABLE shared_views (
  store_id TEXT NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  last_viewed_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, item_id)
);

-- Item search. Only what a shopper may find is indexed: enabled items of enabled categories (so ranking
-- and LIMIT run on the index alone). FTS rows are keyed by a stable integer held in item_search_keys
-- (items has a composite text key, and the implicit rowid of such a table may change on VACUUM).
CREATE TABLE item_search_keys (
  key INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id TEXT NOT NULL,
  item_id TEXT NOT NULL,
  UNIQUE (store_id, item_id)
);

CREATE VIRTUAL TABLE items_fts USING fts5(
  name,
  description,
  category,
  store_id UNINDEXED,
  cat_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
-- ORDER BY rank: bm25 with the name weighted over the category name, over the description.
INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 3.0)');

CREATE TRIGGER items_fts_after_insert AFTER INSERT ON items BEGIN
  INSERT OR IGNORE INTO item_search_keys (store_id, item_id) VALUES (NEW.store_id, NEW.id);
  DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = NEW.store_id AND item_id = NEW.id);
  INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
  SELECT k.key, NEW.name, NEW.description, c.name, NEW.store_id, NEW.cat_id
  FROM item_search_keys k JOIN categories c ON c.store_id = NEW.store_id AND c.id = NEW.cat_id
  WHERE k.store_id = NEW.store_id AND k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;
END;

CREATE TRIGGER items_fts_after_update AFTER UPDATE OF name, description, cat_id, is_disabled ON items BEGIN
  INSERT OR IGNORE INTO item_search_keys (store_id, item_id) VALUES (NEW.store_id, NEW.id);
  DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = NEW.store_id AND item_id = NEW.id);
  INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
  SELECT k.key, NEW.name, NEW.description, c.name, NEW.store_id, NEW.cat_id
  FROM item_search_keys k JOIN categories c ON c.store_id = NEW.store_id AND c.id = NEW.cat_id
  WHERE k.store_id = NEW.store_id AND k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;
END;

CREATE TRIGGER items_fts_after_delete AFTER DELETE ON items BEGIN
  DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = OLD.store_id AND item_id = OLD.id);
  DELETE FROM item_search_keys WHERE store_id = OLD.store_id AND item_id = OLD.id;
END;

-- A category's name is indexed with its items, and disabling it hides them: re-index its items.
CREATE TRIGGER items_fts_category_insert AFTER INSERT ON categories BEGIN
  DELETE FROM items_fts WHERE rowid IN (
    SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
    WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id
  );
  INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
  SELECT k.key, i.name, i.description, NEW.name, i.store_id, i.cat_id
  FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
  WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id AND i.is_disabled = 0 AND NEW.is_disabled = 0;
END;

CREATE TRIGGER items_fts_category_update AFTER UPDATE OF name, is_disabled ON categories BEGIN
  DELETE FROM items_fts WHERE rowid IN (
    SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
    WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id
  );
  INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
  SELECT k.key, i.name, i.description, NEW.name, i.store_id, i.cat_id
  FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
  WHERE i.store_id = NEW.store_id AND i.cat_id = NEW.id AND i.is_disabled = 0 AND NEW.is_disabled = 0;
END;

CREATE TRIGGER items_fts_category_delete AFTER DELETE ON categories BEGIN
  DELETE FROM items_fts WHERE rowid IN (
    SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
    WHERE i.store_id = OLD.store_id AND i.cat_id = OLD.id
  );
END;

-- Items that existed before this migration.
INSERT OR IGNORE INTO item_search_keys (store_id, item_id) SELECT store_id, id FROM items;
INSERT INTO items_fts (rowid, name, description, category, store_id, cat_id)
SELECT k.key, i.name, i.description, c.name, i.store_id, i.cat_id
FROM items i
JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
JOIN categories c ON c.store_id = i.store_id AND c.id = i.cat_id
WHERE i.is_disabled = 0 AND c.is_disabled = 0;
