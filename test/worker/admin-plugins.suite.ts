import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk, owner, snapshot } from './admin-helpers';
import { postJson } from './helpers';

async function refused(
  method: string,
  storeId: string,
  sub: string,
  body: unknown,
  field: string | undefined,
  code = 'INVALID',
  http = 400,
) {
  const before = await snapshot(storeId);
  await expectFailure(await owner(method, storeId, sub, body), http, code, field);
  expect(await snapshot(storeId)).toBe(before);
}
const storePlugins = async (storeId: string) =>
  (
    await (
      await postJson('/api/v2/getStoreDetails/v2', {}, { storeID: storeId })
    ).json<{ STORE_DATA: { PLUGINS: Record<string, any> } }>()
  ).STORE_DATA.PLUGINS;

describe('plugins', () => {
  it('switches Tawk, custom scripts and catalogue search on, and the storefront reads them at once', async () => {
    await expectOk(
      await owner('PUT', 'dilli-kirana', '/plugins/TAWK', {
        ENABLED: true,
        TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde',
      }),
    );
    await expectOk(await owner('PUT', 'dilli-kirana', '/plugins/CUSTOM_JS_SCRIPT', { ENABLED: true }));
    const { plugins } = await expectOk(
      await owner('PUT', 'dilli-kirana', '/plugins/CATALOG_SEARCH', { ENABLED: true, LABEL: 'Saaman dhoondhiye' }),
    );
    const expected = {
      TAWK: { ENABLED: true, TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde' },
      CUSTOM_JS_SCRIPT: { ENABLED: true },
      CATALOG_SEARCH: { ENABLED: true, LABEL: 'Saaman dhoondhiye' },
      PUSH: { ENABLED: false, VAPID_KEY: '' }, // untouched
    };
    expect(plugins).toEqual(expected);
    expect(await storePlugins('dilli-kirana')).toEqual(expected);
    await expectOk(await owner('PUT', 'dilli-kirana', '/plugins/TAWK', { ENABLED: false }));
    expect((await storePlugins('dilli-kirana')).TAWK).toEqual({ ENABLED: false, TAWK_ID: '' });
  });

  it('refuses a Tawk id of 5 characters or less (or with odd characters) when enabled, and unknown fields', async () => {
    await refused('PUT', 'noir-threads', '/plugins/TAWK', { ENABLED: true, TAWK_ID: 'abc12' }, 'TAWK_ID');
    await refused('PUT', 'noir-threads', '/plugins/TAWK', { ENABLED: true }, 'TAWK_ID');
    await refused('PUT', 'noir-threads', '/plugins/TAWK', { ENABLED: true, TAWK_ID: "abcdef');alert(1)//" }, 'TAWK_ID');
    await refused('PUT', 'noir-threads', '/plugins/TAWK', { ENABLED: 'yes', TAWK_ID: 'abcdef123' }, 'ENABLED');
    await refused('PUT', 'noir-threads', '/plugins/CATALOG_SEARCH', { ENABLED: true, LABEL: '' }, 'LABEL');
    await refused(
      'PUT',
      'noir-threads',
      '/plugins/CUSTOM_JS_SCRIPT',
      { ENABLED: true, URL: 'x' },
      'URL',
      'UNKNOWN_FIELD',
    );
    await refused('PUT', 'noir-threads', '/plugins/CUSTOM_JS_SCRIPT', {}, 'ENABLED');
  });
});

describe('custom scripts', () => {
  const banner = {
    id: 'diwali-banner',
    STATUS: true,
    POS: 'Header',
    body: "document.documentElement.dataset.festive = 'diwali';",
  };

  it('adds, lists, reads, changes and removes a script', async () => {
    const created = await expectOk(await owner('POST', 'noir-threads', '/scripts', banner), 201);
    expect(created.script).toEqual(banner);
    const generated = await expectOk(await owner('POST', 'noir-threads', '/scripts', { body: 'console.log(1)' }), 201);
    expect(generated.script).toMatchObject({ STATUS: false, POS: 'Body' });
    expect(generated.script.id).toMatch(/^script-[A-Za-z0-9_-]+$/);
    const { scripts } = await expectOk(await owner('GET', 'noir-threads', '/scripts'));
    expect(scripts).toContainEqual({ id: 'diwali-banner', STATUS: true, POS: 'Header', SIZE: banner.body.length });
    expect(scripts[0]).not.toHaveProperty('body');
    const { script } = await expectOk(
      await owner('PATCH', 'noir-threads', '/scripts/diwali-banner', { STATUS: false, POS: 'Body' }),
    );
    expect(script).toEqual({ ...banner, STATUS: false, POS: 'Body' });
    expect((await expectOk(await owner('GET', 'noir-threads', '/scripts/diwali-banner'))).script.body).toBe(
      banner.body,
    );
    expect((await expectOk(await owner('DELETE', 'noir-threads', '/scripts/diwali-banner'))).removed).toBe(
      'diwali-banner',
    );
    await expectFailure(await owner('GET', 'noir-threads', '/scripts/diwali-banner'), 404, 'NOT_FOUND');
    await expectFailure(await owner('DELETE', 'noir-threads', '/scripts/diwali-banner'), 404, 'NOT_FOUND');
  });

  it('accepts a body of exactly 50 KB and refuses one byte more', async () => {
    const max = 'x'.repeat(50 * 1024);
    await expectOk(await owner('POST', 'members-only', '/scripts', { id: 'big', body: max }), 201);
    await refused('POST', 'members-only', '/scripts', { id: 'too-big', body: `${max}x` }, 'body');
    await refused('POST', 'members-only', '/scripts', { id: 'too-big', body: 'é'.repeat(26 * 1024) }, 'body');
    await refused('PATCH', 'members-only', '/scripts/big', { body: `${max};` }, 'body');
  });

  it('refuses bad positions, ids, statuses, unknown fields and duplicate ids', async () => {
    await refused('POST', 'members-only', '/scripts', { id: 's1', POS: 'Footer', body: '' }, 'POS');
    await refused('POST', 'members-only', '/scripts', { id: 'bad id', body: '' }, 'id');
    await refused('POST', 'members-only', '/scripts', { id: 's1', STATUS: 'on', body: '' }, 'STATUS');
    await refused('POST', 'members-only', '/scripts', { id: 's1', body: '', async: true }, 'async', 'UNKNOWN_FIELD');
    await refused('POST', 'members-only', '/scripts', { id: 's1' }, 'body');
    await expectOk(await owner('POST', 'members-only', '/scripts', { id: 'dup', body: '1' }), 201);
    await refused('POST', 'members-only', '/scripts', { id: 'dup', body: '2' }, 'id', 'SCRIPT_EXISTS', 409);
    await refused('PATCH', 'members-only', '/scripts/dup', { id: 'renamed' }, 'id', 'UNKNOWN_FIELD');
  });

  it('allows at most 20 scripts a shop', async () => {
    for (let i = 0; i < 20; i++)
      await expectOk(await owner('POST', 'reported-shop', '/scripts', { id: `s${i}`, body: '' }), 201);
    await refused('POST', 'reported-shop', '/scripts', { id: 's20', body: '' }, undefined, 'TOO_MANY_SCRIPTS', 409);
  });

  it("cannot touch another shop's script", async () => {
    await expectOk(await owner('POST', 'noir-threads', '/scripts', { id: 'noir-only', body: 'x' }), 201);
    await expectFailure(await owner('PATCH', 'dilli-kirana', '/scripts/noir-only', { STATUS: true }), 404, 'NOT_FOUND');
    await expectFailure(await owner('DELETE', 'dilli-kirana', '/scripts/noir-only'), 404, 'NOT_FOUND');
    expect((await expectOk(await owner('GET', 'noir-threads', '/scripts/noir-only'))).script.STATUS).toBe(false);
  });
});
