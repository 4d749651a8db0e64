// `node test/bench/floor-probe.mjs`: the floor section of the edge bench alone, for working on the cache hit (#42):
// the demo shops on their own Miniflare (state in .wrangler/bench-floor-probe), dilli-kirana's anonymous cached
// home, a tagged click, a shopper with a bag (session and units cookies, as a browser keeps them) and one with the
// session cookie alone, each measured alternately with a bare Worker answering the same
// bytes from caches.default. FLOOR_PROFILE=anonymous|tagged|bag also writes a CPU profile of that kind's hits
// (.wrangler/floor-<kind>.cpuprofile) through the inspector and prints where the time went. FLOOR_BASE=<another
// checkout> adds that tree's anonymous home to the same alternating rounds (a before/after in one run).
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedThroughOwnerApi } from '../../scripts/seed.mjs';
import { freePort } from '../../scripts/lib/dev-server.mjs';
import { alternately } from './interleave.mjs';
import { clockTicks, CLK_TCK } from './cpu.mjs';
import { startBenchWorker, startCacheHitFloorWorker } from './miniflare-worker.mjs';
import { measure, row } from './load.mjs';
import { cpuProfileOf } from './profile.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIR = `${root}/.wrangler/bench-floor-probe`;
const HOME = '/dilli-kirana';
const PROFILED = process.env.FLOOR_PROFILE;
const BASE = process.env.FLOOR_BASE;

rmSync(DIR, { recursive: true, force: true });
rmSync(`${DIR}-base`, { recursive: true, force: true });
const inspectorPort = PROFILED ? await freePort() : undefined;
const demo = await startBenchWorker({ persistTo: DIR, label: 'storefront', inspectorPort });
let floor, base;
try {
  await seedThroughOwnerApi(demo.url, { photos: false });
  if (BASE) {
    base = await startBenchWorker({
      persistTo: `${DIR}-base`,
      label: 'base storefront',
      bundle: { from: BASE, outdir: `${BASE}/.wrangler/bench-bundle` },
    });
    await seedThroughOwnerApi(base.url, { photos: false });
  }
  const agent = keepAlive();
  const shopper = await bagCookieWith(demo.url, agent, 'dilli-kirana', { ID: 'parmal-sela' });
  agent.destroy();
  const homeBytes = await (await fetch(`${demo.url}${HOME}`)).text();
  floor = await startCacheHitFloorWorker(homeBytes);
  const kinds = {
    floor: { url: `${floor.url}/`, headers: {} },
    anonymous: { url: `${demo.url}${HOME}`, headers: {} },
    tagged: {
      url: (n) => `${demo.url}${HOME}?fbclid=IwAR${n}x${Math.random().toString(36).slice(2)}&utm_source=instagram`,
      headers: {},
    },
    bag: { url: `${demo.url}${HOME}`, headers: { Cookie: shopper.browserCookie } },
    'session only': { url: `${demo.url}${HOME}`, headers: { Cookie: shopper.cookie } },
    ...(base ? { 'anonymous, base tree': { url: `${base.url}${HOME}`, headers: {} } } : {}),
  };
  if (PROFILED) {
    const k = kinds[PROFILED];
    await measure(k.url, { seconds: 1, concurrency: 8, headers: k.headers });
    await cpuProfileOf(inspectorPort, `floor-${PROFILED}`, () =>
      measure(k.url, { seconds: 6, concurrency: 8, headers: k.headers }),
    );
  } else {
    const rounds = Number(process.env.FLOOR_ROUNDS ?? 2);
    // workerd's CPU per request (read from /proc around every slice): steadier than rps on a busy machine
    const cpu = Object.fromEntries(Object.keys(kinds).map((k) => [k, { ticks: 0, requests: 0 }]));
    const results = await alternately(
      Object.keys(kinds),
      async (kind, seconds) => {
        const server = kind === 'floor' ? floor : kind.endsWith('base tree') ? base : demo;
        const t0 = clockTicks(server);
        const r = await measure(kinds[kind].url, { seconds, concurrency: 8, headers: kinds[kind].headers });
        cpu[kind].ticks += clockTicks(server) - t0;
        cpu[kind].requests += r.count;
        return r;
      },
      { rounds },
    );
    const cpuMs = (k) => ((cpu[k].ticks / CLK_TCK) * 1000) / Math.max(1, cpu[k].requests);
    const [f, ...rest] = results;
    const extra = (k, r) => ({
      ofFloor: Number((r.rps / f.rps).toFixed(3)),
      'CPU ms': Number(cpuMs(k).toFixed(3)),
      'floor CPU / this': Number((cpuMs('floor') / cpuMs(k)).toFixed(3)),
    });
    console.table([
      row(
        `bare Worker: the same ${(Buffer.byteLength(homeBytes) / 1024).toFixed(1)} KB from caches.default`,
        f,
        extra('floor', f),
      ),
      ...rest.map((r, i) => row(`home, ${Object.keys(kinds)[i + 1]}`, r, extra(Object.keys(kinds)[i + 1], r))),
    ]);
  }
} finally {
  await floor?.stop();
  await base?.stop();
  await demo.stop();
}
