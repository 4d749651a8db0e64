import { formatDocumentMoney } from '../domain/money';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { PdfText, type PdfFontFiles } from './pdf-text';

/** A GST document as the PDF prints it (app/orders/invoice.ts fills it from the order and the shop's registration). */
export interface InvoiceDocument {
  title: 'Tax Invoice' | 'Bill of Supply' | 'Credit Note';
  /** e.g. the composition scheme's declaration, printed under the title */
  heading?: string;
  number: string;
  /** already formatted, e.g. '24 Nov 2026' */
  issuedAt: string;
  orderId: string;
  /** a credit note names the invoice it reverses */
  against?: { number: string; issuedAt: string };
  seller: { name: string; address: string; gstin?: string; state: string; stateCode: string };
  /** the recipient and the delivery address (CGST Rule 46: name, address, GSTIN when registered); never the phone */
  buyer: { name: string; address: string[]; gstin?: string; state: string; stateCode: string };
  placeOfSupply: string;
  lines: {
    name: string;
    hsn: string;
    qty: number;
    ratePercent: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  }[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  /** CGST and SGST columns when true, IGST when false */
  intraState: boolean;
  /** false for a bill of supply: no tax columns */
  showTax: boolean;
  /** UTGST instead of SGST in a union territory without a legislature */
  stateTaxLabel?: 'SGST' | 'UTGST';
  footer?: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const ROW = 16;
/** Paise as a legal document writes them: `₹1,50,000.00`, always two decimals (domain/money.ts formatDocumentMoney). */
export const pdfMoney = (paise: number): string => formatDocumentMoney(paise);
const percent = (rate: number) => `${Number(rate.toFixed(4))}%`;

interface Column {
  title: string;
  width: number;
  right?: boolean;
  cell: (l: InvoiceDocument['lines'][number], i: number) => string;
}

function columnsOf(doc: InvoiceDocument): Column[] {
  const first: Column[] = [
    { title: '#', width: 22, cell: (_l, i) => String(i + 1) },
    { title: 'Item', width: 0, cell: (l) => l.name },
    { title: 'HSN', width: 38, cell: (l) => l.hsn },
    { title: 'Qty', width: 26, right: true, cell: (l) => String(l.qty) },
  ];
  if (!doc.showTax) return [...first, { title: 'Amount', width: 90, right: true, cell: (l) => pdfMoney(l.totalPaise) }];
  const stateTax = doc.stateTaxLabel ?? 'SGST';
  const taxes: Column[] = doc.intraState
    ? [
        { title: 'CGST %', width: 36, right: true, cell: (l) => percent(l.ratePercent / 2) },
        { title: 'CGST', width: 56, right: true, cell: (l) => pdfMoney(l.cgstPaise) },
        { title: `${stateTax} %`, width: 38, right: true, cell: (l) => percent(l.ratePercent / 2) },
        { title: stateTax, width: 56, right: true, cell: (l) => pdfMoney(l.sgstPaise) },
      ]
    : [
        { title: 'IGST %', width: 36, right: true, cell: (l) => percent(l.ratePercent) },
        { title: 'IGST', width: 64, right: true, cell: (l) => pdfMoney(l.igstPaise) },
      ];
  return [
    ...first,
    { title: 'Taxable', width: 64, right: true, cell: (l) => pdfMoney(l.taxablePaise) },
    ...taxes,
    { title: 'Total', width: 66, right: true, cell: (l) => pdfMoney(l.totalPaise) },
  ];
}

/**
 * The document as PDF bytes (pdf-lib, A4, Noto Sans in Latin, Devanagari and Tamil, subset to the letters used):
 * seller and buyer, number and date, place of supply, one row per line with HSN and each tax's rate and amount,
 * totals, the reverse-charge statement and the supplier's signature line, then "Page n of N" on every page. The
 * table flows onto more pages with its header repeated.
 */
export async function invoicePdf(doc: InvoiceDocument, fonts: PdfFontFiles): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const t = await PdfText.embed(pdf, fonts);
  pdf.setTitle(t.clean(`${doc.title} ${doc.number}`));
  pdf.setCreator(t.clean(doc.seller.name));
  pdf.setProducer('edge-storefront');
  const columns = columnsOf(doc);
  const usable = PAGE.width - 2 * PAGE.margin;
  columns[1].width = usable - columns.reduce((n, c) => n + c.width, 0);
  const grey = rgb(0.35, 0.35, 0.35);

  let page!: PDFPage;
  let y = 0;
  const text = (s: string, x: number, size = 9, bold = false, color = rgb(0, 0, 0)) =>
    t.draw(page, s, x, y, { size, bold, color });
  const right = (s: string, xRight: number, size = 9, bold = false) => t.drawRight(page, s, xRight, y, { size, bold });
  const centred = (s: string, size: number, bold = false) =>
    t.draw(page, s, (PAGE.width - t.width(s, size, bold)) / 2, y, { size, bold });
  const tableHeader = () => {
    let x = PAGE.margin;
    page.drawRectangle({ x: PAGE.margin, y: y - 4, width: usable, height: ROW, color: rgb(0.93, 0.93, 0.93) });
    for (const c of columns) {
      if (c.right) right(c.title, x + c.width - 3, 7.5, true);
      else text(c.title, x + 3, 7.5, true);
      x += c.width;
    }
    y -= ROW + 2;
  };
  const newPage = (first: boolean) => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    if (!first) {
      text(`${doc.title} ${doc.number} (continued)`, PAGE.margin, 9, true);
      y -= ROW * 1.5;
      tableHeader();
    }
  };

  newPage(true);
  text(t.fit(doc.seller.name, usable, 14, true), PAGE.margin, 14, true);
  y -= 16;
  for (const line of [
    doc.seller.address,
    doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : '',
    `State: ${doc.seller.state} (${doc.seller.stateCode})`,
  ]) {
    if (!line) continue;
    text(t.fit(line, usable, 9), PAGE.margin, 9, false, grey);
    y -= 12;
  }
  y -= 8;
  centred(doc.title, 16, true);
  y -= 16;
  if (doc.heading) {
    centred(doc.heading, 9);
    y -= 14;
  }
  y -= 6;
  const half = PAGE.margin + usable / 2;
  const top = y;
  const facts: [string, string][] = [
    ['Number', doc.number],
    ['Date', doc.issuedAt],
    ['Order', doc.orderId],
  ];
  if (doc.against) facts.push(['Against invoice', `${doc.against.number} of ${doc.against.issuedAt}`]);
  facts.push(['Place of supply', doc.placeOfSupply]);
  if (doc.showTax) facts.push(['Reverse charge', 'No']);
  for (const [k, v] of facts) {
    text(`${k}: `, PAGE.margin, 9, true);
    text(t.fit(v, usable / 2 - 92, 9), PAGE.margin + 90, 9);
    y -= 12;
  }
  const after = y;
  y = top;
  text('Bill to / Ship to', half, 9, true);
  y -= 12;
  const buyerLines = [
    doc.buyer.name,
    ...doc.buyer.address,
    `${doc.buyer.state} (${doc.buyer.stateCode})`,
    doc.buyer.gstin ? `GSTIN: ${doc.buyer.gstin}` : '',
  ];
  for (const line of buyerLines) {
    if (!line) continue;
    text(t.fit(line, usable / 2, 9), half, 9);
    y -= 12;
  }
  y = Math.min(y, after) - 10;

  tableHeader();
  doc.lines.forEach((line, i) => {
    if (y < PAGE.margin + 40) newPage(false);
    let x = PAGE.margin;
    for (const c of columns) {
      const value = t.fit(c.cell(line, i), c.width - 6, 8);
      if (c.right) right(value, x + c.width - 3, 8);
      else text(value, x + 3, 8);
      x += c.width;
    }
    y -= ROW;
  });

  const stateTax = doc.stateTaxLabel ?? 'SGST';
  const totals: [string, number][] = doc.showTax
    ? [
        ['Taxable value', doc.totals.taxablePaise],
        ...(doc.intraState
          ? ([
              ['CGST', doc.totals.cgstPaise],
              [stateTax, doc.totals.sgstPaise],
            ] as [string, number][])
          : ([['IGST', doc.totals.igstPaise]] as [string, number][])),
        ['Total', doc.totals.totalPaise],
      ]
    : [['Total', doc.totals.totalPaise]];
  const closing = 14 * totals.length + 12 * 3 + 70;
  if (y < PAGE.margin + 20 + closing) newPage(false);
  y -= 6;
  page.drawLine({
    start: { x: PAGE.margin, y: y + 10 },
    end: { x: PAGE.width - PAGE.margin, y: y + 10 },
    thickness: 0.5,
    color: grey,
  });
  for (const [k, v] of totals) {
    const bold = k === 'Total';
    right(k, PAGE.width - PAGE.margin - 110, 9, bold);
    right(pdfMoney(v), PAGE.width - PAGE.margin - 3, 9, bold);
    y -= 14;
  }
  y -= 4;
  if (doc.showTax) {
    text('Whether the tax is payable on reverse charge: No', PAGE.margin, 8.5);
    y -= 12;
  }
  if (doc.footer) {
    text(t.fit(doc.footer, usable, 8), PAGE.margin, 8, false, grey);
    y -= 12;
  }
  text('This is a computer-generated document.', PAGE.margin, 8, false, grey);
  y -= 24;
  const signRight = PAGE.width - PAGE.margin;
  right(t.fit(`For ${doc.seller.name}`, usable / 2, 9, true), signRight, 9, true);
  y -= 34;
  page.drawLine({
    start: { x: signRight - 160, y: y + 10 },
    end: { x: signRight, y: y + 10 },
    thickness: 0.5,
    color: grey,
  });
  right('Authorised signatory', signRight, 8.5);

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    t.drawRight(p, `Page ${i + 1} of ${pages.length}`, PAGE.width - PAGE.margin, PAGE.margin / 2, {
      size: 8,
      color: grey,
    });
  });
  return pdf.save();
}
