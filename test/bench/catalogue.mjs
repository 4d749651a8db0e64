import { alternately } from './interleave.mjs';
import { measure, row } from './load.mjs';
import { itemId, SAMPLE_ITEM, SAMPLE_PATHS, SUGGEST_QUERIES } from './grocery-catalogue.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';

/**
 * On the generated platform: search latency at 100,000 items (bench-big), and page cost at 100 vs 100,000 items
 * (bench-small vs bench-big: the same 4 categories, so each page shows the same number of cards and the
 * comparison measures the catalogue's size, not the amount of HTML). Better of 2 rounds, the shops alternating
 * (interleave.mjs).
 */
export async function benchCatalogue(ctx) {
  const url = ctx.generated.url;
  const suggest = (q) => (shop, seconds) => measure(`${url}/api/v2/search/suggest?q=${encodeURIComponent(q)}`, { seconds, concurrency: 4, headers: { storeID: shop } });
  const rows = [];
  const searches = [];
  for (const q of SUGGEST_QUERIES) {
    const [r] = await alternately(['bench-big'], suggest(q), { seconds: 3, slices: 1 });
    searches.push(r);
    rows.push(row(`suggest "${q}" @100k`, r));
  }
  const agent = keepAlive();
  const cookie = {};
  for (const shop of ['bench-small', 'bench-big']) cookie[shop] = (await bagCookieWith(url, agent, shop, itemId(SAMPLE_ITEM))).cookie;
  agent.destroy();
  const page = (path) => (shop, seconds) => measure(`${url}/${shop}${path}`, { seconds, concurrency: 8, headers: { Cookie: cookie[shop], 'Cache-Control': 'no-cache' } });
  const cost = {};
  for (const [label, path] of Object.entries(SAMPLE_PATHS)) {
    const [small, big] = await alternately(['bench-small', 'bench-big'], page(path));
    cost[label] = big.rps / small.rps;
    rows.push(row(`${label} @100`, small), row(`${label} @100k`, big));
  }
  console.log('\nCatalogue size (generated platform): bench-big (100,000 items) and bench-small (100); fresh pages with a bag of 1');
  console.table(rows);
  return [
    { budget: 'bench-big suggest p95 at c4, worst query, 100,000 items (ms)', value: Math.max(...searches.map((s) => s.p95)), max: 20 },
    { budget: 'bench-big suggest p50 at c4, worst query (ms, for information)', value: Math.max(...searches.map((s) => s.p50)) },
    ...Object.entries(cost).map(([label, ratio]) => ({ budget: `${label} page rps at 100k / at 100 items`, value: ratio, min: 0.7 })),
    { budget: 'errors during catalogue load', value: rows.reduce((n, r) => n + r.errors, 0), max: 0 },
  ];
}
