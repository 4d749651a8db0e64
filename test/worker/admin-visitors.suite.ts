import { describe, expect, it } from 'vitest';
import { postJson } from './helpers';
import { signIn, uniqueUid } from './auth-helpers';
import { call, expectFailure, expectOk, keyFor, owner } from './admin-helpers';

describe('GET /admin/api/stores/{storeId}/visitors', () => {
  it('shows the shop owner who is online now, with the online-user fields', async () => {
    const ua = {
      storeID: 'dilli-kirana',
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    };
    await postJson('/api/v2/stats/presence', { visitorId: 'owner-view-1', page: 'Bag', url: '/dilli-kirana/bag' }, ua);
    const body = await expectOk(await owner('GET', 'dilli-kirana', '/visitors'));
    const v = body.online.find((o: { visitorId: string }) => o.visitorId === 'owner-view-1');
    expect(v).toMatchObject({
      LAST_PAGE: 'Bag',
      PAGE_URL: '/dilli-kirana/bag',
      LAST_BROWSER: 'Safari',
      LAST_OS: 'iOS',
      TOTAL_VIEW_TIME: 12_000,
    });
    expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names a signed-in shopper (NAME and MOBILE from their session) and leaves anonymous visitors unnamed', async () => {
    const cookie = await signIn(uniqueUid('visitor'), 'dilli-kirana', {
      name: 'Asha Verma',
      phone_number: '+919812345678',
    });
    const ua = {
      storeID: 'dilli-kirana',
      'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
    };
    await postJson(
      '/api/v2/stats/presence',
      { visitorId: 'signed-in-view-1', page: 'Home', url: '/dilli-kirana', name: 'Spoofed', mobile: '1' },
      { ...ua, Cookie: cookie },
    );
    await postJson('/api/v2/stats/presence', { visitorId: 'anonymous-view-1', page: 'Home', url: '/dilli-kirana' }, ua);
    const body = await expectOk(await owner('GET', 'dilli-kirana', '/visitors'));
    const find = (id: string) => body.online.find((o: { visitorId: string }) => o.visitorId === id);
    expect(find('signed-in-view-1')).toMatchObject({ NAME: 'Asha Verma', MOBILE: '+919812345678' });
    expect(find('anonymous-view-1')).toMatchObject({ NAME: null, MOBILE: null });
  });

  it("is another shop's business: 404 with a foreign key, 401 without one", async () => {
    await expectFailure(await call('GET', '/stores/dilli-kirana/visitors', { key: await keyFor('noir-threads') }), 404);
    await expectFailure(await call('GET', '/stores/dilli-kirana/visitors'), 401);
  });
});
