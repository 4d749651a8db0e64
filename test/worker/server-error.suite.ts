import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { get, postJson } from './helpers';

// A real storage failure: the shop's settings table is moved away in its own database for the duration of each test.
describe('a failing store lookup', () => {
  beforeEach(async () => {
    await openShop(env, 'dilli-kirana').db.prepare('ALTER TABLE stores RENAME TO stores_away').run();
  });
  afterEach(async () => {
    await openShop(env, 'dilli-kirana').db.prepare('ALTER TABLE stores_away RENAME TO stores').run();
  });

  it('shows the server-error page with HTTP 503 and writes an error record', async () => {
    const res = await get('/dilli-kirana');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('data-testid="server-error"');
    const row = await env.DB.prepare(
      "SELECT error_array FROM error_records_hourly WHERE store_id = 'dilli-kirana' ORDER BY last_time DESC",
    ).first<{ error_array: string }>();
    expect(JSON.parse(row!.error_array)[0]).toMatchObject({ kind: 'server-error', path: '/dilli-kirana' });
  });

  it('answers the store details call with status 0 and the stored response text', async () => {
    const res = await postJson('/api/v2/getStoreDetails/v2', { host: 'localhost' }, { storeID: 'dilli-kirana' });
    expect(res.status).toBe(503);
    const body = await res.json<{ status: number; rsn: string; response: string }>();
    expect(body.status).toBe(0);
    expect(body.rsn).toBe('We cannot reach our servers');
    expect(body.response).toContain('stores');
  });
});
