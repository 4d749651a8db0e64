import { describe, expect, it } from 'vitest';
import { mayServeStale, STALE_FOR_MS } from '../../src/domain/page-freshness';

const change = 1_764_000_000_000;

describe('the previous version of a page may be served', () => {
  it.each([
    ['right after the change', change - 60_000, change, true],
    ['4.9 s after the change', change - 60_000, change + 4_900, true],
    ['at the bound', change - 60_000, change + STALE_FOR_MS, false],
    ['6 s after the change', change - 60_000, change + 6_000, false],
    ['a minute after the change', change - 60_000, change + 60_000, false],
    ['when the other machine\'s clock is 0.5 s behind', change - 60_000, change - 500, true],
    ['never for a version from the far future (a bogus clock)', change - 60_000, change - 3_600_000, false],
    ['never when the stored page is the current version', change, change + 100, false],
    ['never when the stored page is newer', change + 5, change + 100, false],
    ['never when the stored page has no version', Number.NaN, change + 100, false],
  ])('%s: %s', (_, stored, now, want) => expect(mayServeStale({ current: change, stored: stored as number, now: now as number })).toBe(want));
});
