import { abortAllDurableObjects, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { mergeGuestBag } from '../../src/app/cart/merge';
import { Shopper } from './cart-helpers';

const ALL_CALLS: [string, unknown][] = [
  ['getCartSessionID', {}],
  ['refreshCartCalculations', {}],
  ['refreshCartForChanges', {}],
  ['addProductToCart', { item: { ID: 'maida', variantKey: '1kg' } }],
  ['updateCart', { product_id_in_cart: 'maida__1kg__', product_qty: 2 }],
  ['clearCart', {}],
  ['removeCartItem', { product_id_in_cart: 'maida__1kg__' }],
  ['addCouponToCart', { coupon_id: 'FLAT50' }],
  ['removeCouponFromCart', {}],
  ['updateUserDataOnSid', { name: 'A' }],
  ['addManualItem', { manual_item: { name: 'Pyaaz' } }],
  ['removeManualItem', { manual_item_id: '1' }],
  ['removeDeactivatedCatalogs', {}],
];

describe('status 406: unknown, malformed or foreign sessions', () => {
  it.each(ALL_CALLS)('%s answers 406 for a session id nobody made, and drops the cookie', async (call, body) => {
    const s = new Shopper();
    s.sid = 'f'.repeat(32);
    const r = await s.call(call, body);
    expect(r.http).toBe(404);
    expect(r.body).toMatchObject({ status: 406, code: 'SESSION_INVALID' });
    expect(r.setCookie).toMatch(/dilli-kirana_cartSessionId=;/);
    expect(r.setCookie).toMatch(/Max-Age=0/);
  });

  it.each([
    ['too short', 'abc'],
    ['upper case', 'A'.repeat(32)],
    ['a number', 12345],
    ['an array', ['x']],
    ['sql', "' OR 1=1 --"],
  ])('answers 406 for a malformed sid (%s) in the body', async (_n, sid) => {
    const r = await new Shopper().call('getCartSessionID', { sid });
    expect(r.body.status).toBe(406);
  });

  it("answers 406 when one shop's session is used at another shop, and that bag stays untouched", async () => {
    const kirana = new Shopper('dilli-kirana');
    await kirana.add('maida', { variantKey: '1kg' });
    const thief = new Shopper('noir-threads');
    thief.sid = kirana.sid;
    expect((await thief.call('refreshCartCalculations')).body.status).toBe(406);
    thief.sid = kirana.sid;
    expect((await thief.call('clearCart')).body.status).toBe(406);
    expect((await thief.call('getCartSessionID', { sid: kirana.sid })).body.status).toBe(406);
    const mine = await kirana.call('refreshCartCalculations');
    expect(mine.body.cart.NUMBER_OF_ITEMS_CART).toBe(1);
  });

  it('the client recovers: after 406 a new session works and the old id is gone for good', async () => {
    const s = new Shopper();
    s.sid = '0'.repeat(32);
    await s.call('refreshCartCalculations');
    expect(s.sid).toBeNull();
    const fresh = await s.start();
    expect(fresh).not.toBe('0'.repeat(32));
    expect((await s.add('maida', { variantKey: '1kg' })).body.status).toBe(1);
  });

  it('an expired session (2 days unused) is refused', async () => {
    const s = new Shopper();
    const sid = await s.start();
    const later = Date.now() + 172_800_000 + 60_000;
    const out = await openShop(env, 'dilli-kirana').bags.read({ sid, now: later, uid: null });
    expect(out).toMatchObject({ ok: false, invalid: true });
  });
});

describe('isolation between bags and shops', () => {
  it('two shoppers of one shop have separate bags', async () => {
    const a = new Shopper();
    const b = new Shopper();
    await a.add('maida', { variantKey: '1kg', selectedQuantity: 3 });
    await b.add('besan', { variantKey: '1kg' });
    expect((await a.call('refreshCartCalculations')).body.cart.items.map((i: any) => i.product_id)).toEqual(['maida']);
    expect((await b.call('refreshCartCalculations')).body.cart.items.map((i: any) => i.product_id)).toEqual(['besan']);
  });

  it('a Durable Object restart loses nothing', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg', selectedQuantity: 4 });
    await s.call('addManualItem', { manual_item: { name: 'Hari mirch', quantity: 2 } });
    await s.call('updateUserDataOnSid', { name: 'Ravi', distance: 2 });
    await abortAllDurableObjects();
    const r = await s.call('refreshCartCalculations');
    expect(r.body.status).toBe(1);
    expect(r.body.cart.items[0].product_qty).toBe(4);
    expect(r.body.cart.manual_items[0].name).toBe('Hari mirch');
    expect(r.body.cart.user).toMatchObject({ name: 'Ravi', distance: 2 });
  });
});

describe('refreshCartForChanges throttle (180000 ms per shop and session, in KV)', () => {
  it('runs once, then answers throttled: true with the cart until 180 s have passed', async () => {
    const s = new Shopper();
    await s.add('maida', { variantKey: '1kg' });
    const first = await s.call('refreshCartForChanges');
    expect(first.body).toMatchObject({ status: 1, throttled: false });
    const second = await s.call('refreshCartForChanges');
    expect(second.body).toMatchObject({ status: 1, throttled: true });
    expect(second.body.retry_after_ms).toBeGreaterThan(170_000);
    expect(second.body.cart.items).toHaveLength(1);
    await env.KV.put(`cart-refresh:dilli-kirana:${s.sid}`, String(Date.now() - 180_001));
    expect((await s.call('refreshCartForChanges')).body.throttled).toBe(false);
  });

  it('throttles each session on its own', async () => {
    const a = new Shopper();
    const b = new Shopper();
    await a.start();
    await b.start();
    expect((await a.call('refreshCartForChanges')).body.throttled).toBe(false);
    expect((await b.call('refreshCartForChanges')).body.throttled).toBe(false);
  });

  it('still answers 406 for an unknown session while throttled', async () => {
    const s = new Shopper();
    s.sid = 'e'.repeat(32);
    await env.KV.put(`cart-refresh:dilli-kirana:${s.sid}`, String(Date.now()));
    expect((await s.call('refreshCartForChanges')).body.status).toBe(406);
  });
});

describe('mergeGuestBag (mergeCartAfterLogin for a signed-in user)', () => {
  it("the user's own bag absorbs the guest bag, which is emptied", async () => {
    const user = new Shopper();
    await user.add('maida', { variantKey: '1kg', selectedQuantity: 2 });
    const guest = new Shopper();
    await guest.add('maida', { variantKey: '1kg', selectedQuantity: 1 });
    await guest.call('addManualItem', { manual_item: { name: 'Adrak' } });
    const out = await mergeGuestBag(openShop(env, 'dilli-kirana'), {
      guestSid: guest.sid!,
      userSid: user.sid!,
      uid: 'merge-user',
      now: Date.now(),
      onlySingle: false,
    });
    expect(out.ok).toBe(true);
    const mine = await user.call('refreshCartCalculations');
    expect(mine.body.cart.items[0].product_qty).toBe(3);
    expect(mine.body.cart.manual_items.map((m: any) => m.name)).toEqual(['Adrak']);
    expect((await guest.call('refreshCartCalculations')).body.cart.NUMBER_OF_ITEMS_CART).toBe(0);
  });

  it('reports an unknown guest session as invalid and changes nothing', async () => {
    const user = new Shopper();
    await user.add('maida', { variantKey: '1kg' });
    const out = await mergeGuestBag(openShop(env, 'dilli-kirana'), {
      guestSid: 'd'.repeat(32),
      userSid: user.sid!,
      uid: 'merge-user',
      now: Date.now(),
      onlySingle: false,
    });
    expect(out).toMatchObject({ ok: false, invalid: true });
    expect((await user.call('refreshCartCalculations')).body.cart.NUMBER_OF_ITEMS_CART).toBe(1);
  });
});
