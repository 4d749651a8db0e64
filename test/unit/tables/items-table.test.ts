import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ITEMS, type Item } from '../../../src/domain/tables/items';
import { defineTable } from '../../../src/domain/tables/table';
import { readTextCell, writeTextCell } from '../../../src/domain/tables/text-cells';
import { CSV_COLUMNS, ITEM_FIELD_OF_COLUMN } from '../../../src/domain/catalogue/import-rows';
import { catalogueCsv } from '../../../src/domain/catalogue/csv-export';
import { declaredFieldValues, readDeclaredFields } from '../../../src/domain/console/item-form';

/** The items table's descriptor: every list that used to be kept by hand comes out of it, unchanged. */

const item = (over: Partial<Item> = {}): Item =>
  ITEMS.schema.parse({ ID: 'kaju-250g', CAT_ID: 'dry-fruits', ITEM_NAME: 'Kaju', PRICE: 32000, ...over });

/** A row as SQLite would hand it back after the descriptor's INSERT. */
function stored(i: Item): Record<string, unknown> {
  const { names, cells } = ITEMS.insertCells(i);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

describe('the items descriptor', () => {
  it.each([
    [
      'storefront reads, aliased',
      ITEMS.select('i', 'storefront'),
      'i.id, i.cat_id, i.name, i.description, i.image, i.images, i.price, i.mrp, i.gst_percent, i.stock_qty, i.variants, i.position, i.is_disabled, i.i18n',
    ],
    [
      'storefront reads',
      ITEMS.select('', 'storefront'),
      'id, cat_id, name, description, image, images, price, mrp, gst_percent, stock_qty, variants, position, is_disabled, i18n',
    ],
    [
      'owner reads (the HSN code too, and when it was archived)',
      ITEMS.select(),
      'id, cat_id, name, description, image, images, price, mrp, gst_percent, hsn, stock_qty, variants, position, is_disabled, i18n, archived_at',
    ],
  ])('selects the columns of %s', (_, select, expected) => expect(select).toBe(expected));

  it('inserts every column once, under its SQLite name', () => {
    expect(ITEMS.insertCells(item()).names.sort()).toEqual([
      'archived_at',
      'cat_id',
      'description',
      'gst_percent',
      'hsn',
      'i18n',
      'id',
      'image',
      'images',
      'is_disabled',
      'mrp',
      'name',
      'position',
      'price',
      'stock_qty',
      'variants',
    ]);
  });

  it('lets a patch set every field but the id, in the API order', () => {
    expect(ITEMS.patchable).toEqual([
      'CAT_ID',
      'ITEM_NAME',
      'ITEM_DESC',
      'IMAGE',
      'IMAGES',
      'PRICE',
      'MRP',
      'GST_PERCENT',
      'HSN',
      'STOCK_QTY',
      'VARIANTS',
      'POSITION',
      'IS_DISABLED',
      'I18N',
    ]);
  });

  it('keeps the CSV header, its order, and the field each column fills', () => {
    expect(CSV_COLUMNS).toEqual([
      'category',
      'id',
      'name',
      'price',
      'mrp',
      'stock',
      'gst',
      'description',
      'image',
      'hsn',
    ]);
    expect(ITEM_FIELD_OF_COLUMN).toEqual({
      category: 'CAT_ID',
      id: 'ID',
      name: 'ITEM_NAME',
      price: 'PRICE',
      mrp: 'MRP',
      stock: 'STOCK_QTY',
      gst: 'GST_PERCENT',
      hsn: 'HSN',
      description: 'ITEM_DESC',
      image: 'IMAGE',
    });
  });

  it('places every CSV column once, from 1 with no gap', () => {
    const places = Object.values(ITEMS.columns)
      .flatMap((c) => ('csv' in c ? [c.csv.at] : []))
      .sort((a, b) => a - b);
    expect(places).toEqual(places.map((_, i) => i + 1));
  });

  it('gives the API its field order', () => {
    expect(Object.keys(item())).toEqual([
      'ID',
      'CAT_ID',
      'ITEM_NAME',
      'ITEM_DESC',
      'IMAGE',
      'IMAGES',
      'PRICE',
      'MRP',
      'GST_PERCENT',
      'HSN',
      'STOCK_QTY',
      'VARIANTS',
      'POSITION',
      'IS_DISABLED',
      'I18N',
    ]);
  });

  it.each([
    ['the least an item has', item()],
    [
      'every field set',
      item({
        ITEM_DESC: 'W320',
        IMAGE: '/media/s/p1',
        IMAGES: ['/media/s/p2'],
        MRP: 36000,
        GST_PERCENT: 5,
        HSN: '0801',
        STOCK_QTY: 40,
        VARIANTS: {
          sizes: ['S'],
          colors: [{ name: 'Maroon', hex: '#800000' }],
          prices: [{ key: '1-kg', label: '1 kg', price: 9000, mrp: 11000 }],
        },
        POSITION: 3,
        IS_DISABLED: true,
        I18N: { hi: { ITEM_NAME: 'काजू' } },
      }),
    ],
    ['stock not tracked, GST 0', item({ STOCK_QTY: -1, GST_PERCENT: 0, MRP: null })],
  ])('reads back what it stored: %s', (_, i) => expect(ITEMS.fromRow(stored(i))).toEqual(i));

  it.each([
    ['a storefront row (no hsn selected) has no HSN code', { hsn: undefined }, { HSN: '' }],
    [
      'NULL money and stock are "not set"',
      { mrp: null, gst_percent: null, stock_qty: null },
      { MRP: null, GST_PERCENT: null, STOCK_QTY: null },
    ],
    [
      'a broken JSON cell falls back to the default',
      { images: '[', variants: 'x', i18n: '' },
      { IMAGES: [], VARIANTS: { sizes: [], colors: [], prices: [] }, I18N: {} },
    ],
    ['0/1 cells are booleans', { is_disabled: 1 }, { IS_DISABLED: true }],
  ])('reads rows: %s', (_, cells, expected) => {
    expect(ITEMS.fromRow({ ...stored(item()), ...cells })).toMatchObject(expected);
  });

  it('refuses a row the schema refuses (a price that is not paise)', () => {
    expect(() => ITEMS.fromRow({ ...stored(item()), price: 12.5 })).toThrow();
  });
});

describe('text cells', () => {
  it.each([
    ['text', 'Kaju', 'Kaju', 'Kaju'],
    ['textOrEmpty', '', '', ''],
    ['rupees', 32000, '320.00', 32000],
    ['rupees', 4550, '45.50', 4550],
    ['rupeesOrNone', null, '', null],
    ['countOrNone', -1, '-1', -1],
    ['countOrNone', null, '', null],
    ['gstPercentOrNone', 12.5, '12.5', 12.5],
    ['gstPercentOrNone', null, '', null],
  ] as const)('%s: %j is written %j and read back', (kind, value, text, back) => {
    expect(writeTextCell(kind, value)).toBe(text);
    expect(readTextCell(kind, 'col', text)).toEqual({ value: back });
  });

  it.each([
    ['text', '', {}],
    ['rupees', '', {}],
    ['rupees', '45.555', { rsn: 'price: write rupees like 45 or 45.50 (at most 2 decimals).' }],
    ['countOrNone', '2.5', { rsn: 'price: write a whole number, or leave it empty when price is not tracked.' }],
    ['gstPercentOrNone', 'five', { rsn: 'price: write the GST percent, like 5 or 18.' }],
  ] as const)('%s reads %j as %j', (kind, text, expected) =>
    expect(readTextCell(kind, 'price', text)).toEqual(expected),
  );
});

describe('a new column is one descriptor line', () => {
  // the recipe of docs/architecture.md, followed on a copy of the descriptor: ORIGIN, the country of origin
  const withOrigin = defineTable('items', {
    ...ITEMS.columns,
    ORIGIN: {
      column: 'origin',
      sql: "TEXT NOT NULL DEFAULT ''",
      schema: z.string().max(60).default(''),
      csv: { header: 'origin', at: 11, text: 'textOrEmpty' },
    },
  });

  it('reaches the selects, the insert, the patch, the CSV and the API shape', () => {
    expect(withOrigin.select('i', 'storefront')).toMatch(/, i\.origin$/);
    expect(withOrigin.insertCells({ ...item(), ORIGIN: 'India' }).names).toContain('origin');
    expect(withOrigin.patchable).toContain('ORIGIN');
    expect(withOrigin.csv.map((c) => c.header)).toEqual([...CSV_COLUMNS, 'origin']);
    const row = { ...stored(item()), origin: 'India' };
    expect(withOrigin.fromRow(row).ORIGIN).toBe('India');
    expect(withOrigin.schema.parse({ ...item() }).ORIGIN).toBe('');
  });
});

describe('the export', () => {
  it("writes the descriptor's cells in the CSV order", () => {
    const csv = catalogueCsv([item({ MRP: 36000, STOCK_QTY: 40, GST_PERCENT: 5, HSN: '0801', ITEM_DESC: '=SUM(A1)' })]);
    expect(csv).toBe(
      "\uFEFFcategory,id,name,price,mrp,stock,gst,description,image,hsn\r\ndry-fruits,kaju-250g,Kaju,320.00,360.00,40,5,'=SUM(A1),,0801\r\n",
    );
  });
});

describe('the console form of a declared column', () => {
  const fields = [
    { api: 'ORIGIN', text: 'textOrEmpty' as const },
    { api: 'DEPOSIT', text: 'rupeesOrNone' as const },
  ];

  it.each([
    [
      { ORIGIN: 'India', DEPOSIT: 500 },
      { ORIGIN: 'India', DEPOSIT: '5.00' },
    ],
    [
      { ORIGIN: '', DEPOSIT: null },
      { ORIGIN: '', DEPOSIT: '' },
    ],
  ])('shows %j as %j and reads it back', (item, form) => {
    expect(declaredFieldValues(fields, item)).toEqual(form);
    expect(readDeclaredFields(fields, form)).toEqual({ body: item, errors: {} });
  });

  it('names the field it cannot read and sends nothing for it', () => {
    expect(readDeclaredFields(fields, { ORIGIN: ' Nepal ', DEPOSIT: 'five' })).toEqual({
      body: { ORIGIN: 'Nepal' },
      errors: { DEPOSIT: 'DEPOSIT: write rupees like 45 or 45.50 (at most 2 decimals).' },
    });
  });
});
