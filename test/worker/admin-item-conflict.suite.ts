import { describe, expect, it } from 'vitest';
import { call, expectOk, keyFor } from './admin-helpers';
import { createOrderShop } from './orders-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS } from './owner-matrix';

const patch = async (shop: string, body: unknown, ifMatch?: string) =>
  call('PATCH', `/stores/${shop}/items/rice`, {
    key: await keyFor(shop),
    body,
    headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
  });
const read = async (shop: string) => {
  const res = await call('GET', `/stores/${shop}/items/rice`, { key: await keyFor(shop) });
  const etag = res.headers.get('ETag')!;
  return { etag, item: (await expectOk(res)).item };
};

describe('two owners editing one item', () => {
  it('the later save against the version it read is refused 409 and changes nothing; after a fresh read it saves', async () => {
    const shop = await createOrderShop();
    const a = await read(shop);
    const b = await read(shop);
    expect(a.etag).toMatch(/^"v\d+"$/);
    expect(b.etag).toBe(a.etag);
    const saved = await patch(shop, { PRICE: 24000 }, b.etag);
    expect(saved.headers.get('ETag')).not.toBe(a.etag);
    await expectOk(saved);
    const late = await patch(shop, { PRICE: 26000, STOCK_QTY: 3 }, a.etag);
    const refusal = await late.clone().json<{ rsn: string }>();
    await expectRefusal(late, 409, 'EDIT_CONFLICT');
    expect(refusal.rsn).toMatch(/someone else saved this item/i);
    expect(late.headers.get('ETag')).toBe(saved.headers.get('ETag'));
    expect((await read(shop)).item).toMatchObject({ PRICE: 24000, STOCK_QTY: 10 });
    const fresh = await read(shop);
    await expectOk(await patch(shop, { PRICE: 26000 }, fresh.etag));
    expect((await read(shop)).item.PRICE).toBe(26000);
  });

  it('of two saves sent at once with the same version exactly one wins', async () => {
    const shop = await createOrderShop();
    const { etag } = await read(shop);
    const results = await Promise.all([
      patch(shop, { PRICE: 11100 }, etag),
      patch(shop, { PRICE: 22200 }, etag),
      patch(shop, { PRICE: 33300 }, etag),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await read(shop)).item.PRICE).toBe((await winner.json<{ item: { PRICE: number } }>()).item.PRICE);
  });

  it('every save raises the version, even back to back; saves without If-Match apply as before', async () => {
    const shop = await createOrderShop();
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) seen.add((await patch(shop, { STOCK_QTY: i })).headers.get('ETag')!);
    expect(seen.size).toBe(5);
    await expectOk(await patch(shop, { PRICE: 100 }, '*'));
  });

  it('a bad If-Match is a 400 naming it; an unknown item is a 404', async () => {
    const shop = await createOrderShop();
    for (const bad of ['v1', '"1"', '"v1", "v2"', 'W/"x"', '"v' + '9'.repeat(30) + '"', '"v١٢٣"', '\u00e9']) {
      await expectRefusal(await patch(shop, { PRICE: 100 }, bad), 400, 'BAD_IF_MATCH', bad);
    }
    expect((await read(shop)).item.PRICE).toBe(25000);
    await expectRefusal(
      await call('PATCH', `/stores/${shop}/items/nothing-here`, {
        key: await keyFor(shop),
        body: { PRICE: 1 },
        headers: { 'If-Match': '"v1"' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('access matrix on a versioned save: only the owner', async () => {
    const { etag } = await (async () => {
      const res = await call('GET', '/stores/dilli-kirana/items/besan', { key: await keyFor('dilli-kirana') });
      return { etag: res.headers.get('ETag')! };
    })();
    for (const [who, http, code] of REFUSED_CALLERS) {
      const res = await callAs(who, 'PATCH', '/stores/dilli-kirana/items/besan', { PRICE: 1 });
      await expectRefusal(res, http, code, who);
    }
    expect(etag).toMatch(/^"v\d+"$/);
  });
});
