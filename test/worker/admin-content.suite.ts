import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { findCoupon } from '../../src/data/shop/coupons';
import { openShop } from '../../src/data/shop/shop-db';
import { expectFailure, expectOk, owner, page } from './admin-helpers';
import { textOf } from './helpers';

/** Content tables are not in snapshot(); compare the resource's own list before and after instead. */
async function refused(
  method: string,
  storeId: string,
  sub: string,
  list: string,
  body: unknown,
  field: string | undefined,
  code = 'INVALID',
  http = 400,
) {
  const before = JSON.stringify(await expectOk(await owner('GET', storeId, list)));
  await expectFailure(await owner(method, storeId, sub, body), http, code, field);
  expect(JSON.stringify(await expectOk(await owner('GET', storeId, list)))).toBe(before);
}

describe('coupons', () => {
  it('creates a coupon the bag finds (code matched case-insensitively), changes and retires it', async () => {
    const { record } = await expectOk(
      await owner('POST', 'noir-threads', '/coupons', {
        code: 'monsoon15',
        type: 'PERCENT',
        value: 15,
        maxDiscount: 30000,
        description: '15% off',
      }),
      201,
    );
    expect(record).toMatchObject({
      code: 'MONSOON15',
      type: 'PERCENT',
      value: 15,
      maxDiscount: 30000,
      isActive: true,
      usedCount: 0,
      validFrom: null,
    });
    expect(await findCoupon(openShop(env, 'noir-threads'), 'Monsoon15')).toMatchObject({
      code: 'MONSOON15',
      value: 15,
      maxDiscount: 30000,
    });
    await expectOk(await owner('PATCH', 'noir-threads', '/coupons/monsoon15', { value: 20, maxDiscount: null }));
    expect(await findCoupon(openShop(env, 'noir-threads'), 'MONSOON15')).toMatchObject({
      value: 20,
      maxDiscount: null,
    });
    await expectOk(await owner('PATCH', 'noir-threads', '/coupons/MONSOON15', { isActive: false }));
    expect(await findCoupon(openShop(env, 'noir-threads'), 'MONSOON15')).toBeNull();
    expect((await expectOk(await owner('DELETE', 'noir-threads', '/coupons/MONSOON15'))).removed).toBe('MONSOON15');
    await expectFailure(await owner('GET', 'noir-threads', '/coupons/MONSOON15'), 404, 'NOT_FOUND');
  });

  it('validates values, dates and codes, also after a change is merged in; nothing changes', async () => {
    const list = '/coupons';
    await refused('POST', 'noir-threads', list, list, { code: 'BIG', type: 'PERCENT', value: 150 }, 'value');
    await refused('POST', 'noir-threads', list, list, { code: 'HALF', type: 'FLAT', value: 99.5 }, 'value');
    await refused('POST', 'noir-threads', list, list, { code: 'X', type: 'FLAT', value: 100 }, 'code');
    await refused(
      'POST',
      'noir-threads',
      list,
      list,
      { code: 'LATE', type: 'FLAT', value: 100, validFrom: 2000, validTo: 1000 },
      'validTo',
    );
    await refused('POST', 'noir-threads', list, list, { code: 'ODD', type: 'BOGO', value: 1 }, 'type');
    await refused(
      'POST',
      'noir-threads',
      list,
      list,
      { code: 'ODD', type: 'FLAT', value: 1, stackable: true },
      'stackable',
      'UNKNOWN_FIELD',
    );
    await expectOk(await owner('POST', 'noir-threads', list, { code: 'FLAT500', type: 'FLAT', value: 50000 }), 201);
    await refused('PATCH', 'noir-threads', '/coupons/FLAT500', list, { type: 'PERCENT' }, 'value');
    await refused('PATCH', 'noir-threads', '/coupons/FLAT500', list, { usedCount: 0 }, 'usedCount', 'UNKNOWN_FIELD');
    await refused(
      'POST',
      'noir-threads',
      list,
      list,
      { code: 'flat500', type: 'FLAT', value: 100 },
      'code',
      'ALREADY_EXISTS',
      409,
    );
  });
});

describe('blogs and pages', () => {
  it('publishes a page and a blog post that the storefront shows', async () => {
    await expectOk(
      await owner('POST', 'dilli-kirana', '/pages', {
        id: 'delivery-areas',
        title: 'Where we deliver',
        body: 'Lajpat Nagar, **Defence Colony** and Jangpura.',
      }),
      201,
    );
    expect(textOf(await (await page('/dilli-kirana/content/pages/delivery-areas')).text())).toContain('Defence Colony');
    await expectOk(
      await owner('POST', 'dilli-kirana', '/blog-collections', { id: 'festive', name: 'Festive kitchen' }),
      201,
    );
    const { record } = await expectOk(
      await owner('POST', 'dilli-kirana', '/blogs', {
        id: 'besan-ladoo',
        collectionId: 'festive',
        title: 'Besan ladoo, the Dilli way',
        body: 'Roast slowly.',
        publishedAt: '2026-10-20',
      }),
      201,
    );
    expect(record).toMatchObject({ id: 'besan-ladoo', isPublished: true, image: '' });
    expect(record.updatedAt).toBeGreaterThan(0);
    expect(textOf(await (await page('/dilli-kirana/content/blogs/read/besan-ladoo')).text())).toContain(
      'Besan ladoo, the Dilli way',
    );
    await expectOk(await owner('PATCH', 'dilli-kirana', '/pages/delivery-areas', { isPublished: false }));
    expect((await page('/dilli-kirana/content/pages/delivery-areas')).status).toBe(404);
  });

  it('keeps posts in existing collections and refuses to remove a collection in use', async () => {
    await refused(
      'POST',
      'dilli-kirana',
      '/blogs',
      '/blogs',
      { id: 'orphan', collectionId: 'no-such', title: 'x', publishedAt: '2026-01-01' },
      'collectionId',
      'UNKNOWN_REFERENCE',
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/blogs',
      '/blogs',
      { id: 'when', collectionId: 'festive', title: 'x', publishedAt: 'last week' },
      'publishedAt',
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/blogs',
      '/blogs',
      {
        id: 'html',
        collectionId: 'festive',
        title: 'x',
        publishedAt: '2026-01-01',
        image: 'data:image/png;base64,AAA',
      },
      'image',
    );
    await expectOk(await owner('POST', 'noir-threads', '/blog-collections', { id: 'lookbook', name: 'Lookbook' }), 201);
    await refused(
      'PATCH',
      'dilli-kirana',
      '/blogs/besan-ladoo',
      '/blogs',
      { collectionId: 'lookbook' },
      'collectionId',
      'UNKNOWN_REFERENCE',
    );
    await refused(
      'DELETE',
      'dilli-kirana',
      '/blog-collections/festive',
      '/blog-collections',
      undefined,
      'collectionId',
      'IN_USE',
      409,
    );
    await expectOk(await owner('DELETE', 'dilli-kirana', '/blogs/besan-ladoo'));
    await expectOk(await owner('DELETE', 'dilli-kirana', '/blog-collections/festive'));
  });

  it('refuses empty titles and unknown fields on pages', async () => {
    await refused('POST', 'dilli-kirana', '/pages', '/pages', { id: 'p1', title: ' ' }, 'title');
    await refused(
      'POST',
      'dilli-kirana',
      '/pages',
      '/pages',
      { id: 'p1', title: 'T', html: '<b>x</b>' },
      'html',
      'UNKNOWN_FIELD',
    );
  });
});

describe('branches', () => {
  it('adds, renames and removes a branch', async () => {
    const { record } = await expectOk(
      await owner('POST', 'members-only', '/branches', { id: 'naya-bazaar', NAME: 'Naya Bazaar' }),
      201,
    );
    expect(record).toEqual({ id: 'naya-bazaar', NAME: 'Naya Bazaar', position: 0 });
    expect(
      (await expectOk(await owner('PATCH', 'members-only', '/branches/naya-bazaar', { NAME: 'Naya Bazaar Godown' })))
        .record.NAME,
    ).toBe('Naya Bazaar Godown');
    expect((await expectOk(await owner('GET', 'members-only', '/branches'))).records).toContainEqual({
      id: 'naya-bazaar',
      NAME: 'Naya Bazaar Godown',
      position: 0,
    });
    await refused(
      'POST',
      'members-only',
      '/branches',
      '/branches',
      { id: 'naya-bazaar', NAME: 'Again' },
      'id',
      'ALREADY_EXISTS',
      409,
    );
    await refused('PATCH', 'members-only', '/branches/naya-bazaar', '/branches', { NAME: '' }, 'NAME');
    await expectOk(await owner('DELETE', 'members-only', '/branches/naya-bazaar'));
    await expectFailure(await owner('DELETE', 'members-only', '/branches/naya-bazaar'), 404, 'NOT_FOUND');
  });

  it("cannot reach another shop's records", async () => {
    await expectOk(await owner('POST', 'noir-threads', '/branches', { id: 'khan-market', NAME: 'Khan Market' }), 201);
    await expectFailure(
      await owner('PATCH', 'members-only', '/branches/khan-market', { NAME: 'Mine now' }),
      404,
      'NOT_FOUND',
    );
    await expectFailure(await owner('DELETE', 'members-only', '/branches/khan-market'), 404, 'NOT_FOUND');
    expect((await expectOk(await owner('GET', 'noir-threads', '/branches/khan-market'))).record.NAME).toBe(
      'Khan Market',
    );
  });
});
