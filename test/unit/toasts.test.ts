import { describe, expect, it } from 'vitest';
import {
  dismissToast,
  pushToast,
  shouldReloadAfterChunkError,
  toastDuration,
  type Toast,
} from '../../src/domain/toasts';
import { imageUrl } from '../../src/domain/images/image-url';

const toast = (id: number): Toast => ({ id, kind: 'success', message: `t${id}`, durationMs: 4000 });

describe('toasts', () => {
  it.each([
    ['success', undefined, 4000],
    ['error', undefined, 4000],
    ['info', undefined, 2000],
    ['info', 6000, 6000],
  ] as const)('%s toast lasts %s -> %i ms', (kind, requested, ms) => {
    expect(toastDuration(kind, requested)).toBe(ms);
  });
  it('keeps at most five, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let i = 1; i <= 7; i++) list = pushToast(list, toast(i));
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
    expect(dismissToast(list, 5).map((t) => t.id)).toEqual([3, 4, 6, 7]);
  });
});

describe('chunk load failure', () => {
  it.each([
    [null, 1_000_000, true],
    [1_000_000, 1_000_000 + 59_999, false],
    [1_000_000, 1_000_000 + 60_000, true],
  ])('last reload %s, now %i: reload %s', (last, now, reload) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(reload);
  });
});

describe('image urls', () => {
  it.each([
    ['', '/img/placeholder.svg'],
    ['short.png', '/img/placeholder.svg'],
    ['/img/p/basmati-rice.svg', '/img/p/basmati-rice.svg?w=300&h=300'],
    [
      'https://cdn.example.com/a.jpg',
      '/api/v1/resizer?url=https%3A%2F%2Fcdn.example.com%2Fa.jpg&size=300x300&width=300',
    ],
  ])('%j at the default size -> %j', (url, out) => {
    expect(imageUrl(url)).toBe(out);
  });
  it('asks for the grey variant of our own art', () => {
    expect(imageUrl('/img/p/basmati-rice.svg', 100, 50, true)).toBe('/img/p/basmati-rice.svg?w=100&h=50&grey=1');
  });
});
