import { describe, expect, it } from 'vitest';
import { Shopper } from './cart-helpers';

/** Items of dilli-kirana whose stock is not tracked, so only the line maximum (999) limits them. */
const LINES = [
  { ID: 'toned-milk', variantKey: '500ml' },
  { ID: 'toned-milk', variantKey: '1l' },
  { ID: 'full-cream-milk', variantKey: '500ml' },
  { ID: 'full-cream-milk', variantKey: '1l' },
];

describe('one bag under load', () => {
  it('takes 1,000 concurrent addProductToCart calls without losing one unit or failing one call', async () => {
    const s = new Shopper('dilli-kirana', true);
    await s.start();
    const replies = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        s.call('addProductToCart', { item: { ...LINES[i % 4], selectedQuantity: 1 } }),
      ),
    );
    expect(replies.filter((r) => r.http !== 200 || r.body.status !== 1)).toEqual([]);
    const bag = await s.call('refreshCartCalculations');
    expect(bag.body.cart.NUMBER_OF_ITEMS_CART).toBe(1000);
    expect(bag.body.cart.items.map((i: any) => i.product_qty)).toEqual([250, 250, 250, 250]);
  }, 60_000);

  it('serializes mixed concurrent changes: adds, sets and manual items all land', async () => {
    const s = new Shopper('dilli-kirana', true);
    await s.add('toned-milk', { variantKey: '1l' });
    const calls = [
      ...Array.from({ length: 100 }, () =>
        s.call('addProductToCart', { item: { ID: 'full-cream-milk', variantKey: '1l' } }),
      ),
      ...Array.from({ length: 50 }, (_, i) => s.call('addManualItem', { manual_item: { name: `Item ${i}` } })),
      ...Array.from({ length: 50 }, () =>
        s.call('updateCart', { product_id_in_cart: 'toned-milk__1l__', product_qty: 7 }),
      ),
    ];
    const replies = await Promise.all(calls);
    expect(replies.filter((r) => r.body.status !== 1)).toEqual([]);
    const bag = (await s.call('refreshCartCalculations')).body.cart;
    expect(bag.items.map((i: any) => [i.product_id_in_cart, i.product_qty])).toEqual([
      ['toned-milk__1l__', 7],
      ['full-cream-milk__1l__', 100],
    ]);
    expect(new Set(bag.manual_items.map((m: any) => m.id)).size).toBe(50);
  }, 60_000);
});
