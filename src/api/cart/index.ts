/**
 * POST /api/v2/plugins/cart/{call}: the spec's cart calls (spec 7), header storeID.
 *
 * Replies (DESIGN 6), HTTP status in brackets:
 * - status 1 [200]: `msg` where the call has one, and `cart` (domain/cart/cart-view) on every call.
 * - status 0 [400]: bad input (malformed JSON, wrong types, quantity 0/negative/fractional/huge/text,
 *   unknown item, option or bag line): `rsn`, `code`, `field`; nothing changed.
 * - status 0 [409]: refused by the bag's state (out of stock, line limits, item unavailable);
 *   [422]: a coupon that does not apply (`rsn` from evaluateCoupon); [401]: merge without sign-in;
 *   [403]: a reported shop; [404]: no such shop or call; [413]: a body over 16 KB.
 * - status 100 [409]: a single-catalogue shop refuses an item of another category; nothing changed.
 * - status 406 [404]: the session id is unknown, expired, malformed or another shop's; the cookie is
 *   dropped and the client takes a new session (getCartSessionID) and retries once.
 * - status 3 [200]: mergeCartAfterLogin moved the shopper to their own bag: `session_id`.
 * - status 0 [429] RATE_LIMITED with Retry-After: too many coupon tries on the bag or from the client address, or
 *   too many new bags from the address (src/domain/rate-limits.ts); nothing changed.
 *
 * The session is the body's `sid` (API clients) or else the `{storeId}_cartSessionId` cookie
 * (HttpOnly, 172800 s, path /, refreshed on every successful call); with neither, the call makes a
 * new session as getCartSessionID would.
 */
import { readJsonObject } from '../../core/json-body';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../middleware/app-env';
import { fail } from '../../core/reply';
import { shopOfHeader } from '../store-header';
import { cartContext } from '../../app/cart/context';
import { applyCartCookie, CART_CALLS, MAX_CART_BODY_BYTES, runCartCall } from '../../app/cart/run';
import { liveShopOfRequest } from '../../middleware/shop-context';
import { addressKey } from '../../middleware/rate-limit';

export const cartApi = new Hono<AppEnv>();

cartApi.use(
  '*',
  bodyLimit({
    maxSize: MAX_CART_BODY_BYTES,
    onError: (c) => fail(c, 413, 'That request is too large.', 'BODY_TOO_LARGE'),
  }),
);

cartApi.post('/:call', async (c) => {
  const name = c.req.param('call');
  if (!Object.hasOwn(CART_CALLS, name)) return fail(c, 404, 'There is no such cart call.', 'UNKNOWN_CALL');
  const id = shopOfHeader(c);
  const raw = await readJsonObject(c.req);
  if (!raw) return fail(c, 400, 'The request body must be a JSON object.', 'BAD_JSON');
  const tenant = await liveShopOfRequest(c, id.storeId, { refuseReported: true });
  const ctx = cartContext(c, tenant, raw.sid);
  const result = await runCartCall(ctx, name, raw, { address: addressKey(c) });
  if (result.http === 429) return c.json(result.body, 429, { 'Retry-After': String(result.retryAfter) });
  applyCartCookie(c, ctx);
  return c.json(result.body, result.http);
});
