import { describe, expect, it } from 'vitest';
import { parsePushMessage, pushWorkerUrl, untitledTitleOf } from '../../../src/domain/plugins/push';

/** A push message without a title is titled in the language of the page that turned the alerts on. */
describe('the untitled message in the page language', () => {
  it.each([
    ['hi', 'दुकान से संदेश'],
    ['ta', 'கடையிலிருந்து செய்தி'],
    ['en', 'Message from the shop'],
  ])('%s: the worker address carries the title and the worker reads it back', (_lang, title) => {
    const url = new URL(pushWorkerUrl(title), 'https://shop.example').href;
    expect(url.startsWith('https://shop.example/sw.js?title=')).toBe(true);
    const untitled = untitledTitleOf(url);
    expect(untitled).toBe(title);
    expect(parsePushMessage({ notification: { body: 'आज 20% छूट' } }, untitled)).toEqual({ title, body: 'आज 20% छूट' });
  });

  it('a message with its own title keeps it', () => {
    expect(parsePushMessage({ title: 'दिवाली सेल', body: '' }, 'दुकान से संदेश')?.title).toBe('दिवाली सेल');
  });

  it.each([
    ['', '/sw.js'],
    ['   ', '/sw.js'],
  ])('no words (%j): the plain worker and the English title', (title, url) => {
    expect(pushWorkerUrl(title)).toBe(url);
    expect(untitledTitleOf(`https://shop.example${url}`)).toBeUndefined();
    expect(parsePushMessage({ body: 'x' }, untitledTitleOf(`https://shop.example${url}`))?.title).toBe(
      'Message from the shop',
    );
    expect(parsePushMessage({ body: 'x' }, title)?.title).toBe('Message from the shop');
  });

  it('an over-long title is cut like any title', () => {
    expect(untitledTitleOf(new URL(pushWorkerUrl('क'.repeat(200)), 'https://s.example').href)).toHaveLength(80);
  });
});
