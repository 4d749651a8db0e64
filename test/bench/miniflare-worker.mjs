// The Worker for the throughput sections, served straight from Miniflare over loopback HTTP: bundled once by
// wrangler (its [define] and nodejs_compat as wrangler.toml sets them), no `wrangler dev` proxy, no request
// logging. Bindings as in wrangler.toml; no assets router (Cloudflare serves static files at the edge).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { freePort } from '../../scripts/lib/dev-server.mjs';
import { applyMigrations } from './sql-statements.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BUNDLE_DIR = `${root}/.wrangler/bench-bundle`;
const toml = readFileSync(`${root}/wrangler.toml`, 'utf8');
const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)[1];
const COMPATIBILITY_FLAGS = JSON.parse(/^compatibility_flags\s*=\s*(\[[^\]]*\])/m.exec(toml)[1]);

const bundled = new Set();
/**
 * `wrangler deploy --dry-run` (top-level environment) writes the Worker as one ES module (index.js); once per
 * process for each tree. `from` is the tree to bundle (the renderer section bundles a copy with another renderer).
 */
export function bundleWorker({ from = root, outdir = BUNDLE_DIR } = {}) {
  if (bundled.has(outdir)) return `${outdir}/index.js`;
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--env=', '--outdir', outdir], {
    cwd: from,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  bundled.add(outdir);
  return `${outdir}/index.js`;
}

/** The workerd process's output: kept (the last 64 KB) and shown only when something goes wrong. */
function runtimeOutput(label) {
  let tail = '';
  const keep = (d) => {
    tail = (tail + d).slice(-65_536);
    if (/"level":"error"|Uncaught|Error:/.test(String(d)))
      process.stderr.write(`[${label}] ${String(d).slice(0, 2000)}`);
  };
  return {
    handle: (stdout, stderr) => {
      stdout.on('data', keep);
      stderr.on('data', keep);
    },
    tail: () => tail,
  };
}

async function serve(label, options) {
  const port = await freePort();
  const out = runtimeOutput(label);
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    logRequests: false,
    cf: false,
    handleRuntimeStdio: out.handle,
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: COMPATIBILITY_FLAGS,
    ...options,
  });
  try {
    await mf.ready;
  } catch (err) {
    await mf.dispose().catch(() => {});
    throw new Error(`${label}: Miniflare did not start: ${err.message}\n${out.tail()}`);
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await mf.dispose().catch(() => {});
  };
  return { url: `http://127.0.0.1:${port}`, mf, stop, output: out.tail };
}

/**
 * The storefront Worker with its state under `persistTo` (D1, KV, Durable Objects; the edge cache in memory).
 * A new state directory gets the D1 migrations applied here (`migrations`: another tree's, for its own Worker).
 * Resolves with {url, stop, mf, migrated}.
 */
export async function startBenchWorker({
  persistTo,
  label = 'worker',
  bundle = {},
  inspectorPort,
  migrations = `${root}/migrations`,
}) {
  const scriptPath = bundleWorker(bundle);
  const fresh = !existsSync(`${persistTo}/d1`);
  mkdirSync(persistTo, { recursive: true });
  const worker = await serve(label, {
    ...(inspectorPort ? { inspectorPort } : {}),
    modules: true,
    scriptPath,
    modulesRoot: dirname(scriptPath),
    // the invoice fonts, as wrangler.toml's [[rules]] ship them beside the bundle
    modulesRules: [{ type: 'Data', include: ['**/*.ttf'] }],
    d1Databases: { DB: 'storefront' },
    kvNamespaces: { KV: 'kv' },
    // owners' photos (R2) and the Images binding (sharp, as `wrangler dev` runs it)
    r2Buckets: { MEDIA: 'media' },
    images: { binding: 'IMAGES' },
    durableObjects: {
      SHOP: { className: 'ShopStore', useSQLite: true },
      STORE_LIVE: { className: 'StoreLive', useSQLite: true },
    },
    bindings: {
      PLATFORM_HOSTS: 'localhost,127.0.0.1,edge-storefront.workers.dev',
      ENVIRONMENT: 'development',
      FIREBASE_PROJECT_ID: 'demo-storefront',
      ACCESS_LOG: 'off',
      // No emulator runs: with this set, development accepts the emulator's unsigned tokens.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    },
    d1Persist: `${persistTo}/d1`,
    kvPersist: `${persistTo}/kv`,
    durableObjectsPersist: `${persistTo}/do`,
    r2Persist: `${persistTo}/r2`,
    cachePersist: false,
  });
  try {
    if (fresh) await applyMigrations(await worker.mf.getD1Database('DB'), migrations);
    const res = await fetch(`${worker.url}/healthz`);
    if (!res.ok) throw new Error(`/healthz answered ${res.status}`);
  } catch (err) {
    await worker.stop();
    throw new Error(`${label}: ${err.message}\n${worker.output()}`);
  }
  return { ...worker, migrated: fresh };
}

/** The floor: a Worker that only answers 'ok', on the same runtime and compatibility settings. */
export function startBareWorker() {
  return serve('bare', { modules: true, script: "export default { fetch() { return new Response('ok'); } };" });
}

/**
 * The floor of an edge-cached page, without the storefront: what the anonymous page path does in storage (a
 * KV read of the shop version, then a cache hit) answering a body of `bytes`. Locally KV and the cache are
 * Miniflare's simulators, so this, not /healthz, is what a cached page can approach here.
 */
export async function startCacheFloorWorker(bytes) {
  const script = `const body = 'x'.repeat(${Number(bytes)});
export default { async fetch(req, env, ctx) {
  await env.KV.get('shopver:floor');
  const key = new Request('http://floor/page');
  const hit = await caches.default.match(key);
  if (hit) return new Response(hit.body, hit);
  const res = new Response(body, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=600' } });
  ctx.waitUntil(caches.default.put(key, res.clone()));
  return res;
} };`;
  // KV on disk and the cache in memory, as the storefront's Workers have them; the version key exists.
  const worker = await serve('cache floor', {
    modules: true,
    script,
    kvNamespaces: { KV: 'floor-kv' },
    kvPersist: `${root}/.wrangler/bench-cache-floor`,
    cachePersist: false,
  });
  await (await worker.mf.getKVNamespace('KV')).put('shopver:floor', String(Date.now()));
  return worker;
}

/**
 * The floor of a cache hit (#42): a bare Worker that answers the given page's bytes from `caches.default` and does
 * nothing else (no version read, no badge, no headers of its own), so a cached page's rate is set against what the
 * runtime's cache alone allows for the same bytes.
 */
export async function startCacheHitFloorWorker(html) {
  const script = `const body = ${JSON.stringify(html)};
export default { async fetch(req, env, ctx) {
  const key = new Request('http://floor/page');
  const hit = await caches.default.match(key);
  if (hit) return hit;
  const res = new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, s-maxage=600' } });
  ctx.waitUntil(caches.default.put(key, res.clone()));
  return res;
} };`;
  return serve('cache-hit floor', { modules: true, script, cachePersist: false });
}
