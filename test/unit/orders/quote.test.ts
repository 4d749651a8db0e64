import { describe, expect, it } from 'vitest';
import { quoteOrder, type QuoteInput } from '../../../src/domain/orders/quote';
import type { Item } from '../../../src/domain/tables/items';
import { line } from '../cart/fixtures';

const item = (over: Partial<Item> = {}): Item =>
  ({
    ID: 'atta',
    CAT_ID: 'flours',
    ITEM_NAME: 'Chakki Atta',
    ITEM_DESC: '',
    IMAGE: '',
    IMAGES: [],
    PRICE: 10000,
    MRP: null,
    GST_PERCENT: 5,
    STOCK_QTY: null,
    VARIANTS: { sizes: [], colors: [], prices: [] },
    POSITION: 0,
    IS_DISABLED: false,
    ...over,
  }) as Item;

const base = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [line({ qty: 2 })],
  manual: [],
  couponCode: null,
  coupon: null,
  items: new Map([['atta', item()]]),
  disabledCatIds: [],
  rules: {
    GST: true,
    DELIVERY_CHARGE: 3000,
    DELIVERY_FREE_ABOVE: 50000,
    MINIMUM_CART_VALUE: 10000,
    MAX_DELIVERY_RADIUS: 5,
    EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
    WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 30000 },
  },
  currency: 'INR',
  now: 1_700_000_000_000,
  distanceKm: 2,
  payment: { method: 'COD' },
  balances: { wallet: 0, udhaar: 0 },
  ...over,
});

describe('quoting an order from the catalogue and the shop rules', () => {
  it('prices every line of the bill from the catalogue, not from the bag', () => {
    const q = quoteOrder(base({ items: new Map([['atta', item({ PRICE: 11000 })]]) }));
    expect(q.problem).toBeNull();
    expect(q.totals).toEqual({
      subtotal: 22000,
      gst: 1100,
      delivery: 3000,
      extra_charges: 500,
      discount: 0,
      total: 26600,
    });
    expect(q.extras).toEqual([{ name: 'Packing', amount: 500 }]);
    expect(q.lines[0]).toMatchObject({ unitPrice: 11000, gst: 1100, lineTotal: 22000, stockQty: null });
    expect(q.split).toEqual({ method: 'COD', fromWallet: 0, toUdhaar: 0, byUpi: 0, cashDue: 26600 });
    expect(q.itemsCount).toBe(2);
  });

  it.each([
    ['an empty bag', { lines: [] }, 'EMPTY_BAG'],
    ['a deleted item', { items: new Map() }, 'ITEM_UNAVAILABLE'],
    ['a disabled category', { disabledCatIds: ['flours'] }, 'ITEM_UNAVAILABLE'],
    ['sold out', { items: new Map([['atta', item({ STOCK_QTY: 0 })]]) }, 'OUT_OF_STOCK'],
    ['fewer left than wanted', { items: new Map([['atta', item({ STOCK_QTY: 1 })]]) }, 'OUT_OF_STOCK'],
    ['a coupon that is gone', { couponCode: 'OLD' }, 'COUPON_UNKNOWN'],
    [
      'a coupon used up',
      { couponCode: 'ONE', coupon: { code: 'ONE', type: 'FLAT', value: 100, usedCount: 1, usageLimit: 1 } },
      'COUPON_USED_UP',
    ],
    ['below the minimum', { lines: [line({ qty: 1 })], rules: { MINIMUM_CART_VALUE: 15000 } }, 'BELOW_MINIMUM'],
    ['beyond the radius', { distanceKm: 5.2 }, 'OUT_OF_RADIUS'],
    ['an empty wallet', { payment: { method: 'WALLET' } }, 'WALLET_EMPTY'],
    [
      'a wallet short of the chosen amount',
      { payment: { method: 'WALLET', walletAmount: 5000 }, balances: { wallet: 4000, udhaar: 0 } },
      'WALLET_SHORT',
    ],
    [
      'more from the wallet than the total',
      { payment: { method: 'WALLET', walletAmount: 30000 }, balances: { wallet: 90000, udhaar: 0 } },
      'WALLET_AMOUNT',
    ],
    [
      'udhaar past the limit',
      { payment: { method: 'UDHAAR' }, balances: { wallet: 0, udhaar: 10000 } },
      'UDHAAR_LIMIT',
    ],
  ] as [string, Partial<QuoteInput>, string][])('refuses %s', (_name, over, code) => {
    const q = quoteOrder(base(over));
    expect(q.problem?.code).toBe(code);
    expect(q.problem?.rsn).toMatch(/^[A-Z0-9₹].+[.)]$/);
    expect(q.split).toBeNull();
  });

  it('names the amount missing below the minimum', () => {
    const q = quoteOrder(base({ lines: [line({ qty: 1 })], rules: { MINIMUM_CART_VALUE: 15000 } }));
    expect(q.problem).toMatchObject({ missing: 5000, rsn: 'Add ₹50 more to place your order (minimum ₹150).' });
  });

  it('pays from the wallet as much as it holds, or the amount chosen, the rest in cash', () => {
    expect(quoteOrder(base({ payment: { method: 'WALLET' }, balances: { wallet: 4000, udhaar: 0 } })).split).toEqual({
      method: 'WALLET',
      fromWallet: 4000,
      toUdhaar: 0,
      byUpi: 0,
      cashDue: 20500,
    });
    expect(
      quoteOrder(base({ payment: { method: 'WALLET', walletAmount: 2500 }, balances: { wallet: 4000, udhaar: 0 } }))
        .split,
    ).toEqual({ method: 'WALLET', fromWallet: 2500, toUdhaar: 0, byUpi: 0, cashDue: 22000 });
    expect(quoteOrder(base({ payment: { method: 'UDHAAR' } })).split).toEqual({
      method: 'UDHAAR',
      fromWallet: 0,
      toUdhaar: 24500,
      byUpi: 0,
      cashDue: 0,
    });
  });

  it('keeps manual items (priced later by the shop) in the count and the order', () => {
    const q = quoteOrder(base({ manual: [{ id: '1', name: 'Coriander', qty: 3, image: null }] }));
    expect(q.itemsCount).toBe(5);
    expect(q.manual).toHaveLength(1);
  });
});
