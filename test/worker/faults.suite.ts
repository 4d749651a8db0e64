import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { issueSessionPass, sessionPassKey, verifySessionPass } from '../../src/auth/session-pass';
import { claimsFor, EMULATOR_ENV, fetchWith, uniqueUid, unsignedToken } from './auth-helpers';
import { createOrderShop, NEAR } from './orders-helpers';

/**
 * One failing part never takes the rest: the bindings are wrapped so that every call to them throws, as an outage
 * would, and the Worker is asked what a shopper, an owner and an operator would ask.
 */
const down = (part: string) => () => {
  throw new Error(`${part} is down (injected fault)`);
};

/** A D1 database whose every statement fails. */
const failingD1 = (): D1Database =>
  ({
    prepare: () => ({
      bind() {
        return this;
      },
      first: () => Promise.reject(new Error('D1 down')),
      all: () => Promise.reject(new Error('D1 down')),
      run: () => Promise.reject(new Error('D1 down')),
      raw: () => Promise.reject(new Error('D1 down')),
    }),
    batch: () => Promise.reject(new Error('D1 down')),
    exec: () => Promise.reject(new Error('D1 down')),
    dump: () => Promise.reject(new Error('D1 down')),
    withSession: down('D1'),
  }) as unknown as D1Database;

const failingKv = (): KVNamespace =>
  ({
    get: () => Promise.reject(new Error('KV down')),
    getWithMetadata: () => Promise.reject(new Error('KV down')),
    put: () => Promise.reject(new Error('KV down')),
    delete: () => Promise.reject(new Error('KV down')),
    list: () => Promise.reject(new Error('KV down')),
  }) as unknown as KVNamespace;

/** The shops' namespace with one shop's object failing on every call. */
function oneShopDown(storeId: string): typeof env.SHOP {
  const downId = env.SHOP.idFromName(storeId).toString();
  return new Proxy(env.SHOP, {
    get(target, prop) {
      if (prop === 'get') {
        return (id: DurableObjectId) => {
          if (id.toString() !== downId) return target.get(id);
          return new Proxy({}, { get: () => () => Promise.reject(new Error(`shop ${storeId} object down`)) });
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function ask(bindings: Partial<typeof env>, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://localhost${path}`,
    { redirect: 'manual', ...init },
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
const json = { 'Content-Type': 'application/json', Origin: 'http://localhost' };

describe('with D1 (the directory) failing', () => {
  it('shops already in the isolate keep serving their pages, bags and catalogue API', async () => {
    // warm: the shop's directory row and settings are now kept in the isolate
    expect((await ask({}, '/noir-threads')).status).toBe(200);
    expect((await ask({}, '/noir-threads/bag')).status).toBe(200);
    const DB = failingD1();
    expect((await ask({ DB }, '/noir-threads')).status).toBe(200);
    const bag = await ask({ DB }, '/api/v2/plugins/cart/getCartSessionID', {
      method: 'POST',
      headers: { ...json, storeID: 'noir-threads' },
      body: '{}',
    });
    expect(bag.status).toBe(200);
    expect((await bag.json<any>()).status).toBe(1);
  });

  it('calls that need the directory answer 503 JSON with Retry-After, never 500', async () => {
    const DB = failingD1();
    const calls: [string, RequestInit][] = [
      ['/platform/api/shops?limit=1', { headers: { Authorization: 'Bearer dev_operator' } }],
      ['/admin/api/stores/dilli-kirana', { headers: { Authorization: 'Bearer dev_owner_dilli-kirana' } }],
      ['/api/v2/auth/session', { headers: { Cookie: `userToken=${'a'.repeat(43)}` } }],
    ];
    for (const [path, init] of calls) {
      const res = await ask({ DB }, path, init);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('Retry-After'), path).toMatch(/^\d+$/);
      expect(await res.json<any>(), path).toMatchObject({ status: 0, code: 'SERVER_ERROR' });
    }
  });
});

describe('with KV failing', () => {
  it("pages still render and bags still work (the version falls back to the shop's object)", async () => {
    const KV = failingKv();
    for (const path of ['/dilli-kirana', '/dilli-kirana/bag', '/noir-threads'])
      expect((await ask({ KV }, path)).status, path).toBe(200);
    const bag = await ask({ KV }, '/api/v2/plugins/cart/getCartSessionID', {
      method: 'POST',
      headers: { ...json, storeID: 'dilli-kirana' },
      body: '{}',
    });
    expect(bag.status).toBe(200);
  });
});

describe("with one shop's object failing", () => {
  it('that shop shows the "cannot reach our servers" page (503, Retry-After); every other shop is untouched', async () => {
    const SHOP = oneShopDown('members-only');
    const res = await ask({ SHOP }, '/members-only');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await res.text()).toMatch(/reach our servers/i);
    const api = await ask({ SHOP }, '/api/v2/getStoreDetails/v2', {
      method: 'POST',
      headers: { ...json, storeID: 'members-only' },
      body: '{}',
    });
    expect(api.status).toBe(503);
    expect(await api.json<any>()).toMatchObject({ status: 0, code: 'SERVER_ERROR' });
    for (const path of ['/dilli-kirana', '/noir-threads', '/dilli-kirana/bag'])
      expect((await ask({ SHOP }, path)).status, path).toBe(200);
  });
});

describe('with D1 failing, a shopper signed in within the hour keeps buying (the session pass)', () => {
  /** Signs a new shopper in at `shop`; answers the cookies the browser would send back (session and pass). */
  async function signedInCookies(shop: string): Promise<{ cookie: string; uid: string }> {
    const uid = uniqueUid('pass');
    const res = await fetchWith(EMULATOR_ENV, '/api/v2/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: shop },
      body: JSON.stringify({ idToken: unsignedToken(claimsFor(uid)) }),
    });
    expect(res.status).toBe(200);
    const pairs = res.headers.getSetCookie().map((h) => h.split(';')[0]);
    expect(pairs.some((p) => p.startsWith('userPass='))).toBe(true);
    return { cookie: pairs.join('; '), uid };
  }
  const api = (bindings: Partial<typeof env>, shop: string, cookie: string, path: string, body?: unknown) =>
    ask(
      bindings,
      path,
      body === undefined
        ? { headers: { storeID: shop, Cookie: cookie } }
        : { method: 'POST', headers: { ...json, storeID: shop, Cookie: cookie }, body: JSON.stringify(body) },
    );

  it('adds to the bag, places a cash-on-delivery order and sees it, with D1 down', async () => {
    const shop = await createOrderShop();
    const { cookie, uid } = await signedInCookies(shop);
    const address = await (
      await api({}, shop, cookie, '/api/v2/account/addresses', {
        NAME: 'Meera Sharma',
        PHONE: '9811022334',
        LINE1: 'B-14, Lane 3',
        CITY: 'New Delhi',
        STATE: 'Delhi',
        PIN: '110024',
        ...NEAR,
      })
    ).json<any>();
    expect(address.status).toBe(1);
    expect((await ask({}, `/${shop}`)).status).toBe(200);

    const DB = failingD1();
    const session = await (await api({ DB }, shop, cookie, '/api/v2/auth/session')).json<any>();
    expect(session.user?.uid).toBe(uid);
    const added = await api({ DB }, shop, cookie, '/api/v2/plugins/cart/addProductToCart', {
      item: { ID: 'dal', selectedQuantity: 2 },
    });
    expect((await added.json<any>()).status).toBe(1);
    const bagCookie = added.headers
      .getSetCookie()
      .map((h) => h.split(';')[0])
      .join('; ');
    const withBag = [cookie, bagCookie].filter(Boolean).join('; ');
    const sid = (await (await api({ DB }, shop, withBag, '/api/v2/plugins/cart/getCartSessionID', {})).json<any>())
      .session_id;
    const placed = await (
      await api({ DB }, shop, withBag, '/api/v2/orders/place', {
        sid,
        address_id: address.address.id,
        payment_method: 'COD',
        idempotency_key: `pass-${uid}`,
      })
    ).json<any>();
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    const orders = await (await api({ DB }, shop, cookie, '/api/v2/account/orders')).json<any>();
    expect(orders.orders.map((o: { order_id?: string; id?: string }) => o.order_id ?? o.id)).toContain(placed.order_id);
    expect((await ask({ DB }, `/${shop}/track/${placed.order_id}`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("without a pass, with another session's pass, or after signing out, D1 down still means not signed in; signing in answers 503 JSON", async () => {
    const shop = await createOrderShop();
    const a = await signedInCookies(shop);
    const b = await signedInCookies(shop);
    expect((await ask({}, `/${shop}`)).status).toBe(200);
    const DB = failingD1();
    const sessionOnly = a.cookie
      .split('; ')
      .filter((p) => p.startsWith('userToken='))
      .join('; ');
    expect((await api({ DB }, shop, sessionOnly, '/api/v2/auth/session')).status).toBe(503);
    const swapped = [sessionOnly, ...b.cookie.split('; ').filter((p) => p.startsWith('userPass='))].join('; ');
    expect((await api({ DB }, shop, swapped, '/api/v2/auth/session')).status).toBe(503);
    const forged = `${sessionOnly}; userPass=${'e30'}.${'e30'}.${'x'.repeat(43)}`;
    expect((await api({ DB }, shop, forged, '/api/v2/auth/session')).status).toBe(503);

    const out = await ask({}, '/api/v2/auth/session', {
      method: 'DELETE',
      headers: { ...json, storeID: shop, Cookie: a.cookie },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((h) => /^userPass=;/.test(h))).toBe(true);
    const after = await (await api({ DB }, shop, a.cookie, '/api/v2/auth/session')).json<any>();
    expect(after.user).toBeNull();

    const signIn = await fetchWith({ ...EMULATOR_ENV, DB } as typeof env, '/api/v2/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: shop },
      body: JSON.stringify({ idToken: unsignedToken(claimsFor(uniqueUid())) }),
    });
    expect(signIn.status).toBe(503);
    expect(await signIn.json<any>()).toMatchObject({ status: 0 });
  });

  it("a deleted account's pass is refused with D1 down", async () => {
    const shop = await createOrderShop();
    const { cookie } = await signedInCookies(shop);
    expect((await ask({}, `/${shop}`)).status).toBe(200);
    const deleted = await ask({}, '/api/v2/account', {
      method: 'DELETE',
      headers: { ...json, storeID: shop, Cookie: cookie },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(deleted.headers.getSetCookie().some((h) => /^userPass=;/.test(h))).toBe(true);
    const after = await api({ DB: failingD1() }, shop, cookie, '/api/v2/auth/session');
    expect(after.status).toBe(200);
    expect((await after.json<any>()).user).toBeNull();
  });

  it('a pass lives an hour and names its session; production issues none without its key', async () => {
    const key = sessionPassKey({ ENVIRONMENT: 'development' })!;
    const user = { uid: 'u1', phone: '+919811022334', email: '', name: 'Meera' };
    const now = Date.now();
    const pass = await issueSessionPass(key, user, 'hash-a', now);
    expect((await verifySessionPass(key, pass, 'hash-a', now + 59 * 60_000))?.user.uid).toBe('u1');
    expect(await verifySessionPass(key, pass, 'hash-a', now + 61 * 60_000)).toBeNull();
    expect(await verifySessionPass(key, pass, 'hash-b', now)).toBeNull();
    expect(
      await verifySessionPass(
        new TextEncoder().encode('another key of at least thirty-two chars'),
        pass,
        'hash-a',
        now,
      ),
    ).toBeNull();
    expect(sessionPassKey({ ENVIRONMENT: 'production' })).toBeNull();
    expect(sessionPassKey({ ENVIRONMENT: 'production', SESSION_PASS_KEY: 'short' })).toBeNull();
    expect(sessionPassKey({ ENVIRONMENT: 'production', SESSION_PASS_KEY: 'k'.repeat(32) })).not.toBeNull();
  });
});

describe('what still sells with KV or R2 down', () => {
  const failingR2 = (): R2Bucket =>
    new Proxy({}, { get: () => () => Promise.reject(new Error('R2 down')) }) as R2Bucket;

  async function shopperWithAddress() {
    const shop = await createOrderShop();
    const uid = uniqueUid('kv');
    const res = await fetchWith(EMULATOR_ENV, '/api/v2/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: shop },
      body: JSON.stringify({ idToken: unsignedToken(claimsFor(uid)) }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((h) => h.split(';')[0])
      .join('; ');
    const address = await (
      await ask({}, '/api/v2/account/addresses', {
        method: 'POST',
        headers: { ...json, storeID: shop, Cookie: cookie },
        body: JSON.stringify({
          NAME: 'Meera Sharma',
          PHONE: '9811022334',
          LINE1: 'B-14',
          CITY: 'New Delhi',
          STATE: 'Delhi',
          PIN: '110024',
          ...NEAR,
        }),
      })
    ).json<any>();
    return { shop, cookie, addressId: address.address.id as string, uid };
  }

  async function buys(bindings: Partial<typeof env>, s: Awaited<ReturnType<typeof shopperWithAddress>>) {
    const post = (path: string, body: unknown, cookie = s.cookie) =>
      ask(bindings, path, {
        method: 'POST',
        headers: { ...json, storeID: s.shop, Cookie: cookie },
        body: JSON.stringify(body),
      });
    const added = await post('/api/v2/plugins/cart/addProductToCart', { item: { ID: 'dal', selectedQuantity: 2 } });
    expect((await added.json<any>()).status).toBe(1);
    const withBag = [s.cookie, ...added.headers.getSetCookie().map((h) => h.split(';')[0])].join('; ');
    const sid = (await (await post('/api/v2/plugins/cart/getCartSessionID', {}, withBag)).json<any>()).session_id;
    const placed = await (
      await post(
        '/api/v2/orders/place',
        { sid, address_id: s.addressId, payment_method: 'COD', idempotency_key: `buys-${s.uid}` },
        withBag,
      )
    ).json<any>();
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    return placed.order_id as string;
  }

  it('KV down: a signed-in shopper still browses, adds to the bag and checks out', async () => {
    const s = await shopperWithAddress();
    const KV = failingKv();
    for (const path of [`/${s.shop}`, `/${s.shop}/staples/dal`])
      expect((await ask({ KV }, path, { headers: { Cookie: s.cookie } })).status, path).toBe(200);
    const id = await buys({ KV }, s);
    expect((await ask({ KV }, `/${s.shop}/track/${id}`, { headers: { Cookie: s.cookie } })).status).toBe(200);
  });

  it('R2 down: pages and checkout work; a photo answers 503 or 404, never 500', async () => {
    const s = await shopperWithAddress();
    const MEDIA = failingR2();
    for (const path of [`/${s.shop}`, `/${s.shop}/staples/dal`, '/dilli-kirana'])
      expect((await ask({ MEDIA }, path)).status, path).toBe(200);
    await buys({ MEDIA }, s);
    // a photo with R2 down: the reply says so (503, or 404 for one never stored), never 500
    for (const path of [
      '/media/dilli-kirana/p-0123456789abcdef/320',
      '/media/dilli-kirana/p-0123456789abcdef/320.avif',
    ]) {
      const res = await ask({ MEDIA }, path, { headers: { Accept: 'image/avif,image/webp,*/*' } });
      expect([404, 503], path).toContain(res.status);
    }
  });
});
