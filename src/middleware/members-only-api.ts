import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { isValidStoreId } from '../domain/tenant';
import { fail } from '../api/reply';

/**
 * LOGIN_MANDATE covers the shop's data, not only its pages: catalogue and bag calls for such a shop need a
 * signed-in shopper. Taking a (new, empty) bag session stays open, as logout refreshes it after signing out.
 */
export const membersOnlyApi = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.header('storeID') ?? '';
  if (c.var.user || !isValidStoreId(storeId) || c.req.path.endsWith('/getCartSessionID')) return next();
  const row = await c.env.DB.prepare('SELECT login_mandate FROM stores WHERE id = ?').bind(storeId).first<{ login_mandate: number }>();
  if (row?.login_mandate === 1) return fail(c, 401, 'Please sign in to shop here.', 'LOGIN_REQUIRED');
  return next();
});
