import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker';

/**
 * Every reply of the Worker under /api is JSON, also when the host cannot be looked up (#40 item 7: a custom
 * host's directory look-up failing answered a text/plain 503) and when the deployment refuses to serve; pages on
 * such a host get the HTML error page. Nothing here is cached, so a failing look-up never sticks.
 */
const failing = (what: string) => () => Promise.reject(new Error(`${what} down (injected fault)`));
const failingD1 = (): D1Database =>
  ({
    prepare: () => ({
      bind() {
        return this;
      },
      first: failing('D1'),
      all: failing('D1'),
      run: failing('D1'),
      raw: failing('D1'),
    }),
    batch: failing('D1'),
    exec: failing('D1'),
    dump: failing('D1'),
    withSession: () => {
      throw new Error('D1 down');
    },
  }) as unknown as D1Database;
const failingKv = (): KVNamespace =>
  ({
    get: failing('KV'),
    getWithMetadata: failing('KV'),
    put: failing('KV'),
    delete: failing('KV'),
    list: failing('KV'),
  }) as unknown as KVNamespace;

async function ask(bindings: Partial<typeof env>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.request(url, { redirect: 'manual', ...init }, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function expectJsonRefusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = await res.json<{ status: number; rsn: string }>();
  expect(body.status).toBe(0);
  expect(body.rsn).toMatch(/^[A-Z].{10,}\.$/);
  return body;
}

describe('a custom host while the directory cannot answer', () => {
  const down = { DB: failingD1(), KV: failingKv() };
  it.each([
    ['GET', '/api/v2/plugins/cart/getCartSessionID'],
    ['POST', '/api/v2/plugins/cart/addProductToCart'],
    ['GET', '/api/v1/catalogue/items'],
  ])('%s %s answers 503 JSON with Retry-After', async (method, path) => {
    const res = await ask(down, `http://shop-outage.example${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    await expectJsonRefusal(res, 503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('a page answers the 503 HTML error page', async () => {
    const res = await ask(down, 'http://shop-outage.example/');
    expect(res.status).toBe(503);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<html/i);
  });
});

describe('a host that serves no shop', () => {
  it('answers 404 JSON under /api and plain words elsewhere', async () => {
    await expectJsonRefusal(await ask({}, 'http://no-shop-here.example/api/v2/plugins/cart/getCartSessionID'), 404);
    expect((await ask({}, 'http://no-shop-here.example/')).status).toBe(404);
  });
});

describe('a deployment that refuses to serve (the Auth emulator outside development)', () => {
  it('answers 503 JSON under /api', async () => {
    const misconfigured = { ENVIRONMENT: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } as Partial<
      typeof env
    >;
    await expectJsonRefusal(await ask(misconfigured, 'http://localhost/api/v2/plugins/cart/getCartSessionID'), 503);
    expect((await ask(misconfigured, 'http://localhost/dilli-kirana')).status).toBe(503);
  });
});
