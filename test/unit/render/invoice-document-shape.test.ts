import { describe, expect, it } from 'vitest';
import { invoiceDocumentProblem } from '../../../workers/invoice-pdf/document-shape';

/** What the invoice PDF Worker (workers/invoice-pdf) accepts from the storefront before it draws anything. */
const good = {
  title: 'Tax Invoice',
  number: 'INV/2026-27/1',
  issuedAt: '24 Nov 2026',
  orderId: '261124-ABCDEF',
  seller: {
    name: 'Order Lab Traders',
    address: '1 Main Road, Delhi',
    gstin: '07AAJPA4821K1ZU',
    state: 'Delhi',
    stateCode: '07',
  },
  buyer: { name: 'Asha', address: ['2 Park Street', 'Delhi 110001'], state: 'Delhi', stateCode: '07' },
  placeOfSupply: 'Delhi (07)',
  lines: [
    {
      name: 'Rice',
      hsn: '1006',
      qty: 1,
      ratePercent: 5,
      taxablePaise: 10000,
      cgstPaise: 250,
      sgstPaise: 250,
      igstPaise: 0,
      totalPaise: 10500,
    },
  ],
  totals: { taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250, igstPaise: 0, totalPaise: 10500 },
  intraState: true,
  showTax: true,
};

describe('invoiceDocumentProblem', () => {
  it('takes a whole document, and one without lines', () => {
    expect(invoiceDocumentProblem(good)).toBeNull();
    expect(invoiceDocumentProblem({ ...good, lines: [] })).toBeNull();
    expect(
      invoiceDocumentProblem({ ...good, title: 'Credit Note', against: { number: 'INV/1', issuedAt: 'x' } }),
    ).toBeNull();
  });

  it.each([
    ['not an object', [1, 2], 'The invoice must be a JSON object.'],
    ['null', null, 'The invoice must be a JSON object.'],
    [
      'an unknown title',
      { ...good, title: 'Receipt' },
      'The invoice title must be Tax Invoice, Bill of Supply or Credit Note.',
    ],
    ['a number that is not text', { ...good, number: 7 }, "The invoice's number must be text."],
    [
      'a seller without a state',
      { ...good, seller: { name: 'x', address: '' } },
      "The invoice's seller needs a name and a state.",
    ],
    [
      'a buyer address as one string',
      { ...good, buyer: { ...good.buyer, address: 'Delhi' } },
      "The invoice's buyer address must be lines of text.",
    ],
    ['lines that are not a list', { ...good, lines: {} }, "The invoice's lines must be a list."],
    [
      'a line with a text amount',
      { ...good, lines: [{ ...good.lines[0], qty: '1' }] },
      'Each invoice line needs a name, an HSN code and its amounts.',
    ],
    [
      'a line with an infinite amount',
      { ...good, lines: [{ ...good.lines[0], totalPaise: 1e999 }] },
      'Each invoice line needs a name, an HSN code and its amounts.',
    ],
    ['501 lines', { ...good, lines: Array(501).fill(good.lines[0]) }, 'An invoice has at most 500 lines.'],
    ['totals missing', { ...good, totals: undefined }, "The invoice's totals are missing."],
    [
      'showTax missing',
      { ...good, showTax: undefined },
      'The invoice must say whether the supply is intra-state and whether tax is shown.',
    ],
  ])('refuses %s with a sentence', (_what, doc, sentence) => {
    expect(invoiceDocumentProblem(doc)).toBe(sentence);
  });
});
