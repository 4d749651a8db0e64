import { measure } from './load.mjs';

/** DESIGN 9: a shop home rendered fresh >= 10% of a trivial route's rps; from the edge cache >= 50%. */
export async function benchSsr({ url }) {
  const trivial = `${url}/healthz`;
  const home = `${url}/dilli-kirana`;
  await measure(home, { seconds: 1 });
  await measure(trivial, { seconds: 1 });
  const t = await measure(trivial);
  // A bag cookie makes the visitor non-anonymous: the page is rendered fresh every time.
  const fresh = await measure(home, { headers: { Cookie: 'dilli-kirana_cartSessionId=bench-fresh' } });
  const cached = await measure(home);
  const row = (name, r) => ({ name, rps: r.rps.toFixed(0), p50: r.p50.toFixed(1), p95: r.p95.toFixed(1), errors: r.errors + r.non2xx });
  console.table([row('trivial /healthz', t), row('home, fresh render', fresh), row('home, anonymous (edge cache)', cached)]);
  return [
    { budget: 'home fresh / trivial rps', value: fresh.rps / t.rps, min: 0.1 },
    { budget: 'home cached / trivial rps', value: cached.rps / t.rps, min: 0.5 },
    { budget: 'errors or 4xx/5xx during SSR load', value: fresh.errors + fresh.non2xx + cached.errors + cached.non2xx + t.errors + t.non2xx, max: 0 },
  ];
}
