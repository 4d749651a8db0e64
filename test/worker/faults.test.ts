import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker';

/**
 * One failing part never takes the rest: the bindings are wrapped so that every call to them throws, as an outage
 * would, and the Worker is asked what a shopper, an owner and an operator would ask.
 */
const down = (part: string) => () => {
  throw new Error(`${part} is down (injected fault)`);
};

/** A D1 database whose every statement fails. */
const failingD1 = (): D1Database => ({
  prepare: () => ({ bind() { return this; }, first: () => Promise.reject(new Error('D1 down')), all: () => Promise.reject(new Error('D1 down')), run: () => Promise.reject(new Error('D1 down')), raw: () => Promise.reject(new Error('D1 down')) }),
  batch: () => Promise.reject(new Error('D1 down')),
  exec: () => Promise.reject(new Error('D1 down')),
  dump: () => Promise.reject(new Error('D1 down')),
  withSession: down('D1'),
}) as unknown as D1Database;

const failingKv = (): KVNamespace => ({
  get: () => Promise.reject(new Error('KV down')), getWithMetadata: () => Promise.reject(new Error('KV down')),
  put: () => Promise.reject(new Error('KV down')), delete: () => Promise.reject(new Error('KV down')), list: () => Promise.reject(new Error('KV down')),
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
  const res = await app.request(`http://localhost${path}`, { redirect: 'manual', ...init }, { ...env, ...bindings }, ctx);
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
    const bag = await ask({ DB }, '/api/v2/plugins/cart/getCartSessionID', { method: 'POST', headers: { ...json, storeID: 'noir-threads' }, body: '{}' });
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
  it('pages still render and bags still work (the version falls back to the shop\'s object)', async () => {
    const KV = failingKv();
    for (const path of ['/dilli-kirana', '/dilli-kirana/bag', '/noir-threads']) expect((await ask({ KV }, path)).status, path).toBe(200);
    const bag = await ask({ KV }, '/api/v2/plugins/cart/getCartSessionID', { method: 'POST', headers: { ...json, storeID: 'dilli-kirana' }, body: '{}' });
    expect(bag.status).toBe(200);
  });
});

describe('with one shop\'s object failing', () => {
  it('that shop shows the "cannot reach our servers" page (503, Retry-After); every other shop is untouched', async () => {
    const SHOP = oneShopDown('members-only');
    const res = await ask({ SHOP }, '/members-only');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await res.text()).toMatch(/reach our servers/i);
    const api = await ask({ SHOP }, '/api/v2/getStoreDetails/v2', { method: 'POST', headers: { ...json, storeID: 'members-only' }, body: '{}' });
    expect(api.status).toBe(503);
    expect(await api.json<any>()).toMatchObject({ status: 0, code: 'SERVER_ERROR' });
    for (const path of ['/dilli-kirana', '/noir-threads', '/dilli-kirana/bag']) expect((await ask({ SHOP }, path)).status, path).toBe(200);
  });
});
