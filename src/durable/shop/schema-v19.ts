/**
 * Version 19: the shop's tables lose store_id from their keys. Each shop has a database of its own, so a key, index,
 * foreign key or trigger that leads with the shop's id says nothing. SQLite cannot change a key, so every table that
 * had the column is made again (renamed aside, made anew from schema-v19-tables.ts, copied, the old one dropped), with
 * its indexes and triggers (the search index's, the page notes of v10, the status counts of v15, the inbox lines of
 * v18) made again without it. The search index is made again and filled from the items, as in v6.
 *
 * store_id itself stays for now, last in no key, defaulting to the shop's own id, so a statement that still names it
 * reads and writes what it did; a later version drops it once no statement does. That default is the one part of
 * this version that depends on the shop, hence a function of its id.
 */
import { TABLES_V19 } from './schema-v19-tables';

/** Children of orders (their foreign keys name it): dropped before it, made after it. */
const ORDER_CHILDREN = new Set(['order_items', 'order_events', 'invoices', 'credit_notes']);

const TRIGGERS_V18 = [
  'items_fts_after_insert',
  'items_fts_after_update',
  'items_fts_after_delete',
  'items_fts_category_insert',
  'items_fts_category_update',
  'items_fts_category_delete',
  'page_changes_item_added',
  'page_changes_item_changed',
  'page_changes_item_removed',
  'page_changes_review_added',
  'page_changes_review_changed',
  'page_changes_review_removed',
  'page_changes_question_changed',
  'page_changes_question_removed',
  'page_changes_coupon_uses',
  'orders_counted_in',
  'orders_counted_out',
  'orders_counted_moved',
  'order_lines_text',
];

const INDEXES_V19 = [
  'CREATE INDEX items_by_category ON items(cat_id, position)',
  'CREATE INDEX coupon_redemptions_by_user ON coupon_redemptions(code, uid)',
  'CREATE INDEX blogs_by_collection ON blogs(collection_id, published_at)',
  'CREATE INDEX blogs_by_date ON blogs(published_at)',
  'CREATE INDEX questions_by_item ON questions(item_id, answered_at)',
  'CREATE INDEX questions_by_user ON questions(user_id, created_at)',
  'CREATE INDEX reviews_by_item ON reviews(item_id, created_at)',
  'CREATE INDEX addresses_by_user ON addresses(uid, created_at)',
  'CREATE INDEX wallet_entries_by_user ON wallet_entries(uid, kind, created_at)',
  'CREATE INDEX reward_entries_by_user ON reward_entries(uid, created_at)',
  'CREATE INDEX reseller_transactions_by_user ON reseller_transactions(uid, created_at)',
  'CREATE INDEX suggestions_by_user ON suggestions(uid, created_at)',
  'CREATE INDEX bags_by_touch ON bags(touched_at)',
  'CREATE INDEX orders_by_user ON orders(uid, created_at)',
  'CREATE INDEX orders_by_status ON orders(status, created_at)',
  'CREATE INDEX orders_awaiting_payment ON orders(payment_due_at) WHERE payment_due_at IS NOT NULL',
  'CREATE INDEX order_events_by_order ON order_events(order_id, at)',
  'CREATE INDEX customers_by_phone ON customers(phone)',
  'CREATE INDEX orders_by_time ON orders(created_at, id)',
  'CREATE INDEX orders_by_status_time ON orders(status, created_at, id)',
  "CREATE INDEX orders_by_phone ON orders(json_extract(address, '$.PHONE'), created_at, id)",
  'CREATE INDEX order_items_by_item ON order_items(item_id)',
  'CREATE INDEX push_subscriptions_by_uid ON push_subscriptions(uid)',
  'CREATE INDEX orders_by_supply ON orders(COALESCE(paid_at, created_at))',
  'CREATE INDEX orders_by_reversal ON orders(COALESCE(cancelled_at, rejected_at, returned_at, updated_at))',
  'CREATE INDEX invoices_by_series ON invoices(fy, seq)',
  'CREATE INDEX credit_notes_by_series ON credit_notes(fy, seq)',
  'CREATE INDEX invoices_by_issue ON invoices(issued_at)',
  'CREATE INDEX credit_notes_by_issue ON credit_notes(issued_at)',
  'CREATE UNIQUE INDEX ondc_orders_by_transaction ON ondc_orders (bap_id, transaction_id)',
  'CREATE INDEX ondc_orders_by_network_id ON ondc_orders (bap_id, network_order_id)',
];
const INDEXES_V18 = INDEXES_V19.map((s) => `DROP INDEX ${/INDEX (\w+)/.exec(s)![1]}`);

const FTS_COLUMNS = 'rowid, name, description, category, alt, cat_id';

const reindexItem = `
    INSERT OR IGNORE INTO item_search_keys (item_id) VALUES (NEW.id);
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE item_id = NEW.id);
    INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, NEW.name, NEW.description, c.name, NEW.search_alt, NEW.cat_id
    FROM item_search_keys k JOIN categories c ON c.id = NEW.cat_id
    WHERE k.item_id = NEW.id AND NEW.is_disabled = 0 AND c.is_disabled = 0;`;

const unindexCategory = (row: 'NEW' | 'OLD') => `
    DELETE FROM items_fts WHERE rowid IN (
      SELECT k.key FROM item_search_keys k JOIN items i ON i.id = k.item_id WHERE i.cat_id = ${row}.id
    );`;

const reindexCategory = `${unindexCategory('NEW')}
    INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, i.name, i.description, NEW.name, i.search_alt, i.cat_id
    FROM items i JOIN item_search_keys k ON k.item_id = i.id
    WHERE i.cat_id = NEW.id AND i.is_disabled = 0 AND NEW.is_disabled = 0;`;

const SEARCH_V19 = [
  `CREATE VIRTUAL TABLE items_fts USING fts5(
    name,
    description,
    category,
    alt,
    cat_id UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
    prefix = '2 3 4'
  )`,
  `INSERT INTO items_fts (items_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0, 3.0, 2.0)')`,
  `INSERT INTO items_fts (${FTS_COLUMNS})
    SELECT k.key, i.name, i.description, c.name, i.search_alt, i.cat_id
    FROM items i JOIN item_search_keys k ON k.item_id = i.id JOIN categories c ON c.id = i.cat_id
    WHERE i.is_disabled = 0 AND c.is_disabled = 0`,
  `CREATE TRIGGER items_fts_after_insert AFTER INSERT ON items BEGIN${reindexItem}
END`,
  `CREATE TRIGGER items_fts_after_update AFTER UPDATE OF name, description, cat_id, is_disabled, search_alt ON items BEGIN${reindexItem}
END`,
  `CREATE TRIGGER items_fts_after_delete AFTER DELETE ON items BEGIN
    DELETE FROM items_fts WHERE rowid = (SELECT key FROM item_search_keys WHERE item_id = OLD.id);
    DELETE FROM item_search_keys WHERE item_id = OLD.id;
END`,
  `CREATE TRIGGER items_fts_category_insert AFTER INSERT ON categories BEGIN${reindexCategory}
END`,
  `CREATE TRIGGER items_fts_category_update AFTER UPDATE OF name, is_disabled ON categories BEGIN${reindexCategory}
END`,
  `CREATE TRIGGER items_fts_category_delete AFTER DELETE ON categories BEGIN${unindexCategory('OLD')}
END`,
];

const note = (scope: string) => `INSERT OR IGNORE INTO page_changes (scope) VALUES (${scope});`;
const itemCategory = (row: 'NEW' | 'OLD') =>
  `INSERT OR IGNORE INTO page_changes (scope) SELECT cat_id FROM items WHERE id = ${row}.item_id;`;
const bump = (row: 'NEW' | 'OLD', by: 1 | -1) =>
  `INSERT INTO order_status_counts (status, n) VALUES (${row}.status, ${by}) ON CONFLICT (status) DO UPDATE SET n = n + ${by};`;
const LINES_TEXT = `(SELECT group_concat(qty || ' × ' || name, ', ' ORDER BY line_no) FROM order_items
  WHERE order_items.order_id = orders.id)`;

const TRIGGERS_V19 = [
  `CREATE TRIGGER page_changes_item_added AFTER INSERT ON items BEGIN ${note('NEW.cat_id')} END`,
  `CREATE TRIGGER page_changes_item_changed AFTER UPDATE ON items BEGIN ${note('OLD.cat_id')} ${note('NEW.cat_id')} END`,
  `CREATE TRIGGER page_changes_item_removed AFTER DELETE ON items BEGIN ${note('OLD.cat_id')} END`,
  `CREATE TRIGGER page_changes_review_added AFTER INSERT ON reviews BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_review_changed AFTER UPDATE ON reviews BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_review_removed AFTER DELETE ON reviews BEGIN ${itemCategory('OLD')} END`,
  `CREATE TRIGGER page_changes_question_changed AFTER UPDATE ON questions BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_question_removed AFTER DELETE ON questions BEGIN ${itemCategory('OLD')} END`,
  `CREATE TRIGGER page_changes_coupon_uses AFTER UPDATE OF used_count ON coupons
     WHEN NEW.usage_limit IS NOT NULL AND (OLD.used_count < NEW.usage_limit) <> (NEW.used_count < NEW.usage_limit)
     BEGIN ${note("'*'")} END`,
  `CREATE TRIGGER orders_counted_in AFTER INSERT ON orders BEGIN ${bump('NEW', 1)} END`,
  `CREATE TRIGGER orders_counted_out AFTER DELETE ON orders BEGIN ${bump('OLD', -1)} END`,
  `CREATE TRIGGER orders_counted_moved AFTER UPDATE OF status ON orders
     WHEN OLD.status IS NOT NEW.status BEGIN ${bump('OLD', -1)} ${bump('NEW', 1)} END`,
  `CREATE TRIGGER order_lines_text AFTER INSERT ON order_items BEGIN
     UPDATE orders SET lines_text = COALESCE(${LINES_TEXT}, '') WHERE id = NEW.order_id;
   END`,
];

/** A table made anew with the shop's id as the default of its store_id, and its rows copied from the old one. */
function remake(table: (typeof TABLES_V19)[number], storeId: string): string[] {
  const shop = `'${storeId.replaceAll("'", "''")}'`;
  return [
    `CREATE TABLE ${table.name} (\n    store_id TEXT NOT NULL DEFAULT ${shop},\n    ${table.definition}\n)`,
    `INSERT INTO ${table.name} (store_id, ${table.columns}) SELECT store_id, ${table.columns} FROM ${table.name}_v18${table.single ? ' LIMIT 1' : ''}`,
  ];
}

/** The statements of version 19 for the shop `storeId`. */
export function shopSchemaV19(storeId: string): string[] {
  const aside = TABLES_V19.map((t) => t.name);
  const dropOrder = [...aside.filter((t) => ORDER_CHILDREN.has(t)), ...aside.filter((t) => !ORDER_CHILDREN.has(t))];
  return [
    ...TRIGGERS_V18.map((t) => `DROP TRIGGER ${t}`),
    ...INDEXES_V18,
    'DROP TABLE items_fts',
    ...aside.map((t) => `ALTER TABLE ${t} RENAME TO ${t}_v18`),
    ...TABLES_V19.flatMap((t) => remake(t, storeId)),
    ...dropOrder.map((t) => `DROP TABLE ${t}_v18`),
    ...INDEXES_V19,
    ...SEARCH_V19,
    ...TRIGGERS_V19,
  ];
}
