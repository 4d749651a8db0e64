// One shop's speed must not depend on how many other shops the platform holds: bench-small (same 100 items on
// both) on the demo platform and on the generated one, measured in alternating slices, the better of 2 rounds each.
import { alternately } from './interleave.mjs';
import { measure } from './load.mjs';
import { itemId, SAMPLE_ITEM, SAMPLE_PATHS, SUGGEST_QUERIES } from './grocery-catalogue.mjs';
import { bagCookieWith, keepAlive, newBag } from './shopper.mjs';

const SHOP = 'bench-small';
const BAGS = 300;

/** addProductToCart over BAGS bags of the platform: each request adds one unit of the next item to the next bag. */
function addToBags(agent) {
  const pools = new Map();
  return async (platform, seconds) => {
    if (!pools.has(platform))
      pools.set(platform, {
        sent: 0,
        sids: await Promise.all(Array.from({ length: BAGS }, () => newBag(platform.url, agent, SHOP))),
      });
    const pool = pools.get(platform);
    return measure(`${platform.url}/api/v2/plugins/cart/addProductToCart`, {
      seconds,
      concurrency: 8,
      headers: { storeID: SHOP },
      body: () => {
        const n = pool.sent++;
        return {
          store_configs: {},
          sid: pool.sids[n % BAGS],
          item: { ID: itemId(1 + (Math.floor(n / BAGS) % 100)), selectedQuantity: 1 },
        };
      },
    });
  };
}

export async function benchScale(ctx) {
  const { demo, generated } = ctx;
  const platforms = [demo, generated];
  const agent = keepAlive();
  const cookies = new Map();
  for (const p of platforms) cookies.set(p, (await bagCookieWith(p.url, agent, SHOP, itemId(SAMPLE_ITEM))).cookie);
  const rows = [];
  const budgets = [];
  const ratioRow = (name, [a, b], key) => {
    const ratio = b[key] / a[key];
    rows.push({
      name,
      measure: key,
      demo: Number(a[key].toFixed(1)),
      generated: Number(b[key].toFixed(1)),
      'generated / demo': Number(ratio.toFixed(3)),
      'p50 demo': Number(a.p50.toFixed(1)),
      'p50 generated': Number(b.p50.toFixed(1)),
      errors: a.errors + b.errors,
    });
    return ratio;
  };
  const suggestP95 = [];
  for (const q of SUGGEST_QUERIES) {
    const suggest = (p, seconds) =>
      measure(`${p.url}/api/v2/search/suggest?q=${encodeURIComponent(q)}`, {
        seconds,
        concurrency: 4,
        headers: { storeID: SHOP },
      });
    const r = await alternately(platforms, suggest, { seconds: 6, slices: 12 });
    budgets.push({
      budget: `${SHOP} suggest "${q}" p95 at c4, generated / demo platform`,
      value: ratioRow(`suggest "${q}"`, r, 'p95'),
      max: 1.25,
    });
    suggestP95.push(r[1].p95);
  }
  for (const [label, path] of Object.entries(SAMPLE_PATHS)) {
    const r = await alternately(platforms, (p, seconds) =>
      measure(`${p.url}/${SHOP}${path}`, {
        seconds,
        concurrency: 8,
        headers: { Cookie: cookies.get(p), 'Cache-Control': 'no-cache' },
      }),
    );
    budgets.push({
      budget: `${SHOP} ${label} page rps (fresh, bag of 1), generated / demo platform`,
      value: ratioRow(`${label} page, fresh`, r, 'rps'),
      min: 0.8,
    });
  }
  const adds = await alternately(platforms, addToBags(agent));
  budgets.push({
    budget: `${SHOP} add-to-bag rps (${BAGS} bags), generated / demo platform`,
    value: ratioRow('add to bag', adds, 'rps'),
    min: 0.8,
  });
  agent.destroy();
  const healthz = ctx.floor?.healthzRps;
  if (healthz)
    for (const r of rows)
      if (r.measure === 'rps') r['generated / healthz'] = Number((r.generated / healthz).toFixed(3));
  console.log(
    `\n${SHOP} on the demo platform (${demo.shops} shops) and on the generated one (${generated.generation.shops} shops + the demo shops, bench-small, bench-big); p95 in ms`,
  );
  console.table(rows);
  return [
    ...budgets,
    {
      budget: `${SHOP} suggest p95 at c4, worst query, generated platform (ms)`,
      value: Math.max(...suggestP95),
      max: 20,
    },
    { budget: 'errors during the scale comparison', value: rows.reduce((n, r) => n + r.errors, 0), max: 0 },
  ];
}
