import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { call, expectFailure, keyFor, snapshot } from './admin-helpers';

/**
 * Every JSON write endpoint of the OpenAPI document, checked the same way. The photo uploads take image bytes, not
 * JSON: their refusals (415 for anything that is not a photo, whatever its type) are in photos-upload.suite.ts.
 */
let writes: { method: string; path: string }[] = [];

beforeAll(async () => {
  const doc = await (await call('GET', '/openapi.json')).json<{
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  }>();
  writes = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, op]) => op.requestBody?.content?.['application/json'])
      .map(([method]) => ({
        method: method.toUpperCase(),
        path: path.replace('{storeId}', 'dilli-kirana').replace(/\{[^}]+\}/g, 'some-id'),
      })),
  );
});

/** Rows of every table the owner API writes, for "nothing changed". */
async function everything(): Promise<string> {
  const shop = openShop(env, 'dilli-kirana');
  const content = await shop.db.batch(
    ['coupons', 'blog_collections', 'blogs', 'custom_pages', 'branches'].map((t) =>
      shop.db.prepare(`SELECT * FROM ${t} ORDER BY 1`),
    ),
  );
  return (
    (await snapshot('dilli-kirana')) +
    JSON.stringify(content.map((r) => r.results)) +
    ((await env.KV.get('shopver:dilli-kirana')) ?? '')
  );
}

// each test makes a few calls per write endpoint (well over a hundred), each with a key lookup in D1
describe('every write endpoint', { timeout: 30_000 }, () => {
  it('exists in numbers', () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  it('answers a body with an unknown field, a wrong type or nothing at all with 400, status 0, a readable rsn and the field; nothing changes', async () => {
    const key = await keyFor('dilli-kirana');
    const before = await everything();
    for (const w of writes) {
      // `{}` is a valid PUT /custom-texts (it restores the default labels) and a valid POST /domains/{host}/verify
      // (both proofs looked up), so it is left out there.
      const emptyIsValid = w.path.endsWith('/custom-texts') || w.path.endsWith('/verify');
      const bodies = emptyIsValid ? [{ bogus_field: 1 }, [], 'text', 42] : [{ bogus_field: 1 }, [], 'text', 42, {}];
      for (const body of bodies) {
        const res = await call(w.method, w.path, { key, body });
        const failure = await expectFailure(res, 400);
        expect(failure.field, `${w.method} ${w.path} ${JSON.stringify(body)}`).toBeTruthy();
        expect(failure.rsn).toMatch(/[.!]$/);
      }
    }
    expect(await everything()).toBe(before);
  });

  it('answers malformed JSON with 400 BAD_JSON and a non-JSON content type with 415', async () => {
    const key = await keyFor('dilli-kirana');
    const before = await everything();
    for (const w of writes) {
      await expectFailure(
        await call(w.method, w.path, { key, raw: '{"a":', headers: { 'Content-Type': 'application/json' } }),
        400,
        'BAD_JSON',
      );
      await expectFailure(
        await call(w.method, w.path, {
          key,
          raw: 'a=1',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
        415,
      );
    }
    expect(await everything()).toBe(before);
  });
});
