import { alternately } from './interleave.mjs';
import { measure, row } from './load.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';
import { clockTicks, CLK_TCK } from './cpu.mjs';

/**
 * Fresh renders against the bare Worker, in one run (demo platform): the home, a category and an item page of
 * dilli-kirana rendered afresh on every request (a shopper with a bag of 1 reloading: `Cache-Control: no-cache`
 * skips the edge cache, the bag is read for the badge), measured alternately with the bare Worker so a burst of
 * other work on the machine falls on all of them alike. #30 asks for fresh home / bare Worker >= 3%, and category
 * and item pages as much cheaper. On a loaded machine requests/s swing with the other work; the workerd CPU time
 * per request (read from /proc around every slice, the shop's object included: it runs in the same process) says
 * what a render costs whatever else runs, so it is printed too.
 */
const SHOP = 'dilli-kirana';
const PAGES = { home: `/${SHOP}`, category: `/${SHOP}/rice`, item: `/${SHOP}/rice/parmal-sela` };

export async function benchFresh(ctx) {
  const url = ctx.demo.url;
  const agent = keepAlive();
  const { cookie } = await bagCookieWith(url, agent, SHOP, { ID: 'toned-milk', variantKey: '1l' });
  agent.destroy();
  const headers = { Cookie: cookie, 'Cache-Control': 'no-cache' };
  const targets = ['bare', ...Object.keys(PAGES)];
  const cpu = Object.fromEntries(targets.map((t) => [t, { ticks: 0, requests: 0 }]));
  const results = await alternately(targets, async (target, seconds) => {
    const platform = target === 'bare' ? ctx.bare : ctx.demo;
    const ticks = clockTicks(platform);
    const r =
      target === 'bare'
        ? await measure(ctx.bare.url, { seconds, concurrency: 8 })
        : await measure(`${url}${PAGES[target]}`, { seconds, concurrency: 8, headers });
    cpu[target].ticks += clockTicks(platform) - ticks;
    cpu[target].requests += r.count;
    return r;
  });
  const cpuMs = (t) => ((cpu[t].ticks / CLK_TCK) * 1000) / Math.max(1, cpu[t].requests);
  const [bare, ...pages] = results;
  const ofBare = (r, t) => ({
    ofBare: Number((r.rps / bare.rps).toFixed(4)),
    'CPU ms / request (workerd)': Number(cpuMs(t).toFixed(2)),
    'bare CPU / this CPU': Number((cpuMs('bare') / cpuMs(t)).toFixed(4)),
  });
  console.log('\nFresh renders (a shopper with a bag of 1 reloading), demo platform, against the bare Worker');
  console.table([
    row('bare Worker (floor)', bare, ofBare(bare, 'bare')),
    ...pages.map((r, i) => row(`${targets[i + 1]}, fresh`, r, ofBare(r, targets[i + 1]))),
  ]);
  const errors = pages.reduce((n, r) => n + r.errors + r.non2xx, 0);
  return [
    ...pages.map((r, i) => ({
      budget: `fresh ${targets[i + 1]} / bare Worker rps`,
      value: r.rps / bare.rps,
      ...(targets[i + 1] === 'home' ? { min: 0.03 } : {}),
    })),
    ...pages.map((_, i) => ({
      budget: `fresh ${targets[i + 1]}: workerd CPU ms per request (for information; bare Worker ${cpuMs('bare').toFixed(3)})`,
      value: cpuMs(targets[i + 1]),
    })),
    { budget: 'errors or 4xx/5xx during fresh renders', value: errors, max: 0 },
  ];
}
