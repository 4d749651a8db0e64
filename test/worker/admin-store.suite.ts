import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk, keyFor, owner, page, snapshot } from './admin-helpers';
import { signIn, uniqueUid } from './auth-helpers';
import { postJson, textOf } from './helpers';

/** The store API as a signed-in shopper of the shop sees it (a members-only shop answers anonymous callers 401). */
const storeDetails = async (storeId: string) => {
  const res = await postJson(
    '/api/v2/getStoreDetails/v2',
    { host: 'localhost' },
    { storeID: storeId, Cookie: await signIn(uniqueUid(), storeId) },
  );
  expect(res.status).toBe(200);
  return res.json<{ STORE_DATA: Record<string, any> }>();
};

/** Sends a bad body and checks: 400, status 0, the field named, and nothing in the shop changed. */
async function refused(method: string, storeId: string, sub: string, body: unknown, field: string, code = 'INVALID') {
  const before = await snapshot(storeId);
  const failure = await expectFailure(await owner(method, storeId, sub, body), 400, code, field);
  expect(await snapshot(storeId)).toBe(before);
  return failure;
}

describe('store details', () => {
  it("reads the shop's settings", async () => {
    const { store } = await expectOk(await owner('GET', 'dilli-kirana', ''));
    expect(store).toMatchObject({ id: 'dilli-kirana', STORE_NAME: 'Dilli Kirana Store', THEME_ID_v2: 'default' });
  });

  it('renames the shop, and the home page (even one cached at the edge) shows the new name at once', async () => {
    await page('/dilli-kirana');
    expect((await page('/dilli-kirana')).headers.get('X-Edge-Cache')).toBe('HIT');
    const versionBefore = await env.KV.get('shopver:dilli-kirana');
    const { store } = await expectOk(
      await owner('PATCH', 'dilli-kirana', '', { STORE_NAME: 'Dilli Kirana & Sons', STORE_DESC: 'Since 1987.' }),
    );
    expect(store.STORE_NAME).toBe('Dilli Kirana & Sons');
    expect(store.CUST_CARE).not.toBe('');
    expect(await env.KV.get('shopver:dilli-kirana')).not.toBe(versionBefore);
    const text = textOf(await (await page('/dilli-kirana')).text());
    expect(text).toContain('Dilli Kirana & Sons');
    expect(text).toContain('Since 1987.');
  });

  it('refuses unknown fields, platform-only fields and fields with their own endpoint, changing nothing', async () => {
    await refused('PATCH', 'dilli-kirana', '', { STORE_NAME: 'X', bogus: 1 }, 'bogus', 'UNKNOWN_FIELD');
    const r = await refused(
      'PATCH',
      'dilli-kirana',
      '',
      { IS_STORE_REPORTED: false },
      'IS_STORE_REPORTED',
      'UNKNOWN_FIELD',
    );
    expect(r.rsn).toContain('operators');
    expect(
      (await refused('PATCH', 'dilli-kirana', '', { THEME_ID_v2: 'berlin' }, 'THEME_ID_v2', 'UNKNOWN_FIELD')).rsn,
    ).toContain('/theme');
    await refused(
      'PATCH',
      'dilli-kirana',
      '',
      { ABOUT: { email: 'a@b.in', website: 'x' } },
      'ABOUT.website',
      'UNKNOWN_FIELD',
    );
  });

  it('validates every field: readable rsn and the field, nothing changed', async () => {
    await refused('PATCH', 'dilli-kirana', '', {}, 'body');
    await refused('PATCH', 'dilli-kirana', '', { STORE_NAME: '   ' }, 'STORE_NAME');
    await refused('PATCH', 'dilli-kirana', '', { STORE_NAME: 'x'.repeat(121) }, 'STORE_NAME');
    await refused('PATCH', 'dilli-kirana', '', { STORE_NAME: 42 }, 'STORE_NAME');
    await refused('PATCH', 'dilli-kirana', '', { CUST_CARE: 'call me' }, 'CUST_CARE');
    await refused('PATCH', 'dilli-kirana', '', { STORE_IMAGE: 'javascript:alert(1)' }, 'STORE_IMAGE');
    await refused('PATCH', 'dilli-kirana', '', { CURRENCY: 'rupees' }, 'CURRENCY');
    await refused('PATCH', 'dilli-kirana', '', { LOGIN_MANDATE: 'yes' }, 'LOGIN_MANDATE');
    await refused('PATCH', 'dilli-kirana', '', { ABOUT: { email: 'not-an-email' } }, 'ABOUT.email');
    await refused(
      'PATCH',
      'dilli-kirana',
      '',
      { WORKING_HOURS: [{ day: 'Mon', open: '9am', close: '19:00' }] },
      'WORKING_HOURS.0.open',
    );
  });

  it('refuses a body that is not JSON (400) or not sent as JSON (415)', async () => {
    const key = await keyFor('dilli-kirana');
    const before = await snapshot('dilli-kirana');
    await expectFailure(
      await call('PATCH', '/stores/dilli-kirana', {
        key,
        raw: '{"STORE_NAME":',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      'BAD_JSON',
    );
    await expectFailure(
      await call('PATCH', '/stores/dilli-kirana', {
        key,
        raw: 'STORE_NAME=x',
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
    await expectFailure(
      await call('PATCH', '/stores/dilli-kirana', {
        key,
        raw: '[1,2]',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      'INVALID',
    );
    await expectFailure(
      await call('PATCH', '/stores/dilli-kirana', {
        key,
        raw: JSON.stringify({ STORE_DESC: 'x'.repeat(300 * 1024) }),
        headers: { 'Content-Type': 'application/json' },
      }),
      413,
      'BODY_TOO_LARGE',
    );
    expect(await snapshot('dilli-kirana')).toBe(before);
  });
});

describe('cart rules', () => {
  it('changes only the rules sent; null removes an optional rule; the store API shows them', async () => {
    const { cartRules: before } = await expectOk(await owner('GET', 'members-only', '/cart-rules'));
    expect(before.MINIMUM_CART_VALUE).toBe(200000);
    const { cartRules } = await expectOk(
      await owner('PATCH', 'members-only', '/cart-rules', {
        MINIMUM_CART_VALUE: 150000,
        DELIVERY_FREE_ABOVE: null,
        LAT_LNG: { lat: 28.65, lng: 77.21 },
      }),
    );
    expect(cartRules).toMatchObject({
      MINIMUM_CART_VALUE: 150000,
      DELIVERY_CHARGE: 15000,
      GST: true,
      LAT_LNG: { lat: 28.65, lng: 77.21 },
    });
    expect(cartRules).not.toHaveProperty('DELIVERY_FREE_ABOVE');
    const { STORE_DATA } = await storeDetails('members-only');
    expect(STORE_DATA.CART_RULES.MINIMUM_CART_VALUE).toBe(150000);
  });

  it('validates money as integer paise, coordinates and nested objects', async () => {
    await refused('PATCH', 'members-only', '/cart-rules', { MINIMUM_CART_VALUE: -1 }, 'MINIMUM_CART_VALUE');
    await refused('PATCH', 'members-only', '/cart-rules', { DELIVERY_CHARGE: 49.5 }, 'DELIVERY_CHARGE');
    await refused('PATCH', 'members-only', '/cart-rules', { LAT_LNG: { lat: 128, lng: 77 } }, 'LAT_LNG.lat');
    await refused(
      'PATCH',
      'members-only',
      '/cart-rules',
      { LAT_LNG: { lat: 28, lng: 77, alt: 1 } },
      'LAT_LNG.alt',
      'UNKNOWN_FIELD',
    );
    await refused(
      'PATCH',
      'members-only',
      '/cart-rules',
      { EXTRA_CHARGES: [{ name: 'Packing', amount: 500, tax: 1 }] },
      'EXTRA_CHARGES.0.tax',
      'UNKNOWN_FIELD',
    );
    await refused('PATCH', 'members-only', '/cart-rules', { GST: null }, 'GST');
    await refused(
      'PATCH',
      'members-only',
      '/cart-rules',
      { WALLET_CONFIG: { wallet: true, credit: 1 } },
      'WALLET_CONFIG.credit',
      'UNKNOWN_FIELD',
    );
  });
});

describe('theme', () => {
  it('switches noir-threads to the default theme with a colour, and the home page follows', async () => {
    const { theme } = await expectOk(
      await owner('PATCH', 'noir-threads', '/theme', { THEME_ID_v2: 'default', DEFAULT_COLOR: '#aa3300' }),
    );
    expect(theme).toEqual({ THEME_ID_v2: 'default', DEFAULT_COLOR: '#aa3300' });
    const html = await (await page('/noir-threads')).text();
    expect(html).toContain('data-theme="default"');
    expect(html).toContain('#aa3300');
    await expectOk(await owner('PATCH', 'noir-threads', '/theme', { THEME_ID_v2: 'berlin' }));
    expect(await (await page('/noir-threads')).text()).toContain('data-theme="berlin"');
  });

  it('accepts only the two themes and #rrggbb colours', async () => {
    await refused('PATCH', 'noir-threads', '/theme', { THEME_ID_v2: 'dark' }, 'THEME_ID_v2');
    await refused('PATCH', 'noir-threads', '/theme', { DEFAULT_COLOR: 'red' }, 'DEFAULT_COLOR');
    await refused('PATCH', 'noir-threads', '/theme', { DEFAULT_COLOR: '#fff;} body{display:none' }, 'DEFAULT_COLOR');
  });
});

describe('custom texts', () => {
  it('replaces the texts, and the home page uses them', async () => {
    const { customTexts } = await expectOk(
      await owner('PUT', 'dilli-kirana', '/custom-texts', { home: { viewAll: 'Sab dekhiye' } }),
    );
    expect(customTexts).toEqual({ home: { viewAll: 'Sab dekhiye' } });
    expect(textOf(await (await page('/dilli-kirana')).text())).toContain('Sab dekhiye');
    expect((await expectOk(await owner('GET', 'dilli-kirana', '/custom-texts'))).customTexts.home.viewAll).toBe(
      'Sab dekhiye',
    );
  });

  it('refuses odd keys and non-text values', async () => {
    await refused('PUT', 'dilli-kirana', '/custom-texts', { home: { 'view all!': 'x' } }, 'home.view all!');
    await refused('PUT', 'dilli-kirana', '/custom-texts', { home: { viewAll: 5 } }, 'home.viewAll');
    await refused('PUT', 'dilli-kirana', '/custom-texts', { home: 'x' }, 'home');
  });
});
