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
  const suggest = (q) => (shop, seconds) =>
    measure(`${url}/api/v2/search/suggest?q=${encodeURIComponent(q)}`, {
      seconds,
      concurrency: 4,
      headers: { storeID: shop },
    });
  const rows = [];
  const searches = [];
  for (const q of SUGGEST_QUERIES) {
    const [r] = await alternately(['bench-big'], suggest(q), { seconds: 3, slices: 1 });
    searches.push(r);
    rows.push(row(`suggest "${q}" @100k`, r));
  }
  const agent = keepAlive();
  const cookie = {};
  for (const shop of ['bench-small', 'bench-big'])
    cookie[shop] = (await bagCookieWith(url, agent, shop, itemId(SAMPLE_ITEM))).cookie;
  agent.destroy();
  const page = (path) => (shop, seconds) =>
    measure(`${url}/${shop}${path}`, {
      seconds,
      concurrency: 8,
      headers: { Cookie: cookie[shop], 'Cache-Control': 'no-cache' },
    });
  const cost = {};
  for (const [label, path] of Object.entries(SAMPLE_PATHS)) {
    const [small, big] = await alternately(['bench-small', 'bench-big'], page(path));
    cost[label] = big.rps / small.rps;
    rows.push(row(`${label} @100`, small), row(`${label} @100k`, big));
  }
  // The owner console's catalogue (#28): its first page of the 100,000-item shop against the storefront's category
  // page of the same shop, one request at a time (the time an owner waits), both rendered afresh every request.
  const consoleCookie = 'owner_bench-big=dev_owner_bench-big';
  const screens = { category: `${url}/bench-big${SAMPLE_PATHS.category}`, console: `${url}/admin/bench-big/catalogue` };
  const screen = (name, seconds) =>
    measure(screens[name], {
      seconds,
      concurrency: 1,
      headers: { Cookie: name === 'console' ? consoleCookie : cookie['bench-big'], 'Cache-Control': 'no-cache' },
    });
  const signedIn = await fetch(screens.console, { headers: { Cookie: consoleCookie }, redirect: 'manual' });
  if (signedIn.status !== 200 || !(await signedIn.text()).includes('data-testid="console-catalogue"'))
    throw new Error(`console catalogue of bench-big answered ${signedIn.status}, not the signed-in page`);
  const [categoryPage, consolePage] = await alternately(['category', 'console'], screen);
  rows.push(
    row('category page @100k, one at a time', categoryPage),
    row('console /catalogue @100k, one at a time', consolePage),
  );
  console.log(
    '\nCatalogue size (generated platform): bench-big (100,000 items) and bench-small (100); fresh pages with a bag of 1',
  );
  console.table(rows);
  return [
    {
      budget: 'bench-big suggest p95 at c4, worst query, 100,000 items (ms)',
      value: Math.max(...searches.map((s) => s.p95)),
      max: 20,
    },
    {
      budget: 'bench-big suggest p50 at c4, worst query (ms, for information)',
      value: Math.max(...searches.map((s) => s.p50)),
    },
    ...Object.entries(cost).map(([label, ratio]) => ({
      budget: `${label} page rps at 100k / at 100 items`,
      value: ratio,
      min: 0.7,
    })),
    {
      budget: 'bench-big console /catalogue first page p50 / storefront category page p50 (one at a time)',
      value: consolePage.p50 / categoryPage.p50,
      max: 1.5,
    },
    { budget: 'errors during catalogue load', value: rows.reduce((n, r) => n + r.errors, 0), max: 0 },
  ];
}
