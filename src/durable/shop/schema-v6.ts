/**
 * Version 6: search across scripts, and items in Hindi and Tamil. Every item gains `i18n` (the owner's
 * translations, `I18N` in the owner API) and `search_alt`: its translated names and the cross-script keys of all its names
 * (domain/catalogue/phonetic-key.ts, written by the repositories: SQLite cannot compute them), and the search
 * index gains the column `alt` that holds them, so `chawal` finds चावल and `आटा` finds Atta. FTS5 tables cannot
 * gain a column, so items_fts and the triggers that feed it are made again and filled from the items; the keys of
 * items written before this version are filled in by the object after migrating (backfillSearchKeys).
 */
const FTS_COLUMNS = 'rowid, name, description, category, alt, store_id, cat_id';

const reindexCategory = (row: 'NEW') => `
    DELETE FROM items_fts WHERE rowid IN (
      SELECT k.key FROM item_search_keys k JOIN items i ON i.store_id = k.store_id AND i.id = k.item_id
      WHERE i.store_id = ${row}.store_id AND i.cat_id = ${row}.id
    );
    INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, i.name, i.description, ${row}.name, i.search_alt, i.store_id, i.cat_id
    FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
    WHERE i.store_id = ${row}.store_id AND i.cat_id = ${row}.id AND i.is_disabled = 0 AND ${row}.is_disabled = 0;`;

const reindexItem = `
    INSERT OR IGNORE INTO item_search_keys (store_id, item_id) VALUES (NEW.store_id, NEW.id);
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE store_id = NEW.store_id AND item_id = NEW.id);
    INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, NEW.name, NEW.description, c.name, NEW.search_alt, NEW.store_id, NEW.cat_id
    FROM item_search_keys k JOIN categories c ON c.store_id = NEW.store_id AND c.id = NEW.cat_id
    WHERE k.store_id = NEW.store_id AND k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;`;

export const SHOP_SCHEMA_V6: readonly string[] = [
  "ALTER TABLE items ADD COLUMN search_alt TEXT NOT NULL DEFAULT ''",
  "ALTER TABLE items ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}'",
  'DROP TRIGGER items_fts_after_insert',
  'DROP TRIGGER items_fts_after_update',
  'DROP TRIGGER items_fts_category_insert',
  'DROP TRIGGER items_fts_category_update',
  'DROP TABLE items_fts',
  `CREATE VIRTUAL TABLE items_fts USING fts5(
    name,
    description,
    category,
    alt,
    store_id UNINDEXED,
    cat_id UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
    prefix = '2 3 4'
  )`,
  // the written name first, then the category, the keys across scripts, the description
  `INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 3.0, 2.0)')`,
  `CREATE TRIGGER items_fts_after_insert AFTER INSERT ON items BEGIN${reindexItem}
END`,
  `CREATE TRIGGER items_fts_after_update AFTER UPDATE OF name, description, cat_id, is_disabled, search_alt ON items BEGIN${reindexItem}
END`,
  `CREATE TRIGGER items_fts_category_insert AFTER INSERT ON categories BEGIN${reindexCategory('NEW')}
END`,
  `CREATE TRIGGER items_fts_category_update AFTER UPDATE OF name, is_disabled ON categories BEGIN${reindexCategory('NEW')}
END`,
  `INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, i.name, i.description, c.name, i.search_alt, i.store_id, i.cat_id
    FROM items i JOIN item_search_keys k ON k.store_id = i.store_id AND k.item_id = i.id
    JOIN categories c ON c.store_id = i.store_id AND c.id = i.cat_id
    WHERE i.is_disabled = 0 AND c.is_disabled = 0`,
];
