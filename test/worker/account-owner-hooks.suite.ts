import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { decideReseller } from '../../src/data/shop/account-reseller';
import { answerSuggestion } from '../../src/data/shop/account-suggestions';
import { addRewardEntry } from '../../src/data/shop/account-rewards';
import { openShop } from '../../src/data/shop/shop-db';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

/** The data functions checkout and the owner API call to change a shopper's account. */
describe('account changes made by the owner or checkout', () => {
  it('approving a reseller opens the dashboard; the note reaches the shopper', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await accountCall('POST', '/reseller/apply', {
      cookie,
      body: { NAME: 'Kabir', PHONE: '9810012345', CITY: 'Gurugram' },
    });
    expect(await decideReseller(openShop(env, 'noir-threads'), uid, 'APPROVED', '', Date.now())).toBe(false); // another shop's
    expect(await decideReseller(openShop(env, 'dilli-kirana'), uid, 'APPROVED', 'Welcome aboard', Date.now())).toBe(
      true,
    );
    const res = await accountCall('GET', '/reseller', { cookie });
    expect(res.body.reseller).toMatchObject({ status: 'APPROVED', owner_note: 'Welcome aboard' });
    expect(res.body.referral_link).toMatch(/\?rid=[a-z0-9]{8}$/);
  });

  it('answering a request shows its status and the reply', async () => {
    const cookie = await signIn(uniqueUid());
    const id = (await accountCall('POST', '/suggestions', { cookie, body: { PRODUCT_NAME: 'Gur (jaggery) 1 kg' } }))
      .body.suggestion.id;
    expect(await answerSuggestion(openShop(env, 'noir-threads'), id, 'AVAILABLE', 'x', Date.now())).toBe(false);
    expect(
      await answerSuggestion(openShop(env, 'dilli-kirana'), id, 'AVAILABLE', 'In stock from Monday', Date.now()),
    ).toBe(true);
    expect((await accountCall('GET', `/suggestions/${id}`, { cookie })).body.suggestion).toMatchObject({
      status: 'AVAILABLE',
      owner_reply: 'In stock from Monday',
    });
  });

  it('reward points are earned and spent, never below zero', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    const now = Date.now();
    expect(await addRewardEntry(openShop(env, 'dilli-kirana'), { uid, points: 40, reason: 'Order o-1', now })).toBe(
      true,
    );
    expect(await addRewardEntry(openShop(env, 'dilli-kirana'), { uid, points: -41, reason: 'Redeemed', now })).toBe(
      false,
    );
    expect(await addRewardEntry(openShop(env, 'dilli-kirana'), { uid, points: -40, reason: 'Redeemed', now })).toBe(
      true,
    );
    expect((await accountCall('GET', '/rewards', { cookie })).body).toMatchObject({
      balance: 0,
      earned: 40,
      spent: 40,
    });
  });
});
