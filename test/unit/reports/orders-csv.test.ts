import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ORDER_COLUMNS, ordersCsvChunks, type OrderReportRow } from '../../../src/domain/reports/orders-csv';

const order = (over: Partial<OrderReportRow> = {}): OrderReportRow => ({
  id: '260514-K7Q2MX',
  created_at: Date.parse('2026-05-14T12:35:00Z'),
  status: 'DELIVERED',
  name: 'Meera Sharma',
  phone: '9811022334',
  payment_method: 'COD',
  items_count: 3,
  subtotal: 50000,
  delivery: 3000,
  extra_charges: 500,
  discount: 2000,
  gst: 2500,
  total: 54000,
  invoice: 'INV/26-27/000001',
  credit_note: null,
  ...over,
});

async function* pages(...ps: OrderReportRow[][]) {
  yield* ps;
}
const read = async (it: AsyncGenerator<string>) => {
  let s = '';
  for await (const c of it) s += c;
  return s;
};

describe('the orders report', () => {
  it('has a header and one row per order, amounts in rupees, the time in India', async () => {
    const text = await read(
      ordersCsvChunks(
        pages([order()], [order({ id: '260514-ZZZZZZ', status: 'CANCELLED', invoice: null, credit_note: null })]),
      ),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1)) as string[][];
    expect(rows[0]).toEqual([...ORDER_COLUMNS]);
    expect(rows[1]).toEqual([
      '260514-K7Q2MX',
      '2026-05-14 18:05',
      'DELIVERED',
      'Meera Sharma',
      '9811022334',
      'COD',
      '3',
      '500.00',
      '30.00',
      '5.00',
      '20.00',
      '25.00',
      '540.00',
      'INV/26-27/000001',
      '',
    ]);
    expect(rows[2][0]).toBe('260514-ZZZZZZ');
    expect(rows).toHaveLength(3);
  });

  it('a name that looks like a formula is written as text', async () => {
    const text = await read(
      ordersCsvChunks(pages([order({ name: '=HYPERLINK("http://x")', phone: '+919811022334' })])),
    );
    const rows = parse(text.slice(1)) as string[][];
    expect(rows[1][3]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[1][4]).toBe("'+919811022334");
  });

  it('an empty range is just the header', async () => {
    expect(await read(ordersCsvChunks(pages()))).toBe(`\uFEFF${ORDER_COLUMNS.join(',')}\r\n`);
  });
});
