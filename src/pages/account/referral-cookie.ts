import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../../middleware/app-env';
import { approvedResellerByCode } from '../../data/shop/account-reseller';
import { isReferralCode, RID_COOKIE_MAX_AGE_S, ridCookieName } from '../../domain/account/reseller';
import { setSafeCookie } from '../../core/cookies';
import { shopOf } from '../../middleware/shop-context';

/**
 * Referral links (spec 9): any page of a shop opened with `?rid={code}` of one of its approved resellers
 * sets `{storeId}_rid` for 43200 s (checkout credits that reseller). A response that sets it is never kept
 * in the anonymous edge cache (page-cache refuses responses with Set-Cookie).
 */
export const referralCookie = createMiddleware<ShopEnv>(async (c, next) => {
  const rid = c.req.query('rid');
  await next();
  const tenant = c.get('tenant');
  if (!rid || !isReferralCode(rid) || !tenant?.store || c.res.status >= 400) return;
  if (!(await approvedResellerByCode(shopOf(c, tenant.storeId), rid))) return;
  setSafeCookie(c, ridCookieName(tenant.storeId), rid, RID_COOKIE_MAX_AGE_S);
  c.res.headers.set('Cache-Control', 'private, no-store');
});
