import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { invoicePdf, pdfSafeText, type InvoiceDocument } from '../../../src/render/invoice-pdf';
import { documentKind, taxLines } from '../../../src/domain/payments/gst';

/** Every page's text, as a PDF reader extracts it. */
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages;
}

const seller = { name: 'Dilli Kirana Store', address: 'Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024', gstin: '07AAJPA4821K1ZU', state: 'Delhi', stateCode: '07' };
const items = [
  { name: 'Chakki Atta 5 kg', hsn: '1101', qty: 2, unitPricePaise: 26_500, ratePercent: 5 },
  { name: 'Toor Dal 1 kg', hsn: '0713', qty: 1, unitPricePaise: 16_900, ratePercent: 5 },
  { name: 'चावल बासमती', hsn: '1006', qty: 3, unitPricePaise: 12_001, ratePercent: 12 },
];

function invoice(over: Partial<InvoiceDocument> & { buyerState?: string } = {}): InvoiceDocument {
  const buyerState = over.buyerState ?? '07';
  const t = taxLines({ items, supplierState: '07', placeOfSupplyState: buyerState });
  return {
    ...documentKind({ compositionScheme: false }), number: 'INV/26-27/000042', issuedAt: '24 Nov 2026', orderId: '261124-K7Q2MX',
    seller, buyer: { name: 'Meera Sharma', city: 'New Delhi', state: buyerState === '07' ? 'Delhi' : 'Haryana', stateCode: buyerState },
    placeOfSupply: buyerState === '07' ? 'Delhi (07)' : 'Haryana (06)', lines: t.lines, totals: t.totals, intraState: t.intraState, showTax: true, ...over,
  };
}

describe('the GST document as a PDF', () => {
  it('a tax invoice within the state shows the seller, number, place of supply, HSN codes and the CGST + SGST split', async () => {
    const doc = invoice();
    const [text] = await pagesText(await invoicePdf(doc));
    for (const s of ['Tax Invoice', 'INV/26-27/000042', 'GSTIN: 07AAJPA4821K1ZU', 'Delhi (07)', '1101', '0713', '1006', 'CGST', 'SGST', 'Page 1 of 1',
      'This is a computer-generated document.', 'Meera Sharma']) expect(text).toContain(s);
    expect(text).not.toContain('IGST');
    const money = (p: number) => `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(p / 100)}`;
    for (const p of [doc.totals.cgstPaise, doc.totals.sgstPaise, doc.totals.totalPaise]) expect(text).toContain(money(p));
    expect(doc.totals.totalPaise).toBe(2 * 26_500 + 16_900 + 3 * 12_001);
  });

  it('across states it is IGST only', async () => {
    const [text] = await pagesText(await invoicePdf(invoice({ buyerState: '06' })));
    expect(text).toContain('IGST');
    expect(text).toContain('Haryana (06)');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('a composition-scheme shop issues a bill of supply with its declaration and no tax columns', async () => {
    const kind = documentKind({ compositionScheme: true });
    const [text] = await pagesText(await invoicePdf(invoice({ ...kind, number: 'BOS/26-27/000001', showTax: false })));
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toMatch(/Tax Invoice|CGST|SGST|IGST|Taxable/);
  });

  it('120 lines flow over pages with the header repeated and every page numbered', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...items[i % 2], name: `Item number ${i + 1}` }));
    const t = taxLines({ items: many, supplierState: '07', placeOfSupplyState: '07' });
    const pages = await pagesText(await invoicePdf(invoice({ lines: t.lines, totals: t.totals })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain('HSN');
    });
    expect(pages.join(' ')).toContain('Item number 120');
  });

  it.each([['चावल', '????'], ['Kaju – 250 g…', 'Kaju - 250 g...'], ['\ud800 lone', '? lone'], ['Café', 'Café']])('draws %j as %j', (name, shown) => {
    expect(pdfSafeText(name)).toBe(shown);
  });
});

describe('a union territory without a legislature', () => {
  it('prints UTGST instead of SGST', async () => {
    const [text] = await pagesText(await invoicePdf(invoice({ stateTaxLabel: 'UTGST' })));
    expect(text).toContain('UTGST');
    expect(text).not.toContain('SGST ');
  });
});
