import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { SignedInUser } from '../auth/user';
import { emulatorMisconfiguration } from '../auth/emulator';
import { hashSessionToken, isSessionTokenShape } from '../auth/session-token';
import { verifyIdToken } from '../auth/verify-id-token';
import { findSession, SESSION_COOKIE } from '../data/platform/sessions';
import { clearCookie, setSafeCookie } from '../core/cookies';
import {
  issueSessionPass,
  revokedPassKey,
  revokedUserKey,
  SESSION_PASS_COOKIE,
  SESSION_PASS_REFRESH_S,
  SESSION_PASS_TTL_S,
  sessionPassKey,
  verifySessionPass,
} from '../auth/session-pass';
import { log } from '../core/log';
import { fail, isApiPath } from '../core/reply';

/**
 * DESIGN 8: the Auth emulator (unsigned tokens) outside development must not serve anything.
 * Every request answers 503 and logs why, so `wrangler tail` shows the misconfiguration at once.
 */
export const refuseEmulatorOutsideDevelopment = createMiddleware<AppEnv>(async (c, next) => {
  const problem = emulatorMisconfiguration(c.env);
  if (!problem) return next();
  log('error', `refusing to serve: ${problem}`, { requestId: c.get('requestId'), path: c.req.path });
  const rsn = 'Service unavailable: this deployment is misconfigured (Firebase Auth emulator outside development).';
  c.header('Cache-Control', 'no-store');
  return isApiPath(c.req.path) ? fail(c, 503, rsn, 'MISCONFIGURED') : c.text(rsn, 503);
});

/**
 * The user of our session cookie, or null (a cookie that no longer opens a session is cleared). The session in D1
 * decides; only when D1 cannot answer does the session pass speak for it (auth/session-pass.ts), and without a
 * valid pass the failure stands (the reply is the outage's 503).
 */
async function userFromSession(
  c: Context<AppEnv>,
  token: string,
): Promise<{ user: SignedInUser | null; fromD1: boolean }> {
  if (!isSessionTokenShape(token)) return { user: null, fromD1: true };
  const hash = await hashSessionToken(token);
  let row: Awaited<ReturnType<typeof findSession>>;
  try {
    row = await findSession(c.env.DB, hash, Date.now());
  } catch (err) {
    return { user: await userFromPass(c, hash, err), fromD1: false };
  }
  if (!row) return { user: null, fromD1: true };
  return {
    user: { uid: row.uid, phone: row.phone, email: row.email, name: row.name, via: 'session', sessionHash: hash },
    fromD1: true,
  };
}

async function userFromPass(c: Context<AppEnv>, sessionHash: string, outage: unknown): Promise<SignedInUser | null> {
  const key = sessionPassKey(c.env);
  const pass = getCookie(c, SESSION_PASS_COOKIE);
  const verified = key && pass ? await verifySessionPass(key, pass, sessionHash, Date.now()) : null;
  if (!verified) throw outage;
  // KV down as well: the pass, at most an hour old, is taken as it is
  const [revoked, ended] = await Promise.all([
    c.env.KV.get(revokedPassKey(sessionHash)).catch(() => null),
    c.env.KV.get(revokedUserKey(verified.user.uid)).catch(() => null),
  ]);
  if (revoked || (ended && Number(ended) >= verified.issuedAt)) return null;
  log('warn', 'session from its pass: D1 unavailable', {
    requestId: c.get('requestId'),
    error: String(outage).slice(0, 200),
  });
  return verified.user;
}

/** Every session of `uid` ended (the account deleted): their passes are refused for the rest of their life, this one cleared. */
export function endSessionPasses(c: Context, uid: string): void {
  const env = c.env as AppEnv['Bindings'];
  c.executionCtx.waitUntil(
    env.KV.put(revokedUserKey(uid), String(Date.now()), { expirationTtl: SESSION_PASS_TTL_S }).catch(() => undefined),
  );
  clearCookie(c, SESSION_PASS_COOKIE);
}

/** An API reply to a shopper D1 just vouched for carries a fresh pass when theirs is missing or older than 10 minutes. */
async function refreshPass(c: Context<AppEnv>, user: SignedInUser): Promise<void> {
  if (
    !user.sessionHash ||
    !c.req.path.startsWith('/api/') ||
    c.res.headers.getSetCookie().some((h) => h.startsWith(`${SESSION_COOKIE}=`))
  )
    return;
  const key = sessionPassKey(c.env);
  if (!key) return;
  const pass = getCookie(c, SESSION_PASS_COOKIE);
  let issuedAt = 0;
  try {
    // jose with the first pass read, not with every new isolate (#40 item 1)
    issuedAt = pass ? ((await import('../auth/jose-parts')).decodeJwt(pass).iat ?? 0) * 1000 : 0;
  } catch {
    issuedAt = 0;
  }
  if (Date.now() - issuedAt < SESSION_PASS_REFRESH_S * 1000) return;
  setSafeCookie(
    c,
    SESSION_PASS_COOKIE,
    await issueSessionPass(key, user, user.sessionHash, Date.now()),
    SESSION_PASS_TTL_S,
  );
}

/** API clients' `token` (a Firebase ID token) and `uid` headers: the token must verify and name that uid. */
async function userFromHeaders(c: Context<AppEnv>, token: string, uid: string): Promise<SignedInUser | null> {
  const result = await verifyIdToken(c.env, token, c.req.url);
  if (!result.ok) {
    log('warn', 'id token refused', {
      requestId: c.get('requestId'),
      reason: result.code,
      detail: result.rsn.slice(0, 200),
    });
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
  let vouched = false;
  if (cookie) {
    const found = await userFromSession(c, cookie);
    if (found.user) c.set('user', found.user);
    else stale = found.fromD1;
    vouched = found.fromD1 && found.user !== null;
  } else {
    const token = c.req.header('token');
    const uid = c.req.header('uid');
    if (token && uid) c.set('user', await userFromHeaders(c, token, uid));
  }
  await next();
  // Headers set before a handler returns its own Response are lost, so the stale cookie is cleared now,
  // unless the handler itself just set a new one (signing in again).
  if (stale && !c.res.headers.getSetCookie().some((h) => h.startsWith(`${SESSION_COOKIE}=`))) {
    clearCookie(c, SESSION_COOKIE);
    if (getCookie(c, SESSION_PASS_COOKIE)) clearCookie(c, SESSION_PASS_COOKIE);
  }
  const user = c.get('user');
  if (vouched && user) await refreshPass(c, user);
});
