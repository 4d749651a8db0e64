// Orders under load: N shoppers place at once from their own bags, and one shopper taps "Place order" 20 times
// with one idempotency key. The bench server runs without the Auth emulator, so shoppers get sessions written
// into its local D1 before it starts (seedOrderShoppers: the rows POST /api/v2/auth/session writes, the SHA-256 of a token).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const SHOP = 'dilli-kirana';
/** Where run.mjs's server (name 'bench') keeps its local state. */
const PERSIST = process.env.BENCH_PERSIST ?? '.wrangler/state-bench';

/** Bench shoppers: fixed uids and tokens, so the seed (before the server starts) and the bench agree. */
const BAGS = 50;
const shopperList = (n = BAGS + 1) => Array.from({ length: n }, (_, i) => ({
  uid: `bench-orders-${i}`, token: createHash('sha256').update(`bench-orders-token-${i}`).digest('base64url'),
}));

/**
 * Writes the bench shoppers' sign-in sessions into the bench's local D1. Call it from run.mjs's `beforeStart`
 * (next to seedBenchShops): local D1 does not see rows written by another process while `wrangler dev` runs.
 */
export function seedOrderShoppers(persistTo = PERSIST) {
  const now = Date.now();
  const rows = shopperList().map((s) => `('${createHash('sha256').update(s.token).digest('hex')}', '${s.uid}', '+919800000000', '', 'Bench', 'phone', ${now}, ${now + 7 * 86_400_000})`);
  mkdirSync('.wrangler/tmp', { recursive: true });
  writeFileSync('.wrangler/tmp/bench-sessions.sql', `INSERT OR IGNORE INTO sessions (token_hash, uid, phone, email, name, provider, created_at, expires_at) VALUES ${rows.join(',\n')};`);
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', '.wrangler/tmp/bench-sessions.sql'], { stdio: 'ignore', env: { ...process.env, CI: 'true' } });
}

let restarts = 0;

/**
 * One JSON POST. `wrangler dev` answers 503 "Your worker restarted mid-request" when it reloads (a file
 * changed under it) and retries only GETs; placing again is safe (same key, same bag version), so we do.
 */
function call(url, agent, path, body, cookie, attempt = 0) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(`${url}/api${path}`, {
      method: 'POST', agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), storeID: SHOP, Cookie: cookie },
    }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => {
        if (res.statusCode === 503 && data.includes('restarted mid-request') && attempt < 3) {
          restarts++;
          setTimeout(() => call(url, agent, path, body, cookie, attempt + 1).then(resolve), 200);
          return;
        }
        let parsed = {};
        try { parsed = JSON.parse(data || '{}'); } catch {}
        resolve({ http: res.statusCode, body: parsed, ms: performance.now() - t0 });
      });
    });
    req.on('error', () => resolve({ http: 0, body: {}, ms: performance.now() - t0 }));
    req.end(payload);
  });
}

/** A shopper with a filled bag and an address near the shop, ready to place. */
async function ready(url, agent, s) {
  let cookie = `userToken=${s.token}`;
  const start = await call(url, agent, '/v2/plugins/cart/getCartSessionID', {}, cookie);
  const sid = start.body.session_id;
  cookie += `; ${SHOP}_cartSessionId=${sid}`;
  await call(url, agent, '/v2/plugins/cart/addProductToCart', { item: { ID: 'toned-milk', variantKey: '1l', selectedQuantity: 3 } }, cookie);
  const address = await call(url, agent, '/v2/account/addresses', { NAME: 'Bench Shopper', PHONE: '9811022334', LINE1: 'B-14, Lane 3', CITY: 'New Delhi', STATE: 'Delhi', PIN: '110024', LAT: 28.5677, LNG: 77.2633 }, cookie);
  return { cookie, address: address.body.address?.id };
}

async function burst(calls) {
  const t0 = performance.now();
  const results = await Promise.all(calls.map((f) => f()));
  const seconds = (performance.now() - t0) / 1000;
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return { results, perSecond: results.length / seconds, p50: ms[Math.floor(ms.length * 0.5)], p99: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] };
}

export async function benchOrders({ url }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const list = shopperList();
  const signedIn = async () => (await call(url, agent, '/v2/account/addresses', {}, `userToken=${list[0].token}`)).http !== 401;
  if (!(await signedIn())) {
    agent.destroy();
    console.warn('!! orders bench: the bench shoppers have no sessions; add seedOrderShoppers to run.mjs beforeStart');
    return [{ budget: 'orders bench shoppers signed in (seedOrderShoppers in beforeStart)', value: 0, min: 1 }];
  }
  const ready1 = await Promise.all(list.map((s) => ready(url, agent, s)));
  const [tapper, ...others] = ready1;
  const parallel = await burst(others.map((r) => () => call(url, agent, '/v2/orders/place', { address_id: r.address, payment_method: 'COD' }, r.cookie)));
  const refused = parallel.results.filter((r) => r.body.status !== 1).map((r) => `${r.http} ${r.body.code ?? ''}`);
  if (refused.length) console.warn('!! orders bench: refused placements', refused);
  const placed = new Set(parallel.results.filter((r) => r.body.status === 1).map((r) => r.body.order_id));
  const taps = await burst(Array.from({ length: 20 }, () => () => call(url, agent, '/v2/orders/place', { address_id: tapper.address, payment_method: 'COD', idempotency_key: 'bench-tap' }, tapper.cookie)));
  const tapOrders = new Set(taps.results.filter((r) => r.body.status === 1).map((r) => r.body.order_id));
  agent.destroy();
  const fiveXX = [...parallel.results, ...taps.results].filter((r) => r.http >= 500 || r.http === 0).length;
  console.table([
    { name: `${others.length} bags place at once`, perSecond: parallel.perSecond.toFixed(1), p50: parallel.p50.toFixed(0), p99: parallel.p99.toFixed(0), orders: placed.size },
    { name: '20 taps, one key', perSecond: taps.perSecond.toFixed(1), p50: taps.p50.toFixed(0), p99: taps.p99.toFixed(0), orders: tapOrders.size },
  ]);
  return [
    { budget: `orders placed per second, ${others.length} bags at once (for information)`, value: parallel.perSecond },
    { budget: `placement p99 with ${others.length} at once (ms, for information)`, value: parallel.p99 },
    { budget: `orders made by ${others.length} bags placed at once`, value: placed.size, min: others.length, max: others.length },
    { budget: 'orders made by 20 taps with one idempotency key', value: tapOrders.size, min: 1, max: 1 },
    { budget: '5xx or dropped connections while placing orders', value: fiveXX, max: 0 },
    { budget: 'calls retried after wrangler dev reloaded the worker (for information)', value: restarts },
  ];
}
