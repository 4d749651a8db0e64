// The noisy neighbours section's hammering (test/bench/neighbours.mjs), on a thread of its own: its 64 clients'
// replies are parsed on this thread's event loop, not on the one that times the other shop's browsing.
import { parentPort, workerData } from 'node:worker_threads';
import { measure } from './load.mjs';
import { cartCall, keepAlive } from './shopper.mjs';

const { url, cookie, sids, shop, clients, pages } = workerData;
const agent = keepAlive(clients);
let running = true;
const counts = { renders: 0, adds: 0, failed: 0, renderMs: [], addMs: [] };

const render = (n) =>
  measure(`${url}${pages[n % pages.length]}`, {
    seconds: 0.5,
    concurrency: 1,
    headers: { Cookie: cookie, 'Cache-Control': 'no-cache' },
  });

/** Half the clients reload the shop's pages afresh, half add to bags, until told to stop. */
const client = async (i) => {
  for (let n = 0; running; n++) {
    if (i % 2 === 0) {
      const r = await render(n);
      counts.renders += r.count;
      counts.failed += r.errors + r.non2xx;
      counts.renderMs.push(...r.latencies);
    } else {
      const r = await cartCall(url, agent, shop, 'addProductToCart', {
        sid: sids[i % sids.length],
        item: { ID: 'toned-milk', variantKey: '1l', selectedQuantity: 1 },
      });
      counts.adds++;
      counts.addMs.push(r.ms);
      if (r.http >= 500 || r.http === 0 || r.body.status !== 1) counts.failed++;
    }
  }
};

const done = Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
parentPort.postMessage({ started: true });
parentPort.once('message', async () => {
  running = false;
  await done;
  agent.destroy();
  parentPort.postMessage({ counts });
});
