import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { log } from '../core/log';
import { withTripCounter } from '../data/storage-trips';

/** Gives every request an id and writes its access log line (storeId, request id, route, status, duration). */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const { counter, result } = withTripCounter(() => next());
  await result;
  c.header('X-Request-Id', requestId);
  // storage round trips made before the reply was returned (the bench reads it; streamed parts may add more)
  if (c.env.ENVIRONMENT === 'development') c.header('X-Storage-Trips', String(counter.count));
  if (c.req.path.startsWith('/assets/')) return;
  if (c.env.ACCESS_LOG === 'off' && c.res.status < 500) return;
  log(c.res.status >= 500 ? 'error' : 'info', 'request', {
    requestId,
    storeId: c.var.logStoreId ?? c.var.tenant?.storeId ?? null,
    method: c.req.method,
    route: c.req.routePath,
    path: c.req.path,
    status: c.res.status,
    durationMs: Date.now() - started,
  });
});
