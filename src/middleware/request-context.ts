import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { log } from './log';

/** Gives every request an id and writes its access log line (storeId, request id, route, status, duration). */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  await next();
  c.header('X-Request-Id', requestId);
  if (c.req.path.startsWith('/assets/')) return;
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
