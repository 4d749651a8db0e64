import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * Refuses state-changing requests sent cross-site by a browser. hono's csrf helper only checks
 * form content types; our API takes JSON, so we check Sec-Fetch-Site and Origin ourselves.
 * Non-browser clients (no Origin, no Sec-Fetch-Site) pass; they authenticate with headers.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const fetchSite = c.req.header('Sec-Fetch-Site');
  const origin = c.req.header('Origin');
  const crossSite =
    (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
    (origin !== undefined && origin !== new URL(c.req.url).origin);
  if (crossSite) {
    return c.json({ status: 0, rsn: 'This request must come from the shop itself.', code: 'CROSS_SITE' }, 403);
  }
  return next();
});
