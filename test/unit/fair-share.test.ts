import { describe, expect, it } from 'vitest';
import {
  absentShops,
  arrive,
  finish,
  IDLE_LANE,
  isIdle,
  type Lane,
  limitFor,
  PRESENCE_MS,
  RENDERS_PER_SHOP,
  runWithoutTurn,
} from '../../src/domain/fair-share';

const lane = (running: number, waiting: number): Lane => ({ running, waiting });

describe("a shop's fair share of the isolate: who renders now and who waits", () => {
  it.each([
    ['the first request of a quiet shop', IDLE_LANE, 3, lane(1, 0), true],
    ['a request while places are free', lane(2, 0), 3, lane(3, 0), true],
    ['a request when every place is taken', lane(3, 0), 3, lane(3, 1), false],
    ['a request behind others already waiting', lane(3, 4), 3, lane(3, 5), false],
    // a place freed while someone waits goes to the one waiting (finish wakes it): a newcomer never jumps the line
    ['a newcomer while one waits though a place looks free', lane(2, 1), 3, lane(2, 2), false],
    ['a limit of one', lane(1, 0), 1, lane(1, 1), false],
  ])('%s', (_, before, limit, after, runsNow) => {
    expect(arrive(before, limit)).toEqual({ lane: after, runsNow });
  });

  it.each([
    ['the last render of a shop ends', lane(1, 0), lane(0, 0), false],
    ['a render ends while others run and none waits', lane(3, 0), lane(2, 0), false],
    ['a render ends while two wait: the first in line takes its place', lane(3, 2), lane(3, 1), true],
  ])('%s', (_, before, after, wakesNext) => {
    expect(finish(before)).toEqual({ lane: after, wakesNext });
  });

  it('a request that waited too long runs beside the others and leaves the line', () => {
    expect(runWithoutTurn(lane(3, 2))).toEqual(lane(4, 1));
  });

  it('a flood of one shop: at most the limit run, the rest run in turn, and the lane ends idle', () => {
    let current = IDLE_LANE;
    let running = 0;
    let mostRunning = 0;
    let woken = 0;
    for (let i = 0; i < 64; i++) {
      const a = arrive(current);
      current = a.lane;
      if (a.runsNow) running++;
      mostRunning = Math.max(mostRunning, running);
    }
    expect(mostRunning).toBe(RENDERS_PER_SHOP);
    expect(current).toEqual(lane(RENDERS_PER_SHOP, 64 - RENDERS_PER_SHOP));
    // every render that ends hands its place on until nobody waits
    while (!isIdle(current)) {
      const f = finish(current);
      current = f.lane;
      if (f.wakesNext) woken++;
      expect(current.running).toBeLessThanOrEqual(RENDERS_PER_SHOP);
    }
    expect(woken).toBe(64 - RENDERS_PER_SHOP);
  });

  it('a lane is forgotten only when nothing runs or waits', () => {
    expect(isIdle(lane(0, 0))).toBe(true);
    expect(isIdle(lane(1, 0))).toBe(false);
    expect(isIdle(lane(0, 1))).toBe(false);
  });
});

describe('a shop keeps the whole isolate while it is alone', () => {
  const seen = (entries: [string, number][]) => new Map(entries);
  it.each([
    ['no shop seen yet', seen([]), Number.POSITIVE_INFINITY],
    ['only this shop seen', seen([['dilli-kirana', 10_000]]), Number.POSITIVE_INFINITY],
    ['another shop seen just now', seen([['noir-threads', 10_000]]), RENDERS_PER_SHOP],
    ['another shop seen PRESENCE_MS ago', seen([['noir-threads', 10_000 - PRESENCE_MS]]), RENDERS_PER_SHOP],
    ['another shop last seen longer ago', seen([['noir-threads', 10_000 - PRESENCE_MS - 1]]), Number.POSITIVE_INFINITY],
  ])('%s', (_, lastSeen, limit) => {
    expect(limitFor('dilli-kirana', lastSeen, 10_000)).toBe(limit);
  });

  it('forgets the shops not seen lately, keeps the others', () => {
    const lastSeen = new Map([
      ['dilli-kirana', 10_000],
      ['noir-threads', 10_000 - PRESENCE_MS],
      ['bench-cold', 10_000 - PRESENCE_MS - 1],
    ]);
    expect(absentShops(lastSeen, 10_000)).toEqual(['bench-cold']);
  });

  it('a flood while alone runs whole: no request waits', () => {
    let current = IDLE_LANE;
    for (let i = 0; i < 64; i++) {
      const a = arrive(current, Number.POSITIVE_INFINITY);
      expect(a.runsNow).toBe(true);
      current = a.lane;
    }
    expect(current).toEqual(lane(64, 0));
  });
});
