import { describe, expect, it } from 'vitest';
import { Shopper } from './cart-helpers';

const TOTAL_KEYS = ['subtotal', 'gst', 'delivery', 'extra_charges', 'discount', 'total'];

function expectCartShape(cart: any) {
  expect(cart.session_id).toMatch(/^[0-9a-f]{32}$/);
  expect(Array.isArray(cart.items)).toBe(true);
  expect(Array.isArray(cart.manual_items)).toBe(true);
  expect(Object.keys(cart.totals).sort()).toEqual([...TOTAL_KEYS].sort());
  for (const k of TOTAL_KEYS) expect(Number.isInteger(cart.totals[k])).toBe(true);
  expect(Number.isInteger(cart.NUMBER_OF_ITEMS_CART)).toBe(true);
  for (const item of cart.items) {
    for (const k of [
      'product_id_in_cart',
      'product_id',
      'cat_id',
      'product_qty',
      'unit_price',
      'line_total',
      'name',
      'image',
      'variant',
    ])
      expect(item).toHaveProperty(k);
  }
}

describe('getCartSessionID', () => {
  it('makes a session when there is none and sets the {storeId}_cartSessionId cookie for 2 days on path /', async () => {
    const s = new Shopper();
    const r = await s.call('getCartSessionID', { store_configs: { anything: true } });
    expect(r.http).toBe(200);
    expect(r.body.status).toBe(1);
    expect(r.body.session_id).toMatch(/^[0-9a-f]{32}$/);
    expectCartShape(r.body.cart);
    expect(r.setCookie).toContain(`dilli-kirana_cartSessionId=${r.body.session_id}`);
    expect(r.setCookie).toMatch(/Max-Age=172800/);
    expect(r.setCookie).toMatch(/Path=\//);
    expect(r.setCookie).toMatch(/HttpOnly/);
    expect(r.setCookie).toMatch(/SameSite=Lax/);
  });

  it('keeps the session it was given, by cookie or by sid in the body', async () => {
    const s = new Shopper();
    const sid = await s.start();
    expect((await s.call('getCartSessionID')).body.session_id).toBe(sid);
    const api = new Shopper();
    expect((await api.call('getCartSessionID', { sid })).body.session_id).toBe(sid);
  });
});

describe('the bag calls', () => {
  it('adds, updates, removes and clears, answering the cart every time', async () => {
    const s = new Shopper();
    await s.start();
    const add = await s.add('toor-dal', { variantKey: '1kg', selectedQuantity: 2 });
    expect(add.body).toMatchObject({ status: 1, msg: 'Toor (Arhar) Dal added to your bag.' });
    expectCartShape(add.body.cart);
    expect(add.body.cart.items[0]).toMatchObject({
      product_id_in_cart: 'toor-dal__1kg__',
      product_id: 'toor-dal',
      cat_id: 'dals-pulses',
      product_qty: 2,
      unit_price: 17200,
      line_total: 34400,
      variant: { key: '1kg', label: '1 kg' },
    });
    expect(add.body.cart.NUMBER_OF_ITEMS_CART).toBe(2);

    const more = await s.add('toor-dal', { variantKey: '1kg', selectedQuantity: 3 });
    expect(more.body.cart.items[0].product_qty).toBe(5);
    const half = await s.add('toor-dal', { variantKey: '500g' });
    expect(half.body.cart.items.map((i: any) => i.product_id_in_cart)).toEqual(['toor-dal__1kg__', 'toor-dal__500g__']);

    const upd = await s.call('updateCart', {
      product_id_in_cart: 'toor-dal__1kg__',
      product_id: 'toor-dal',
      product_qty: 1,
      cat_id: 'dals-pulses',
    });
    expect(upd.body.status).toBe(1);
    expect(upd.body.cart.items[0].product_qty).toBe(1);
    expect(upd.body.cart.NUMBER_OF_ITEMS_CART).toBe(2);

    const rem = await s.call('removeCartItem', { product_id_in_cart: 'toor-dal__500g__' });
    expect(rem.body).toMatchObject({ status: 1, msg: 'Item removed from your bag.' });
    expect(rem.body.cart.items).toHaveLength(1);

    const clear = await s.call('clearCart');
    expect(clear.body).toMatchObject({ status: 1, msg: 'Cart cleared successfully!' });
    expect(clear.body.cart.items).toEqual([]);
    expect(clear.body.cart.NUMBER_OF_ITEMS_CART).toBe(0);
  });

  it("prices the bag with the shop's GST, delivery, packing and minimum order", async () => {
    const s = new Shopper();
    const r = await s.add('desi-ghee', { variantKey: '500ml' });
    // ₹349 at 12% GST = ₹41.88; ₹30 delivery below ₹499; ₹5 packing.
    expect(r.body.cart.totals).toEqual({
      subtotal: 34900,
      gst: 4188,
      delivery: 3000,
      extra_charges: 500,
      discount: 0,
      total: 42588,
    });
    const cheap = new Shopper();
    const c = await cheap.add('masala-chaach');
    expect(c.body.cart.missing_amount).toBe(9900 - 2000);
    expect(c.body.cart.can_checkout).toBe(false);
  });

  it('refreshCartCalculations answers the cart', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg' });
    const r = await s.call('refreshCartCalculations');
    expect(r.body.status).toBe(1);
    expectCartShape(r.body.cart);
    expect(r.body.cart.NUMBER_OF_ITEMS_CART).toBe(1);
  });

  it('refreshCartForChanges answers changes and lines to remove', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg' });
    const r = await s.call('refreshCartForChanges');
    expect(r.body).toMatchObject({ status: 1, throttled: false, changes: [], products_to_remove: [] });
    expectCartShape(r.body.cart);
  });

  it('updateUserDataOnSid keeps name, address and distance, and delivery follows the distance', async () => {
    const s = new Shopper();
    await s.add('desi-ghee', { variantKey: '500ml' });
    const r = await s.call('updateUserDataOnSid', {
      name: 'Priya Sharma',
      address: { line1: 'B-12, Lajpat Nagar', pincode: '110024' },
      distance: 4.2,
    });
    expect(r.body).toMatchObject({ status: 1, msg: 'Your details are saved.' });
    expect(r.body.cart.user).toEqual({
      name: 'Priya Sharma',
      address: { line1: 'B-12, Lajpat Nagar', pincode: '110024' },
      distance: 4.2,
    });
    expect(r.body.cart.totals.delivery).toBe(3000 + 2 * 1000);
    const far = await s.call('updateUserDataOnSid', { distance: 14 });
    expect(far.body.cart.user.name).toBe('Priya Sharma');
    expect(far.body.cart.delivery_error).toMatch(/only within 10 km/);
  });

  it('mergeCartAfterLogin without sign-in asks to sign in first', async () => {
    const s = new Shopper();
    await s.start();
    const r = await s.call('mergeCartAfterLogin', { mergeRequired: true });
    expect(r.http).toBe(401);
    expect(r.body).toMatchObject({ status: 0, rsn: 'Please sign in first.' });
  });
});

describe('manual items', () => {
  it('adds, changes and removes shopping-list lines with timestamp ids', async () => {
    const s = new Shopper();
    const before = Date.now();
    const a = await s.call('addManualItem', { manual_item: { name: '  2 kg pyaaz ', quantity: 2 } });
    expect(a.body).toMatchObject({ status: 1, msg: 'Manual Item Added!' });
    const item = a.body.cart.manual_items[0];
    expect(item).toMatchObject({ name: '2 kg pyaaz', quantity: 2, image: null });
    expect(Number(item.id)).toBeGreaterThanOrEqual(before);
    expect(a.body.cart.NUMBER_OF_ITEMS_CART).toBe(2);

    const b = await s.call('addManualItem', {
      manual_item: { name: 'Dhaniya', image: 'https://example.com/dhaniya.jpg' },
    });
    expect(b.body.cart.manual_items.map((m: any) => m.name)).toEqual(['2 kg pyaaz', 'Dhaniya']);
    expect(b.body.cart.manual_items[1].id).not.toBe(item.id);

    const c = await s.call('addManualItem', { manual_item: { id: item.id, name: '2 kg pyaaz', quantity: 1 } });
    expect(c.body).toMatchObject({ status: 1, msg: 'Manual Item updated!' });
    expect(c.body.cart.manual_items[0].quantity).toBe(1);

    const d = await s.call('removeManualItem', { manual_item_id: item.id, is_manual_image: false });
    expect(d.body).toMatchObject({ status: 1, msg: 'Manual Item removed!' });
    expect(d.body.cart.manual_items.map((m: any) => m.name)).toEqual(['Dhaniya']);

    const e = await s.call('removeManualItem', { manual_item_id: item.id });
    expect(e.http).toBe(400);
    expect(e.body).toMatchObject({ status: 0, code: 'UNKNOWN_MANUAL_ITEM' });
  });

  it("creates a manual item under the client's timestamp id when the bag does not have it, and changes it under that id", async () => {
    const s = new Shopper();
    const id = String(Date.now());
    const a = await s.call('addManualItem', { manual_item: { id, name: 'Dhaniya', quantity: 2 } });
    expect(a.body).toMatchObject({
      status: 1,
      msg: 'Manual Item Added!',
      manual_item: { id, name: 'Dhaniya', quantity: 2 },
    });
    const b = await s.call('addManualItem', { manual_item: { id: Number(id), name: 'Dhaniya patta', quantity: 3 } });
    expect(b.body).toMatchObject({ status: 1, msg: 'Manual Item updated!' });
    expect(b.body.cart.manual_items).toEqual([expect.objectContaining({ id, name: 'Dhaniya patta', quantity: 3 })]);
  });

  it('refuses an empty name and a photo that is not an https link', async () => {
    const s = new Shopper();
    expect((await s.call('addManualItem', { manual_item: { name: '   ' } })).body).toMatchObject({
      status: 0,
      field: 'manual_item.name',
    });
    expect(
      (await s.call('addManualItem', { manual_item: { name: 'x', image: 'javascript:alert(1)' } })).body,
    ).toMatchObject({ status: 0, field: 'manual_item.image' });
    expect((await s.call('addManualItem', { manual_item: { name: 'x', quantity: 0 } })).http).toBe(400);
  });
});
