import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { call, expectOk, keyFor } from './admin-helpers';
import { createOrderShop } from './orders-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS } from './owner-matrix';

const csvOf = async (shop: string, query = '') => {
  const res = await call('GET', `/stores/${shop}/catalogue.csv${query}`, { key: await keyFor(shop) });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toContain('text/csv');
  return { text: await res.text(), total: Number(res.headers.get('X-Total-Count')) };
};
const items = async (shop: string) =>
  (await expectOk(await call('GET', `/stores/${shop}/items?limit=200`, { key: await keyFor(shop) }))).items;

/** Items whose text a spreadsheet would run, or a CSV writer could break. */
const TRICKY = [
  {
    ID: 'formula',
    CAT_ID: 'staples',
    ITEM_NAME: '=HYPERLINK("http://evil.example","Click")',
    PRICE: 4550,
    ITEM_DESC: '@SUM(A1:A9)',
    HSN: '0902',
  },
  {
    ID: 'plus',
    CAT_ID: 'staples',
    ITEM_NAME: '+91 chai, "special"',
    PRICE: 100,
    MRP: 150,
    GST_PERCENT: 12.5,
    STOCK_QTY: 0,
    ITEM_DESC: '-minus\nsecond line, with comma',
  },
  {
    ID: 'apostrophe',
    CAT_ID: 'staples',
    ITEM_NAME: "'=already quoted",
    PRICE: 99999,
    STOCK_QTY: -1,
    ITEM_DESC: "'plain apostrophe",
  },
  { ID: 'hindi', CAT_ID: 'staples', ITEM_NAME: 'चावल बासमती', PRICE: 12000, ITEM_DESC: 'ताज़ा' },
];

describe('GET /catalogue.csv', () => {
  it("exports in the import's shape: importing the export changes nothing", async () => {
    const shop = await createOrderShop();
    for (const item of TRICKY)
      await expectOk(await call('POST', `/stores/${shop}/items`, { key: await keyFor(shop), body: item }), 201);
    const before = await items(shop);
    const { text, total } = await csvOf(shop);
    expect(total).toBe(8);
    const imported = await expectOk(
      await call('POST', `/stores/${shop}/import`, {
        key: await keyFor(shop),
        raw: text,
        headers: { 'Content-Type': 'text/csv' },
      }),
    );
    expect(imported).toMatchObject({ created: 0, updated: 8 });
    expect(await items(shop)).toEqual(before);
    // and again: the second export is the first
    expect((await csvOf(shop)).text).toBe(text);
  });

  it('writes formula-looking cells so a spreadsheet shows them as text', async () => {
    const shop = await createOrderShop();
    for (const item of TRICKY)
      await expectOk(await call('POST', `/stores/${shop}/items`, { key: await keyFor(shop), body: item }), 201);
    const { text } = await csvOf(shop);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['category', 'id', 'name', 'price', 'mrp', 'stock', 'gst', 'description', 'image', 'hsn']);
    for (const row of rows)
      for (const cell of row) expect(/^[=+@]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell), cell).toBe(false);
    const byId = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byId.get('formula')!.slice(2, 4)).toEqual(['\'=HYPERLINK("http://evil.example","Click")', '45.50']);
    expect(byId.get('formula')![7]).toBe("'@SUM(A1:A9)");
    expect(byId.get('plus')!.slice(2, 8)).toEqual([
      '\'+91 chai, "special"',
      '1.00',
      '1.50',
      '0',
      '12.5',
      "'-minus\nsecond line, with comma",
    ]);
    expect(byId.get('apostrophe')!.slice(2, 8)).toEqual([
      "''=already quoted",
      '999.99',
      '',
      '-1',
      '',
      "'plain apostrophe",
    ]);
    expect(byId.get('dal')!.slice(3, 7)).toEqual(['60.00', '', '', '']);
  });

  it("pages by the import's 2,000 rows, and refuses bad paging with JSON", async () => {
    const shop = await createOrderShop();
    const page = await csvOf(shop, '?limit=1&offset=1');
    expect(page.total).toBe(4);
    expect(parse(page.text, { bom: true })).toHaveLength(2);
    for (const q of ['?limit=0', '?limit=2001', '?offset=-1', '?limit=abc', '?offset=%00']) {
      await expectRefusal(
        await call('GET', `/stores/${shop}/catalogue.csv${q}`, { key: await keyFor(shop) }),
        400,
        undefined,
        q,
      );
    }
  });

  it('access matrix: only the owner exports', async () => {
    for (const [who, http, code] of REFUSED_CALLERS)
      await expectRefusal(await callAs(who, 'GET', '/stores/dilli-kirana/catalogue.csv'), http, code, who);
    expect((await callAs('owner', 'GET', '/stores/dilli-kirana/catalogue.csv')).status).toBe(200);
  });
});

describe('the CSV import reads category names', () => {
  it("takes an existing category's name or id, makes unknown names into categories (Hindi and Tamil read out) and lists them", async () => {
    const shop = await createOrderShop();
    const csv = [
      'category,id,name,price',
      'Staples,moong,Moong Dal,120',
      'staples,urad,Urad Dal,130',
      'Dry Fruits,kaju,Kaju W320,320',
      'dry fruits,badam,Badam,450',
      'सूखे मेवे,kishmish,Kishmish,180',
      'உலர் பழங்கள்,pista,Pista,600',
      'snacks,chakli,Chakli,60',
    ].join('\n');
    const res = await expectOk(
      await call('POST', `/stores/${shop}/import`, {
        key: await keyFor(shop),
        raw: csv,
        headers: { 'Content-Type': 'text/csv' },
      }),
    );
    expect(res.createdCategories).toEqual(
      [
        { CAT_ID: 'dry-fruits', CAT_NAME: 'Dry Fruits' },
        { CAT_ID: 'suukhe-meve', CAT_NAME: 'सूखे मेवे' },
        { CAT_ID: 'ular-pazhankal', CAT_NAME: 'உலர் பழங்கள்' },
        { CAT_ID: 'snacks', CAT_NAME: 'Snacks' },
      ].map((c) => expect.objectContaining({ CAT_NAME: c.CAT_NAME })),
    );
    const created = new Map(
      (res.createdCategories as { CAT_ID: string; CAT_NAME: string }[]).map((c) => [c.CAT_NAME, c.CAT_ID]),
    );
    expect(created.get('Dry Fruits')).toBe('dry-fruits');
    expect(created.get('सूखे मेवे')).toBe('suukhe-meve');
    expect(created.get('உலர் பழங்கள்')).toMatch(/^ular-[a-z-]+$/);
    const list = await items(shop);
    const catOf = (id: string) => list.find((i: { ID: string }) => i.ID === id)?.CAT_ID;
    expect([catOf('moong'), catOf('urad'), catOf('kaju'), catOf('badam'), catOf('kishmish'), catOf('chakli')]).toEqual([
      'staples',
      'staples',
      'dry-fruits',
      'dry-fruits',
      'suukhe-meve',
      'snacks',
    ]);
    // the storefront shows the new category under the owner's own words
    const cats = (await expectOk(await call('GET', `/stores/${shop}/categories`, { key: await keyFor(shop) })))
      .categories;
    expect(cats.find((c: { CAT_ID: string }) => c.CAT_ID === 'suukhe-meve')).toMatchObject({
      CAT_NAME: 'सूखे मेवे',
      ITEM_COUNT: 1,
    });
    // importing the same sheet again makes no more categories
    expect(
      (
        await expectOk(
          await call('POST', `/stores/${shop}/import`, {
            key: await keyFor(shop),
            raw: csv,
            headers: { 'Content-Type': 'text/csv' },
          }),
        )
      ).createdCategories,
    ).toEqual([]);
  });

  it('a name nothing can be read from fails its row, and nothing is imported', async () => {
    const shop = await createOrderShop();
    const csv = 'category,id,name,price\nSnacks,chakli,Chakli,60\n🍎🍎,apple,Apple,90\nbag,bagel,Bagel,40\n';
    const res = await call('POST', `/stores/${shop}/import`, {
      key: await keyFor(shop),
      raw: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    const body = await res.json<{ status: number; code: string; failed: { row: number; field: string }[] }>();
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ status: 0, code: 'IMPORT_INVALID' });
    expect(body.failed.map((f) => [f.row, f.field])).toEqual([
      [2, 'category'],
      [3, 'category'],
    ]);
    expect((await items(shop)).map((i: { ID: string }) => i.ID)).not.toContain('chakli');
  });
});
