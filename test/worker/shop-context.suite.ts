import { describe, expect, it } from 'vitest';
import { postJson } from './helpers';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

/** One ladder for every JSON surface: the same status, code and sentence wherever a shop cannot serve a call. */
describe('a shop that cannot serve a call is refused in one wording by every API', () => {
  it('an unknown shop is 404 STORE_NOT_FOUND with the same sentence from store details, search, the cart and the account API', async () => {
    const cookie = await signIn(uniqueUid());
    const replies = await Promise.all([
      postJson('/api/v2/getStoreDetails/v2', { host: 'localhost' }, { storeID: 'no-such-shop-x' }),
      postJson('/api/v2/plugins/cart/getCartSessionID', {}, { storeID: 'no-such-shop-x' }),
      postJson('/api/v2/pingShopForView', {}, { storeID: 'no-such-shop-x' }),
    ]);
    const account = await accountCall('GET', '/addresses', { cookie, storeId: 'no-such-shop-x' });
    const bodies = [...(await Promise.all(replies.map((r) => r.json<any>()))), account.body];
    expect([...replies.map((r) => r.status), account.status]).toEqual([404, 404, 404, 404]);
    for (const body of bodies) {
      expect(body).toMatchObject({
        status: 0,
        code: 'STORE_NOT_FOUND',
        rsn: 'This shop does not exist. Please check the link.',
      });
    }
  });

  it('a reported shop refuses the bag and the account with 403 STORE_REPORTED, and still shows its details', async () => {
    const cookie = await signIn(uniqueUid(), 'reported-shop');
    const cart = await postJson('/api/v2/plugins/cart/getCartSessionID', {}, { storeID: 'reported-shop' });
    const account = await accountCall('GET', '/addresses', { cookie, storeId: 'reported-shop' });
    expect(cart.status).toBe(403);
    expect(await cart.json()).toMatchObject({
      status: 0,
      code: 'STORE_REPORTED',
      rsn: 'This shop is not taking orders right now.',
    });
    expect(account.status).toBe(403);
    expect(account.body).toMatchObject({
      status: 0,
      code: 'STORE_REPORTED',
      rsn: 'This shop is not taking orders right now.',
    });
    const details = await postJson('/api/v2/getStoreDetails/v2', { host: 'localhost' }, { storeID: 'reported-shop' });
    expect(details.status).toBe(200);
  });
});
