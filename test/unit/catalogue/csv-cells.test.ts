import { describe, expect, it } from 'vitest';
import { guardCell, unguardCell } from '../../../src/domain/catalogue/csv-cells';

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
  ])('%j is written %j and read back unchanged', (cell, written) => {
    expect(guardCell(cell)).toBe(written);
    expect(unguardCell(written)).toBe(cell);
  });
});
