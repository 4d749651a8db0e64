import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { isValidStoreId } from '../domain/tenant';
import { fail } from '../core/reply';
import type { Tenant } from '../data/shop/tenant-loader';
import { shopOfRequest } from './shop-context';

/** True when this shop shows its catalogue (items, categories, prices) only to signed-in shoppers. */
const isMembersOnly = (tenant: Pick<Tenant, 'store'>): boolean => !!tenant.store?.LOGIN_MANDATE;

/** The refusal every catalogue reader of a members-only shop gives an anonymous caller. */
const loginRequired = (c: Context) => fail(c, 401, 'Please sign in to shop here.', 'LOGIN_REQUIRED');

/**
 * For readers that load the shop themselves (getStoreDetails): the 401 reply when this caller may not see the
 * shop's catalogue, else null.
 */
export function membersOnlyRefusal(c: Context<AppEnv>, tenant: Pick<Tenant, 'store'>): Response | null {
  return !c.get('user') && isMembersOnly(tenant) ? loginRequired(c) : null;
}

/**
 * LOGIN_MANDATE covers the shop's data, not only its pages: catalogue and bag calls for such a shop need a
 * signed-in shopper (mounted in src/api/index.ts on cart, search and pingShopForView; getStoreDetails checks
 * with membersOnlyRefusal). Taking a (new, empty) bag session stays open, as logout refreshes it after signing out.
 */
export const membersOnlyApi = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.header('storeID') ?? '';
  if (c.get('user') || !isValidStoreId(storeId) || c.req.path.endsWith('/getCartSessionID')) return next();
  const tenant = await shopOfRequest(c, storeId);
  if (isMembersOnly(tenant)) return loginRequired(c);
  return next();
});
