import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import wranglerToml from '../../wrangler.toml?raw';
import { hashSessionToken } from '../../src/auth/session-token';
import { MAX_SESSIONS_PER_USER } from '../../src/data/platform/sessions';
import { openShop } from '../../src/data/shop/shop-db';
import { addressLimitKey, clientAddressFrom, RATE_LIMITS, type RateLimitName } from '../../src/domain/rate-limits';
import { claimsFor, EMULATOR_ENV, fetchWith, signIn, uniqueUid, unsignedToken } from './auth-helpers';
import { CART, Shopper } from './cart-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';
import { freshWindow } from './helpers';

/**
 * The rate limits of src/domain/rate-limits.ts, with Miniflare's implementation of the Workers rate-limiting
 * binding. Every test counts under keys of its own (a fresh CF-Connecting-IP, bag or shopper), so tests never
 * share a counter. Miniflare counts in fixed windows (the minute of the clock), so a test that must see an exact
 * count first waits for a window with time to spare.
 */

const LONG = 90_000;
const uniqueIp = () => `2001:db8:${[0, 1, 2].map(() => Math.floor(Math.random() * 0xffff).toString(16)).join(':')}::1`;

/** The 429 every limit answers: Retry-After (the period) and status 0 with a readable reason. */
async function expectLimited(res: Response, name: RateLimitName): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('Retry-After')).toBe(String(RATE_LIMITS[name].period));
  expect(await res.json()).toEqual({ status: 0, rsn: RATE_LIMITS[name].rsn, code: 'RATE_LIMITED' });
}

const signInAt = (ip: string | null, uid: string, vars: typeof env = EMULATOR_ENV) =>
  fetchWith(vars, '/api/v2/auth/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(ip ? { 'CF-Connecting-IP': ip } : {}) },
    body: JSON.stringify({ idToken: unsignedToken(claimsFor(uid)) }),
  });

const sessionsOf = async (uid: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE uid = ?').bind(uid).first<number>('n')) ?? 0;

/** A cart call straight to the Worker, with the headers given (no cookie unless given). */
async function cartCall(
  name: string,
  body: unknown,
  headers: Record<string, string>,
  storeId = 'dilli-kirana',
): Promise<Response> {
  return worker.fetch(
    new Request(`${CART}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: storeId, ...headers },
      body: JSON.stringify(body),
    }),
    env as never,
    createExecutionContext(),
  );
}

/** A dilli-kirana bag worth ₹814, where FLAT50 applies (made without an address, so no address counter moves). */
async function bigBag(): Promise<Shopper> {
  const s = new Shopper('dilli-kirana', true);
  await s.add('desi-ghee', { variantKey: '1l' });
  await s.add('basmati-classic', { variantKey: '1kg' });
  return s;
}

describe('the limits and their bindings', () => {
  it('wrangler.toml binds every limit with the same numbers, at the top and under [env.production]', () => {
    const blocks = (prefix: string) =>
      [
        ...wranglerToml.matchAll(
          new RegExp(
            `^\\[\\[${prefix.replace(/\./g, '\\.')}ratelimits\\]\\]\\s*\\nname = "([^"]+)"\\s*\\nnamespace_id = "(\\d+)"\\s*\\nsimple = \\{ limit = (\\d+), period = (\\d+) \\}`,
            'gm',
          ),
        ),
      ].map((m) => ({ name: m[1], namespace: m[2], limit: Number(m[3]), period: Number(m[4]) }));
    const expected = Object.values(RATE_LIMITS)
      .map((r) => ({ name: r.binding, limit: r.limit, period: r.period }))
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const prefix of ['', 'env.production.']) {
      const found = blocks(prefix);
      expect(
        found.map(({ name, limit, period }) => ({ name, limit, period })).sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual(expected);
    }
    const namespaces = [...blocks(''), ...blocks('env.production.')].map((b) => b.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const r of Object.values(RATE_LIMITS))
      expect(typeof (env as unknown as Record<string, RateLimit>)[r.binding].limit).toBe('function');
  });

  it('the client address is CF-Connecting-IP, else (absent or loopback) "local", which is counted in production only', () => {
    expect(clientAddressFrom('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressFrom(undefined)).toBe('local');
    expect(clientAddressFrom('  ')).toBe('local');
    for (const loopback of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(clientAddressFrom(loopback)).toBe('local');
    expect(clientAddressFrom('2001:db8::1')).toBe('2001:db8::1');
    expect(addressLimitKey('local', 'development')).toBeNull();
    expect(addressLimitKey('local', 'production')).toBe('local');
    expect(addressLimitKey('203.0.113.9', 'development')).toBe('203.0.113.9');
  });
});

describe('sign-in exchanges per client address', () => {
  it(
    `allow ${RATE_LIMITS.signInPerAddress.limit} a minute, then 429 with Retry-After and no session`,
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const uid = uniqueUid('rl');
      for (let i = 0; i < RATE_LIMITS.signInPerAddress.limit; i++) expect((await signInAt(ip, uid)).status).toBe(200);
      const late = uniqueUid('late');
      const refused = await signInAt(ip, late);
      expect(refused.headers.get('Set-Cookie')).toBeNull();
      await expectLimited(refused, 'signInPerAddress');
      expect(await sessionsOf(late)).toBe(0);
      // another address is not affected
      expect((await signInAt(uniqueIp(), late)).status).toBe(200);
      expect(await sessionsOf(late)).toBe(1);
    },
    LONG,
  );

  it(
    'a missing or failing binding allows the call (an older config must not lock shoppers out)',
    async () => {
      const ip = uniqueIp();
      const uid = uniqueUid('nobind');
      const without = { ...EMULATOR_ENV, RL_SIGN_IN: undefined } as unknown as typeof env;
      const broken = {
        ...EMULATOR_ENV,
        RL_SIGN_IN: { limit: () => Promise.reject(new Error('down')) },
      } as unknown as typeof env;
      for (let i = 0; i < RATE_LIMITS.signInPerAddress.limit + 2; i++) {
        expect((await signInAt(ip, uid, without)).status).toBe(200);
        expect((await signInAt(ip, uid, broken)).status).toBe(200);
      }
    },
    LONG,
  );
});

describe('sessions per shopper', () => {
  it(
    `300 exchanges of one ID token leave at most ${MAX_SESSIONS_PER_USER} sessions: the newest`,
    async () => {
      const uid = uniqueUid('many');
      const idToken = unsignedToken(claimsFor(uid));
      const cookies: string[] = [];
      for (let i = 0; i < 300; i++) {
        // a new address every few exchanges keeps the sign-in limit out of this test
        const res = await fetchWith(EMULATOR_ENV, '/api/v2/auth/session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.51.100.${i % 250}-${uid}` },
          body: JSON.stringify({ idToken }),
        });
        expect(res.status).toBe(200);
        cookies.push(/userToken=([^;]+)/.exec(res.headers.get('Set-Cookie') ?? '')![1]);
      }
      expect(await sessionsOf(uid)).toBe(MAX_SESSIONS_PER_USER);
      const kept = (
        await env.DB.prepare('SELECT token_hash FROM sessions WHERE uid = ?').bind(uid).all<{ token_hash: string }>()
      ).results
        .map((r) => r.token_hash)
        .sort();
      const newest = await Promise.all(cookies.slice(-MAX_SESSIONS_PER_USER).map(hashSessionToken));
      expect(kept).toEqual(newest.sort());
      const whoIs = async (token: string) =>
        (
          await (
            await fetchWith(EMULATOR_ENV, '/api/v2/auth/session', { headers: { Cookie: `userToken=${token}` } })
          ).json<any>()
        ).user;
      expect((await whoIs(cookies[299])).uid).toBe(uid);
      expect(await whoIs(cookies[0])).toBeNull();
    },
    LONG,
  );

  it(
    'other shoppers keep their sessions',
    async () => {
      const other = uniqueUid('other');
      await signIn(other);
      const uid = uniqueUid('many');
      for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i++) await signIn(uid);
      expect(await sessionsOf(uid)).toBe(MAX_SESSIONS_PER_USER);
      expect(await sessionsOf(other)).toBe(1);
    },
    LONG,
  );
});

describe('coupon tries', () => {
  it(
    `per bag: ${RATE_LIMITS.couponPerBag.limit} a minute, then 429 even for a good code, which is not applied`,
    async () => {
      await freshWindow();
      const s = await bigBag();
      const ip = uniqueIp();
      // under the limit a good code still applies
      const first = await s.call('addCouponToCart', { coupon_id: 'FLAT50' }, { 'CF-Connecting-IP': ip });
      expect(first.body).toMatchObject({ status: 1, msg: 'FLAT50 applied! You save ₹50.' });
      expect((await s.call('removeCouponFromCart')).body.status).toBe(1);
      for (let i = 1; i < RATE_LIMITS.couponPerBag.limit; i++) {
        expect((await s.call('addCouponToCart', { coupon_id: `GUESS${i}` }, { 'CF-Connecting-IP': ip })).http).toBe(
          422,
        );
      }
      const sid = s.sid!;
      // the bag is full whichever address asks; the good code is not applied
      await expectLimited(
        await cartCall(
          'addCouponToCart',
          { coupon_id: 'FLAT50' },
          { Cookie: `dilli-kirana_cartSessionId=${sid}`, 'CF-Connecting-IP': uniqueIp() },
        ),
        'couponPerBag',
      );
      await expectLimited(await cartCall('addCouponToCart', { sid, coupon_id: 'FLAT50' }, {}), 'couponPerBag');
      expect((await s.call('refreshCartCalculations')).body.cart.coupon).toBeNull();
      // the bag still works otherwise, and another bag from the same address may try
      expect(
        (await s.call('addProductToCart', { item: { ID: 'desi-ghee', variantKey: '1l' } }, { 'CF-Connecting-IP': ip }))
          .body.status,
      ).toBe(1);
      const other = await bigBag();
      expect(
        (await other.call('addCouponToCart', { coupon_id: 'FLAT50' }, { 'CF-Connecting-IP': ip })).body.status,
      ).toBe(1);
    },
    LONG,
  );

  it(
    `per client address: ${RATE_LIMITS.couponPerAddress.limit} a minute across bags, then 429`,
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const bags = await Promise.all(Array.from({ length: 4 }, () => new Shopper('dilli-kirana', true).start()));
      for (let i = 0; i < RATE_LIMITS.couponPerAddress.limit; i++) {
        const res = await cartCall(
          'addCouponToCart',
          { sid: bags[i % bags.length], coupon_id: `TRY${i}` },
          { 'CF-Connecting-IP': ip },
        );
        expect(res.status, `try ${i}`).toBe(422);
      }
      const fresh = await bigBag();
      await expectLimited(
        await cartCall('addCouponToCart', { sid: fresh.sid, coupon_id: 'FLAT50' }, { 'CF-Connecting-IP': ip }),
        'couponPerAddress',
      );
      expect((await fresh.call('refreshCartCalculations')).body.cart.coupon).toBeNull();
      expect(
        (await cartCall('addCouponToCart', { sid: fresh.sid, coupon_id: 'FLAT50' }, { 'CF-Connecting-IP': uniqueIp() }))
          .status,
      ).toBe(200);
    },
    LONG,
  );
});

describe('new bags per client address', () => {
  it(
    `allow ${RATE_LIMITS.newBagPerAddress.limit} a minute, then 429 without a bag; existing bags keep working`,
    async () => {
      await freshWindow();
      const ip = uniqueIp();
      const existing = new Shopper('dilli-kirana', true);
      await existing.start();
      for (let i = 0; i < RATE_LIMITS.newBagPerAddress.limit; i++) {
        const res = await cartCall(
          i % 2 ? 'getCartSessionID' : 'refreshCartCalculations',
          {},
          { 'CF-Connecting-IP': ip },
        );
        expect(res.status, `bag ${i}`).toBe(200);
        expect(res.headers.get('Set-Cookie')).toMatch(/dilli-kirana_cartSessionId=[0-9a-f]{32}/);
      }
      const refused = await cartCall('getCartSessionID', {}, { 'CF-Connecting-IP': ip });
      expect(refused.headers.get('Set-Cookie')).toBeNull();
      await expectLimited(refused, 'newBagPerAddress');
      // any call that would make a bag counts, and makes none
      await expectLimited(
        await cartCall('addProductToCart', { item: { ID: 'desi-ghee', variantKey: '1l' } }, { 'CF-Connecting-IP': ip }),
        'newBagPerAddress',
      );
      // a bag that exists is no new bag
      expect((await existing.call('getCartSessionID', {}, { 'CF-Connecting-IP': ip })).http).toBe(200);
      expect(
        (
          await existing.call(
            'addProductToCart',
            { item: { ID: 'desi-ghee', variantKey: '1l' } },
            { 'CF-Connecting-IP': ip },
          )
        ).body.status,
      ).toBe(1);
      // another address still gets one
      expect((await cartCall('getCartSessionID', {}, { 'CF-Connecting-IP': uniqueIp() })).status).toBe(200);
    },
    LONG,
  );
});

describe('order placement per shopper', () => {
  async function placeForm(b: Buyer, address: string): Promise<Response> {
    const cookie = [`${b.storeId}_cartSessionId=${b.sid}`, b.cookie].join('; ');
    const body = new URLSearchParams({ address_id: address, payment_method: 'COD', intent: 'place' }).toString();
    return worker.fetch(
      new Request(`http://localhost/${b.storeId}/checkout`, {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      }),
      env as never,
      createExecutionContext(),
    );
  }

  it(
    `allows ${RATE_LIMITS.orderPerShopper.limit} attempts a minute (API and checkout form together), then 429 and no order`,
    async () => {
      await freshWindow();
      const shop = await createOrderShop();
      const b = await Buyer.signIn(shop);
      const address = await b.addAddress();
      await b.add('dal');
      const limit = RATE_LIMITS.orderPerShopper.limit;
      // under the limit a placement is refused only for what it is (here: bad input), and the form counts too
      for (let i = 0; i < limit; i++)
        expect((await b.place({ address_id: address, payment_method: 'CARD' })).http, `attempt ${i}`).toBe(400);
      const api = await b.request('POST', '/api/v2/orders/place', { address_id: address, payment_method: 'COD' });
      expect(api.http).toBe(429);
      expect(api.headers.get('Retry-After')).toBe(String(RATE_LIMITS.orderPerShopper.period));
      expect(api.body).toEqual({ status: 0, rsn: RATE_LIMITS.orderPerShopper.rsn, code: 'RATE_LIMITED' });
      const form = await placeForm(b, address);
      expect(form.status).toBe(429);
      expect(form.headers.get('Retry-After')).toBe(String(RATE_LIMITS.orderPerShopper.period));
      expect(await form.text()).toBe(RATE_LIMITS.orderPerShopper.rsn);
      expect((await one('SELECT COUNT(*) AS n FROM orders', shop)).n).toBe(0);
      // "Update total" is no placement
      expect(
        (
          await worker.fetch(
            new Request(`http://localhost/${shop}/checkout`, {
              method: 'POST',
              redirect: 'manual',
              body: 'intent=update',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: b.cookie },
            }),
            env as never,
            createExecutionContext(),
          )
        ).status,
      ).toBe(303);
      // another shopper places as usual
      const other = await Buyer.signIn(shop);
      const at = await other.addAddress();
      await other.add('dal');
      expect((await other.place({ address_id: at, payment_method: 'COD' })).body.status).toBe(1);
    },
    LONG,
  );

  it(
    'the checkout form is counted on its own too',
    async () => {
      await freshWindow();
      const shop = await createOrderShop();
      const b = await Buyer.signIn(shop);
      const address = await b.addAddress();
      const limit = RATE_LIMITS.orderPerShopper.limit;
      // an empty bag: each placement is refused (EMPTY_BAG notice), but counted
      for (let i = 0; i < limit; i++) expect((await placeForm(b, address)).status).toBe(303);
      expect((await placeForm(b, address)).status).toBe(429);
      expect((await b.place({ address_id: address, payment_method: 'COD' })).http).toBe(429);
    },
    LONG,
  );
});

describe('questions, reviews and product requests per shopper', () => {
  const post = (cookie: string, path: string, body: unknown) =>
    fetchWith(env, `/api/v2/account${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana', Cookie: cookie },
      body: JSON.stringify(body),
    });

  it(
    `allow ${RATE_LIMITS.feedbackPerShopper.limit} writes a minute in all, then 429 and nothing stored`,
    async () => {
      await freshWindow();
      const uid = uniqueUid('fb');
      const cookie = await signIn(uid);
      const asked = await post(cookie, '/questions', { ITEM_ID: 'besan', QUESTION: 'Is this besan from desi chana?' });
      expect(asked.status).toBe(200);
      const made = await post(cookie, '/suggestions', { PRODUCT_NAME: 'Kashmiri saffron 1 g' });
      expect(made.status).toBe(200);
      for (let i = 2; i < RATE_LIMITS.feedbackPerShopper.limit; i++)
        expect((await post(cookie, '/reviews', { ITEM_ID: 'besan', RATING: 9 })).status).toBe(400);
      await expectLimited(
        await post(cookie, '/questions', { ITEM_ID: 'besan', QUESTION: 'Is it stone ground as well?' }),
        'feedbackPerShopper',
      );
      await expectLimited(await post(cookie, '/reviews', { ITEM_ID: 'besan', RATING: 5 }), 'feedbackPerShopper');
      await expectLimited(await post(cookie, '/suggestions', { PRODUCT_NAME: 'Saffron 2 g' }), 'feedbackPerShopper');
      const shop = openShop(env, 'dilli-kirana');
      expect(await shop.db.prepare('SELECT COUNT(*) AS n FROM questions WHERE user_id = ?').bind(uid).first('n')).toBe(
        1,
      );
      expect(await shop.db.prepare('SELECT COUNT(*) AS n FROM reviews WHERE user_id = ?').bind(uid).first('n')).toBe(0);
      // reading stays open, and another shopper writes as usual
      const mine = await fetchWith(env, '/api/v2/account/questions', {
        headers: { storeID: 'dilli-kirana', Cookie: cookie },
      });
      expect(mine.status).toBe(200);
      expect((await post(await signIn(uniqueUid('fb')), '/reviews', { ITEM_ID: 'besan', RATING: 5 })).status).toBe(200);
    },
    LONG,
  );
});
