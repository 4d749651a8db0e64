import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createOwnerKey } from '../../src/data/platform/owner-keys';
import { call, expectOk, keyFor, snapshot } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop, one } from './orders-helpers';
import { callAs, expectRefusal, fuzzPath, ODD_IDS, REFUSED_CALLERS, staffKeyFor } from './owner-matrix';

const as = (key: string, method: string, path: string, body?: unknown) => call(method, path, { key, body });
const form = (fields: Record<string, string>, cookie = '') => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: 'http://localhost',
    ...(cookie ? { Cookie: cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

/** A shop of our own with an owner key and one placed cash order. */
async function shopWithOrder() {
  const shop = await createOrderShop();
  const ownerKey = await createOwnerKey(env.DB, shop, 'the owner');
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice');
  const orderId = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
  return { shop, ownerKey, orderId };
}

async function staffKey(shop: string, ownerKey: string, label = 'Raju (packing)') {
  return expectOk<{ keyId: string; key: string; label: string; role: string }>(
    await as(ownerKey, 'POST', `/stores/${shop}/keys`, { label, role: 'orders' }),
    201,
  );
}

describe('staff keys', () => {
  it('the owner makes a key shown once; the list has labels and roles, never a key', async () => {
    const { shop, ownerKey } = await shopWithOrder();
    const made = await staffKey(shop, ownerKey);
    expect(made.key).toMatch(/^sfo_[A-Za-z0-9_-]{43}$/);
    expect(made.keyId).toMatch(/^key_[0-9a-f]{16}$/);
    const res = await as(ownerKey, 'GET', `/stores/${shop}/keys`);
    const text = await res.clone().text();
    expect(text).not.toContain(made.key);
    const hash = (await env.DB.prepare("SELECT key_hash FROM owner_keys WHERE store_id = ? AND role = 'orders'")
      .bind(shop)
      .first<{ key_hash: string }>())!.key_hash;
    expect(text).not.toContain(hash);
    const list = await expectOk<{ keys: { keyId: string; label: string; role: string }[] }>(res);
    expect(list.keys.map((k) => [k.label, k.role])).toEqual([
      ['the owner', 'owner'],
      ['Raju (packing)', 'orders'],
    ]);
  });

  it('an orders key reads and moves orders and is refused a price change (403), which changes nothing', async () => {
    const { shop, ownerKey, orderId } = await shopWithOrder();
    const { key } = await staffKey(shop, ownerKey);
    expect(
      (await expectOk(await as(key, 'GET', `/stores/${shop}/orders`))).orders.map(
        (o: { order_id: string }) => o.order_id,
      ),
    ).toContain(orderId);
    await expectOk(await as(key, 'GET', `/stores/${shop}/orders/${orderId}`));
    await expectOk(await as(key, 'POST', `/stores/${shop}/orders/${orderId}/status`, { status: 'ACCEPTED' }));
    expect((await one('SELECT status FROM orders WHERE id = ?', shop, orderId)).status).toBe('ACCEPTED');
    await expectRefusal(await as(key, 'PATCH', `/stores/${shop}/items/rice`, { PRICE: 100 }), 403, 'FORBIDDEN_ROLE');
    expect((await one("SELECT price FROM items WHERE id = 'rice'", shop)).price).toBe(25000);
    await expectRefusal(
      await as(key, 'POST', `/stores/${shop}/keys`, { label: 'me too', role: 'owner' }),
      403,
      'FORBIDDEN_ROLE',
    );
  });

  it('an orders key gets 403 on every owner call but the order calls, and changes nothing', {
    timeout: 60_000,
  }, async () => {
    const key = await staffKeyFor('dilli-kirana');
    const doc = await (await call('GET', '/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const before = await snapshot('dilli-kirana');
    let allowed = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const filled = path.replace('{storeId}', 'dilli-kirana').replace(/\{[^}]+\}/g, 'some-id');
        const res = await as(
          key,
          method.toUpperCase(),
          filled,
          method === 'get' || method === 'delete' ? undefined : { STORE_NAME: 'Hijacked', PRICE: 1 },
        );
        if (/^\/stores\/\{storeId\}\/orders/.test(path)) {
          allowed++;
          expect(res.status, `${method} ${path}`).not.toBe(403);
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
        } else await expectRefusal(res, 403, 'FORBIDDEN_ROLE', `${method} ${path}`);
      }
    }
    expect(allowed).toBe(4);
    expect(await snapshot('dilli-kirana')).toBe(before);
  });

  it('an orders key signs in to the inbox and accepts an order there', async () => {
    const { shop, ownerKey, orderId } = await shopWithOrder();
    const { key } = await staffKey(shop, ownerKey);
    const signIn = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key }));
    expect(signIn.headers.get('Location')).toBe(`/admin/${shop}`);
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(new RegExp(`^owner_${shop}=`));
    expect(await (await fetchWith(env, `/admin/${shop}`, { headers: { Cookie: cookie } })).text()).toContain(
      `data-order="${orderId}"`,
    );
    const moved = await fetchWith(env, `/admin/${shop}/orders/${orderId}/move`, form({ to: 'ACCEPTED' }, cookie));
    expect(moved.headers.get('Location')).toBe(`/admin/${shop}?moved=${orderId}`);
    expect((await one('SELECT status FROM orders WHERE id = ?', shop, orderId)).status).toBe('ACCEPTED');
  });

  it('a revoked key stops working at once; the last owner key cannot be revoked', async () => {
    const { shop, ownerKey } = await shopWithOrder();
    const staff = await staffKey(shop, ownerKey);
    expect((await expectOk(await as(ownerKey, 'DELETE', `/stores/${shop}/keys/${staff.keyId}`))).removed).toBe(
      staff.keyId,
    );
    await expectRefusal(await as(staff.key, 'GET', `/stores/${shop}/orders`), 401, 'AUTH_INVALID');
    await expectRefusal(await as(ownerKey, 'DELETE', `/stores/${shop}/keys/${staff.keyId}`), 404, 'NOT_FOUND');
    const ownKeyId = (await expectOk(await as(ownerKey, 'GET', `/stores/${shop}/keys`))).keys[0].keyId;
    await expectRefusal(await as(ownerKey, 'DELETE', `/stores/${shop}/keys/${ownKeyId}`), 409, 'LAST_OWNER_KEY');
    // with a second owner key, the first may go
    const second = await expectOk(
      await as(ownerKey, 'POST', `/stores/${shop}/keys`, { label: 'new phone', role: 'owner' }),
      201,
    );
    await expectOk(await as(second.key, 'DELETE', `/stores/${shop}/keys/${ownKeyId}`));
    await expectRefusal(await as(ownerKey, 'GET', `/stores/${shop}/keys`), 401, 'AUTH_INVALID');
  });

  it('a shop holds at most 20 keys', async () => {
    const { shop, ownerKey } = await shopWithOrder();
    for (let i = 1; i < 20; i++) await staffKey(shop, ownerKey, `helper ${i}`);
    await expectRefusal(
      await as(ownerKey, 'POST', `/stores/${shop}/keys`, { label: 'one more', role: 'orders' }),
      409,
      'TOO_MANY_KEYS',
    );
  });

  it('access matrix and fuzzed bodies on the key calls: never 5xx', { timeout: 120_000 }, async () => {
    const ownKey = await keyFor('dilli-kirana');
    const made = await expectOk(
      await callAs('owner', 'POST', '/stores/dilli-kirana/keys', { label: 'matrix', role: 'orders' }),
      201,
    );
    for (const [method, path, body] of [
      ['GET', '/stores/dilli-kirana/keys', undefined],
      ['POST', '/stores/dilli-kirana/keys', { label: 'x', role: 'orders' }],
      ['DELETE', `/stores/dilli-kirana/keys/${made.keyId}`, undefined],
    ] as const) {
      for (const [who, http, code] of REFUSED_CALLERS)
        await expectRefusal(await callAs(who, method, path, body), http, code, `${who} ${method} ${path}`);
    }
    await expectOk(await as(ownKey, 'DELETE', `/stores/dilli-kirana/keys/${made.keyId}`));
    const statuses = await fuzzPath('POST', '/stores/dilli-kirana/keys');
    expect(statuses.every((s) => s >= 400)).toBe(true);
    for (const id of [...ODD_IDS, 'key_0000000000000000', 'key_%25']) {
      const res = await as(ownKey, 'DELETE', `/stores/dilli-kirana/keys/${id}`);
      expect(res.status, id).toBe(404);
    }
  });
});
