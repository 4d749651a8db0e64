import { describe, expect, it } from 'vitest';
import { applyCatalogue } from '../../../src/domain/cart/refresh';
import { itemSchema, type Item } from '../../../src/domain/tables/items';
import { line } from './fixtures';

const atta = (over: Partial<Item> = {}) =>
  itemSchema.parse({
    ID: 'atta',
    CAT_ID: 'flours',
    ITEM_NAME: 'Chakki Atta',
    IMAGE: '/img/p/atta.svg',
    PRICE: 10000,
    GST_PERCENT: 5,
    ...over,
  });
const run = (lines = [line({ qty: 2 })], items: Item[] = [atta()], disabled: string[] = [], checked = ['atta']) =>
  applyCatalogue(lines, new Map(items.map((i) => [i.ID, i])), disabled, new Set(checked));

describe('applyCatalogue (refreshCartForChanges)', () => {
  it('changes nothing when the catalogue has not changed', () => {
    const r = run();
    expect(r.changes).toEqual([]);
    expect(r.lines).toEqual([line({ qty: 2 })]);
  });

  it('takes the new price and reports it', () => {
    const r = run(undefined, [atta({ PRICE: 11000 })]);
    expect(r.lines[0].unitPrice).toBe(11000);
    expect(r.changes).toEqual([{ product_id_in_cart: 'atta____', change: 'price', from: 10000, to: 11000 }]);
  });

  it('marks a deleted or disabled item unavailable', () => {
    expect(run(undefined, []).lines[0].status).toBe('unavailable');
    expect(run(undefined, [atta({ IS_DISABLED: true })]).changes).toEqual([
      { product_id_in_cart: 'atta____', change: 'unavailable' },
    ]);
  });

  it('marks a line whose pack was removed unavailable', () => {
    const l = line({ variantKey: '5kg', id: 'atta__5kg__' });
    const item = atta({ VARIANTS: { sizes: [], colors: [], prices: [{ key: '1kg', label: '1 kg', price: 4500 }] } });
    expect(run([l], [item]).lines[0].status).toBe('unavailable');
  });

  it('reports lines of a deactivated category for removeDeactivatedCatalogs', () => {
    const r = run(undefined, undefined, ['flours']);
    expect(r.deactivated).toEqual(['atta____']);
    expect(r.lines[0].status).toBe('deactivated');
  });

  it('shares tracked stock out oldest line first: fewer units, then none', () => {
    const lines = [
      line({ id: 'b', qty: 3, addedAt: 2 }),
      line({ id: 'a', qty: 4, addedAt: 1 }),
      line({ id: 'c', qty: 1, addedAt: 3 }),
    ];
    const r = run(lines, [atta({ STOCK_QTY: 6 })]);
    expect(r.lines.map((l) => [l.id, l.qty, l.status])).toEqual([
      ['b', 2, 'ok'],
      ['a', 4, 'ok'],
      ['c', 1, 'out_of_stock'],
    ]);
    expect(r.changes).toEqual([
      { product_id_in_cart: 'b', change: 'qty_reduced', from: 3, to: 2 },
      { product_id_in_cart: 'c', change: 'out_of_stock' },
    ]);
  });

  it('puts a line back when its item is in stock again', () => {
    const r = run([line({ status: 'out_of_stock' })], [atta({ STOCK_QTY: 5 })]);
    expect(r.lines[0].status).toBe('ok');
    expect(r.changes).toEqual([{ product_id_in_cart: 'atta____', change: 'available' }]);
  });

  it('leaves lines of items it did not look up alone', () => {
    const fresh = line({ id: 'rice____', itemId: 'rice', unitPrice: 1 });
    expect(run([fresh], [], [], ['atta']).lines).toEqual([fresh]);
  });
});
