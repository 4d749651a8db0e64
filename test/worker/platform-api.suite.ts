import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ROUTE_WORDS } from '../../src/domain/route-words';
import { createOperatorKey } from '../../src/data/platform/operator-keys';
import { call as ownerCall, expectFailure, expectOk } from './admin-helpers';
import { createShop, freshId, platformCall, platformCallWith, sha256, storefront } from './platform-helpers';
import { shopLifecycleSuite } from './platform-lifecycle-suite';
import { fuzzSuite } from './platform-fuzz-suite';

// The operator API (/platform/api). The lifecycle and fuzz suites live in their own files to keep each small,
// and run from here so that this one file covers the whole API.

describe('operator keys', () => {
  it('answers 401 AUTH_REQUIRED without a key, with WWW-Authenticate and no-store, on every call', async () => {
    for (const [method, path] of [
      ['GET', '/shops'],
      ['POST', '/shops'],
      ['GET', '/shops/dilli-kirana'],
      ['PATCH', '/shops/dilli-kirana'],
      ['DELETE', '/shops/dilli-kirana'],
      ['GET', '/nothing'],
    ]) {
      const res = await platformCall(method, path, {
        key: null,
        body: method === 'POST' || method === 'PATCH' ? { id: 'x-shop', name: 'X', status: 'suspended' } : undefined,
      });
      expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      await expectFailure(res, 401, 'AUTH_REQUIRED');
    }
    expect((await platformCall('GET', '/shops/dilli-kirana')).status).toBe(200);
    expect(
      (await (await platformCall('GET', '/shops/dilli-kirana')).json<{ shop: { status: string } }>()).shop.status,
    ).toBe('active');
  });

  it('answers 401 AUTH_INVALID for an unknown or malformed key, and for an owner key', async () => {
    const ownerKey = (await createShop(freshId('keytest'))).ownerKey;
    for (const header of [
      'Bearer sfp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      `Bearer ${ownerKey}`,
      'Bearer dev_owner_dilli-kirana',
      'Basic ZGVtbzpkZW1v',
      'Bearer',
      'Bearer a b',
      'Bearer short',
      `Bearer ${'x'.repeat(300)}`,
    ]) {
      const res = await platformCall('GET', '/shops', { key: null, headers: { Authorization: header } });
      expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      await expectFailure(res, 401, 'AUTH_INVALID');
    }
  });

  it('accepts dev_operator in development only', async () => {
    await expectOk(await platformCall('GET', '/shops?limit=1'));
    await expectFailure(
      await platformCallWith({ ENVIRONMENT: 'production' }, 'GET', '/shops?limit=1'),
      401,
      'AUTH_INVALID',
    );
    const id = freshId('prod-refused');
    await expectFailure(
      await platformCallWith({ ENVIRONMENT: 'production' }, 'POST', '/shops', { body: { id, name: 'Nope' } }),
      401,
      'AUTH_INVALID',
    );
    expect(await env.DB.prepare('SELECT id FROM shops WHERE id = ?').bind(id).first()).toBeNull();
  });

  it('accepts a stored key in production, and stores only its SHA-256', async () => {
    const key = await createOperatorKey(env.DB, 'worker test');
    expect(key).toMatch(/^sfp_[A-Za-z0-9_-]{43}$/);
    await expectOk(await platformCallWith({ ENVIRONMENT: 'production' }, 'GET', '/shops?limit=1', { key }));
    const rows = await env.DB.prepare('SELECT * FROM operator_keys').all<Record<string, unknown>>();
    expect(JSON.stringify(rows.results)).not.toContain(key);
    expect(rows.results.map((r) => r.key_hash)).toContain(await sha256(key));
  });

  it('serves the OpenAPI document without a key', async () => {
    const res = await platformCall('GET', '/openapi.json', { key: null });
    expect(res.status).toBe(200);
    const doc = await res.json<{
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths).sort()).toEqual(['/shops', '/shops/{id}', '/shops/{id}/counters']);
    expect(Object.keys(doc.paths['/shops']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/shops/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(doc.paths['/shops/{id}/counters'])).toEqual(['get']);
    expect(doc.components.securitySchemes.operatorKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('answers unknown calls with a JSON 404, and never sends /platform to the shop pages', async () => {
    await expectFailure(await platformCall('GET', '/nothing-here'), 404, 'NOT_FOUND');
    await expectFailure(await platformCall('PUT', '/shops'), 404, 'NOT_FOUND');
    await expectFailure(await platformCall('GET', ''), 404, 'NOT_FOUND');
    const res = await storefront('/platform/api/shops');
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const onShopDomain = await SELF.fetch('http://dillikirana.localhost/platform/api/shops', {
      headers: { Authorization: 'Bearer dev_operator' },
    });
    await expectFailure(onShopDomain, 404, 'NOT_FOUND');
  });
});

describe('POST /shops', () => {
  it('creates a shop: 201, a working owner key, the shop page answers', async () => {
    const id = freshId('new-shop');
    const res = await platformCall('POST', '/shops', {
      body: { id, name: '  Fresh Greens  ', ownerPhone: '+919876543210' },
    });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await expectOk<{ shop: unknown; ownerKey: string }>(res, 201);
    expect(body.shop).toEqual({ id, name: 'Fresh Greens', status: 'active' });
    expect(body.ownerKey).toMatch(/^sfo_[A-Za-z0-9_-]{43}$/);

    const store = await expectOk<{ store: { id: string; STORE_NAME: string } }>(
      await ownerCall('GET', `/stores/${id}`, { key: body.ownerKey }),
    );
    expect(store.store.id).toBe(id);
    const page = await storefront(`/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Fresh Greens');

    const read = await expectOk<{ shop: Record<string, unknown> }>(await platformCall('GET', `/shops/${id}`));
    expect(read.shop).toMatchObject({
      id,
      name: 'Fresh Greens',
      status: 'active',
      IS_STORE_REPORTED: false,
      REPORT_TEXT: '',
      OWNER_NAME: '',
      VALIDATED_PHONE: '',
      ownerPhone: '+919876543210',
    });
    expect(typeof read.shop.createdAt).toBe('number');
    const keyRows = await env.DB.prepare('SELECT key_hash FROM owner_keys WHERE store_id = ?')
      .bind(id)
      .all<{ key_hash: string }>();
    expect(keyRows.results).toEqual([{ key_hash: await sha256(body.ownerKey) }]);
  });

  it("never lets one shop's owner key open another shop", async () => {
    const a = await createShop(freshId('iso-a'));
    const b = await createShop(freshId('iso-b'));
    await expectFailure(await ownerCall('GET', `/stores/${b.shop.id}`, { key: a.ownerKey }), 404);
    await expectFailure(
      await ownerCall('PATCH', `/stores/${b.shop.id}`, { key: a.ownerKey, body: { STORE_NAME: 'Hijacked' } }),
      404,
    );
    await expectFailure(await ownerCall('GET', '/stores/dilli-kirana', { key: a.ownerKey }), 404);
    await expectOk(await ownerCall('GET', `/stores/${a.shop.id}`, { key: a.ownerKey }));
  });

  it('answers 409 SHOP_TAKEN for a taken id, and changes nothing', async () => {
    const before = await env.DB.prepare('SELECT * FROM shops WHERE id = ?').bind('dilli-kirana').first();
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id: 'dilli-kirana', name: 'Impostor' } }),
      409,
      'SHOP_TAKEN',
    );
    expect(await env.DB.prepare('SELECT * FROM shops WHERE id = ?').bind('dilli-kirana').first()).toEqual(before);
    const { shop } = await createShop(freshId('twice'));
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id: shop.id, name: 'Again' } }),
      409,
      'SHOP_TAKEN',
    );
  });

  it.each([
    '',
    'Upper',
    'has space',
    '-leading',
    '_leading',
    'a/b',
    '..',
    '%2e%2e',
    'dot.ted',
    'x'.repeat(65),
    'ünï',
    'a\u0000b',
    'emoji-😀',
  ])('refuses the id %j with 400 field id', async (id) => {
    const failure = await expectFailure(
      await platformCall('POST', '/shops', { body: { id, name: 'Valid Name' } }),
      400,
      'INVALID',
      'id',
    );
    expect(failure.rsn).toMatch(/^id: /);
  });

  it('refuses every word of the route table (mcp, feeds, healthz too) as an id (any case) with 400 field id', async () => {
    for (const word of ROUTE_WORDS.flatMap((w) => [w, w.toUpperCase()])) {
      await expectFailure(
        await platformCall('POST', '/shops', { body: { id: word, name: 'Route Word' } }),
        400,
        'INVALID',
        'id',
      );
    }
    const { results } = await env.DB.prepare(
      `SELECT id FROM shops WHERE lower(id) IN (${ROUTE_WORDS.map(() => '?').join(',')})`,
    )
      .bind(...ROUTE_WORDS)
      .all();
    expect(results).toEqual([]);
  }, 60_000);

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'n'.repeat(121)],
    ['control character', 'A\u0007B'],
    ['lone surrogate', 'bad \ud800'],
    ['a number', 42],
    ['null', null],
    ['an array', ['x']],
  ])('refuses a name that is %s with 400 field name', async (_, name) => {
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id: freshId('name'), name } }),
      400,
      'INVALID',
      'name',
    );
  });

  it('accepts a 120-character name and 6-character phone, and refuses a missing name', async () => {
    await createShop(freshId('long-name'), 'n'.repeat(120), { ownerPhone: '+12345' });
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id: freshId('no-name') } }),
      400,
      'INVALID',
      'name',
    );
  });

  it.each(['12345', '+1234', '98765x', '+', '1'.repeat(21), '+ 919876', 9876543210])(
    'refuses the ownerPhone %j with 400 field ownerPhone',
    async (ownerPhone) => {
      await expectFailure(
        await platformCall('POST', '/shops', { body: { id: freshId('phone'), name: 'Phone', ownerPhone } }),
        400,
        'INVALID',
        'ownerPhone',
      );
    },
  );

  it('refuses bodies of the wrong shape with 400 and a reason', async () => {
    const id = freshId('shape');
    await expectFailure(await platformCall('POST', '/shops', { raw: '{"id":' }), 400, 'BAD_JSON');
    await expectFailure(await platformCall('POST', '/shops', { raw: '[]' }), 400);
    await expectFailure(await platformCall('POST', '/shops', { raw: 'null' }), 400);
    await expectFailure(await platformCall('POST', '/shops', { raw: '"shop"' }), 400);
    await expectFailure(await platformCall('POST', '/shops', { body: { id: 7, name: 'X' } }), 400, 'INVALID', 'id');
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id, name: 'X', status: 'active' } }),
      400,
      'UNKNOWN_FIELD',
      'status',
    );
    await expectFailure(await platformCall('POST', '/shops', { key: undefined }), 400);
    await expectFailure(
      await platformCall('POST', '/shops', {
        raw: `{"id":"${id}","name":"X"}`,
        headers: { 'Content-Type': 'text/plain' },
      }),
      415,
    );
    await expectFailure(
      await platformCall('POST', '/shops', { body: { id, name: 'x'.repeat(17 * 1024) } }),
      413,
      'BODY_TOO_LARGE',
    );
    await expectFailure(await platformCall('GET', `/shops/${id}`), 404, 'NOT_FOUND');
  });
});

shopLifecycleSuite();
fuzzSuite();
