import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { invoicePdf, type InvoiceDocument } from '../../../src/render/invoice-pdf';
import { scriptRuns, type PdfFontFiles } from '../../../src/render/pdf-text';
import { documentKind, taxLines } from '../../../src/domain/payments/gst';

const fontDir = new URL('../../../src/render/fonts/', import.meta.url);
const fonts: PdfFontFiles = {
  latin: readFileSync(new URL('NotoSans-Regular.ttf', fontDir)),
  latinBold: readFileSync(new URL('NotoSans-Bold.ttf', fontDir)),
  devanagari: readFileSync(new URL('NotoSansDevanagari-Regular.ttf', fontDir)),
  tamil: readFileSync(new URL('NotoSansTamil-Regular.ttf', fontDir)),
};
const render = (doc: InvoiceDocument) => invoicePdf(doc, fonts);

/**
 * Every page's text as a reader extracts it: poppler's pdftotext when installed (it honours the /ActualText
 * that gives Devanagari and Tamil back in logical order; CI installs poppler-utils), otherwise pdf.js.
 */
const pdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find(existsSync);
async function pagesText(bytes: Uint8Array): Promise<string[]> {
  if (pdftotext) {
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    try {
      writeFileSync(join(dir, 'i.pdf'), bytes);
      return execFileSync(pdftotext, ['-layout', join(dir, 'i.pdf'), '-'], { encoding: 'utf8' })
        .split('\f')
        .slice(0, -1)
        .map((p) => p.replace(/\s+/g, ' '));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pdf = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages;
}

const seller = {
  name: 'Dilli Kirana Store',
  address: 'Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024',
  gstin: '07AAJPA4821K1ZU',
  state: 'Delhi',
  stateCode: '07',
};
const items = [
  { name: 'Chakki Atta 5 kg', hsn: '1101', qty: 2, unitPricePaise: 26_500, ratePercent: 5 },
  { name: 'Toor Dal 1 kg', hsn: '0713', qty: 1, unitPricePaise: 16_900, ratePercent: 5 },
  { name: 'चावल बासमती', hsn: '1006', qty: 3, unitPricePaise: 12_001, ratePercent: 12 },
];

function invoice(
  over: Partial<InvoiceDocument> & { buyerState?: string; lineItems?: typeof items } = {},
): InvoiceDocument {
  const buyerState = over.buyerState ?? '07';
  const t = taxLines({ items: over.lineItems ?? items, supplierState: '07', placeOfSupplyState: buyerState });
  return {
    ...documentKind({ compositionScheme: false }),
    number: 'INV/26-27/000042',
    issuedAt: '24 Nov 2026',
    orderId: '261124-K7Q2MX',
    seller,
    buyer: {
      name: 'Meera Sharma',
      address: ['Flat 3B, Lotus Apartments', 'New Delhi 110017'],
      state: buyerState === '07' ? 'Delhi' : 'Haryana',
      stateCode: buyerState,
    },
    placeOfSupply: buyerState === '07' ? 'Delhi (07)' : 'Haryana (06)',
    lines: t.lines,
    totals: t.totals,
    intraState: t.intraState,
    showTax: true,
    ...over,
  };
}
const money = (p: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(p / 100)}`;

describe('the GST document as a PDF', { timeout: 30_000 }, () => {
  it('a tax invoice within the state shows the seller, number, place of supply, HSN codes, CGST and SGST rates and amounts, and CGST Rule 46 lines', async () => {
    const doc = invoice({
      buyer: {
        name: 'Meera Traders',
        address: ['Flat 3B, Lotus Apartments', 'Saket', 'New Delhi 110017'],
        gstin: '07AABCM1234F1Z5',
        state: 'Delhi',
        stateCode: '07',
      },
    });
    const [text] = await pagesText(await render(doc));
    for (const s of [
      'Tax Invoice',
      'INV/26-27/000042',
      'GSTIN: 07AAJPA4821K1ZU',
      'Delhi (07)',
      '1101',
      '0713',
      '1006',
      'CGST %',
      'SGST %',
      'Page 1 of 1',
      'This is a computer-generated document.',
      'Meera Traders',
      'Flat 3B, Lotus Apartments',
      'Saket',
      'New Delhi 110017',
      'GSTIN: 07AABCM1234F1Z5',
      'Whether the tax is payable on reverse charge: No',
      'For Dilli Kirana Store',
      'Authorised signatory',
      '2.5%',
      '6%',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('IGST');
    for (const p of [doc.totals.cgstPaise, doc.totals.sgstPaise, doc.totals.totalPaise])
      expect(text).toContain(money(p));
    expect(doc.totals.totalPaise).toBe(2 * 26_500 + 16_900 + 3 * 12_001);
  });

  it('amounts use Indian digit grouping with the rupee sign', async () => {
    const big = [{ name: 'Gold chain', hsn: '7113', qty: 1, unitPricePaise: 12_345_600, ratePercent: 3 }];
    const doc = invoice({ lineItems: big });
    const [text] = await pagesText(await render(doc));
    expect(text).toContain('₹1,23,456.00');
  });

  it('a Hindi item name, a Tamil address and an English shop name come back word for word, in one page under 150 KB', async () => {
    const doc = invoice({
      seller: { ...seller, name: 'Noir Threads' },
      lineItems: [
        { name: 'क्षीर सागर बासमती चावल', hsn: '1006', qty: 1, unitPricePaise: 45_000, ratePercent: 5 },
        ...items.slice(0, 2),
      ],
      buyer: {
        name: 'கார்த்திக் ராஜா',
        address: ['த் 12, பெரிய தெரு', 'மயிலாப்பூர், சென்னை 600004'],
        state: 'Tamil Nadu',
        stateCode: '33',
      },
    });
    const bytes = await render(doc);
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
    const pages = await pagesText(bytes);
    expect(pages).toHaveLength(1);
    const words = new Set(pages[0].split(/[\s,]+/));
    for (const w of [
      'Noir',
      'Threads',
      'क्षीर',
      'सागर',
      'बासमती',
      'चावल',
      'கார்த்திக்',
      'ராஜா',
      'த்',
      'பெரிய',
      'தெரு',
      'மயிலாப்பூர்',
      'சென்னை',
      '600004',
    ])
      expect(words).toContain(w);
  });

  it('across states it is IGST only, with its rate', async () => {
    const [text] = await pagesText(await render(invoice({ buyerState: '06' })));
    expect(text).toContain('IGST %');
    expect(text).toContain('12%');
    expect(text).toContain('Haryana (06)');
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('a composition-scheme shop issues a bill of supply with its declaration and no tax columns', async () => {
    const kind = documentKind({ compositionScheme: true });
    const [text] = await pagesText(await render(invoice({ ...kind, number: 'BOS/26-27/000001', showTax: false })));
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toMatch(/Tax Invoice|CGST|SGST|IGST|Taxable|reverse charge/);
  });

  it('a credit note names the invoice it reverses', async () => {
    const [text] = await pagesText(
      await render(
        invoice({
          title: 'Credit Note',
          number: 'CRN/26-27/000001',
          against: { number: 'INV/26-27/000042', issuedAt: '24 Nov 2026' },
        }),
      ),
    );
    expect(text).toContain('Credit Note');
    expect(text).toContain('CRN/26-27/000001');
    expect(text).toContain('INV/26-27/000042 of 24 Nov 2026');
  });

  it('120 lines flow over pages with the header repeated and every page numbered', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...items[i % 3],
      name: `${i % 3 === 2 ? 'चावल' : 'Item'} number ${i + 1}`,
    }));
    const pages = await pagesText(await render(invoice({ lineItems: many })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain('HSN');
    });
    expect(pages.join(' ')).toContain('Item number 119');
    expect(pages.join(' ')).toContain('चावल number 120');
  });

  it.each([
    ['Kaju – 250 g…', 'Kaju – 250 g…'],
    ['\ud800 lone', '? lone'],
    ['Café', 'Café'],
    ['Mug ☕ 漢', 'Mug ? ?'],
  ])('a name %j is drawn as %j', async (name, shown) => {
    const [text] = await pagesText(await render(invoice({ lineItems: [{ ...items[0], name }] })));
    expect(text).toContain(shown);
  });

  it('a long Hindi name is cut at a whole letter, never inside a conjunct', async () => {
    const name = 'क्ष'.repeat(60);
    const [text] = await pagesText(await render(invoice({ lineItems: [{ ...items[0], name }] })));
    const shown = text.match(/(?:क्ष)+\.\.\./u);
    expect(shown).not.toBeNull();
  });
});

describe('a union territory without a legislature', { timeout: 30_000 }, () => {
  it('prints UTGST instead of SGST', async () => {
    const [text] = await pagesText(await render(invoice({ stateTaxLabel: 'UTGST' })));
    expect(text).toContain('UTGST %');
    expect(text).not.toContain('SGST ');
  });
});

describe('script runs', () => {
  it.each([
    [
      'Atta आटा 5 kg',
      [
        ['latin', 'Atta '],
        ['devanagari', 'आटा '],
        ['latin', '5 kg'],
      ],
    ],
    [
      'சென்னை 600004',
      [
        ['tamil', 'சென்னை '],
        ['latin', '600004'],
      ],
    ],
    ['क्‍ष', [['devanagari', 'क्‍ष']]],
  ])('%j', (text, runs) => {
    expect(scriptRuns(text).map((r) => [r.script, r.text])).toEqual(runs);
  });
});
