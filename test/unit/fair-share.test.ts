import { describe, expect, it } from 'vitest';
import {
  absentShops,
  arrive,
  FORGOTTEN_AFTER_MS,
  finish,
  IDLE_LINE,
  isIdle,
  type Line,
  limitFor,
  mayRun,
  nextLookMs,
  PRESENCE_MS,
  positionOf,
  RENDERS_PER_SHOP,
  run,
} from '../../src/domain/fair-share';

const T = 1_000_000;
/** A line with `running` requests that began at T and the given tickets waiting since T. */
const line = (running: number, waiting: number[] = []): Line => ({
  running: Array.from({ length: running }, () => T),
  waiting: waiting.map((ticket) => ({ ticket, at: T })),
  nextTicket: Math.max(0, ...waiting) + 1,
});

describe("a shop's fair share of the isolate: who runs now and who waits", () => {
  it.each([
    ['the first request of a quiet shop', IDLE_LINE, 2, null],
    ['a request while a place is free', line(1), 2, null],
    ['a request when every place is taken', line(2), 2, 1],
    ['a request behind others already waiting', line(2, [1, 2, 3]), 2, 4],
    // a place freed while someone waits goes to the one waiting: a newcomer never jumps the line
    ['a newcomer while one waits though a place looks free', line(1, [7]), 2, 8],
    ['no limit (a shop alone in the isolate)', line(50), Number.POSITIVE_INFINITY, null],
  ])('%s', (_, before, limit, ticket) => {
    const after = arrive(before, limit, T);
    expect(after.ticket).toBe(ticket);
    if (ticket === null) expect(after.line.running).toHaveLength(before.running.length + 1);
    else expect(positionOf(after.line, ticket)).toBe(before.waiting.length);
  });

  it.each([
    ['the first in line, a place free', line(1, [5, 6]), 5, true],
    ['the second in line, one place free', line(1, [5, 6]), 6, false],
    ['the second in line, two places free', line(0, [5, 6]), 6, true],
    ['the first in line, every place taken', line(2, [5]), 5, false],
    ['a ticket no longer in line', line(0, [5]), 4, false],
  ])('%s: may run %s', (_, l, ticket, expected) => {
    expect(mayRun(l, ticket, 2, T)).toBe(expected);
  });

  it('a request whose turn came leaves the line and takes a place; its end frees the place', () => {
    const taken = run(line(1, [5, 6]), 5, T + 10);
    expect(taken.running).toEqual([T, T + 10]);
    expect(taken.waiting.map((w) => w.ticket)).toEqual([6]);
    const ended = finish(taken, T + 10);
    expect(ended.running).toEqual([T]);
    expect(isIdle(finish(ended, T))).toBe(false); // 6 still waits
    expect(isIdle(finish(line(1), T))).toBe(true);
  });

  it('turns and places of requests lost long ago are forgotten: they never hold the line', () => {
    const lost = line(2, [1]);
    const later = T + FORGOTTEN_AFTER_MS;
    expect(mayRun(lost, 1, 2, later - 1)).toBe(false);
    expect(arrive(lost, 2, later).ticket).toBeNull();
  });

  it('a flood of one shop: never more than the limit run at once, everyone runs in arrival order, the line ends idle', () => {
    let l: Line = IDLE_LINE;
    const began: number[] = [];
    const tickets: number[] = [];
    for (let i = 0; i < 64; i++) {
      const a = arrive(l, RENDERS_PER_SHOP, T);
      l = a.line;
      if (a.ticket === null) began.push(T);
      else tickets.push(a.ticket);
    }
    expect(l.running).toHaveLength(RENDERS_PER_SHOP);
    const ranInOrder: number[] = [];
    for (let step = 1; l.running.length > 0; step++) {
      l = finish(l, l.running[0]);
      for (const ticket of tickets)
        if (positionOf(l, ticket) >= 0 && mayRun(l, ticket, RENDERS_PER_SHOP, T + step)) {
          l = run(l, ticket, T + step);
          ranInOrder.push(ticket);
        }
      expect(l.running.length).toBeLessThanOrEqual(RENDERS_PER_SHOP);
    }
    expect(ranInOrder).toEqual(tickets);
    expect(isIdle(l)).toBe(true);
  });

  it('the first in line looks again soon, those far behind seldom', () => {
    expect(nextLookMs(0)).toBe(4);
    expect(nextLookMs(1)).toBeGreaterThan(nextLookMs(0));
    expect(nextLookMs(60)).toBe(100);
    expect(nextLookMs(-1)).toBe(4);
  });
});

describe('the limit applies while other shops share the isolate', () => {
  const now = 5_000_000;
  it.each([
    ['a shop alone', [['a', now]], Number.POSITIVE_INFINITY],
    [
      'another shop seen a moment ago',
      [
        ['a', now],
        ['b', now - 100],
      ],
      RENDERS_PER_SHOP,
    ],
    ['another shop seen just within the presence window', [['b', now - PRESENCE_MS]], RENDERS_PER_SHOP],
    ['another shop last seen before the window', [['b', now - PRESENCE_MS - 1]], Number.POSITIVE_INFINITY],
  ] as const)('%s', (_, seen, limit) => {
    expect(limitFor('a', new Map(seen), now)).toBe(limit);
  });

  it('forgets the shops not seen within the window', () => {
    const seen = new Map([
      ['a', now],
      ['b', now - PRESENCE_MS - 1],
    ]);
    expect(absentShops(seen, now)).toEqual(['b']);
  });
});
