import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { call, expectJsonFailure, ORIGIN, OWNER_KEY } from './hygiene-helpers';

// Every /api reply is JSON (never the shop's HTML 404); broken text and oversized streamed bodies are refused
// with a readable 4xx, never a 500; the Worker keeps answering afterwards.

const SHOP = { storeID: 'dilli-kirana' };

function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...SHOP, 'Content-Type': 'application/json', ...headers },
    body,
    redirect: 'manual',
  });
}

describe('unknown /api paths', () => {
  const PATHS = [
    '/api',
    '/api/',
    '/api/nope',
    '/api/v2',
    '/api/v2/',
    '/api/v3/anything',
    '/api/a/b/c/d/e/f/g/h/i/j/k',
    '/api/v2/plugins/cart/addProductToCart/',
    '/api/v2/plugins/cart/',
    '/api/v2/plugins/sms/pingForSmsView/',
    '/api/v2/getStoreDetails/v2/',
    '/api/v2/auth/session/x',
    '/api/v2/search/',
    '/api/%E2%82%AC/x',
    '/api/v2/%2F%2F',
    '/api/v2/plugins/cart/add%00Product',
    '/api/%25%25',
    '/api/%F0%9F%98%80/%ED%A0%80',
    `/api/${'deep/'.repeat(200)}end`,
    '/api/v2/plugins/customJS/readScript',
    '/api/v2/plugins/customJS/readScript/dilli-kirana/no-such-script',
    '/api/v2/plugins/customJS/readScript/Bad%20Id/x',
    '/api/dilli-kirana',
    '/api/dilli-kirana/bag',
  ];

  it('answer 404 JSON NOT_FOUND for every method, depth and encoding', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    await Promise.all(
      PATHS.flatMap((path) =>
        methods.map(async (method) => {
          const res = await call(method, path, {
            body: method === 'GET' || method === 'OPTIONS' ? undefined : '{}',
            headers: SHOP,
          });
          const text = await res.text();
          expect(res.status, `${method} ${path}: ${text.slice(0, 120)}`).toBe(404);
          expect(res.headers.get('Content-Type'), `${method} ${path}`).toContain('application/json');
          // A POST to /api/v2/{name} or /api/v2/plugins/cart/{call} reaches the call's own UNKNOWN_CALL answer; a path
          // with a control character in it (%00) is refused before any routing (src/middleware/path-guard.ts).
          const reachesCall =
            method === 'POST' &&
            /^\/api\/v2\/(plugins\/cart\/)?[^/]+$/.test(path) &&
            !/%0[0-9a-f]|%1[0-9a-f]|%7f/i.test(path);
          const code = reachesCall ? 'UNKNOWN_CALL' : 'NOT_FOUND';
          expect(JSON.parse(text), `${method} ${path}`).toMatchObject({ status: 0, code, rsn: expect.any(String) });
        }),
      ),
    );
    // HEAD gets the status and type (no body), without a shop header too.
    const head = await call('HEAD', '/api/nope/');
    expect(head.status).toBe(404);
    expect(head.headers.get('Content-Type')).toContain('application/json');
    // Under the signed-in sections the sign-in check answers first: JSON too.
    await expectJsonFailure(await send('GET', '/api/v2/account/nothing/here/'), 401);
  });

  it('still answer the real calls, and pages stay HTML', async () => {
    const cart = await send('POST', '/api/v2/plugins/cart/getCartSessionID', '{}');
    expect(cart.status).toBe(200);
    expect(await cart.json()).toMatchObject({ status: 1 });
    const page = await SELF.fetch(`${ORIGIN}/dilli-kirana/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('Content-Type')).toContain('text/html');
  });
});

describe('broken text (lone surrogates)', () => {
  const campaignViews = async () =>
    (await openShop(env, 'dilli-kirana')
      .db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM campaign_views')
      .first<{ n: number }>())!.n;

  it('a campaign name with a lone surrogate is refused with 400, every time, and nothing is counted', async () => {
    const before = await campaignViews();
    for (const raw of [
      '{"cmpn_name":"\\ud800"}',
      '{"cmpn_name":"sale \\udfff"}',
      '{"cmpn_name":"\\udc00\\ud800"}',
      '{"cmpn_name":"ok \\ud83d"}',
    ]) {
      for (let i = 0; i < 3; i++) {
        const res = await send('POST', '/api/v2/plugins/sms/pingForSmsView', raw);
        await expectJsonFailure(res, 400);
        expect(res.headers.get('Set-Cookie')).toBeNull();
      }
    }
    // a control character is refused by the call itself
    await expectJsonFailure(
      await send('POST', '/api/v2/plugins/sms/pingForSmsView', '{"cmpn_name":"a\\u0007b"}'),
      400,
      'BAD_BODY',
    );
    expect(await campaignViews()).toBe(before);
  });

  it('a well-formed name (a surrogate pair, an escaped backslash) is still counted and its cookie set', async () => {
    for (const [raw, cookie] of [
      ['{"cmpn_name":"diwali \\ud83e\\ude94"}', 'diwali%20%F0%9F%AA%94'],
      ['{"cmpn_name":"\\\\ud800"}', '%5Cud800'],
    ]) {
      const res = await send('POST', '/api/v2/plugins/sms/pingForSmsView', raw);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 1, counted: true });
      expect(res.headers.get('Set-Cookie')).toContain(`dilli-kirana_cmpnId=${cookie}`);
    }
  });

  it('a bag line id with a lone surrogate is refused with 400, not 500 (encodeURIComponent in line ids)', async () => {
    for (const raw of [
      '{"product_id_in_cart":"atta__\\ud800__","product_qty":1}',
      '{"product_id_in_cart":"x__a__\\udc00b","product_qty":2}',
    ]) {
      await expectJsonFailure(await send('POST', '/api/v2/plugins/cart/updateCart', raw), 400);
    }
  });
});

describe('oversized streamed bodies (Transfer-Encoding: chunked, no Content-Length)', () => {
  const piece = new TextEncoder().encode('x'.repeat(16 * 1024));
  /** A JSON body of about `bytes`, sent in 16 KB chunks as the server pulls them. */
  function streamed(bytes: number): ReadableStream<Uint8Array> {
    let sent = -1;
    return new ReadableStream({
      pull(c) {
        if (sent < 0) c.enqueue(new TextEncoder().encode('{"cmpn_name":"'));
        else if (sent >= bytes) {
          c.enqueue(new TextEncoder().encode('"}'));
          c.close();
          return;
        } else c.enqueue(piece);
        sent = Math.max(sent, 0) + (sent < 0 ? 0 : piece.length);
      },
    });
  }

  it.each([
    ['an /api POST', 'POST', '/api/v2/plugins/sms/pingForSmsView', {}, 200 * 1024],
    ['an /api cart POST', 'POST', '/api/v2/plugins/cart/addProductToCart', {}, 3 * 1024 * 1024],
    ['an unknown /api path', 'POST', '/api/v2/nothing/here', {}, 200 * 1024],
    ['an /admin/api PUT', 'PUT', '/admin/api/stores/dilli-kirana/custom-texts', OWNER_KEY, 1024 * 1024],
    ['an /admin/api PATCH', 'PATCH', '/admin/api/stores/dilli-kirana', OWNER_KEY, 3 * 1024 * 1024],
  ])('%s ends as 413 JSON and the next request is answered normally', async (_label, method, path, headers, bytes) => {
    const res = await send(method, path, streamed(bytes), headers);
    expect(res.headers.get('Content-Length')).not.toBe(String(bytes));
    await expectJsonFailure(res, 413, 'BODY_TOO_LARGE');
    const next = await send('POST', '/api/v2/plugins/sms/pingForSmsView', '{"cmpn_name":"after-413"}');
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ status: 1 });
    const texts = await SELF.fetch(`${ORIGIN}/admin/api/stores/dilli-kirana/custom-texts`, { headers: OWNER_KEY });
    expect(texts.status).toBe(200);
  });

  it('a streamed body under the limit still works', async () => {
    const body = new TextEncoder().encode('{"cmpn_name":"streamed"}');
    const res = await send(
      'POST',
      '/api/v2/plugins/sms/pingForSmsView',
      new ReadableStream({
        start(c) {
          c.enqueue(body);
          c.close();
        },
      }),
    );
    expect(res.status).toBe(200);
  });
});
