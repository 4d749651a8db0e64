import type { DocumentLine } from '../../domain/reports/document-tax';
import type { ReportDocument } from '../../domain/reports/gstr1';
import type { OrderReportRow } from '../../domain/reports/orders-csv';
import type { ShopData } from './shop-data';

/**
 * What the owner's reports read from the shop's object: a month's GST documents and a range of orders, each a
 * keyset page at a time (REPORT_PAGE rows a trip), so a report of thousands of orders never holds them all.
 */
export const REPORT_PAGE = 500;

/** The statuses that never take an invoice: unpaid UPI orders, and orders called off (app/orders/invoice.ts). */
const NO_INVOICE = "('AWAITING_PAYMENT', 'PAYMENT_SUBMITTED', 'CANCELLED', 'REJECTED', 'RETURNED')";
const CALLED_OFF = "('CANCELLED', 'REJECTED', 'RETURNED')";
const SUPPLIED = 'COALESCE(o.paid_at, o.created_at)';
const REVERSED = 'COALESCE(o.cancelled_at, o.rejected_at, o.returned_at, o.updated_at)';

export interface MonthSeries {
  since: number;
  until: number;
  fy: string;
  invoicePrefix: string;
  creditNotePrefix: string;
}

/**
 * Gives every document of the month the number its PDF would take when first opened (app/orders/invoice.ts), in
 * one transaction: an invoice (or bill of supply) to each order supplied in the month (paid, else placed, in IST)
 * that has none and is neither unpaid nor called off, dated when it was supplied; then a credit note to each order
 * called off in the month after it was invoiced, dated when it was called off. Numbers go on from each series' last
 * (invoice_series, as data/invoices.ts keeps it), in the order of those dates; documents already numbered keep
 * theirs. So the month's tables list every supply, and a PDF opened later shows the same number.
 */
export async function issueMonthDocuments(shop: ShopData, m: MonthSeries): Promise<void> {
  const { db } = shop;
  const crn = `CRN ${m.fy}`;
  const numbered = (table: string, series: string, prefix: string, at: string, where: string) =>
    db
      .prepare(
        `INSERT INTO ${table} (order_id, fy, seq, number, issued_at)
     SELECT id, ?1, base + n, ?2 || printf('%06d', base + n), at FROM (
       SELECT o.id, ${at} AS at, ROW_NUMBER() OVER (ORDER BY ${at}, o.id) AS n,
         (SELECT last FROM invoice_series WHERE fy = ?5) AS base
       FROM orders o WHERE ${at} >= ?3 AND ${at} < ?4 AND ${where}
         AND NOT EXISTS (SELECT 1 FROM ${table} d WHERE d.order_id = o.id))`,
      )
      .bind(m.fy, prefix, m.since, m.until, series);
  const caughtUp = (table: string, series: string) =>
    db
      .prepare(
        `UPDATE invoice_series SET last = max(last, COALESCE((SELECT MAX(seq) FROM ${table} WHERE fy = ?1), 0))
     WHERE fy = ?2`,
      )
      .bind(m.fy, series);
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO invoice_series (fy, last) VALUES (?, 0)').bind(m.fy),
    db.prepare('INSERT OR IGNORE INTO invoice_series (fy, last) VALUES (?, 0)').bind(crn),
    numbered('invoices', m.fy, m.invoicePrefix, SUPPLIED, `o.created_at < ?4 AND o.status NOT IN ${NO_INVOICE}`),
    caughtUp('invoices', m.fy),
    numbered(
      'credit_notes',
      crn,
      m.creditNotePrefix,
      REVERSED,
      `o.status IN ${CALLED_OFF} AND EXISTS (SELECT 1 FROM invoices v WHERE v.order_id = o.id)`,
    ),
    caughtUp('credit_notes', crn),
  ]);
}

type LineCells = [string, string | null, number, number | null, number | null, number | null, number | null];
interface DocumentRow {
  number: string;
  seq: number;
  issued_at: number;
  name: string | null;
  state: string | null;
  gstin: string | null;
  lines: string | null;
}

const documentOf = (r: DocumentRow): ReportDocument => ({
  number: r.number,
  seq: Number(r.seq),
  issuedAt: Number(r.issued_at),
  buyer: { name: r.name ?? '', state: r.state ?? '', gstin: r.gstin ?? '' },
  lines: (JSON.parse(r.lines ?? '[]') as LineCells[]).map(
    ([name, hsn, qty, unit_price, gst_percent, gst, line_total]): DocumentLine => ({
      name,
      hsn: hsn ?? '',
      qty,
      unit_price,
      gst_percent,
      gst: gst ?? 0,
      line_total: line_total ?? 0,
    }),
  ),
});

/**
 * One series' documents (invoices or credit notes) issued in [since, until), in number order, a page at a time:
 * each with its buyer (name, state, GSTIN as the order kept them) and its item lines, the lines a GST document
 * prints (manual lines are not on it).
 */
/** The invoice series (prefixes such as `INV/26-27/`) that have documents issued in the period, in name order. */
export async function seriesOfMonth(shop: ShopData, period: { since: number; until: number }): Promise<string[]> {
  const { results } = await shop.db
    .prepare(`SELECT DISTINCT substr(number, 1, length(number) - 6) AS prefix FROM invoices
     WHERE issued_at >= ? AND issued_at < ? ORDER BY prefix`)
    .bind(period.since, period.until)
    .all<{ prefix: string }>();
  return results.map((r) => r.prefix);
}

export async function* monthDocuments(
  shop: ShopData,
  q: { table: 'invoices' | 'credit_notes'; prefix: string; since: number; until: number },
): AsyncGenerator<ReportDocument[]> {
  const { db } = shop;
  const statement = db.prepare(
    `SELECT d.number, d.seq, d.issued_at, json_extract(o.address, '$.NAME') AS name, json_extract(o.address, '$.STATE') AS state,
       json_extract(o.address, '$.GSTIN') AS gstin,
       (SELECT json_group_array(json_array(l.name, l.hsn, l.qty, l.unit_price, l.gst_percent, l.gst, l.line_total)) FROM order_items l
         WHERE l.order_id = d.order_id AND l.kind = 'item') AS lines
     FROM ${q.table} d JOIN orders o ON o.id = d.order_id
     WHERE d.number > ? AND d.number < ? AND d.issued_at >= ? AND d.issued_at < ?
     ORDER BY d.number LIMIT ?`,
  );
  // numbers of a series are its prefix and digits, so they sort between the prefix and the prefix with '~'
  let after = q.prefix;
  for (;;) {
    const { results } = await statement.bind(after, `${q.prefix}~`, q.since, q.until, REPORT_PAGE).all<DocumentRow>();
    if (results.length) yield results.map(documentOf);
    if (results.length < REPORT_PAGE) return;
    after = results[results.length - 1].number;
  }
}

/** The shop's orders placed in [since, until), oldest first (created_at, then id), a page at a time. */
export async function* ordersInRange(
  shop: ShopData,
  q: { since: number; until: number },
): AsyncGenerator<OrderReportRow[]> {
  const { db } = shop;
  const money = (k: string) => `COALESCE(json_extract(o.totals, '$.${k}'), 0) AS ${k}`;
  const statement = db.prepare(
    `SELECT o.id, o.created_at, o.status, COALESCE(json_extract(o.address, '$.NAME'), '') AS name, COALESCE(json_extract(o.address, '$.PHONE'), '') AS phone,
       o.payment_method, o.items_count, ${['subtotal', 'delivery', 'extra_charges', 'discount', 'gst'].map(money).join(', ')}, o.total,
       (SELECT number FROM invoices v WHERE v.order_id = o.id) AS invoice,
       (SELECT number FROM credit_notes n WHERE n.order_id = o.id) AS credit_note
     FROM orders o WHERE o.created_at >= ? AND o.created_at < ? AND (o.created_at, o.id) > (?, ?)
     ORDER BY o.created_at, o.id LIMIT ?`,
  );
  let after: [number, string] = [q.since - 1, ''];
  for (;;) {
    const { results } = await statement.bind(q.since, q.until, ...after, REPORT_PAGE).all<OrderReportRow>();
    if (results.length) yield results;
    if (results.length < REPORT_PAGE) return;
    const last = results[results.length - 1];
    after = [last.created_at, last.id];
  }
}
