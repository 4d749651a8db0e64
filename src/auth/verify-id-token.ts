import { fail, ok, type Result } from '../core/result';
import type { Bindings } from '../env';
import { usesEmulator } from './emulator';
import type { IdentityClaims } from '../domain/account/identity';

/** KV key of the cached Google public keys (JWKs) that sign Firebase ID tokens. */
export const JWK_CACHE_KEY = 'firebase:jwk:securetoken';

type Refusal = 'expired' | 'invalid' | 'unavailable';
/** A refusal's `rsn` is the verifier's own words, for the log only: callers answer with their own sentences by `code`. */
export type VerifyResult = Result<{ claims: IdentityClaims }, { code: Refusal; rsn: string }>;

const refused = (code: Refusal, rsn: string) => fail({ code, rsn });

/**
 * The library keeps one verifier per isolate (Auth.getOrInitialize); its key store reads the KV binding of
 * the request being verified, so the keys are cached in KV (expiring with Google's max-age) and fetched on a miss.
 */
const keyStore = {
  kv: null as KVNamespace | null,
  async get<T>(): Promise<T | null> {
    return (await keyStore.kv?.get<T>(JWK_CACHE_KEY, 'json')) ?? null;
  },
  async put(value: string, expirationTtl: number): Promise<void> {
    await keyStore.kv?.put(JWK_CACHE_KEY, value, { expirationTtl: Math.max(60, expirationTtl) });
  },
};

type Env = Pick<Bindings, 'KV' | 'FIREBASE_PROJECT_ID' | 'ENVIRONMENT' | 'FIREBASE_AUTH_EMULATOR_HOST'>;

function header(token: string): Record<string, unknown> | null {
  try {
    const json = atob(token.split('.')[0].replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a Firebase ID token with firebase-auth-cloudflare-workers: RS256 signature against Google's keys,
 * expiry, audience (our project), issuer (securetoken for our project), subject and auth_time. With the Auth
 * emulator (development on a loopback host only, see emulator.ts) the emulator's unsigned tokens are accepted, claims
 * still checked.
 */
export async function verifyIdToken(env: Env, token: string, requestUrl: string): Promise<VerifyResult> {
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId) return refused('unavailable', 'FIREBASE_PROJECT_ID is not set');
  if (typeof token !== 'string' || token.split('.').length !== 3 || token.length > 8192) {
    return refused('invalid', 'not a JWT');
  }
  const emulator = usesEmulator(env, requestUrl);
  if (!emulator) {
    const h = header(token);
    if (!h || h.alg !== 'RS256' || typeof h.kid !== 'string')
      return refused('invalid', 'token is not RS256 with a key id');
  }
  keyStore.kv = env.KV;
  const emulatorEnv = emulator ? { FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST! } : undefined;
  let claims: Record<string, unknown>;
  try {
    // loaded by the first sign-in, not by every new isolate: its module builds its verifiers at import (#40)
    const { Auth } = await import('firebase-auth-cloudflare-workers');
    claims = await Auth.getOrInitialize(projectId, keyStore).verifyIdToken(token, false, emulatorEnv);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const code = (err as { code?: string }).code ?? '';
    // Expiry is found while decoding, which the library reports inside a generic decoding error.
    if (code.includes('id-token-expired') || /"exp" \(expiration time\)/.test(detail))
      return refused('expired', detail);
    if (/fetching public keys/i.test(detail)) return refused('unavailable', detail);
    return refused('invalid', detail);
  }
  // The library also accepts the custom-token audience and keeps the project of its first use: be exact.
  if (claims.aud !== projectId) return refused('invalid', 'wrong audience');
  if (claims.iss !== `https://securetoken.google.com/${projectId}`) return refused('invalid', 'wrong issuer');
  const uid = claims.sub;
  if (typeof uid !== 'string' || !uid || uid.length > 128) return refused('invalid', 'bad subject');
  const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown };
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  return ok({
    claims: {
      uid,
      phone: text(claims.phone_number, 20),
      email: text(claims.email, 254),
      name: text(claims.name, 120),
      provider: text(firebase.sign_in_provider, 40),
    },
  });
}
