import { describe, expect, it } from 'vitest';
import {
  badTextPath,
  categoryNameFromId,
  csvFieldOf,
  csvRowToItem,
  CSV_COLUMNS,
  decodeCsvBytes,
  issueFailures,
  readCatalogueCsv,
  rupeeTextToPaise,
  type CsvColumn,
} from '../../../src/domain/catalogue/import-rows';
import { speak } from '../../../src/render/i18n';

/** The nine columns every row below spells out; `hsn` (last, optional) has its own test. */
const ALL = CSV_COLUMNS.filter((c) => c !== 'hsn') as CsvColumn[];
const HEADER = ALL.join(',');

describe('the hsn column', () => {
  it('fills HSN, and an empty cell leaves it blank', () => {
    expect(csvRowToItem([...CSV_COLUMNS], ['rice', 'x', 'X', '10', '', '', '5', '', '', '1006'], 2)).toEqual({
      item: expect.objectContaining({ HSN: '1006' }),
      failures: [],
    });
    expect(csvRowToItem([...CSV_COLUMNS], ['rice', 'x', 'X', '10', '', '', '5', '', '', ''], 2).item.HSN).toBe('');
  });
});

describe('a CSV that is not UTF-8', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it.each([
    ['UTF-8 with an accent', bytes(0x43, 0x61, 0x66, 0xc3, 0xa9), 'Café', true],
    ['UTF-8 with a byte-order mark', bytes(0xef, 0xbb, 0xbf, 0x61), 'a', true],
    ['a real replacement character, in UTF-8', bytes(0xef, 0xbf, 0xbd), '\uFFFD', true],
    ['Windows-1252 é', bytes(0x43, 0x61, 0x66, 0xe9), 'Caf\uFFFD', false],
    ['a cut-off sequence', bytes(0x61, 0xe0, 0xa4), 'a\uFFFD', false],
    ['an overlong slash', bytes(0xc0, 0xaf), '\uFFFD\uFFFD', false],
  ])('%s decodes as %j, UTF-8: %s', (_name, input, text, utf8) =>
    expect(decodeCsvBytes(input)).toEqual({ text, utf8 }),
  );

  it('fails each cell holding an unreadable byte, naming its column, in English and Hindi', () => {
    const { item, failures } = csvRowToItem(
      ['category', 'id', 'name', 'price', 'description'],
      ['staples', 'cafe', 'Caf\uFFFD', '90', 'cr\uFFFDme'],
      4,
      { utf8: false },
    );
    expect(failures.map((f) => [f.row, f.field])).toEqual([
      [4, 'name'],
      [4, 'description'],
    ]);
    expect(failures[0].rsn).toBe(
      'name: has characters that are not UTF-8; save the sheet as "CSV UTF-8" and import it again.',
    );
    expect(speak('en', failures[0].say)).toBe(failures[0].rsn);
    expect(speak('hi', failures[0].say)).toMatch(/^name: .*UTF-8/);
    expect(item).toEqual({ CAT_ID: 'staples', ID: 'cafe', PRICE: 9000 });
  });

  it('reads the same cells when the bytes were UTF-8 (a replacement character the sheet really has is left to the text checks)', () => {
    expect(
      csvRowToItem(['category', 'id', 'name', 'price'], ['staples', 'cafe', 'Caf\uFFFD', '90'], 4).failures,
    ).toEqual([]);
  });
});

describe('rupeeTextToPaise', () => {
  it.each([
    ['45.50', 4550],
    ['45.5', 4550],
    ['45', 4500],
    ['0', 0],
    ['0.05', 5],
    [' 12.00 ', 1200],
    ['₹45', 4500],
    ['₹ 1,299', 129900],
    ['Rs. 99.90', 9990],
    ['rs 10', 1000],
    ['1,29,999.50', 12999950],
    ['1,299,000', 129900000],
    ['999999999.99', 99999999999],
  ])('%s → %d paise', (text, paise) => expect(rupeeTextToPaise(text)).toBe(paise));

  it.each([
    '',
    'abc',
    '45.555',
    '-5',
    '1e3',
    '45,50',
    '12,34',
    '.5',
    '45.',
    '1000000000',
    '₹',
    'NaN',
    'Infinity',
    '4 5',
    '0x10',
  ])('%j is not an amount', (text) => expect(rupeeTextToPaise(text)).toBeNull());
});

describe('categoryNameFromId', () => {
  it.each([
    ['dry-fruits', 'Dry Fruits'],
    ['atta_flours', 'Atta Flours'],
    ['masale', 'Masale'],
    ['a--b', 'A B'],
    ['x1', 'X1'],
    ['-', '-'],
  ])('%s → %s', (id, name) => expect(categoryNameFromId(id)).toBe(name));
});

describe('readCatalogueCsv', () => {
  it('reads a header (any case, any order, BOM, CRLF, quotes) and skips blank lines', () => {
    const table = readCatalogueCsv(
      '\ufeffID,Category,Name,Price\r\nx1,rice,"Rice, 1 kg",50\r\n\r\nx2,rice,"Say ""hi""",60\r\n',
      10,
    );
    expect(table).toEqual({
      ok: true,
      columns: ['id', 'category', 'name', 'price'],
      rows: [
        ['x1', 'rice', 'Rice, 1 kg', '50'],
        ['x2', 'rice', 'Say "hi"', '60'],
      ],
    });
  });

  it.each([
    ['', /empty/],
    [`${HEADER}\n`, /no rows/],
    ['category,id,name\nrice,x,y\n', /lacks the column\(s\) price/],
    ['category,id,name,price,colour\nrice,x,y,1,red\n', /Unknown CSV column "colour"/],
    ['category;id;name;price\nrice;x;y;1\n', /Unknown CSV column/],
    ['category,id,id,name,price\n', /appears twice/],
    [`${HEADER}\nrice,"x,y,1\n`, /cannot be read.*Quote Not Closed/],
    [`${HEADER}\nrice,x"y,1\n`, /cannot be read/],
    [`${HEADER}\n"rice"x,y,1\n`, /cannot be read.*Closing Quote/],
    [`${HEADER}\n${'rice,a,b,1\n'.repeat(11)}`, /11 rows; import at most 10/],
  ])('refuses %j', (text, rsn) => {
    const table = readCatalogueCsv(text, 10);
    expect(table.ok).toBe(false);
    if (!table.ok) expect(table.rsn).toMatch(rsn);
  });
});

describe('csvRowToItem', () => {
  const row = (cells: string[]) => csvRowToItem(ALL, cells, 7);
  it.each([
    [
      ['rice', 'sona-masoori-5kg', 'Sona Masoori 5 kg', '349.50', '399', '25', '5', 'Everyday rice', '/img/p/sona.svg'],
      {
        CAT_ID: 'rice',
        ID: 'sona-masoori-5kg',
        ITEM_NAME: 'Sona Masoori 5 kg',
        PRICE: 34950,
        MRP: 39900,
        STOCK_QTY: 25,
        GST_PERCENT: 5,
        ITEM_DESC: 'Everyday rice',
        IMAGE: '/img/p/sona.svg',
      },
    ],
    [
      ['rice', 'loose-rice', 'Loose rice', '60', '', '', '', '', ''],
      {
        CAT_ID: 'rice',
        ID: 'loose-rice',
        ITEM_NAME: 'Loose rice',
        PRICE: 6000,
        MRP: null,
        STOCK_QTY: null,
        GST_PERCENT: null,
        ITEM_DESC: '',
        IMAGE: '',
      },
    ],
    [['rice', 'x', 'X', '1', '', '-1', '18%', '', ''], { STOCK_QTY: -1, GST_PERCENT: 18 }],
    [['', '', '', '', '', '', '12.5', '', ''], { GST_PERCENT: 12.5 }],
  ])('%j → item', (cells, item) => {
    const out = row(cells);
    expect(out.failures).toEqual([]);
    expect(out.item).toMatchObject(item);
  });

  it('leaves empty required cells out, so validation names them', () => {
    expect(row(['', '', '', '', '', '', '', '', '']).item).toEqual({
      MRP: null,
      STOCK_QTY: null,
      GST_PERCENT: null,
      ITEM_DESC: '',
      IMAGE: '',
    });
  });

  it.each([
    [['rice', 'x', 'X', 'abc', '', '', '', '', ''], ['price']],
    [['rice', 'x', 'X', '1', '12.345', '', '', '', ''], ['mrp']],
    [['rice', 'x', 'X', '1', '', 'ten', '', '', ''], ['stock']],
    [['rice', 'x', 'X', '1', '', '2.5', '', '', ''], ['stock']],
    [['rice', 'x', 'X', '1', '', '', 'GST', '', ''], ['gst']],
    [
      ['rice', 'x', 'X', 'free', 'free', 'many', 'none', '', ''],
      ['price', 'mrp', 'stock', 'gst'],
    ],
    [['rice', 'x', 'X', '1'], ['row']],
    [['rice', 'x', 'X', '1', '', '', '', '', '', 'extra'], ['row']],
  ])('%j fails on %j', (cells, fields) => {
    const { failures } = row(cells);
    expect(failures.map((f) => f.field)).toEqual(fields);
    expect(failures.every((f) => f.row === 7 && f.rsn.length > 10)).toBe(true);
    // each reason is a message id: English word for word, Hindi and Tamil in their own script
    expect(failures.map((f) => speak('en', f.say))).toEqual(failures.map((f) => f.rsn));
    expect(failures.map((f) => speak('hi', f.say)).every((t) => /[\u0900-\u097F]/.test(t))).toBe(true);
    expect(failures.map((f) => speak('ta', f.say)).every((t) => /[\u0B80-\u0BFF]/.test(t))).toBe(true);
  });
});

describe('per-row failures', () => {
  it.each([
    [['PRICE'], 'price'],
    [['CAT_ID'], 'category'],
    [['ID'], 'id'],
    [['ITEM_NAME'], 'name'],
    [['STOCK_QTY'], 'stock'],
    [['GST_PERCENT'], 'gst'],
    [['ITEM_DESC'], 'description'],
    [['IMAGE'], 'image'],
    [['MRP'], 'mrp'],
    [['VARIANTS', 'sizes'], 'VARIANTS.sizes'],
  ])('CSV names %j as column %s', (path, column) => {
    const [failure] = issueFailures(3, [{ code: 'custom', path, message: 'Bad value.' }], csvFieldOf);
    expect(failure).toEqual({
      row: 3,
      field: column,
      rsn: `${column}: Bad value.`,
      say: { id: 'problem.owner.invalid', values: { field: column } },
    });
  });

  it('JSON names the list, index and field; required fields say so; long text is clipped', () => {
    const json = (path: readonly PropertyKey[]) => ['items', 4, ...path];
    const failures = issueFailures(
      4,
      [
        { code: 'invalid_type', path: ['PRICE'], message: 'Required', input: undefined },
        { code: 'unrecognized_keys', path: [], message: 'x', keys: ['k'.repeat(1000)] },
      ],
      json,
    );
    expect(failures[0]).toEqual({
      row: 4,
      field: 'items.4.PRICE',
      rsn: 'items.4.PRICE is required.',
      say: { id: 'problem.owner.required', values: { field: 'items.4.PRICE' } },
    });
    expect(failures[1].say).toEqual({ id: 'problem.owner.unknownField', values: { field: failures[1].field } });
    expect(failures[1].field.length).toBeLessThanOrEqual(120);
    expect(failures[1].rsn.length).toBeLessThanOrEqual(300);
  });

  it.each([
    [{ ITEM_NAME: 'Atta' }, null],
    [{ ITEM_DESC: 'line one\nline two\ttab\r\n' }, null],
    [{ ITEM_NAME: 'bad\u0000name' }, ['ITEM_NAME']],
    [{ ITEM_NAME: 'bell\u0007' }, ['ITEM_NAME']],
    [{ ITEM_NAME: 'ok', ITEM_DESC: 'broken \ud800 half' }, ['ITEM_DESC']],
    [{ ITEM_NAME: 'tail \udc00' }, ['ITEM_NAME']],
    [{ ITEM_NAME: 'emoji 🌾 fine' }, null],
    [{ ITEM_NAME: 'c1 \u0085 control' }, ['ITEM_NAME']],
    [{ VARIANTS: { prices: [{ key: 'a', label: 'x\u001b' }] } }, ['VARIANTS', 'prices', 0, 'label']],
  ])('text check of %j', (value, path) => {
    expect(badTextPath(value)?.path ?? null).toEqual(path);
  });
});
