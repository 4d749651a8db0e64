import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ondcMinute } from '../../src/platform/ondc-minute';
import { owner } from './admin-helpers';
import { BUYER_ID, CARE, FIELDS, catchCallbacks, pinBuyer, post, requestBody, signedPost } from './ondc-buyer';

// The incremental catalogue's push mode (#39 step 4): a buyer app subscribes with catalog_inc mode start; every minute
// each shop whose items changed pushes one on_search with only those items, at most once a minute; mode stop ends it.

type Pushed = {
  context: { action: string; message_id: string; transaction_id: string; bpp_id: string };
  message: { catalog: { 'bpp/providers': Array<{ id: string; locations?: unknown; items: Array<{ id: string }> }> } };
};

const modeSearch = (mode: string) =>
  requestBody('search', {
    context: { city: '*' },
    message: { intent: { tags: [{ code: 'catalog_inc', list: [{ code: 'mode', value: mode }] }] } },
  });

const subscriptions = async () =>
  (
    await env.DB.prepare('SELECT bap_id, domain, city FROM ondc_catalogue_subscriptions WHERE bap_id = ?')
      .bind(BUYER_ID)
      .all()
  ).results;

/** The storefront items network items sell (a variant's id is `{itemId}~{hash}`). */
const storeItems = (items: { id: string }[]) => [...new Set(items.map((i) => i.id.split('~')[0]))];

/** The message id of the latest start: pushes carry the start search's ids. */
let startId = '';

/** The pushes among the caught callbacks (an earlier suite's retry that falls due may be caught beside them). */
async function pushed(caught: Request[]): Promise<Pushed[]> {
  const bodies = await Promise.all(caught.map(async (r) => JSON.parse(await r.clone().text()) as Pushed));
  return bodies.filter((b) => b.context?.message_id === startId);
}

beforeAll(async () => {
  await pinBuyer();
  const optIn = await owner('PATCH', 'dilli-kirana', '/ondc', {
    enabled: true,
    domain: 'ONDC:RET10',
    fssai_licence: '10020011000123',
    consumer_care: CARE,
    city: 'std:011',
  });
  expect(optIn.status).toBe(200);
  for (const item of ['basmati-classic', 'idli-rice'])
    expect((await owner('PUT', 'dilli-kirana', `/ondc/items/${item}`, { fields: FIELDS })).status).toBe(200);
});
afterEach(() => vi.restoreAllMocks());

describe('on_search pushes: the incremental catalogue in push mode', () => {
  it('subscribes only on a signed start, and answers it with an ACK and no callback', async () => {
    const caught = catchCallbacks();
    const unsigned = modeSearch('start');
    expect((await post('search', JSON.stringify(unsigned), null)).status).toBe(401);
    expect(await subscriptions()).toEqual([]);
    const start = modeSearch('start');
    startId = (start.context as { message_id: string }).message_id;
    const sent = await signedPost('search', start);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ message: { ack: { status: 'ACK' } } });
    expect(await pushed(caught)).toEqual([]);
    expect(await subscriptions()).toEqual([{ bap_id: BUYER_ID, domain: 'ONDC:RET10', city: '*' }]);
    // a start sent again renews the one subscription (its ids are the pushes' from now on)
    const again = modeSearch('start');
    startId = (again.context as { message_id: string }).message_id;
    expect((await signedPost('search', again)).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
  });

  it('pushes what changed once, to the subscriber, at most once a minute a shop, under concurrent runs', async () => {
    const caught = catchCallbacks();
    expect((await owner('PATCH', 'dilli-kirana', '/items/idli-rice', { STOCK_QTY: 7 })).status).toBe(200);
    // five runs at once (the cron and a late one): one push
    const first = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => ondcMinute(env, first)));
    const [push, ...others] = await pushed(caught);
    expect(others).toEqual([]);
    const request = caught.find((r) => r.url === 'https://buyer.test/ondc/on_search');
    expect(request?.headers.get('Authorization')).toMatch(/^Signature keyId="localhost\|/);
    expect(push.context).toMatchObject({ action: 'on_search', bpp_id: 'localhost' });
    const [provider, ...otherShops] = push.message.catalog['bpp/providers'];
    expect(otherShops).toEqual([]);
    expect(provider.id).toBe('dilli-kirana');
    // the item's packs are its network items (idli-rice, idli-rice~{hash}): only that item's
    expect(storeItems(provider.items)).toEqual(['idli-rice']);
    expect(provider.locations).toBeUndefined();

    // a change within the minute waits: nothing goes out before the minute is up
    expect((await owner('PATCH', 'dilli-kirana', '/items/basmati-classic', { STOCK_QTY: 40 })).status).toBe(200);
    await ondcMinute(env, Date.now());
    expect(await pushed(caught)).toHaveLength(1);
    // a minute later (three runs at once): one push, carrying only what changed since the last
    const later = first + 61_000;
    await Promise.all([ondcMinute(env, later), ondcMinute(env, later), ondcMinute(env, later)]);
    const [, second, ...more] = await pushed(caught);
    expect(more).toEqual([]);
    expect(storeItems(second.message.catalog['bpp/providers'].flatMap((p) => p.items))).toEqual(['basmati-classic']);
    // nothing changed since: the next minute pushes nothing
    await ondcMinute(env, later + 61_000);
    expect(await pushed(caught)).toHaveLength(2);
    // through the outbox: both written once and delivered
    const rows = await env.DB.prepare('SELECT delivered_at FROM ondc_outbox WHERE body LIKE ?')
      .bind(`%${startId}%`)
      .all<{ delivered_at: number | null }>();
    expect(rows.results.length).toBe(2);
    expect(rows.results.every((r) => r.delivered_at !== null)).toBe(true);
  });

  it('keeps a push for a buyer app that is down and delivers it at a later run', async () => {
    let down = true;
    const caught = catchCallbacks(() => (down ? new Response('down', { status: 503 }) : Response.json({})));
    // the shop's last push a minute ago (the runs above were dated ahead of the clock)
    await env.DB.prepare('UPDATE ondc_catalogue_pushes SET pushed_until = ?')
      .bind(Date.now() - 61_000)
      .run();
    expect((await owner('PATCH', 'dilli-kirana', '/items/idli-rice', { STOCK_QTY: 3 })).status).toBe(200);
    const at = Date.now();
    await ondcMinute(env, at);
    expect(await pushed(caught)).toHaveLength(1);
    down = false;
    // the retry is due 5 s later; no new window (under a minute), only the retry goes out
    await ondcMinute(env, at + 6_000);
    const [tried, retried, ...more] = await pushed(caught);
    expect(more).toEqual([]);
    expect(retried).toEqual(tried);
  });

  it('stops on mode stop: no more pushes', async () => {
    const caught = catchCallbacks();
    expect((await signedPost('search', modeSearch('stop'))).status).toBe(200);
    expect(await subscriptions()).toEqual([]);
    expect((await owner('PATCH', 'dilli-kirana', '/items/idli-rice', { STOCK_QTY: 9 })).status).toBe(200);
    await ondcMinute(env, Date.now() + 20 * 61_000);
    expect(await pushed(caught)).toEqual([]);
  });
});
