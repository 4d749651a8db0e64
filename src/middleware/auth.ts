import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import type { SignedInUser } from '../auth/user';
import { emulatorMisconfiguration } from '../auth/emulator';
import { hashSessionToken, isSessionTokenShape } from '../auth/session-token';
import { verifyIdToken } from '../auth/verify-id-token';
import { findSession, SESSION_COOKIE } from '../data/sessions';
import { clearCookie } from '../core/cookies';
import { log } from '../core/log';

/**
 * DESIGN 8: the Auth emulator (unsigned tokens) outside development must not serve anything.
 * Every request answers 503 and logs why, so `wrangler tail` shows the misconfiguration at once.
 */
export const refuseEmulatorOutsideDevelopment = createMiddleware<AppEnv>(async (c, next) => {
  const problem = emulatorMisconfiguration(c.env);
  if (!problem) return next();
  log('error', `refusing to serve: ${problem}`, { requestId: c.get('requestId'), path: c.req.path });
  return c.text('Service unavailable: this deployment is misconfigured (Firebase Auth emulator outside development).', 503, {
    'Cache-Control': 'no-store',
  });
});

/** The user of our session cookie, or null; a cookie that no longer opens a session is cleared. */
async function userFromSession(c: Context<AppEnv>, token: string): Promise<SignedInUser | null> {
  if (!isSessionTokenShape(token)) return null;
  const hash = await hashSessionToken(token);
  const row = await findSession(c.env.DB, hash, Date.now());
  if (!row) return null;
  return { uid: row.uid, phone: row.phone, email: row.email, name: row.name, via: 'session', sessionHash: hash };
}

/** API clients' `token` (a Firebase ID token) and `uid` headers: the token must verify and name that uid. */
async function userFromHeaders(c: Context<AppEnv>, token: string, uid: string): Promise<SignedInUser | null> {
  const result = await verifyIdToken(c.env, token, c.req.url);
  if (!result.ok) {
    log('warn', 'id token refused', { requestId: c.get('requestId'), reason: result.reason, detail: result.detail.slice(0, 200) });
    return null;
  }
  if (result.claims.uid !== uid) return null;
  const { phone, email, name } = result.claims;
  return { uid, phone, email, name, via: 'token' };
}

/**
 * Sets `c.get('user')` (DESIGN 6): from the HttpOnly `userToken` session cookie, else from `token`+`uid`
 * headers, else null. Anonymous requests (no cookie, no headers) cost nothing.
 */
export const authUser = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const cookie = getCookie(c, SESSION_COOKIE);
  let stale = false;
  if (cookie) {
    const user = await userFromSession(c, cookie);
    if (user) c.set('user', user);
    else stale = true;
  } else {
    const token = c.req.header('token');
    const uid = c.req.header('uid');
    if (token && uid) c.set('user', await userFromHeaders(c, token, uid));
  }
  await next();
  // Headers set before a handler returns its own Response are lost, so the stale cookie is cleared now,
  // unless the handler itself just set a new one (signing in again).
  if (stale && !c.res.headers.getSetCookie().some((h) => h.startsWith(`${SESSION_COOKIE}=`))) clearCookie(c, SESSION_COOKIE);
});
