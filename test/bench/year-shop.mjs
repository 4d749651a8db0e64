// A year-old shop for the "year" section (issue #38), made in seconds: its 500 items through the owner API's import
// as every bench shop, then a year of trade written as bulk SQL inside the shop's object (Miniflare's proxy to the
// object's `statements` call, a handful of statements that generate their rows, not 36,500 API calls).
// Everything is a function of a row's number, so every run makes the same shop.
import { createGroceryShop } from './shop-api.mjs';

export const YEAR_SHOP = 'bench-year';
export const SIZES = { orders: 36_500, quietOrders: 300, customers: 5_000, ledger: 20_000, items: 500, coupons: 200 };

const IST = 330 * 60_000;
const DAY = 86_400_000;
/** December 2024 is the shop's quiet first month (300 orders); January to November 2025 its busy ones (~108 a day). */
const QUIET_FROM = Date.UTC(2024, 11, 1) - IST;
const BUSY_FROM = Date.UTC(2025, 0, 1) - IST;
const BUSY_SPAN = 334 * DAY;
export const MONTHS = { quiet: '2024-12', busy: '2025-02' };

/** Customer 0 orders twice a day (the heavy data download); every other customer about 7 times a year. */
export const HEAVY = 0;
export const LIGHT = 1;
export const uidOf = (c) => `yr-c${String(c).padStart(5, '0')}`;
/** As shopper.mjs emulatorIdToken signs customer c in (+9198 and 8 digits), so signing in finds their orders. */
export const mobileOf = (c) => `98${String(c).padStart(8, '0')}`;

/** The item 1,000 orders name (the archive budget) and the one whose price changes. */
export const NAMED_ITEM = 'item-1';
export const PRICED_ITEM = 'item-2';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const NAMES = [
  'Asha Sharma',
  'Ravi Gupta',
  'Meena Iyer',
  'Imran Khan',
  'Priya Reddy',
  'Harpreet Singh',
  'Lakshmi Nair',
  'Sunil Jain',
  'Kavita Bansal',
  'Arjun Das',
  'Fatima Shaikh',
  'Deepak Agarwal',
];

// SQL text of a row's fields from its number (`i` an order, `c` a customer, `j` a ledger entry)
const createdAt = `CASE WHEN i < ${SIZES.quietOrders} THEN ${QUIET_FROM} + i * ${(31 * DAY) / SIZES.quietOrders}
  ELSE ${BUSY_FROM} + (i - ${SIZES.quietOrders}) * ${BUSY_SPAN} / ${SIZES.orders - SIZES.quietOrders} END`;
const tail = Array.from({ length: 6 }, (_, k) => `substr('${ALPHABET}', (i / ${31 ** k}) % 31 + 1, 1)`).join(' || ');
const customerOf = `CASE WHEN i % 50 = 1 THEN ${HEAVY} ELSE 1 + (i * 7919) % ${SIZES.customers - 1} END`;
const newest = `${SIZES.orders - 1} - i`;
const statusOf = `CASE WHEN ${newest} < 60 THEN 'PLACED' WHEN ${newest} < 120 THEN 'ACCEPTED' WHEN ${newest} < 150 THEN 'PACKED'
  WHEN ${newest} < 200 THEN 'SHIPPED' WHEN (i * 7) % 50 < 3 THEN 'CANCELLED' WHEN (i * 7) % 50 = 3 THEN 'REJECTED'
  WHEN (i * 7) % 50 = 4 THEN 'RETURNED' ELSE 'DELIVERED' END`;
const nameOf = (c) => `json_extract('${JSON.stringify(NAMES)}', '$[' || (${c} % ${NAMES.length}) || ']')`;
const mobileSql = (c) => `'98' || printf('%08d', ${c})`;
const uidSql = (c) => `'yr-c' || printf('%05d', ${c})`;
/** 1,000 orders name NAMED_ITEM in their first line; other lines name items 2 to 500. */
const itemOfLine = `CASE WHEN n = 1 AND i % 36 = 0 AND i < 36000 THEN '${NAMED_ITEM}' ELSE 'item-' || (2 + (i * 31 + n * 97) % 499) END`;
const when = (statuses, offset) =>
  `CASE WHEN status IN (${statuses.map((s) => `'${s}'`).join(', ')}) THEN created_at + ${offset} END`;
const count = (n) => `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n - 1})`;

function seedSteps(storeId) {
  const s = `'${storeId}'`;
  const step = (sql) => ({ sql, params: [] });
  return [
    step(
      `CREATE TABLE yr_orders (i INTEGER PRIMARY KEY, id TEXT NOT NULL, c INTEGER NOT NULL, created_at INTEGER NOT NULL, status TEXT NOT NULL)`,
    ),
    step(`INSERT INTO yr_orders ${count(SIZES.orders)}, o AS (SELECT i, ${createdAt} AS created_at FROM seq)
      SELECT i, substr(strftime('%Y%m%d', (created_at + ${IST}) / 1000, 'unixepoch'), 3) || '-' || ${tail}, ${customerOf}, created_at, ${statusOf} FROM o`),
    step(
      `CREATE TABLE yr_lines (i INTEGER NOT NULL, n INTEGER NOT NULL, item_id TEXT NOT NULL, qty INTEGER NOT NULL, PRIMARY KEY (i, n)) WITHOUT ROWID`,
    ),
    step(`INSERT INTO yr_lines WITH lines(n) AS (VALUES (1), (2), (3))
      SELECT i, n, ${itemOfLine}, 1 + (i + n) % 3 FROM yr_orders, lines WHERE n <= 1 + i % 3`),
    step(`INSERT INTO customers (uid, phone, email, display_name, created_at, last_login_at) ${count(SIZES.customers)}
      SELECT ${uidSql('i')}, '+91' || ${mobileSql('i')}, '', ${nameOf('i')}, ${QUIET_FROM - DAY}, ${BUSY_FROM + BUSY_SPAN} FROM seq`),
    step(`INSERT INTO addresses (id, uid, name, phone, line1, city, state, pin, lat, lng, is_default, created_at, updated_at) ${count(SIZES.customers)}
      SELECT 'yr-a' || i, ${uidSql('i')}, ${nameOf('i')}, ${mobileSql('i')}, 'House ' || i || ', Lane ' || (i % 40), 'New Delhi', 'Delhi', '110024',
        28.5677, 77.2633, 1, ${QUIET_FROM - DAY}, ${QUIET_FROM - DAY} FROM seq`),
    step(`INSERT INTO orders (id, uid, status, total, items_count, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key,
        request_fingerprint, track_token, created_at, updated_at, accepted_at, packed_at, shipped_at, delivered_at, cancelled_at, rejected_at, returned_at)
      SELECT id, ${uidSql('c')}, status, total, qty,
        json_object('subtotal', total, 'gst', 0, 'delivery', 0, 'extra_charges', 0, 'discount', 0, 'total', total, 'extras', json('[]')),
        json_object('id', 'yr-a' || c, 'NAME', ${nameOf('c')}, 'PHONE', ${mobileSql('c')}, 'LINE1', 'House ' || c || ', Lane ' || (c % 40), 'LINE2', '',
          'LANDMARK', '', 'CITY', CASE WHEN i % 20 = 0 THEN 'Gurugram' ELSE 'New Delhi' END, 'STATE', CASE WHEN i % 20 = 0 THEN 'Haryana' ELSE 'Delhi' END,
          'PIN', '110024', 'LAT', 28.5677, 'LNG', 77.2633, 'DISTANCE', NULL, 'LANG', 'en'),
        'COD', total, 'yr-sid-' || i, 'yr-bag:' || i, 'yr-idem:' || i, '[]', 'yr' || lower(hex(randomblob(12))), created_at,
        created_at + CASE WHEN status = 'PLACED' THEN 0 ELSE 3600000 END,
        ${when(['ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'], 600000)}, ${when(['PACKED', 'SHIPPED', 'DELIVERED', 'RETURNED'], 1200000)},
        ${when(['SHIPPED', 'DELIVERED', 'RETURNED'], 1800000)}, ${when(['DELIVERED'], 3600000)}, ${when(['CANCELLED'], 3600000)},
        ${when(['REJECTED'], 3600000)}, ${when(['RETURNED'], 3600000)}
      FROM (SELECT o.*, (SELECT SUM(l.qty * t.price) FROM yr_lines l JOIN items t ON t.id = l.item_id WHERE l.i = o.i) AS total,
        (SELECT SUM(l.qty) FROM yr_lines l WHERE l.i = o.i) AS qty FROM yr_orders o)`),
    step(`INSERT INTO order_items (order_id, line_no, kind, item_id, cat_id, line_id, name, image, qty, unit_price, gst_percent, gst, line_total, hsn)
      SELECT o.id, l.n, 'item', t.id, t.cat_id, t.id || '____', t.name, t.image, l.qty, t.price, t.gst_percent, 0, l.qty * t.price, '1006'
      FROM yr_lines l JOIN yr_orders o ON o.i = l.i JOIN items t ON t.id = l.item_id`),
    step(`INSERT INTO order_events (order_id, status, actor, note, at)
      SELECT id, 'PLACED', 'shopper', '', created_at FROM yr_orders
      UNION ALL SELECT id, status, 'owner', '', created_at + 3600000 FROM yr_orders WHERE status <> 'PLACED'`),
    step('DROP TABLE yr_lines'),
    step('DROP TABLE yr_orders'),
    ...ledgerSteps(s),
    step(`INSERT INTO coupons (code, type, value, description, min_cart_value, valid_from, valid_to, usage_limit, used_count, position) ${count(SIZES.coupons)}
      SELECT 'YEAR' || printf('%03d', i), CASE WHEN i % 2 THEN 'FLAT' ELSE 'PERCENT' END, CASE WHEN i % 2 THEN 5000 ELSE 10 END,
        'Offer ' || i, 20000, ${QUIET_FROM} + i * ${DAY}, ${QUIET_FROM} + (i + 30) * ${DAY}, 500, i % 50, i FROM seq`),
  ];
}

/** 20,000 entries: wallet top-ups, udhaar taken and repaid (every debt settled), reward points; the heavy customer has a share. */
function ledgerSteps(s) {
  const step = (sql) => ({ sql, params: [] });
  const wallet = 8_000,
    udhaar = 6_000,
    rewards = SIZES.ledger - wallet - udhaar;
  const at = (j) => `${QUIET_FROM} + (${j}) * ${Math.floor((365 * DAY) / SIZES.ledger)}`;
  const who = (j) => `CASE WHEN (${j}) % 40 = 0 THEN ${HEAVY} ELSE 1 + (${j}) % ${SIZES.customers - 1} END`;
  return [
    step(`INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, note, created_at) ${count(wallet)}, e AS (
        SELECT i AS j, ${who('i')} AS c, 10000 + (i % 7) * 5000 AS amount FROM seq)
      SELECT 'yr-w' || j, ${uidSql('c')}, 'wallet', 'CREDIT', amount, SUM(amount) OVER (PARTITION BY c ORDER BY j), 'Top-up', ${at('j')} FROM e`),
    // pairs: entry 2k is udhaar taken, 2k + 1 the same amount repaid
    step(`INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, note, created_at) ${count(udhaar)}, e AS (
        SELECT i + ${wallet} AS j, ${who(`(i / 2) * 2 + ${wallet}`)} AS c, 20000 + ((i / 2) % 9) * 2500 AS amount, i % 2 AS repaid FROM seq)
      SELECT 'yr-u' || j, ${uidSql('c')}, 'udhaar', CASE WHEN repaid THEN 'CREDIT' ELSE 'DEBIT' END, amount, CASE WHEN repaid THEN 0 ELSE amount END,
        CASE WHEN repaid THEN 'Paid back' ELSE 'On credit' END, ${at('j')} FROM e`),
    step(`INSERT INTO wallet_accounts (uid, kind, balance, updated_at)
      SELECT uid, kind, CASE kind WHEN 'wallet' THEN SUM(amount) ELSE 0 END, MAX(created_at) FROM wallet_entries GROUP BY uid, kind`),
    step(`INSERT INTO reward_entries (id, uid, points, reason, created_at) ${count(rewards)}
      SELECT 'yr-r' || (i + ${wallet + udhaar}), ${uidSql(who(`(i + ${wallet + udhaar})`))}, 10 + i % 41, 'Points for an order', ${at(`(i + ${wallet + udhaar})`)} FROM seq`),
  ];
}

/** The shop's object as Node reaches it through Miniflare: its `statements` call (durable/shop-store.ts). */
export async function shopObject(worker, storeId = YEAR_SHOP) {
  const ns = await worker.mf.getDurableObjectNamespace('SHOP');
  const stub = ns.get(ns.idFromName(storeId));
  const run = async (steps) => {
    const answer = await stub.statements(storeId, steps);
    if (!answer.ok) throw new Error(`the shop's object refused: ${JSON.stringify(answer).slice(0, 500)}`);
    return answer.value;
  };
  return { run, rows: async (sql, ...params) => (await run([{ sql, params }]))[0].results };
}

/** Makes the year-old shop on a fresh Worker: the shop, its items and GST registration through the APIs, the year in SQL. */
export async function makeYearShop(worker) {
  const t0 = performance.now();
  await createGroceryShop(worker.url, YEAR_SHOP, 'Bench Year Kirana', SIZES.items);
  const gst = await fetch(`${worker.url}/admin/api/stores/${YEAR_SHOP}/gst`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer dev_owner_${YEAR_SHOP}`,
      'Content-Type': 'application/json',
      connection: 'close',
    },
    body: JSON.stringify({ gstin: '07AAJPA4821K1ZU', legalName: 'Bench Year Traders' }),
  });
  if (gst.status !== 200)
    throw new Error(`registering GST answered ${gst.status}: ${(await gst.text()).slice(0, 300)}`);
  const object = await shopObject(worker);
  // one transaction: a failure leaves no half a year behind
  await object.run(seedSteps(YEAR_SHOP));
  const [made] =
    await object.rows(`SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM order_items) AS lines,
    (SELECT COUNT(*) FROM customers) AS customers, (SELECT COUNT(*) FROM wallet_entries) + (SELECT COUNT(*) FROM reward_entries) AS ledger,
    (SELECT COUNT(*) FROM items) AS items, (SELECT COUNT(*) FROM coupons) AS coupons,
    (SELECT COUNT(DISTINCT order_id) FROM order_items WHERE item_id = '${NAMED_ITEM}') AS named`);
  const want = {
    orders: SIZES.orders,
    customers: SIZES.customers,
    ledger: SIZES.ledger,
    items: SIZES.items,
    coupons: SIZES.coupons,
    named: 1000,
  };
  for (const [k, v] of Object.entries(want))
    if (made[k] !== v) throw new Error(`the year-old shop has ${made[k]} ${k}, not ${v}`);
  return { ...made, seconds: (performance.now() - t0) / 1000, object };
}
