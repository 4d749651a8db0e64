import { describe, expect, it } from 'vitest';
import {
  CART_COOKIE_MAX_AGE_S,
  CART_REFRESH_THROTTLE_MS,
  cartCookieName,
  isSessionExpired,
  isValidSessionId,
  newSessionId,
  refreshWaitMs,
} from '../../../src/domain/cart/session';

describe('cart session ids', () => {
  it('are 32 lower-case hex characters, different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSessionId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isValidSessionId(id)).toBe(true);
  });

  it('come from the random source given', () => {
    expect(newSessionId((b) => b.fill(0xab))).toBe('ab'.repeat(16));
  });

  it.each([
    ['', false],
    ['abc', false],
    ['A'.repeat(32), false],
    ['g'.repeat(32), false],
    ['a'.repeat(33), false],
    ['0123456789abcdef0123456789abcdef', true],
    [123, false],
    [null, false],
    [['a'.repeat(32)], false],
  ])('%j is valid: %s', (value, ok) => {
    expect(isValidSessionId(value)).toBe(ok);
  });

  it('live in the {storeId}_cartSessionId cookie for 2 days', () => {
    expect(cartCookieName('dilli-kirana')).toBe('dilli-kirana_cartSessionId');
    expect(CART_COOKIE_MAX_AGE_S).toBe(172800);
  });

  it('expire after 2 days without use', () => {
    expect(isSessionExpired(0, 172_800_000)).toBe(false);
    expect(isSessionExpired(0, 172_800_001)).toBe(true);
  });
});

describe('refreshWaitMs (refreshCartForChanges at most once per 180000 ms)', () => {
  it.each([
    ['never refreshed', null, 1_000_000, 0],
    ['refreshed just now', 1_000_000, 1_000_000, 180_000],
    ['refreshed a minute ago', 1_000_000, 1_060_000, 120_000],
    ['refreshed exactly 180 s ago', 1_000_000, 1_180_000, 0],
    ['refreshed long ago', 0, 10_000_000, 0],
    ['a stamp from the future (clock skew)', 2_000_000, 1_000_000, 0],
    ['a broken stamp', Number.NaN, 1_000_000, 0],
  ])('%s: waits %i ms', (_name, last, now, wait) => {
    expect(refreshWaitMs(last, now)).toBe(wait);
  });

  it('uses the spec constant', () => {
    expect(CART_REFRESH_THROTTLE_MS).toBe(180000);
  });
});
