// `node test/bench/renderer.mjs`: the design card's renderer question (issue #26, item 6). Today's fresh render
// (src/render/stream.ts: renderToString, the shell encoded once, answered as a one-chunk stream) against
// React's streaming renderer (test/bench/renderer/hono-stream.tsx, what `@hono/react-renderer` runs with streaming on), on the same pages in one run.
// Two Miniflare Workers on copies of one seeded demo platform: today's bundle, and a bundle of a copy of the tree
// whose src/render/stream.ts takes streamPage from the other renderer. Rounds alternate short slices between the
// two renderers (which goes first alternates too), so a burst of other work on the shared machine falls on both.
// Each round gives a ratio per page (other renderer's rps / today's); the figures are the median and the spread.
import { cpSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchWorker } from './miniflare-worker.mjs';
import { startDemoPlatform } from './platforms.mjs';
import { measure, merged } from './load.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VARIANT = `${root}/.wrangler/bench-renderer-tree`;
const STATE = { today: `${root}/.wrangler/bench-renderer-today`, hono: `${root}/.wrangler/bench-renderer-hono` };
const SHOP = 'dilli-kirana';
const PAGES = { home: `/${SHOP}`, category: `/${SHOP}/rice`, item: `/${SHOP}/rice/parmal-sela` };
const ROUNDS = Number(process.env.RENDERER_ROUNDS ?? 5);
const SLICES = 8;
const SECONDS = 4; // per page, per renderer, per round
const WITHIN = 0.05;

/** A copy of the Worker's tree whose page renderer streams (React's renderToReadableStream) (the rest is today's). */
function variantTree() {
  rmSync(VARIANT, { recursive: true, force: true });
  for (const dir of ['src', 'client', 'test/bench/renderer'])
    cpSync(`${root}/${dir}`, `${VARIANT}/${dir}`, { recursive: true });
  mkdirSync(`${VARIANT}/static/assets`, { recursive: true });
  cpSync(`${root}/static/assets/manifest.json`, `${VARIANT}/static/assets/manifest.json`);
  for (const file of ['wrangler.toml', 'tsconfig.json', 'package.json'])
    cpSync(`${root}/${file}`, `${VARIANT}/${file}`);
  symlinkSync(`${root}/node_modules`, `${VARIANT}/node_modules`);
  renameSync(`${VARIANT}/src/render/stream.ts`, `${VARIANT}/src/render/stream-today.ts`);
  writeFileSync(
    `${VARIANT}/src/render/stream.ts`,
    "export type { RenderOptions } from './stream-today';\nexport { streamPage } from '../../test/bench/renderer/hono-stream';\n",
  );
  return { from: VARIANT, outdir: `${VARIANT}/.bundle` };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fixed = (x) => Number(x.toFixed(3));

execFileSync('node', ['scripts/build-client.mjs'], { cwd: root, stdio: 'inherit' });
const honoBundle = variantTree();

// One seeded platform and one bag (a shopper with a bag of 1 reloading renders afresh), copied for each Worker.
const seeded = await startDemoPlatform();
let cookie;
try {
  const agent = keepAlive();
  ({ cookie } = await bagCookieWith(seeded.url, agent, SHOP, { ID: 'toned-milk', variantKey: '1l' }));
  agent.destroy();
} finally {
  await seeded.stop();
}
for (const dir of Object.values(STATE)) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(seeded.dir, dir, { recursive: true });
}
const workers = {
  today: await startBenchWorker({ persistTo: STATE.today, label: "today's renderer" }),
  hono: await startBenchWorker({ persistTo: STATE.hono, label: 'streaming renderer', bundle: honoBundle }),
};
const headers = { Cookie: cookie, 'Cache-Control': 'no-cache' };
let failed = false;
try {
  // the same pages: both Workers answer each page with the same status and the same HTML
  for (const [page, path] of Object.entries(PAGES)) {
    const [a, b] = await Promise.all(
      Object.values(workers).map((w) =>
        fetch(`${w.url}${path}`, { headers }).then(async (r) => ({ status: r.status, html: await r.text() })),
      ),
    );
    const same = a.status === 200 && b.status === 200 && a.html === b.html;
    console.log(
      `${page}: today ${a.status} ${a.html.length} chars, streaming ${b.status} ${b.html.length} chars, ${same ? 'same HTML' : 'DIFFERENT HTML'}`,
    );
    if (!same) failed = true;
  }
  for (const w of Object.values(workers))
    for (const path of Object.values(PAGES)) await measure(`${w.url}${path}`, { seconds: 1, concurrency: 8, headers });

  const ratios = Object.fromEntries(Object.keys(PAGES).map((p) => [p, []]));
  const rps = Object.fromEntries(Object.keys(PAGES).map((p) => [p, { today: [], hono: [] }]));
  let errors = 0;
  const load = [loadavg()[0]];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [page, path] of Object.entries(PAGES)) {
      const parts = { today: [], hono: [] };
      for (let slice = 0; slice < SLICES; slice++) {
        const order = slice % 2 === round % 2 ? ['today', 'hono'] : ['hono', 'today'];
        for (const who of order)
          parts[who].push(
            await measure(`${workers[who].url}${path}`, { seconds: SECONDS / SLICES, concurrency: 8, headers }),
          );
      }
      const today = merged(parts.today);
      const hono = merged(parts.hono);
      errors += today.errors + today.non2xx + hono.errors + hono.non2xx;
      rps[page].today.push(today.rps);
      rps[page].hono.push(hono.rps);
      ratios[page].push(hono.rps / today.rps);
    }
    load.push(loadavg()[0]);
    console.log(
      `round ${round + 1}/${ROUNDS}: ${Object.keys(PAGES)
        .map((p) => `${p} ${fixed(ratios[p][round])}`)
        .join(', ')}`,
    );
  }
  console.log(
    `\nstreaming renderer / today's fresh render, rps, ${ROUNDS} alternating rounds of ${SECONDS} s a side a page`,
  );
  console.table(
    Object.keys(PAGES).map((page) => ({
      page,
      'today rps (median)': Math.round(median(rps[page].today)),
      'hono rps (median)': Math.round(median(rps[page].hono)),
      'ratio (median)': fixed(median(ratios[page])),
      'ratio min': fixed(Math.min(...ratios[page])),
      'ratio max': fixed(Math.max(...ratios[page])),
    })),
  );
  const all = Object.values(ratios).flat();
  const slower = Object.keys(PAGES).filter((page) => median(ratios[page]) < 1 - WITHIN);
  const verdict =
    slower.length === 0
      ? 'every page within 5%: adopt it'
      : `more than 5% slower on ${slower.join(', ')}: keep today's`;
  console.log(
    `all pages: median ratio ${fixed(median(all))} (spread ${fixed(Math.min(...all))} to ${fixed(Math.max(...all))}): ${verdict}`,
  );
  console.log(
    `errors or non-2xx: ${errors}; machine load average (1 min) ${load.map((l) => l.toFixed(1)).join(' -> ')} on ${cpus().length} cores`,
  );
  if (errors) failed = true;
} finally {
  for (const w of Object.values(workers)) await w.stop();
}
process.exit(failed ? 1 : 0);
