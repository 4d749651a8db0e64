import type { SignedInUser } from './user';

/**
 * The session pass: a short-lived HS256 JWT in its own HttpOnly cookie, naming the shopper and the session it was
 * issued for (the SHA-256 of the `userToken` cookie). The session in D1 stays the truth: the pass is read only
 * when D1 cannot answer, so a shopper signed in within the last hour can still add to the bag, check out and see
 * their orders through an outage. Signing out writes the session's hash to KV for the pass's life, so a pass of a
 * session signed out is refused too (docs/architecture.md, "When a part is down").
 */
export const SESSION_PASS_COOKIE = 'userPass';
export const SESSION_PASS_TTL_S = 60 * 60;
/** A pass younger than this is not issued again (API replies refresh an older one while D1 answers). */
export const SESSION_PASS_REFRESH_S = 10 * 60;
const ISSUER = 'storefront-session-pass';
/** Development's own key, so `npm start` and the tests show the behaviour; never honoured in production. */
const DEVELOPMENT_KEY = 'development-only session pass key: set SESSION_PASS_KEY in production';

export interface PassKeyEnv {
  ENVIRONMENT?: string;
  SESSION_PASS_KEY?: string;
}

/** The signing key, or null when this deployment issues no passes (production without a key of 32+ characters). */
export function sessionPassKey(env: PassKeyEnv): Uint8Array | null {
  const secret = env.SESSION_PASS_KEY?.trim() ?? '';
  if (secret.length >= 32) return new TextEncoder().encode(secret);
  return env.ENVIRONMENT === 'development' ? new TextEncoder().encode(DEVELOPMENT_KEY) : null;
}

export async function issueSessionPass(
  key: Uint8Array,
  user: Pick<SignedInUser, 'uid' | 'phone' | 'email' | 'name'>,
  sessionHash: string,
  nowMs: number,
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  // jose is loaded by the first request that signs or reads a pass, not by every new isolate (#40 item 1)
  const { SignJWT } = await import('./jose-parts');
  return new SignJWT({ sh: sessionHash, ph: user.phone, em: user.email, nm: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(user.uid)
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_PASS_TTL_S)
    .sign(key);
}

export interface VerifiedPass {
  user: SignedInUser;
  issuedAt: number;
}

/** The shopper of a pass for this session, or null: a bad signature, another session's pass, expired, or not ours. */
export async function verifySessionPass(
  key: Uint8Array,
  pass: string,
  sessionHash: string,
  nowMs: number,
): Promise<VerifiedPass | null> {
  if (pass.length > 4096) return null;
  const { jwtVerify } = await import('./jose-parts');
  try {
    const { payload } = await jwtVerify(pass, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(nowMs),
    });
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (payload.sh !== sessionHash || typeof payload.sub !== 'string' || !payload.sub) return null;
    return {
      user: {
        uid: payload.sub,
        phone: text(payload.ph),
        email: text(payload.em),
        name: text(payload.nm),
        via: 'session',
        sessionHash,
      },
      issuedAt: (payload.iat ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

/** KV key marking a signed-out session, kept for a pass's life. */
export const revokedPassKey = (sessionHash: string) => `session-revoked:${sessionHash}`;
/** KV key holding when a shopper's every session ended (their account deleted): passes issued before are refused. */
export const revokedUserKey = (uid: string) => `sessions-ended:${uid}`;
