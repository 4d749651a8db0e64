import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { postWalletEntry } from '../../src/data/shop/account-wallet';
import { openShop } from '../../src/data/shop/shop-db';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

/**
 * Isolation matrix: every account endpoint x (own, another shopper, the same shopper in another shop,
 * anonymous). Only the owner gets a 2xx for a record; lists never show another shopper's or shop's data.
 */
const ADDRESS = {
  NAME: 'Meera Sharma',
  PHONE: '9811022334',
  LINE1: 'B-14, Lane 3',
  CITY: 'New Delhi',
  STATE: 'Delhi',
  PIN: '110024',
};

describe("one shopper never reaches another's data, nor one shop's data through another", () => {
  const ownUid = uniqueUid('own');
  let own = '';
  let other = '';
  const ids = { address: '', suggestion: '', tx: 'tx-' + crypto.randomUUID().slice(0, 8) };

  beforeAll(async () => {
    own = await signIn(ownUid);
    other = await signIn(uniqueUid('other'));
    ids.address = (await accountCall('POST', '/addresses', { cookie: own, body: ADDRESS })).body.address.id;
    ids.suggestion = (
      await accountCall('POST', '/suggestions', { cookie: own, body: { PRODUCT_NAME: 'Secret saffron' } })
    ).body.suggestion.id;
    await accountCall('PUT', '/wishlist/besan', { cookie: own });
    await accountCall('POST', '/reviews', { cookie: own, body: { ITEM_ID: 'besan', RATING: 5 } });
    await accountCall('POST', '/questions', {
      cookie: own,
      body: { ITEM_ID: 'besan', QUESTION: 'Secret question about besan?' },
    });
    await accountCall('POST', '/reseller/apply', {
      cookie: own,
      body: { NAME: 'Own', PHONE: '9811022334', CITY: 'Delhi' },
    });
    const shop = openShop(env, 'dilli-kirana');
    await shop.db.batch([
      shop.db.prepare("UPDATE resellers SET status = 'APPROVED' WHERE uid = ?").bind(ownUid),
      shop.db
        .prepare(
          "INSERT INTO reseller_transactions (id, uid, order_id, order_total, commission, status, created_at) VALUES (?, ?, 'o1', 100000, 5000, 'EARNED', 1)",
        )
        .bind(ids.tx, ownUid),
      shop.db
        .prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES (?, ?, 77, 'secret', 1)")
        .bind(crypto.randomUUID(), ownUid),
    ]);
    await postWalletEntry(shop, {
      uid: ownUid,
      kind: 'wallet',
      type: 'CREDIT',
      amount: 12345,
      udhaarLimit: 0,
      now: Date.now(),
    });
  });

  /** [method, path, body] of calls that name one of the owner's records: only the owner may get a 2xx. */
  const recordCalls = (): [string, string, unknown?][] => [
    ['PUT', `/addresses/${ids.address}`, ADDRESS],
    ['DELETE', `/addresses/${ids.address}`],
    ['POST', `/addresses/${ids.address}/default`],
    ['DELETE', '/wishlist/besan'],
    ['GET', '/reviews/besan'],
    ['GET', `/suggestions/${ids.suggestion}`],
    ['GET', `/reseller/transactions/${ids.tx}`],
  ];
  /** Lists and summaries: anyone signed in gets their own (2xx); the owner's secrets must not appear. */
  const listCalls = [
    '/profile',
    '/addresses',
    '/wishlist',
    '/wallet',
    '/wallet/wallet',
    '/wallet/udhaar',
    '/rewards',
    '/orders',
    '/questions',
    '/suggestions',
    '/reseller',
  ];
  const secrets = [
    ownUid,
    'Meera Sharma',
    'Secret saffron',
    'Secret question',
    ids.tx,
    '12345',
    '"points":77',
    '"besan"',
  ];

  const actors = () => [
    { name: 'another shopper', cookie: other, storeId: 'dilli-kirana' },
    { name: 'the same shopper in another shop', cookie: own, storeId: 'noir-threads' },
    { name: 'anonymous', cookie: undefined, storeId: 'dilli-kirana' },
    { name: 'a forged session', cookie: `userToken=${'x'.repeat(43)}`, storeId: 'dilli-kirana' },
  ];

  it('record calls: 404 for others, 401 for anonymous; never a 2xx', async () => {
    for (const actor of actors()) {
      for (const [method, path, body] of recordCalls()) {
        const res = await accountCall(method, path, { cookie: actor.cookie, storeId: actor.storeId, body });
        expect(res.status, `${actor.name} ${method} ${path}`).toBe(
          actor.cookie === own || actor.cookie === other ? 404 : 401,
        );
        expect(res.body.status).toBe(0);
      }
    }
  });

  it('list calls: anonymous 401; others see only their own data', async () => {
    for (const actor of actors()) {
      for (const path of listCalls) {
        const res = await accountCall('GET', path, { cookie: actor.cookie, storeId: actor.storeId });
        const text = JSON.stringify(res.body);
        if (!actor.cookie || actor.cookie.includes('xxxx')) expect(res.status, `${actor.name} ${path}`).toBe(401);
        else expect([200, 404], `${actor.name} ${path}`).toContain(res.status); // noir-threads has no wallet: 404
        for (const s of secrets)
          if (!(actor.cookie === own && s === ownUid))
            expect(text, `${actor.name} ${path} leaks ${s}`).not.toContain(s);
      }
    }
  });

  it('the owner gets every one of those calls', async () => {
    for (const path of listCalls) expect((await accountCall('GET', path, { cookie: own })).status, path).toBe(200);
    for (const [method, path, body] of recordCalls().sort(
      (a, b) => Number(a[0] === 'DELETE') - Number(b[0] === 'DELETE'),
    ))
      expect((await accountCall(method, path, { cookie: own, body })).status, `${method} ${path}`).toBe(200);
  });

  it('a custom domain only answers for its own shop', async () => {
    const res = await accountCall('GET', '/addresses', {
      cookie: own,
      storeId: 'noir-threads',
      host: 'dillikirana.localhost',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('STORE_NOT_FOUND');
  });

  it("account pages answer 404 for another shopper's transaction and never show another shop's data", async () => {
    const page = (path: string, cookie: string) =>
      SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect((await page(`/dilli-kirana/account/pages/reseller/resellerdashboard/${ids.tx}`, other)).status).toBe(404);
    expect((await page(`/noir-threads/account/pages/reseller/resellerdashboard/${ids.tx}`, own)).status).toBe(404);
    const html = await (await page('/noir-threads/account/pages/addresses', own)).text();
    expect(html).not.toContain('Meera Sharma');
    expect((await page(`/dilli-kirana/account/pages/reseller/resellerdashboard/${ids.tx}`, own)).status).toBe(200);
  });

  it('an unknown shop answers 404 and a reported shop 403', async () => {
    expect((await accountCall('GET', '/profile', { cookie: own, storeId: 'no-such-shop' })).status).toBe(404);
    expect((await accountCall('GET', '/profile', { cookie: own, storeId: 'reported-shop' })).status).toBe(403);
  });
});
