// The three classes of 500 the outside attack found, each swept over the whole surface:
// - control characters and encoded CR/LF in every path segment of every endpoint and page (they reach Location headers);
// - `__proto__`, `constructor`, `toString`, ... as every query value (lookups by a request value);
// - every page, in HTML and in Markdown, times every cookie state (none, bag, bag with units, signed in), each asked
//   twice so the second answer comes from the edge cache (a header set on a cached response is a 500).
const CONTROL = ['%0d%0a', '%0D%0ASet-Cookie:%20a=b', '%0a', '%0d', '%00', '%09', '%1b', '%7f', '%E2%80%A8'];
const PROTO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'prototype'];
const QUERY_NAMES = [
  'notice',
  'moved',
  'failed',
  'lang',
  'q',
  'cat',
  'ref',
  'from',
  'order',
  'page',
  'sort',
  'limit',
  'cursor',
  'size',
  'width',
  'url',
  'status',
  'kind',
];

/** Links to the shop's own pages found on its home page and first category and item (paths only, deduplicated). */
async function shopPages(url, storeId) {
  const found = new Set([
    `/${storeId}`,
    `/${storeId}/bag`,
    `/${storeId}/checkout`,
    `/${storeId}/login`,
    `/${storeId}/account`,
    `/${storeId}/search/rice`,
    `/${storeId}/track/ORD-0000`,
    `/${storeId}/manualorders`,
    `/${storeId}/llms.txt`,
    `/admin/${storeId}`,
  ]);
  for (const page of [`/${storeId}`]) {
    const html = await (await fetch(url + page)).text();
    for (const m of html.matchAll(new RegExp(`href="(/${storeId}/[^"?#]*)"`, 'g')))
      if (found.size < 40) found.add(m[1]);
  }
  return [...found];
}

/** The cookie pair a reply set, e.g. `dilli-kirana_cartSessionId=...`. */
const cookiePair = (res, name) =>
  (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith(`${name}=`)) ?? null;

/**
 * The sweeps' requests against `url`, as {method, path, init}, in the order they must go (the pages' second round
 * after the first). `endpoints` are the fuzz run's (method, path with {placeholders}); `session` the signed-in
 * shopper's cookie.
 */
export async function sweepRequests(url, { endpoints, session, storeId = 'dilli-kirana' }) {
  const out = [];
  const send = (method, path, init) => out.push({ method, path, init });
  const origin = { Origin: url };
  // a bag, as a shopper has one: its id cookie from the cart API, then one item in it for a real units cookie
  const started = await fetch(`${url}/api/v2/plugins/cart/getCartSessionID`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', storeID: storeId, ...origin },
    body: '{}',
  });
  const bag = cookiePair(started, `${storeId}_cartSessionId`) ?? `${storeId}_cartSessionId=${'a'.repeat(32)}`;
  const owner = cookiePair(
    await fetch(`${url}/admin/${storeId}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...origin },
      body: `key=dev_owner_${storeId}`,
    }),
    `owner_${storeId}`,
  );
  const cookieStates = [
    null,
    bag,
    `${bag}; ${storeId}_bagUnits=3`,
    `${bag}; ${storeId}_bagUnits=0`,
    session,
    `${session}; ${bag}; ${storeId}_bagUnits=2`,
  ];
  const pages = await shopPages(url, storeId);
  const inbox = [
    'GET /admin/{storeId}',
    'GET /admin/{storeId}/sw.js',
    'POST /admin/{storeId}/sign-in',
    'POST /admin/{storeId}/sign-out',
    'POST /admin/{storeId}/alerts',
    'POST /admin/{storeId}/orders/{orderId}/accept',
  ].map((s) => ({ method: s.split(' ')[0], path: s.split(' ')[1] }));
  const all = [...endpoints, ...inbox, ...pages.map((path) => ({ method: 'GET', path }))];

  // 1. control characters in every path segment
  for (const ep of all) {
    const segments = ep.path
      .replace('{storeId}', storeId)
      .replace(/\{[^}]+\}/g, 'seed-x')
      .split('/');
    for (let s = 1; s < segments.length; s++) {
      for (const bad of CONTROL) {
        const path = segments.map((seg, k) => (k === s ? `${seg}${bad}` : seg)).join('/');
        send(ep.method, path, {
          headers: {
            ...origin,
            'Content-Type': 'application/json',
            ...(ep.headers ?? {}),
            Cookie: `${session}; ${owner ?? ''}`,
          },
          body: ep.method === 'GET' ? undefined : '{}',
        });
      }
    }
  }
  // 2. every query value an own-property lookup must not find
  const gets = [...all.filter((e) => e.method === 'GET')];
  for (const ep of gets) {
    const path = ep.path.replace('{storeId}', storeId).replace(/\{[^}]+\}/g, 'seed-x');
    for (const value of PROTO) {
      const query = QUERY_NAMES.map((n) => `${n}=${value}`).join('&');
      for (const cookie of [null, `${session}; ${owner ?? ''}`]) {
        send('GET', `${path}?${query}`, {
          headers: { ...origin, ...(ep.headers ?? {}), ...(cookie ? { Cookie: cookie } : {}) },
        });
      }
    }
  }
  // 3. every page form times every cookie state, twice (the second round from the edge cache)
  for (let round = 0; round < 2; round++) {
    for (const path of pages) {
      for (const accept of ['text/html', 'text/markdown']) {
        for (const cookie of cookieStates)
          send('GET', path, { headers: { Accept: accept, ...(cookie ? { Cookie: cookie } : {}) } });
      }
    }
  }
  return out;
}
