import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../src/worker';
import { JWK_CACHE_KEY } from '../../src/auth/verify-id-token';

export const PROJECT = 'demo-storefront';
export const EMULATOR_ENV = { ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' } as typeof env;

const b64url = (s: string | Uint8Array) =>
  btoa(typeof s === 'string' ? s : String.fromCharCode(...s))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export interface Claims {
  [k: string]: unknown;
}

/** Claims of a fresh Firebase ID token for `uid` (phone sign-in), overridable per test. */
export function claimsFor(uid: string, over: Claims = {}): Claims {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 10,
    user_id: uid,
    sub: uid,
    iat: now - 10,
    exp: now + 3600,
    phone_number: '+919876543210',
    firebase: { identities: { phone: ['+919876543210'] }, sign_in_provider: 'phone' },
    ...over,
  };
}

/** What the Auth emulator issues: alg none, empty signature. */
export function unsignedToken(claims: Claims): string {
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.`;
}

/** An RS256 key pair standing in for Google's: its public JWK is put where the verifier caches Google's keys. */
export async function installSigningKey(kid = 'test-kid'): Promise<CryptoKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  await env.KV.put(JWK_CACHE_KEY, JSON.stringify([{ ...jwk, kid, alg: 'RS256', use: 'sig' }]));
  return pair.privateKey;
}

export async function signedToken(
  key: CryptoKey,
  claims: Claims,
  header: Claims = { alg: 'RS256', kid: 'test-kid', typ: 'JWT' },
): Promise<string> {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  const sig = await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(input));
  return `${input}.${b64url(new Uint8Array(sig))}`;
}

/** The Worker with other bindings/vars (e.g. the emulator, or production). */
export async function fetchWith(vars: typeof env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.request(
    new URL(path, 'http://localhost').toString(),
    { redirect: 'manual', ...init },
    vars,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Signs `uid` in through POST /api/v2/auth/session (emulator token); returns the `userToken=...` cookie pair. */
export async function signIn(uid: string, storeId = 'dilli-kirana', over: Claims = {}): Promise<string> {
  const res = await fetchWith(EMULATOR_ENV, '/api/v2/auth/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', storeID: storeId },
    body: JSON.stringify({ idToken: unsignedToken(claimsFor(uid, over)) }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const m = /userToken=([^;]+)/.exec(res.headers.get('Set-Cookie') ?? '');
  if (!m) throw new Error('no userToken cookie');
  return `userToken=${m[1]}`;
}

export const uniqueUid = (label = 'u') => `${label}${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** An account API call as the browser makes it (same origin, JSON, storeID header, the session cookie). */
export async function accountCall(
  method: string,
  path: string,
  opts: { cookie?: string; storeId?: string; body?: unknown; host?: string } = {},
) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    storeID: opts.storeId ?? 'dilli-kirana',
  };
  if (opts.cookie) headers.Cookie = opts.cookie;
  const res = await SELF.fetch(`http://${opts.host ?? 'localhost'}/api/v2/account${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}
