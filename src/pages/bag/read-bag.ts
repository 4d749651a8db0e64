import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { cartStub } from '../../data/cart-session';
import { emptyBagView, priceBag } from '../../data/cart-view';
import type { CartView } from '../../domain/cart/cart-view';
import { cartCookieName, isValidSessionId } from '../../domain/cart/session';
import { clearCookie } from '../../middleware/cookies';

/**
 * The bag behind the shop's session cookie, for server-rendered pages. Pages never create a
 * session (the first cart call does); an unknown or foreign session's cookie is dropped.
 */
async function readState(c: Context<AppEnv>) {
  const storeId = c.var.tenant.storeId;
  const name = cartCookieName(storeId);
  const sid = getCookie(c, name);
  if (sid === undefined) return { personal: false as const };
  const now = Date.now();
  const out = isValidSessionId(sid) ? await cartStub(c.env, storeId, sid).read({ storeId, sid, now, uid: c.var.user?.uid ?? null }) : null;
  if (!out?.ok) {
    // Pages answer with a Response of their own; hono merges a cookie into it only when `c.res` exists.
    void c.res;
    clearCookie(c, name);
    return { personal: true as const, state: null, now };
  }
  return { personal: true as const, state: out.state, now };
}

/** The priced bag (an empty one without a session). */
export async function readBagView(c: Context<AppEnv>): Promise<CartView> {
  const store = c.var.tenant.store!;
  const read = await readState(c);
  if (!read.personal || !read.state) return emptyBagView(store, Date.now());
  return priceBag(c.env, store, read.state, { now: read.now, uid: c.var.user?.uid });
}

/**
 * Units in the bag for the toolbar badge (`bagCount` of the layout). null means the visitor has no
 * bag cookie: the page is the same for every such visitor and may be cached; with a number it is
 * personal and must not be.
 */
export async function bagCountFor(c: Context<AppEnv>): Promise<number | null> {
  const memo = c.get('bagCount');
  if (memo !== undefined) return memo;
  const read = await readState(c);
  const count = !read.personal ? null : read.state ? [...read.state.lines, ...read.state.manual].reduce((n, l) => n + l.qty, 0) : 0;
  c.set('bagCount', count);
  return count;
}
