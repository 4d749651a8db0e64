/**
 * A shop's fair share of an isolate (#40 item 4): one JavaScript thread serves every shop whose visitors reach the
 * isolate, so 64 fresh renders of one shop at once would put every other shop's request behind all of them. While
 * other shops are served too, each shop runs at most a few renders and bag calls at a time; the rest of its requests
 * wait their turn in arrival order, and another shop's request then waits behind at most those few.
 *
 * A waiting request is never woken by another request (workerd cancels a request woken by a promise another request
 * settled as hung): it looks at its shop's line on timers of its own, the sooner the nearer it is to the front.
 */

/** Fresh renders and bag calls of one shop that an isolate runs at once while other shops share it. */
export const RENDERS_PER_SHOP = 2;

/** The longest a request waits for its turn (ms): then it runs anyway, so a lost turn never stops a page. */
export const LONGEST_TURN_WAIT_MS = 3_000;

/**
 * How long a shop seen in the isolate (any request, a cached page too) counts as sharing it with others (ms). Long
 * enough that a flood which began in a pause of the other shops' visitors is still capped: with a second, 64 renders
 * were let in at once whenever the other shop paused that long, and its next visitor waited behind all of them.
 */
export const PRESENCE_MS = 10_000;

/**
 * A turn or a place in line older than this (ms) belonged to a request the runtime cancelled before it said it was
 * done (a visitor who left): it is forgotten, so a lost request never holds its shop's line.
 */
export const FORGOTTEN_AFTER_MS = 30_000;

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

/** One shop's line in the isolate: when each running request began, and the waiting ones' tickets in order. */
export interface Line {
  running: number[];
  waiting: { ticket: number; at: number }[];
  nextTicket: number;
}

export const IDLE_LINE: Line = { running: [], waiting: [], nextTicket: 1 };

/** The line without the turns and places of requests lost long ago (FORGOTTEN_AFTER_MS). */
function current(line: Line, now: number): Line {
  const alive = (at: number) => now - at < FORGOTTEN_AFTER_MS;
  return {
    running: line.running.filter(alive),
    waiting: line.waiting.filter((w) => alive(w.at)),
    nextTicket: line.nextTicket,
  };
}

/**
 * A request arrives: it runs now (ticket null) if the shop has a free place and nobody waits before it, else it
 * takes the next ticket and waits.
 */
export function arrive(line: Line, limit: number, now: number): { line: Line; ticket: number | null } {
  const l = current(line, now);
  if (l.running.length < limit && l.waiting.length === 0)
    return { line: { ...l, running: [...l.running, now] }, ticket: null };
  const ticket = l.nextTicket;
  return { line: { ...l, waiting: [...l.waiting, { ticket, at: now }], nextTicket: ticket + 1 }, ticket };
}

/** How many wait before the ticket (-1: it is no longer in line). */
export function positionOf(line: Line, ticket: number): number {
  return line.waiting.findIndex((w) => w.ticket === ticket);
}

/** Whether the ticket's turn has come: a place is free for it and for everyone before it. */
export function mayRun(line: Line, ticket: number, limit: number, now: number): boolean {
  const l = current(line, now);
  const position = positionOf(l, ticket);
  return position >= 0 && position < limit - l.running.length;
}

/** The ticket's request runs now (its turn came, or it waited LONGEST_TURN_WAIT_MS): it leaves the line. */
export function run(line: Line, ticket: number, now: number): Line {
  const l = current(line, now);
  return { ...l, running: [...l.running, now], waiting: l.waiting.filter((w) => w.ticket !== ticket) };
}

/** A running request is done (the one that began at `began`): its place is free. */
export function finish(line: Line, began: number): Line {
  const place = line.running.indexOf(began);
  if (place < 0) return line;
  return { ...line, running: line.running.filter((_, i) => i !== place) };
}

/** A line with nothing running or waiting is forgotten, so the isolate keeps no entry for a quiet shop. */
export const isIdle = (line: Line): boolean => line.running.length === 0 && line.waiting.length === 0;

/**
 * When a waiting request looks at its line again (ms), from how many wait before it: the first looks soon, since
 * a place may free at any moment; the ones behind need at least that many turns to end first, so look less often.
 */
export function nextLookMs(position: number): number {
  return Math.min(4 + 10 * Math.max(0, position), 100);
}
