import { BAG_SCHEMA } from '../../data/shop/shop-bag-rows';
import { SHOP_SCHEMA_V1 } from './schema-v1';
import { SHOP_SCHEMA_V3 } from './schema-v3';
import { SHOP_SCHEMA_V4 } from './schema-v4';
import { SHOP_SCHEMA_V5 } from './schema-v5';
import { SHOP_SCHEMA_V6 } from './schema-v6';
import { SHOP_SCHEMA_V7 } from './schema-v7';
import { SHOP_SCHEMA_V8 } from './schema-v8';
import { SHOP_SCHEMA_V9 } from './schema-v9';
import { SHOP_SCHEMA_V10 } from './schema-v10';
import { SHOP_SCHEMA_V11 } from './schema-v11';
import { SHOP_SCHEMA_V15 } from './schema-v15';
import { SHOP_SCHEMA_V18 } from './schema-v18';
import { shopSchemaV19 } from './schema-v19';
import { SHOP_SCHEMA_V20 } from './schema-v20';

/**
 * A shop object's schema, version by version. A version is never edited once deployed: a change is a
 * new version at the end. Each object runs what it lacks on its first access after a deploy.
 */
export const SHOP_MIGRATIONS: readonly {
  version: number;
  name: string;
  /** the statements, or for a version that depends on the shop, the statements for its id */
  statements: readonly string[] | ((storeId: string) => readonly string[]);
}[] = [
  { version: 1, name: 'catalogue, content, customers, ledgers, orders', statements: SHOP_SCHEMA_V1 },
  { version: 2, name: 'bags', statements: BAG_SCHEMA },
  { version: 3, name: 'bag revisions, placement takes the bag', statements: SHOP_SCHEMA_V3 },
  { version: 4, name: 'agent requests per day', statements: SHOP_SCHEMA_V4 },
  { version: 5, name: 'UPI, payment states, tracking tokens, HSN codes, invoices', statements: SHOP_SCHEMA_V5 },
  { version: 6, name: 'search across scripts', statements: SHOP_SCHEMA_V6 },
  { version: 7, name: 'shops in Hindi and Tamil', statements: SHOP_SCHEMA_V7 },
  { version: 8, name: "customers' own udhaar limits", statements: SHOP_SCHEMA_V8 },
  { version: 9, name: 'credit notes', statements: SHOP_SCHEMA_V9 },
  { version: 10, name: 'what a change touched, for the edge cache', statements: SHOP_SCHEMA_V10 },
  { version: 11, name: "orders by time and by the shopper's phone", statements: SHOP_SCHEMA_V11 },
  // an item an order names is archived rather than deleted (issue #38): its past orders keep showing it
  {
    version: 12,
    name: 'archived items',
    statements: [
      'ALTER TABLE items ADD COLUMN archived_at INTEGER',
      // "does an order name this item?" is asked by every removal: without it a year of order lines is read
      'CREATE INDEX order_items_by_item ON order_items(store_id, item_id)',
    ],
  },
  // a shopper who deletes their account has the browsers they subscribed to offer alerts while signed in erased
  // (issue #38, DPDP); a subscription made signed out keeps no uid
  {
    version: 13,
    name: 'push subscriptions know their shopper',
    statements: [
      'ALTER TABLE push_subscriptions ADD COLUMN uid TEXT',
      'CREATE INDEX push_subscriptions_by_uid ON push_subscriptions(store_id, uid)',
    ],
  },
  // the resizer's transformations of other hosts' images, by month, against the operator's cap (issue #40)
  {
    version: 14,
    name: 'resizer transformations per month',
    statements: [
      `CREATE TABLE resizer_usage (
      store_id TEXT NOT NULL,
      month TEXT NOT NULL,
      transforms INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (store_id, month)
    )`,
    ],
  },
  { version: 15, name: 'orders by supply and by reversal, counted by status', statements: SHOP_SCHEMA_V15 },
  // the shop on the ONDC network (issue #39): its opt-in, and each item's network fields or leave-out
  {
    version: 16,
    name: "ONDC opt-in and items' network fields",
    statements: [
      `CREATE TABLE ondc_settings (
      store_id TEXT PRIMARY KEY,
      enabled INTEGER NOT NULL DEFAULT 0,
      domain TEXT NOT NULL,
      fssai_licence TEXT,
      consumer_care TEXT NOT NULL,
      city TEXT NOT NULL,
      revision INTEGER NOT NULL DEFAULT 1,
      updated_at INTEGER NOT NULL
    )`,
      `CREATE TABLE ondc_items (
      store_id TEXT NOT NULL,
      item_id TEXT NOT NULL,
      left_out INTEGER NOT NULL DEFAULT 0,
      fields TEXT NOT NULL DEFAULT '{}',
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (store_id, item_id)
    )`,
    ],
  },
  // orders that came through the ONDC network (issue #39): which buyer app, its transaction, what on_confirm said
  {
    version: 17,
    name: 'ONDC network orders',
    statements: [
      `CREATE TABLE ondc_orders (
      store_id TEXT NOT NULL,
      order_id TEXT NOT NULL,
      bap_id TEXT NOT NULL,
      bap_uri TEXT NOT NULL,
      transaction_id TEXT NOT NULL,
      domain TEXT NOT NULL,
      city TEXT NOT NULL,
      network_order_id TEXT NOT NULL,
      payment_type TEXT NOT NULL,
      confirmed TEXT NOT NULL,
      cancel_reason TEXT,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (store_id, order_id)
    )`,
      'CREATE UNIQUE INDEX ondc_orders_by_transaction ON ondc_orders (store_id, bap_id, transaction_id)',
      'CREATE INDEX ondc_orders_by_network_id ON ondc_orders (store_id, bap_id, network_order_id)',
    ],
  },
  { version: 18, name: 'orders keep their lines as the inbox card shows them', statements: SHOP_SCHEMA_V18 },
  { version: 19, name: "keys without the shop's id", statements: shopSchemaV19 },
  { version: 20, name: "tables without the shop's id", statements: SHOP_SCHEMA_V20 },
];

export const LATEST_SHOP_SCHEMA = SHOP_MIGRATIONS.at(-1)!.version;

const META = 'CREATE TABLE IF NOT EXISTS shop_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)';

/** The object's store id and schema version, or null when it was never provisioned (nothing is written). */
export function readMeta(sql: SqlStorage): { storeId: string; version: number } | null {
  const exists =
    sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'shop_meta'").toArray().length > 0;
  if (!exists) return null;
  const rows = Object.fromEntries(
    sql
      .exec('SELECT key, value FROM shop_meta')
      .toArray()
      .map((r) => [String(r.key), String(r.value)]),
  );
  return rows.store_id ? { storeId: rows.store_id, version: Number(rows.schema_version ?? 0) } : null;
}

/** Applies every version above `from` up to `to`, each in its own transaction; answers the version reached. */
export function migrateShop(
  storage: DurableObjectStorage,
  storeId: string,
  from: number,
  to = LATEST_SHOP_SCHEMA,
): number {
  const sql = storage.sql;
  let version = from;
  for (const m of SHOP_MIGRATIONS) {
    if (m.version <= version || m.version > to) continue;
    storage.transactionSync(() => {
      sql.exec(META);
      const statements = typeof m.statements === 'function' ? m.statements(storeId) : m.statements;
      for (const statement of statements) sql.exec(statement);
      sql.exec(
        "INSERT OR REPLACE INTO shop_meta (key, value) VALUES ('store_id', ?), ('schema_version', ?)",
        storeId,
        String(m.version),
      );
    });
    version = m.version;
  }
  return version;
}
