// `npm run bench`: speed and size budgets, reported as ratios measured in one run (absolute numbers on shared
// machines are noise). Throughput runs against the Worker served straight from Miniflare on loopback: the demo
// platform (the 4 demo shops and bench-small), the generated platform (the same plus 10,000 generated shops and
// bench-big) and a bare Worker for the floor. The JS budget and Lighthouse need the client assets and a browser,
// so they run against `wrangler dev` afterwards.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';
import { bundleWorker, startBareWorker } from './miniflare-worker.mjs';
import { startDemoPlatform, startGeneratedPlatform } from './platforms.mjs';
import { platformFigures } from './platform-figures.mjs';
import { benchSsr } from './ssr.mjs';
import { benchScale } from './scale.mjs';
import { benchCatalogue } from './catalogue.mjs';
import { benchTrips } from './trips.mjs';
import { benchCart } from './cart.mjs';
import { benchOrders } from './orders.mjs';
import { benchPersonal } from './personal.mjs';
import { benchEdge } from './edge.mjs';
import { benchFresh } from './fresh.mjs';
import { benchJsBudget } from './js-budget.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPhotos } from './photos.mjs';
import { benchTrafficMix } from './traffic-mix.mjs';
import { benchFirstPaint } from './first-paint.mjs';
import { benchYear } from './year.mjs';
import { benchStartup } from './startup.mjs';
import { benchNeighbours } from './neighbours.mjs';

const servers = new Set();
const stopAll = async () => {
  for (const s of servers) await s.stop();
  servers.clear();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll().finally(() => process.exit(130)));
const started = async (promise) => {
  const server = await promise;
  servers.add(server);
  return server;
};

execFileSync('node', ['scripts/build-client.mjs'], { stdio: 'inherit' });
bundleWorker();
// BENCH_ONLY=catalogue,scale runs just those sections (names: startup ssr fresh personal edge mix scale catalogue trips cart orders year neighbours js paint photos lighthouse; BENCH_LIGHTHOUSE=console: only the console pages).
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (name) => !only || only.has(name);
const miniflareSections = Object.entries({
  ssr: benchSsr,
  fresh: benchFresh,
  personal: benchPersonal,
  edge: benchEdge,
  mix: benchTrafficMix,
  scale: benchScale,
  catalogue: benchCatalogue,
  trips: benchTrips,
  cart: benchCart,
  orders: benchOrders,
  year: benchYear,
  neighbours: benchNeighbours,
})
  .filter(([name]) => wanted(name))
  .map(([, section]) => section);
const browserSections = Object.entries({
  js: benchJsBudget,
  paint: benchFirstPaint,
  photos: benchPhotos,
  lighthouse: benchLighthouse,
})
  .filter(([name]) => wanted(name))
  .map(([, section]) => section);
const rows = [];
try {
  // start-up first, while no platform's runtime shares the machine (it starts its own isolates)
  if (wanted('startup')) rows.push(...(await benchStartup()));
  if (miniflareSections.length === 0) console.log('BENCH_ONLY: no Miniflare section, so the platforms are not started');
  else {
    const t0 = Date.now();
    // the 10,000-shop platform takes minutes to make: only the ssr, catalogue, mix, scale and trips sections and the disk figures read it
    const needsGenerated = !only || ['catalogue', 'ssr', 'mix', 'scale', 'trips'].some((name) => only.has(name));
    const ctx = {
      generated: needsGenerated ? await started(startGeneratedPlatform()) : null,
      demo: await started(startDemoPlatform()),
      bare: await started(startBareWorker()),
    };
    console.log(`platforms ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    // Other processes on the machine skew every figure: the load average says how busy it was.
    const load = [loadavg()[0]];
    for (const section of miniflareSections) {
      rows.push(...(await section(ctx)));
      load.push(loadavg()[0]);
    }
    rows.push({
      budget: `machine load average (1 min) during the Miniflare sections, highest, on ${cpus().length} cores (for information)`,
      value: Math.max(...load),
    });
    await stopAll();
    if (ctx.generated) rows.push(...platformFigures(ctx));
  }
  if (browserSections.length === 0)
    console.log('BENCH_ONLY: the JS budget, first paint, photos and Lighthouse are not measured');
  else if (existsSync('/usr/bin/chromium')) {
    // the demo shops with their photographs (uploaded through the owner API), as `npm start` makes them
    const dev = await started(startDevServer({ name: 'bench' }));
    for (const section of browserSections) rows.push(...(await section({ url: dev.url })));
  } else
    console.warn(
      '!! no /usr/bin/chromium: the JS budget, first paint on Slow 4G and Lighthouse are NOT MEASURED (apt-get install -y chromium xvfb)',
    );
} finally {
  await stopAll();
}

let failed = 0;
console.log('\nBudgets');
for (const r of rows) {
  const ok = (r.min === undefined || r.value >= r.min) && (r.max === undefined || r.value <= r.max);
  if (!ok) failed++;
  const bounds = [r.min !== undefined ? `>= ${r.min}` : '', r.max !== undefined ? `<= ${r.max}` : ''].filter(Boolean);
  const limit = bounds.length ? ` (${bounds.join(', ')})` : '';
  const verdict = r.min === undefined && r.max === undefined ? 'INFO' : ok ? 'PASS' : 'FAIL';
  console.log(`${verdict}  ${r.budget}: ${Number(r.value.toFixed(3))}${limit}`);
}
process.exit(failed ? 1 : 0);
