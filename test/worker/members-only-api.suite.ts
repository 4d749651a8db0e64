import { describe, expect, it } from 'vitest';
import { EMULATOR_ENV, fetchWith, signIn, uniqueUid } from './auth-helpers';

const call = (path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  fetchWith(EMULATOR_ENV, path, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      storeID: 'members-only',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('a LOGIN_MANDATE shop keeps its data for signed-in shoppers', () => {
  it.each([
    ['GET', '/api/v2/search/suggest?q=sugar', undefined],
    ['POST', '/api/v2/plugins/cart/addProductToCart', { item: { ID: 'atta-50kg', selectedQuantity: 1 } }],
    ['POST', '/api/v2/pingShopForView', { name: 'atta-50kg' }],
  ])('anonymous %s %s is refused with 401 and a reason', async (method, path, body) => {
    const res = await call(path, { method, body });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 0, code: 'LOGIN_REQUIRED', rsn: 'Please sign in to shop here.' });
  });

  it('a bag session can still be taken (logout refreshes it after signing out)', async () => {
    const res = await call('/api/v2/plugins/cart/getCartSessionID', { method: 'POST', body: {} });
    expect(res.status).toBe(200);
  });

  it('a signed-in shopper searches and shops', async () => {
    const cookie = await signIn(uniqueUid('m'), 'members-only');
    const found = await call('/api/v2/search/suggest?q=sugar', { cookie });
    expect(found.status).toBe(200);
    expect(JSON.stringify(await found.json())).toContain('sugar-50kg');
    const added = await call('/api/v2/plugins/cart/addProductToCart', {
      method: 'POST',
      cookie,
      body: { item: { ID: 'atta-50kg', selectedQuantity: 1 } },
    });
    expect((await added.json<{ status: number }>()).status).toBe(1);
  });

  it('other shops stay open to anonymous shoppers', async () => {
    const res = await fetchWith(EMULATOR_ENV, '/api/v2/search/suggest?q=atta', {
      headers: { storeID: 'dilli-kirana' },
    });
    expect(res.status).toBe(200);
  });
});
