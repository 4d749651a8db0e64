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
export const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0, total: 0 });
/** A sum that credit notes brought back to nothing (an invoice and its credit note in one month) is no row. */
export const isNothing = (a: Amounts) =>
  a.taxable === 0 && a.igst === 0 && a.cgst === 0 && a.sgst === 0 && a.cess === 0 && a.total === 0;
export function addLine(to: Amounts, l: InvoiceLine, sign: 1 | -1): void {
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
export const rate = (r: number): string => String(r);

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

export const taxCells = (a: Amounts): ReportCell[] => [
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
