// `npm run fuzz`: every endpoint of the storefront (the /api calls, the owner API and the platform API, read from
// their OpenAPI documents) gets 1,000 malformed requests on a fresh demo platform served straight from Miniflare,
// then the sweeps of sweeps.mjs (control characters in every path segment, __proto__ in every query value, every
// page form times every cookie state).
// It fails on any reply of 500 or more, and on any API refusal that is not JSON with status 0 and a rsn.
import { rmSync } from 'node:fs';
import { startBenchWorker } from '../bench/miniflare-worker.mjs';
import { seedThroughOwnerApi } from '../../scripts/seed.mjs';
import { malformedBody, mcpBody, oddId, random } from './bodies.mjs';
import { AGENT_ENDPOINTS, API_ENDPOINTS } from './endpoints.mjs';
import { sweepRequests } from './sweeps.mjs';

const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A shopper's session through the real sign-in call, with a token as the Auth emulator issues it (development). */
async function signIn(url) {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-storefront',
    aud: 'demo-storefront',
    auth_time: now,
    user_id: 'fuzz-shopper',
    sub: 'fuzz-shopper',
    iat: now,
    exp: now + 3600,
    phone_number: '+919800000001',
    firebase: { identities: { phone: ['+919800000001'] }, sign_in_provider: 'phone' },
  };
  const res = await fetch(`${url}/api/v2/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana', Origin: url },
    body: JSON.stringify({ idToken: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.` }),
  });
  const cookie = /userToken=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`fuzz shopper could not sign in: ${res.status} ${await res.text()}`);
  return cookie;
}

const PER_ENDPOINT = Number(process.env.FUZZ_PER_ENDPOINT ?? 1000);
const dir = '.wrangler/fuzz';
rmSync(dir, { recursive: true, force: true });
const worker = await startBenchWorker({ persistTo: dir, label: 'fuzz' });
const failures = [];
let sent = 0;
let earlyClosed = 0,
  resent = 0;
try {
  // FUZZ_PHOTOS=0 seeds the shops without their photographs (the uploads are the slowest part on a busy machine)
  await seedThroughOwnerApi(worker.url, { photos: process.env.FUZZ_PHOTOS !== '0' });
  const session = await signIn(worker.url);
  const endpoints = [...API_ENDPOINTS, ...AGENT_ENDPOINTS];
  for (const [doc, base, auth] of [
    ['/admin/api/openapi.json', '/admin/api', 'Bearer dev_owner_dilli-kirana'],
    ['/platform/api/openapi.json', '/platform/api', 'Bearer dev_operator'],
  ]) {
    const spec = await (await fetch(worker.url + doc)).json();
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const method of Object.keys(ops))
        endpoints.push({ method: method.toUpperCase(), path: base + path, headers: { Authorization: auth } });
    }
  }
  // FUZZ_ONLY=<text> keeps the endpoints whose path contains it (to replay one)
  const only = process.env.FUZZ_ONLY;
  for (const [n, ep] of endpoints.entries()) {
    if (only && !ep.path.includes(only)) continue;
    const rnd = random(n + 1);
    const one = async (i) => {
      const path = ep.path
        .replace('{storeId}', 'dilli-kirana')
        .replace(/\{[^}]+\}/g, () => (i % 3 === 0 ? oddId(rnd) : 'seed-x'));
      const hasBody = ep.method !== 'GET' && ep.method !== 'DELETE';
      const body = !hasBody ? undefined : ep.mcp ? mcpBody(rnd, i) : malformedBody(rnd, i);
      const send = () =>
        fetch(
          worker.url +
            path +
            (ep.method === 'GET' && i % 2 ? `?q=${encodeURIComponent(oddId(rnd))}&limit=${oddId(rnd)}` : ''),
          {
            method: ep.method,
            headers: {
              'Content-Type': i % 17 === 0 ? 'text/plain' : 'application/json',
              storeID: i % 11 === 0 ? encodeURI(oddId(rnd)) : 'dilli-kirana',
              Origin: worker.url,
              ...(ep.signedIn ? { Cookie: session } : {}),
              ...ep.headers,
            },
            body,
            redirect: 'manual',
          },
        ).catch((err) => ({ status: 599, text: async () => String(err), headers: new Headers() }));
      let res = await send();
      // A kept-alive socket the server closed as the request went out fails in the client ("fetch failed"), with no
      // reply at all: sent again once, and counted as a failure only if it fails again.
      if (res.status === 599 && (body?.length ?? 0) <= 200_000) {
        resent++;
        res = await send();
      }
      const text = await res.text();
      sent++;
      // a body over the limit is refused (413) before it is read, and the client may see the socket close first
      if (res.status === 599 && (body?.length ?? 0) > 200_000) return void earlyClosed++;
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {}
      const isApi = /^\/(api|admin\/api|platform\/api)\//.test(ep.path);
      const badJson =
        isApi &&
        res.status >= 400 &&
        (!json || json.status === 1 || typeof json.rsn !== 'string') &&
        !(res.status === 404 && json?.status === 406);
      if (res.status >= 500 || badJson) failures.push(`${ep.method} ${path} -> ${res.status} ${text.slice(0, 160)}`);
    };
    for (let i = 0; i < PER_ENDPOINT; i += 16)
      await Promise.all(Array.from({ length: Math.min(16, PER_ENDPOINT - i) }, (_, k) => one(i + k)));
    process.stdout.write(`\r${n + 1}/${endpoints.length} endpoints, ${sent} requests, ${failures.length} failures   `);
  }
  // The sweeps (test/fuzz/sweeps.mjs): control characters in every path segment, __proto__ and its kin in every
  // query value, every page in HTML and Markdown times every cookie state. FUZZ_SWEEPS=0 skips them.
  if (!only && process.env.FUZZ_SWEEPS !== '0') {
    const requests = await sweepRequests(worker.url, { endpoints, session });
    let swept = 0;
    const one = async ({ method, path, init }) => {
      const res = await fetch(worker.url + path, { method, redirect: 'manual', ...init }).catch((err) => ({
        status: 599,
        text: async () => String(err),
      }));
      const text = await res.text();
      sent++;
      swept++;
      let json = null;
      try {
        json = JSON.parse(text);
      } catch {}
      const isApi = /^\/(api|admin\/api|platform\/api)\//.test(path);
      const badJson =
        isApi &&
        res.status >= 400 &&
        (!json || json.status === 1 || typeof json.rsn !== 'string') &&
        !(res.status === 404 && json?.status === 406);
      if (res.status >= 500 || badJson) failures.push(`sweep ${method} ${path} -> ${res.status} ${text.slice(0, 160)}`);
    };
    for (let i = 0; i < requests.length; i += 16) {
      await Promise.all(requests.slice(i, i + 16).map(one));
      process.stdout.write(`\rsweeps: ${swept}/${requests.length} requests, ${failures.length} failures in all   `);
    }
  }
} finally {
  await worker.stop();
}
console.log(
  `\n${sent} malformed requests, ${failures.length} replies of 500+ or API refusals that are not JSON status 0 + rsn` +
    ` (${earlyClosed} oversized bodies saw the connection close after the early 413; ${resent} requests sent again after the client lost its socket)`,
);
for (const f of failures.slice(0, 30)) console.log('  ' + f);
process.exit(failures.length ? 1 : 0);
