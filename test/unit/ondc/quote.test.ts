import { describe, expect, it } from 'vitest';
import { quoteSelect, requestedLines, type QuotableItem } from '../../../src/domain/ondc/quote';

const ITEMS = new Map<string, QuotableItem>([
  ['rice', { name: 'Rice', price: 13900, gstPercent: 5, stock: 40, listed: true }],
  ['dal', { name: 'Dal', price: 9950, gstPercent: null, stock: 2, listed: true }],
  ['salt', { name: 'Salt', price: 2000, gstPercent: 0, stock: null, listed: true }],
  ['hidden', { name: 'Hidden', price: 100, gstPercent: 5, stock: 5, listed: false }],
  ['gone', { name: 'Gone', price: 100, gstPercent: 5, stock: 0, listed: true }],
]);
const CHARGES = { delivery: 3000, freeAbove: 49900, packing: 500 };

function quote(lines: { id: string; count: number }[], gstOn = false) {
  return quoteSelect({
    providerId: 'shop',
    locationId: 'shop-main',
    shopName: 'Shop',
    lines,
    items: ITEMS,
    charges: CHARGES,
    gstOn,
    timeToShip: 'PT45M',
  });
}

type Breakup = Array<{
  '@ondc/org/item_id': string;
  '@ondc/org/title_type': string;
  '@ondc/org/item_quantity'?: { count: number };
  price: { value: string };
}>;
const breakupOf = (q: ReturnType<typeof quote>) => (q.order.quote as { breakup: Breakup }).breakup;

describe('quoteSelect', () => {
  it.each([
    ['one line under the free-delivery threshold', [{ id: 'rice', count: 2 }], 27800 + 3000 + 500, null],
    [
      'lines over the threshold: delivery free',
      [
        { id: 'rice', count: 4 },
        { id: 'salt', count: 1 },
      ],
      55600 + 2000 + 500,
      null,
    ],
    ['more than the stock: the count available, 40002', [{ id: 'dal', count: 5 }], 19900 + 3000 + 500, '40002'],
    ['nothing left: count 0, 40002', [{ id: 'gone', count: 1 }], 0, '40002'],
    [
      'an item not listed: 30004, not quoted',
      [
        { id: 'hidden', count: 1 },
        { id: 'rice', count: 1 },
      ],
      13900 + 3000 + 500,
      '30004',
    ],
    ['an unknown item: 30004', [{ id: 'nope', count: 1 }], 0, '30004'],
  ] as const)('%s', (_, lines, total, code) => {
    const q = quote([...lines]);
    expect(q.total).toBe(total);
    expect(q.error?.code ?? null).toBe(code);
    const breakup = breakupOf(q);
    const sum = breakup.reduce((s, b) => s + Math.round(Number(b.price.value) * 100), 0);
    expect(sum).toBe(total);
    expect((q.order.quote as { price: { value: string } }).price.value).toBe((total / 100).toFixed(2));
  });

  it.each([
    ['GST off: every tax line 0.00, nothing added', false, 13900 * 2 + 9950, ['0.00', '0.00']],
    // rice 5% of 278.00 = 13.90 on top; dal has no GST percent
    [
      'GST on: each line adds its percent on top, as the checkout does',
      true,
      13900 * 2 + 1390 + 9950,
      ['13.90', '0.00'],
    ],
  ] as const)('%s', (_, gstOn, itemsAndTax, taxes) => {
    const q = quote(
      [
        { id: 'rice', count: 2 },
        { id: 'dal', count: 1 },
      ],
      gstOn,
    );
    expect(q.total).toBe(itemsAndTax + 3000 + 500);
    const taxLines = breakupOf(q).filter((b) => b['@ondc/org/title_type'] === 'tax');
    expect(taxLines.map((b) => b.price.value)).toEqual(taxes);
    const sum = breakupOf(q).reduce((s, b) => s + Math.round(Number(b.price.value) * 100), 0);
    expect(sum).toBe(q.total);
  });

  it('names each problem item in the error message', () => {
    const q = quote([
      { id: 'dal', count: 5 },
      { id: 'nope', count: 1 },
    ]);
    expect(JSON.parse(q.error!.message)).toEqual([
      { item_id: 'dal', error: '40002' },
      { item_id: 'nope', error: '30004' },
    ]);
    expect(
      breakupOf(q).find((b) => b['@ondc/org/item_id'] === 'dal' && b['@ondc/org/title_type'] === 'item'),
    ).toMatchObject({ '@ondc/org/item_quantity': { count: 2 }, price: { value: '199.00' } });
  });
});

describe('requestedLines', () => {
  it.each([
    [{ order: { items: [{ id: 'a', quantity: { count: 2 } }] } }, [{ id: 'a', count: 2 }]],
    [
      {
        order: {
          items: [
            { id: 'a', quantity: { count: 1 } },
            { id: 'a', quantity: { count: 2 } },
          ],
        },
      },
      [{ id: 'a', count: 3 }],
    ],
    [{ order: { items: [] } }, null],
    [{ order: { items: [{ id: 'a', quantity: { count: 0 } }] } }, null],
    [{ order: { items: [{ id: 'a', quantity: { count: 1.5 } }] } }, null],
    [{ order: { items: [{ id: 'a', quantity: { count: '2' } }] } }, null],
    [{ order: { items: [{ id: 5, quantity: { count: 1 } }] } }, null],
    [{ order: { items: 'a' } }, null],
    [{}, null],
  ])('%j gives %j', (message, lines) => expect(requestedLines(message as Record<string, unknown>)).toEqual(lines));
});
