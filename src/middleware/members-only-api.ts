import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { isValidStoreId } from '../domain/tenant';
import { fail } from '../api/reply';
import { loadTenantCached } from '../data/tenant-loader';
import { shopVersionOf } from './shop-version';

/**
 * LOGIN_MANDATE covers the shop's data, not only its pages: catalogue and bag calls for such a shop need a
 * signed-in shopper. Taking a (new, empty) bag session stays open, as logout refreshes it after signing out.
 */
export const membersOnlyApi = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.header('storeID') ?? '';
  if (c.var.user || !isValidStoreId(storeId) || c.req.path.endsWith('/getCartSessionID')) return next();
  const tenant = await loadTenantCached(c.env, storeId, '', await shopVersionOf(c, storeId));
  if (tenant.store?.LOGIN_MANDATE) return fail(c, 401, 'Please sign in to shop here.', 'LOGIN_REQUIRED');
  return next();
});
