import { describe, expect, it } from 'vitest';
import { call as ownerCall, expectFailure, expectOk } from './admin-helpers';
import { createShop, freshId, platformCall, storefront } from './platform-helpers';

type Shop = {
  id: string;
  name: string;
  status: string;
  IS_STORE_REPORTED: boolean;
  REPORT_TEXT: string;
  OWNER_NAME: string;
  VALIDATED_PHONE: string;
  updatedAt: number;
};
type Page = { shops: Shop[]; next: string | null };

const patch = (id: string, body: unknown) => platformCall('PATCH', `/shops/${id}`, { body });

/** Listing, reading, reporting, suspending and reactivating shops, and what the storefront shows after each. */
export function shopLifecycleSuite(): void {
  describe('GET /shops', () => {
    it('pages through every shop with limit and next, with no duplicates or gaps', async () => {
      const prefix = freshId('page');
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push((await createShop(`${prefix}-${i}`)).shop.id);
      const seen: string[] = [];
      let cursor: string | null = `${prefix}-`;
      let pages = 0;
      while (cursor !== null && pages++ < 50) {
        const page: Page = await expectOk<Page>(
          await platformCall('GET', `/shops?limit=2&cursor=${encodeURIComponent(cursor)}`),
        );
        expect(page.shops.length).toBeLessThanOrEqual(2);
        seen.push(...page.shops.map((s) => s.id));
        cursor = page.next;
      }
      const mine = seen.filter((id) => id.startsWith(prefix));
      expect(mine).toEqual(ids);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual(seen);
    });

    it('pages through the whole directory from the start, ending with next null', async () => {
      const all: string[] = [];
      let next: string | null = null;
      do {
        const page: Page = await expectOk<Page>(
          await platformCall('GET', `/shops?limit=200${next ? `&cursor=${next}` : ''}`),
        );
        all.push(...page.shops.map((s) => s.id));
        next = page.next;
      } while (next);
      expect(all).toContain('dilli-kirana');
      expect(new Set(all).size).toBe(all.length);
      const first = await expectOk<Page>(await platformCall('GET', '/shops'));
      expect(first.shops.length).toBe(Math.min(50, all.length));
      expect(Object.keys(first.shops[0]).sort()).toEqual([
        'IS_STORE_REPORTED',
        'OWNER_NAME',
        'REPORT_TEXT',
        'VALIDATED_PHONE',
        'createdAt',
        'id',
        'name',
        'ownerPhone',
        'status',
        'updatedAt',
      ]);
    });

    it.each(['0', '201', '-1', 'abc', '1.5', ''])('refuses limit=%j with 400 field limit', async (limit) => {
      await expectFailure(await platformCall('GET', `/shops?limit=${limit}`), 400, undefined, 'limit');
    });

    it('refuses a malformed cursor with 400 field cursor', async () => {
      await expectFailure(
        await platformCall('GET', `/shops?cursor=${encodeURIComponent('a b')}`),
        400,
        undefined,
        'cursor',
      );
    });
  });

  describe('GET /shops/{id}', () => {
    it('answers 404 NOT_FOUND for an unknown or malformed id', async () => {
      await expectFailure(await platformCall('GET', '/shops/no-such-shop-here'), 404, 'NOT_FOUND');
      await expectFailure(await platformCall('GET', '/shops/NOT%20VALID'), 404, 'NOT_FOUND');
      await expectFailure(
        await platformCall('PATCH', '/shops/no-such-shop-here', { body: { status: 'active' } }),
        404,
        'NOT_FOUND',
      );
      await expectFailure(await platformCall('DELETE', '/shops/no-such-shop-here'), 404, 'NOT_FOUND');
    });
  });

  describe('PATCH and DELETE /shops/{id}', () => {
    it('reports a shop: the storefront shows the fraud notice at once; clearing it brings the shop back', async () => {
      const { shop } = await createShop(freshId('fraud'), 'Shady Deals');
      expect((await storefront(`/${shop.id}`)).status).toBe(200);
      const reported = await expectOk<{ shop: Shop }>(
        await patch(shop.id, {
          IS_STORE_REPORTED: true,
          REPORT_TEXT: 'Several buyers paid and got nothing.',
          OWNER_NAME: 'R. Sharma',
          VALIDATED_PHONE: '9876543210',
        }),
      );
      expect(reported.shop).toMatchObject({
        status: 'reported',
        IS_STORE_REPORTED: true,
        REPORT_TEXT: 'Several buyers paid and got nothing.',
        OWNER_NAME: 'R. Sharma',
        VALIDATED_PHONE: '9876543210',
      });
      const page = await storefront(`/${shop.id}`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('Important Notice');
      expect(html).toContain('Several buyers paid and got nothing.');
      expect(html).toContain('R. Sharma');

      const cleared = await expectOk<{ shop: Shop }>(
        await patch(shop.id, { IS_STORE_REPORTED: false, VALIDATED_PHONE: '' }),
      );
      expect(cleared.shop).toMatchObject({ status: 'active', IS_STORE_REPORTED: false, VALIDATED_PHONE: '' });
      expect(await (await storefront(`/${shop.id}`)).text()).not.toContain('Important Notice');
    });

    it('sets status directly, and a status sent with IS_STORE_REPORTED wins', async () => {
      const { shop } = await createShop(freshId('status'));
      expect(
        (await expectOk<{ shop: Shop }>(await patch(shop.id, { status: 'reported' }))).shop.IS_STORE_REPORTED,
      ).toBe(true);
      expect(
        (await expectOk<{ shop: Shop }>(await patch(shop.id, { status: 'suspended', IS_STORE_REPORTED: false }))).shop
          .status,
      ).toBe('suspended');
      const renamed = await expectOk<{ shop: Shop }>(await patch(shop.id, { name: ' Renamed ', status: 'active' }));
      expect(renamed.shop).toMatchObject({ name: 'Renamed', status: 'active' });
      expect((await expectOk<{ shop: Shop }>(await platformCall('GET', `/shops/${shop.id}`))).shop.name).toBe(
        'Renamed',
      );
    });

    it.each([
      [{}, 'body'],
      [{ STORE_NAME: 'x' }, 'STORE_NAME'],
      [{ status: 'closed' }, 'status'],
      [{ status: 1 }, 'status'],
      [{ IS_STORE_REPORTED: 'yes' }, 'IS_STORE_REPORTED'],
      [{ REPORT_TEXT: 'r'.repeat(2001) }, 'REPORT_TEXT'],
      [{ OWNER_NAME: 'o'.repeat(121) }, 'OWNER_NAME'],
      [{ VALIDATED_PHONE: '12' }, 'VALIDATED_PHONE'],
      [{ VALIDATED_PHONE: null }, 'VALIDATED_PHONE'],
      [{ name: '' }, 'name'],
      [{ ownerPhone: '+919876543210' }, 'ownerPhone'],
    ])('refuses a bad PATCH (%#) with 400 naming the field, and changes nothing', async (body, field) => {
      const before = await expectOk<{ shop: Shop }>(await platformCall('GET', '/shops/dilli-kirana'));
      await expectFailure(await patch('dilli-kirana', body), 400, undefined, field);
      expect(await expectOk<{ shop: Shop }>(await platformCall('GET', '/shops/dilli-kirana'))).toEqual(before);
    });

    it('DELETE suspends: the storefront shows the incorrect-store 404, nothing is deleted, PATCH active restores it', async () => {
      const { shop, ownerKey } = await createShop(freshId('gone'), 'Soon Gone');
      expect((await storefront(`/${shop.id}`)).status).toBe(200);
      const res = await platformCall('DELETE', `/shops/${shop.id}`);
      expect((await expectOk<{ shop: Shop }>(res)).shop.status).toBe('suspended');
      const page = await storefront(`/${shop.id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('data-testid="incorrect-store"');
      expect((await expectOk<{ shop: Shop }>(await platformCall('GET', `/shops/${shop.id}`))).shop).toMatchObject({
        id: shop.id,
        name: 'Soon Gone',
        status: 'suspended',
      });
      await expectFailure(
        await platformCall('POST', '/shops', { body: { id: shop.id, name: 'Reuse' } }),
        409,
        'SHOP_TAKEN',
      );

      await expectOk(await patch(shop.id, { status: 'active' }));
      expect((await storefront(`/${shop.id}`)).status).toBe(200);
      await expectOk(await ownerCall('GET', `/stores/${shop.id}`, { key: ownerKey }));
    });
  });
}
