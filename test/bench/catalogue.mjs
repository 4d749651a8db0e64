import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { measure } from './load.mjs';

const WORDS = ['basmati rice', 'toor dal', 'chakki atta', 'mustard oil', 'desi ghee', 'haldi powder', 'moong dal', 'aloo bhujia', 'paneer', 'jaggery'];

/**
 * Both bench shops spread their items over the same 4 categories, so that each of their pages shows the same
 * number of cards (home: 8 a category; a category page: 24, and the small shop still has 25 a category): the
 * comparison then measures the catalogue's size, not the amount of HTML. Generated inside SQLite (recursive CTE).
 */
const CATEGORIES = 4;
function shopSql(id, count) {
  const words = WORDS.map((w, i) => `WHEN ${i} THEN '${w}'`).join(' ');
  return `
INSERT OR IGNORE INTO stores (id, name, description) VALUES ('${id}', 'Bench ${count}', 'A generated shop for the bench');
INSERT OR IGNORE INTO categories (store_id, id, name, position)
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${CATEGORIES - 1}) SELECT '${id}', 'cat-' || i, 'Aisle ' || i, i FROM n;
INSERT OR IGNORE INTO items (store_id, id, cat_id, name, description, image, price, mrp, gst_percent, stock_qty, position)
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
  SELECT '${id}', 'item-' || i, 'cat-' || (i % ${CATEGORIES}), 'Brand ' || (i % 97) || ' ' || (CASE i % 10 ${words} END) || ' ' || i,
         'Everyday ' || (CASE (i + 3) % 10 ${words} END) || ' from the bench shop.', '/img/p/item-' || i || '.svg',
         1000 + (i % 500) * 10, 1200 + (i % 500) * 10, 5, 100, i FROM n;`;
}

export function seedBenchShops(persistTo) {
  mkdirSync('.wrangler/tmp', { recursive: true });
  writeFileSync('.wrangler/tmp/bench-shops.sql', shopSql('bench-small', 100) + shopSql('bench-big', 100_000));
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', '.wrangler/tmp/bench-shops.sql'], { stdio: 'ignore', env: { ...process.env, CI: 'true' } });
}

const fresh = (storeId) => ({ headers: { Cookie: `${storeId}_cartSessionId=bench-fresh` } });

/** Search latency at 100,000 items, and page cost at 100 vs 100,000 items (it must not grow with the catalogue). */
export async function benchCatalogue({ url }) {
  const suggest = (q) => measure(`${url}/api/v2/search/suggest?q=${encodeURIComponent(q)}`, { seconds: 3, concurrency: 4, headers: { storeID: 'bench-big' } });
  const rows = [];
  const searches = {};
  for (const q of ['bas', 'toor dal', 'ghee 4', 'brand 42 paneer', 'zzzz']) {
    searches[q] = await suggest(q);
    rows.push({ name: `suggest "${q}" @100k`, rps: searches[q].rps.toFixed(0), p50: searches[q].p50.toFixed(1), p95: searches[q].p95.toFixed(1), errors: searches[q].errors + searches[q].non2xx });
  }
  const page = async (path, storeId) => measure(`${url}/${storeId}${path}`, { seconds: 3, concurrency: 8, ...fresh(storeId) });
  const cost = {};
  for (const [label, path] of [['home', ''], ['item', '/cat-1/item-41'], ['category', '/cat-1']]) {
    const small = await page(path, 'bench-small');
    const big = await page(path, 'bench-big');
    cost[label] = big.rps / small.rps;
    rows.push({ name: `${label} @100`, rps: small.rps.toFixed(0), p50: small.p50.toFixed(1), p95: small.p95.toFixed(1), errors: small.errors + small.non2xx });
    rows.push({ name: `${label} @100k`, rps: big.rps.toFixed(0), p50: big.p50.toFixed(1), p95: big.p95.toFixed(1), errors: big.errors + big.non2xx });
  }
  console.table(rows);
  const worstP95 = Math.max(...Object.values(searches).map((s) => s.p95));
  return [
    { budget: 'search suggest p95 at 100,000 items (ms, for information)', value: worstP95 },
    { budget: 'search suggest p50 at 100,000 items (ms, for information)', value: Math.max(...Object.values(searches).map((s) => s.p50)) },
    ...Object.entries(cost).map(([label, ratio]) => ({ budget: `${label} page rps at 100k / at 100 items`, value: ratio, min: 0.7 })),
    { budget: 'errors during catalogue load', value: rows.reduce((n, r) => n + r.errors, 0), max: 0 },
  ];
}
