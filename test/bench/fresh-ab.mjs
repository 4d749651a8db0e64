// `BASE=<commit> node test/bench/fresh-ab.mjs`: fresh renders (home, category, item of dilli-kirana, a shopper
// with a bag of 1 reloading) of an earlier commit's Worker against this tree's, in one run, beside the bare Worker.
// Two Miniflare Workers on copies of one seeded demo platform; slices alternate between them (which goes first
// alternates too), so other work on the shared machine falls on both alike. Prints requests/s, the ratios to the
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
execSync(`git archive ${BASE} src client wrangler.toml tsconfig.json package.json | tar -x -C ${VARIANT}`, {
  cwd: root,
});
mkdirSync(`${VARIANT}/static/assets`, { recursive: true });
cpSync(`${root}/static/assets/manifest.json`, `${VARIANT}/static/assets/manifest.json`);
symlinkSync(`${root}/node_modules`, `${VARIANT}/node_modules`);
const SHOP = 'dilli-kirana';
const PAGES = { home: `/${SHOP}`, category: `/${SHOP}/rice`, item: `/${SHOP}/rice/parmal-sela` };
const seeded = await startDemoPlatform();
let cookie;
try {
  const agent = keepAlive();
  ({ cookie } = await bagCookieWith(seeded.url, agent, SHOP, { ID: 'toned-milk', variantKey: '1l' }));
  agent.destroy();
} finally {
  await seeded.stop();
}
const STATE = { base: `${root}/.wrangler/ab-base`, now: `${root}/.wrangler/ab-now` };
for (const dir of Object.values(STATE)) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(seeded.dir, dir, { recursive: true });
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
const headers = { Cookie: cookie, 'Cache-Control': 'no-cache' };
const ROUNDS = Number(process.env.ROUNDS ?? 3),
  SLICES = 6,
  SECONDS = 3;
try {
  for (const [page, path] of Object.entries(PAGES)) {
    const [a, b] = await Promise.all(
      [workers.base, workers.now].map((w) =>
        fetch(`${w.url}${path}`, { headers }).then(async (r) => ({ status: r.status, html: await r.text() })),
      ),
    );
    console.log(
      `${page}: base ${a.status} ${a.html.length}, now ${b.status} ${b.html.length}: ${a.html === b.html ? 'same HTML' : 'DIFFERENT HTML'}`,
    );
  }
  for (const w of [workers.base, workers.now])
    for (const path of Object.values(PAGES)) await measure(`${w.url}${path}`, { seconds: 1, concurrency: 8, headers });
  const acc = {};
  const take = async (who, page) => {
    const w = workers[who];
    const url = who === 'bare' ? w.url : `${w.url}${PAGES[page]}`;
    const t0 = clockTicks(w);
    const r = await measure(url, { seconds: SECONDS / SLICES, concurrency: 8, headers: who === 'bare' ? {} : headers });
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
