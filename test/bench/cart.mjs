import http from 'node:http';

const LINES = [
  { ID: 'toned-milk', variantKey: '500ml' },
  { ID: 'toned-milk', variantKey: '1l' },
  { ID: 'full-cream-milk', variantKey: '500ml' },
  { ID: 'full-cream-milk', variantKey: '1l' },
];

/** One cart call over a keep-alive agent: resolves with HTTP status, body and latency. */
function cartCall(url, agent, call, body, cookie) {
  const payload = JSON.stringify({ store_configs: {}, ...body });
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(`${url}/api/v2/plugins/cart/${call}`, {
      method: 'POST', agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), storeID: 'dilli-kirana', ...(cookie ? { Cookie: cookie } : {}) },
    }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => {
        let parsed = {};
        try {
          parsed = JSON.parse(data || '{}');
        } catch {}
        resolve({ http: res.statusCode, body: parsed, ms: performance.now() - t0 });
      });
    });
    req.on('error', () => resolve({ http: 0, body: {}, ms: performance.now() - t0 }));
    req.end(payload);
  });
}

async function burst(calls) {
  const t0 = performance.now();
  const results = await Promise.all(calls.map((f) => f()));
  const seconds = (performance.now() - t0) / 1000;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return { results, perSecond: results.length / seconds, p99: ms[Math.floor(ms.length * 0.99)] };
}

/** DESIGN 9: 1,000 concurrent mutations of one bag, none lost, no 5xx; and 1,000 different bags. */
export async function benchCart({ url }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const one = (await cartCall(url, agent, 'getCartSessionID', {})).body.session_id;
  const oneBag = await burst(Array.from({ length: 1000 }, (_, i) => () => cartCall(url, agent, 'addProductToCart', { sid: one, item: { ...LINES[i % 4], selectedQuantity: 1 } })));
  const after = await cartCall(url, agent, 'refreshCartCalculations', { sid: one });
  const sids = (await Promise.all(Array.from({ length: 1000 }, () => cartCall(url, agent, 'getCartSessionID', {})))).map((r) => r.body.session_id);
  const manyBags = await burst(sids.map((sid, i) => () => cartCall(url, agent, 'addProductToCart', { sid, item: { ...LINES[i % 4], selectedQuantity: 1 } })));
  agent.destroy();
  const fivexx = [...oneBag.results, ...manyBags.results].filter((r) => r.http >= 500 || r.http === 0).length;
  const failedOne = oneBag.results.filter((r) => r.body.status !== 1).length;
  const failedMany = manyBags.results.filter((r) => r.body.status !== 1).length;
  console.table([
    { name: '1,000 adds to one bag', perSecond: oneBag.perSecond.toFixed(0), p99ms: oneBag.p99.toFixed(0), refused: failedOne },
    { name: '1,000 adds to 1,000 bags', perSecond: manyBags.perSecond.toFixed(0), p99ms: manyBags.p99.toFixed(0), refused: failedMany },
  ]);
  return [
    { budget: 'units lost in 1,000 concurrent adds to one bag', value: 1000 - (after.body.cart?.NUMBER_OF_ITEMS_CART ?? 0), max: 0 },
    { budget: '5xx or dropped connections in cart bursts', value: fivexx, max: 0 },
    { budget: 'refused adds in cart bursts', value: failedOne + failedMany, max: 0 },
    { budget: 'cart mutations/s, one bag (for information)', value: oneBag.perSecond },
    { budget: 'cart p99 ms, one bag (for information)', value: oneBag.p99 },
    { budget: 'cart mutations/s, 1,000 bags (for information)', value: manyBags.perSecond },
    { budget: 'cart p99 ms, 1,000 bags (for information)', value: manyBags.p99 },
  ];
}
