import { describe, expect, it } from 'vitest';
import { orderWhatsappText, statusWhatsappText, waLink } from '../../../src/domain/orders/whatsapp-order';
import { reorderAdds } from '../../../src/domain/orders/reorder';
import { checkPincode, deliveryAnswer, deliversTo } from '../../../src/domain/orders/delivery-area';
import { itemSchema, type Item, type ItemInput } from '../../../src/domain/tables/items';
import { buildLineId } from '../../../src/domain/cart/line-id';
import { cartLineId } from '../../../src/domain/cart/choice';

describe('WhatsApp hand-offs', () => {
  it('the shopper sends the order to the shop: items with their options, total and tracking link', () => {
    const text = orderWhatsappText({
      storeName: 'Dilli Kirana Store',
      orderId: '261124-K7Q2MX',
      totalText: '₹450',
      trackUrl: 'https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
      items: [
        { name: 'Chakki Atta', qty: 2, optionLabel: '5 kg' },
        { name: 'Toor Dal', qty: 1 },
      ],
    });
    expect(text).toBe(
      'Hello Dilli Kirana Store, I have placed order 261124-K7Q2MX:\n2 x Chakki Atta (5 kg)\n1 x Toor Dal\nTotal ₹450.\nTrack: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    );
  });

  it('a long order lists 20 lines and says how many more', () => {
    const text = orderWhatsappText({
      storeName: 'S',
      orderId: '1',
      totalText: '₹1',
      trackUrl: 'u',
      items: Array.from({ length: 23 }, (_, i) => ({ name: `i${i}`, qty: 1 })),
    });
    expect(text.split('\n').filter((l) => /^1 x /.test(l))).toHaveLength(20);
    expect(text).toContain('and 3 more');
  });

  it('the owner tells the shopper of a status move', () => {
    expect(
      statusWhatsappText({
        storeName: 'Dilli Kirana Store',
        orderId: '1',
        statusLabel: 'Packed',
        trackUrl: 'https://t',
      }),
    ).toBe('Hello from Dilli Kirana Store. Your order 1: Packed.\nTrack it here: https://t');
  });

  it.each([
    ['9876501234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['+91 98765 01234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['09876501234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['12345', null],
    ['', null],
  ])('wa.me for %j', (phone, link) => {
    expect(waLink(phone, 'a b&c')).toBe(link);
  });
});

const item = (over: Partial<ItemInput>): Item =>
  itemSchema.parse({ ID: 'x', CAT_ID: 'c', ITEM_NAME: 'X', PRICE: 100, ...over });

describe('order again', () => {
  const items = new Map<string, Item>([
    [
      'atta',
      item({
        ID: 'atta',
        ITEM_NAME: 'Atta',
        VARIANTS: {
          prices: [
            { key: '5kg', label: '5 kg', price: 26_500 },
            { key: '10kg', label: '10 kg', price: 51_000 },
          ],
        },
      }),
    ],
    [
      'kurta',
      item({
        ID: 'kurta',
        ITEM_NAME: 'Kurta',
        VARIANTS: { sizes: ['M', 'XL'], colors: [{ name: 'Indigo', hex: '#334488' }] },
      }),
    ],
    ['gone', item({ ID: 'gone', IS_DISABLED: true })],
    ['other', item({ ID: 'other', CAT_ID: 'closed' })],
    ['plain', item({ ID: 'plain' })],
  ]);
  const line = (item_id: string | null, line_id: string, qty = 1, kind: 'item' | 'manual' = 'item') => ({
    kind,
    item_id,
    line_id,
    name: item_id ?? 'list item',
    qty,
  });

  it('brings back each item in its old pack, size, colour and quantity; skips what is no longer sold; leaves manual lines out', () => {
    const { adds, missing } = reorderAdds(
      [
        line('atta', cartLineId('atta', { size: null, color: null, variantKey: '10kg' }), 2),
        line('kurta', buildLineId('kurta', 'XL', 'Indigo'), 1),
        line('plain', buildLineId('plain'), 3),
        line('gone', buildLineId('gone')),
        line('other', buildLineId('other')),
        line('deleted', buildLineId('deleted')),
        line(null, 'manual-1', 1, 'manual'),
      ],
      items,
      ['c'],
    );
    expect(adds).toEqual([
      { ID: 'atta', selectedQuantity: 2, variantKey: '10kg' },
      { ID: 'kurta', selectedQuantity: 1, selectedSize: 'XL', selectedColor: 'Indigo' },
      { ID: 'plain', selectedQuantity: 3 },
    ]);
    expect(missing).toEqual(['gone', 'other', 'deleted']);
  });
});

describe('delivery by PIN code', () => {
  it.each([
    ['110024', undefined, true],
    ['110024', [], true],
    ['110024', ['110024', '110025'], true],
    ['110026', ['110024'], false],
    ['110099', ['110***'], true],
    ['400050', ['110***', '400050'], true],
    ['560001', ['110***', '400050'], false],
  ] as const)('%s with %j delivers: %s', (pin, list, yes) => {
    expect(deliversTo(pin, list as readonly string[] | undefined)).toBe(yes);
  });

  it.each([
    ['110024', '110024'],
    ['110 024', '110024'],
    ['011002', null],
    ['11002', null],
    ['1100245', null],
    [110024, null],
    ['١١٠٠٢٤', null],
  ])('PIN %j', (pin, ok) => {
    const r = checkPincode(pin);
    expect(r.ok ? r.pin : null).toBe(ok);
  });

  it('answers in a sentence', () => {
    expect(deliveryAnswer('110024', true, 'Dilli Kirana Store')).toBe('Yes, Dilli Kirana Store delivers to 110024.');
    expect(deliveryAnswer('560001', false, 'Dilli Kirana Store')).toBe(
      'Sorry, Dilli Kirana Store does not deliver to 560001 yet.',
    );
  });
});
