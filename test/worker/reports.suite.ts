import { env, SELF } from 'cloudflare:test';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS, staffKeyFor } from './owner-matrix';
import { all, Buyer, createOrderShop, NEAR, one } from './orders-helpers';
import { openShop } from '../../src/data/shop/shop-db';
import { orderDetail } from '../../src/data/shop/orders';
import { documentTaxOf } from '../../src/domain/reports/document-tax';
import { speak } from '../../src/render/i18n';
import { said } from '../../src/domain/i18n/said';

/**
 * The accountant's files (#38 item 5): GSTR-1 for a month and the orders of a date range, from the owner API and
 * the console. Orders are placed through checkout as shoppers place them, then dated into May and June 2026 (IST);
 * the GSTR-1 tables are added up against the month's invoices as the shop keeps them, the documents issued against
 * the invoice and credit note numbers, and every caller but the owner is refused.
 */
const ORIGIN = 'http://localhost';
const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const B2B_GSTIN = '27AAPFU0939F1ZV';

let shop: string;
/** order ids by name */
const o: Record<string, string> = {};

async function place(b: Buyer, address: string, items: string[], extra: Record<string, unknown> = {}): Promise<string> {
  for (const id of items) expect((await b.add(id)).body.status, id).toBe(1);
  const r = await b.place({ address_id: address, payment_method: 'COD', ...extra });
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  return r.body.order_id as string;
}
const dated = (id: string, column: 'created_at' | 'cancelled_at', at: number) =>
  openShop(env, shop).db.prepare(`UPDATE orders SET ${column} = ?, updated_at = ? WHERE id = ?`).bind(at, at, id).run();
const invoicePdf = async (id: string) =>
  (
    await fetchWith(env, `/${shop}/track/${id}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${await keyFor(shop)}` },
    })
  ).status;

async function report(path: string, key?: string): Promise<Response> {
  return call('GET', `/stores/${shop}/reports/${path}`, { key: key ?? (await keyFor(shop)) });
}
/** A GSTR-1 file's sections by code: the header row, then the rows. */
function sections(text: string): Map<string, string[][]> {
  const rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  const out = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const row of rows.slice(1)) {
    if (row.length === 2 && /^Table|^Composition/.test(row[1])) out.set(row[0], (current = []));
    else current?.push(row);
  }
  return out;
}
const paise = (rows: string[][], column: number) => rows.reduce((n, r) => n + Math.round(Number(r[column]) * 100), 0);

beforeAll(async () => {
  shop = await createOrderShop({ GST: true });
  expect(
    (await owner('PATCH', shop, '/gst', { gstin: '07AAJPA4821K1ZU', legalName: 'Order Lab Traders' })).status,
  ).toBe(200);
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  const db = openShop(env, shop).db;
  await db.batch([
    db.prepare("UPDATE items SET hsn = '1006' WHERE id = 'rice'"),
    db.prepare("UPDATE items SET hsn = '0713', gst_percent = 18 WHERE id = 'dal'"),
    db.prepare("UPDATE items SET hsn = '0405', stock_qty = NULL WHERE id = 'ghee'"),
  ]);
  const delhi = await Buyer.signIn(shop);
  const delhiAddress = await delhi.addAddress();
  const haryana = await Buyer.signIn(shop);
  const r = await haryana.request('POST', '/api/v2/account/addresses', {
    NAME: 'Ravi Yadav',
    PHONE: '9811099887',
    LINE1: '12 Sector 15',
    CITY: 'Faridabad',
    STATE: 'Haryana',
    PIN: '121007',
    ...NEAR,
  });
  const haryanaAddress = r.body.address.id as string;
  const business = await Buyer.signIn(shop);
  const businessAddress = await business.addAddress(NEAR, 'Mehta Traders');

  o.may1 = await place(delhi, delhiAddress, ['rice', 'rice']);
  o.may2 = await place(delhi, delhiAddress, ['dal', 'ghee']);
  o.may3 = await place(haryana, haryanaAddress, ['rice', 'dal', 'dal']);
  o.may4 = await place(business, businessAddress, ['rice'], { buyer_gstin: B2B_GSTIN });
  o.mayCancelledLate = await place(delhi, delhiAddress, ['rice']);
  o.mayCancelledEarly = await place(delhi, delhiAddress, ['dal']);
  o.mayLastMinute = await place(delhi, delhiAddress, ['dal']);
  o.june1 = await place(delhi, delhiAddress, ['rice']);
  o.juneFirstMinute = await place(delhi, delhiAddress, ['ghee']);

  await dated(o.may1, 'created_at', ist('2026-05-03T10:00:00'));
  await dated(o.may2, 'created_at', ist('2026-05-10T10:00:00'));
  await dated(o.may3, 'created_at', ist('2026-05-20T10:00:00'));
  await dated(o.may4, 'created_at', ist('2026-05-25T10:00:00'));
  await dated(o.mayCancelledLate, 'created_at', ist('2026-05-28T10:00:00'));
  await dated(o.mayCancelledEarly, 'created_at', ist('2026-05-29T10:00:00'));
  await dated(o.mayLastMinute, 'created_at', ist('2026-05-31T23:50:00'));
  await dated(o.june1, 'created_at', ist('2026-06-02T10:00:00'));
  await dated(o.juneFirstMinute, 'created_at', ist('2026-06-01T00:05:00'));
  // invoices opened before the report: May's first, a June one (so May's numbers have a gap), and one later called off
  for (const id of [o.may1, o.june1, o.mayCancelledLate]) expect(await invoicePdf(id)).toBe(200);
  for (const id of [o.mayCancelledLate, o.mayCancelledEarly])
    expect((await owner('POST', shop, `/orders/${id}/status`, { status: 'CANCELLED' })).status).toBe(200);
  await dated(o.mayCancelledLate, 'cancelled_at', ist('2026-05-30T12:00:00'));
  await dated(o.mayCancelledEarly, 'cancelled_at', ist('2026-05-29T12:00:00'));
}, 180_000);

describe('GET /reports/gstr1.csv', () => {
  let may: Map<string, string[][]>;
  let mayText: string;

  it('streams a CSV file with its name, never cached', async () => {
    const res = await report('gstr1.csv?month=2026-05');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="${shop}-gstr1-2026-05.csv"`);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    expect(res.body).toBeInstanceOf(ReadableStream);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark: spreadsheets read UTF-8
    mayText = new TextDecoder().decode(bytes);
    expect(mayText.startsWith('GSTR-1 2026-05,07AAJPA4821K1ZU,Order Lab Traders\r\n')).toBe(true);
    may = sections(mayText);
    expect([...may.keys()]).toEqual(['b2b', 'b2cl', 'cdnr', 'cdnur', 'b2cs', 'exemp', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
  });

  it('gives every supply of the month its invoice number, in date order after those already taken; none to an order called off first', async () => {
    const numbers = Object.fromEntries(
      (await all<{ order_id: string; number: string }>('SELECT order_id, number FROM invoices', shop)).map((r) => [
        r.order_id,
        r.number,
      ]),
    );
    expect(numbers).toEqual({
      [o.may1]: 'INV/26-27/000001',
      [o.june1]: 'INV/26-27/000002',
      [o.mayCancelledLate]: 'INV/26-27/000003',
      [o.may2]: 'INV/26-27/000004',
      [o.may3]: 'INV/26-27/000005',
      [o.may4]: 'INV/26-27/000006',
      [o.mayLastMinute]: 'INV/26-27/000007',
    });
    const notes = await all<{ order_id: string; number: string; issued_at: number }>(
      'SELECT order_id, number, issued_at FROM credit_notes',
      shop,
    );
    expect(notes).toEqual([
      { order_id: o.mayCancelledLate, number: 'CRN/26-27/000001', issued_at: ist('2026-05-30T12:00:00') },
    ]);
    // the PDF opened now shows the same number, and the series goes on from the last one
    expect((await one<{ last: number }>('SELECT last FROM invoice_series WHERE fy = ?', shop, '2026-27')).last).toBe(7);
  });

  it('lists the documents issued: one row per unbroken run of numbers, the credit note, none cancelled', () => {
    expect(may.get('docs')!.slice(1)).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000001', 'INV/26-27/000001', '1', '0'],
      ['Invoices for outward supply', 'INV/26-27/000003', 'INV/26-27/000007', '5', '0'],
      ['Credit Note', 'CRN/26-27/000001', 'CRN/26-27/000001', '1', '0'],
    ]);
  });

  it("every rupee of B2B, B2C and nil-rated sales equals the month's invoices less its credit notes, as the shop keeps them", async () => {
    const s = await openShop(env, shop);
    const docs = await all<{ order_id: string; issued_at: number; kind: string }>(
      `SELECT order_id, issued_at, 'invoice' AS kind FROM invoices WHERE issued_at >= ?1 AND issued_at < ?2
       UNION ALL SELECT order_id, issued_at, 'note' FROM credit_notes WHERE issued_at >= ?1 AND issued_at < ?2`,
      shop,
      ist('2026-05-01T00:00:00'),
      ist('2026-06-01T00:00:00'),
    );
    expect(docs.filter((d) => d.kind === 'invoice')).toHaveLength(6);
    const expected = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    for (const d of docs) {
      const detail = (await orderDetail(s, d.order_id))!;
      const lines = detail.items.filter((l) => l.kind === 'item');
      // checkout added GST here: the invoice's taxable value is each line's price, its tax what checkout charged
      expect(lines.every((l) => l.gst === Math.round((l.line_total * (l.gst_percent ?? 0)) / 100))).toBe(true);
      const { tax } = documentTaxOf(lines, detail.order.address.STATE, '07');
      const sign = d.kind === 'invoice' ? 1 : -1;
      expected.taxable += sign * tax.totals.taxablePaise;
      expected.cgst += sign * tax.totals.cgstPaise;
      expected.sgst += sign * tax.totals.sgstPaise;
      expected.igst += sign * tax.totals.igstPaise;
    }
    const b2b = may.get('b2b')!.slice(1),
      b2cs = may.get('b2cs')!.slice(1),
      nil = may.get('exemp')!.slice(1);
    expect(may.get('b2cl')!.slice(1)).toEqual([]);
    expect(may.get('cdnr')!.slice(1)).toEqual([]);
    expect(paise(b2b, 11) + paise(b2cs, 4) + paise(nil, 1)).toBe(expected.taxable);
    expect(paise(b2b, 12) + paise(b2cs, 5)).toBe(expected.igst);
    expect(paise(b2b, 13) + paise(b2cs, 6)).toBe(expected.cgst);
    expect(paise(b2b, 14) + paise(b2cs, 7)).toBe(expected.sgst);
    // and by hand: rice ₹250 at 5%, dal ₹60 at 18%, ghee ₹60 at 0%, GST added at checkout
    expect(b2b).toEqual([
      [
        B2B_GSTIN,
        'Mehta Traders',
        'INV/26-27/000006',
        '25-May-2026',
        '262.50',
        '07-Delhi',
        'N',
        '',
        'Regular B2B',
        '',
        '5',
        '250.00',
        '0.00',
        '6.25',
        '6.25',
        '0.00',
      ],
    ]);
    expect(b2cs).toEqual([
      ['OE', '06-Haryana', '5', '', '250.00', '12.50', '0.00', '0.00', '0.00', ''],
      ['OE', '06-Haryana', '18', '', '120.00', '21.60', '0.00', '0.00', '0.00', ''],
      ['OE', '07-Delhi', '5', '', '500.00', '0.00', '12.50', '12.50', '0.00', ''],
      ['OE', '07-Delhi', '18', '', '120.00', '0.00', '10.80', '10.80', '0.00', ''],
    ]);
    expect(nil[3]).toEqual(['Intra-State supplies to unregistered persons', '60.00', '0.00', '0.00']);
  });

  it('sums HSN codes net of the credit note, B2B and B2C apart', () => {
    expect(may.get('hsn(b2b)')!.slice(1)).toEqual([
      ['1006', 'Basmati Rice', 'NOS-NUMBERS', '1', '262.50', '5', '250.00', '0.00', '6.25', '6.25', '0.00'],
    ]);
    expect(may.get('hsn(b2c)')!.slice(1)).toEqual([
      ['0405', 'Desi Ghee', 'NOS-NUMBERS', '1', '60.00', '0', '60.00', '0.00', '0.00', '0.00', '0.00'],
      ['0713', 'Toor Dal', 'NOS-NUMBERS', '4', '283.20', '18', '240.00', '21.60', '10.80', '10.80', '0.00'],
      ['1006', 'Basmati Rice', 'NOS-NUMBERS', '3', '787.50', '5', '750.00', '12.50', '12.50', '12.50', '0.00'],
    ]);
  });

  it('asking again changes nothing: the same file, no new numbers', async () => {
    const again = await (await report('gstr1.csv?month=2026-05')).text();
    expect(again).toBe(mayText);
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM invoices', shop)).n).toBe(7);
  });

  it('June has its own documents: the early June order, and the number opened before', async () => {
    const june = sections(await (await report('gstr1.csv?month=2026-06')).text());
    expect(june.get('docs')!.slice(1)).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000002', 'INV/26-27/000002', '1', '0'],
      ['Invoices for outward supply', 'INV/26-27/000008', 'INV/26-27/000008', '1', '0'],
    ]);
    expect(june.get('b2cs')!.slice(1)).toEqual([
      ['OE', '07-Delhi', '5', '', '250.00', '0.00', '6.25', '6.25', '0.00', ''],
    ]);
  });

  it('two reports of one month at once number each supply once', async () => {
    const other = await createOrderShop({ GST: true });
    expect((await owner('PATCH', other, '/gst', { gstin: '07AAJPA4821K1ZU' })).status).toBe(200);
    const b = await Buyer.signIn(other);
    const address = await b.addAddress();
    for (let i = 0; i < 3; i++) {
      await b.add('rice');
      const r = await b.place({ address_id: address, payment_method: 'COD' });
      await openShop(env, other)
        .db.prepare('UPDATE orders SET created_at = ? WHERE id = ?')
        .bind(ist(`2026-05-0${i + 1}T09:00:00`), r.body.order_id)
        .run();
    }
    const key = await keyFor(other);
    const replies = await Promise.all(
      [1, 2, 3].map(() => call('GET', `/stores/${other}/reports/gstr1.csv?month=2026-05`, { key })),
    );
    const texts = await Promise.all(replies.map((r) => r.text()));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(texts).size).toBe(1);
    const rows = await all<{ seq: number }>('SELECT seq FROM invoices ORDER BY seq', other);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
  }, 60_000);

  it('a composition shop (noir-threads) gets its bills of supply, HSN and documents, no tax tables', async () => {
    const res = await call('GET', '/stores/noir-threads/reports/gstr1.csv?month=2026-05', {
      key: await keyFor('noir-threads'),
    });
    expect(res.status).toBe(200);
    expect([...sections(await res.text()).keys()]).toEqual(['bills', 'hsn', 'docs']);
  });

  it("a shop without a GST registration is told so (409), in the owner's language", async () => {
    const plain = await createOrderShop();
    expect((await owner('PATCH', plain, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
    const res = await call('GET', `/stores/${plain}/reports/gstr1.csv?month=2026-05&lang=hi`, {
      key: await keyFor(plain),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      status: 0,
      code: 'NO_GST_REGISTRATION',
      rsn: speak('hi', said('problem.report.noGst')),
    });
  });

  it.each([
    ['missing', ''],
    ['empty', '?month='],
    ['a day', '?month=2026-05-01'],
    ['month 13', '?month=2026-13'],
    ['words', '?month=May'],
    ['huge', `?month=${'9'.repeat(5000)}`],
    ['a lone surrogate', '?month=2026-0%ED%A0%80'],
    ['an encoded slash', '?month=2026%2F05'],
    ['a negative year', '?month=-2026-05'],
    ['twice', '?month=2026-05x&month=2026-06x'],
    ['a script', '?month=%3Cscript%3E'],
  ])('refuses a bad month (%s) with 400 JSON naming the field, and numbers nothing', async (_name, q) => {
    const before = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM invoices', shop)).n;
    const res = await report(`gstr1.csv${q}`);
    expect(res.status).toBeLessThan(500);
    await expectRefusal(res, 400, 'INVALID');
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM invoices', shop)).n).toBe(before);
  });
});

describe('GET /reports/orders.csv', () => {
  const rowsOf = async (q: string) => {
    const res = await report(`orders.csv${q}`);
    expect(res.status).toBe(200);
    return parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
  };

  it('lists the orders placed on those IST days, both inclusive, oldest first, with their invoice and credit note', async () => {
    const rows = await rowsOf('?from=2026-05-29&to=2026-05-31');
    expect(rows[0]).toEqual([
      'Order',
      'Placed (IST)',
      'Status',
      'Customer',
      'Phone',
      'Payment',
      'Items',
      'Subtotal',
      'Delivery',
      'Other charges',
      'Discount',
      'GST',
      'Total',
      'Invoice',
      'Credit note',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[13], r[14]])).toEqual([
      [o.mayCancelledEarly, '2026-05-29 10:00', 'CANCELLED', '', ''],
      [o.mayLastMinute, '2026-05-31 23:50', 'PLACED', 'INV/26-27/000007', ''],
    ]);
    const late = (await rowsOf('?from=2026-05-28&to=2026-05-28')).slice(1);
    expect(late).toHaveLength(1);
    expect(late[0].slice(2)).toEqual([
      'CANCELLED',
      'Meera Sharma',
      '9811022334',
      'COD',
      '1',
      '250.00',
      expect.any(String),
      '0.00',
      '0.00',
      '12.50',
      expect.any(String),
      'INV/26-27/000003',
      'CRN/26-27/000001',
    ]);
  });

  it('a month of orders: every order of May and none of June', async () => {
    const ids = (await rowsOf('?from=2026-05-01&to=2026-05-31')).slice(1).map((r) => r[0]);
    expect(ids).toEqual([o.may1, o.may2, o.may3, o.may4, o.mayCancelledLate, o.mayCancelledEarly, o.mayLastMinute]);
    expect((await rowsOf('?from=2026-06-01&to=2026-06-01')).slice(1).map((r) => r[0])).toEqual([o.juneFirstMinute]);
    expect(await rowsOf('?from=2025-01-01&to=2025-01-31')).toHaveLength(1);
  });

  it.each([
    ['no dates', ''],
    ['no to', '?from=2026-05-01'],
    ['to before from', '?from=2026-05-31&to=2026-05-01'],
    ['a month', '?from=2026-05&to=2026-06'],
    ['more than 366 days', '?from=2025-01-01&to=2026-05-31'],
    ['not a day', '?from=2026-02-30&to=2026-03-01'],
    ['huge', `?from=${'1'.repeat(5000)}&to=2026-05-01`],
    ['a lone surrogate', '?from=%ED%A0%80&to=2026-05-01'],
    ['a formula', '?from=%3D1%2B1&to=2026-05-01'],
  ])('refuses %s with 400 JSON', async (_name, q) => {
    await expectRefusal(await report(`orders.csv${q}`), 400, 'INVALID');
  });
});

describe('a busy month: pages of 500 rows', () => {
  it('1,200 orders (two at each instant) come out once each, in order, and all are numbered and summed', async () => {
    const busy = await createOrderShop({ GST: true });
    expect((await owner('PATCH', busy, '/gst', { gstin: '07AAJPA4821K1ZU' })).status).toBe(200);
    const db = openShop(env, busy).db;
    const start = ist('2026-07-01T00:00:00');
    const rows = 'WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 1199)';
    await db.batch([
      db
        .prepare(`${rows} INSERT INTO orders (id, uid, status, total, items_count, totals, address, payment_method, cash_due, sid, bag_key,
          idempotency_key, request_fingerprint, track_token, created_at, updated_at)
        SELECT printf('260701-B%05d', i), 'bulk', 'DELIVERED', 26250, 1,
          '{"subtotal":25000,"gst":1250,"delivery":0,"extra_charges":0,"discount":0,"total":26250}',
          '{"NAME":"Bulk Buyer","PHONE":"9811000000","LINE1":"1 Main Road","CITY":"New Delhi","STATE":"Delhi","PIN":"110024"}',
          'COD', 26250, 's', 'bag' || i, 'idem' || i, 'fp', 'track-' || i, ?1 + (i / 2) * 60000, ?1 + (i / 2) * 60000 FROM n`)
        .bind(start),
      db.prepare(`${rows} INSERT INTO order_items (order_id, line_no, kind, item_id, line_id, name, qty, unit_price, gst_percent, gst, line_total, hsn)
        SELECT printf('260701-B%05d', i), 1, 'item', 'rice', 'rice', 'Basmati Rice', 1, 25000, 5, 1250, 25000, '1006' FROM n`),
    ]);
    const key = await keyFor(busy);
    const orders = parse(
      (
        await (await call('GET', `/stores/${busy}/reports/orders.csv?from=2026-07-01&to=2026-07-31`, { key })).text()
      ).replace(/^\uFEFF/, ''),
    ) as string[][];
    const ids = orders.slice(1).map((r) => r[0]);
    expect(ids).toHaveLength(1200);
    expect(ids).toEqual(Array.from({ length: 1200 }, (_, i) => `260701-B${String(i).padStart(5, '0')}`));
    const july = sections(await (await call('GET', `/stores/${busy}/reports/gstr1.csv?month=2026-07`, { key })).text());
    expect(july.get('docs')!.slice(1)).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000001', 'INV/26-27/001200', '1200', '0'],
    ]);
    expect(july.get('b2cs')!.slice(1)).toEqual([
      ['OE', '07-Delhi', '5', '', '300000.00', '0.00', '7500.00', '7500.00', '0.00', ''],
    ]);
    // the orders report now names each order's invoice, numbered in order of time
    const numbered = parse(
      (
        await (await call('GET', `/stores/${busy}/reports/orders.csv?from=2026-07-01&to=2026-07-01`, { key })).text()
      ).replace(/^\uFEFF/, ''),
    ) as string[][];
    expect(numbered[1][13]).toBe('INV/26-27/000001');
    expect(numbered[numbered.length - 1][13]).toBe(`INV/26-27/${String(numbered.length - 1).padStart(6, '0')}`);
  }, 60_000);
});

describe('who may read reports', () => {
  it.each(['gstr1.csv?month=2026-05', 'orders.csv?from=2026-05-01&to=2026-05-31'])(
    '%s: the owner only; staff 403, another shop 404, shoppers and anonymous 401',
    async (path) => {
      const url = `/stores/dilli-kirana/reports/${path}`;
      const mine = await callAs('owner', 'GET', url);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('Content-Type')).toContain('text/csv');
      await mine.body?.cancel();
      for (const [who, http, code] of REFUSED_CALLERS)
        await expectRefusal(await callAs(who, 'GET', url), http, code, who);
    },
  );

  it('a staff key of this shop is refused before anything is numbered', async () => {
    const before = (await one<{ n: number }>('SELECT COUNT(*) AS n FROM invoices', shop)).n;
    const res = await call('GET', `/stores/${shop}/reports/gstr1.csv?month=2026-07`, { key: await staffKeyFor(shop) });
    await expectRefusal(res, 403, 'FORBIDDEN_ROLE');
    expect((await one<{ n: number }>('SELECT COUNT(*) AS n FROM invoices', shop)).n).toBe(before);
  });
});

describe("the console's report buttons (Insights)", () => {
  let cookie: string;
  const get = (path: string, c = cookie) =>
    SELF.fetch(`${ORIGIN}${path}`, { headers: c ? { Cookie: c } : {}, redirect: 'manual' });
  beforeAll(async () => {
    const res = await SELF.fetch(`${ORIGIN}/admin/${shop}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({ key: await keyFor(shop) }).toString(),
    });
    expect(res.status).toBe(303);
    cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0];
  });

  it('Insights has the two GET forms, last month filled in, in English, Hindi and Tamil', async () => {
    const html = await (await get(`/admin/${shop}/insights`)).text();
    expect(html).toContain(`action="/admin/${shop}/reports/gstr1.csv"`);
    expect(html).toContain(`action="/admin/${shop}/reports/orders.csv"`);
    expect(html).toMatch(/<input[^>]*name="month"[^>]*type="month"|<input[^>]*type="month"[^>]*name="month"/);
    expect(html).toContain('Download GSTR-1');
    expect(html).toContain('Download orders CSV');
    for (const [lang, words] of [
      ['hi', 'GSTR-1 डाउनलोड करें'],
      ['ta', 'GSTR-1 ஐப் பதிவிறக்கு'],
    ]) {
      expect(await (await get(`/admin/${shop}/insights?lang=${lang}`)).text(), lang).toContain(words);
    }
  });

  it('the forms download the same files as the owner API', async () => {
    const file = await get(`/admin/${shop}/reports/gstr1.csv?month=2026-05`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain(`${shop}-gstr1-2026-05.csv`);
    expect(await file.text()).toBe(await (await report('gstr1.csv?month=2026-05')).text());
    const orders = await get(`/admin/${shop}/reports/orders.csv?from=2026-05-01&to=2026-05-31`);
    expect(orders.status).toBe(200);
    expect(await orders.text()).toBe(await (await report('orders.csv?from=2026-05-01&to=2026-05-31')).text());
  });

  it('a bad month or range comes back to Insights with its sentence and what was typed', async () => {
    const back = await get(`/admin/${shop}/reports/gstr1.csv?month=May%202026`);
    expect(back.status).toBe(303);
    const page = await (await get(back.headers.get('Location')!)).text();
    expect(page).toContain('Choose a month as YYYY-MM');
    expect(page).toContain('value="May 2026"');
    const long = await get(`/admin/${shop}/reports/orders.csv?from=2020-01-01&to=2026-05-01`);
    expect(long.status).toBe(303);
    const there = new URL(long.headers.get('Location')!, ORIGIN);
    expect(there.hash).toBe('#reports-title');
    there.searchParams.set('lang', 'hi');
    const hi = await (await get(`${there.pathname}${there.search}`)).text();
    expect(hi).toContain(speak('hi', said('problem.report.tooLong', { days: 366 })));
  });

  it('a shop without GST registration is told to add it; signed-out visitors go to sign in; staff are refused', async () => {
    const plain = await createOrderShop();
    const res = await SELF.fetch(`${ORIGIN}/admin/${plain}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({ key: await keyFor(plain) }).toString(),
    });
    const plainCookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0];
    const insights = await (await get(`/admin/${plain}/insights`, plainCookie)).text();
    expect(insights).toContain('Add your GST registration under Shop');
    expect(insights).not.toContain(`action="/admin/${plain}/reports/gstr1.csv"`);
    const refused = await get(`/admin/${plain}/reports/gstr1.csv?month=2026-05`, plainCookie);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toContain('report=noGst');
    for (const path of ['gstr1.csv?month=2026-05', 'orders.csv?from=2026-05-01&to=2026-05-31']) {
      const anon = await get(`/admin/${shop}/reports/${path}`, '');
      expect(anon.status, path).toBe(303);
      expect(anon.headers.get('Location'), path).toContain(`/admin/${shop}?from=`);
    }
    const staff = await SELF.fetch(`${ORIGIN}/admin/${shop}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: new URLSearchParams({ key: await staffKeyFor(shop) }).toString(),
    });
    const staffCookie = (staff.headers.get('Set-Cookie') ?? '').split(';')[0];
    expect((await get(`/admin/${shop}/reports/orders.csv?from=2026-05-01&to=2026-05-31`, staffCookie)).status).toBe(
      403,
    );
  });
});
