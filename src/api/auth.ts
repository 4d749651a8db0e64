import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../middleware/app-env';
import { hashSessionToken, isSessionTokenShape, newSessionToken } from '../auth/session-token';
import { verifyIdToken } from '../auth/verify-id-token';
import { recordCustomerLogin } from '../data/shop/account-customers';
import { createSession, deleteSession, SESSION_COOKIE, SESSION_TTL_S } from '../data/platform/sessions';
import {
  issueSessionPass,
  revokedPassKey,
  SESSION_PASS_COOKIE,
  SESSION_PASS_TTL_S,
  sessionPassKey,
} from '../auth/session-pass';
import { shopOfRequest, shopOf } from '../middleware/shop-context';
import { bagUnitsCookieName, cartCookieName } from '../domain/cart/session';
import { isValidStoreId } from '../domain/tenant';
import { clearCookie, setSafeCookie } from '../core/cookies';
import { log } from '../core/log';
import { addressKey, limitReply } from '../middleware/rate-limit';
import { fail, ok } from '../core/reply';
import { readJsonObject } from '../core/json-body';
import { replyLanguageOf } from '../middleware/language';
import { speak } from '../render/i18n';
import { said } from '../domain/i18n/said';
import type { MessageId } from '../domain/i18n/messages';
import { LANGUAGES, type Lang } from '../domain/i18n/languages';

/** Sign-in may come before any shop is known: then the shopper's own ask among every language, else English. */
const ANY_LANGUAGE: { LANGUAGE: Lang; LANGUAGES: Lang[] } = { LANGUAGE: 'en', LANGUAGES: [...LANGUAGES] };

/**
 * /api/v2/auth/session (DESIGN 6 sign-in contract):
 * - POST {idToken}: verifies the Firebase ID token and sets our own session: the HttpOnly `userToken` cookie
 *   holds a random token (only its SHA-256 is stored in D1, 30 days). With a storeID header the shopper is
 *   recorded as that shop's customer. -> {status: 1, user}. 400 bad body; 401 token refused (expired,
 *   unsigned, wrong audience or issuer); 503 Google's keys unreachable; 429 RATE_LIMITED (signInPerAddress,
 *   src/domain/rate-limits.ts) with Retry-After, nothing stored.
 * - DELETE: logs out: deletes the session and clears `userToken` (and, with storeID, that shop's bag cookie).
 * - GET: {status: 1, user} or {status: 1, user: null}.
 */
export const authApi = new Hono<AppEnv>();

const sessionBody = z.object({
  idToken: z
    .string({ error: 'Please send the idToken from Firebase sign-in.' })
    .min(20, 'That idToken is not a Firebase ID token.')
    .max(8192, 'That idToken is too long.'),
});

const publicUser = (u: { uid: string; phone: string; email: string; name: string }) => ({
  uid: u.uid,
  phone: u.phone,
  email: u.email,
  displayName: u.name,
});

authApi.get('/session', (c) => {
  c.header('Cache-Control', 'private, no-store');
  const user = c.get('user') ?? null;
  return ok(c, { user: user ? publicUser(user) : null });
});

authApi.post('/session', async (c) => {
  const limited = await limitReply(c, 'signInPerAddress', addressKey(c));
  if (limited) return limited;
  const raw = await readJsonObject(c.req);
  const say = (id: MessageId) => speak(replyLanguageOf(c, c.get('tenant')?.store ?? ANY_LANGUAGE), said(id));
  if (!raw) return fail(c, 400, say('problem.signin.badBody'), 'BAD_JSON');
  const body = sessionBody.safeParse(raw);
  if (!body.success) return fail(c, 400, body.error.issues[0].message, 'BAD_INPUT', 'idToken');
  const result = await verifyIdToken(c.env, body.data.idToken, c.req.url);
  if (!result.ok) {
    log('warn', 'sign-in refused', {
      requestId: c.get('requestId'),
      reason: result.code,
      detail: result.rsn.slice(0, 200),
    });
    if (result.code === 'unavailable') return fail(c, 503, say('problem.signin.unavailable'), 'AUTH_UNAVAILABLE');
    const rsn = say(result.code === 'expired' ? 'problem.signin.expired' : 'problem.signin.invalid');
    return fail(c, 401, rsn, result.code === 'expired' ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID', 'idToken');
  }
  const now = Date.now();
  const previous = getCookie(c, SESSION_COOKIE);
  if (isSessionTokenShape(previous)) await deleteSession(c.env.DB, await hashSessionToken(previous));
  const token = newSessionToken();
  await createSession(c.env.DB, await hashSessionToken(token), result.claims, now);
  const storeId = c.req.header('storeID');
  if (storeId && isValidStoreId(storeId)) {
    const tenant = await shopOfRequest(c, storeId);
    if (tenant.store && tenant.health !== 'invalid') await recordCustomerLogin(shopOf(c, storeId), result.claims, now);
  }
  setSafeCookie(c, SESSION_COOKIE, token, SESSION_TTL_S);
  const passKey = sessionPassKey(c.env);
  if (passKey)
    setSafeCookie(
      c,
      SESSION_PASS_COOKIE,
      await issueSessionPass(passKey, result.claims, await hashSessionToken(token), now),
      SESSION_PASS_TTL_S,
    );
  c.header('Cache-Control', 'private, no-store');
  log('info', 'signed in', {
    requestId: c.get('requestId'),
    storeId: storeId ?? null,
    provider: result.claims.provider,
  });
  return ok(c, { msg: 'Signed in', user: publicUser(result.claims) });
});

authApi.delete('/session', async (c) => {
  const user = c.get('user') ?? null;
  if (user?.sessionHash) {
    // the pass must not outlive the session: KV keeps the signed-out session's hash for the pass's life
    const hash = user.sessionHash;
    c.executionCtx.waitUntil(
      c.env.KV.put(revokedPassKey(hash), '1', { expirationTtl: SESSION_PASS_TTL_S }).catch(() => undefined),
    );
    await deleteSession(c.env.DB, hash);
  }
  clearCookie(c, SESSION_COOKIE);
  clearCookie(c, SESSION_PASS_COOKIE);
  const storeId = c.req.header('storeID');
  if (storeId && isValidStoreId(storeId)) {
    clearCookie(c, cartCookieName(storeId));
    clearCookie(c, bagUnitsCookieName(storeId));
  }
  c.header('Cache-Control', 'private, no-store');
  return ok(c, { msg: 'Logged out successfully' });
});
