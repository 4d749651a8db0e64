// `BASE=<commit> node test/bench/fresh-ab.mjs`: fresh renders (home, category, item of dilli-kirana, a shopper
// with a bag of 1 reloading) of an earlier commit's Worker against this tree's, in one run, beside the bare Worker.
// Two Miniflare Workers, each on a demo platform seeded by its own tree (the earlier commit's Worker, D1 migrations
// and seed from its `git archive`, so a commit before a schema change reads state of its own schema); slices
// alternate between them (which goes first alternates too), so other work on the shared machine falls on both alike. Prints requests/s, the ratios to the
// bare Worker, and the workerd CPU ms per request (read from /proc around each slice), which a loaded machine
// skews far less than requests/s. It first checks that both answer the same HTML. Run `npm run build` first (both
// Workers use this tree's client build).
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { startBenchWorker, startBareWorker } from './miniflare-worker.mjs';
import { startDemoPlatform } from './platforms.mjs';
import { measure, merged } from './load.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';
import { clockTicks, CLK_TCK } from './cpu.mjs';
const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const BASE = process.env.BASE;
if (!BASE || !/^[\w./~^-]+$/.test(BASE)) throw new Error('BASE=<commit> names the earlier Worker to compare with');
const VARIANT = `${root}/.wrangler/ab-base-tree`;
rmSync(VARIANT, { recursive: true, force: true });
mkdirSync(VARIANT, { recursive: true });
execSync(
  `git archive ${BASE} src client seed scripts migrations wrangler.toml tsconfig.json package.json | tar -x -C ${VARIANT}`,
  { cwd: root },
);
mkdirSync(`${VARIANT}/static/assets`, { recursive: true });
cpSync(`${root}/static/assets/manifest.json`, `${VARIANT}/static/assets/manifest.json`);
symlinkSync(`${root}/node_modules`, `${VARIANT}/node_modules`);
const SHOP = 'dilli-kirana';
const PAGES = { home: `/${SHOP}`, category: `/${SHOP}/rice`, item: `/${SHOP}/rice/parmal-sela` };
const STATE = { base: `${root}/.wrangler/ab-base`, now: `${root}/.wrangler/ab-now` };
const TREE = { base: VARIANT, now: root };
/** Each platform seeded by its own tree, and a shopper with a bag of 1 on it; the seeding Worker then stops. */
const cookies = {};
for (const who of ['base', 'now']) {
  const seeded = await startDemoPlatform({ tree: TREE[who], dir: STATE[who], label: `${who} platform` });
  try {
    const agent = keepAlive();
    ({ cookie: cookies[who] } = await bagCookieWith(seeded.url, agent, SHOP, { ID: 'toned-milk', variantKey: '1l' }));
    agent.destroy();
  } finally {
    await seeded.stop();
  }
}
const workers = {
  base: await startBenchWorker({
    persistTo: STATE.base,
    label: 'base',
    bundle: { from: VARIANT, outdir: `${VARIANT}/.bundle` },
  }),
  now: await startBenchWorker({ persistTo: STATE.now, label: 'now' }),
  bare: await startBareWorker(),
};
const headersOf = (who) => (who === 'bare' ? {} : { Cookie: cookies[who], 'Cache-Control': 'no-cache' });
/**
 * What two pages do not share, as pieces (tags and attributes) each has more of than the other: a commit's own
 * change to the markup shows here by name (an attribute added, a text changed), so it can be told from a fault.
 */
function differences(a, b) {
  const count = (html) => {
    const n = new Map();
    for (const piece of html.split(/(?=[<\s])|(?<=>)/)) n.set(piece, (n.get(piece) ?? 0) + 1);
    return n;
  };
  const [ca, cb] = [count(a), count(b)];
  const only = (x, y) => [...x].filter(([piece, n]) => n > (y.get(piece) ?? 0)).map(([piece]) => piece.trim());
  return `only in base: ${JSON.stringify(only(ca, cb).slice(0, 12))}; only in now: ${JSON.stringify(only(cb, ca).slice(0, 12))}`;
}
const ROUNDS = Number(process.env.ROUNDS ?? 3),
  SLICES = 6,
  SECONDS = 3;
try {
  for (const [page, path] of Object.entries(PAGES)) {
    const [a, b] = await Promise.all(
      ['base', 'now'].map((who) =>
        fetch(`${workers[who].url}${path}`, { headers: headersOf(who) }).then(async (r) => ({
          status: r.status,
          html: await r.text(),
        })),
      ),
    );
    const same = a.html === b.html ? 'same HTML' : `DIFFERENT HTML (${differences(a.html, b.html)})`;
    console.log(`${page}: base ${a.status} ${a.html.length}, now ${b.status} ${b.html.length}: ${same}`);
  }
  for (const who of ['base', 'now'])
    for (const path of Object.values(PAGES))
      await measure(`${workers[who].url}${path}`, { seconds: 1, concurrency: 8, headers: headersOf(who) });
  const acc = {};
  const take = async (who, page) => {
    const w = workers[who];
    const url = who === 'bare' ? w.url : `${w.url}${PAGES[page]}`;
    const t0 = clockTicks(w);
    const r = await measure(url, { seconds: SECONDS / SLICES, concurrency: 8, headers: headersOf(who) });
    const k = `${who}:${page}`;
    acc[k] ??= { ticks: 0, parts: [] };
    acc[k].ticks += clockTicks(w) - t0;
    acc[k].parts.push(r);
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of Object.keys(PAGES))
      for (let s = 0; s < SLICES; s++) {
        const order = s % 2 ? ['base', 'now', 'bare'] : ['now', 'base', 'bare'];
        for (const who of order) await take(who, page);
      }
    console.log('round', round + 1, 'load', loadavg()[0].toFixed(1));
  }
  const rows = [];
  for (const page of Object.keys(PAGES)) {
    const f = (who) => {
      const a = acc[`${who}:${page}`];
      const m = merged(a.parts);
      return { rps: m.rps, cpu: ((a.ticks / CLK_TCK) * 1000) / m.count, err: m.errors + m.non2xx };
    };
    const base = f('base'),
      now = f('now'),
      bare = f('bare');
    rows.push({
      page,
      'base rps': Math.round(base.rps),
      'now rps': Math.round(now.rps),
      'bare rps': Math.round(bare.rps),
      'base/bare': +(base.rps / bare.rps).toFixed(4),
      'now/bare': +(now.rps / bare.rps).toFixed(4),
      'now/base rps': +(now.rps / base.rps).toFixed(3),
      'base CPU ms': +base.cpu.toFixed(2),
      'now CPU ms': +now.cpu.toFixed(2),
      'bare CPU ms': +bare.cpu.toFixed(3),
      'base/now CPU': +(base.cpu / now.cpu).toFixed(3),
      errors: base.err + now.err,
    });
  }
  console.table(rows);
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
} finally {
  for (const w of Object.values(workers)) await w.stop();
}
