import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ShopEnv } from '../../middleware/app-env';
import { countSharedView } from '../../data/shop/catalogue-views';
import { shopOf } from '../../middleware/shop-context';
import { SHARED_VIEW_SECONDS, sharedViewCookie } from '../../domain/catalogue/shared-view';
import { setSafeCookie } from '../../core/cookies';
import { log } from '../../core/log';

/** An item link shared from the shop carries ?ref=item_sharing (spec 2). */
export const isSharedItemLink = (c: Context<ShopEnv>): boolean => c.req.query('ref') === 'item_sharing';

/**
 * Counts a view of a shared item link while its page is served (spec 2 and 7, pingShopForView): the same visitor
 * once per item per 8 hours, by the HttpOnly cookie set on this response. The count runs after the reply
 * (waitUntil), so the page is not held up, and happens whatever the shopper does next. The caller renders the page
 * private: a response that sets a cookie, or that a counted visitor gets, must never reach the shared edge cache.
 */
export function countSharedItemView(c: Context<ShopEnv>, itemId: string): void {
  const storeId = c.get('tenant').storeId;
  const cookie = sharedViewCookie(storeId, itemId);
  if (getCookie(c, cookie)) return;
  // Pages answer with a Response of their own; hono merges a cookie into it only when `c.res` exists.
  void c.res;
  setSafeCookie(c, cookie, '1', SHARED_VIEW_SECONDS);
  c.executionCtx.waitUntil(
    countSharedView(shopOf(c, storeId), itemId).then(
      (counted) => {
        if (!counted) log('warn', 'shared view not counted', { storeId, itemId, requestId: c.get('requestId') });
      },
      (err: unknown) =>
        log('warn', 'shared view not counted', { storeId, itemId, requestId: c.get('requestId'), error: String(err) }),
    ),
  );
}
