import { measure, row } from './load.mjs';
import { startCacheFloorWorker } from './miniflare-worker.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';

/**
 * The floor, then DESIGN 9 on the demo platform: a shop home rendered fresh >= 10% of a trivial route's rps;
 * from the edge cache >= 50%. The floor is a bare Worker (it only answers 'ok') on the same runtime, and the
 * storefront's own trivial route, /healthz; `ctx.floor` keeps both for the other sections' ratios. The cached
 * page is also set against a Worker doing only its storage steps (a KV read, a cache hit of the same size).
 */
export async function benchSsr(ctx) {
  const { bare, demo, generated } = ctx;
  const home = `${demo.url}/dilli-kirana`;
  const agent = keepAlive();
  // A real bag with one item: the page is personal, so it is rendered fresh every time (and reads the bag).
  const { cookie } = await bagCookieWith(demo.url, agent, 'dilli-kirana', { ID: 'toned-milk', variantKey: '1l' });
  agent.destroy();
  for (const url of [bare.url, `${demo.url}/healthz`, `${generated.url}/healthz`, home])
    await measure(url, { seconds: 1 });
  const floor = await measure(bare.url);
  const t = await measure(`${demo.url}/healthz`);
  const tGenerated = await measure(`${generated.url}/healthz`);
  // no-cache (a reload) renders afresh; a shopper's ordinary visit is served from the edge cache (personal.mjs)
  const fresh = await measure(home, { headers: { Cookie: cookie, 'Cache-Control': 'no-cache' } });
  const cached = await measure(home);
  const pageBytes = (await (await fetch(home)).arrayBuffer()).byteLength;
  const cacheFloorWorker = await startCacheFloorWorker(pageBytes);
  let cacheFloor;
  try {
    await measure(cacheFloorWorker.url, { seconds: 1 });
    cacheFloor = await measure(cacheFloorWorker.url);
  } finally {
    await cacheFloorWorker.stop();
  }
  ctx.floor = { bareRps: floor.rps, healthzRps: t.rps };
  const vs = (r) => ({ ofBare: Number((r.rps / floor.rps).toFixed(3)), ofHealthz: Number((r.rps / t.rps).toFixed(3)) });
  console.table([
    row('bare Worker (floor)', floor, vs(floor)),
    row('/healthz, demo platform', t, vs(t)),
    row('/healthz, generated platform', tGenerated, vs(tGenerated)),
    row('dilli-kirana home, fresh (bag of 1)', fresh, vs(fresh)),
    row('dilli-kirana home, anonymous (edge cache)', cached, vs(cached)),
    row(
      `cached-page floor: KV read + cache hit of ${Math.round(pageBytes / 1024)} KB, no storefront`,
      cacheFloor,
      vs(cacheFloor),
    ),
  ]);
  const errors = [floor, t, tGenerated, fresh, cached, cacheFloor].reduce((n, r) => n + r.errors + r.non2xx, 0);
  return [
    { budget: 'bare Worker rps, the floor (for information)', value: floor.rps },
    { budget: '/healthz rps (for information)', value: t.rps },
    { budget: '/healthz / bare Worker rps (for information)', value: t.rps / floor.rps },
    { budget: 'home fresh / trivial rps', value: fresh.rps / t.rps, min: 0.1 },
    { budget: 'home cached / trivial rps', value: cached.rps / t.rps, min: 0.5 },
    {
      budget: 'cached-page floor (KV read + cache hit, no storefront) / trivial rps (for information)',
      value: cacheFloor.rps / t.rps,
    },
    { budget: 'home cached / cached-page floor rps (for information)', value: cached.rps / cacheFloor.rps },
    { budget: 'errors or 4xx/5xx during SSR load', value: errors, max: 0 },
  ];
}
