// The invoice PDF Worker: the storefront (src/app/orders/invoice.ts) POSTs an InvoiceDocument as JSON through its
// service binding INVOICE_PDF and gets the PDF's bytes. Nothing else reaches it (workers_dev = false, no route).
import { INVOICE_FONTS } from '../../src/render/invoice-fonts';
import { type InvoiceDocument, invoicePdf } from '../../src/render/invoice-pdf';
import { invoiceDocumentProblem } from './document-shape';

const refuse = (status: number, rsn: string) => Response.json({ status: 0, rsn }, { status });

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return refuse(405, 'Send the invoice with POST.');
    let document: unknown;
    try {
      document = await request.json();
    } catch {
      return refuse(400, 'The invoice must be JSON.');
    }
    const problem = invoiceDocumentProblem(document);
    if (problem) return refuse(400, problem);
    const pdf = await invoicePdf(document as InvoiceDocument, INVOICE_FONTS);
    // pdf-lib's bytes always sit on a plain ArrayBuffer
    return new Response(pdf as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
  },
} satisfies ExportedHandler;
