import { describe, expect, it } from 'vitest';
import { formBody, isFormCall } from '../../../src/domain/cart/form-body';

const from = (fields: Record<string, string>) => (k: string) => fields[k] ?? null;

describe('formBody (no-JavaScript bag forms)', () => {
  it.each([
    [
      'addProductToCart',
      { itemId: 'toor-dal', variantKey: '1kg', qty: '2' },
      { item: { ID: 'toor-dal', variantKey: '1kg', selectedQuantity: 2 } },
    ],
    [
      'addProductToCart',
      { itemId: 'kurta', size: 'M', color: 'Jet Black' },
      { item: { ID: 'kurta', selectedSize: 'M', selectedColor: 'Jet Black' } },
    ],
    ['updateCart', { line: 'toor-dal__1kg__', qty: '3' }, { product_id_in_cart: 'toor-dal__1kg__', product_qty: 3 }],
    ['updateCart', { line: 'x', qty: '1.5' }, { product_id_in_cart: 'x', product_qty: '1.5' }],
    ['removeCartItem', { line: 'x' }, { product_id_in_cart: 'x' }],
    ['addCouponToCart', { code: 'FLAT50' }, { coupon_id: 'FLAT50' }],
    ['addManualItem', { name: 'Pyaaz', qty: '2' }, { manual_item: { name: 'Pyaaz', quantity: 2 } }],
    ['addManualItem', { name: 'Pyaaz', qty: '3', id: '17' }, { manual_item: { name: 'Pyaaz', quantity: 3, id: '17' } }],
    ['removeManualItem', { id: '17' }, { manual_item_id: '17' }],
    ['clearCart', {}, {}],
  ] as const)('%s %j', (call, fields, body) => {
    expect(JSON.parse(JSON.stringify(formBody(call, from(fields))))).toEqual(body);
  });

  it('knows which calls a form may make', () => {
    expect(isFormCall('clearCart')).toBe(true);
    expect(isFormCall('mergeCartAfterLogin')).toBe(false);
    expect(isFormCall('__proto__')).toBe(false);
  });
});
