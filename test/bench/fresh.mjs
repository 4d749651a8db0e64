import { alternately } from './interleave.mjs';
import { measure, row } from './load.mjs';
import { bagCookieWith, keepAlive } from './shopper.mjs';

/**
 * Fresh renders against the bare Worker, in one run (demo platform): the home, a category and an item page of
 * dilli-kirana rendered afresh on every request (a shopper with a bag of 1 reloading: `Cache-Control: no-cache`
 * skips the edge cache, the bag is read for the badge), measured alternately with the bare Worker so a burst of
 * other work on the machine falls on all of them alike. #30 asks for fresh home / bare Worker >= 3%, and category
 * and item pages as much cheaper.
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
  const results = await alternately(targets, (target, seconds) =>
    target === 'bare' ? measure(ctx.bare.url, { seconds, concurrency: 8 }) : measure(`${url}${PAGES[target]}`, { seconds, concurrency: 8, headers }));
  const [bare, ...pages] = results;
  const ofBare = (r) => ({ ofBare: Number((r.rps / bare.rps).toFixed(4)) });
  console.log('\nFresh renders (a shopper with a bag of 1 reloading), demo platform, against the bare Worker');
  console.table([row('bare Worker (floor)', bare, ofBare(bare)), ...pages.map((r, i) => row(`${targets[i + 1]}, fresh`, r, ofBare(r)))]);
  const errors = pages.reduce((n, r) => n + r.errors + r.non2xx, 0);
  return [
    ...pages.map((r, i) => ({ budget: `fresh ${targets[i + 1]} / bare Worker rps`, value: r.rps / bare.rps, ...(targets[i + 1] === 'home' ? { min: 0.03 } : {}) })),
    { budget: 'errors or 4xx/5xx during fresh renders', value: errors, max: 0 },
  ];
}
