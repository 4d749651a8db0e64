// Start-up (#40 item 1): what a new isolate pays before its first request, and what its first page costs.
// - Start-up CPU, the way `wrangler check startup` takes it: a probe Worker imports the bundled Worker's main
//   module inside one request while the V8 profiler runs; the CPU is the profile's samples that are not idle
//   (compile, top-level code, garbage collection). Ours and a bare Hono Worker (bundled by the same esbuild) are
//   profiled alternately, several times each, in the same run: the median of each is reported.
// - The upload: gzip of every module wrangler would upload, as `wrangler deploy` sums it ("Total Upload").
// - The cold path: a new workerd process (a new isolate, the shop's object not yet running) answers a shop's home
//   page (rendered afresh: `Cache-Control: no-cache`), against the median of warm fresh renders of the same page
//   right after in the same process.
// Runs on its own (`node test/bench/startup.mjs`) or as the "startup" section of `npm run bench`.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import WebSocket from 'ws';
import { bundleWorker, startBenchWorker } from './miniflare-worker.mjs';
import { createGroceryShop } from './shop-api.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const toml = readFileSync(`${root}/wrangler.toml`, 'utf8');
const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)[1];
const COMPATIBILITY_FLAGS = JSON.parse(/^compatibility_flags\s*=\s*(\[[^\]]*\])/m.exec(toml)[1]);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const COLD_RUNS = 3;
const WARM_RENDERS = 15;
const COLD_DIR = `${root}/.wrangler/bench-startup`;
const COLD_SHOP = 'bench-cold';

export const BUDGETS = { startupCpuMs: 60, uploadGzipKiB: 1024, coldOverWarm: 2 };

/** The modules wrangler uploads for the bundle in `outdir`: the main module and what its rules ship beside it. */
function uploadedModules(outdir) {
  return readdirSync(outdir)
    .filter((f) => !f.endsWith('.map') && f !== 'README.md')
    .map((f) => ({ type: f.endsWith('.js') ? 'ESModule' : 'Data', path: f, contents: readFileSync(`${outdir}/${f}`) }));
}

/** wrangler's own sum: one gzip over all the modules' bytes. */
const gzipKiB = (modules) => gzipSync(Buffer.concat(modules.map((m) => m.contents))).byteLength / 1024;

async function bareHonoModules() {
  const out = await build({
    stdin: { contents: "import { Hono } from 'hono';\nconst app = new Hono();\napp.get('/', (c) => c.text('ok'));\nexport default app;\n", resolveDir: root, loader: 'js' },
    bundle: true, format: 'esm', platform: 'neutral', conditions: ['workerd', 'worker', 'browser'], mainFields: ['module', 'main'], write: false, logLevel: 'error',
  });
  return [{ type: 'ESModule', path: 'index.js', contents: Buffer.from(out.outputFiles[0].contents) }];
}

/** One isolate: the probe imports `index.js` in a request under the profiler; resolves with the non-idle CPU (ms). */
export async function startupCpuMs(modules) {
  const mf = new Miniflare({
    name: 'profiler', compatibilityDate: COMPATIBILITY_DATE, compatibilityFlags: COMPATIBILITY_FLAGS, modulesRoot: '/', inspectorPort: 0,
    modules: [{ type: 'ESModule', path: 'startup-probe.mjs', contents: "export default { async fetch() { await import('./index.js'); return new Response('ok'); } };" }, ...modules],
  });
  try {
    await mf.ready;
    const ws = new WebSocket(new URL('/core:user:profiler', (await mf.getInspectorURL()).href));
    await new Promise((ok, fail) => { ws.once('open', ok); ws.once('error', fail); });
    const replies = new Map();
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      replies.get(msg.id)?.(msg);
    });
    let id = 0;
    const send = (method, params = {}) => new Promise((ok) => { replies.set(++id, ok); ws.send(JSON.stringify({ id, method, params })); });
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 200 });
    await send('Profiler.start');
    const res = await mf.dispatchFetch('http://startup.probe/');
    if ((await res.text()) !== 'ok') throw new Error(`the start-up probe answered ${res.status}`);
    const { result } = await send('Profiler.stop');
    ws.close();
    const idle = new Set(result.profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let us = 0;
    result.profile.samples.forEach((node, i) => { if (!idle.has(node)) us += result.profile.timeDeltas[i] ?? 0; });
    return us / 1000;
  } finally {
    await mf.dispose().catch(() => {});
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timedGet(url) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
  const body = await res.text();
  if (res.status !== 200 || !body.includes('</html>')) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

/** A new process for each cold run (new isolate, cold object), then warm fresh renders of the same page in it. */
async function coldPath() {
  rmSync(COLD_DIR, { recursive: true, force: true });
  const seeding = await startBenchWorker({ persistTo: COLD_DIR, label: 'startup seed' });
  try {
    await createGroceryShop(seeding.url, COLD_SHOP, 'Bench Cold', 100);
  } finally {
    await seeding.stop();
  }
  const runs = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    // startBenchWorker asks /healthz (no shop, no page) to know the runtime is up: the shop and its page are still cold
    const worker = await startBenchWorker({ persistTo: COLD_DIR, label: 'startup cold' });
    try {
      const page = `${worker.url}/${COLD_SHOP}`;
      const first = await timedGet(page);
      const warm = [];
      for (let i = 0; i < WARM_RENDERS; i++) warm.push(await timedGet(page));
      runs.push({ first, warm: median(warm.slice(5)) });
    } finally {
      await worker.stop();
    }
  }
  return runs;
}

export async function benchStartup() {
  const outdir = bundleWorker().replace(/\/index\.js$/, '');
  const ours = uploadedModules(outdir);
  const bare = await bareHonoModules();
  const cpu = { ours: [], bare: [] };
  for (let run = 0; run < RUNS; run++) {
    cpu.bare.push(await startupCpuMs(bare));
    cpu.ours.push(await startupCpuMs(ours));
  }
  const cold = await coldPath();
  const ratio = median(cold.map((r) => r.first / r.warm));
  console.log('\nStart-up: CPU before the first request (ms, V8 profile, non-idle samples), upload, cold path');
  console.table([
    { what: 'storefront Worker, start-up CPU ms', runs: cpu.ours.map((v) => Number(v.toFixed(1))).join(' '), median: Number(median(cpu.ours).toFixed(1)) },
    { what: 'bare Hono Worker, start-up CPU ms', runs: cpu.bare.map((v) => Number(v.toFixed(1))).join(' '), median: Number(median(cpu.bare).toFixed(1)) },
    ...cold.map((r, i) => ({ what: `cold run ${i + 1}: first home ms / warm fresh home ms`, runs: `${r.first.toFixed(1)} / ${r.warm.toFixed(1)}`, median: Number((r.first / r.warm).toFixed(2)) })),
  ]);
  return [
    { budget: 'start-up CPU of the storefront Worker, ms (V8 profile of its import, median)', value: median(cpu.ours), max: BUDGETS.startupCpuMs },
    { budget: 'start-up CPU of a bare Hono Worker, same method and run, ms (for information)', value: median(cpu.bare) },
    { budget: 'upload, gzip KiB (all modules, as wrangler sums them)', value: gzipKiB(ours), max: BUDGETS.uploadGzipKiB },
    { budget: 'cold path: a new isolate\'s first fresh home of a cold shop / warm fresh home (median of 3)', value: ratio, max: BUDGETS.coldOverWarm },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchStartup();
  for (const r of rows) console.log(`${r.max === undefined ? 'INFO' : r.value <= r.max ? 'PASS' : 'FAIL'}  ${r.budget}: ${Number(r.value.toFixed(3))}${r.max === undefined ? '' : ` (<= ${r.max})`}`);
}
