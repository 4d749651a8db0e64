import { describe, expect, it } from 'vitest';
import { keepBadgeCopy, mayHaveBadgeCopy } from '../../src/middleware/badge-copies';

// A shopper with a bag gets a shared page with their badge filled in. A copy with that badge is kept in the edge
// cache only when this isolate makes it a second time, and looked up only once kept: one-off views store nothing.
describe('badge copies', () => {
  const key = (n: number | string) => `http://shop.test/tea?__v=1&__n=${n}`;

  it.each([
    ['first making', 1, false, false],
    ['second making', 2, true, true],
    ['third making (the copy was not found again)', 3, true, true],
  ])('%s: kept %s, looked up after it %s', (_name, makings, keptLast, lookedUp) => {
    const k = key(`a${makings}`);
    let kept = false;
    for (let i = 0; i < makings; i++) kept = keepBadgeCopy(k);
    expect(kept).toBe(keptLast);
    expect(mayHaveBadgeCopy(k)).toBe(lookedUp);
  });

  it('is never looked up before this isolate kept it', () => {
    expect(mayHaveBadgeCopy(key('never'))).toBe(false);
  });

  it('each page, version and number of units counts apart', () => {
    keepBadgeCopy(key('b1'));
    expect(keepBadgeCopy(key('b2'))).toBe(false);
    expect(keepBadgeCopy(key('b1'))).toBe(true);
  });

  it('forgets the oldest pages past 5,000, so they are made once more before they are kept again', () => {
    const first = key('oldest');
    keepBadgeCopy(first);
    keepBadgeCopy(first);
    expect(mayHaveBadgeCopy(first)).toBe(true);
    for (let i = 0; i < 5_000; i++) keepBadgeCopy(key(`fill${i}`));
    expect(mayHaveBadgeCopy(first)).toBe(false);
    expect(keepBadgeCopy(first)).toBe(false);
  });
});
