import { describe, expect, it } from 'vitest';
import { signIn, uniqueUid } from './auth-helpers';
import { Shopper } from './cart-helpers';

/** Every cart call with a body that would change the bag (or read it) if the caller were its owner. */
const CALLS: [name: string, body: (lineId: string) => Record<string, unknown>][] = [
  ['refreshCartCalculations', () => ({})],
  ['refreshCartForChanges', () => ({})],
  ['addProductToCart', () => ({ item: { ID: 'maida', variantKey: '1kg' } })],
  ['updateCart', (line) => ({ product_id_in_cart: line, product_qty: 5 })],
  ['removeCartItem', (line) => ({ product_id_in_cart: line })],
  ['clearCart', () => ({})],
  ['addCouponToCart', () => ({ coupon_id: 'DILLI50' })],
  ['removeCouponFromCart', () => ({})],
  ['updateUserDataOnSid', () => ({ name: 'Intruder' })],
  ['addManualItem', () => ({ manual_item: { name: 'Chori ka maal' } })],
  ['removeManualItem', () => ({ manual_item_id: '1' })],
  ['removeDeactivatedCatalogs', () => ({})],
  ['mergeCartAfterLogin', () => ({ mergeRequired: true })],
];

/** A signed-in shopper's bag with two units of maida, bound to them by mergeCartAfterLogin. */
async function ownedBag() {
  const owner = new Shopper();
  const added = await owner.add('maida', { variantKey: '1kg', selectedQuantity: 2 });
  owner.extraCookie = await signIn(uniqueUid('owner'));
  expect((await owner.call('mergeCartAfterLogin', { mergeRequired: true })).body.status).toBe(1);
  return { owner, line: String(added.body.product_id_in_cart) };
}

const units = async (s: Shopper) => (await s.call('refreshCartCalculations')).body.cart?.NUMBER_OF_ITEMS_CART;

describe('a bag bound to a shopper answers only to that shopper', () => {
  for (const [name, body] of CALLS) {
    it(`${name}: another shopper, an anonymous caller and another shop get 406; the owner's bag is unchanged`, async () => {
      const { owner, line } = await ownedBag();
      const other = new Shopper();
      other.sid = owner.sid;
      other.extraCookie = await signIn(uniqueUid('other'));
      const anonymous = new Shopper();
      anonymous.sid = owner.sid;
      const otherShop = new Shopper('noir-threads');
      otherShop.sid = owner.sid;
      for (const intruder of [other, anonymous, otherShop]) {
        const r = await intruder.call(name, { sid: owner.sid, ...body(line) });
        const who = `${name} by ${intruder === other ? 'another shopper' : intruder === anonymous ? 'anonymous' : 'another shop'}`;
        // merging needs a signed-in shopper before any bag is looked at
        if (name === 'mergeCartAfterLogin' && intruder !== other)
          expect(r.body, who).toMatchObject({ status: 0, code: 'SIGN_IN_REQUIRED' });
        else expect(r.body.status, who).toBe(406);
        expect(r.body.cart).toBeUndefined();
      }
      expect(await units(owner)).toBe(2);
      const mine = await owner.call('refreshCartCalculations');
      expect(JSON.stringify(mine.body.cart)).not.toContain('Intruder');
      expect(mine.body.cart.manual_items).toEqual([]);
    });
  }

  it('the owner still uses their bag', async () => {
    const { owner, line } = await ownedBag();
    expect((await owner.call('updateCart', { product_id_in_cart: line, product_qty: 3 })).body.status).toBe(1);
    expect(await units(owner)).toBe(3);
  });

  it('a merge never moves a bag away from its shopper', async () => {
    const { owner } = await ownedBag();
    const thief = new Shopper();
    thief.sid = owner.sid;
    thief.extraCookie = await signIn(uniqueUid('thief'));
    const r = await thief.call('mergeCartAfterLogin', { mergeRequired: true });
    expect(r.body.status).toBe(406);
    expect(await units(owner)).toBe(2);
    // the thief's own bag, merged with the owner's sid as the guest, takes nothing either
    const own = new Shopper();
    await own.add('besan', { variantKey: '1kg' });
    own.extraCookie = thief.extraCookie;
    await own.call('mergeCartAfterLogin', { mergeRequired: true });
    own.sid = owner.sid;
    expect((await own.call('mergeCartAfterLogin', { mergeRequired: true })).body.status).toBe(406);
    expect(await units(owner)).toBe(2);
  });

  it('an anonymous bag stays a bearer token: anyone holding its 128-bit id may use it', async () => {
    const a = new Shopper();
    await a.add('maida', { variantKey: '1kg' });
    const b = new Shopper();
    b.sid = a.sid;
    expect((await b.add('maida', { variantKey: '1kg' })).body.status).toBe(1);
    expect(await units(a)).toBe(2);
  });
});
