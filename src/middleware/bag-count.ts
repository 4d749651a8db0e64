import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { shopOf } from './shop-context';
import {
  bagUnitsCookieName,
  CART_COOKIE_MAX_AGE_S,
  cartCookieName,
  isValidSessionId,
  parseBagUnits,
} from '../domain/cart/session';
import { clearCookie, safeCookieOptions, setSafeCookie } from '../core/cookies';

/**
 * The bag behind a shop's session cookie, for server-rendered pages. Pages never create a session (the first
 * cart call does); an unknown or foreign session's cookie is dropped.
 */
export async function readBagState<E extends AppEnv>(c: Context<E>, storeId: string) {
  const name = cartCookieName(storeId);
  const sid = getCookie(c, name);
  if (sid === undefined) return { personal: false as const };
  const now = Date.now();
  const out = isValidSessionId(sid)
    ? await shopOf(c, storeId).bags.read({ sid, now, uid: c.get('user')?.uid ?? null })
    : null;
  if (!out?.ok) {
    // Pages answer with a Response of their own; hono merges a cookie into it only when `c.res` exists.
    void c.res;
    clearCookie(c, name);
    clearCookie(c, bagUnitsCookieName(storeId));
    forgetBagUnits(storeId, sid, c.get('user')?.uid ?? null);
    return { personal: true as const, state: null, now };
  }
  const units = [...out.state.lines, ...out.state.manual].reduce((n, l) => n + l.qty, 0);
  rememberBagUnits(storeId, sid, c.get('user')?.uid ?? null, units);
  // The badge of pages from the edge cache reads this; a page that read the bag puts it right.
  if (parseBagUnits(getCookie(c, bagUnitsCookieName(storeId))) !== units) {
    void c.res;
    setSafeCookie(c, bagUnitsCookieName(storeId), String(units), CART_COOKIE_MAX_AGE_S);
  }
  return { personal: true as const, state: out.state, now, units };
}

/** Units in the bag as the bagUnits cookie says them, or null when only the bag itself can tell. */
export function bagUnitsFromCookie(c: Context<AppEnv>, storeId: string): number | null {
  if (getCookie(c, cartCookieName(storeId)) === undefined) return 0;
  return parseBagUnits(getCookie(c, bagUnitsCookieName(storeId)));
}

/**
 * Units in the bag without a trip to it: the bagUnits cookie, or else what this isolate read (or a cart call
 * here wrote) for the same session and shopper in the last BAG_UNITS_MEMO_MS. null when only the bag can tell.
 * A page answered with a number from the isolate re-issues the cookie (reissueBagUnits), so the browser says it
 * itself from the next page on.
 */
export function bagUnitsKnown(c: Context<AppEnv>, storeId: string): number | null {
  const fromCookie = bagUnitsFromCookie(c, storeId);
  if (fromCookie !== null) return fromCookie;
  const sid = getCookie(c, cartCookieName(storeId)) ?? '';
  return rememberedBagUnits(storeId, sid, c.get('user')?.uid ?? null);
}

/** What this isolate read (or a cart call here wrote) of a session's bag units in the last BAG_UNITS_MEMO_MS, or null. */
export function rememberedBagUnits(storeId: string, sid: string, uid: string | null, now = Date.now()): number | null {
  const memo = unitsBySession.get(memoKey(storeId, sid, uid));
  return memo && now - memo.at <= BAG_UNITS_MEMO_MS ? memo.units : null;
}

/** The Set-Cookie header reissueBagUnits writes for `units`, for an answer made without a context (the cache hit's fast path). */
export function bagUnitsSetCookie(url: string, storeId: string, units: number): string {
  return generateCookie(bagUnitsCookieName(storeId), String(units), safeCookieOptions(url, CART_COOKIE_MAX_AGE_S));
}

/** The bagUnits cookie for a page that showed `units` to a browser that did not send it. */
export function reissueBagUnits(c: Context<AppEnv>, storeId: string, units: number): void {
  if (bagUnitsFromCookie(c, storeId) !== null) return;
  void c.res;
  setSafeCookie(c, bagUnitsCookieName(storeId), String(units), CART_COOKIE_MAX_AGE_S);
}

/**
 * How long a bag's units read in this isolate stand in for the cookie. A bag changed through another isolate
 * shows on a page of a browser without the cookie at most this much later; every cart reply writes the cookie.
 */
const BAG_UNITS_MEMO_MS = 10_000;
const MEMO_MAX = 10_000;
const unitsBySession = new Map<string, { units: number; at: number }>();
const memoKey = (storeId: string, sid: string, uid: string | null) => `${storeId}\n${sid}\n${uid ?? ''}`;

/** The units of a session's bag as just read or written (a shopper's bound bag is kept under their uid only). */
export function rememberBagUnits(storeId: string, sid: string, uid: string | null, units: number): void {
  const key = memoKey(storeId, sid, uid);
  unitsBySession.delete(key);
  if (unitsBySession.size >= MEMO_MAX) unitsBySession.delete(unitsBySession.keys().next().value!);
  unitsBySession.set(key, { units, at: Date.now() });
}

export function forgetBagUnits(storeId: string, sid: string, uid: string | null): void {
  unitsBySession.delete(memoKey(storeId, sid, uid));
}

/**
 * Units in the bag for the toolbar badge (`bagCount` of the layout), read once per request. null means the
 * visitor has no bag cookie: the page is the same for every such visitor and may be cached; with a number it is
 * personal and must not be.
 */
export async function bagCountFor<E extends AppEnv>(c: Context<E>, storeId: string): Promise<number | null> {
  const memo = c.get('bagCount');
  if (memo !== undefined) return memo;
  const read = await readBagState(c, storeId);
  const count = !read.personal ? null : read.state ? read.units : 0;
  c.set('bagCount', count);
  return count;
}
