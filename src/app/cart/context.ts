import type { Context } from 'hono';
import type { Ok } from '../../core/result';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../middleware/app-env';
import type { Bindings } from '../../env';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Shop } from '../../data/shop/shop-db';
import { priceBag } from '../../data/shop/cart-view';
import type { CartView } from '../../domain/cart/cart-view';
import { cartCookieName, isValidSessionId, newSessionId } from '../../domain/cart/session';
import type { BagState, Outcome, SessionRef } from '../../data/shop/shop-bags';
import type { Lang } from '../../domain/i18n/languages';
import { replyLanguageOf } from '../../middleware/language';
import { shopOf } from '../../middleware/shop-context';
import { said, type Said } from '../../domain/i18n/said';
import { speak } from '../../render/i18n';

/** What a cart call answers: the HTTP status and the JSON body (always with `status`). */
export interface CallResult {
  http: 200 | 400 | 401 | 403 | 404 | 409 | 413 | 422 | 503;
  body: { status: number } & Record<string, unknown>;
}

/** Everything a cart call needs: the shop (from the storeID header), the session and the clock. */
export interface CartCtx {
  env: Bindings;
  storeId: string;
  /** the request's handle on the shop (c.var.shop), opened once for every call of the bag */
  shop: Shop;
  tenant: LiveTenant;
  now: number;
  /** The signed-in user (`c.get('user')`, DESIGN 6 sign-in). */
  uid: string | null;
  sid: string;
  /** Where the sid came from: the body (API clients), the cookie (the browser), or new. */
  sidFrom: 'body' | 'cookie' | 'new';
  /** A sid was sent but cannot be one of ours. */
  malformedSid: boolean;
  /** The shopper's language for refusals (middleware/language.ts replyLanguageOf). */
  lang: Lang;
  /** Cookie effects the route applies to the response: the session id, and the units in its bag. */
  cookie: { set?: string; units?: number; clear?: boolean };
}

/** The signed-in shopper's uid (src/middleware/auth.ts), or null. */
function signedInUid<E extends AppEnv>(c: Context<E>): string | null {
  return c.get('user')?.uid || null;
}

/**
 * Picks the session: the body's `sid` (the spec's API clients send it) or else the shop's cookie;
 * with neither, a new session is made by the call itself (as getCartSessionID would).
 */
export function cartContext<E extends AppEnv>(c: Context<E>, tenant: CartCtx['tenant'], bodySid: unknown): CartCtx {
  const storeId = tenant.storeId;
  const fromCookie = getCookie(c, cartCookieName(storeId));
  const given =
    typeof bodySid === 'string' && bodySid !== ''
      ? bodySid
      : bodySid !== undefined && bodySid !== null && bodySid !== ''
        ? String(bodySid)
        : null;
  const sid = given ?? (fromCookie || null);
  const base = {
    env: c.env,
    storeId,
    shop: shopOf(c, storeId),
    tenant,
    now: Date.now(),
    uid: signedInUid(c),
    cookie: {},
    lang: replyLanguageOf(c, tenant.store),
  };
  if (sid === null) return { ...base, sid: newSessionId(), sidFrom: 'new', malformedSid: false };
  return { ...base, sid, sidFrom: given !== null ? 'body' : 'cookie', malformedSid: !isValidSessionId(sid) };
}

export function sessionRef(ctx: CartCtx, sid = ctx.sid): SessionRef {
  return { sid, now: ctx.now, create: ctx.sidFrom === 'new' && sid === ctx.sid, uid: ctx.uid };
}

export function bag(ctx: CartCtx) {
  return ctx.shop.bags;
}

export function failure(http: CallResult['http'], rsn: string, code: string, field?: string): CallResult {
  return { http, body: { status: 0, rsn, code, ...(field ? { field } : {}) } };
}

/** A refusal said in the shopper's language (`rsn`), its `code` unchanged. */
export function refusal(
  ctx: Pick<CartCtx, 'lang'>,
  http: CallResult['http'],
  say: Said,
  code: string,
  field?: string,
): CallResult {
  return failure(http, speak(ctx.lang, say), code, field);
}

/** Status 406: the session is unknown, expired, malformed or another shop's. The cookie is dropped. */
export function sessionGone(ctx: CartCtx): CallResult {
  if (ctx.sidFrom === 'cookie') ctx.cookie.clear = true;
  return {
    http: 404,
    body: { status: 406, rsn: speak(ctx.lang, said('problem.bag.sessionGone')), code: 'SESSION_INVALID' },
  };
}

/** The `cart` object for a bag state, priced with the shop's own rules and the coupon from D1. */
function cartView(ctx: CartCtx, state: BagState): Promise<CartView> {
  return priceBag(ctx.shop, ctx.tenant.store, state, { now: ctx.now, uid: ctx.uid });
}

const BAD_INPUT_CODES = new Set(['UNKNOWN_LINE', 'UNKNOWN_MANUAL_ITEM']);

/** Turns an object's answer into the reply: 406, a refusal (100 or 0), or status 1 with the cart. */
export async function finish<T>(
  ctx: CartCtx,
  out: Outcome<T>,
  extra: (ok: T & { state: BagState }) => Record<string, unknown>,
): Promise<CallResult> {
  if (!out.ok) {
    if ('invalid' in out) return sessionGone(ctx);
    const http = out.status === 100 ? 409 : BAD_INPUT_CODES.has(out.code) ? 400 : 409;
    return { http, body: { status: out.status, rsn: speak(ctx.lang, out.say), code: out.code } };
  }
  const ok = out as Ok<T & { state: BagState }>;
  ctx.cookie.set = ok.state.sid;
  const cart = await cartView(ctx, ok.state);
  ctx.cookie.units = cart.NUMBER_OF_ITEMS_CART;
  return { http: 200, body: { status: 1, ...extra(ok), cart } };
}
