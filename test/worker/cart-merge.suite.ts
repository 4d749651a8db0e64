import { describe, expect, it } from 'vitest';
import { signIn, uniqueUid } from './auth-helpers';
import { Shopper } from './cart-helpers';

describe('mergeCartAfterLogin with a signed-in shopper', () => {
  it('keeps the first bag a user brings as their own, then merges later guest bags into it (status 3)', async () => {
    const uid = uniqueUid();
    const phone = new Shopper();
    await phone.add('maida', { variantKey: '1kg', selectedQuantity: 2 });
    phone.extraCookie = await signIn(uid);
    const first = await phone.call('mergeCartAfterLogin', { mergeRequired: true });
    expect(first.body).toMatchObject({ status: 1, session_id: phone.sid });
    const ownSid = phone.sid;

    const laptop = new Shopper();
    await laptop.add('maida', { variantKey: '1kg' });
    await laptop.add('besan', { variantKey: '1kg' });
    const guestSid = laptop.sid;
    laptop.extraCookie = await signIn(uid);
    const merged = await laptop.call('mergeCartAfterLogin', { mergeRequired: true });
    expect(merged.body.status).toBe(3);
    expect(merged.body.session_id).toBe(ownSid);
    expect(laptop.sid).toBe(ownSid);
    expect(merged.body.cart.items.map((i: any) => [i.product_id, i.product_qty])).toEqual([
      ['maida', 3],
      ['besan', 1],
    ]);

    const guest = new Shopper();
    guest.sid = guestSid;
    expect((await guest.call('refreshCartCalculations')).body.cart.NUMBER_OF_ITEMS_CART).toBe(0);
  });

  it("without mergeRequired just switches to the user's own bag", async () => {
    const uid = uniqueUid();
    const a = new Shopper();
    await a.add('maida', { variantKey: '1kg' });
    a.extraCookie = await signIn(uid);
    await a.call('mergeCartAfterLogin', { mergeRequired: true });
    const b = new Shopper();
    await b.start();
    b.extraCookie = await signIn(uid);
    const r = await b.call('mergeCartAfterLogin', { mergeRequired: false });
    expect(r.body).toMatchObject({ status: 3, session_id: a.sid });
    expect(r.body.cart.NUMBER_OF_ITEMS_CART).toBe(1);
  });

  it('answers 406 for an unknown guest session even when signed in', async () => {
    const s = new Shopper();
    s.sid = 'c'.repeat(32);
    s.extraCookie = await signIn(uniqueUid());
    expect((await s.call('mergeCartAfterLogin', { mergeRequired: true })).body.status).toBe(406);
  });
});
