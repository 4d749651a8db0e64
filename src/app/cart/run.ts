/**
 * The cart use cases (spec 7), shared by the JSON API (src/api/cart), the bag page's no-JS forms and the agents'
 * MCP tools: which calls exist, their bodies, the limits they meet, and the cookie effects of their replies.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { z } from 'zod';
import { bagUnitsCookieName, CART_COOKIE_MAX_AGE_S, cartCookieName } from '../../domain/cart/session';
import { clearCookie, setSafeCookie } from '../../core/cookies';
import * as bodies from './bodies';
import { addProductToCart, clearCart, removeCartItem, updateCart } from './calls-items';
import { addCouponToCart, addManualItem, removeCouponFromCart, removeManualItem } from './calls-extras';
import {
  getCartSessionID,
  refreshCartCalculations,
  refreshCartForChanges,
  removeDeactivatedCatalogs,
  updateUserDataOnSid,
} from './calls-session';
import { failure, refusal, sessionGone, type CallResult, type CartCtx } from './context';
import { said } from '../../domain/i18n/said';
import { speak } from '../../render/i18n';
import { mergeCartAfterLogin } from './merge';
import { bagLimitKey, rateLimitedBody, retryAfterSeconds, type RateLimitName } from '../../domain/rate-limits';
import { isOverLimit } from '../../middleware/rate-limit';
import { forgetBagUnits, rememberBagUnits } from '../../middleware/bag-count';

export const MAX_CART_BODY_BYTES = 16 * 1024;

interface CallDef<S extends z.ZodType> {
  schema: S;
  run: (ctx: CartCtx, body: z.infer<S>) => Promise<CallResult>;
}
const call = <S extends z.ZodType>(
  schema: S,
  run: (ctx: CartCtx, body: z.infer<S>) => Promise<CallResult>,
): CallDef<z.ZodType> => ({ schema, run }) as CallDef<z.ZodType>;

export const CART_CALLS: Record<string, CallDef<z.ZodType>> = {
  getCartSessionID: call(bodies.emptyBody, getCartSessionID),
  refreshCartCalculations: call(bodies.emptyBody, refreshCartCalculations),
  refreshCartForChanges: call(bodies.emptyBody, refreshCartForChanges),
  addProductToCart: call(bodies.addProductBody, addProductToCart),
  updateCart: call(bodies.updateCartBody, updateCart),
  clearCart: call(bodies.emptyBody, clearCart),
  removeCartItem: call(bodies.removeItemBody, removeCartItem),
  addCouponToCart: call(bodies.couponBody, addCouponToCart),
  removeCouponFromCart: call(bodies.emptyBody, removeCouponFromCart),
  mergeCartAfterLogin: call(bodies.mergeBody, mergeCartAfterLogin),
  updateUserDataOnSid: call(bodies.userDataBody, updateUserDataOnSid),
  addManualItem: call(bodies.addManualBody, addManualItem),
  removeManualItem: call(bodies.removeManualBody, removeManualItem),
  removeDeactivatedCatalogs: call(bodies.removeDeactivatedBody, removeDeactivatedCatalogs),
};

/** A call's reply, or a rate-limit refusal (429, `retryAfter` seconds for the header). */
export type CartCallResult = CallResult | { http: 429; body: ReturnType<typeof rateLimitedBody>; retryAfter: number };

/** Who is calling, for the address-scoped limits; `address` null: not counted (src/middleware/rate-limit.ts addressKey). */
export interface CartCaller {
  address: string | null;
}

/**
 * The limits a call meets before it runs: coupon tries per bag (every caller) and per address, new bags per
 * address. The first limit that is full refuses; nothing has changed then.
 */
async function overCartLimit(
  ctx: CartCtx,
  name: string,
  caller: CartCaller | undefined,
): Promise<RateLimitName | null> {
  const checks: [RateLimitName, string | null][] = [];
  if (ctx.sidFrom === 'new') checks.push(['newBagPerAddress', caller?.address ?? null]);
  if (name === 'addCouponToCart') {
    if (ctx.sidFrom !== 'new') checks.push(['couponPerBag', bagLimitKey(ctx.storeId, ctx.sid)]);
    checks.push(['couponPerAddress', caller?.address ?? null]);
  }
  for (const [limit, key] of checks) if (await isOverLimit(ctx.env, limit, key)) return limit;
  return null;
}

/**
 * Runs one call for a shop on a parsed body; shared by the JSON API and the bag page's no-JS forms. `caller`
 * carries the client address for the address-scoped limits (without it only the per-bag limit applies).
 */
export async function runCartCall(
  ctx: CartCtx,
  name: string,
  raw: Record<string, unknown>,
  caller?: CartCaller,
): Promise<CartCallResult> {
  const def = Object.hasOwn(CART_CALLS, name) ? CART_CALLS[name as keyof typeof CART_CALLS] : undefined;
  if (!def) return refusal(ctx, 404, said('problem.bag.unknownCall'), 'UNKNOWN_CALL');
  if (ctx.malformedSid) return sessionGone(ctx);
  const parsed = def.schema.safeParse(raw);
  if (!parsed.success) {
    const { rsn, field } = bodies.firstIssue(parsed.error);
    return failure(400, rsn, 'BAD_INPUT', field);
  }
  const limited = await overCartLimit(ctx, name, caller);
  if (limited)
    return {
      http: 429,
      body: rateLimitedBody(limited, (s) => speak(ctx.lang, s)),
      retryAfter: retryAfterSeconds(limited),
    };
  return def.run(ctx, parsed.data);
}

/** Applies a call's cookie effects to the response. */
export function applyCartCookie<E extends AppEnv>(c: Context<E>, ctx: CartCtx): void {
  const name = cartCookieName(ctx.storeId);
  const units = bagUnitsCookieName(ctx.storeId);
  if (ctx.cookie.set) {
    setSafeCookie(c, name, ctx.cookie.set, CART_COOKIE_MAX_AGE_S);
    if (ctx.cookie.units !== undefined) {
      setSafeCookie(c, units, String(ctx.cookie.units), CART_COOKIE_MAX_AGE_S);
      // pages served by this isolate to a browser without the cookie show the same number
      rememberBagUnits(ctx.storeId, ctx.cookie.set, c.get('user')?.uid ?? null, ctx.cookie.units);
    }
  } else if (ctx.cookie.clear) {
    clearCookie(c, name);
    clearCookie(c, units);
    // the session is gone: a page for it must not show the units this isolate remembered
    forgetBagUnits(ctx.storeId, ctx.sid, c.get('user')?.uid ?? null);
  }
}
