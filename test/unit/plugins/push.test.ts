import { describe, expect, it } from 'vitest';
import { isValidSubscription, parsePushMessage } from '../../../src/domain/plugins/push';

describe('push messages', () => {
  it.each([
    [{ notification: { title: 'Diwali sale', body: '20% off on dry fruits' } }, { title: 'Diwali sale', body: '20% off on dry fruits' }],
    [{ data: { title: ' Fresh atta ', body: 'Milled this morning' } }, { title: 'Fresh atta', body: 'Milled this morning' }],
    [{ title: 'Hi', body: '' }, { title: 'Hi', body: '' }],
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
