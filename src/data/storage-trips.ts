/**
 * Storage round trips of the request being served (D1, KV and shop-object calls): their count, for the
 * `x-storage-trips` header the bench reads in development, and the time spent waiting on them (any trip pending),
 * for `Server-Timing: storage`. Requests in one isolate interleave, so both are kept per request through
 * AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface TripCounter {
  count: number;
  /** ms during which at least one trip was pending (the Worker's clock: it moves on I/O) */
  ms: number;
  pending: number;
  since: number;
}

const trips = new AsyncLocalStorage<TripCounter>();

export function withTripCounter<T>(run: () => T): { counter: TripCounter; result: T } {
  const counter = { count: 0, ms: 0, pending: 0, since: 0 };
  return { counter, result: trips.run(counter, run) };
}

export function countTrip(n = 1): void {
  const c = trips.getStore();
  if (c) c.count += n;
}

/** Counts one trip and times it. */
export async function trip<T>(run: () => Promise<T>): Promise<T> {
  const c = trips.getStore();
  if (!c) return run();
  c.count += 1;
  if (c.pending++ === 0) c.since = Date.now();
  try {
    return await run();
  } finally {
    if (--c.pending === 0) c.ms += Date.now() - c.since;
  }
}
