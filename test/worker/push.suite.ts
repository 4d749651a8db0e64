import { describe, expect, it } from 'vitest';
import { get, postJson } from './helpers';
import { expectFailure, expectOk, owner } from './admin-helpers';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/test-endpoint-1',
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

describe('push messages', () => {
  it('an owner switches them on: pages carry the key and offer alerts, and subscriptions reach the owner', async () => {
    await expectFailure(
      await postJson('/api/v2/plugins/push/subscribe', { subscription }, { storeID: 'noir-threads' }),
      404,
      'PUSH_OFF',
    );
    await expectOk(await owner('PUT', 'noir-threads', '/plugins/PUSH', { ENABLED: true, VAPID_KEY: VAPID }));
    const html = await (await get('/noir-threads')).text();
    expect(html).toContain(`data-push="${VAPID}"`);
    expect(html).toContain('Turn on offer alerts');
    await expectOk(await postJson('/api/v2/plugins/push/subscribe', { subscription }, { storeID: 'noir-threads' }));
    const list = await expectOk(await owner('GET', 'noir-threads', '/push-subscriptions'));
    expect(list.count).toBe(1);
    expect(list.subscriptions[0].endpoint).toBe(subscription.endpoint);
  });

  it.each([
    [{ ENABLED: true }, 'a key is needed'],
    [{ ENABLED: true, VAPID_KEY: 'short' }, 'a malformed key'],
  ])('refuses %j (%s)', async (body: object, _why: string) => {
    await expectFailure(await owner('PUT', 'noir-threads', '/plugins/PUSH', body), 400);
  });

  it.each([
    {},
    { subscription: { endpoint: 'http://insecure.example/x', keys: subscription.keys } },
    { subscription: 'x' },
  ])('refuses the subscription %j', async (body) => {
    await expectOk(await owner('PUT', 'dilli-kirana', '/plugins/PUSH', { ENABLED: true, VAPID_KEY: VAPID }));
    await expectFailure(
      await postJson('/api/v2/plugins/push/subscribe', body, { storeID: 'dilli-kirana' }),
      400,
      'BAD_SUBSCRIPTION',
    );
  });
});
