import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/index';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ONDC_ACTIONS } from '../../src/domain/ondc/protocol';
import { nodeIdentity } from '../../src/ondc/config';
import { drainOutbox } from '../../src/ondc/outbox';
import { decodeBase64, verifyAuthorizationHeader } from '../../src/ondc/signing';
import { fetchWith } from './auth-helpers';
import { BUYER_ID, catchCallbacks, pinBuyer, post, requestBody, sign, signedPost } from './ondc-buyer';

// The ONDC protocol endpoints (#39 step 1): ACK/NACK, signatures, stale and replayed requests, and the signed
// on_{action} callback that is never lost.

beforeAll(async () => {
  await pinBuyer();
});
afterEach(() => vi.restoreAllMocks());

function expectNack(sent: { status: number; json: Record<string, unknown> }, status: number, code: string): void {
  expect(sent.status).toBe(status);
  expect(sent.json).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code }, status: 0 });
  expect(typeof sent.json.rsn).toBe('string');
}

async function outboxRows(): Promise<
  Array<{ url: string; attempts: number; delivered_at: number | null; next_attempt_at: number }>
> {
  const { results } = await env.DB.prepare(
    'SELECT url, attempts, delivered_at, next_attempt_at FROM ondc_outbox ORDER BY id',
  ).all<{ url: string; attempts: number; delivered_at: number | null; next_attempt_at: number }>();
  return results;
}

describe('POST /ondc/{action}', () => {
  it('ACKs a signed search at once and sends on_search to the buyer app, signed by this node', async () => {
    const caught = catchCallbacks();
    const body = requestBody('search');
    const sent = await signedPost('search', body);
    expect(sent).toEqual({ status: 200, json: { message: { ack: { status: 'ACK' } } } });
    expect(caught).toHaveLength(1);
    const callback = caught[0];
    expect(callback.url).toBe('https://buyer.test/ondc/on_search');
    const raw = await callback.text();
    const answer = JSON.parse(raw) as { context: Record<string, unknown>; message: Record<string, unknown> };
    const request = body.context as Record<string, unknown>;
    expect(answer.context).toMatchObject({
      action: 'on_search',
      bpp_id: 'localhost',
      message_id: request.message_id,
      transaction_id: request.transaction_id,
      bap_id: BUYER_ID,
    });
    expect(answer.message).toHaveProperty('catalog');
    const node = await nodeIdentity(env);
    const verified = await verifyAuthorizationHeader({
      header: callback.headers.get('Authorization'),
      body: raw,
      nowSeconds: Math.floor(Date.now() / 1000),
      lookupPublicKey: async (id, ukid) =>
        id === 'localhost' && ukid === 'dev-key-1' ? node.key!.publicKeyBase64 : null,
    });
    expect(verified).toEqual({ ok: true, subscriberId: 'localhost', uniqueKeyId: 'dev-key-1' });
  });

  it.each(ONDC_ACTIONS)(
    '%s: ACKs a good request; NACKs bad signature, expired signature, stale, replayed, unknown shop and malformed bodies',
    async (action) => {
      catchCallbacks();
      const good = requestBody(action);
      const raw = JSON.stringify(good);
      expect((await post(action, raw, await sign(raw))).status).toBe(200);
      expectNack(await post(action, raw, await sign(raw)), 409, '30022');

      const fresh = JSON.stringify(requestBody(action));
      expectNack(await post(action, fresh, null), 401, '30016');
      expectNack(await post(action, fresh.replace('ONDC:RET10', 'ONDC:RET11'), await sign(fresh)), 401, '30016');
      const past = Math.floor(Date.now() / 1000) - 600;
      expectNack(await post(action, fresh, await sign(fresh, { created: past, expires: past + 300 })), 401, '30016');

      const stale = JSON.stringify(
        requestBody(action, { context: { timestamp: new Date(Date.now() - 60_000).toISOString() } }),
      );
      expectNack(await post(action, stale, await sign(stale)), 400, '30022');

      if (action !== 'search') {
        const unknownShop = JSON.stringify(
          requestBody(action, { message: { order: { provider: { id: 'no-such-shop' } } } }),
        );
        expectNack(await post(action, unknownShop, await sign(unknownShop)), 404, '30001');
        const otherNode = JSON.stringify(requestBody(action, { context: { bpp_id: 'another.seller' } }));
        expectNack(await post(action, otherNode, await sign(otherNode)), 400, '30000');
      }
      for (const malformed of [
        '{',
        '[]',
        '{"context":{},"message":{}}',
        JSON.stringify(requestBody(action === 'search' ? 'select' : 'search')),
      ]) {
        expectNack(await post(action, malformed, await sign(malformed)), 400, '30000');
      }
      // the fresh request was never taken: it still ACKs once signed properly
      expect((await post(action, fresh, await sign(fresh))).status).toBe(200);
    },
  );

  it('takes a message id once when the same request arrives several times at once', async () => {
    catchCallbacks();
    const raw = JSON.stringify(requestBody('select'));
    const authorization = await sign(raw);
    const sent = await Promise.all(Array.from({ length: 6 }, () => post('select', raw, authorization)));
    expect(sent.map((s) => s.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('refuses a request signed by someone other than context.bap_id, and callbacks to plain http outside loopback and .test', async () => {
    const impostor = JSON.stringify(requestBody('search', { context: { bap_id: 'other.buyer' } }));
    expectNack(await post('search', impostor, await sign(impostor)), 401, '30016');
    const http = JSON.stringify(requestBody('search', { context: { bap_uri: 'http://buyer.example/ondc' } }));
    expectNack(await post('search', http, await sign(http)), 400, '30000');
  });

  it('keeps a callback the buyer app did not take and delivers it later with backoff', async () => {
    let up = false;
    const caught = catchCallbacks(() =>
      up ? Response.json({ message: { ack: { status: 'ACK' } } }) : new Response('down', { status: 503 }),
    );
    await env.DB.prepare('UPDATE ondc_outbox SET delivered_at = 0 WHERE delivered_at IS NULL').run();
    expect((await signedPost('search', requestBody('search'))).status).toBe(200);
    let [row] = (await outboxRows()).filter((r) => r.delivered_at === null);
    expect(row).toMatchObject({ attempts: 1, url: 'https://buyer.test/ondc/on_search' });
    expect(row.next_attempt_at).toBeGreaterThan(Date.now());
    expect(await drainOutbox(env)).toBe(0); // not due yet: nothing is sent again
    up = true;
    expect(await drainOutbox(env, row.next_attempt_at)).toBe(1);
    [row] = (await outboxRows()).slice(-1);
    expect(row.delivered_at).not.toBeNull();
    expect(caught).toHaveLength(2);
  });

  it('retries due callbacks from the every-minute cron', async () => {
    let up = false;
    const caught = catchCallbacks(() =>
      up ? Response.json({ message: { ack: { status: 'ACK' } } }) : new Response('down', { status: 502 }),
    );
    await env.DB.prepare('UPDATE ondc_outbox SET delivered_at = 0 WHERE delivered_at IS NULL').run();
    expect((await signedPost('status', requestBody('status'))).status).toBe(200);
    await env.DB.prepare('UPDATE ondc_outbox SET next_attempt_at = ? WHERE delivered_at IS NULL')
      .bind(Date.now() - 1)
      .run();
    up = true;
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(caught.map((r) => r.url)).toEqual([
      'https://buyer.test/ondc/on_status',
      'https://buyer.test/ondc/on_status',
    ]);
    expect((await outboxRows()).filter((r) => r.delivered_at === null)).toEqual([]);
  });

  it('answers junk with a 4xx JSON NACK and never 5xx (fuzz)', async () => {
    catchCallbacks();
    const nested = JSON.stringify(JSON.parse('['.repeat(5000) + ']'.repeat(5000)));
    const cases: Array<[string, string]> = [
      ['search', 'x'.repeat(300 * 1024)],
      ['search', nested],
      ['search', '{"context":"\ud800","message":1}'],
      ['select', JSON.stringify(requestBody('select', { context: { message_id: 'm\udfff' } }))],
      ['select', JSON.stringify(requestBody('select', { message: { order: { provider: { id: ['x'] } } } }))],
      ['select', JSON.stringify(requestBody('select', { message: { order: { provider: { id: '%2e%2e%2fdilli' } } } }))],
      ['on_search', '{}'],
      ['a%2Fb', '{}'],
      ['se%61rch', '{}'],
      ['search%00', '{}'],
      ['SEARCH', '{}'],
      ['search', JSON.stringify(requestBody('search', { context: { ttl: 5, timestamp: 7, bap_uri: {} } }))],
    ];
    for (const [action, raw] of cases) {
      const sent = await post(action, raw, await sign(raw));
      expect(sent.status, `${action} ${raw.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(sent.status).toBeLessThan(500);
      expect(sent.json).toMatchObject({ status: 0 });
      // a path with a control character is refused before routing, as on every JSON surface
      if (!action.includes('%00')) expect(sent.json).toMatchObject({ message: { ack: { status: 'NACK' } } });
    }
  });
});
describe('GET /ondc-site-verification.html', () => {
  it("serves the portal's request id signed with the node's key, and nothing without one", async () => {
    const withId = { ...env, ONDC_REQUEST_ID: 'req-2026-abc_1' };
    const res = await fetchWith(withId, '/ondc-site-verification.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    const content = /<meta name="ondc-site-verification" content="([^"]+)">/.exec(html)?.[1];
    expect(content).toBeDefined();
    const node = await nodeIdentity(withId);
    const publicKey = await crypto.subtle.importKey(
      'raw',
      decodeBase64(node.key!.publicKeyBase64)!,
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
    const signature = decodeBase64(content!)!;
    const text = (t: string) => new TextEncoder().encode(t);
    expect(await crypto.subtle.verify('Ed25519', publicKey, signature, text('req-2026-abc_1'))).toBe(true);
    expect(await crypto.subtle.verify('Ed25519', publicKey, signature, text('req-2026-abc_2'))).toBe(false);
    // no request id configured, or one that is not an id: no page
    expect((await fetchWith(env, '/ondc-site-verification.html')).status).toBe(404);
    const odd = { ...env, ONDC_REQUEST_ID: '"><script>' };
    expect((await fetchWith(odd, '/ondc-site-verification.html')).status).toBe(404);
  });
});

import './ondc-catalogue.suite';
import './ondc-orders.suite';
import './ondc-push.suite';
