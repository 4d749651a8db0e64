import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { measure, merged, row } from './load.mjs';
import { bagCookieWith, cartCall, keepAlive, newBag } from './shopper.mjs';

/**
 * Noisy neighbours (issue #40 item 4), on the demo platform: one shop (dilli-kirana) hammered by 64 concurrent
 * clients, half reloading its pages afresh (a bag of 1, `Cache-Control: no-cache`: every request renders) and half
 * adding to bags, while a visitor browses another shop (noir-threads: home, a category, an item, as a visitor gets
 * them). The browsing shop's p95 under the hammering must stay within 1.25x of its quiet p95 in the same run.
 * Quiet and loud slices alternate (QUIET, LOUD, QUIET, LOUD...) so other work on the machine falls on both alike.
 */
const HAMMERED = 'dilli-kirana';
const BROWSED = 'noir-threads';
const BROWSED_PAGES = [`/${BROWSED}`, `/${BROWSED}/kurtas`, `/${BROWSED}/kurtas/mul-kurta-black`];
const HAMMER_CLIENTS = 64;
const SLICES = 6;
const SLICE_SECONDS = 2;
const BUDGET = 1.25;

/** One visitor browsing the other shop for `seconds`: the three pages in turn. */
const browse = (url, seconds) =>
  measure((n) => `${url}${BROWSED_PAGES[n % BROWSED_PAGES.length]}`, { seconds, concurrency: 2 });

const p95Of = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? Number.NaN).toFixed(1));
};

/** The hammered shop's requests one at a time, before any hammering: its fresh renders for a second, then 40 adds. */
async function hammeredShopAlone(url, cookie, sid) {
  const renders = await measure(`${url}/${HAMMERED}`, {
    seconds: 1,
    concurrency: 1,
    headers: { Cookie: cookie, 'Cache-Control': 'no-cache' },
  });
  const agent = keepAlive(1);
  const addMs = [];
  for (let i = 0; i < 40; i++) {
    const r = await cartCall(url, agent, HAMMERED, 'addProductToCart', {
      sid,
      item: { ID: 'toned-milk', variantKey: '1l', selectedQuantity: 1 },
    });
    addMs.push(r.ms);
  }
  agent.destroy();
  return { renderMs: renders.latencies, addMs };
}

/**
 * The hammering, until `stop()`: fresh renders and bag adds from 64 clients at once, on a worker thread
 * (neighbours-hammer.mjs) so that parsing their replies does not delay the timing of the browsing here.
 */
async function hammer(url, cookie, sids) {
  const thread = new Worker(new URL('./neighbours-hammer.mjs', import.meta.url), {
    workerData: {
      url,
      cookie,
      sids,
      shop: HAMMERED,
      clients: HAMMER_CLIENTS,
      pages: [`/${HAMMERED}`, `/${HAMMERED}/rice`, `/${HAMMERED}/rice/parmal-sela`],
    },
  });
  await once(thread, 'message'); // its clients under way
  return {
    stop: async () => {
      thread.postMessage('stop');
      const [{ counts }] = await once(thread, 'message');
      await thread.terminate();
      return counts;
    },
  };
}

export async function benchNeighbours(ctx) {
  const url = ctx.demo.url;
  // ctx.apart (test/bench/neighbours-alone.mjs, NEIGHBOURS_APART=1): the hammered shop on a Miniflare of its own, so
  // the slowdown left is the machine's (its cores shared with the hammering's clients), not the isolate's
  const hammeredUrl = ctx.apart?.url ?? url;
  const agent = keepAlive(8);
  const { cookie } = await bagCookieWith(hammeredUrl, agent, HAMMERED, { ID: 'toned-milk', variantKey: '1l' });
  const sids = await Promise.all(Array.from({ length: 16 }, () => newBag(hammeredUrl, agent, HAMMERED)));
  agent.destroy();
  await browse(url, 1); // warm-up: the browsed shop's pages in the edge cache and its object awake
  // the hammered shop's own figures without the hammering: one client's fresh renders, then one client's bag adds
  const alone = await hammeredShopAlone(hammeredUrl, cookie, sids[0]);
  const quiet = [];
  const loud = [];
  let hammered = { renders: 0, adds: 0, failed: 0, renderMs: [], addMs: [] };
  for (let slice = 0; slice < SLICES; slice++) {
    quiet.push(await browse(url, SLICE_SECONDS));
    const h = await hammer(hammeredUrl, cookie, sids);
    await new Promise((r) => setTimeout(r, 300)); // the hammering under way before the browsing is timed
    loud.push(await browse(url, SLICE_SECONDS));
    const counts = await h.stop();
    hammered = {
      renders: hammered.renders + counts.renders,
      adds: hammered.adds + counts.adds,
      failed: hammered.failed + counts.failed,
      renderMs: hammered.renderMs.concat(counts.renderMs),
      addMs: hammered.addMs.concat(counts.addMs),
    };
  }
  const q = merged(quiet);
  const l = merged(loud);
  const ratio = l.p95 / q.p95;
  console.log(
    `\nNoisy neighbours: ${BROWSED} browsed while ${HAMMERED} takes ${HAMMER_CLIENTS} concurrent fresh renders and bag adds (${ctx.apart ? 'on a Miniflare of its own' : 'demo platform'})`,
  );
  console.table([
    row(`${BROWSED}, quiet`, q),
    row(`${BROWSED}, ${HAMMERED} hammered`, l, { 'p95 / quiet p95': Number(ratio.toFixed(3)) }),
  ]);
  console.log(`${HAMMERED}'s own requests (for information): p95 ms alone (one client) / under its hammering`);
  console.table([
    { what: 'fresh render', alone: p95Of(alone.renderMs), hammered: p95Of(hammered.renderMs) },
    { what: 'bag add', alone: p95Of(alone.addMs), hammered: p95Of(hammered.addMs) },
  ]);
  console.log(
    `${ratio <= BUDGET ? 'PASS' : 'FAIL'}  ${BROWSED}'s p95 ${l.p95.toFixed(1)} ms under the hammering, ${q.p95.toFixed(1)} ms quiet: ${ratio.toFixed(2)}x (at most ${BUDGET}x); ` +
      `the hammered shop served ${hammered.renders} fresh renders and ${hammered.adds} bag adds, ${hammered.failed} failed`,
  );
  return [
    { budget: `neighbours: ${BROWSED} p95 with ${HAMMERED} hammered / quiet p95`, value: ratio, max: BUDGET },
    { budget: 'neighbours: errors of the browsing shop', value: q.errors + q.non2xx + l.errors + l.non2xx, max: 0 },
    { budget: 'neighbours: failed renders or bag adds of the hammered shop (for information)', value: hammered.failed },
  ];
}
