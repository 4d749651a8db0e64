// A shop a year old (issue #38): 36,500 orders over 365 days, 5,000 customers, 20,000 ledger entries, 500 items, 200
// coupons (year-shop.mjs), on a Worker of its own in Miniflare made afresh each run. Every figure is a ratio to the
// same shop's fresh category page measured in the same run, or a time inside the run, with its budget:
// - the console inbox's first, middle and last pages, with and without a status tab, against the category page
//   (requests per second, measured alternately);
// - finding an order by the shopper's phone number through the owner API (GET .../orders?q=<mobile>), whose time
//   holds the shop object's part and more; the object's own query time is printed beside it;
// - the GSTR-1 CSV of a busy month (3,035 orders) and of the quiet first month (300), the orders CSV of the same
//   months, and the data download of a shopper with 730 orders and of one with 8: the Worker's memory growth while
//   each streams (the busy one against the quiet one: flat) and its first bytes against the category page's;
// - deleting (archiving) an item 1,000 orders name against changing an item's price, both one owner API request.
import http from 'node:http';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchWorker } from './miniflare-worker.mjs';
import { alternately } from './interleave.mjs';
import { measure, row } from './load.mjs';
import { bagCookieWith, call, keepAlive, signIn } from './shopper.mjs';
import { memoryWatcher } from './heap.mjs';
import { cpuProfileOf } from './profile.mjs';
import { freePort } from '../../scripts/lib/dev-server.mjs';
import {
  HEAVY,
  LIGHT,
  makeYearShop,
  mobileOf,
  MONTHS,
  NAMED_ITEM,
  PRICED_ITEM,
  SIZES,
  uidOf,
  YEAR_SHOP as SHOP,
} from './year-shop.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIR = `${root}/.wrangler/bench-year`;
const OWNER = { Authorization: `Bearer dev_owner_${SHOP}` };
const CATEGORY = `/${SHOP}/atta-rice-dal`;
const INBOX_PAGE = 25; // src/pages/console/routes.tsx
const TABS = { all: null, delivered: ['DELIVERED'], cancelled: ['CANCELLED', 'REJECTED', 'RETURNED'] };
const cursorOf = (key) => Buffer.from(JSON.stringify(key)).toString('base64url');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const MB = 1024 * 1024;

/** The inbox's first, middle and last page of each tab: cursors made from the rows themselves, as the inbox writes them. */
async function inboxPages(object) {
  const pages = {};
  for (const [tab, statuses] of Object.entries(TABS)) {
    const where = statuses ? `WHERE status IN (${statuses.map((s) => `'${s}'`).join(', ')})` : '';
    const keyAt = async (offset) => {
      const [r] = await object.rows(
        `SELECT created_at, id FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
        offset,
      );
      return cursorOf([r.created_at, r.id]);
    };
    const [{ n }] = await object.rows(`SELECT COUNT(*) AS n FROM orders ${where}`);
    const query = (cursor) =>
      `/admin/${SHOP}?${new URLSearchParams({ ...(statuses ? { tab } : {}), ...(cursor ? { cursor } : {}) })}`;
    pages[`${tab} (${n}), first`] = query(null);
    pages[`${tab} (${n}), middle`] = query(await keyAt(Math.floor(n / 2) - 1));
    pages[`${tab} (${n}), last`] = query(await keyAt(n - INBOX_PAGE - 1));
  }
  return pages;
}

/** One GET, read to its end: the time to its first body bytes and to its end, its status and size. */
function download(url, headers) {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    let first = NaN,
      bytes = 0;
    http
      .get(url, { headers: { ...headers, connection: 'close' } }, (res) => {
        res.on('data', (chunk) => {
          if (!bytes) first = performance.now() - t0;
          bytes += chunk.length;
        });
        res.on('end', () => done({ status: res.statusCode, ttfb: first, ms: performance.now() - t0, bytes }));
        res.on('error', fail);
      })
      .on('error', fail);
  });
}

async function inboxFigures(worker, bagCookie, pages) {
  const consoleCookie = { Cookie: `owner_${SHOP}=dev_owner_${SHOP}` };
  for (const [name, path] of Object.entries(pages)) {
    const res = await fetch(`${worker.url}${path}`, { headers: consoleCookie });
    const cards = ((await res.text()).match(/data-testid="inbox-order"/g) ?? []).length;
    if (res.status !== 200 || cards !== INBOX_PAGE)
      throw new Error(`inbox ${name} answered ${res.status} with ${cards} orders, not ${INBOX_PAGE}`);
  }
  const targets = ['category', ...Object.keys(pages)];
  const fresh = { Cookie: bagCookie, 'Cache-Control': 'no-cache' };
  const results = await alternately(
    targets,
    (t, seconds) =>
      t === 'category'
        ? measure(`${worker.url}${CATEGORY}`, { seconds, concurrency: 4, headers: fresh })
        : measure(`${worker.url}${pages[t]}`, { seconds, concurrency: 4, headers: consoleCookie }),
    { rounds: 2, slices: 4, seconds: 2 },
  );
  const [category, ...inbox] = results;
  console.log(`\nA year-old shop (${SHOP}): console inbox pages against its fresh category page, alternately, c4`);
  console.table([
    row('category page, fresh', category),
    ...inbox.map((r, i) =>
      row(`inbox ${targets[i + 1]}`, r, { 'time / category': Number((category.rps / r.rps).toFixed(2)) }),
    ),
  ]);
  const worst = Math.max(...inbox.map((r) => category.rps / r.rps));
  return {
    rows: [
      {
        budget:
          'year-old shop: slowest console inbox page (first, middle, last; all, delivered, cancelled) / fresh category page, time per request',
        value: worst,
        max: 1.5,
      },
      {
        budget: 'year-old shop: errors during the inbox comparison',
        value: results.reduce((n, r) => n + r.errors, 0),
        max: 0,
      },
    ],
  };
}

async function phoneFigures(worker, object) {
  const phones = Array.from({ length: 100 }, (_, k) =>
    mobileOf(k === 0 ? HEAVY : 1 + ((k * 37) % (SIZES.customers - 1))),
  );
  const check = await fetch(`${worker.url}/admin/api/stores/${SHOP}/orders?q=${phones[1]}`, { headers: OWNER });
  const found = (await check.json()).orders?.length ?? 0;
  if (check.status !== 200 || found === 0)
    throw new Error(`finding orders by phone answered ${check.status} with ${found} orders`);
  const api = await measure((n) => `${worker.url}/admin/api/stores/${SHOP}/orders?q=${phones[n % phones.length]}`, {
    seconds: 5,
    concurrency: 1,
    headers: OWNER,
  });
  // the object's own statement (data/orders.ts pageShopOrders with a phone), timed from Node: its RPC round trip included
  const inObject = [];
  for (let k = 0; k < 200; k++) {
    const t0 = performance.now();
    await object.rows(
      `SELECT * FROM orders WHERE json_extract(address, '$.PHONE') = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
      phones[k % phones.length],
      51,
    );
    inObject.push(performance.now() - t0);
  }
  const plan = await object.rows(
    `EXPLAIN QUERY PLAN SELECT * FROM orders WHERE json_extract(address, '$.PHONE') = ? ORDER BY created_at DESC, id DESC LIMIT 51`,
    phones[1],
  );
  console.log(
    `\nFinding orders by phone (${found} orders on the first page for one shopper): owner API p50 ${api.p50.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms; the statement through Miniflare's proxy p95 ${p95(inObject).toFixed(1)} ms; plan: ${plan.map((r) => r.detail).join('; ')}`,
  );
  return [
    {
      budget:
        "year-old shop: find orders by phone, owner API GET .../orders?q=<mobile> p95 (ms, c1; the shop object's part is within it)",
      value: api.p95,
      max: 25,
    },
    {
      budget: "year-old shop: the phone statement timed from Node through Miniflare's proxy, p95 (ms, for information)",
      value: p95(inObject),
    },
    { budget: 'year-old shop: errors finding orders by phone', value: api.errors + api.non2xx, max: 0 },
  ];
}

/** The streamed files: heap growth and first bytes, each file several times between category pages. */
async function fileFigures(worker, bagCookie, heap) {
  const agent = keepAlive(2);
  const shopper = async (c) => ({ Cookie: await signIn(worker.url, agent, SHOP, uidOf(c), c), storeID: SHOP });
  const files = {
    [`GSTR-1 ${MONTHS.busy}`]: {
      path: `/admin/api/stores/${SHOP}/reports/gstr1.csv?month=${MONTHS.busy}`,
      headers: OWNER,
    },
    [`GSTR-1 ${MONTHS.quiet}`]: {
      path: `/admin/api/stores/${SHOP}/reports/gstr1.csv?month=${MONTHS.quiet}`,
      headers: OWNER,
    },
    [`orders CSV ${MONTHS.busy}`]: {
      path: `/admin/api/stores/${SHOP}/reports/orders.csv?from=${MONTHS.busy}-01&to=${MONTHS.busy}-28`,
      headers: OWNER,
    },
    [`orders CSV ${MONTHS.quiet}`]: {
      path: `/admin/api/stores/${SHOP}/reports/orders.csv?from=${MONTHS.quiet}-01&to=${MONTHS.quiet}-31`,
      headers: OWNER,
    },
    'data download, 730 orders': { path: '/api/v2/account/data', headers: await shopper(HEAVY) },
    'data download, 8 orders': { path: '/api/v2/account/data', headers: await shopper(LIGHT) },
  };
  agent.destroy();
  // the first GSTR-1 of a month numbers its documents (a write): timed once, then every later one reads them
  const firstRun = {};
  for (const [name, f] of Object.entries(files)) {
    const r = await download(`${worker.url}${f.path}`, f.headers);
    if (r.status !== 200 || r.bytes < 100) throw new Error(`${name} answered ${r.status} with ${r.bytes} bytes`);
    firstRun[name] = r;
  }
  const seen = Object.fromEntries(
    ['category', ...Object.keys(files)].map((k) => [k, { ttfb: [], ms: [], growth: [], bytes: 0 }]),
  );
  const fresh = { Cookie: bagCookie, 'Cache-Control': 'no-cache' };
  for (let round = 0; round < 5; round++) {
    for (const [name, f] of [['category', { path: CATEGORY, headers: fresh }], ...Object.entries(files)]) {
      const { result, growth } = await heap.during(() => download(`${worker.url}${f.path}`, f.headers));
      if (result.status !== 200) throw new Error(`${name} answered ${result.status}`);
      Object.assign(seen[name], { bytes: result.bytes });
      seen[name].ttfb.push(result.ttfb);
      seen[name].ms.push(result.ms);
      seen[name].growth.push(growth);
    }
  }
  const fig = (name) => ({
    ttfb: median(seen[name].ttfb),
    ms: median(seen[name].ms),
    growth: median(seen[name].growth),
    peak: Math.max(...seen[name].growth),
    bytes: seen[name].bytes,
  });
  const category = fig('category');
  console.log(
    `\nStreamed files of the year-old shop, ${seen.category.ttfb.length} each between fresh category pages (memory: workerd's peak resident growth during the request; medians)`,
  );
  console.table(
    Object.keys(seen).map((name) => {
      const f = fig(name);
      return {
        name,
        KB: Math.round(f.bytes / 1024),
        'first bytes ms': Number(f.ttfb.toFixed(1)),
        'first bytes / category': Number((f.ttfb / category.ttfb).toFixed(2)),
        'whole ms': Number(f.ms.toFixed(1)),
        'memory growth MB': Number((f.growth / MB).toFixed(2)),
        'memory growth, largest MB': Number((f.peak / MB).toFixed(2)),
        'first run ms': firstRun[name] ? Number(firstRun[name].ms.toFixed(0)) : '',
      };
    }),
  );
  const pairs = [
    ['GSTR-1', `GSTR-1 ${MONTHS.busy}`, `GSTR-1 ${MONTHS.quiet}`, '3,035 vs 300 orders'],
    ['orders CSV', `orders CSV ${MONTHS.busy}`, `orders CSV ${MONTHS.quiet}`, '3,035 vs 300 orders'],
    ['data download', 'data download, 730 orders', 'data download, 8 orders', '730 vs 8 orders'],
  ];
  const rows = [];
  for (const [what, big, small, sizes] of pairs) {
    rows.push(
      {
        budget: `year-old shop: ${what} Worker memory growth while streaming, ${sizes} (MB, median; for information)`,
        value: fig(big).growth / MB,
      },
      {
        budget: `year-old shop: ${what} Worker memory growth, ${sizes}: big / small (flat)`,
        value: fig(big).growth / Math.max(fig(small).growth, 256 * 1024),
        max: 2,
      },
      {
        budget: `year-old shop: ${what} first bytes (${big}) / fresh category page's`,
        value: fig(big).ttfb / category.ttfb,
        max: 1.5,
      },
    );
  }
  rows.push({
    budget: `year-old shop: first GSTR-1 of ${MONTHS.busy} (numbers its 2,700-odd invoices), whole file (ms, for information)`,
    value: firstRun[`GSTR-1 ${MONTHS.busy}`].ms,
  });
  return rows;
}

/** Archiving an item 1,000 orders name against a price change: one request each, alternately, the item restored between. */
async function removalFigures(worker) {
  const agent = keepAlive(1);
  const owner = (method, path, body) =>
    call(worker.url, agent, `/admin/api/stores/${SHOP}${path}`, { method, body, headers: OWNER });
  const price = [],
    archive = [];
  for (let k = 0; k < 15; k++) {
    const p = await owner('PATCH', `/items/${PRICED_ITEM}`, { PRICE: 6100 + (k % 2) * 100 });
    const d = await owner('DELETE', `/items/${NAMED_ITEM}`);
    if (p.http !== 200 || d.http !== 200 || d.body.removed !== 'archived')
      throw new Error(`price change ${p.http}, delete ${d.http} ${JSON.stringify(d.body).slice(0, 200)}`);
    const back = await owner('POST', `/items/${NAMED_ITEM}/restore`);
    if (back.http !== 200) throw new Error(`restore answered ${back.http}`);
    if (k < 2) continue; // warm-up
    price.push(p.ms);
    archive.push(d.ms);
  }
  agent.destroy();
  console.log(
    `\nDeleting ${NAMED_ITEM} (named by 1,000 orders: archived) p50 ${median(archive).toFixed(1)} ms; a price change p50 ${median(price).toFixed(1)} ms`,
  );
  return [
    {
      budget: 'year-old shop: delete (archive) an item 1,000 orders name, one request / a price change, p50',
      value: median(archive) / median(price),
      max: 1.5,
    },
  ];
}

/**
 * BENCH_PROFILE=year-inbox or year-category: instead of the figures, a workerd CPU profile of 200 requests of the
 * inbox's middle page (all orders) or of the fresh category page (.wrangler/<name>.cpuprofile, see profile.mjs).
 */
const PROFILE_TARGET = /^year-(inbox|category)$/.exec(process.env.BENCH_PROFILE ?? '')?.[1];

async function profileOne(worker, inspectorPort, bagCookie, pages) {
  const [url, headers] =
    PROFILE_TARGET === 'inbox'
      ? [
          `${worker.url}${Object.entries(pages).find(([k]) => k.startsWith('all') && k.endsWith('middle'))[1]}`,
          { Cookie: `owner_${SHOP}=dev_owner_${SHOP}` },
        ]
      : [`${worker.url}${CATEGORY}`, { Cookie: bagCookie, 'Cache-Control': 'no-cache' }];
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).text();
  await cpuProfileOf(inspectorPort, `year-${PROFILE_TARGET}`, async () => {
    for (let i = 0; i < 200; i++) await (await fetch(url, { headers })).text();
  });
}

export async function benchYear() {
  rmSync(DIR, { recursive: true, force: true });
  const inspectorPort = PROFILE_TARGET ? await freePort() : undefined;
  const worker = await startBenchWorker({ persistTo: DIR, label: 'year-old shop', inspectorPort });
  try {
    const made = await makeYearShop(worker);
    console.log(
      `\nyear-old shop: ${made.orders} orders (${made.lines} lines), ${made.customers} customers, ${made.ledger} ledger entries, ${made.items} items, ${made.coupons} coupons made in ${made.seconds.toFixed(1)} s`,
    );
    const agent = keepAlive(2);
    const { cookie: bagCookie } = await bagCookieWith(worker.url, agent, SHOP, PRICED_ITEM);
    agent.destroy();
    if (PROFILE_TARGET) {
      await profileOne(worker, inspectorPort, bagCookie, await inboxPages(made.object));
      return [];
    }
    const heap = memoryWatcher(worker);
    const rows = [{ budget: 'year-old shop: made in (s; under a minute)', value: made.seconds, max: 60 }];
    rows.push(...(await inboxFigures(worker, bagCookie, await inboxPages(made.object))).rows);
    rows.push(...(await phoneFigures(worker, made.object)));
    rows.push(...(await fileFigures(worker, bagCookie, heap)));
    rows.push(...(await removalFigures(worker)));
    return rows;
  } finally {
    await worker.stop();
  }
}
