import { createMiddleware } from 'hono/factory';
import type { AppEnv, CacheOutcome } from './app-env';
import { log } from '../core/log';
import { withTripCounter } from '../data/storage-trips';
import { countForShop } from '../data/shop-counters';
import { requestCounter } from '../domain/shop-counters';

/**
 * Gives every request an id, a page its Server-Timing, and writes the access log line (storeId, request id, route,
 * status, duration, and how the edge cache answered: hit, miss, stale, coalesced); a shop's page shown or error
 * is counted for the operator (data/shop-counters.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const { counter, result } = withTripCounter(() => next());
  await result;
  c.header('X-Request-Id', requestId);
  // storage round trips made before the reply was returned (the bench reads it; streamed parts may add more)
  if (c.env.ENVIRONMENT === 'development') c.header('X-Storage-Trips', String(counter.count));
  const handledMs = Date.now() - started;
  // a page says how it was made: from the edge cache or rendered, and the time spent rendering and on storage
  // (until the reply began; the Worker's clock moves on I/O, so CPU-only work reads as 0)
  const cache = c.get('cacheOutcome') ?? 'miss';
  const renderMs = c.get('renderMs') ?? (c.get('cacheOutcome') ? 0 : handledMs);
  if ((c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) {
    c.header('Server-Timing', serverTiming(cache, renderMs, counter.ms));
  }
  if (c.req.path.startsWith('/assets/')) return;
  const storeId = c.get('logStoreId') ?? c.get('tenant')?.storeId ?? null;
  const counted = storeId
    ? requestCounter({
        method: c.req.method,
        status: c.res.status,
        contentType: c.res.headers.get('Content-Type') ?? '',
      })
    : null;
  if (storeId && counted)
    countForShop(
      c.env,
      storeId,
      counted,
      { route: c.req.routePath, status: c.res.status, ms: Date.now() - started },
      waitUntilOf(c),
    );
  if (c.env.ACCESS_LOG === 'off' && c.res.status < 500) return;
  log(c.res.status >= 500 ? 'error' : 'info', 'request', {
    requestId,
    storeId,
    method: c.req.method,
    route: c.req.routePath,
    path: c.req.path,
    status: c.res.status,
    durationMs: Date.now() - started,
    cache: c.get('cacheOutcome') ?? null,
    renderMs,
    storageMs: counter.ms,
  });
});

/** `Server-Timing` of a page: cache;desc="hit"|"miss"|"stale"|"coalesced", render;dur=ms, storage;dur=ms. */
export function serverTiming(cache: CacheOutcome, renderMs: number, storageMs: number): string {
  return `cache;desc="${cache}", render;dur=${renderMs}, storage;dur=${storageMs}`;
}

/** The request's waitUntil, when it has one (a test's direct call may not). */
export function waitUntilOf(c: { executionCtx: ExecutionContext }): ((p: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (p) => ctx.waitUntil(p);
  } catch {
    return undefined;
  }
}
