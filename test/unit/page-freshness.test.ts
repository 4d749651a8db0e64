import { describe, expect, it } from 'vitest';
import {
  extendScopedRun,
  isPageCurrent,
  MAX_SCOPED_CATEGORIES,
  mayServeStale,
  STALE_FOR_MS,
  STORED_PAGE_SECONDS,
  storedPageSeconds,
} from '../../src/domain/page-freshness';

const change = 1_764_000_000_000;

describe('the previous version of a page may be served', () => {
  it.each([
    ['right after the change', change - 60_000, change, true],
    ['4.9 s after the change', change - 60_000, change + 4_900, true],
    ['at the bound', change - 60_000, change + STALE_FOR_MS, false],
    ['6 s after the change', change - 60_000, change + 6_000, false],
    ['a minute after the change', change - 60_000, change + 60_000, false],
    ["when the other machine's clock is 0.5 s behind", change - 60_000, change - 500, true],
    ['never for a version from the far future (a bogus clock)', change - 60_000, change - 3_600_000, false],
    ['never when the stored page is the current version', change, change + 100, false],
    ['never when the stored page is newer', change + 5, change + 100, false],
    ['never when the stored page has no version', Number.NaN, change + 100, false],
  ])('%s: %s', (_, stored, now, want) =>
    expect(mayServeStale({ current: change, stored: stored as number, now: now as number })).toBe(want),
  );

  // a change of the shop's settings marks the pages stored before it: they are never stale, even right after
  it.each([
    ['a page stored after the last settings change', change - 60_000, change - 120_000, true],
    ['a page stored at the settings change itself', change - 60_000, change - 60_000, true],
    ['a page stored before the last settings change', change - 60_000, change - 1_000, false],
    ['a page stored before a settings change that made the current version', change - 60_000, change, false],
    ['no settings change on record', change - 60_000, 0, true],
  ])('%s: %s', (_, stored, noStaleBefore, want) =>
    expect(mayServeStale({ current: change, stored, now: change + 100, noStaleBefore })).toBe(want),
  );
});

describe('a change scoped to categories extends the run since the last shop-wide one', () => {
  const run = { from: 100, to: 200, cats: { tea: 150, cups: 200 } };
  it.each([
    ['a shop-wide change ends the run', run, 200, 300, '*', null],
    ['a change of no category counts as shop-wide', run, 200, 300, [], null],
    [
      'the first scoped change starts a run at the version before it',
      null,
      200,
      300,
      ['tea'],
      { from: 200, to: 300, cats: { tea: 300 } },
    ],
    [
      'a scoped change right after the run extends it',
      run,
      200,
      300,
      ['tea', 'rice'],
      { from: 100, to: 300, cats: { tea: 300, cups: 200, rice: 300 } },
    ],
    [
      'a scoped change after another kind of change starts a new run',
      run,
      250,
      300,
      ['tea'],
      { from: 250, to: 300, cats: { tea: 300 } },
    ],
    [
      'a run of too many categories counts as shop-wide',
      {
        from: 1,
        to: 2,
        cats: Object.fromEntries(Array.from({ length: MAX_SCOPED_CATEGORIES }, (_, i) => [`c${i}`, 2])),
      },
      2,
      3,
      ['one-more'],
      null,
    ],
  ] as const)('%s', (_, before, latest, next, scope, want) =>
    expect(extendScopedRun(before, latest, next, scope)).toEqual(want),
  );
});

describe('a stored page is current', () => {
  const run = { from: 100, to: 300, cats: { tea: 300, cups: 150 } };
  it.each([
    ['at the current version, whatever the page', 300, 300, null, null, true],
    ['a home page at an older version', 200, 300, null, run, false],
    ['a page of a category no change since touched', 200, 300, 'rice', run, true],
    ['a page of a category changed before it was stored', 200, 300, 'cups', run, true],
    ['a page of a category changed after it was stored', 200, 300, 'tea', run, false],
    ['a page stored before the run began', 90, 300, 'rice', run, false],
    ["a page stored at the run's first version", 100, 300, 'rice', run, true],
    ['when another kind of change came after the run', 200, 400, 'rice', run, false],
    ['with no run at all', 200, 300, 'rice', null, false],
    ["a page from a version newer than the shop's (a bogus one)", 350, 300, 'rice', run, false],
  ] as const)('%s: %s', (_, stored, current, category, r, want) =>
    expect(isPageCurrent({ stored, current, category, run: r })).toBe(want),
  );
});

describe('how long the edge keeps a page', () => {
  const now = 1_764_000_000_000;
  it.each([
    ['a day when nothing on it ends', null, STORED_PAGE_SECONDS],
    ['until an offer on it ends', now + 90_500, 90],
    ['a day when the offer ends later', now + 3 * 86_400_000, STORED_PAGE_SECONDS],
    ['not at all when the offer has ended', now - 1, 0],
  ] as const)('%s', (_, changesAt, want) => expect(storedPageSeconds(now, changesAt)).toBe(want));
});
