import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from '../../../src/domain/catalogue/csv-cells';
import { catalogueCsv } from '../../../src/domain/catalogue/csv-export';

describe('CSV cells a spreadsheet would run', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+91 98100', "'+91 98100"],
    ['-minus', "'-minus"],
    ['@cmd', "'@cmd"],
    ["'=already", "''=already"],
    ["''+x", "'''+x"],
    ['-1', '-1'],
    ['-2.5', '-2.5'],
    ['plain', 'plain'],
    ["'plain", "'plain"],
    ['', ''],
    ['a=b', 'a=b'],
    ['\t=HYPERLINK("http://x")', '\'\t=HYPERLINK("http://x")'],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ["'\t=1+1", "''\t=1+1"],
  ])('%j is written %j and read back unchanged', (cell, written) => {
    expect(guardCell(cell)).toBe(written);
    expect(unguardCell(written)).toBe(cell);
  });
});

describe('the exported catalogue', () => {
  it('quotes every cell holding a tab, a carriage return or a line feed', () => {
    const item = {
      ID: 'x',
      CAT_ID: 'c',
      ITEM_NAME: '\r=1+1',
      ITEM_DESC: '\t=1+1',
      PRICE: 100,
      MRP: null,
      GST_PERCENT: null,
      STOCK_QTY: null,
    } as unknown as Parameters<typeof catalogueCsv>[0][number];
    const csv = catalogueCsv([item]);
    expect(csv).toContain('"\'\r=1+1"');
    expect(csv).toContain('"\'\t=1+1"');
  });
});
