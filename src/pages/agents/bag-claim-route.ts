import { Hono } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { bagUnitsCookieName, CART_COOKIE_MAX_AGE_S, cartCookieName, isClaimToken } from '../../domain/cart/session';
import { takeBagClaim } from '../../data/cache/bag-claims';
import { clearCookie, setSafeCookie } from '../../core/cookies';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/**
 * GET /{storeId}/bag/claim/{token}: the link an agent's start_checkout answered. It makes the agent's bag this
 * browser's bag and opens it; from there the shopper checks out as always (sign-in with their phone, then
 * confirm). The link works once and for an hour; after that it opens the bag page with a notice.
 */
export const bagClaimRoutes = new Hono<ShopEnv>();

bagClaimRoutes.get(SHOP_ROUTES.bagClaim.path, async (c) => {
  const storeId = c.get('tenant').storeId;
  const token = c.req.param('token');
  const sid = isClaimToken(token) ? await takeBagClaim(c.env.KV, storeId, token) : null;
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  if (!sid) return c.redirect(`/${storeId}/bag?notice=LINK_EXPIRED`, 303);
  setSafeCookie(c, cartCookieName(storeId), sid, CART_COOKIE_MAX_AGE_S);
  // the next page reads this bag's units itself
  clearCookie(c, bagUnitsCookieName(storeId));
  return c.redirect(`/${storeId}/bag`, 303);
});
