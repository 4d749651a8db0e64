// Real traffic on the generated platform (#30 item 7): 1,000 shops visited with a Zipf-like spread (s = 1.1: the
// busiest shop gets about a seventh of the views, the thousandth one view in several thousand), 20% of page views
// tagged by an ad or a social app (a unique fbclid, gclid or utm_* each), 10% from a shopper with a bag (the
// cookies a browser keeps after adding to it), and an owner change (a price) every 10 s in each of the 10 busiest
// shops. Each view is a home, category or item page. Against the anonymous cached home alone in the same run.
import http from 'node:http';
import { clockTicks, CLK_TCK } from './cpu.mjs';
import { measure } from './load.mjs';
import { categoryOf, itemId } from './grocery-catalogue.mjs';
import { generatedShopId } from './platforms.mjs';
import { profiled } from './profile.mjs';
import { bagCookieWith, call, keepAlive } from './shopper.mjs';

const SHOPS = 1_000;
const ZIPF_S = 1.1;
const TAGGED = 0.2;
const WITH_BAG = 0.1;
const BUSIEST_CHANGED = 10;
const CHANGE_EVERY_MS = 10_000;
const CONCURRENCY = 8;
const SECONDS = 30;
/**
 * Real traffic meets a cache that earlier traffic filled: the edge keeps a page a day (its shop's version says when
 * it is current), so before the measured run every page that this many earlier views of the same mix asked for is
 * visited once, as a day of them would have left the cache. 250,000 views a day is 250 per shop of the thousand.
 */
const HISTORY_VIEWS = Number(process.env.BENCH_MIX_HISTORY ?? 250_000);
const TAGS = [
  (n) => `fbclid=IwAR${n}x${Math.random().toString(36).slice(2)}`,
  (n) => `gclid=Cj0K${n}${Math.random().toString(36).slice(2)}`,
  (n) => `utm_source=whatsapp&utm_medium=social&utm_campaign=diwali-${n}`,
  (n) => `utm_source=instagram&utm_content=story-${n}`,
];

/** A seeded generator (mulberry32), so every run draws the same traffic. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rank 1..n drawn with probability proportional to 1 / rank^s. */
function zipf(n, s, rand) {
  const cumulative = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k ** s));
  return () => {
    const x = rand() * sum;
    let lo = 0,
      hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/**
 * To find where the mix's cost lies, parts of it can be switched off (never in the budgets' run):
 * BENCH_MIX_CHANGES=0 (no owner changes), BENCH_MIX_SEEN_ONLY=1 (only pages the earlier day asked for, so no first
 * views), BENCH_MIX_BAG=0 (no shopper with a bag).
 */
export const variantFromEnv = () => ({
  changes: process.env.BENCH_MIX_CHANGES !== '0',
  seenOnly: process.env.BENCH_MIX_SEEN_ONLY === '1',
  withBag: Number(process.env.BENCH_MIX_BAG ?? WITH_BAG),
});

/** The earlier day's views, then only the later views of pages the day asked for (no first views). */
function onlySeenPages(drawn) {
  const seen = new Set(drawn.slice(0, HISTORY_VIEWS).map((v) => v.page));
  return [...drawn.slice(0, HISTORY_VIEWS), ...drawn.slice(HISTORY_VIEWS).filter((v) => seen.has(v.page))];
}

/** The page views, drawn up front: shop rank, path, tagged or not, with a bag or not. */
function drawViews(count, withBag = WITH_BAG) {
  const rand = random(30);
  const rank = zipf(SHOPS, ZIPF_S, rand);
  const itemRank = zipf(100, ZIPF_S, rand);
  return Array.from({ length: count }, (_, n) => {
    const shop = generatedShopId(rank());
    const kind = rand();
    const item = itemRank();
    const path = kind < 0.4 ? '' : kind < 0.7 ? `/${categoryOf(item)}` : `/${categoryOf(item)}/${itemId(item)}`;
    const tag = rand() < TAGGED ? TAGS[n % TAGS.length](n) : null;
    return { shop, page: `${shop}${path}`, path: tag ? `${path}?${tag}` : path, bag: rand() < withBag };
  });
}

function get(url, agent, headers) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - t0,
            cache: /cache;desc="([a-z]+)"/.exec(res.headers['server-timing'] ?? '')?.[1] ?? 'none',
          }),
        );
      })
      .on('error', () => resolve({ status: 0, ms: performance.now() - t0, cache: 'error' }));
  });
}

/** An owner change in `shop`: item-1's price moves by a rupee, as the owner API makes it (the shop's version moves on). */
async function ownerChange(url, agent, shop, n) {
  const res = await call(url, agent, `/admin/api/stores/${shop}/items/${itemId(1)}`, {
    method: 'PATCH',
    body: { PRICE: 5000 + (n % 2) * 100 },
    headers: { Authorization: `Bearer dev_owner_${shop}` },
  });
  if (res.http !== 200)
    throw new Error(`owner change in ${shop} refused: ${res.http} ${JSON.stringify(res.body).slice(0, 200)}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

export async function benchTrafficMix(ctx, variant = variantFromEnv()) {
  const platform = ctx.generated;
  const url = platform.url;
  const shopsThere = platform.generation?.shops ?? 0;
  if (shopsThere < SHOPS)
    throw new Error(`the traffic mix needs ${SHOPS} generated shops, the platform has ${shopsThere} (BENCH_SHOPS)`);
  const agent = keepAlive(CONCURRENCY * 2);
  const ownerAgent = new http.Agent({ keepAlive: false });
  // the earlier day, then enough views for the run at several thousand a second; what is left over is not sent
  const drawn = drawViews(HISTORY_VIEWS + 200_000, variant.withBag);
  const views = variant.seenOnly ? onlySeenPages(drawn) : drawn;
  const bagShops = [
    ...new Set(
      views
        .filter((v) => v.bag)
        .slice(0, 2_000)
        .map((v) => v.shop),
    ),
  ];
  const bags = new Map();
  for (const shop of bagShops) bags.set(shop, (await bagCookieWith(url, agent, shop, itemId(41))).browserCookie);
  const counts = new Map();
  for (const v of views) counts.set(v.shop, (counts.get(v.shop) ?? 0) + 1);
  const busiest = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, BUSIEST_CHANGED)
    .map(([shop]) => shop);

  // the anonymous cached home alone, before and after the mix (the better of the two)
  const home = `${url}/${generatedShopId(1)}`;
  const alone = [];
  alone.push(await measure(home, { seconds: 5, concurrency: CONCURRENCY }));

  const send = async (v, record) => {
    const headers = v.bag && bags.has(v.shop) ? { Cookie: bags.get(v.shop) } : {};
    record(await get(`${url}/${v.shop}${v.path}`, agent, headers));
  };
  const history = [
    ...new Map(
      views.slice(0, HISTORY_VIEWS).map((v) => [v.page, { ...v, path: v.path.split('?')[0], bag: false }]),
    ).values(),
  ];
  const warmStarted = Date.now();
  let next = 0;
  await profiled('mix-history', () =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < history.length) await send(history[next++], () => {});
      }),
    ),
  );
  const warmSeconds = (Date.now() - warmStarted) / 1000;
  const warmed = HISTORY_VIEWS;
  let sent = warmed;

  const ticks0 = clockTicks(platform);
  const outcomes = new Map();
  const latencies = [];
  const latencyBy = new Map();
  let errors = 0;
  let changes = 0;
  const until = Date.now() + SECONDS * 1000;
  // each busy shop changes every 10 s, the ten of them spread over those 10 s
  // a page answered stale is rendered once behind its first stale answer after each change of its shop
  const changesOf = new Map();
  const renderedBehind = new Set();
  const timers = (variant.changes ? busiest : []).map((shop, i) =>
    setTimeout(
      function change() {
        if (Date.now() >= until) return;
        ownerChange(url, ownerAgent, shop, changes++).then(
          () => changesOf.set(shop, (changesOf.get(shop) ?? 0) + 1),
          (err) => {
            errors++;
            console.warn(err.message);
          },
        );
        timers[i] = setTimeout(change, CHANGE_EVERY_MS);
      },
      (i * CHANGE_EVERY_MS) / BUSIEST_CHANGED,
    ),
  );
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < until && sent < views.length) {
      const v = views[sent++];
      await send(v, (r) => {
        if (r.status !== 200) errors++;
        if (r.cache === 'stale') renderedBehind.add(`${v.page}#${changesOf.get(v.shop) ?? 0}`);
        outcomes.set(r.cache, (outcomes.get(r.cache) ?? 0) + 1);
        latencies.push(r.ms);
        if (!latencyBy.has(r.cache)) latencyBy.set(r.cache, []);
        latencyBy.get(r.cache).push(r.ms);
      });
    }
  };
  await profiled('mix', () => Promise.all(Array.from({ length: CONCURRENCY }, worker)));
  const elapsed = (Date.now() - started) / 1000;
  timers.forEach(clearTimeout);
  const cpuMs = ((clockTicks(platform) - ticks0) / CLK_TCK) * 1000;
  alone.push(await measure(home, { seconds: 5, concurrency: CONCURRENCY }));
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const views_ = latencies.length;
  const rps = views_ / elapsed;
  const aloneRps = Math.max(...alone.map((r) => r.rps));
  // a view rendered when the cache did not answer it: a miss, or no cache at all (a personal page)
  const rendered = (outcomes.get('miss') ?? 0) + (outcomes.get('none') ?? 0);
  const distinctShops = new Set(views.slice(warmed, sent).map((v) => v.shop)).size;
  // the floor of the render share: a page's first view since the platform started can only be rendered
  const seen = new Set(views.slice(0, warmed).map((v) => v.page));
  let firstViews = 0;
  for (const v of views.slice(warmed, sent))
    if (!seen.has(v.page)) {
      firstViews++;
      seen.add(v.page);
    }
  const switchedOff = [
    !variant.changes && 'no owner changes',
    variant.seenOnly && 'no first views',
    variant.withBag !== WITH_BAG && `${variant.withBag * 100}% with a bag`,
  ].filter(Boolean);
  if (switchedOff.length)
    console.log(`\nA VARIANT of the mix, for diagnosis, not the budgets: ${switchedOff.join(', ')}`);
  console.log(
    `\nTraffic mix on the generated platform (${shopsThere} shops): ${views_} page views of ${distinctShops} of the ${SHOPS} shops (Zipf s=${ZIPF_S}), ${Math.round(TAGGED * 100)}% tagged, ${Math.round(variant.withBag * 100)}% with a bag, ${changes} owner changes in the ${BUSIEST_CHANGED} busiest shops; ${CONCURRENCY} at a time for ${elapsed.toFixed(0)} s, after the ${history.length} pages that ${warmed} earlier views of the same mix asked for were visited once (${warmSeconds.toFixed(0)} s, unmeasured)`,
  );
  console.table([
    {
      name: 'traffic mix',
      rps: Math.round(rps),
      p50: Number(percentile(latencies, 0.5).toFixed(1)),
      p99: Number(percentile(latencies, 0.99).toFixed(1)),
      'CPU ms / request (workerd)': Number((cpuMs / views_).toFixed(2)),
      errors,
    },
    {
      name: 'anonymous cached home alone (better of 2)',
      rps: Math.round(aloneRps),
      p50: Number(Math.min(...alone.map((r) => r.p50)).toFixed(1)),
      p99: Number(Math.min(...alone.map((r) => r.p99)).toFixed(1)),
    },
  ]);
  console.log(
    'cache outcomes (Server-Timing):',
    Object.fromEntries([...outcomes.entries()].sort((a, b) => b[1] - a[1])),
  );
  console.table(
    [...latencyBy.entries()].map(([cache, ms]) => {
      ms.sort((a, b) => a - b);
      return {
        cache,
        views: ms.length,
        p50: Number(percentile(ms, 0.5).toFixed(1)),
        p90: Number(percentile(ms, 0.9).toFixed(1)),
        'ms in all': Math.round(ms.reduce((a, b) => a + b, 0)),
      };
    }),
  );
  const rows = [
    { budget: 'traffic mix rps / anonymous cached home alone rps', value: rps / aloneRps, min: 0.6 },
    { budget: 'traffic mix: share of page views rendered (%)', value: (rendered / views_) * 100, max: 5 },
    {
      budget:
        "traffic mix: share of page views that were their page's first since the start (%, the floor of the rendered share; for information)",
      value: (firstViews / views_) * 100,
    },
    {
      budget:
        'traffic mix: renders behind stale answers, per 100 page views (no view waits for them; their CPU is in the CPU per view; for information)',
      value: (renderedBehind.size / views_) * 100,
    },
    { budget: 'traffic mix: p50 latency ms (for information)', value: percentile(latencies, 0.5) },
    { budget: 'traffic mix: p99 latency ms (for information)', value: percentile(latencies, 0.99) },
    { budget: 'traffic mix: workerd CPU ms per page view (for information)', value: cpuMs / views_ },
    { budget: 'traffic mix: errors (non-200 replies, refused owner changes)', value: errors, max: 0 },
  ];
  // a variant is a diagnosis: its figures are shown, never held against the budgets
  return switchedOff.length
    ? rows.map(({ budget, value }) => ({ budget: `VARIANT (${switchedOff.join(', ')}): ${budget}`, value }))
    : rows;
}
