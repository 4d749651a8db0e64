import { describe, expect, it } from 'vitest';
import {
  networkCsvCells,
  networkOfCsvRow,
  ONDC_CSV_COLUMNS,
  type RowNetwork,
} from '../../../src/domain/ondc/import-columns';
import { guardCell } from '../../../src/domain/catalogue/csv-cells';

// The catalogue export's ondc_ columns (#39): what it writes, the import reads back as the same network fields.

const FULL: RowNetwork = {
  left_out: false,
  fields: {
    manufacturer: 'ITC Ltd, Bengaluru',
    net_quantity: '5 kg',
    country_of_origin: 'IND',
    veg: false,
    returnable: true,
    cancellable: false,
    time_to_ship: 'PT45M',
    available_on_cod: true,
    product_code: '1:8901002000017',
    nutritional_info: 'Per 100 g: energy 350 kcal',
    additives_info: 'None',
    brand_owner_fssai: '10012011000456',
    gender: 'unisex',
    brand: 'Noir',
    colour: '#1A1A1A',
    size: 'M',
    fabric: 'cotton',
    size_chart: 'https://noir.example/sizes.png',
  },
};

describe('networkCsvCells', () => {
  it('writes yes/no, the texts as they are and empty cells for what is unset, in the columns order', () => {
    const cells = networkCsvCells({ left_out: true, fields: { veg: true, manufacturer: 'Dilli Mills' } });
    expect(Object.fromEntries(ONDC_CSV_COLUMNS.map((c, i) => [c, cells[i]]))).toMatchObject({
      ondc_left_out: 'yes',
      ondc_veg: 'yes',
      ondc_manufacturer: 'Dilli Mills',
      ondc_returnable: '',
      ondc_colour: '',
    });
    expect(networkCsvCells(null)).toEqual(ONDC_CSV_COLUMNS.map(() => ''));
  });

  it.each([
    ['every field', FULL],
    ['left out with no fields', { left_out: true, fields: {} }],
    ['left out with some fields', { left_out: true, fields: { veg: true, time_to_ship: 'P1D' } }],
    ['a formula-looking manufacturer', { left_out: false, fields: { manufacturer: '=HYPERLINK("x")', veg: false } }],
    ['a maker beginning with a minus', { left_out: false, fields: { manufacturer: '-Dash Foods' } }],
  ] as const)('round trip: %s', (_, network) => {
    const cells = networkCsvCells(network).map(guardCell);
    expect(networkOfCsvRow(ONDC_CSV_COLUMNS, cells)).toEqual({ network, problems: [] });
  });

  it('round trip: an item never given network fields stays as it is (empty cells)', () => {
    expect(networkOfCsvRow(ONDC_CSV_COLUMNS, networkCsvCells(null))).toEqual({ network: null, problems: [] });
    // saved but empty and not left out: nothing to write, and the import keeps it
    expect(networkOfCsvRow(ONDC_CSV_COLUMNS, networkCsvCells({ left_out: false, fields: {} }))).toEqual({
      network: null,
      problems: [],
    });
  });
});
