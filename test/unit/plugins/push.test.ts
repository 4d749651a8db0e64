import { describe, expect, it } from 'vitest';
import { isValidSubscription, parsePushMessage, pushScope, pushTarget } from '../../../src/domain/plugins/push';

describe('push messages', () => {
  it.each([
    [
      { notification: { title: 'Diwali sale', body: '20% off on dry fruits' } },
      { title: 'Diwali sale', body: '20% off on dry fruits' },
    ],
    [
      { data: { title: ' Fresh atta ', body: 'Milled this morning' } },
      { title: 'Fresh atta', body: 'Milled this morning' },
    ],
    [
      { title: 'Hi', body: '' },
      { title: 'Hi', body: '' },
    ],
    [{ notification: { body: 'Only a body' } }, { title: 'Message from the shop', body: 'Only a body' }],
    [{ notification: { title: 5 } }, null],
    [null, null],
    ['text', null],
  ])('%j shows %j', (payload, banner) => {
    expect(parsePushMessage(payload)).toEqual(banner);
  });

  it('cuts over-long titles and bodies', () => {
    const b = parsePushMessage({ title: 'x'.repeat(200), body: 'y'.repeat(500) })!;
    expect([b.title.length, b.body.length]).toEqual([80, 240]);
  });

  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it.each([
    [{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', keys }, true],
    [{ endpoint: 'http://fcm.googleapis.com/fcm/send/abc123', keys }, false],
    [{ endpoint: 'https://x.y/z', keys: { p256dh: '<script>', auth: 'a'.repeat(22) } }, false],
    [{ endpoint: 'https://push.example.com/abc' }, false],
  ])('subscription %j kept: %s', (s, ok) => {
    expect(isValidSubscription(s)).toBe(ok);
  });
});

describe('offer alerts belong to one shop', () => {
  it.each([
    ['dilli-kirana', '/dilli-kirana', '/dilli-kirana/'],
    ['dilli-kirana', '/dilli-kirana/', '/dilli-kirana/'],
    ['dilli-kirana', '/dilli-kirana/c/atta', '/dilli-kirana/'],
    // another shop whose id starts the same is not this shop's part of the site
    ['dilli', '/dilli-kirana/bag', '/'],
    // on the shop's own domain the whole site is the shop
    ['dilli-kirana', '/', '/'],
    ['dilli-kirana', '/c/atta', '/'],
  ])('shop %s at %s: the worker is scoped to %s', (storeId, path, scope) => {
    expect(pushScope(storeId, path)).toBe(scope);
  });

  const scope = 'https://edge-storefront.workers.dev/dilli-kirana/';
  it.each([
    [undefined, scope],
    ['/dilli-kirana/c/dry-fruits', 'https://edge-storefront.workers.dev/dilli-kirana/c/dry-fruits'],
    [
      'https://edge-storefront.workers.dev/dilli-kirana/i/atta-5kg',
      'https://edge-storefront.workers.dev/dilli-kirana/i/atta-5kg',
    ],
    // the bare platform page, another shop, another site, a script: the shop's home instead
    ['/', scope],
    ['/noir-threads/', scope],
    ['https://evil.example/dilli-kirana/', scope],
    ['javascript:alert(1)', scope],
    ['//evil.example/x', scope],
  ])('a notification linking %s opens %s', (url, opened) => {
    expect(pushTarget(scope, url)).toBe(opened);
  });

  it('keeps the link a message names for the page to open', () => {
    expect(parsePushMessage({ notification: { title: 'Sale', body: 'Today', url: '/dilli-kirana/c/atta' } })).toEqual({
      title: 'Sale',
      body: 'Today',
      url: '/dilli-kirana/c/atta',
    });
  });
});
