import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A GST document as the PDF prints it (app/orders/invoice.ts fills it from the order and the shop's registration). */
export interface InvoiceDocument {
  title: 'Tax Invoice' | 'Bill of Supply';
  /** e.g. the composition scheme's declaration, printed under the title */
  heading?: string;
  number: string;
  /** already formatted, e.g. '24 Nov 2026' */
  issuedAt: string;
  orderId: string;
  seller: { name: string; address: string; gstin?: string; state: string; stateCode: string };
  /** never the full address or the phone */
  buyer: { name: string; city?: string; state: string; stateCode: string };
  placeOfSupply: string;
  lines: { name: string; hsn: string; qty: number; ratePercent: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number }[];
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
const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as `Rs. 1,50,000.50`: the standard PDF fonts have no rupee sign. */
export const pdfMoney = (paise: number): string => `Rs. ${grouping.format(paise / 100)}`;

/**
 * Text the standard fonts can draw (WinAnsi): anything else (Devanagari, Tamil, emoji, lone surrogates) becomes
 * '?', so a name never breaks the document.
 */
export function pdfSafeText(s: string): string {
  return Array.from(s.normalize('NFC'), (ch) => {
    const code = ch.codePointAt(0)!;
    if (ch === '…') return '...';
    if (ch === '–' || ch === '—') return '-';
    if (ch === '‘' || ch === '’') return "'";
    if (ch === '“' || ch === '”') return '"';
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
  }).join('');
}

/** `text` cut to `width` points, ending in '...' when cut. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const safe = pdfSafeText(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let out = safe;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}...`, size) > width) out = out.slice(0, -1);
  return `${out}...`;
}

interface Column { title: string; width: number; right?: boolean; cell: (l: InvoiceDocument['lines'][number], i: number) => string }

function columnsOf(doc: InvoiceDocument): Column[] {
  const first: Column[] = [
    { title: '#', width: 20, cell: (_l, i) => String(i + 1) },
    { title: 'Item', width: 0, cell: (l) => l.name },
    { title: 'HSN', width: 46, cell: (l) => l.hsn },
    { title: 'Qty', width: 30, right: true, cell: (l) => String(l.qty) },
  ];
  if (!doc.showTax) return [...first, { title: 'Amount', width: 90, right: true, cell: (l) => pdfMoney(l.totalPaise) }];
  const taxes: Column[] = doc.intraState
    ? [{ title: 'CGST', width: 62, right: true, cell: (l) => pdfMoney(l.cgstPaise) }, { title: doc.stateTaxLabel ?? 'SGST', width: 62, right: true, cell: (l) => pdfMoney(l.sgstPaise) }]
    : [{ title: 'IGST', width: 70, right: true, cell: (l) => pdfMoney(l.igstPaise) }];
  return [
    ...first,
    { title: 'GST %', width: 34, right: true, cell: (l) => `${l.ratePercent}` },
    { title: 'Taxable', width: 72, right: true, cell: (l) => pdfMoney(l.taxablePaise) },
    ...taxes,
    { title: 'Total', width: 72, right: true, cell: (l) => pdfMoney(l.totalPaise) },
  ];
}

/**
 * The document as PDF bytes (pdf-lib, A4, the standard Helvetica fonts): seller and buyer, number and date,
 * place of supply, one row per line with HSN and the tax split, totals, then "Page n of N" on every page. The
 * table flows onto more pages with its header repeated.
 */
export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(`${doc.title} ${doc.number}`));
  pdf.setCreator(pdfSafeText(doc.seller.name));
  pdf.setProducer('edge-storefront');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const columns = columnsOf(doc);
  const usable = PAGE.width - 2 * PAGE.margin;
  columns[1].width = usable - columns.reduce((n, c) => n + c.width, 0);
  const grey = rgb(0.35, 0.35, 0.35);

  let page!: PDFPage;
  let y = 0;
  const text = (t: string, x: number, size = 9, font = regular, color = rgb(0, 0, 0)) => page.drawText(pdfSafeText(t), { x, y, size, font, color });
  const right = (t: string, xRight: number, size = 9, font = regular) => {
    const safe = pdfSafeText(t);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  const tableHeader = () => {
    let x = PAGE.margin;
    page.drawRectangle({ x: PAGE.margin, y: y - 4, width: usable, height: ROW, color: rgb(0.93, 0.93, 0.93) });
    for (const c of columns) {
      if (c.right) right(c.title, x + c.width - 3, 8, bold);
      else text(c.title, x + 3, 8, bold);
      x += c.width;
    }
    y -= ROW + 2;
  };
  const newPage = (first: boolean) => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    if (!first) {
      text(`${doc.title} ${doc.number} (continued)`, PAGE.margin, 9, bold);
      y -= ROW * 1.5;
      tableHeader();
    }
  };

  newPage(true);
  text(doc.seller.name, PAGE.margin, 14, bold);
  y -= 16;
  for (const line of [doc.seller.address, doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : '', `State: ${doc.seller.state} (${doc.seller.stateCode})`]) {
    if (!line) continue;
    text(fit(line, regular, 9, usable), PAGE.margin, 9, regular, grey);
    y -= 12;
  }
  y -= 8;
  const title = pdfSafeText(doc.title);
  page.drawText(title, { x: (PAGE.width - bold.widthOfTextAtSize(title, 16)) / 2, y, size: 16, font: bold });
  y -= 16;
  if (doc.heading) {
    const heading = pdfSafeText(doc.heading);
    page.drawText(heading, { x: (PAGE.width - regular.widthOfTextAtSize(heading, 9)) / 2, y, size: 9, font: regular });
    y -= 14;
  }
  y -= 6;
  const half = PAGE.margin + usable / 2;
  const top = y;
  for (const [k, v] of [['Number', doc.number], ['Date', doc.issuedAt], ['Order', doc.orderId], ['Place of supply', doc.placeOfSupply]]) {
    text(`${k}: `, PAGE.margin, 9, bold);
    text(v, PAGE.margin + 90, 9);
    y -= 12;
  }
  const after = y;
  y = top;
  text('Bill to', half, 9, bold);
  y -= 12;
  for (const line of [doc.buyer.name, doc.buyer.city ?? '', `${doc.buyer.state} (${doc.buyer.stateCode})`]) {
    if (!line) continue;
    text(fit(line, regular, 9, usable / 2), half, 9);
    y -= 12;
  }
  y = Math.min(y, after) - 10;

  tableHeader();
  doc.lines.forEach((line, i) => {
    if (y < PAGE.margin + 40) newPage(false);
    let x = PAGE.margin;
    for (const c of columns) {
      const value = fit(c.cell(line, i), regular, 8.5, c.width - 6);
      if (c.right) right(value, x + c.width - 3, 8.5);
      else text(value, x + 3, 8.5);
      x += c.width;
    }
    y -= ROW;
  });

  const totals: [string, number][] = doc.showTax
    ? [['Taxable value', doc.totals.taxablePaise], ...(doc.intraState
      ? [['CGST', doc.totals.cgstPaise], [doc.stateTaxLabel ?? 'SGST', doc.totals.sgstPaise]] as [string, number][]
      : [['IGST', doc.totals.igstPaise]] as [string, number][]), ['Total', doc.totals.totalPaise]]
    : [['Total', doc.totals.totalPaise]];
  if (y < PAGE.margin + 40 + totals.length * 14) newPage(false);
  y -= 6;
  page.drawLine({ start: { x: PAGE.margin, y: y + 10 }, end: { x: PAGE.width - PAGE.margin, y: y + 10 }, thickness: 0.5, color: grey });
  for (const [k, v] of totals) {
    const font = k === 'Total' ? bold : regular;
    right(k, PAGE.width - PAGE.margin - 110, 9, font);
    right(pdfMoney(v), PAGE.width - PAGE.margin - 3, 9, font);
    y -= 14;
  }
  y -= 10;
  if (doc.footer) {
    text(fit(doc.footer, regular, 8, usable), PAGE.margin, 8, regular, grey);
    y -= 12;
  }
  text('This is a computer-generated document.', PAGE.margin, 8, regular, grey);

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 8), y: PAGE.margin / 2, size: 8, font: regular, color: grey });
  });
  return pdf.save();
}
