/**
 * A shop's fair share of an isolate (#40 item 4): one JavaScript thread serves every shop whose visitors reach the
 * isolate, so 64 fresh renders of one shop at once would put every other shop's request behind all of them. While
 * other shops are served too, each shop runs at most a few renders at a time; the rest of its requests wait their
 * turn in arrival order, and another shop's request then waits behind at most those few. A waiting request costs
 * no CPU.
 */

/** Fresh renders of one shop that an isolate runs at once. */
export const RENDERS_PER_SHOP = 3;

/** The longest a request waits for its turn (ms): then it renders anyway, so a lost turn never stops a page. */
export const LONGEST_TURN_WAIT_MS = 3_000;

/**
 * How long a shop seen in the isolate (any request, a cached page too) counts as sharing it with others (ms). Long
 * enough that a flood which began in a pause of the other shops' visitors is still capped: a second (the first
 * try) let 64 renders in at once whenever the other shop paused that long, and its next visitor waited behind all.
 */
export const PRESENCE_MS = 10_000;

/**
 * The most of `shop`'s renders the isolate runs at once: its fair share while another shop has been seen in the
 * last PRESENCE_MS, otherwise no limit (a shop alone, in a flash sale on its own isolate, keeps all of it).
 * `lastSeen` holds when each shop's last request arrived.
 */
export function limitFor(shop: string, lastSeen: ReadonlyMap<string, number>, now: number): number {
  for (const [other, at] of lastSeen) if (other !== shop && now - at <= PRESENCE_MS) return RENDERS_PER_SHOP;
  return Number.POSITIVE_INFINITY;
}

/** The shops not seen in the last PRESENCE_MS: forgotten, so the isolate keeps only the shops it serves now. */
export function absentShops(lastSeen: ReadonlyMap<string, number>, now: number): string[] {
  return [...lastSeen].filter(([, at]) => now - at > PRESENCE_MS).map(([shop]) => shop);
}

/** One shop's renders in the isolate: how many run and how many wait their turn. */
export interface Lane {
  running: number;
  waiting: number;
}

export const IDLE_LANE: Lane = { running: 0, waiting: 0 };

/** A request arrives: it runs now if the shop has a free place and nobody waits before it, else it waits. */
export function arrive(lane: Lane, limit = RENDERS_PER_SHOP): { lane: Lane; runsNow: boolean } {
  if (lane.running < limit && lane.waiting === 0)
    return { lane: { ...lane, running: lane.running + 1 }, runsNow: true };
  return { lane: { ...lane, waiting: lane.waiting + 1 }, runsNow: false };
}

/**
 * A running render ends. When one waits, the first in line takes its place (the number running stays the same)
 * and is woken; otherwise the place is free.
 */
export function finish(lane: Lane): { lane: Lane; wakesNext: boolean } {
  if (lane.waiting > 0) return { lane: { ...lane, waiting: lane.waiting - 1 }, wakesNext: true };
  return { lane: { ...lane, running: Math.max(0, lane.running - 1) }, wakesNext: false };
}

/** A waiting request waited LONGEST_TURN_WAIT_MS and runs beside the others: it leaves the line and runs. */
export function runWithoutTurn(lane: Lane): Lane {
  return { running: lane.running + 1, waiting: Math.max(0, lane.waiting - 1) };
}

/** A lane with nothing running or waiting is forgotten, so the isolate keeps no entry for a quiet shop. */
export const isIdle = (lane: Lane): boolean => lane.running === 0 && lane.waiting === 0;
