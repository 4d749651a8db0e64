import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { normaliseHost, parsePlatformHosts } from '../domain/tenant';
import { findStoreIdByHost } from '../data/platform/domains';
import { Unavailable } from '../core/errors';
import { fail, isApiPath } from '../core/reply';

/**
 * Decides from the Host alone whether this is a platform host or a verified custom domain; any other host
 * (unknown, or a domain whose claim is still pending proof of control) gets 404.
 */
export const siteFromHost = createMiddleware<AppEnv>(async (c, next) => {
  const host = normaliseHost(new URL(c.req.url).host);
  if (parsePlatformHosts(c.env.PLATFORM_HOSTS).has(host)) {
    c.set('site', { kind: 'platform' });
    return next();
  }
  let storeId: string | null;
  try {
    storeId = await findStoreIdByHost(c.env.DB, c.env.KV, host);
  } catch (err) {
    // the app's error handler answers it: 503 JSON with Retry-After under the APIs, the error page elsewhere
    throw err instanceof Unavailable ? err : new Unavailable('the shop directory', err);
  }
  if (!storeId) {
    if (isApiPath(c.req.path))
      return fail(c, 404, 'This address serves no shop. Please check the link.', 'STORE_NOT_FOUND');
    return c.text('Not Found: this host serves no shop.', 404);
  }
  c.set('site', { kind: 'domain', host, storeId });
  return next();
});
