import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { documentTaxOf, placeOfSupplyText, type DocumentLine } from '../../../src/domain/reports/document-tax';
import { byRate, taxedDocument, type ReportDocument } from '../../../src/domain/reports/gstr1';
import { DocumentRuns, Gstr1Sums } from '../../../src/domain/reports/gstr1-sums';
import { gstr1Chunks, type DocumentPages } from '../../../src/domain/reports/gstr1-csv';
import { csvText } from '../../../src/domain/reports/csv-text';

const DELHI = '07';
const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const MAY = ist('2026-05-10T10:00:00');

/** An order line: with `gst` checkout added tax on top; without, the price includes it. */
const line = (
  unit: number,
  rate: number | null,
  qty = 1,
  gst = 0,
  hsn = '1006',
  name = 'Basmati Rice',
): DocumentLine => ({ name, hsn, qty, unit_price: unit, gst_percent: rate, gst, line_total: unit * qty });

describe('documentTaxOf: taxes as the invoice PDF prints them', () => {
  it.each([
    // [case, lines, buyer state, place of supply, taxable, cgst, sgst, igst, total]
    [
      'GST added, within Delhi: half CGST, half SGST',
      [line(25000, 5, 2, 2500)],
      'Delhi',
      '07',
      50000,
      1250,
      1250,
      0,
      52500,
    ],
    ['GST added, to Maharashtra: all IGST', [line(25000, 5, 2, 2500)], 'Maharashtra', '27', 50000, 0, 0, 2500, 52500],
    ['GST added, an odd paisa goes to CGST', [line(25020, 5, 1, 1251)], 'Delhi', '07', 25020, 626, 625, 0, 26271],
    ['price includes 18%: ₹118 is ₹100 + ₹18', [line(11800, 18)], 'Delhi', '07', 10000, 900, 900, 0, 11800],
    [
      'price includes 5%: taxable rounded half up to the paisa',
      [line(10000, 5)],
      'Delhi',
      '07',
      9524,
      238,
      238,
      0,
      10000,
    ],
    ['price includes 12%: odd tax paisa to CGST', [line(10000, 12)], 'Delhi', '07', 8929, 536, 535, 0, 10000],
    ['price includes 5%, inter-state', [line(10000, 5)], 'Tamil Nadu', '33', 9524, 0, 0, 476, 10000],
    ["an unknown state is the shop's own", [line(10000, 5)], 'Atlantis', '07', 9524, 238, 238, 0, 10000],
    ['"NCT of Delhi" is Delhi', [line(11800, 18)], 'NCT of Delhi', '07', 10000, 900, 900, 0, 11800],
    [
      'a line without a rate beside one with GST added is 0%',
      [line(25000, 5, 1, 1250), line(6000, null)],
      'Delhi',
      '07',
      31000,
      625,
      625,
      0,
      32250,
    ],
    ['a quantity multiplies before the split', [line(11800, 18, 3)], 'Delhi', '07', 30000, 2700, 2700, 0, 35400],
  ])('%s', (_name, lines, state, pos, taxable, cgst, sgst, igst, total) => {
    const { placeOfSupply, tax } = documentTaxOf(lines as DocumentLine[], state as string, DELHI);
    expect(placeOfSupply).toBe(pos);
    expect(tax.totals).toEqual({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: total,
    });
  });
});

describe('placeOfSupplyText: as GSTN writes it', () => {
  it.each([
    ['07', '07-Delhi'],
    ['33', '33-Tamil Nadu'],
    ['01', '01-Jammu & Kashmir'],
    ['35', '35-Andaman & Nicobar Islands'],
    ['97', '97-Other Territory'],
    ['99', '99'],
  ])('%s -> %s', (code, text) => expect(placeOfSupplyText(code)).toBe(text));
});

const doc = (
  number: string,
  seq: number,
  lines: DocumentLine[],
  buyer: Partial<ReportDocument['buyer']> = {},
  issuedAt = MAY,
): ReportDocument => ({
  number,
  seq,
  issuedAt,
  buyer: { name: 'Meera Sharma', state: 'Delhi', gstin: '', ...buyer },
  lines,
});

describe('taxedDocument: which table a document belongs to', () => {
  const shop = { stateCode: DELHI, compositionScheme: false };
  it.each([
    ['a buyer with a GSTIN is B2B', { gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' }, [line(10000, 5)], MAY, 'b2b'],
    ['inter-state above ₹1,00,000 is B2C large', { state: 'Maharashtra' }, [line(10000001, 5)], MAY, 'b2cl'],
    ['inter-state of exactly ₹1,00,000 is B2C small', { state: 'Maharashtra' }, [line(10000000, 5)], MAY, 'b2cs'],
    ['within the state, however large, is B2C small', { state: 'Delhi' }, [line(50000000, 5)], MAY, 'b2cs'],
    [
      'before 1 August 2024 the limit was ₹2,50,000',
      { state: 'Maharashtra' },
      [line(20000000, 5)],
      ist('2024-07-31T23:00:00'),
      'b2cs',
    ],
    ['and above it, B2C large', { state: 'Maharashtra' }, [line(25000100, 5)], ist('2024-07-31T23:00:00'), 'b2cl'],
  ])('%s', (_name, buyer, lines, at, kind) => {
    expect(taxedDocument(doc('INV/26-27/000001', 1, lines as DocumentLine[], buyer, at as number), shop).kind).toBe(
      kind,
    );
  });

  it("byRate sums a document's lines per rate, leaving 0% lines to the nil-rated table", () => {
    const t = taxedDocument(
      doc('INV/26-27/000001', 1, [line(11800, 18), line(10000, 5), line(23600, 18, 1, 0, '3305'), line(4000, 0)]),
      shop,
    );
    expect(byRate(t.tax)).toEqual([
      [5, { taxable: 9524, cgst: 238, sgst: 238, igst: 0, cess: 0, total: 10000 }],
      [18, { taxable: 30000, cgst: 2700, sgst: 2700, igst: 0, cess: 0, total: 35400 }],
    ]);
  });
});

describe('DocumentRuns: table 13 rows', () => {
  it.each([
    ['one unbroken run', [1, 2, 3], [['INV', 'INV/26-27/000001', 'INV/26-27/000003', 3, 0]]],
    [
      "a gap (another month's number) makes two rows",
      [1, 2, 5, 6, 7],
      [
        ['INV', 'INV/26-27/000001', 'INV/26-27/000002', 2, 0],
        ['INV', 'INV/26-27/000005', 'INV/26-27/000007', 3, 0],
      ],
    ],
    ['a single document', [9], [['INV', 'INV/26-27/000009', 'INV/26-27/000009', 1, 0]]],
    ['none', [], []],
  ])('%s', (_name, seqs, rows) => {
    const runs = new DocumentRuns();
    for (const s of seqs as number[]) runs.add('INV', `INV/26-27/${String(s).padStart(6, '0')}`, s);
    expect(runs.rows()).toEqual(rows);
  });

  it('a change of series starts a new row even when the sequence goes on', () => {
    const runs = new DocumentRuns();
    runs.add('Invoices', 'BOS/26-27/000001', 1);
    runs.add('Invoices', 'INV/26-27/000002', 2);
    expect(runs.rows().map((r) => r[1])).toEqual(['BOS/26-27/000001', 'INV/26-27/000002']);
  });
});

describe('Gstr1Sums: B2C small, nil-rated and HSN sums, net of credit notes', () => {
  const shop = { stateCode: DELHI, compositionScheme: false };
  it('sums by place of supply and rate; a credit note takes its invoice back out; nothing left is no row', () => {
    const sums = new Gstr1Sums(shop);
    const a = taxedDocument(doc('INV/26-27/000001', 1, [line(25000, 5, 2, 2500)]), shop);
    const b = taxedDocument(
      doc('INV/26-27/000002', 2, [line(11800, 18, 1, 0, '3305', 'Soap')], { state: 'Haryana' }),
      shop,
    );
    const c = taxedDocument(
      doc('INV/26-27/000003', 3, [line(11800, 18, 2, 0, '3305', 'Soap'), line(4000, 0, 1, 0, '0713', 'Dal')]),
      shop,
    );
    for (const t of [a, b, c]) sums.add(t, 'invoice');
    sums.add(taxedDocument(doc('CRN/26-27/000001', 1, a.doc.lines), shop), 'credit note');
    expect(sums.b2csRows()).toEqual([
      ['OE', '06-Haryana', '18', '', '100.00', '18.00', '0.00', '0.00', '0.00', ''],
      ['OE', '07-Delhi', '18', '', '200.00', '0.00', '18.00', '18.00', '0.00', ''],
    ]);
    expect(sums.nilRows()).toEqual([
      ['Inter-State supplies to registered persons', '0.00', '0.00', '0.00'],
      ['Intra-State supplies to registered persons', '0.00', '0.00', '0.00'],
      ['Inter-State supplies to unregistered persons', '0.00', '0.00', '0.00'],
      ['Intra-State supplies to unregistered persons', '40.00', '0.00', '0.00'],
    ]);
    expect(sums.hsnRows('b2c')).toEqual([
      ['0713', 'Dal', 'NOS-NUMBERS', 1, '40.00', '0', '40.00', '0.00', '0.00', '0.00', '0.00'],
      ['3305', 'Soap', 'NOS-NUMBERS', 3, '354.00', '18', '300.00', '18.00', '18.00', '18.00', '0.00'],
    ]);
    expect(sums.hsnRows('b2b')).toEqual([]);
    expect(sums.docRows()).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000001', 'INV/26-27/000003', 3, 0],
      ['Credit Note', 'CRN/26-27/000001', 'CRN/26-27/000001', 1, 0],
    ]);
  });

  it('a composition shop sums its bills by place of supply, and HSN without rates', () => {
    const comp = { stateCode: '27', compositionScheme: true };
    const sums = new Gstr1Sums(comp);
    const a = taxedDocument(
      doc('BOS/26-27/000001', 1, [line(99900, 5, 1, 4995, '6109', 'Tee')], { state: 'Maharashtra' }),
      comp,
    );
    const b = taxedDocument(
      doc('BOS/26-27/000002', 2, [line(99900, 5, 2, 9990, '6109', 'Tee')], { state: 'Karnataka' }),
      comp,
    );
    sums.add(a, 'invoice');
    sums.add(b, 'invoice');
    sums.add(taxedDocument(doc('CRN/26-27/000001', 1, b.doc.lines, { state: 'Karnataka' }), comp), 'credit note');
    expect(sums.billRows()).toEqual([
      ['27-Maharashtra', 1, '1048.95', 0, '0.00', '1048.95'],
      ['29-Karnataka', 1, '2097.90', 1, '2097.90', '0.00'],
    ]);
    expect(sums.hsnRows('all')).toEqual([['6109', 'Tee', 'NOS-NUMBERS', 1, '1048.95']]);
    expect(sums.docRows()[0]).toEqual(['Bills of supply', 'BOS/26-27/000001', 'BOS/26-27/000002', 2, 0]);
  });
});

async function* pagesOf(docs: ReportDocument[], size = 2) {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
}
/** The file's sections by code: each a header row and its rows. */
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
const read = async (pages: DocumentPages, shop: { stateCode: string; compositionScheme: boolean }) => {
  let text = '';
  for await (const chunk of gstr1Chunks(pages, {
    ...shop,
    gstin: '07AAJPA4821K1ZU',
    legalName: 'Dilli Kirana Store',
    month: '2026-05',
  }))
    text += chunk;
  return text;
};
const rupeesOf = (rows: string[][], column: number) =>
  rows.reduce((n, r) => n + Math.round(Number(r[column]) * 100), 0);

describe('gstr1Chunks: the whole file', () => {
  const shop = { stateCode: DELHI, compositionScheme: false };
  const invoices = [
    doc('INV/26-27/000001', 1, [line(25000, 5, 2, 2500)]),
    doc('INV/26-27/000002', 2, [line(11800, 18, 1, 0, '3305', 'Soap')], {
      gstin: '27AAPFU0939F1ZV',
      name: 'Mehta Traders',
      state: 'Maharashtra',
    }),
    doc('INV/26-27/000003', 3, [line(12000000, 18, 1, 0, '8471', 'Laptop')], { state: 'Karnataka' }),
    doc('INV/26-27/000005', 5, [line(11800, 18, 1, 0, '3305', 'Soap'), line(4000, 0, 1, 0, '0713', 'Dal')]),
    doc('INV/26-27/000006', 6, [line(10000, 5)], { state: 'Haryana' }),
  ];
  const notes = [
    doc('CRN/26-27/000001', 1, invoices[1].lines, invoices[1].buyer),
    doc('CRN/26-27/000002', 2, invoices[4].lines, invoices[4].buyer),
  ];
  const pages: DocumentPages = { invoices: () => pagesOf(invoices), creditNotes: () => pagesOf(notes) };

  it('has the title, then every table as a section row, a header and its rows', async () => {
    const text = await read(pages, shop);
    expect(text.startsWith('\uFEFFGSTR-1 2026-05,07AAJPA4821K1ZU,Dilli Kirana Store\r\n')).toBe(true);
    const s = sections(text);
    expect([...s.keys()]).toEqual(['b2b', 'b2cl', 'cdnr', 'cdnur', 'b2cs', 'exemp', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
    expect(s.get('b2b')).toEqual([
      expect.arrayContaining([
        'GSTIN/UIN of Recipient',
        'Invoice Number',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
      ]),
      [
        '27AAPFU0939F1ZV',
        'Mehta Traders',
        'INV/26-27/000002',
        '10-May-2026',
        '118.00',
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '100.00',
        '18.00',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
    expect(s.get('b2cl')!.slice(1)).toEqual([
      ['INV/26-27/000003', '10-May-2026', '120000.00', '29-Karnataka', '', '18', '101694.92', '18305.08', '0.00', ''],
    ]);
    expect(s.get('cdnr')!.slice(1)).toEqual([
      [
        '27AAPFU0939F1ZV',
        'Mehta Traders',
        'CRN/26-27/000001',
        '10-May-2026',
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        '118.00',
        '',
        '18',
        '100.00',
        '18.00',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
    expect(s.get('cdnur')!.slice(1)).toEqual([]);
    // the Haryana sale and its credit note cancel out: no row
    expect(s.get('b2cs')!.slice(1)).toEqual([
      ['OE', '07-Delhi', '5', '', '500.00', '0.00', '12.50', '12.50', '0.00', ''],
      ['OE', '07-Delhi', '18', '', '100.00', '0.00', '9.00', '9.00', '0.00', ''],
    ]);
    expect(s.get('exemp')![4]).toEqual(['Intra-State supplies to unregistered persons', '40.00', '0.00', '0.00']);
    expect(s.get('hsn(b2b)')!.slice(1)).toEqual([]);
    expect(s.get('docs')!.slice(1)).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000001', 'INV/26-27/000003', '3', '0'],
      ['Invoices for outward supply', 'INV/26-27/000005', 'INV/26-27/000006', '2', '0'],
      ['Credit Note', 'CRN/26-27/000001', 'CRN/26-27/000002', '2', '0'],
    ]);
  });

  it("every paisa reconciles: the tables' taxable values are the invoices' less the credit notes'", async () => {
    const s = sections(await read(pages, shop));
    const listed =
      rupeesOf(s.get('b2b')!.slice(1), 11) +
      rupeesOf(s.get('b2cl')!.slice(1), 6) +
      rupeesOf(s.get('b2cs')!.slice(1), 4) +
      rupeesOf(s.get('exemp')!.slice(1), 1) -
      rupeesOf(s.get('cdnr')!.slice(1), 11);
    const taxable = (d: ReportDocument) => taxedDocument(d, shop).tax.totals.taxablePaise;
    const sum = (ds: ReportDocument[]) => ds.reduce((n, d) => n + taxable(d), 0);
    expect(listed).toBe(sum(invoices) - sum(notes));
    const hsn = rupeesOf(s.get('hsn(b2b)')!.slice(1), 6) + rupeesOf(s.get('hsn(b2c)')!.slice(1), 6);
    expect(hsn).toBe(sum(invoices) - sum(notes));
  });

  it('reads each page as it writes it: a file of 3,000 documents has them all, in order', async () => {
    const many = Array.from({ length: 3000 }, (_, i) =>
      doc(`INV/26-27/${String(i + 1).padStart(6, '0')}`, i + 1, [line(11800, 18)]),
    );
    let pagesRead = 0;
    const counting: DocumentPages = {
      async *invoices() {
        for await (const p of pagesOf(many, 500)) {
          pagesRead++;
          yield p;
        }
      },
      creditNotes: () => pagesOf([]),
    };
    const s = sections(await read(counting, shop));
    expect(pagesRead).toBe(6);
    expect(s.get('b2cs')!.slice(1)).toEqual([
      ['OE', '07-Delhi', '18', '', '300000.00', '0.00', '27000.00', '27000.00', '0.00', ''],
    ]);
    expect(s.get('docs')!.slice(1)).toEqual([
      ['Invoices for outward supply', 'INV/26-27/000001', 'INV/26-27/003000', '3000', '0'],
    ]);
  });

  it('a composition shop gets its bills, the HSN summary and the documents, no tax tables', async () => {
    const comp = { stateCode: '27', compositionScheme: true };
    const bills = [doc('BOS/26-27/000001', 1, [line(99900, 5, 1, 4995, '6109', 'Tee')], { state: 'Maharashtra' })];
    const s = sections(await read({ invoices: () => pagesOf(bills), creditNotes: () => pagesOf([]) }, comp));
    expect([...s.keys()]).toEqual(['bills', 'hsn', 'docs']);
    expect(s.get('bills')!.slice(1)).toEqual([['27-Maharashtra', '1', '1048.95', '0', '0.00', '1048.95']]);
    expect(s.get('docs')!.slice(1)).toEqual([['Bills of supply', 'BOS/26-27/000001', 'BOS/26-27/000001', '1', '0']]);
  });
});

describe('csvText: cells a spreadsheet would run are written as text', () => {
  it.each([
    ['=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ['+91 98110', "'+91 98110"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    ['मीरा शर्मा', 'मीरा शर्मा'],
    ['-12.50', '-12.50'],
    ['Plain, with comma', 'Plain, with comma'],
  ])('%j', (cell, written) => {
    const [[back]] = parse(csvText([[cell]]), { relax_quotes: true }) as string[][];
    expect(back).toBe(written);
  });

  it('numbers stay numbers and a line ends with CRLF', () => {
    expect(csvText([[1, -2, 'x']])).toBe('1,-2,x\r\n');
    expect(csvText([])).toBe('');
  });
});
