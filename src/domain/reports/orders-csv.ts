import { CSV_BOM, csvText, type ReportCell } from './csv-text';
import { rupees } from './gstr1';
import { istDateTime } from './report-period';

/** One order as the orders report reads it (amounts in paise, the bill as it was when the order was placed). */
export interface OrderReportRow {
  id: string;
  created_at: number;
  status: string;
  name: string;
  phone: string;
  payment_method: string;
  items_count: number;
  subtotal: number;
  delivery: number;
  extra_charges: number;
  discount: number;
  gst: number;
  total: number;
  invoice: string | null;
  credit_note: string | null;
}

export const ORDER_COLUMNS = [
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
] as const;

export function orderCells(o: OrderReportRow): ReportCell[] {
  return [
    o.id,
    istDateTime(o.created_at),
    o.status,
    o.name,
    o.phone,
    o.payment_method,
    o.items_count,
    rupees(o.subtotal),
    rupees(o.delivery),
    rupees(o.extra_charges),
    rupees(o.discount),
    rupees(o.gst),
    rupees(o.total),
    o.invoice ?? '',
    o.credit_note ?? '',
  ];
}

/** The orders report as CSV, a page of orders at a time (oldest first): the header, then one row per order. */
export async function* ordersCsvChunks(pages: AsyncIterable<readonly OrderReportRow[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvText([ORDER_COLUMNS]);
  for await (const page of pages) {
    const text = csvText(page.map(orderCells));
    if (text) yield text;
  }
}
