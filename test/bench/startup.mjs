// Start-up (#40 item 1): what a new isolate pays before its first request, and what its first page costs.
// - Start-up CPU, the way `wrangler check startup` takes it: a probe Worker imports the bundled Worker's main
//   module inside one request while the V8 profiler runs; the CPU is the profile's samples that are not idle
//   (compile, top-level code, garbage collection). Ours and a bare Hono Worker (bundled by the same esbuild) are
//   profiled alternately, several times each, in the same run. The budget reads the workerd process's own CPU
//   time over that request (Linux schedstat: time on a core, which load on the machine does not inflate the way
//   it does the profile's sample times); the least of the runs is reported for each. That request runs the
//   modules' top-level code; workerd compiles every uploaded module earlier, when the isolate starts (a syntax error
//   in a module nothing imports stops the start), so the process's CPU from launch until ready is reported too
//   (ours minus the bare Worker's: the compile of our upload, for information).
// - The upload: gzip of every module wrangler would upload, as `wrangler deploy` sums it ("Total Upload"); the invoice
//   PDF Worker's (workers/invoice-pdf, behind the service binding INVOICE_PDF) beside it, for information.
// - The cold path: a new workerd process (a new isolate, the shop's object not yet running) answers a shop's home
//   page (rendered afresh: `Cache-Control: no-cache`), against the median of warm fresh renders of the same page
//   right after in the same process.
// Runs on its own (`node test/bench/startup.mjs`) or as the "startup" section of `npm run bench`.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
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
export function uploadedModules(outdir) {
  return readdirSync(outdir)
    .filter((f) => !f.endsWith('.map') && f !== 'README.md')
    .map((f) => ({ type: f.endsWith('.js') ? 'ESModule' : 'Data', path: f, contents: readFileSync(`${outdir}/${f}`) }));
}

/** The invoice PDF Worker's modules, bundled by wrangler from its own config. */
function invoicePdfModules() {
  const outdir = `${root}/.wrangler/bench-invoice-pdf`;
  execFileSync(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '-c', 'workers/invoice-pdf/wrangler.toml', '--outdir', outdir],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  return uploadedModules(outdir);
}

/** wrangler's own sum: one gzip over all the modules' bytes. */
const gzipKiB = (modules) => gzipSync(Buffer.concat(modules.map((m) => m.contents))).byteLength / 1024;

export async function bareHonoModules() {
  const out = await build({
    stdin: {
      contents:
        "import { Hono } from 'hono';\nconst app = new Hono();\napp.get('/', (c) => c.text('ok'));\nexport default app;\n",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'error',
  });
  return [{ type: 'ESModule', path: 'index.js', contents: Buffer.from(out.outputFiles[0].contents) }];
}

function pidListeningOn(port) {
  const pid = /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString())?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}`);
  return pid;
}

/** Nanoseconds the process's threads have spent on a core (Linux schedstat): load on the machine does not add to it. */
function onCpuNs(pid) {
  return readdirSync(`/proc/${pid}/task`).reduce((ns, tid) => {
    try {
      return ns + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return ns; // a thread that ended meanwhile
    }
  }, 0);
}

/**
 * One isolate: the probe imports `index.js` in a request under the profiler. Resolves with the profile's non-idle
 * time (ms: what `wrangler check startup` shows; on a busy machine it also counts the time the thread waited for a
 * core) and the workerd process's CPU time over the same request (ms, on a core only: the budget's figure).
 * The profile itself is left in `keep.value` (startup-profile.mjs sums it by source).
 */
export async function startupCpuMs(modules, keep = {}) {
  const mf = new Miniflare({
    name: 'profiler',
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    modulesRoot: '/',
    inspectorPort: 0,
    modules: [
      {
        type: 'ESModule',
        path: 'startup-probe.mjs',
        contents: "export default { async fetch() { await import('./index.js'); return new Response('ok'); } };",
      },
      ...modules,
    ],
  });
  try {
    const url = await mf.ready;
    const ws = new WebSocket(new URL('/core:user:profiler', (await mf.getInspectorURL()).href));
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    const replies = new Map();
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      replies.get(msg.id)?.(msg);
    });
    let id = 0;
    const send = (method, params = {}) =>
      new Promise((ok) => {
        replies.set(++id, ok);
        ws.send(JSON.stringify({ id, method, params }));
      });
    await send('Profiler.enable');
    await send('Profiler.start');
    const pid = pidListeningOn(url.port);
    const before = onCpuNs(pid);
    // everything the process did before the request: its own start and the compile of every uploaded module
    const launchMs = before / 1e6;
    const res = await fetch(new URL('/', url));
    if ((await res.text()) !== 'ok') throw new Error(`the start-up probe answered ${res.status}`);
    const cpuMs = (onCpuNs(pid) - before) / 1e6;
    const { result } = await send('Profiler.stop');
    ws.close();
    keep.value = result.profile;
    // BENCH_STARTUP_PROFILE=file.cpuprofile keeps the last profile taken (open it in Chromium's DevTools)
    if (process.env.BENCH_STARTUP_PROFILE)
      writeFileSync(process.env.BENCH_STARTUP_PROFILE, JSON.stringify(result.profile));
    const idle = new Set(result.profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let us = 0;
    result.profile.samples.forEach((node, i) => {
      if (!idle.has(node)) us += result.profile.timeDeltas[i] ?? 0;
    });
    return { profileMs: us / 1000, cpuMs, launchMs };
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
  const runs = { ours: [], bare: [] };
  for (let run = 0; run < RUNS; run++) {
    runs.bare.push(await startupCpuMs(bare));
    runs.ours.push(await startupCpuMs(ours));
  }
  // the least of the runs: other work on the machine only ever adds to a figure
  const least = (list, key) => Math.min(...list.map((r) => r[key]));
  const cold = await coldPath();
  const ratio = median(cold.map((r) => r.first / r.warm));
  const shown = (list, key) => list.map((r) => r[key].toFixed(1)).join(' ');
  console.log('\nStart-up: CPU before the first request (ms; least of the runs), upload, cold path');
  console.table([
    {
      what: 'storefront Worker: workerd CPU over the import',
      runs: shown(runs.ours, 'cpuMs'),
      least: Number(least(runs.ours, 'cpuMs').toFixed(1)),
    },
    {
      what: 'bare Hono Worker: workerd CPU over the import',
      runs: shown(runs.bare, 'cpuMs'),
      least: Number(least(runs.bare, 'cpuMs').toFixed(1)),
    },
    {
      what: 'storefront Worker: workerd CPU from launch until ready',
      runs: shown(runs.ours, 'launchMs'),
      least: Number(least(runs.ours, 'launchMs').toFixed(1)),
    },
    {
      what: 'bare Hono Worker: workerd CPU from launch until ready',
      runs: shown(runs.bare, 'launchMs'),
      least: Number(least(runs.bare, 'launchMs').toFixed(1)),
    },
    {
      what: 'storefront Worker: V8 profile, non-idle',
      runs: shown(runs.ours, 'profileMs'),
      least: Number(least(runs.ours, 'profileMs').toFixed(1)),
    },
    {
      what: 'bare Hono Worker: V8 profile, non-idle',
      runs: shown(runs.bare, 'profileMs'),
      least: Number(least(runs.bare, 'profileMs').toFixed(1)),
    },
    ...cold.map((r, i) => ({
      what: `cold run ${i + 1}: first fresh home ms / warm fresh home ms`,
      runs: `${r.first.toFixed(1)} / ${r.warm.toFixed(1)}`,
      least: Number((r.first / r.warm).toFixed(2)),
    })),
  ]);
  return [
    {
      budget: 'start-up CPU of the storefront Worker, ms (workerd CPU over its import, least of the runs)',
      value: least(runs.ours, 'cpuMs'),
      max: BUDGETS.startupCpuMs,
    },
    {
      budget: 'start-up CPU of a bare Hono Worker, same method and run, ms (for information)',
      value: least(runs.bare, 'cpuMs'),
    },
    {
      budget:
        'compile at isolate start: workerd CPU from launch until ready, storefront minus bare Hono Worker, ms (for information; workerd compiles every uploaded module before the first request, imported or not)',
      value: least(runs.ours, 'launchMs') - least(runs.bare, 'launchMs'),
    },
    {
      budget:
        "start-up of the storefront Worker in its V8 profile (wrangler check startup's figure), ms (for information)",
      value: least(runs.ours, 'profileMs'),
    },
    {
      budget: 'upload, gzip KiB (all modules, as wrangler sums them)',
      value: gzipKiB(ours),
      max: BUDGETS.uploadGzipKiB,
    },
    {
      budget: 'upload of the invoice PDF Worker (its own Worker, not in the storefront), gzip KiB (for information)',
      value: gzipKiB(invoicePdfModules()),
    },
    {
      budget: "cold path: a new isolate's first fresh home of a cold shop / warm fresh home (median of 3 processes)",
      value: ratio,
      max: BUDGETS.coldOverWarm,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchStartup();
  for (const r of rows)
    console.log(
      `${r.max === undefined ? 'INFO' : r.value <= r.max ? 'PASS' : 'FAIL'}  ${r.budget}: ${Number(r.value.toFixed(3))}${r.max === undefined ? '' : ` (<= ${r.max})`}`,
    );
}
