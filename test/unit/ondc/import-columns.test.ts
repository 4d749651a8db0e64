import { describe, expect, it } from 'vitest';
import { isOndcCsvColumn, networkOfCsvRow } from '../../../src/domain/ondc/import-columns';

// The catalogue CSV's ondc_ columns (#39): an item's network fields read from its row.

const COLUMNS = [
  'id',
  'ondc_manufacturer',
  'ondc_net_quantity',
  'ondc_country_of_origin',
  'ondc_veg',
  'ondc_returnable',
  'ondc_time_to_ship',
  'ondc_left_out',
];

describe('the ondc_ columns of a CSV row', () => {
  it('knows its columns and no others', () => {
    expect(isOndcCsvColumn('ondc_veg')).toBe(true);
    expect(isOndcCsvColumn('ondc_colour')).toBe(true);
    expect(isOndcCsvColumn('ondc_flavour')).toBe(false);
    expect(isOndcCsvColumn('price')).toBe(false);
  });

  it.each([
    [
      'every cell, yes/no in its spellings, the country in capitals',
      ['rice', 'ITC Ltd', '5 kg', 'ind', 'Veg', 'N', 'PT45M', 'no'],
      {
        left_out: false,
        fields: {
          manufacturer: 'ITC Ltd',
          net_quantity: '5 kg',
          country_of_origin: 'IND',
          veg: true,
          returnable: false,
          time_to_ship: 'PT45M',
        },
      },
    ],
    [
      'non-veg and left out',
      ['egg', '', '', '', 'non-veg', '1', '', 'yes'],
      { left_out: true, fields: { veg: false, returnable: true } },
    ],
    ['no ondc cell given: nothing to change', ['rice', '', ' ', '', '', '', '', ''], null],
  ])('%s', (_, cells, network) => {
    expect(networkOfCsvRow(COLUMNS, cells)).toEqual({ network, problems: [] });
  });

  it.each([
    ['a yes/no cell that is neither', ['rice', '', '', '', 'maybe', '', '', ''], ['ondc_veg']],
    ['a two-letter country', ['rice', '', '', 'IN', '', '', '', ''], ['ondc_country_of_origin']],
    ['a time that is no duration', ['rice', '', '', '', '', '', '45 min', ''], ['ondc_time_to_ship']],
    ['left out as a word', ['rice', '', '', '', '', '', '', 'perhaps'], ['ondc_left_out']],
    [
      'two at once',
      ['rice', 'x'.repeat(201), '', '', '', 'sometimes', '', ''],
      ['ondc_returnable', 'ondc_manufacturer'],
    ],
  ])('refuses %s, naming its column', (_, cells, columns) => {
    const read = networkOfCsvRow(COLUMNS, cells);
    expect(read.network).toBeNull();
    expect(read.problems.map((p) => p.column)).toEqual(columns);
    for (const p of read.problems) expect(p.rsn.startsWith(`${p.column}: `)).toBe(true);
  });
});
