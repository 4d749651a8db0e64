import { describe, expect, it } from 'vitest';
import { cartLineId, resolveChoice } from '../../../src/domain/cart/choice';
import { parseLineId } from '../../../src/domain/cart/line-id';
import { itemSchema } from '../../../src/domain/tables/items';

const dal = itemSchema.parse({
  ID: 'toor-dal',
  CAT_ID: 'dals',
  ITEM_NAME: 'Toor Dal',
  PRICE: 8900,
  GST_PERCENT: 5,
  VARIANTS: {
    prices: [
      { key: '500g', label: '500 g', price: 8900 },
      { key: '1kg', label: '1 kg', price: 17200, mrp: 18000, gst: 12 },
    ],
  },
});
const kurta = itemSchema.parse({
  ID: 'kurta',
  CAT_ID: 'kurtas',
  ITEM_NAME: 'Kurta',
  PRICE: 129900,
  MRP: 179900,
  GST_PERCENT: 12,
  VARIANTS: {
    sizes: ['S', 'M', 'XL'],
    colors: [
      { name: 'Jet Black', hex: '#111111' },
      { name: 'Off White', hex: '#f4f1ea' },
    ],
  },
});
const plain = itemSchema.parse({ ID: 'salt', CAT_ID: 'staples', ITEM_NAME: 'Salt', PRICE: 2800 });

describe('resolveChoice', () => {
  it('prices a pack from the catalogue, with its own GST and MRP', () => {
    const r = resolveChoice(dal, { variantKey: '1kg' });
    expect(r).toMatchObject({
      ok: true,
      unitPrice: 17200,
      mrp: 18000,
      gstPercent: 12,
      variantKey: '1kg',
      variantLabel: '1 kg',
      lineId: 'toor-dal__1kg__',
    });
  });

  it('keeps 500 g and 1 kg on separate lines', () => {
    const a = resolveChoice(dal, { variantKey: '500g' });
    const b = resolveChoice(dal, { variantKey: '1kg' });
    expect(a.ok && b.ok && a.lineId !== b.lineId).toBe(true);
  });

  it('matches size and colour without caring about case or spaces, naming them as the shop does', () => {
    const r = resolveChoice(kurta, { size: ' xl ', color: 'jet  black' });
    expect(r).toMatchObject({
      ok: true,
      size: 'XL',
      color: 'Jet Black',
      variantLabel: 'XL · Jet Black',
      unitPrice: 129900,
      lineId: 'kurta__xl__jet%20black',
    });
    const again = resolveChoice(kurta, { size: 'XL', color: 'Jet Black' });
    expect(again.ok && r.ok && again.lineId === r.lineId).toBe(true);
  });

  it('gives the item price when it has no options', () => {
    expect(resolveChoice(plain, {})).toMatchObject({ ok: true, unitPrice: 2800, lineId: 'salt____', variantLabel: '' });
    expect(resolveChoice(plain, { size: '', color: null, variantKey: ' ' }).ok).toBe(true);
  });

  it.each([
    ['no size for a sized item', kurta, { color: 'Jet Black' }, 'SIZE_REQUIRED', 'selectedSize'],
    ['a size it does not come in', kurta, { size: 'XXXL', color: 'Jet Black' }, 'UNKNOWN_SIZE', 'selectedSize'],
    ['no colour', kurta, { size: 'M' }, 'COLOR_REQUIRED', 'selectedColor'],
    ['a colour it does not come in', kurta, { size: 'M', color: 'Pink' }, 'UNKNOWN_COLOR', 'selectedColor'],
    ['no pack for a packed item', dal, {}, 'VARIANT_REQUIRED', 'variantKey'],
    ['an unknown pack', dal, { variantKey: '2kg' }, 'UNKNOWN_VARIANT', 'variantKey'],
    ['a pack for an item without packs', plain, { variantKey: '1kg' }, 'UNKNOWN_VARIANT', 'variantKey'],
    ['a size for an item without sizes', plain, { size: 'M' }, 'UNKNOWN_SIZE', 'selectedSize'],
  ] as const)('refuses %s', (_name, item, choice, code, field) => {
    const r = resolveChoice(item, choice);
    expect(r).toMatchObject({ ok: false, code, field });
    if (!r.ok) expect(r.rsn).toMatch(/^[A-Z].*\.$/);
  });
});

describe('cartLineId', () => {
  it('is read back by parseLineId with the item id', () => {
    for (const choice of [
      {},
      { variantKey: '1kg' },
      { size: 'M', color: 'Navy Blue' },
      { size: 'M', variantKey: '1kg', color: 'Red' },
    ]) {
      expect(parseLineId(cartLineId('item-9', choice))?.itemId).toBe('item-9');
    }
  });
});
