import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import sampleCsv from '../../docs/examples/catalogue.csv?raw';
import { catalogueRows, expectRefusal, importFuzzBodies } from './admin-import-fuzz';
import { textOf } from './helpers';

const SHOP = 'dilli-kirana';
const KEY = `dev_owner_${SHOP}`;
const HEADER = 'category,id,name,price,mrp,stock,gst,description,image';

function send(
  body: string,
  type = 'application/json',
  key: string | null = KEY,
  path = `/stores/${SHOP}/import`,
): Promise<Response> {
  const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
  if (key) headers.Authorization = `Bearer ${key}`;
  return SELF.fetch(`http://localhost/admin/api${path}`, { method: 'POST', headers, body });
}
const sendJson = (body: unknown) => send(JSON.stringify(body));
const sendCsv = (lines: string[]) => send(`${HEADER}\n${lines.join('\n')}\n`, 'text/csv');
const row = (sql: string, ...args: unknown[]) =>
  openShop(env, SHOP)
    .db.prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();
const itemCount = async () => Number((await row('SELECT COUNT(*) AS n FROM items'))?.n);
const pageText = async (path: string) => textOf(await (await SELF.fetch(`http://localhost${path}`)).text());

async function imported(res: Response): Promise<{ created: number; updated: number }> {
  const body = await res.json<{ status: number; created: number; updated: number }>();
  expect(res.status, JSON.stringify(body).slice(0, 2000)).toBe(200);
  expect(body.status).toBe(1);
  return body;
}
async function refusedRows(res: Response): Promise<{ row: number; field: string; rsn: string }[]> {
  const body = await expectRefusal(res, 400);
  expect(body.code).toBe('IMPORT_INVALID');
  return body.failed ?? [];
}
const bulkItems = (n: number, prefix: string, catId: string) =>
  Array.from({ length: n }, (_, i) => ({
    ID: `${prefix}-${i}`,
    CAT_ID: catId,
    ITEM_NAME: `Bulk Chana ${i} (1 kg)`,
    PRICE: 9000 + i,
    ITEM_DESC: 'Desi chana. '.repeat(30),
  }));

describe('POST /admin/api/stores/{storeId}/import', () => {
  it('creates new ids and updates existing ones (only the fields sent); the storefront shows the new price at once', async () => {
    expect(await pageText(`/${SHOP}/rice/brown-rice`)).toContain('₹165');
    const before = await row('SELECT description, stock_qty, position, image FROM items WHERE id = ?', 'brown-rice');
    const counts = await imported(
      await sendJson({
        categories: [{ CAT_ID: 'imp-mewa', CAT_NAME: 'Mewa & Dry Fruits', POSITION: 9 }],
        items: [
          {
            ID: 'imp-kaju-250g',
            CAT_ID: 'imp-mewa',
            ITEM_NAME: 'Kaju W320 (250 g)',
            PRICE: 32050,
            MRP: 36000,
            GST_PERCENT: 5,
            STOCK_QTY: 40,
          },
          { ID: 'brown-rice', CAT_ID: 'rice', ITEM_NAME: 'Brown Rice (1 kg)', PRICE: 15950 },
        ],
      }),
    );
    expect(counts).toEqual({ status: 1, created: 2, updated: 1 });
    const after = await row(
      'SELECT name, price, description, stock_qty, position, image FROM items WHERE id = ?',
      'brown-rice',
    );
    expect(after).toEqual({ ...before, name: 'Brown Rice (1 kg)', price: 15950 });
    expect(await pageText(`/${SHOP}/rice/brown-rice`)).toContain('₹159.50');
    expect(await pageText(`/${SHOP}/imp-mewa/imp-kaju-250g`)).toContain('₹320.50');
    expect(
      await imported(
        await sendJson({ items: [{ ID: 'imp-kaju-250g', CAT_ID: 'imp-mewa', ITEM_NAME: 'Kaju', PRICE: 1 }] }),
      ),
    ).toMatchObject({ created: 0, updated: 1 });
  });

  it('imports the sample CSV: rupees to paise, empty stock untracked, missing categories created with readable names', async () => {
    const ids = sampleCsv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
    expect(ids).toHaveLength(10);
    const counts = await imported(await send(sampleCsv, 'text/csv; charset=utf-8'));
    expect(counts.created + counts.updated).toBe(12);
    expect(await row('SELECT name FROM categories WHERE id = ?', 'dry-fruits')).toEqual({
      name: 'Dry Fruits',
    });
    expect(await row('SELECT name FROM categories WHERE id = ?', 'pooja-samagri')).toEqual({
      name: 'Pooja Samagri',
    });
    expect(await row('SELECT name FROM categories WHERE id = ?', 'rice')).toEqual({
      name: 'Chawal / Rice',
    });
    expect(
      await row('SELECT price, mrp, stock_qty, gst_percent, cat_id FROM items WHERE id = ?', 'kishmish-green-200g'),
    ).toEqual({ price: 8550, mrp: 9500, stock_qty: null, gst_percent: 5, cat_id: 'dry-fruits' });
    expect(await row('SELECT name, mrp, description FROM items WHERE id = ?', 'moong-dal-chilka-500g')).toEqual({
      name: 'Moong Dal Chilka (500 g)',
      mrp: null,
      description: 'Split green gram with the skin on; packed in store.',
    });
    expect(await pageText(`/${SHOP}/rice/india-gate-basmati-1kg`)).toContain('₹189.50');
    expect(await imported(await send(sampleCsv, 'text/csv'))).toEqual({
      status: 1,
      created: 0,
      updated: 10,
      createdCategories: [],
    });
  });

  it('takes 2,000 items (about 900 KB, over the 256 KB limit of other calls) in one call', async () => {
    const before = await itemCount();
    const body = JSON.stringify({
      categories: [{ CAT_ID: 'imp-bulk', CAT_NAME: 'Bulk' }],
      items: bulkItems(2000, 'imp-bulk', 'imp-bulk'),
    });
    expect(body.length).toBeGreaterThan(800_000);
    expect(await imported(await send(body))).toEqual({ status: 1, created: 2001, updated: 0 });
    expect(await itemCount()).toBe(before + 2000);
    await expectRefusal(await sendJson({ items: bulkItems(2001, 'imp-over', 'rice') }), 400, 'INVALID');
  }, 60_000);

  it('is all or nothing: one bad row among 1,999 good ones is listed and nothing changes', async () => {
    const before = await catalogueRows(SHOP);
    const good = bulkItems(1999, 'imp-aon', 'rice').map(
      (i) => `${i.CAT_ID},${i.ID},${i.ITEM_NAME},${(i.PRICE / 100).toFixed(2)},,,5,,`,
    );
    const csv = [...good.slice(0, 1233), 'rice,imp-aon-bad,Bad Row,12.345,,,5,,', ...good.slice(1233)];
    expect(await refusedRows(await sendCsv(csv))).toEqual([
      { row: 1234, field: 'price', rsn: expect.stringContaining('rupees') },
    ]);
    const items = [
      ...bulkItems(1999, 'imp-aon', 'rice'),
      { ID: 'imp-aon-x', CAT_ID: 'no-such-category', ITEM_NAME: 'X', PRICE: 1 },
    ];
    expect(await refusedRows(await sendJson({ items }))).toEqual([
      { row: 1999, field: 'items.1999.CAT_ID', rsn: expect.stringContaining('no-such-category') },
    ]);
    const twice = await refusedRows(await sendJson({ items: [items[0], items[1], items[0]] }));
    expect(twice).toEqual([{ row: 2, field: 'items.2.ID', rsn: expect.stringContaining('twice') }]);
    expect(await catalogueRows(SHOP)).toBe(before);
  }, 60_000);

  it('refuses ids that are storefront route words, naming the field', async () => {
    const before = await catalogueRows(SHOP);
    const failed = await refusedRows(
      await sendJson({
        categories: [
          { CAT_ID: 'bag', CAT_NAME: 'Bags' },
          { CAT_ID: 'ok-cat', CAT_NAME: 'Fine' },
        ],
        items: [
          { ID: 'Search', CAT_ID: 'ok-cat', ITEM_NAME: 'X', PRICE: 1 },
          { ID: 'fine-item', CAT_ID: 'bag', ITEM_NAME: 'Y', PRICE: 1 },
        ],
      }),
    );
    expect(failed.map((f) => f.field)).toEqual(['categories.0.CAT_ID', 'items.0.ID', 'items.1.CAT_ID']);
    expect(failed[0].rsn).toMatch(/storefront uses/);
    const csv = await refusedRows(
      await sendCsv(['checkout,imp-x,X,1,,,,,', 'rice,home,Home,1,,,,,', 'rice,imp-fine,Fine,1,,,,,']),
    );
    expect(csv.map((f) => [f.row, f.field])).toEqual([
      [1, 'category'],
      [2, 'id'],
    ]);
    expect(await catalogueRows(SHOP)).toBe(before);
  });

  it('the single POST /categories and POST /items refuse route words too', async () => {
    const post = (sub: string, body: unknown) =>
      SELF.fetch(`http://localhost/admin/api/stores/${SHOP}${sub}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const word of ['bag', 'Checkout', 'admin', 'sitemap']) {
      const cat = await expectRefusal(await post('/categories', { CAT_ID: word, CAT_NAME: 'X' }), 400, 'INVALID');
      expect(cat.field).toBe('CAT_ID');
      const item = await expectRefusal(
        await post('/items', { ID: word, CAT_ID: 'rice', ITEM_NAME: 'X', PRICE: 100 }),
        400,
        'INVALID',
      );
      expect(item.field).toBe('ID');
    }
    expect(await row('SELECT id FROM categories WHERE id = ?', 'bag')).toBeNull();
  });

  it("answers 401 without a key, 404 with another shop's key, 413 over 2 MB, 415 for other types", async () => {
    const body = JSON.stringify({ items: [{ ID: 'imp-auth', CAT_ID: 'rice', ITEM_NAME: 'X', PRICE: 1 }] });
    await expectRefusal(await send(body, 'application/json', null), 401, 'AUTH_REQUIRED');
    await expectRefusal(await send(body, 'application/json', 'sfo_not_a_real_key_at_all'), 401, 'AUTH_INVALID');
    await expectRefusal(await send(body, 'application/json', 'dev_owner_noir-threads'), 404, 'STORE_NOT_FOUND');
    await expectRefusal(
      await send(body, 'application/json', KEY, '/stores/noir-threads/import'),
      404,
      'STORE_NOT_FOUND',
    );
    await expectRefusal(
      await send(`${HEADER}\n${'rice,x,Y,1,,,,,\n'.repeat(140_000)}`, 'text/csv'),
      413,
      'BODY_TOO_LARGE',
    );
    await expectRefusal(await send(body, 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await row('SELECT id FROM items WHERE id = ?', 'imp-auth')).toBeNull();
  });

  it('answers every one of 200+ malformed bodies with a JSON status 0 and a reason, never a 5xx, changing nothing', async () => {
    const before = await catalogueRows(SHOP);
    const bodies = importFuzzBodies();
    expect(bodies.length).toBeGreaterThanOrEqual(200);
    for (let start = 0; start < bodies.length; start += 8) {
      await Promise.all(
        bodies.slice(start, start + 8).map(async ({ body, type }, j) => {
          const label = `#${start + j} ${type} ${JSON.stringify(body.slice(0, 120))}`;
          const res = await send(body, type);
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          await expectRefusal(res, undefined, undefined, label);
        }),
      );
    }
    expect(await catalogueRows(SHOP)).toBe(before);
  }, 120_000);
});
