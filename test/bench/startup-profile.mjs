// Where a new isolate's start-up goes (#40 item 1): the storefront bundled unminified with a source map, imported under
// the V8 profiler the way the startup section does it, and the profile's samples summed by package or source folder:
// self time (the code running) and total time (everything under a module's top-level code, which shows what each
// import costs). `node test/bench/startup-profile.mjs [runs]`; BENCH_STARTUP_PROFILE=file keeps the last profile.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { startupCpuMs, uploadedModules } from './startup.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = `${root}/.wrangler/bench-startup-plain`;
const RUNS = Number(process.argv[2] ?? 3);

execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--no-minify', '--outdir', outdir], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
});
const map = new TraceMap(readFileSync(`${outdir}/index.js.map`, 'utf8'));

/** A source path folded to what it belongs to: the npm package, or src's first two folders. */
function owner(source) {
  if (!source) return '(unknown)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const src = /(src|static|client)\/(.*)$/.exec(source);
  if (!src) return source;
  const parts = `${src[1]}/${src[2]}`.split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || parts.join('/');
}

function frameSource(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/[()]/g, '')})` : '(native)';
  if (!frame.url.endsWith('index.js')) return '(probe)';
  if (frame.lineNumber < 0) return '(bundle top level)';
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos.source ? pos.source.replace(/^.*?\/(node_modules|src|static|client)\//, '$1/') : '(unknown)';
}
const frameOwner = (frame) => {
  const source = frameSource(frame);
  return source.startsWith('(') ? source : owner(source);
};

const self = new Map();
const total = new Map();
// a source file's inclusive time: esbuild wraps each module of the bundle in an init function (it is also reached by
// import()), so a file's frames on the stack are its top-level code and what that calls, its imports included
const fileTotal = new Map();
let samplesMs = 0;
const modules = uploadedModules(outdir).filter((m) => !m.path.endsWith('.map'));
for (let run = 0; run < RUNS; run++) {
  const profile = {};
  const figures = await startupCpuMs(modules, profile);
  console.log(
    `run ${run + 1}: workerd CPU ${figures.cpuMs.toFixed(1)} ms, profile non-idle ${figures.profileMs.toFixed(1)} ms`,
  );
  const nodes = new Map(profile.value.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.value.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerOf = new Map([...nodes].map(([id, n]) => [id, frameOwner(n.callFrame)]));
  const sourceOf = new Map([...nodes].map(([id, n]) => [id, frameSource(n.callFrame)]));
  profile.value.samples.forEach((id, i) => {
    if (ownerOf.get(id) === '(idle)') return;
    const ms = (profile.value.timeDeltas[i] ?? 0) / 1000;
    samplesMs += ms;
    self.set(ownerOf.get(id), (self.get(ownerOf.get(id)) ?? 0) + ms);
    const seen = new Set();
    const seenFiles = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const file = sourceOf.get(at);
      if (!seenFiles.has(file)) fileTotal.set(file, (fileTotal.get(file) ?? 0) + ms);
      seenFiles.add(file);
      const o = ownerOf.get(at);
      if (!seen.has(o)) total.set(o, (total.get(o) ?? 0) + ms);
      seen.add(o);
    }
  });
}
const rows = [...self.keys()]
  .map((k) => ({
    what: k,
    'self %': (100 * self.get(k)) / samplesMs,
    'total %': (100 * (total.get(k) ?? 0)) / samplesMs,
  }))
  .sort((a, b) => b['self %'] - a['self %'])
  .slice(0, 40)
  .map((r) => ({ ...r, 'self %': Number(r['self %'].toFixed(1)), 'total %': Number(r['total %'].toFixed(1)) }));
console.table(rows);
console.table(
  [...fileTotal]
    .filter(([file]) => !file.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.FILES ?? 60))
    .map(([file, ms]) => ({ file, 'total %': Number(((100 * ms) / samplesMs).toFixed(1)) })),
);
