import http from 'node:http';
import { alternately } from './interleave.mjs';
import { measure, row } from './load.mjs';
import { bagCookieWith, cartCall, keepAlive } from './shopper.mjs';

/**
 * Engaged shoppers at cached speed (demo platform): a shopper with a bag gets home, category and item pages from
 * the edge cache with their badge set on the way out. Each page is measured for an anonymous visitor and for a
 * shopper with a bag, alternating (interleave.mjs); then two shoppers with different bags alternate 1,000 requests
 * and every page must show the requester's own bag count.
 */
const SHOP = 'dilli-kirana';
const PAGES = { home: `/${SHOP}`, category: `/${SHOP}/rice`, item: `/${SHOP}/rice/parmal-sela` };

function get(url, agent, cookie) {
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers: { Cookie: cookie } }, (res) => {
        let html = '';
        res.on('data', (d) => (html += d));
        res.on('end', () => resolve({ status: res.statusCode, html }));
      })
      .on('error', () => resolve({ status: 0, html: '' }));
  });
}

export async function benchPersonal(ctx) {
  const url = ctx.demo.url;
  const agent = keepAlive();
  const a = await bagCookieWith(url, agent, SHOP, { ID: 'parmal-sela' });
  const b = await bagCookieWith(url, agent, SHOP, { ID: 'toned-milk', variantKey: '1l' });
  // a second unit in b's bag, so the two bags differ in their count
  const more = await cartCall(url, agent, SHOP, 'addProductToCart', {
    sid: b.sid,
    item: { ID: 'toned-milk', variantKey: '1l', selectedQuantity: 1 },
  });
  if (more.body.status !== 1) throw new Error(`second unit refused: ${JSON.stringify(more.body).slice(0, 200)}`);
  const bareRps = ctx.floor?.bareRps ?? (await measure(ctx.bare.url)).rps;
  const rows = [];
  const ratios = {};
  let shopperHome = null;
  let anonymousHome = null;
  for (const [label, path] of Object.entries(PAGES)) {
    const [anonymous, shopper] = await alternately(['anonymous', 'shopper'], (who, seconds) =>
      measure(`${url}${path}`, {
        seconds,
        concurrency: 8,
        headers: who === 'shopper' ? { Cookie: a.browserCookie } : {},
      }),
    );
    ratios[label] = shopper.rps / anonymous.rps;
    if (label === 'home') [anonymousHome, shopperHome] = [anonymous, shopper];
    rows.push(row(`${label}, anonymous (edge cache)`, anonymous), row(`${label}, shopper with a bag`, shopper));
  }
  // 1,000 alternating requests of two shoppers: each page must carry the requester's own count.
  // b's second unit came after its browserCookie was taken: its count there is stale, so b sends only its session
  const counts = { [a.browserCookie]: '1', [b.cookie]: '2' };
  let crossings = 0;
  let failed = 0;
  const paths = Object.values(PAGES);
  for (let i = 0; i < 500; i++) {
    for (const cookie of [a.browserCookie, b.cookie]) {
      const res = await get(`${url}${paths[i % paths.length]}`, agent, cookie);
      if (res.status !== 200) failed++;
      else if (/data-bag-count="(\d+)"/.exec(res.html)?.[1] !== counts[cookie]) crossings++;
    }
  }
  agent.destroy();
  console.log(
    `\nShared pages for a shopper with a bag (edge cache + badge) vs an anonymous visitor, demo platform (bags of ${counts[a.browserCookie]} and ${counts[b.cookie]})`,
  );
  console.table(rows);
  return [
    ...Object.entries(ratios).map(([label, ratio]) => ({
      budget: `${label}: shopper with a bag / anonymous cached rps`,
      value: ratio,
      min: 0.8,
    })),
    { budget: 'anonymous cached home / bare Worker rps', value: anonymousHome.rps / bareRps, min: 0.15 },
    { budget: 'shopper home (bag of 1) / bare Worker rps', value: shopperHome.rps / bareRps, min: 0.1 },
    { budget: 'crossings in 1,000 alternating requests of two shoppers with different bags', value: crossings, max: 0 },
    { budget: 'failed requests during the alternation', value: failed, max: 0 },
  ];
}
