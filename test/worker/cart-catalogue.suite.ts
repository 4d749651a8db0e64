import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { invalidateShop } from '../../src/data/owner-cache';
import { createLabShop, Shopper, sql } from './cart-helpers';

const kurta = { selectedSize: 'M', selectedColor: 'Jet Black' };

describe('single-catalogue shops (noir-threads: ONLY_SINGLE_CATALOG)', () => {
  it('refuses an item of another category with status 100 and changes nothing', async () => {
    const s = new Shopper('noir-threads');
    expect((await s.add('mul-kurta-black', { ...kurta, selectedQuantity: 2 })).body.status).toBe(1);
    const r = await s.add('heavy-tee-black', { selectedSize: 'L', selectedColor: 'Off White' });
    expect(r.http).toBe(409);
    expect(r.body).toMatchObject({ status: 100, rsn: 'The item you are trying to add is from different catalog.' });
    const bag = await s.call('refreshCartCalculations');
    expect(bag.body.cart.items.map((i: any) => [i.product_id, i.product_qty])).toEqual([['mul-kurta-black', 2]]);
  });

  it('allows more of the same category, and the other category after clearCart', async () => {
    const s = new Shopper('noir-threads');
    await s.add('mul-kurta-black', kurta);
    expect((await s.add('linen-kurta', { selectedSize: 'L', selectedColor: 'Olive' })).body.status).toBe(1);
    await s.call('clearCart');
    expect((await s.add('heavy-tee-black', { selectedSize: 'L', selectedColor: 'Off White' })).body.status).toBe(1);
  });

  it('keeps sizes and colours of one item on separate lines sharing its stock', async () => {
    const s = new Shopper('noir-threads');
    await s.add('chikan-kurta', { selectedSize: 'M', selectedColor: 'Off White', selectedQuantity: 2 }); // 3 in stock
    const r = await s.add('chikan-kurta', { selectedSize: 'L', selectedColor: 'Blush Pink', selectedQuantity: 2 });
    expect(r.body).toMatchObject({
      status: 0,
      code: 'OUT_OF_STOCK',
      rsn: 'Only 1 more of Lucknowi Chikan Kurta can be added.',
    });
    const ok = await s.add('chikan-kurta', { selectedSize: 'l', selectedColor: 'blush pink' });
    expect(ok.body.cart.items.map((i: any) => [i.product_id_in_cart, i.variant.label])).toEqual([
      ['chikan-kurta__m__off%20white', 'M · Off White'],
      ['chikan-kurta__l__blush%20pink', 'L · Blush Pink'],
    ]);
  });

  it('asks for a size and a colour', async () => {
    const s = new Shopper('noir-threads');
    expect((await s.add('mul-kurta-black', { selectedColor: 'Jet Black' })).body).toMatchObject({
      status: 0,
      code: 'SIZE_REQUIRED',
      rsn: 'Please choose a size.',
    });
    expect((await s.add('mul-kurta-black', { selectedSize: 'M' })).body).toMatchObject({
      status: 0,
      code: 'COLOR_REQUIRED',
    });
  });
});

describe('refreshCartForChanges against a changing catalogue', () => {
  it('re-prices, reduces to the stock left, flags out-of-stock and reports deactivated catalogues', async () => {
    const shop = await createLabShop();
    const s = new Shopper(shop);
    await s.add('assam', { selectedQuantity: 4 });
    await s.add('darjeeling', { variantKey: '250g' });
    await s.add('mug', { selectedSize: 'S', selectedColor: 'Red', selectedQuantity: 2 });
    await sql(shop, 'UPDATE items SET stock_qty = 3 WHERE id = ?', 'assam');
    await sql(shop, "UPDATE items SET variants = replace(variants, '90000', '95000') WHERE id = ?", 'darjeeling');
    await sql(shop, 'UPDATE categories SET is_disabled = 1 WHERE id = ?', 'cups');
    await invalidateShop(env, shop); // what the owner API does after a change (the shop's settings are memoized per version)
    const r = await s.call('refreshCartForChanges');
    expect(r.body.status).toBe(1);
    expect(r.body.changes).toEqual(
      expect.arrayContaining([
        { product_id_in_cart: 'assam____', change: 'qty_reduced', from: 4, to: 3 },
        { product_id_in_cart: 'darjeeling__250g__', change: 'price', from: 90000, to: 95000 },
        { product_id_in_cart: 'mug__s__red', change: 'deactivated' },
      ]),
    );
    expect(r.body.products_to_remove).toEqual(['mug__s__red']);
    const items = Object.fromEntries(r.body.cart.items.map((i: any) => [i.product_id, i]));
    expect(items.assam.product_qty).toBe(3);
    expect(items.darjeeling.unit_price).toBe(95000);
    expect(items.mug.status).toBe('deactivated');
    expect(r.body.cart.totals.subtotal).toBe(3 * 25000 + 95000);
    expect(r.body.cart.can_checkout).toBe(false);

    const removed = await s.call('removeDeactivatedCatalogs', { products_to_remove: r.body.products_to_remove });
    expect(removed.body).toMatchObject({ status: 1, msg: 'Items Removed Successfully!', removed: ['mug__s__red'] });
    expect(removed.body.cart.items.map((i: any) => i.product_id)).toEqual(['assam', 'darjeeling']);
    expect(removed.body.cart.can_checkout).toBe(true);
  });

  it('flags a sold-out item and a deleted one; they stay visible but are not charged', async () => {
    const shop = await createLabShop();
    const s = new Shopper(shop);
    await s.add('assam', { selectedQuantity: 2 });
    await s.add('darjeeling', { variantKey: '100g' });
    await sql(shop, 'UPDATE items SET stock_qty = 0 WHERE id = ?', 'assam');
    await sql(shop, 'DELETE FROM items WHERE id = ?', 'darjeeling');
    const r = await s.call('refreshCartForChanges');
    expect(r.body.cart.items.map((i: any) => i.status)).toEqual(['out_of_stock', 'unavailable']);
    expect(r.body.cart.totals.subtotal).toBe(0);
    expect(r.body.cart.NUMBER_OF_ITEMS_CART).toBe(3);
  });

  it('removeDeactivatedCatalogs leaves lines of active catalogues alone', async () => {
    const shop = await createLabShop();
    const s = new Shopper(shop);
    await s.add('assam');
    const r = await s.call('removeDeactivatedCatalogs', { products_to_remove: ['assam____'] });
    expect(r.body).toMatchObject({ status: 1, removed: [] });
    expect(r.body.cart.items).toHaveLength(1);
  });
});

describe('tenant isolation', () => {
  it("never lets one shop's ids reach another shop's catalogue", async () => {
    const shop = await createLabShop();
    const s = new Shopper(shop);
    expect((await s.add('toor-dal', { variantKey: '1kg' })).body.code).toBe('UNKNOWN_ITEM');
    const k = new Shopper('dilli-kirana');
    expect((await k.add('assam')).body.code).toBe('UNKNOWN_ITEM');
  });
});
