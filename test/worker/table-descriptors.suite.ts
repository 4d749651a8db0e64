import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { migrateShop } from '../../src/durable/shop/migrations';
import { ITEMS } from '../../src/domain/tables/items';
import { STORES } from '../../src/domain/tables/stores';
import { CATEGORIES } from '../../src/domain/tables/categories';
import { COUPONS } from '../../src/domain/tables/coupons';
import { BLOG_COLLECTIONS, BLOGS, BRANCHES, CUSTOM_PAGES } from '../../src/domain/tables/content';
import { ORDER_EVENTS, ORDER_ITEMS, ORDER_KEYS, ORDER_LINES_TEXT, ORDERS } from '../../src/domain/tables/orders';
import { ADDRESSES, CUSTOMERS } from '../../src/domain/tables/customers';
import { COUPON_REDEMPTIONS, REWARD_ENTRIES, WALLET_ACCOUNTS, WALLET_ENTRIES } from '../../src/domain/tables/ledgers';
import { BAG_LINES, BAG_MANUAL_ITEMS, BAGS } from '../../src/domain/tables/bags';
import { CUSTOM_SCRIPTS, PLUGINS } from '../../src/domain/tables/add-ons';
import {
  ITEM_SEARCH_KEYS,
  ITEMS_FTS,
  ORDER_GUARDS,
  PAGE_CHANGES,
  SHOP_META,
} from '../../src/domain/tables/bookkeeping';
import { ONDC_ITEMS, ONDC_ORDERS, ONDC_SETTINGS } from '../../src/domain/tables/ondc';
import { QUESTIONS, REVIEWS, SUGGESTIONS, WISHLIST } from '../../src/domain/tables/community';
import { CREDIT_NOTES, INVOICE_SERIES, INVOICES } from '../../src/domain/tables/invoices';
import { RESELLER_TRANSACTIONS, RESELLERS } from '../../src/domain/tables/resellers';
import {
  AGENT_REQUESTS,
  CAMPAIGN_VIEWS,
  ORDER_STATUS_COUNTS,
  RESIZER_USAGE,
  SHARED_VIEWS,
  STORE_STATS,
} from '../../src/domain/tables/counts';
import { OWNER_PUSH_SUBSCRIPTIONS, PUSH_SUBSCRIPTIONS } from '../../src/domain/tables/push';

/**
 * A table descriptor (src/domain/tables) and the shop's schema versions (src/durable/shop/migrations.ts) say the
 * same thing: every column the descriptor names exists in a freshly migrated shop, with the type, NOT NULL and
 * default its `sql` gives. A descriptor line without its schema version fails here, not in a shop.
 */

interface PragmaColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

// `TEXT PRIMARY KEY` (the stores table's id) is a TEXT column that pragma_table_info reports with pk 1; a column of
// the full-text index has no type at all ('')
const declared = (sql: string) => {
  const m = /^(\w*)(?: PRIMARY KEY)?( NOT NULL)?(?: DEFAULT (.+))?$/.exec(sql);
  if (!m) throw new Error(`cannot read the column type ${sql}`);
  return { type: m[1], notnull: m[2] ? 1 : 0, dflt_value: m[3] ?? null };
};

/** One shop for the whole file, migrated from version 0 by the first test that reads it: every test reads the same
 * freshly migrated schema, and migrating a shop takes one to two seconds (88 shops took 80 s of a CI run). */
const SCHEMA_SHOP = `descriptor-test:${crypto.randomUUID()}`;
let schemaMigrated = false;
function inMigratedShop<T>(read: (sql: SqlStorage) => T): Promise<T> {
  const stub = env.SHOP.get(env.SHOP.idFromName(SCHEMA_SHOP));
  return runInDurableObject(stub, (_instance, state) => {
    if (!schemaMigrated) {
      migrateShop(state.storage, 'descriptor-test', 0);
      schemaMigrated = true;
    }
    return read(state.storage.sql);
  });
}

describe('table descriptors match the migrated schema', () => {
  it.each([
    ['items', ITEMS],
    ['stores', STORES],
    ['categories', CATEGORIES],
    ['coupons', COUPONS],
    ['blog_collections', BLOG_COLLECTIONS],
    ['blogs', BLOGS],
    ['custom_pages', CUSTOM_PAGES],
    ['branches', BRANCHES],
    ['orders', ORDERS],
    ['orders', ORDER_KEYS],
    ['orders', ORDER_LINES_TEXT],
    ['order_items', ORDER_ITEMS],
    ['order_events', ORDER_EVENTS],
    ['customers', CUSTOMERS],
    ['addresses', ADDRESSES],
    ['wallet_entries', WALLET_ENTRIES],
    ['reward_entries', REWARD_ENTRIES],
    ['questions', QUESTIONS],
    ['reviews', REVIEWS],
    ['wishlist', WISHLIST],
    ['suggestions', SUGGESTIONS],
    ['wallet_accounts', WALLET_ACCOUNTS],
    ['invoices', INVOICES],
    ['credit_notes', CREDIT_NOTES],
    ['invoice_series', INVOICE_SERIES],
    ['resellers', RESELLERS],
    ['reseller_transactions', RESELLER_TRANSACTIONS],
    ['shared_views', SHARED_VIEWS],
    ['campaign_views', CAMPAIGN_VIEWS],
    ['resizer_usage', RESIZER_USAGE],
    ['agent_requests', AGENT_REQUESTS],
    ['order_status_counts', ORDER_STATUS_COUNTS],
    ['store_stats', STORE_STATS],
    ['push_subscriptions', PUSH_SUBSCRIPTIONS],
    ['owner_push_subscriptions', OWNER_PUSH_SUBSCRIPTIONS],
    ['coupon_redemptions', COUPON_REDEMPTIONS],
    ['bags', BAGS],
    ['bag_lines', BAG_LINES],
    ['bag_manual_items', BAG_MANUAL_ITEMS],
    ['plugins', PLUGINS],
    ['custom_scripts', CUSTOM_SCRIPTS],
    ['shop_meta', SHOP_META],
    ['page_changes', PAGE_CHANGES],
    ['item_search_keys', ITEM_SEARCH_KEYS],
    ['order_guards', ORDER_GUARDS],
    ['items_fts', ITEMS_FTS],
    ['ondc_settings', ONDC_SETTINGS],
    ['ondc_items', ONDC_ITEMS],
    ['ondc_orders', ONDC_ORDERS],
  ] as const)('%s', async (table, descriptor) => {
    expect(descriptor.name).toBe(table);
    const actual = await inMigratedShop((sql) =>
      sql
        .exec(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info('${table}')`)
        .toArray()
        .map(
          (r): PragmaColumn => ({
            name: String(r.name),
            type: String(r.type),
            notnull: Number(r.notnull),
            dflt_value: r.dflt_value === null ? null : String(r.dflt_value),
            pk: Number(r.pk),
          }),
        ),
    );
    const byName = new Map(actual.map((c) => [c.name, c]));
    for (const spec of Object.values(descriptor.columns)) {
      const column = byName.get(spec.column);
      expect(column, `${table}.${spec.column} exists`).toBeDefined();
      expect(
        { type: column!.type, notnull: column!.notnull, dflt_value: column!.dflt_value },
        `${table}.${spec.column}`,
      ).toEqual(declared(spec.sql));
      if (spec.sql.includes('PRIMARY KEY')) expect(column!.pk, `${table}.${spec.column} is the primary key`).toBe(1);
    }
  });
});

/**
 * The other way round: every column of these tables is in one of their descriptors, but for the keys their
 * repositories write beside the descriptor's cells. A column added by a schema version alone fails here.
 */
describe('every column of a described table is described', () => {
  it.each([
    ['orders', [ORDERS, ORDER_KEYS, ORDER_LINES_TEXT], []],
    ['order_items', [ORDER_ITEMS], ['order_id']],
    ['order_events', [ORDER_EVENTS], ['order_id']],
    ['customers', [CUSTOMERS], []],
    ['addresses', [ADDRESSES], ['uid', 'created_at', 'updated_at']],
    ['wallet_entries', [WALLET_ENTRIES], ['uid', 'idempotency_key']],
    ['reward_entries', [REWARD_ENTRIES], ['uid']],
    ['questions', [QUESTIONS], []],
    ['reviews', [REVIEWS], []],
    ['wishlist', [WISHLIST], []],
    ['suggestions', [SUGGESTIONS], []],
    ['wallet_accounts', [WALLET_ACCOUNTS], ['uid']],
    ['invoices', [INVOICES], []],
    ['credit_notes', [CREDIT_NOTES], []],
    ['invoice_series', [INVOICE_SERIES], []],
    ['resellers', [RESELLERS], []],
    ['reseller_transactions', [RESELLER_TRANSACTIONS], []],
    ['shared_views', [SHARED_VIEWS], []],
    ['campaign_views', [CAMPAIGN_VIEWS], []],
    ['resizer_usage', [RESIZER_USAGE], []],
    ['agent_requests', [AGENT_REQUESTS], []],
    ['order_status_counts', [ORDER_STATUS_COUNTS], []],
    // schema v19: the one row is keyed by id = 1, no longer by the shop's id
    ['store_stats', [STORE_STATS], ['id']],
    ['push_subscriptions', [PUSH_SUBSCRIPTIONS], []],
    ['owner_push_subscriptions', [OWNER_PUSH_SUBSCRIPTIONS], []],
    ['coupon_redemptions', [COUPON_REDEMPTIONS], []],
    ['bags', [BAGS], []],
    ['bag_lines', [BAG_LINES], []],
    ['bag_manual_items', [BAG_MANUAL_ITEMS], []],
    ['plugins', [PLUGINS], []],
    ['custom_scripts', [CUSTOM_SCRIPTS], []],
    ['shop_meta', [SHOP_META], []],
    ['page_changes', [PAGE_CHANGES], []],
    ['item_search_keys', [ITEM_SEARCH_KEYS], []],
    ['order_guards', [ORDER_GUARDS], []],
  ] as const)('%s', async (table, descriptors, keys) => {
    const columns = await inMigratedShop((sql) =>
      sql
        .exec(`SELECT name FROM pragma_table_info('${table}')`)
        .toArray()
        .map((r) => String(r.name)),
    );
    const described = descriptors.flatMap((d) => Object.values(d.columns).map((c: { column: string }) => c.column));
    expect(new Set(described).size, 'no column in two descriptors').toBe(described.length);
    expect([...described, ...keys].sort()).toEqual([...columns].sort());
  });
});

/**
 * The same for the tables whose shop key schema version 19 changes (the settings row's store_id becomes id = 1; the
 * full-text index loses store_id): a column that is neither described nor one of these keys fails.
 */
describe('every column of a described table is described (keys v19 changes)', () => {
  it.each([
    ['items_fts', ITEMS_FTS, []],
    ['ondc_settings', ONDC_SETTINGS, ['id']],
    ['ondc_items', ONDC_ITEMS, []],
    ['ondc_orders', ONDC_ORDERS, []],
  ] as const)('%s', async (table, descriptor, keys) => {
    const columns = await inMigratedShop((sql) =>
      sql
        .exec(`SELECT name FROM pragma_table_info('${table}')`)
        .toArray()
        .map((r) => String(r.name)),
    );
    const described = Object.values(descriptor.columns).map((c: { column: string }) => c.column);
    const others = columns.filter((c) => !(keys as readonly string[]).includes(c));
    expect([...described].sort()).toEqual(others.sort());
  });
});

const DESCRIBED = [
  ITEMS,
  STORES,
  CATEGORIES,
  COUPONS,
  BLOG_COLLECTIONS,
  BLOGS,
  CUSTOM_PAGES,
  BRANCHES,
  ORDERS,
  ORDER_ITEMS,
  ORDER_EVENTS,
  CUSTOMERS,
  ADDRESSES,
  WALLET_ENTRIES,
  REWARD_ENTRIES,
  QUESTIONS,
  REVIEWS,
  WISHLIST,
  SUGGESTIONS,
  WALLET_ACCOUNTS,
  INVOICES,
  CREDIT_NOTES,
  INVOICE_SERIES,
  RESELLERS,
  RESELLER_TRANSACTIONS,
  SHARED_VIEWS,
  CAMPAIGN_VIEWS,
  RESIZER_USAGE,
  AGENT_REQUESTS,
  ORDER_STATUS_COUNTS,
  STORE_STATS,
  PUSH_SUBSCRIPTIONS,
  OWNER_PUSH_SUBSCRIPTIONS,
  COUPON_REDEMPTIONS,
  BAGS,
  BAG_LINES,
  BAG_MANUAL_ITEMS,
  PLUGINS,
  CUSTOM_SCRIPTS,
  SHOP_META,
  PAGE_CHANGES,
  ITEM_SEARCH_KEYS,
  ORDER_GUARDS,
  ITEMS_FTS,
  ONDC_SETTINGS,
  ONDC_ITEMS,
  ONDC_ORDERS,
];

describe("every table of the shop's database", () => {
  it('has a descriptor (issue 41 item 4): a new table comes with its own', async () => {
    const tables = await inMigratedShop((sql) =>
      sql
        .exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .toArray()
        .map((r) => String(r.name)),
    );
    // SQLite's and the runtime's own tables, and the full-text index's shadow tables, are not the shop's
    const own = tables.filter((t) => !/^(sqlite_|_cf_)/.test(t) && !/_(data|idx|content|docsize|config)$/.test(t));
    const described = new Set(DESCRIBED.map((d) => d.name));
    expect(own.filter((t) => !described.has(t))).toEqual([]);
  });
});
