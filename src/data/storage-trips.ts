/**
 * Storage round trips of the request being served (D1, KV and shop-object calls), for the
 * `x-storage-trips` header the bench reads in development. Requests in one isolate interleave, so
 * the count is kept per request through AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const trips = new AsyncLocalStorage<{ count: number }>();

export function withTripCounter<T>(run: () => T): { counter: { count: number }; result: T } {
  const counter = { count: 0 };
  return { counter, result: trips.run(counter, run) };
}

export function countTrip(n = 1): void {
  const c = trips.getStore();
  if (c) c.count += n;
}
