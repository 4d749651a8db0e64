import { describe, expect, it, vi } from 'vitest';
import { expectFailure, expectOk, owner, page, snapshot } from './admin-helpers';
import { postJson, textOf } from './helpers';

async function refused(
  method: string,
  storeId: string,
  sub: string,
  body: unknown,
  field: string,
  code = 'INVALID',
  http = 400,
) {
  const before = await snapshot(storeId);
  await expectFailure(await owner(method, storeId, sub, body), http, code, field);
  expect(await snapshot(storeId)).toBe(before);
}
const homeText = async (storeId: string) => textOf(await (await page(`/${storeId}`)).text());
const deactivated = async (storeId: string) =>
  (
    await (
      await postJson('/api/v2/getStoreDetails/v2', {}, { storeID: storeId })
    ).json<{ DEACTIVATED_CATALOGS: string[] }>()
  ).DEACTIVATED_CATALOGS;

const dryFruits = {
  CAT_ID: 'dry-fruits',
  CAT_NAME: 'Dry Fruits & Mewa',
  CAT_DESC: 'Kaju, badam, kishmish.',
  POSITION: 0,
};
const kaju = {
  ID: 'kaju-w320-250g',
  CAT_ID: 'dry-fruits',
  ITEM_NAME: 'Kaju W320 (250 g)',
  PRICE: 32000,
  MRP: 36000,
  GST_PERCENT: 5,
  STOCK_QTY: 40,
};

describe('categories and items', () => {
  it('creates a category and an item that the home page shows at once', async () => {
    await page('/dilli-kirana');
    const { category } = await expectOk(await owner('POST', 'dilli-kirana', '/categories', dryFruits), 201);
    expect(category).toMatchObject({ CAT_ID: 'dry-fruits', IS_DISABLED: false, ON_HOME: true });
    const { item } = await expectOk(await owner('POST', 'dilli-kirana', '/items', kaju), 201);
    expect(item).toMatchObject({ ID: 'kaju-w320-250g', PRICE: 32000, VARIANTS: { sizes: [], colors: [], prices: [] } });
    const text = await homeText('dilli-kirana');
    expect(text).toContain('Dry Fruits & Mewa');
    expect(text).toContain('Kaju W320 (250 g)');
    expect(text).toContain('₹320');
  });

  it('updates an item, then disables it and the home page drops it', async () => {
    await owner('POST', 'dilli-kirana', '/categories', { ...dryFruits, CAT_ID: 'mewa2', CAT_NAME: 'Mewa Two' });
    await owner('POST', 'dilli-kirana', '/items', {
      ...kaju,
      ID: 'badam-250g',
      CAT_ID: 'mewa2',
      ITEM_NAME: 'Badam Giri (250 g)',
    });
    const { item } = await expectOk(
      await owner('PATCH', 'dilli-kirana', '/items/badam-250g', { PRICE: 29900, MRP: null, STOCK_QTY: 12 }),
    );
    expect(item).toMatchObject({ PRICE: 29900, MRP: null, STOCK_QTY: 12, ITEM_NAME: 'Badam Giri (250 g)' });
    // a change of items shows within moments (a cached home may be answered stale while it renders again)
    await vi.waitFor(async () => expect(await homeText('dilli-kirana')).toContain('₹299'), { timeout: 10_000 });
    await expectOk(await owner('PATCH', 'dilli-kirana', '/items/badam-250g', { IS_DISABLED: true }));
    await vi.waitFor(async () => expect(await homeText('dilli-kirana')).not.toContain('Badam Giri'), {
      timeout: 10_000,
    });
    expect((await expectOk(await owner('GET', 'dilli-kirana', '/items/badam-250g'))).item.IS_DISABLED).toBe(true);
  });

  it('disables a category: hidden from the home page, listed as a deactivated catalogue, still listed for the owner', async () => {
    await owner('POST', 'dilli-kirana', '/categories', {
      ...dryFruits,
      CAT_ID: 'seasonal',
      CAT_NAME: 'Seasonal Specials',
    });
    expect(await homeText('dilli-kirana')).toContain('Seasonal Specials');
    const { category } = await expectOk(
      await owner('PATCH', 'dilli-kirana', '/categories/seasonal', { IS_DISABLED: true }),
    );
    expect(category.IS_DISABLED).toBe(true);
    expect(await homeText('dilli-kirana')).not.toContain('Seasonal Specials');
    expect(await deactivated('dilli-kirana')).toContain('seasonal');
    const { categories } = await expectOk(await owner('GET', 'dilli-kirana', '/categories'));
    expect(categories.find((c: { CAT_ID: string }) => c.CAT_ID === 'seasonal')).toMatchObject({
      IS_DISABLED: true,
      ITEM_COUNT: 0,
    });
  });

  it('lists items by category, page by page', async () => {
    const all = await expectOk(await owner('GET', 'dilli-kirana', '/items?limit=5'));
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThanOrEqual(60);
    const rice = await expectOk(await owner('GET', 'dilli-kirana', '/items?catId=rice&limit=200'));
    expect(rice.items.every((i: { CAT_ID: string }) => i.CAT_ID === 'rice')).toBe(true);
    await expectFailure(await owner('GET', 'dilli-kirana', '/items?limit=0'), 400, 'INVALID', 'limit');
  });

  it('refuses duplicates (409), items in categories the shop does not have, and bad fields, changing nothing', async () => {
    await refused(
      'POST',
      'dilli-kirana',
      '/categories',
      { CAT_ID: 'rice', CAT_NAME: 'Rice again' },
      'CAT_ID',
      'CATEGORY_EXISTS',
      409,
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/items',
      { ...kaju, ID: 'basmati-classic', CAT_ID: 'rice' },
      'ID',
      'ITEM_EXISTS',
      409,
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/items',
      { ...kaju, ID: 'new-thing', CAT_ID: 'no-such-cat' },
      'CAT_ID',
      'UNKNOWN_CATEGORY',
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/items',
      { ...kaju, ID: 'new-thing', CAT_ID: 'kurtas' },
      'CAT_ID',
      'UNKNOWN_CATEGORY',
    );
    await refused('PATCH', 'dilli-kirana', '/items/toor-dal', { CAT_ID: 'kurtas' }, 'CAT_ID', 'UNKNOWN_CATEGORY');
    await refused('POST', 'dilli-kirana', '/categories', { CAT_ID: 'bad id!', CAT_NAME: 'x' }, 'CAT_ID');
    await refused(
      'POST',
      'dilli-kirana',
      '/categories',
      { CAT_ID: 'ok-id', CAT_NAME: 'x', colour: 'red' },
      'colour',
      'UNKNOWN_FIELD',
    );
    await refused('POST', 'dilli-kirana', '/items', { ...kaju, ID: 'n1', PRICE: -100 }, 'PRICE');
    await refused('POST', 'dilli-kirana', '/items', { ...kaju, ID: 'n1', PRICE: 99.5 }, 'PRICE');
    await refused('POST', 'dilli-kirana', '/items', { ...kaju, ID: 'n1', GST_PERCENT: 180 }, 'GST_PERCENT');
    await refused('POST', 'dilli-kirana', '/items', { ...kaju, ID: 'n1', STOCK_QTY: -5 }, 'STOCK_QTY');
    await refused('POST', 'dilli-kirana', '/items', { ...kaju, ID: 'n1', IMAGE: 'javascript:alert(1)' }, 'IMAGE');
    await refused(
      'POST',
      'dilli-kirana',
      '/items',
      { ...kaju, ID: 'n1', VARIANTS: { colors: [{ name: 'Red', hex: 'red' }] } },
      'VARIANTS.colors.0.hex',
    );
    await refused(
      'POST',
      'dilli-kirana',
      '/items',
      { ...kaju, ID: 'n1', VARIANTS: { sizes: ['S'], fits: ['slim'] } },
      'VARIANTS.fits',
      'UNKNOWN_FIELD',
    );
    await refused('POST', 'dilli-kirana', '/items', { ID: 'n1', CAT_ID: 'rice', PRICE: 100 }, 'ITEM_NAME');
    await refused('PATCH', 'dilli-kirana', '/items/toor-dal', { ID: 'renamed' }, 'ID', 'UNKNOWN_FIELD');
    await refused('PATCH', 'dilli-kirana', '/items/toor-dal', {}, 'body');
    await refused('PATCH', 'dilli-kirana', '/categories/rice', { CAT_NAME: '' }, 'CAT_NAME');
  });

  it("answers 404 for another shop's category or item under this shop's path", async () => {
    await expectFailure(await owner('GET', 'dilli-kirana', '/categories/kurtas'), 404, 'NOT_FOUND');
    const before = await snapshot('noir-threads');
    const noirItem = (await expectOk(await owner('GET', 'noir-threads', '/items?limit=1'))).items[0].ID;
    await expectFailure(await owner('PATCH', 'dilli-kirana', `/items/${noirItem}`, { PRICE: 1 }), 404, 'NOT_FOUND');
    await expectFailure(
      await owner('PATCH', 'dilli-kirana', '/categories/kurtas', { IS_DISABLED: true }),
      404,
      'NOT_FOUND',
    );
    await expectFailure(await owner('GET', 'dilli-kirana', '/items/no-such-item'), 404, 'NOT_FOUND');
    await expectFailure(await owner('GET', 'dilli-kirana', '/items/bad%20id'), 404, 'NOT_FOUND');
    expect(await snapshot('noir-threads')).toBe(before);
  });
});
