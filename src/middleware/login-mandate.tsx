import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { loginPath } from '../domain/account/redirect';

/**
 * Paths of a members-only shop that stay open without sign-in: the login page, the app manifest, and the
 * crawler files (robots disallows the shop, the sitemap lists nothing of it).
 */
const OPEN_WITHOUT_LOGIN = /^\/(login\/?|manifest\.webmanifest|robots\.txt|sitemap\.xml)$/;

/**
 * LOGIN_MANDATE (spec 4, 6): without a user, every page of the shop except login redirects to
 * `/{storeId}/login?from={the page}`. Runs after storeGate, so `c.get('tenant')` is a valid shop.
 */
export const loginMandate = createMiddleware<AppEnv>(async (c, next) => {
  const tenant = c.get('tenant');
  if (!tenant?.store?.LOGIN_MANDATE || c.get('user')) return next();
  const rest = c.req.path.slice(tenant.storeId.length + 1);
  if (OPEN_WITHOUT_LOGIN.test(rest)) return next();
  const url = new URL(c.req.url);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(loginPath(tenant.storeId, `${url.pathname}${url.search}`), 302);
});
