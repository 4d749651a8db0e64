import { formatDocumentMoney } from '../../domain/money';
import { orderDetail, type OrderDetail } from '../../data/shop/orders';
import { findInvoiceNumber, issueInvoiceNumber } from '../../data/shop/invoices';
import type { Shop } from '../../data/shop/shop-db';
import { log } from '../../core/log';
import type { Result } from '../../core/result';
import { isUnpaid } from '../../domain/orders/status';
import { documentKind, INDIAN_STATES, stateTaxName, taxLines } from '../../domain/payments/gst';
import { documentSeries, financialYearOf } from '../../domain/payments/invoice-number';
import { invoiceLinesOfOrder, placeOfSupplyCode } from '../../domain/payments/invoice-lines';
import type { GstRegistration } from '../../domain/tables/store-fields';
import type { Store } from '../../domain/tables/stores';
import type { InvoiceDocument } from '../../render/invoice-pdf';

export type InvoiceResult = Result<
  { pdf: Uint8Array; number: string },
  { http: 404 | 409 | 503; code: string; rsn: string }
>;

/** The invoice PDF Worker (workers/invoice-pdf), reached through the service binding INVOICE_PDF. */
export type InvoicePdfService = Pick<Fetcher, 'fetch'>;

const dateText = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);

const buyerAddress = (a: OrderDetail['order']['address']) =>
  [a.LINE1, a.LINE2, a.LANDMARK ? `Near ${a.LANDMARK}` : '', [a.CITY, a.PIN].filter(Boolean).join(' ')].filter(Boolean);

/** An order that will not be supplied: cancelled, rejected, or refused on delivery and come back. */
const reversed = (status: OrderDetail['order']['status']) =>
  status === 'CANCELLED' || status === 'REJECTED' || status === 'RETURNED';

function documentOf(
  store: Store,
  gst: GstRegistration,
  d: OrderDetail,
  number: string,
  issuedAt: number,
): InvoiceDocument {
  const o = d.order;
  const kind = documentKind({ compositionScheme: gst.compositionScheme });
  const buyerState = placeOfSupplyCode(o.address.STATE, INDIAN_STATES, gst.stateCode);
  const lines = d.items.filter((i) => i.kind === 'item');
  // Lines priced before tax (the shop adds GST at checkout) carry their GST; otherwise prices include it.
  const charged = invoiceLinesOfOrder(lines, {
    addedGst: lines.some((l) => l.gst > 0),
    intraState: buyerState === gst.stateCode,
  });
  const computed =
    charged ??
    taxLines({
      items: lines.map((l) => ({
        name: l.name,
        hsn: l.hsn,
        qty: l.qty,
        unitPricePaise: l.unit_price ?? 0,
        ratePercent: l.gst_percent ?? 0,
      })),
      supplierState: gst.stateCode,
      placeOfSupplyState: buyerState,
    });
  const stateName = (code: string) => (Object.hasOwn(INDIAN_STATES, code) ? INDIAN_STATES[code] : code);
  return {
    title: kind.title,
    heading: kind.heading,
    number,
    issuedAt: dateText(issuedAt),
    orderId: o.id,
    seller: {
      name: gst.legalName || store.STORE_NAME,
      address: gst.address || store.ABOUT?.address || '',
      gstin: gst.gstin || undefined,
      state: stateName(gst.stateCode),
      stateCode: gst.stateCode,
    },
    buyer: {
      name: o.address.NAME,
      address: buyerAddress(o.address),
      gstin: o.address.GSTIN,
      state: stateName(buyerState),
      stateCode: buyerState,
    },
    placeOfSupply: `${stateName(buyerState)} (${buyerState})`,
    lines: computed.lines.map((l) => ({ ...l, name: l.name, hsn: l.hsn || '-' })),
    totals: computed.totals,
    intraState: computed.intraState,
    showTax: !gst.compositionScheme,
    stateTaxLabel: stateTaxName(gst.stateCode),
    footer: `Order ${o.id} · Total charged ${formatDocumentMoney(o.total, o.currency)} (delivery, charges and discounts included)`,
  };
}

/**
 * The order's GST document as a PDF: a tax invoice, or a bill of supply for a shop on the composition scheme.
 * Its number is taken the first time (gapless within the financial year of the order's date, IST); an unpaid
 * UPI order, or a shop without a GST registration, has none, and neither has an order cancelled, rejected or
 * returned before its invoice was made. Once such an order had its invoice, the document is a credit note
 * against it (its own series, CRN/<fy>/n, dated when the order was called off).
 */
export async function orderInvoice(
  pdfService: InvoicePdfService,
  shop: Shop,
  store: Store,
  orderId: string,
  uid?: string,
): Promise<InvoiceResult> {
  const d = await orderDetail(shop, orderId, uid);
  if (!d) return { ok: false, http: 404, code: 'NOT_FOUND', rsn: 'We could not find that order.' };
  const gst = store.CART_RULES.GST_REGISTRATION;
  if (!gst) return { ok: false, http: 404, code: 'NO_GST_DOCUMENTS', rsn: 'This shop does not issue GST invoices.' };
  if (isUnpaid(d.order.status))
    return { ok: false, http: 409, code: 'NOT_PAID', rsn: 'The invoice is ready once the shop confirms your payment.' };
  const supplied = d.order.paid_at ?? d.order.created_at;
  const fy = financialYearOf(supplied).label;
  const prefix = documentSeries(gst.compositionScheme ? 'BOS' : 'INV', fy, gst.invoiceSeries);
  const o = d.order;
  if (reversed(o.status)) {
    // never a number for an order called off before its invoice; a credit note reverses one that had it
    const invoice = await findInvoiceNumber(shop, orderId);
    if (!invoice)
      return {
        ok: false,
        http: 409,
        code: 'NOT_SUPPLIED',
        rsn: 'This order was cancelled before it was invoiced, so it has no invoice.',
      };
    const reversedAt = o.cancelled_at ?? o.rejected_at ?? o.returned_at ?? o.updated_at;
    const cnFy = financialYearOf(reversedAt).label;
    const note = await issueInvoiceNumber(
      shop,
      { orderId, fy: cnFy, prefix: documentSeries('CRN', cnFy), now: reversedAt },
      'credit note',
    );
    const doc = documentOf(store, gst, d, note.number, note.issuedAt);
    const creditNote: InvoiceDocument = {
      ...doc,
      title: 'Credit Note',
      heading: undefined,
      against: { number: invoice.number, issuedAt: dateText(invoice.issuedAt) },
    };
    const pdf = await pdfOf(pdfService, creditNote);
    return pdf ? { ok: true, pdf, number: note.number } : PDF_UNAVAILABLE;
  }
  const issued = await issueInvoiceNumber(shop, { orderId, fy, prefix, now: supplied });
  const pdf = await pdfOf(pdfService, documentOf(store, gst, d, issued.number, issued.issuedAt));
  return pdf ? { ok: true, pdf, number: issued.number } : PDF_UNAVAILABLE;
}

const PDF_UNAVAILABLE = {
  ok: false,
  http: 503,
  code: 'PDF_UNAVAILABLE',
  rsn: 'The invoice could not be made just now. Please try again in a minute.',
} as const;

/**
 * The PDF from the invoice PDF Worker: pdf-lib, fontkit and the fonts are about half the storefront's upload, and
 * every new isolate compiles all it uploads, so they live in a Worker of their own (#40 item 1). Null when it fails.
 */
async function pdfOf(pdfService: InvoicePdfService, document: InvoiceDocument): Promise<Uint8Array | null> {
  try {
    const res = await pdfService.fetch('https://invoice-pdf/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(document),
    });
    if (res.ok) return new Uint8Array(await res.arrayBuffer());
    log('error', 'invoice pdf failed', { status: res.status, body: (await res.text()).slice(0, 300) });
  } catch (err) {
    log('error', 'invoice pdf failed', { error: String(err) });
  }
  return null;
}
