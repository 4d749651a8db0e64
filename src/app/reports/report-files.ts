import type { ShopData } from '../../data/shop/shop-data';
import { textStream } from '../../core/text-stream';
import { readStore } from '../../data/shop/owner-store';
import { issueMonthDocuments, monthDocuments, ordersInRange, seriesOfMonth } from '../../data/shop/reports';
import { said, type Said } from '../../domain/i18n/said';
import { documentSeries } from '../../domain/payments/invoice-number';
import { gstr1Chunks, type DocumentPages } from '../../domain/reports/gstr1-csv';
import { ordersCsvChunks } from '../../domain/reports/orders-csv';
import type { ReportDays, ReportMonth } from '../../domain/reports/report-period';
import type { Fail, Ok } from '../../core/result';

/**
 * The owner's report files (owner API and console alike): a body that is written as it is read, a page of rows a
 * trip to the shop's object, and the file's name.
 */
export type ReportFile = Ok<{ body: ReadableStream<Uint8Array>; filename: string }>;
export type ReportRefusal = Fail<{ http: 404 | 409; code: string; rsn: string; say: Said }>;

export const REPORT_HEADERS = (filename: string): Record<string, string> => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

const NO_GST: ReportRefusal = {
  ok: false,
  http: 409,
  code: 'NO_GST_REGISTRATION',
  say: said('problem.report.noGst'),
  rsn: 'This shop has no GST registration, so it has no GST documents to report. Add its GSTIN first (PATCH /gst, or Shop in the console).',
};
const NO_SHOP: ReportRefusal = {
  ok: false,
  http: 404,
  code: 'NOT_FOUND',
  say: said('problem.report.noShop'),
  rsn: 'We could not find this shop.',
};

/**
 * GSTR-1 for an IST month (domain/reports/gstr1-csv.ts). Every supply of the month is given its document number
 * before the first table is read (data/reports.ts issueMonthDocuments), as opening each invoice would, so the tables
 * are complete and agree with the invoices' PDFs. A shop without a GST registration has none to report (409).
 */
export async function gstr1File(shop: ShopData, month: ReportMonth): Promise<ReportFile | ReportRefusal> {
  const found = await readStore(shop);
  if (!found) return NO_SHOP;
  const gst = found.store.CART_RULES.GST_REGISTRATION;
  if (!gst) return NO_GST;
  const invoicePrefix = documentSeries(gst.compositionScheme ? 'BOS' : 'INV', month.fy, gst.invoiceSeries);
  const creditNotePrefix = documentSeries('CRN', month.fy);
  const period = { since: month.since, until: month.until };
  // numbered once, when the file's first table is read: its head line is sent meanwhile (a failure cuts the file off)
  let issued: Promise<void> | undefined;
  const numbered = () =>
    (issued ??= issueMonthDocuments(shop, { ...period, fy: month.fy, invoicePrefix, creditNotePrefix }));
  const pages: DocumentPages = {
    // a shop that changed scheme or renamed its series in the month has documents in each: every series, in number order
    async *invoices() {
      await numbered();
      for (const prefix of await seriesOfMonth(shop, period))
        yield* monthDocuments(shop, { table: 'invoices', prefix, ...period });
    },
    async *creditNotes() {
      await numbered();
      yield* monthDocuments(shop, { table: 'credit_notes', prefix: creditNotePrefix, ...period });
    },
  };
  const header = {
    gstin: gst.gstin,
    legalName: gst.legalName || found.store.STORE_NAME,
    stateCode: gst.stateCode,
    compositionScheme: gst.compositionScheme,
    month: month.month,
  };
  return {
    ok: true,
    body: textStream(gstr1Chunks(pages, header), { storeId: shop.id, report: 'gstr1' }),
    filename: `${shop.id}-gstr1-${month.month}.csv`,
  };
}

/** The orders placed on IST days [from, to], oldest first, one row each (domain/reports/orders-csv.ts). */
export function ordersFile(shop: ShopData, days: ReportDays): ReportFile {
  return {
    ok: true,
    body: textStream(ordersCsvChunks(ordersInRange(shop, { since: days.since, until: days.until })), {
      storeId: shop.id,
      report: 'orders',
    }),
    filename: `${shop.id}-orders-${days.from}-to-${days.to}.csv`,
  };
}
