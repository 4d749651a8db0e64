import { decimalRupees } from '../money';
import type { InvoiceLine, InvoiceLines } from '../payments/invoice-lines';
import { documentTaxOf, placeOfSupplyText, type DocumentLine } from './document-tax';
import { gstnDate } from './report-period';
import type { ReportCell } from './csv-text';

/**
 * GSTR-1's tables from a month's GST documents (the invoices and credit notes the shop issued in it), each
 * document taxed exactly as its PDF (document-tax.ts). A document to a buyer with a GSTIN is B2B (table 4A, one
 * row per invoice and rate); one to a buyer without, across states and above the B2C-large limit, is B2CL (table 5);
 * the rest are B2C small (table 7), summed by place of supply and rate. Credit notes go against the table of
 * their order's invoice: CDNR (registered), CDNUR (B2CL), and for B2C small they come off its sums, as GSTN
 * asks. Lines at 0% are nil-rated supplies (table 8), not rows of the rate tables. The HSN summary (table 12, B2B
 * and B2C apart) and the document sums are net of credit notes too. Amounts are paise, written as rupees with
 * their paise (`1234.50`): nothing is rounded beyond what the invoices print.
 */

export interface ReportDocument {
  number: string;
  seq: number;
  issuedAt: number;
  buyer: { name: string; state: string; gstin: string };
  lines: DocumentLine[];
}

export interface Gstr1Shop {
  stateCode: string;
  compositionScheme: boolean;
}

export type SupplyKind = 'b2b' | 'b2cl' | 'b2cs';

export interface TaxedDocument {
  doc: ReportDocument;
  kind: SupplyKind;
  placeOfSupply: string;
  intraState: boolean;
  tax: InvoiceLines;
}

/** B2C large: an inter-state invoice to an unregistered buyer above ₹1,00,000 (₹2,50,000 before 1 August 2024). */
const B2CL_LOWERED_AT = Date.parse('2024-08-01T00:00:00+05:30');
export const b2clLimitPaise = (issuedAt: number): number => (issuedAt >= B2CL_LOWERED_AT ? 1_00_000_00 : 2_50_000_00);

export function taxedDocument(doc: ReportDocument, shop: Gstr1Shop): TaxedDocument {
  const { placeOfSupply, tax } = documentTaxOf(doc.lines, doc.buyer.state, shop.stateCode);
  const kind: SupplyKind = doc.buyer.gstin
    ? 'b2b'
    : !tax.intraState && tax.totals.totalPaise > b2clLimitPaise(doc.issuedAt)
      ? 'b2cl'
      : 'b2cs';
  return { doc, kind, placeOfSupply, intraState: tax.intraState, tax };
}

/** Taxable value, taxes (cess is not charged by this shop's checkout, so always 0) and the value with tax. */
export interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
  total: number;
}
const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0, total: 0 });
/** A sum that credit notes brought back to nothing (an invoice and its credit note in one month) is no row. */
const isNothing = (a: Amounts) =>
  a.taxable === 0 && a.igst === 0 && a.cgst === 0 && a.sgst === 0 && a.cess === 0 && a.total === 0;
function addLine(to: Amounts, l: InvoiceLine, sign: 1 | -1): void {
  to.taxable += sign * l.taxablePaise;
  to.igst += sign * l.igstPaise;
  to.cgst += sign * l.cgstPaise;
  to.sgst += sign * l.sgstPaise;
  to.total += sign * l.totalPaise;
}

/** A document's lines summed by rate, taxed rates only (0% lines are nil-rated supplies), in rate order. */
export function byRate(tax: InvoiceLines): [number, Amounts][] {
  const rates = new Map<number, Amounts>();
  for (const l of tax.lines) {
    if (l.ratePercent <= 0) continue;
    const a = rates.get(l.ratePercent) ?? zero();
    addLine(a, l, 1);
    rates.set(l.ratePercent, a);
  }
  return [...rates.entries()].sort((a, b) => a[0] - b[0]);
}

export const rupees = (paise: number): string => decimalRupees(paise);
const rate = (r: number): string => String(r);

/** The section codes of the file, as GSTN's offline tool names its sheets, and what each holds. */
export const SECTIONS = {
  b2b: ['b2b', 'Table 4A: invoices to registered buyers (with a GSTIN), one row per invoice and rate'],
  b2cl: ['b2cl', 'Table 5: inter-state invoices to unregistered buyers above the B2C-large limit'],
  cdnr: ['cdnr', 'Table 9B: credit notes to registered buyers'],
  cdnur: ['cdnur', 'Table 9B: credit notes against B2C-large invoices'],
  b2cs: [
    'b2cs',
    "Table 7: other sales to unregistered buyers by place of supply and rate, net of this month's credit notes",
  ],
  exemp: ['exemp', 'Table 8: nil-rated supplies (items at 0%), net of credit notes'],
  hsnB2b: ['hsn(b2b)', 'Table 12: HSN summary of supplies to registered buyers, net of credit notes'],
  hsnB2c: ['hsn(b2c)', 'Table 12: HSN summary of supplies to unregistered buyers, net of credit notes'],
  docs: ['docs', 'Table 13: documents issued this month'],
  bills: [
    'bills',
    'Composition scheme: no GSTR-1 is filed; the bills of supply of the month by place of supply, for CMP-08',
  ],
  hsn: ['hsn', 'Composition scheme: outward supplies by HSN, net of credit notes'],
} as const satisfies Record<string, readonly [string, string]>;

const TAX_COLUMNS = [
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];
export const HEADERS: Record<keyof typeof SECTIONS, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    ...TAX_COLUMNS,
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    ...TAX_COLUMNS,
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Cess Amount',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', ...TAX_COLUMNS, 'E-Commerce GSTIN'],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsnB2b: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAX_COLUMNS],
  hsnB2c: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAX_COLUMNS],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  bills: ['Place Of Supply', 'Bills', 'Value of Bills', 'Credit Notes', 'Value of Credit Notes', 'Net Value'],
  hsn: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value'],
};

const taxCells = (a: Amounts): ReportCell[] => [
  rupees(a.taxable),
  rupees(a.igst),
  rupees(a.cgst),
  rupees(a.sgst),
  rupees(a.cess),
];

/** Table 4A rows of one invoice (or, with `note`, table 9B rows of one credit note to a registered buyer). */
export function registeredRows(t: TaxedDocument, note: boolean): ReportCell[][] {
  const d = t.doc;
  const head = [d.buyer.gstin, d.buyer.name, d.number, gstnDate(d.issuedAt)];
  return byRate(t.tax).map(([r, a]) =>
    note
      ? [
          ...head,
          'C',
          placeOfSupplyText(t.placeOfSupply),
          'N',
          'Regular B2B',
          rupees(t.tax.totals.totalPaise),
          '',
          rate(r),
          ...taxCells(a),
        ]
      : [
          ...head,
          rupees(t.tax.totals.totalPaise),
          placeOfSupplyText(t.placeOfSupply),
          'N',
          '',
          'Regular B2B',
          '',
          rate(r),
          ...taxCells(a),
        ],
  );
}

/** Table 5 rows of one B2C-large invoice, or with `note` table 9B (CDNUR) rows of its credit note. */
export function largeRows(t: TaxedDocument, note: boolean): ReportCell[][] {
  const d = t.doc;
  const value = rupees(t.tax.totals.totalPaise);
  return byRate(t.tax).map(([r, a]) =>
    note
      ? [
          'B2CL',
          d.number,
          gstnDate(d.issuedAt),
          'C',
          placeOfSupplyText(t.placeOfSupply),
          value,
          '',
          rate(r),
          rupees(a.taxable),
          rupees(a.igst),
          rupees(a.cess),
        ]
      : [
          d.number,
          gstnDate(d.issuedAt),
          value,
          placeOfSupplyText(t.placeOfSupply),
          '',
          rate(r),
          rupees(a.taxable),
          rupees(a.igst),
          rupees(a.cess),
          '',
        ],
  );
}

/** An unbroken run of one series' numbers: table 13 asks for each run's first and last number and how many. */
interface Run {
  nature: string;
  prefix: string;
  fromSeq: number;
  toSeq: number;
  from: string;
  to: string;
}

/**
 * Table 13's rows, fed documents in number order: consecutive numbers of one series make one row. Numbers are taken
 * when a document is first made, so a month's numbers may have gaps (another month's documents) and then give
 * several rows. A number here is never cancelled: an order called off after its invoice gets a credit note (its
 * own row), and one called off before it never takes a number, so Cancelled is 0.
 */
export class DocumentRuns {
  private readonly runs: Run[] = [];

  add(nature: string, number: string, seq: number): void {
    const prefix = number.replace(/\d+$/, '');
    const last = this.runs.at(-1);
    if (last && last.nature === nature && last.prefix === prefix && seq === last.toSeq + 1) {
      last.toSeq = seq;
      last.to = number;
    } else this.runs.push({ nature, prefix, fromSeq: seq, toSeq: seq, from: number, to: number });
  }

  rows(): ReportCell[][] {
    return this.runs.map((r) => [r.nature, r.from, r.to, r.toSeq - r.fromSeq + 1, 0]);
  }
}

interface HsnSum extends Amounts {
  description: string;
  qty: number;
}
const NIL_ROWS = [
  ['Inter-State supplies to registered persons', false, true],
  ['Intra-State supplies to registered persons', true, true],
  ['Inter-State supplies to unregistered persons', false, false],
  ['Intra-State supplies to unregistered persons', true, false],
] as const;

/** GSTN's description is at most 30 characters. */
const description = (name: string) => [...name].slice(0, 30).join('');

/**
 * What GSTR-1 sums over the month: B2C small by place of supply and rate, nil-rated supplies, the HSN summary, the
 * document runs and, for a composition shop, its bills by place of supply. Invoices add, credit notes take away.
 */
export class Gstr1Sums {
  private readonly b2cs = new Map<string, Amounts>();
  private readonly nil = new Map<string, number>();
  private readonly hsn = new Map<string, HsnSum>();
  private readonly bills = new Map<string, { bills: number; value: number; notes: number; noteValue: number }>();
  readonly invoices = new DocumentRuns();
  readonly creditNotes = new DocumentRuns();

  constructor(private readonly shop: Gstr1Shop) {}

  add(t: TaxedDocument, as: 'invoice' | 'credit note'): void {
    const sign = as === 'invoice' ? 1 : -1;
    const runs = as === 'invoice' ? this.invoices : this.creditNotes;
    runs.add(
      as === 'invoice'
        ? this.shop.compositionScheme
          ? 'Bills of supply'
          : 'Invoices for outward supply'
        : 'Credit Note',
      t.doc.number,
      t.doc.seq,
    );
    const b2b = t.kind === 'b2b';
    for (const l of t.tax.lines) {
      const key = `${b2b ? 'b2b' : 'b2c'}|${l.hsn}|${this.shop.compositionScheme ? '' : l.ratePercent}`;
      const h = this.hsn.get(key) ?? { ...zero(), description: description(l.name), qty: 0 };
      addLine(h, l, sign);
      h.qty += sign * l.qty;
      this.hsn.set(key, h);
      if (this.shop.compositionScheme) continue;
      if (l.ratePercent <= 0) {
        const nilKey = `${t.intraState}|${b2b}`;
        this.nil.set(nilKey, (this.nil.get(nilKey) ?? 0) + sign * l.totalPaise);
      } else if (t.kind === 'b2cs') {
        const k = `${t.placeOfSupply}|${l.ratePercent}`;
        const a = this.b2cs.get(k) ?? zero();
        addLine(a, l, sign);
        this.b2cs.set(k, a);
      }
    }
    if (this.shop.compositionScheme) {
      const b = this.bills.get(t.placeOfSupply) ?? { bills: 0, value: 0, notes: 0, noteValue: 0 };
      if (as === 'invoice') {
        b.bills += 1;
        b.value += t.tax.totals.totalPaise;
      } else {
        b.notes += 1;
        b.noteValue += t.tax.totals.totalPaise;
      }
      this.bills.set(t.placeOfSupply, b);
    }
  }

  b2csRows(): ReportCell[][] {
    return [...this.b2cs.entries()]
      .filter(([, a]) => !isNothing(a))
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([k, a]) => {
        const [pos, r] = k.split('|');
        return ['OE', placeOfSupplyText(pos), rate(Number(r)), '', ...taxCells(a), ''];
      });
  }

  nilRows(): ReportCell[][] {
    return NIL_ROWS.map(([text, intra, registered]) => [
      text,
      rupees(this.nil.get(`${intra}|${registered}`) ?? 0),
      rupees(0),
      rupees(0),
    ]);
  }

  hsnRows(part: 'b2b' | 'b2c' | 'all'): ReportCell[][] {
    return [...this.hsn.entries()]
      .filter(([k, h]) => (part === 'all' || k.startsWith(`${part}|`)) && !(isNothing(h) && h.qty === 0))
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([k, h]) => {
        const [, hsn, r] = k.split('|');
        const head: ReportCell[] = [hsn, h.description, 'NOS-NUMBERS', h.qty, rupees(h.total)];
        return part === 'all' ? head : [...head, rate(Number(r)), ...taxCells(h)];
      });
  }

  billRows(): ReportCell[][] {
    return [...this.bills.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pos, b]) => [
        placeOfSupplyText(pos),
        b.bills,
        rupees(b.value),
        b.notes,
        rupees(b.noteValue),
        rupees(b.value - b.noteValue),
      ]);
  }

  docRows(): ReportCell[][] {
    return [...this.invoices.rows(), ...this.creditNotes.rows()];
  }
}

/** Keys `a|b|c` in order, numeric parts as numbers (rate 5 before 12). */
function compareKeys(a: string, b: string): number {
  const pa = a.split('|'),
    pb = b.split('|');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '',
      y = pb[i] ?? '';
    if (x === y) continue;
    const nx = Number(x),
      ny = Number(y);
    return x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x < y ? -1 : 1;
  }
  return 0;
}
