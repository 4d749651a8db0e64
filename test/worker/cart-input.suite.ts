import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CART, Shopper } from './cart-helpers';

/** A bag with one line of 2, to check that a refused call changed nothing. */
async function bagWithDal() {
  const s = new Shopper();
  await s.add('toor-dal', { variantKey: '1kg', selectedQuantity: 2 });
  return s;
}
async function unchanged(s: Shopper) {
  const r = await s.call('refreshCartCalculations');
  expect(r.body.cart.items.map((i: any) => [i.product_id_in_cart, i.product_qty])).toEqual([['toor-dal__1kg__', 2]]);
}

const BAD_QUANTITIES: [string, unknown][] = [
  ['zero', 0],
  ['negative', -3],
  ['fractional', 1.5],
  ['huge', 1_000_000],
  ['a string', '2'],
  ['an array', [2]],
  ['null', null],
  ['an object', { n: 2 }],
  ['true', true],
  ['NaN-ish string', 'NaN'],
];

describe('bad quantities are refused with HTTP 400 status 0 and nothing changes', () => {
  it.each(BAD_QUANTITIES)('addProductToCart with %s', async (_name, q) => {
    const s = await bagWithDal();
    const r = await s.add('toor-dal', { variantKey: '1kg', selectedQuantity: q });
    expect(r.http).toBe(400);
    expect(r.body.status).toBe(0);
    expect(r.body.rsn).toMatch(/^[A-Z].+\.$/);
    expect(r.body.field).toBe('item.selectedQuantity');
    await unchanged(s);
  });

  it.each(BAD_QUANTITIES)('updateCart with %s', async (_name, q) => {
    const s = await bagWithDal();
    const r = await s.call('updateCart', {
      product_id_in_cart: 'toor-dal__1kg__',
      product_id: 'toor-dal',
      product_qty: q,
      cat_id: 'dals-pulses',
    });
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, field: 'product_qty' });
    await unchanged(s);
  });
});

describe('unknown things are refused with HTTP 400 status 0 and nothing changes', () => {
  it.each([
    ['an unknown item', { ID: 'no-such-item' }, 'UNKNOWN_ITEM'],
    ["another shop's item", { ID: 'mul-kurta-black', selectedSize: 'M', selectedColor: 'Jet Black' }, 'UNKNOWN_ITEM'],
    ['an unknown pack', { ID: 'toor-dal', variantKey: '50kg' }, 'UNKNOWN_VARIANT'],
    ['a packed item without a pack', { ID: 'toor-dal' }, 'VARIANT_REQUIRED'],
    ['a size for an item without sizes', { ID: 'toor-dal', variantKey: '1kg', selectedSize: 'XL' }, 'UNKNOWN_SIZE'],
    ['an id that is not text', { ID: 42 }, 'BAD_INPUT'],
    ['no id', { selectedQuantity: 1 }, 'BAD_INPUT'],
  ])('addProductToCart with %s', async (_name, item, code) => {
    const s = await bagWithDal();
    const r = await s.call('addProductToCart', { item });
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code });
    await unchanged(s);
  });

  it.each([
    [
      'updateCart of a line not in the bag',
      'updateCart',
      { product_id_in_cart: 'toor-dal__500g__', product_qty: 1 },
      'UNKNOWN_LINE',
    ],
    ['updateCart of a made-up line', 'updateCart', { product_id_in_cart: 'garbage', product_qty: 1 }, 'UNKNOWN_LINE'],
    [
      'updateCart naming another item',
      'updateCart',
      { product_id_in_cart: 'toor-dal__1kg__', product_id: 'maida', product_qty: 1 },
      'LINE_MISMATCH',
    ],
    [
      'removeCartItem of a line not in the bag',
      'removeCartItem',
      { product_id_in_cart: 'maida__1kg__' },
      'UNKNOWN_LINE',
    ],
    ['removeCartItem without a line', 'removeCartItem', {}, 'BAD_INPUT'],
    ['addCouponToCart with an array', 'addCouponToCart', { coupon_id: ['FLAT50'] }, 'BAD_INPUT'],
    ['updateUserDataOnSid with a negative distance', 'updateUserDataOnSid', { distance: -1 }, 'BAD_INPUT'],
    ['updateUserDataOnSid with nothing', 'updateUserDataOnSid', {}, 'BAD_INPUT'],
    ['removeDeactivatedCatalogs with a string', 'removeDeactivatedCatalogs', { products_to_remove: 'x' }, 'BAD_INPUT'],
  ])('%s', async (_name, call, body, code) => {
    const s = await bagWithDal();
    const r = await s.call(call, body);
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code });
    expect(typeof r.body.rsn).toBe('string');
    await unchanged(s);
  });
});

describe('tampering', () => {
  it('ignores a price, GST, stock or category sent with the item: the catalogue decides', async () => {
    const s = new Shopper();
    const r = await s.add('toor-dal', {
      variantKey: '1kg',
      PRICE: 1,
      price: 1,
      unit_price: 1,
      GST_PERCENT: 0,
      STOCK_QTY: 99999,
      CAT_ID: 'rice',
      ITEM_NAME: 'Free dal',
    });
    expect(r.body.status).toBe(1);
    expect(r.body.cart.items[0]).toMatchObject({ unit_price: 17200, cat_id: 'dals-pulses', name: 'Toor (Arhar) Dal' });
  });

  it('ignores totals and store_configs in the body', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg' });
    const r = await s.call('refreshCartCalculations', {
      store_configs: { GST: false, DELIVERY_CHARGE: 0 },
      totals: { total: 1 },
    });
    expect(r.body.cart.totals.delivery).toBe(3000);
    expect(r.body.cart.totals.total).toBeGreaterThan(1);
  });

  it('refuses more than the stock, whatever the client says', async () => {
    const s = new Shopper();
    const r = await s.add('brown-rice', { selectedQuantity: 4 }); // 3 in stock
    expect(r.http).toBe(409);
    expect(r.body).toMatchObject({ status: 0, code: 'OUT_OF_STOCK', rsn: 'Only 3 more of Brown Rice can be added.' });
    expect((await s.add('brown-rice', { selectedQuantity: 3 })).body.status).toBe(1);
    expect((await s.add('brown-rice')).body.rsn).toBe('You already have all the available Brown Rice in your bag.');
    expect((await s.call('updateCart', { product_id_in_cart: 'brown-rice____', product_qty: 4 })).body.code).toBe(
      'OUT_OF_STOCK',
    );
  });

  it('refuses an item of a disabled category', async () => {
    const s = new Shopper();
    const r = await s.add('dry-fruit-box');
    expect(r.http).toBe(409);
    expect(r.body).toMatchObject({ status: 0, code: 'ITEM_UNAVAILABLE' });
  });
});

describe('malformed requests', () => {
  const raw = (call: string, body: string, headers: Record<string, string> = {}) =>
    SELF.fetch(`${CART}/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana', ...headers },
      body,
    });

  it.each([
    ['not JSON', '{"item":'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hi"'],
  ])('refuses a body that is %s', async (_n, body) => {
    const res = await raw('addProductToCart', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 0, code: 'BAD_JSON' });
  });

  it('refuses an oversized body (over 16 KB) with status 0 and changes nothing', async () => {
    const s = await bagWithDal();
    const big = JSON.stringify({ manual_item: { name: 'x', note: 'y'.repeat(20_000) } });
    const r = await s.call('addManualItem', big);
    expect(r.http).toBe(413);
    expect(r.body).toMatchObject({ status: 0, code: 'BODY_TOO_LARGE' });
    await unchanged(s);
  });

  it('needs the storeID header, and a shop that exists', async () => {
    const res = await SELF.fetch(`${CART}/getCartSessionID`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 0, code: 'STORE_ID_MISSING' });
    expect((await new Shopper('no-such-shop').call('getCartSessionID')).http).toBe(404);
  });

  it('refuses a reported shop', async () => {
    const r = await new Shopper('reported-shop').call('getCartSessionID');
    expect(r.http).toBe(403);
    expect(r.body.status).toBe(0);
  });

  it('answers an unknown call with 404 status 0', async () => {
    const r = await new Shopper().call('stealCart');
    expect(r.http).toBe(404);
    expect(r.body.status).toBe(0);
  });

  it('refuses a cross-site POST', async () => {
    const res = await raw('clearCart', '{}', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ status: 0, code: 'CROSS_SITE' });
  });
});
