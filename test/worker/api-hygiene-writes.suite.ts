import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ERROR_RECORD_IDS_PER_HOUR,
  ERROR_RECORD_OVERFLOW_ID,
  recordStoreError,
} from '../../src/data/platform/error-records';
import { call, expectJsonFailure, inBatches, OWNER_KEY } from './hygiene-helpers';

// Concurrent owner saves never answer 5xx; error records for unknown shops stay bounded (one row per id and hour).

const HOUR = 3_600_000;
const owner = (method: string, path: string, body: unknown) =>
  call(method, `/admin/api/stores/dilli-kirana${path}`, { headers: OWNER_KEY, body: JSON.stringify(body) });
const read = async (path: string) =>
  (await (await call('GET', `/admin/api/stores/dilli-kirana${path}`, { headers: OWNER_KEY })).json()) as Record<
    string,
    unknown
  >;

describe('concurrent owner saves', () => {
  it('24 concurrent custom-text PUTs all succeed and one of them is what is stored', async () => {
    const sent = Array.from({ length: 24 }, (_, i) => ({
      home: { viewAll: `Sab dekhiye ${i}` },
      bag: { title: `Jhola ${i}` },
    }));
    const replies = await Promise.all(sent.map((body) => owner('PUT', '/custom-texts', body)));
    expect(replies.map((r) => r.status)).toEqual(sent.map(() => 200));
    const stored = (await read('/custom-texts')).customTexts;
    expect(sent).toContainEqual(stored);
  });

  it('concurrent hello-bar and pixel changes are applied one after the other (no 5xx, nothing lost)', async () => {
    const bars = Array.from({ length: 12 }, (_, i) => ({ text: `Offer ${i}`, targetScreens: ['Home'] }));
    const pixels = [{ FB_PIXEL: { pixelID: '123456789012345' } }, { G_MERCHANT: { gMerchantID: '5551234' } }];
    const replies = await Promise.all([
      ...bars.map((b) => owner('PUT', '/hello-bar', b)),
      ...pixels.map((p) => owner('PATCH', '/pixels', p)),
    ]);
    expect(
      await Promise.all(replies.map(async (r) => `${r.status} ${r.status === 200 ? '' : await r.text()}`)),
    ).toEqual(replies.map(() => '200 '));
    expect(bars.map((b) => b.text)).toContain(((await read('/hello-bar')).helloBar as { text: string }).text);
    // two patches of different pixels at once: both kept (each merged into what the other wrote)
    expect((await read('/pixels')).pixels).toMatchObject({
      FB_PIXEL: { pixelID: '123456789012345' },
      G_MERCHANT: { gMerchantID: '5551234' },
    });
  });

  it('24 concurrent store-detail PATCHes (read, change, conditional write) answer 200 or a readable 409, never 5xx', async () => {
    const descs = Array.from({ length: 24 }, (_, i) => `Fresh atta and dal, batch ${i}`);
    const replies = await Promise.all(descs.map((d) => owner('PATCH', '', { STORE_DESC: d })));
    for (const r of replies) {
      if (r.status === 409) await expectJsonFailure(r, 409);
      else expect(r.status).toBe(200);
    }
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect(descs).toContain(((await read('')).store as { STORE_DESC: string }).STORE_DESC);
  });
});

type Row = {
  hour: number;
  store_id: string;
  count: number;
  first_time: number;
  last_time: number;
  error_array: string;
};
const rowsOf = async (hour: number) =>
  (await env.DB.prepare('SELECT * FROM error_records_hourly WHERE hour = ? ORDER BY store_id').bind(hour).all<Row>())
    .results;

/** Waits until the current hour has at least `seconds` left, so a run never straddles two hours. */
async function hourWithRoom(seconds: number): Promise<number> {
  const left = HOUR - (Date.now() % HOUR);
  if (left < seconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
  return Math.floor(Date.now() / HOUR);
}

describe('error records for unknown shops', () => {
  it('writes one statement per record; a repeated id counts on its row; past the cap ids count on the overflow row', async () => {
    let statements = 0;
    const counting = new Proxy(env.DB, {
      get: (db, key) =>
        key === 'prepare' || key === 'batch' || key === 'exec'
          ? (...a: unknown[]) => {
              statements++;
              return (db[key] as (...x: unknown[]) => unknown)(...a);
            }
          : Reflect.get(db, key),
    });
    const now = Date.UTC(2024, 0, 1, 10, 30); // an hour of its own
    const hour = now / HOUR - 0.5;
    const entry = (path: string) => [{ kind: 'invalid-store' as const, message: 'store not found', path }];
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a1', 'a5'])
      await recordStoreError(counting, id, entry(`/${id}`), now + statements, 3);
    expect(statements).toBe(7);
    const rows = await rowsOf(hour);
    expect(rows.map((r) => [r.store_id, r.count])).toEqual([
      [ERROR_RECORD_OVERFLOW_ID, 3],
      ['a1', 2],
      ['a2', 1],
      ['a3', 1],
    ]);
    expect(JSON.parse(rows[1].error_array)).toEqual(entry('/a1'));
    expect(rows[1].last_time).toBeGreaterThan(rows[1].first_time);
    // 90 days on, the first row of a new hour clears the hours older than that
    await recordStoreError(env.DB, 'later', entry('/later'), now + 2161 * HOUR);
    expect(await rowsOf(hour)).toEqual([]);
  });

  it('50 requests for one unknown id make one row with count 50, all answered with the incorrect-store 404', async () => {
    // room for this test and the next, which counts on the ghost-shop row written here being in the same hour
    const hour = await hourWithRoom(180);
    const replies = await inBatches(50, 25, (i) =>
      i % 5 === 4
        ? call('POST', '/api/v2/getStoreDetails/v2', { body: '{}', headers: { storeID: 'ghost-shop' } })
        : call('GET', `/ghost-shop${i % 2 ? '/category/x' : ''}`),
    );
    for (const r of replies) {
      expect(r.status).toBe(404);
      if (r.headers.get('Content-Type')?.includes('json')) await expectJsonFailure(r, 404, 'STORE_NOT_FOUND');
      else expect(await r.text()).toContain('data-testid="incorrect-store"');
    }
    const row = (await rowsOf(hour)).find((r) => r.store_id === 'ghost-shop');
    expect(row).toMatchObject({ count: 50 });
    expect(JSON.parse(row!.error_array)[0]).toMatchObject({ kind: 'invalid-store' });
  }, 240_000); // in an hour's last three minutes, hourWithRoom waits for the next hour first

  it('1,000 requests for random unknown ids, then 100 more: at most the cap of rows for the hour, every request a 404', async () => {
    const hour = await hourWithRoom(60);
    const before = await rowsOf(hour);
    const sumOf = (rows: Row[]) => rows.reduce((n, r) => n + r.count, 0);
    const random = () => `ghost-${crypto.randomUUID().slice(0, 13)}`;
    const ask = async (id: string) => {
      const res = await call('GET', `/${id}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('data-testid="incorrect-store"');
    };
    await inBatches(1000, 50, () => ask(random()));
    const after = await rowsOf(hour);
    const own = after.filter((r) => r.store_id !== ERROR_RECORD_OVERFLOW_ID);
    expect(own.length).toBe(Math.min(ERROR_RECORD_IDS_PER_HOUR, before.length + 1000));
    expect(sumOf(after)).toBe(sumOf(before) + 1000);
    // the hour is full now: new ids only grow the overflow row; an id with a row still counts on its own
    const overflowBefore = after.find((r) => r.store_id === ERROR_RECORD_OVERFLOW_ID)?.count ?? 0;
    await inBatches(100, 50, () => ask(random()));
    await ask('ghost-shop');
    const full = await rowsOf(hour);
    expect(full.length).toBe(ERROR_RECORD_IDS_PER_HOUR + 1);
    expect(full.find((r) => r.store_id === ERROR_RECORD_OVERFLOW_ID)!.count).toBe(overflowBefore + 100);
    expect(full.find((r) => r.store_id === 'ghost-shop')!.count).toBe(51);
  }, 120_000); // up to a minute of waiting for a new hour, then 1,101 requests
});
