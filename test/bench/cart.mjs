import { cartCall, keepAlive, newBag } from './shopper.mjs';

const SHOP = 'dilli-kirana';
const LINES = [
  { ID: 'toned-milk', variantKey: '500ml' },
  { ID: 'toned-milk', variantKey: '1l' },
  { ID: 'full-cream-milk', variantKey: '500ml' },
  { ID: 'full-cream-milk', variantKey: '1l' },
];

async function burst(calls) {
  const t0 = performance.now();
  const results = await Promise.all(calls.map((f) => f()));
  const seconds = (performance.now() - t0) / 1000;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return { results, perSecond: results.length / seconds, p99: ms[Math.floor(ms.length * 0.99)] };
}

/** DESIGN 9, on the demo platform: 1,000 concurrent mutations of one bag, none lost, no 5xx; and 1,000 different bags. */
export async function benchCart(ctx) {
  const { url } = ctx.demo;
  const agent = keepAlive(64);
  const add = (sid, i) => () =>
    cartCall(url, agent, SHOP, 'addProductToCart', { sid, item: { ...LINES[i % 4], selectedQuantity: 1 } });
  const one = await newBag(url, agent, SHOP);
  const oneBag = await burst(Array.from({ length: 1000 }, (_, i) => add(one, i)));
  const after = await cartCall(url, agent, SHOP, 'refreshCartCalculations', { sid: one });
  const sids = await Promise.all(Array.from({ length: 1000 }, () => newBag(url, agent, SHOP)));
  const manyBags = await burst(sids.map((sid, i) => add(sid, i)));
  agent.destroy();
  const fivexx = [...oneBag.results, ...manyBags.results].filter((r) => r.http >= 500 || r.http === 0).length;
  const failedOne = oneBag.results.filter((r) => r.body.status !== 1).length;
  const failedMany = manyBags.results.filter((r) => r.body.status !== 1).length;
  console.log(`\nCart bursts (${SHOP}, demo platform)`);
  console.table([
    {
      name: '1,000 adds to one bag',
      perSecond: Math.round(oneBag.perSecond),
      p99ms: Math.round(oneBag.p99),
      refused: failedOne,
    },
    {
      name: '1,000 adds to 1,000 bags',
      perSecond: Math.round(manyBags.perSecond),
      p99ms: Math.round(manyBags.p99),
      refused: failedMany,
    },
  ]);
  const healthz = ctx.floor?.healthzRps ?? NaN;
  return [
    {
      budget: 'units lost in 1,000 concurrent adds to one bag',
      value: 1000 - (after.body.cart?.NUMBER_OF_ITEMS_CART ?? 0),
      max: 0,
    },
    { budget: '5xx or dropped connections in cart bursts', value: fivexx, max: 0 },
    { budget: 'refused adds in cart bursts', value: failedOne + failedMany, max: 0 },
    { budget: 'cart mutations/s, one bag / healthz rps (for information)', value: oneBag.perSecond / healthz },
    { budget: 'cart p99 ms, one bag (for information)', value: oneBag.p99 },
    { budget: 'cart mutations/s, 1,000 bags / healthz rps (for information)', value: manyBags.perSecond / healthz },
    { budget: 'cart p99 ms, 1,000 bags (for information)', value: manyBags.p99 },
  ];
}
