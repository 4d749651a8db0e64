// Orders under load, on the demo platform: N shoppers place at once from their own bags, and one shopper taps
// "Place order" 20 times with one idempotency key. Shoppers sign in as the browser does (POST /api/v2/auth/session)
// with the Auth emulator's unsigned tokens, which the bench Worker accepts (FIREBASE_AUTH_EMULATOR_HOST is set).
import { addAddress, call, cartCall, keepAlive, newBag, signIn } from './shopper.mjs';

const SHOP = 'dilli-kirana';
const BAGS = 50;

/** A signed-in shopper with a filled bag and an address near the shop, ready to place. */
async function ready(url, agent, n) {
  const user = await signIn(url, agent, SHOP, `bench-orders-${n}-${Date.now()}`, n);
  const sid = await newBag(url, agent, SHOP);
  const cookie = `${user}; ${SHOP}_cartSessionId=${sid}`;
  const add = await cartCall(
    url,
    agent,
    SHOP,
    'addProductToCart',
    { sid, item: { ID: 'toned-milk', variantKey: '1l', selectedQuantity: 3 } },
    cookie,
  );
  if (add.body.status !== 1)
    throw new Error(`orders bench: adding to a bag answered ${add.http} ${JSON.stringify(add.body).slice(0, 200)}`);
  return { sid, cookie, address: await addAddress(url, agent, SHOP, cookie) };
}

async function burst(calls) {
  const t0 = performance.now();
  const results = await Promise.all(calls.map((f) => f()));
  const seconds = (performance.now() - t0) / 1000;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    results,
    perSecond: results.length / seconds,
    p50: ms[Math.floor(ms.length * 0.5)],
    p99: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))],
  };
}

export async function benchOrders(ctx) {
  const { url } = ctx.demo;
  const agent = keepAlive(64);
  const place = (r, key) =>
    call(url, agent, '/api/v2/orders/place', {
      body: { sid: r.sid, address_id: r.address, payment_method: 'COD', ...(key ? { idempotency_key: key } : {}) },
      storeId: SHOP,
      cookie: r.cookie,
    });
  const shoppers = await Promise.all(Array.from({ length: BAGS + 1 }, (_, n) => ready(url, agent, n)));
  const [tapper, ...others] = shoppers;
  const parallel = await burst(others.map((r) => () => place(r)));
  const refused = parallel.results.filter((r) => r.body.status !== 1).map((r) => `${r.http} ${r.body.code ?? ''}`);
  if (refused.length) console.warn('!! orders bench: refused placements', refused);
  const placed = new Set(parallel.results.filter((r) => r.body.status === 1).map((r) => r.body.order_id));
  const tapKey = `bench-tap-${Date.now()}`;
  const taps = await burst(Array.from({ length: 20 }, () => () => place(tapper, tapKey)));
  const tapOrders = new Set(taps.results.filter((r) => r.body.status === 1).map((r) => r.body.order_id));
  agent.destroy();
  const fiveXX = [...parallel.results, ...taps.results].filter((r) => r.http >= 500 || r.http === 0).length;
  console.log(`\nOrders (${SHOP}, demo platform)`);
  console.table([
    {
      name: `${others.length} bags place at once`,
      perSecond: Number(parallel.perSecond.toFixed(1)),
      p50: Math.round(parallel.p50),
      p99: Math.round(parallel.p99),
      orders: placed.size,
    },
    {
      name: '20 taps, one key',
      perSecond: Number(taps.perSecond.toFixed(1)),
      p50: Math.round(taps.p50),
      p99: Math.round(taps.p99),
      orders: tapOrders.size,
    },
  ]);
  return [
    {
      budget: `orders placed per second, ${others.length} bags at once / healthz rps (for information)`,
      value: parallel.perSecond / (ctx.floor?.healthzRps ?? NaN),
    },
    { budget: `placement p99 with ${others.length} at once (ms, for information)`, value: parallel.p99 },
    {
      budget: `orders made by ${others.length} bags placed at once`,
      value: placed.size,
      min: others.length,
      max: others.length,
    },
    { budget: 'orders made by 20 taps with one idempotency key', value: tapOrders.size, min: 1, max: 1 },
    { budget: '5xx or dropped connections while placing orders', value: fiveXX, max: 0 },
  ];
}
