import { CSV_BOM, csvText, type ReportCell } from './csv-text';
import { Gstr1Sums } from './gstr1-sums';
import {
  HEADERS,
  largeRows,
  registeredRows,
  SECTIONS,
  taxedDocument,
  type Gstr1Shop,
  type ReportDocument,
  type TaxedDocument,
} from './gstr1';

/**
 * The month's documents, a page at a time, in number order: the report reads each kind again for a table that
 * lists documents one by one, so no page is kept after its rows are written.
 */
export interface DocumentPages {
  invoices(): AsyncIterable<readonly ReportDocument[]>;
  creditNotes(): AsyncIterable<readonly ReportDocument[]>;
}

export interface Gstr1Header extends Gstr1Shop {
  gstin: string;
  legalName: string;
  month: string;
}

type Section = keyof typeof SECTIONS;
const sectionHead = (s: Section): string => csvText([[...SECTIONS[s]], HEADERS[s]]);
const BLANK = '\r\n';

/**
 * GSTR-1 for a month as one CSV, written as it is read: a title row, then each table as a section row (its code as
 * GSTN's offline tool names the sheet, and what it holds), its header row, its rows and a blank line. Tables that
 * list documents are written page by page; the summed ones (B2C small, nil-rated, HSN, documents) once all
 * documents are read. A composition shop issues bills of supply and files no GSTR-1: it gets its bills by place of
 * supply, the HSN summary without taxes and the documents issued.
 */
export async function* gstr1Chunks(pages: DocumentPages, shop: Gstr1Header): AsyncGenerator<string> {
  yield CSV_BOM + csvText([[`GSTR-1 ${shop.month}`, shop.gstin, shop.legalName]]) + BLANK;
  const sums = new Gstr1Sums(shop);
  const rows = async function* (
    kind: 'invoices' | 'creditNotes',
    pick: (t: TaxedDocument) => ReportCell[][],
  ): AsyncGenerator<string> {
    for await (const page of pages[kind]()) {
      const text = csvText(page.flatMap((d) => pick(taxedDocument(d, shop))));
      if (text) yield text;
    }
  };
  let large = false,
    largeNotes = false;

  if (shop.compositionScheme) {
    for await (const _ of rows('invoices', (t) => (sums.add(t, 'invoice'), []))) void _;
    for await (const _ of rows('creditNotes', (t) => (sums.add(t, 'credit note'), []))) void _;
    yield sectionHead('bills') + csvText(sums.billRows()) + BLANK;
    yield sectionHead('hsn') + csvText(sums.hsnRows('all')) + BLANK;
    yield sectionHead('docs') + csvText(sums.docRows());
    return;
  }

  yield sectionHead('b2b');
  yield* rows('invoices', (t) => {
    sums.add(t, 'invoice');
    large ||= t.kind === 'b2cl';
    return t.kind === 'b2b' ? registeredRows(t, false) : [];
  });
  yield BLANK + sectionHead('b2cl');
  if (large) yield* rows('invoices', (t) => (t.kind === 'b2cl' ? largeRows(t, false) : []));
  yield BLANK + sectionHead('cdnr');
  yield* rows('creditNotes', (t) => {
    sums.add(t, 'credit note');
    largeNotes ||= t.kind === 'b2cl';
    return t.kind === 'b2b' ? registeredRows(t, true) : [];
  });
  yield BLANK + sectionHead('cdnur');
  if (largeNotes) yield* rows('creditNotes', (t) => (t.kind === 'b2cl' ? largeRows(t, true) : []));
  yield BLANK + sectionHead('b2cs') + csvText(sums.b2csRows());
  yield BLANK + sectionHead('exemp') + csvText(sums.nilRows());
  yield BLANK + sectionHead('hsnB2b') + csvText(sums.hsnRows('b2b'));
  yield BLANK + sectionHead('hsnB2c') + csvText(sums.hsnRows('b2c'));
  yield BLANK + sectionHead('docs') + csvText(sums.docRows());
}
