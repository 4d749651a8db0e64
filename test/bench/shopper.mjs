// A shopper's calls of the storefront API over a keep-alive agent: JSON in, JSON, status, trips and latency out.
import http from 'node:http';

export const keepAlive = (maxSockets = 64) => new http.Agent({ keepAlive: true, maxSockets });

/** One request below `url`; resolves {http, body, trips (X-Storage-Trips), setCookie, headers, ms}, never rejects. */
export function call(url, agent, path, { method = 'POST', body, storeId, cookie, headers: extra = {} } = {}) {
  const payload = body === undefined ? null : JSON.stringify(body);
  const headers = {
    ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
    ...(storeId ? { storeID: storeId } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...extra,
  };
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(`${url}${path}`, { method, agent, headers }, (res) => {
      let data = '';
      res.on('data', (d) => (data += d));
      res.on('end', () => {
        let parsed = {};
        try {
          parsed = JSON.parse(data || '{}');
        } catch {}
        resolve({
          http: res.statusCode,
          body: parsed,
          trips: Number(res.headers['x-storage-trips'] ?? NaN),
          setCookie: res.headers['set-cookie'] ?? [],
          headers: res.headers,
          ms: performance.now() - t0,
        });
      });
    });
    req.on('error', () =>
      resolve({ http: 0, body: {}, trips: NaN, setCookie: [], headers: {}, ms: performance.now() - t0 }),
    );
    req.end(payload ?? undefined);
  });
}

export const cartCall = (url, agent, storeId, name, body, cookie) =>
  call(url, agent, `/api/v2/plugins/cart/${name}`, { body: { store_configs: {}, ...body }, storeId, cookie });

/** A new bag of `storeId` (getCartSessionID): its sid. */
export async function newBag(url, agent, storeId) {
  const res = await cartCall(url, agent, storeId, 'getCartSessionID', {});
  if (!res.body.session_id)
    throw new Error(`getCartSessionID on ${storeId} answered ${res.http}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return res.body.session_id;
}

/** A bag holding one unit of `item` (an item id, or {ID, variantKey}): its sid and the cookie that carries it. */
export async function bagCookieWith(url, agent, storeId, item) {
  const sid = await newBag(url, agent, storeId);
  const wanted = typeof item === 'string' ? { ID: item } : item;
  const add = await cartCall(url, agent, storeId, 'addProductToCart', {
    sid,
    item: { ...wanted, selectedQuantity: 1 },
  });
  if (add.body.status !== 1)
    throw new Error(
      `adding ${wanted.ID} to a bag of ${storeId} answered ${add.http}: ${JSON.stringify(add.body).slice(0, 200)}`,
    );
  // `browserCookie` is what a browser keeps after the add: the session and the units cookie the reply set
  const units = add.setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${storeId}_bagUnits=`));
  return {
    sid,
    cookie: `${storeId}_cartSessionId=${sid}`,
    browserCookie: [`${storeId}_cartSessionId=${sid}`, units].filter(Boolean).join('; '),
  };
}

const b64url = (s) => Buffer.from(s).toString('base64url');

/** An ID token as the Auth emulator issues it (unsigned), as in seed/shopper-activity.ts; phone sign-in. */
export function emulatorIdToken(uid, n, projectId = 'demo-storefront') {
  const now = Math.floor(Date.now() / 1000);
  const phone = `+9198${String(10_000_000 + n).slice(-8)}`;
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    phone_number: phone,
    firebase: { identities: { phone: [phone] }, sign_in_provider: 'phone' },
  };
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.`;
}

/** Signs shopper `uid` in at `storeId` (POST /api/v2/auth/session): the `userToken=…` cookie. */
export async function signIn(url, agent, storeId, uid, n) {
  const res = await call(url, agent, '/api/v2/auth/session', { body: { idToken: emulatorIdToken(uid, n) }, storeId });
  const cookie = res.setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith('userToken='));
  if (res.http !== 200 || !cookie)
    throw new Error(`signing ${uid} in answered ${res.http}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return cookie;
}

/** A delivery address near the demo shops (Delhi); answers its id. */
export async function addAddress(url, agent, storeId, cookie) {
  const res = await call(url, agent, '/api/v2/account/addresses', {
    body: {
      NAME: 'Bench Shopper',
      PHONE: '9811022334',
      LINE1: 'B-14, Lane 3',
      CITY: 'New Delhi',
      STATE: 'Delhi',
      PIN: '110024',
      LAT: 28.5677,
      LNG: 77.2633,
    },
    storeId,
    cookie,
  });
  if (!res.body.address?.id)
    throw new Error(`adding an address at ${storeId} answered ${res.http}: ${JSON.stringify(res.body).slice(0, 200)}`);
  return res.body.address.id;
}
