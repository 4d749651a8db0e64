import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { MAX_OFFER_ALERT_SUBSCRIPTIONS } from '../../src/domain/plugins/push';
import { MAX_CAMPAIGNS_PER_SHOP, MAX_NEW_CAMPAIGNS_PER_DAY } from '../../src/domain/plugins/tracking';
import { RATE_LIMITS } from '../../src/domain/rate-limits';
import { expectOk, owner } from './admin-helpers';
import { createShop, freshWindow, postJson } from './helpers';
import { signIn, uniqueUid } from './auth-helpers';

/** Writes an anonymous request can cause are bounded: offer-alert subscriptions and campaign rows. */
const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
const fcm = (n: string | number) => `https://fcm.googleapis.com/fcm/send/${n}-${crypto.randomUUID()}`;
let addressSeq = 0;
const address = () => `198.51.${100 + (addressSeq % 100)}.${(addressSeq++ % 250) + 1}`;

async function pushShop(): Promise<string> {
  const id = `bw-${crypto.randomUUID().slice(0, 8)}`;
  await createShop(id, 'Bounded Writes');
  await expectOk(await owner('PUT', id, '/plugins/PUSH', { ENABLED: true, VAPID_KEY: VAPID }));
  return id;
}
const subscribe = (storeId: string, endpoint: string, ip: string, more: Record<string, string> = {}) =>
  postJson(
    '/api/v2/plugins/push/subscribe',
    { subscription: { endpoint, keys } },
    { storeID: storeId, 'CF-Connecting-IP': ip, Origin: 'http://localhost', ...more },
  );
const count = async (storeId: string, table: string) =>
  (await openShop(env, storeId).db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('offer-alert subscriptions', () => {
  it("are kept only for a browser push service's https endpoint", { timeout: 60_000 }, async () => {
    const shop = await pushShop();
    for (const endpoint of [
      'https://evil.example/push/1',
      'https://127.0.0.1/fcm/send/1',
      'https://169.254.169.254/latest',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com:8443/fcm/send/1',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user@fcm.googleapis.com/fcm/send/1',
    ]) {
      const res = await subscribe(shop, endpoint, address());
      expect(res.status, endpoint).toBe(400);
      expect(await res.json(), endpoint).toMatchObject({ status: 0, code: 'BAD_SUBSCRIPTION' });
    }
    for (const endpoint of [
      fcm('ok'),
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://db5p.notify.windows.com/w/?token=x',
    ]) {
      expect((await subscribe(shop, endpoint, address())).status, endpoint).toBe(200);
    }
    expect(await count(shop, 'push_subscriptions')).toBe(4);
  });

  it('are one row per endpoint, however often it subscribes', { timeout: 60_000 }, async () => {
    const shop = await pushShop();
    const endpoint = fcm('same');
    for (let i = 0; i < 5; i++) expect((await subscribe(shop, endpoint, address())).status).toBe(200);
    expect(await count(shop, 'push_subscriptions')).toBe(1);
  });

  it(`from one address are limited to ${RATE_LIMITS.offerAlertsPerAddress.limit} a minute per shop (429, Retry-After, nothing written)`, {
    timeout: 60_000,
  }, async () => {
    const shop = await pushShop();
    const ip = address();
    await freshWindow();
    for (let i = 0; i < RATE_LIMITS.offerAlertsPerAddress.limit; i++)
      expect((await subscribe(shop, fcm(i), ip)).status).toBe(200);
    const over = await subscribe(shop, fcm('over'), ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe('60');
    expect(await over.json()).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect(await count(shop, 'push_subscriptions')).toBe(RATE_LIMITS.offerAlertsPerAddress.limit);
    // another address, and the same address at another shop, are counted apart
    expect((await subscribe(shop, fcm('other'), address())).status).toBe(200);
    expect((await subscribe(await pushShop(), fcm('elsewhere'), ip)).status).toBe(200);
  });

  it(`stop at ${MAX_OFFER_ALERT_SUBSCRIPTIONS} per shop: a new endpoint is refused (409), a known one still renews`, {
    timeout: 60_000,
  }, async () => {
    const shop = await pushShop();
    await openShop(env, shop)
      .db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) SELECT 'https://fcm.googleapis.com/fcm/send/pre-' || i, 'k', 'a', 1 FROM n`,
      )
      .bind(MAX_OFFER_ALERT_SUBSCRIPTIONS)
      .run();
    const full = await subscribe(shop, fcm('new'), address());
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ status: 0, code: 'SUBSCRIPTIONS_FULL' });
    expect((await subscribe(shop, 'https://fcm.googleapis.com/fcm/send/pre-7', address())).status).toBe(200);
    expect(await count(shop, 'push_subscriptions')).toBe(MAX_OFFER_ALERT_SUBSCRIPTIONS);
  });

  it('answer the same to anonymous visitors, signed-in shoppers and owners; a shop without alerts or unknown answers 404', {
    timeout: 60_000,
  }, async () => {
    const shop = await pushShop();
    const cookie = await signIn(uniqueUid('bw'), shop);
    expect((await subscribe(shop, fcm('anon'), address())).status).toBe(200);
    expect((await subscribe(shop, fcm('shopper'), address(), { Cookie: cookie })).status).toBe(200);
    expect((await subscribe(shop, fcm('owner'), address(), { Authorization: `Bearer dev_owner_${shop}` })).status).toBe(
      200,
    );
    const plain = `bw-${crypto.randomUUID().slice(0, 8)}`;
    await createShop(plain, 'No Alerts');
    expect((await subscribe(plain, fcm('x'), address())).status).toBe(404);
    expect((await subscribe('no-such-shop-bw', fcm('x'), address())).status).toBe(404);
    expect(await count(plain, 'push_subscriptions')).toBe(0);
  });
});

describe('campaign rows', () => {
  const ping = (storeId: string, name: string, cookie = '') =>
    postJson(
      '/api/v2/plugins/sms/pingForSmsView',
      { cmpn_name: name },
      { storeID: storeId, Origin: 'http://localhost', ...(cookie ? { Cookie: cookie } : {}) },
    );

  it(`count at most ${MAX_NEW_CAMPAIGNS_PER_DAY} new names a shop a day; known names keep counting`, {
    timeout: 60_000,
  }, async () => {
    const shop = `bw-${crypto.randomUUID().slice(0, 8)}`;
    await createShop(shop, 'Campaigns');
    for (let i = 0; i < MAX_NEW_CAMPAIGNS_PER_DAY; i++)
      expect((await (await ping(shop, `diwali-${i}`)).json<any>()).counted).toBe(true);
    const refused = await ping(shop, 'one-too-many');
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ status: 1, counted: false });
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    expect(await count(shop, 'campaign_views')).toBe(MAX_NEW_CAMPAIGNS_PER_DAY);
    expect((await (await ping(shop, 'diwali-3')).json<any>()).counted).toBe(true);
    expect(
      (await openShop(env, shop)
        .db.prepare("SELECT views FROM campaign_views WHERE cmpn_name = 'diwali-3'")
        .first<{ views: number }>())!.views,
    ).toBe(2);
  });

  it(`keep at most ${MAX_CAMPAIGNS_PER_SHOP} names a shop in all`, { timeout: 60_000 }, async () => {
    const shop = `bw-${crypto.randomUUID().slice(0, 8)}`;
    await createShop(shop, 'Old Campaigns');
    await openShop(env, shop)
      .db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO campaign_views (cmpn_name, views, last_at) SELECT 'old-' || i, 1, 1 FROM n`,
      )
      .bind(MAX_CAMPAIGNS_PER_SHOP)
      .run();
    expect((await (await ping(shop, 'fresh')).json<any>()).counted).toBe(false);
    expect(await count(shop, 'campaign_views')).toBe(MAX_CAMPAIGNS_PER_SHOP);
    expect((await (await ping(shop, 'old-5')).json<any>()).counted).toBe(true);
  });
});
