import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { createOwnerKey, revokeOwnerKey } from '../../src/data/platform/owner-keys';
import { call, expectFailure, expectOk, keyFor, snapshot } from './admin-helpers';

interface Op {
  method: string;
  path: string;
}
let ops: Op[] = [];

/** Every owner endpoint in the OpenAPI document, with its path parameters filled in for the given shop. */
function fill(path: string, storeId: string): string {
  return path.replace('{storeId}', storeId).replace(/\{[^}]+\}/g, 'some-id');
}

beforeAll(async () => {
  const doc = await (await call('GET', '/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  ops = Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((method) => ({ method: method.toUpperCase(), path })),
    )
    .filter((o) => o.path.startsWith('/stores/'));
});

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : { STORE_NAME: 'Hijacked' });

// a few tests make one call per endpoint (70 and more), each a key lookup in D1
// each test walks every owner endpoint: a minute leaves room for a busy CI machine
describe('owner API authentication, on every endpoint', { timeout: 60_000 }, () => {
  it('covers a real list of endpoints', () => {
    expect(ops.length).toBeGreaterThan(40);
  });

  it('answers 401 {status 0, rsn, code} without a key, and changes nothing', async () => {
    const before = await snapshot('dilli-kirana');
    for (const op of ops) {
      const res = await call(op.method, fill(op.path, 'dilli-kirana'), { body: bodyFor(op.method) });
      await expectFailure(res, 401, 'AUTH_REQUIRED');
      expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
    }
    expect(await snapshot('dilli-kirana')).toBe(before);
  });

  it('answers 401 for an unknown or malformed key', async () => {
    for (const op of ops) {
      const unknown = await call(op.method, fill(op.path, 'dilli-kirana'), {
        key: 'sfo_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        body: bodyFor(op.method),
      });
      await expectFailure(unknown, 401, 'AUTH_INVALID');
    }
    for (const header of ['Basic ZGVtbzpkZW1v', 'Bearer', 'Bearer a b', 'Bearer short', `Bearer ${'x'.repeat(300)}`]) {
      await expectFailure(
        await call('GET', '/stores/dilli-kirana', { headers: { Authorization: header } }),
        401,
        'AUTH_INVALID',
      );
    }
  });

  it("answers 404 (not 403) for another shop's key, and changes nothing in either shop", async () => {
    const noirKey = await keyFor('noir-threads');
    const before = [await snapshot('dilli-kirana'), await snapshot('noir-threads')];
    for (const op of ops) {
      const res = await call(op.method, fill(op.path, 'dilli-kirana'), { key: noirKey, body: bodyFor(op.method) });
      await expectFailure(res, 404, 'STORE_NOT_FOUND');
    }
    expect([await snapshot('dilli-kirana'), await snapshot('noir-threads')]).toEqual(before);
  });

  it('answers 404 for a shop that does not exist, with any valid key', async () => {
    await expectFailure(
      await call('GET', '/stores/no-such-shop', { key: await keyFor('dilli-kirana') }),
      404,
      'STORE_NOT_FOUND',
    );
  });

  it("accepts the shop's own key, and a revoked key no longer works", async () => {
    const key = await createOwnerKey(env.DB, 'members-only', 'to revoke');
    expect(key).toMatch(/^sfo_[A-Za-z0-9_-]{43}$/);
    await expectOk(await call('GET', '/stores/members-only', { key }));
    expect(await revokeOwnerKey(env.DB, 'members-only', key)).toBe(true);
    await expectFailure(await call('GET', '/stores/members-only', { key }), 401, 'AUTH_INVALID');
  });

  it('stores only the SHA-256 of a key', async () => {
    const key = await createOwnerKey(env.DB, 'reported-shop', 'hash check');
    const rows = await env.DB.prepare('SELECT * FROM owner_keys WHERE store_id = ?')
      .bind('reported-shop')
      .all<Record<string, unknown>>();
    expect(JSON.stringify(rows.results)).not.toContain(key);
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(rows.results.map((r) => r.key_hash)).toContain(digest);
  });

  it('accepts the seeded demo key in development and refuses it in any other environment', async () => {
    await expectOk(await call('GET', '/stores/noir-threads', { key: 'dev_owner_noir-threads' }));
    const ctx = createExecutionContext();
    const res = await app.request(
      'http://localhost/admin/api/stores/noir-threads',
      { headers: { Authorization: 'Bearer dev_owner_noir-threads' } },
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    await expectFailure(res, 401, 'AUTH_INVALID');
  });

  it("on a custom domain reaches only that domain's shop", async () => {
    const host = 'dillikirana.localhost';
    await expectOk(await call('GET', '/stores/dilli-kirana', { key: await keyFor('dilli-kirana'), host }));
    await expectFailure(
      await call('GET', '/stores/noir-threads', { key: await keyFor('noir-threads'), host }),
      404,
      'STORE_NOT_FOUND',
    );
  });

  it('answers an unknown owner call with a JSON 404', async () => {
    await expectFailure(await call('GET', '/nothing-here'), 404, 'NOT_FOUND');
    await expectFailure(
      await call('POST', '/stores/dilli-kirana/no-such-call', {
        key: await keyFor('dilli-kirana'),
        body: { label: 'x' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});
