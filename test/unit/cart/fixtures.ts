import type { BagLine, LineFacts } from '../../../src/domain/cart/bag-lines';

/** A line's catalogue facts for tests: ₹100 at 5% GST, stock not tracked unless given. */
export function facts(over: Partial<LineFacts> = {}): LineFacts {
  const itemId = over.itemId ?? 'atta';
  return {
    id: `${itemId}____`,
    itemId,
    catId: 'flours',
    size: null,
    color: null,
    variantKey: null,
    variantLabel: '',
    name: 'Chakki Atta',
    image: '/img/p/atta.svg',
    unitPrice: 10000,
    mrp: null,
    gstPercent: 5,
    stockQty: null,
    ...over,
  };
}

export function line(over: Partial<BagLine> = {}): BagLine {
  return { ...facts(over), qty: 1, status: 'ok', addedAt: 1, ...over };
}
