import { describe, expect, it } from 'vitest';
import { postJson } from './helpers';

const call = (headers: Record<string, string>, body: unknown = { host: 'localhost' }) =>
  postJson('/api/v2/getStoreDetails/v2', body, headers);

describe('POST /api/v2/getStoreDetails/v2', () => {
  it('answers the store response of spec section 3', async () => {
    const res = await call({ storeID: 'dilli-kirana' });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe(1);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'STORE_DATA',
        'HOME_DATA',
        'ALL_CAT',
        'WORKING_HOURS',
        'RANDOM_ITEM',
        'manifest',
        'DEACTIVATED_CATALOGS',
        'response',
      ]),
    );
    for (const field of [
      'STORE_NAME',
      'STORE_DESC',
      'STORE_IMAGE',
      'CUST_CARE',
      'LOGIN_MANDATE',
      'DEFAULT_COLOR',
      'CUSTOM_TEXTS',
      'IS_GRID_VIEW',
      'THEME_ID_v2',
      'REPORT_TEXT',
      'OWNER_NAME',
      'VALIDATED_PHONE',
      'ENABLE_WA_SUPPORT',
      'IS_STORE_REPORTED',
      'HelloBar',
    ]) {
      expect(body.STORE_DATA).toHaveProperty(field);
    }
    expect(body.STORE_DATA.HelloBar.targetScreens).toEqual(['Home', 'Bag']);
    expect(body.HOME_DATA.length).toBeGreaterThanOrEqual(6);
    expect(body.HOME_DATA[0].items.length).toBeGreaterThan(0);
    expect(body.manifest.start_url).toBe('/dilli-kirana');
    expect(body.RANDOM_ITEM.ID).toBeTruthy();
  });

  it('leaves disabled categories out of ALL_CAT and lists them as DEACTIVATED_CATALOGS', async () => {
    const body = await (await call({ storeID: 'dilli-kirana' })).json<any>();
    expect(body.DEACTIVATED_CATALOGS.length).toBeGreaterThan(0);
    const ids = body.ALL_CAT.map((c: { CAT_ID: string }) => c.CAT_ID);
    for (const off of body.DEACTIVATED_CATALOGS) expect(ids).not.toContain(off);
    expect(body.ALL_CAT.every((c: { IS_DISABLED: boolean }) => !c.IS_DISABLED)).toBe(true);
  });

  it('marks a reported shop', async () => {
    const body = await (await call({ storeID: 'reported-shop' })).json<any>();
    expect(body.STORE_DATA.IS_STORE_REPORTED).toBe(true);
    expect(body.STORE_DATA.REPORT_TEXT).toBeTruthy();
  });

  it.each([
    [{}, 400, 'STORE_ID_MISSING'],
    [{ storeID: '../etc/passwd' }, 400, 'STORE_ID_INVALID'],
    [{ storeID: '<b>x</b>' }, 400, 'STORE_ID_INVALID'],
    [{ storeID: 'no-such-shop' }, 404, 'STORE_NOT_FOUND'],
  ])('refuses headers %j with HTTP %i and a readable reason', async (headers, http, code) => {
    const res = await call(headers);
    expect(res.status).toBe(http);
    const body = await res.json<any>();
    expect(body).toMatchObject({ status: 0, code });
    expect(body.rsn).toMatch(/^[A-Z].+\.$/);
  });

  it.each(['{not json', '[1,2]', '{"host": 42}'])('refuses the body %j with 400', async (raw) => {
    const res = await call({ storeID: 'dilli-kirana' }, raw);
    expect(res.status).toBe(400);
    expect((await res.json<any>()).status).toBe(0);
  });

  it("on a custom domain only answers for that domain's shop", async () => {
    const res = await postJson('/api/v2/getStoreDetails/v2', {}, { storeID: 'noir-threads' }, 'dillikirana.localhost');
    expect(res.status).toBe(404);
  });

  it('refuses a cross-site browser POST', async () => {
    const res = await call({ storeID: 'dilli-kirana', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect((await res.json<any>()).status).toBe(0);
  });
});

describe('POST /api/v2/{name}', () => {
  it('getWebExtraMeta answers the shop meta', async () => {
    const body = await (await postJson('/api/v2/getWebExtraMeta', {}, { storeID: 'noir-threads' })).json<any>();
    expect(body.status).toBe(1);
    expect(body.meta.title).toBe('Noir Threads');
    expect(body.meta.themeColor).toBe('#000000');
  });
  it('an unknown call is a 404 with status 0', async () => {
    const res = await postJson('/api/v2/dropAllTables', {}, { storeID: 'noir-threads' });
    expect(res.status).toBe(404);
    expect((await res.json<any>()).status).toBe(0);
  });
});
