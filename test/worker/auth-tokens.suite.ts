import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  claimsFor,
  EMULATOR_ENV,
  fetchWith,
  installSigningKey,
  signedToken,
  uniqueUid,
  unsignedToken,
  type Claims,
} from './auth-helpers';

/** Production verification: RS256 against the (cached) Google keys; here a test key stands in for them. */
const postToken = (idToken: string) =>
  SELF.fetch('http://localhost/api/v2/auth/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });

describe('ID-token verification outside the emulator', () => {
  let key: CryptoKey;
  beforeEach(async () => {
    key = await installSigningKey();
  });

  it('accepts a correctly signed, current token for our project', async () => {
    const res = await postToken(await signedToken(key, claimsFor(uniqueUid())));
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/^userToken=/);
  });

  const refused: [string, () => Promise<string>, string][] = [
    [
      'an unsigned token (alg none), as the emulator makes',
      async () => unsignedToken(claimsFor(uniqueUid())),
      'TOKEN_INVALID',
    ],
    [
      'an expired token',
      async () =>
        signedToken(key, claimsFor(uniqueUid(), { iat: nowS() - 7200, auth_time: nowS() - 7200, exp: nowS() - 3600 })),
      'TOKEN_EXPIRED',
    ],
    [
      'a token for another project (wrong audience)',
      async () => signedToken(key, claimsFor(uniqueUid(), { aud: 'someone-elses-project' })),
      'TOKEN_INVALID',
    ],
    [
      'the custom-token audience the library tolerates',
      async () =>
        signedToken(
          key,
          claimsFor(uniqueUid(), {
            aud: 'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit',
          }),
        ),
      'TOKEN_INVALID',
    ],
    [
      'a token from another issuer',
      async () =>
        signedToken(key, claimsFor(uniqueUid(), { iss: 'https://securetoken.google.com/someone-elses-project' })),
      'TOKEN_INVALID',
    ],
    [
      'a token signed by a different key under the same key id',
      async () => signedToken(await otherKey(), claimsFor(uniqueUid())),
      'TOKEN_INVALID',
    ],
    [
      'a token naming an unknown key id',
      async () => signedToken(key, claimsFor(uniqueUid()), { alg: 'RS256', kid: 'nope' }),
      'TOKEN_INVALID',
    ],
    [
      'a token with HS256 in its header',
      async () => signedToken(key, claimsFor(uniqueUid()), { alg: 'HS256', kid: 'test-kid' }),
      'TOKEN_INVALID',
    ],
    [
      'a token issued in the future',
      async () => signedToken(key, claimsFor(uniqueUid(), { iat: nowS() + 600, auth_time: nowS() + 600 })),
      'TOKEN_INVALID',
    ],
    ['a token without a subject', async () => signedToken(key, claimsFor('x', { sub: '' })), 'TOKEN_INVALID'],
    ['garbage', async () => 'a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r', 'TOKEN_INVALID'],
  ];
  for (const [what, make, code] of refused) {
    it(`refuses ${what} with 401 and sets no cookie`, async () => {
      const res = await postToken(await make());
      expect([400, 401]).toContain(res.status);
      const body = await res.json<any>();
      expect(body.status).toBe(0);
      if (res.status === 401) expect(body.code).toBe(code);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    });
  }

  it('token and uid headers sign an API client in only when the token is valid and names that uid', async () => {
    const uid = uniqueUid();
    const token = await signedToken(key, claimsFor(uid));
    const call = (headers: Record<string, string>) =>
      SELF.fetch('http://localhost/api/v2/account/profile', { headers: { storeID: 'dilli-kirana', ...headers } });
    expect((await call({ token, uid })).status).toBe(200);
    expect((await call({ token, uid: 'someone-else' })).status).toBe(401);
    expect((await call({ token: unsignedToken(claimsFor(uid)), uid })).status).toBe(401);
    expect((await call({ uid })).status).toBe(401);
  });

  it("answers 503 (not a sign-in) when Google's keys cannot be fetched", async () => {
    await env.KV.delete('firebase:jwk:securetoken');
    const original = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new Error('offline');
    };
    try {
      const res = await fetchWith(env, '/api/v2/auth/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: await signedToken(key, claimsFor(uniqueUid())) }),
      });
      expect(res.status).toBe(503);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('the Auth emulator', () => {
  it('is accepted in development: its unsigned tokens still need the right audience, issuer and expiry', async () => {
    const post = (claims: Claims) =>
      fetchWith(EMULATOR_ENV, '/api/v2/auth/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken: unsignedToken(claims) }),
      });
    expect((await post(claimsFor(uniqueUid()))).status).toBe(200);
    expect((await post(claimsFor(uniqueUid(), { aud: 'other' }))).status).toBe(401);
    expect((await post(claimsFor(uniqueUid(), { iss: 'https://evil.example/demo-storefront' }))).status).toBe(401);
    expect((await post(claimsFor(uniqueUid(), { exp: nowS() - 60 }))).status).toBe(401);
  });

  it('makes a production Worker refuse to serve anything (503, with a log line)', async () => {
    const prod = { ...EMULATOR_ENV, ENVIRONMENT: 'production' } as typeof env;
    for (const path of [
      '/',
      '/dilli-kirana',
      '/dilli-kirana/login',
      '/api/v2/getStoreDetails/v2',
      '/api/v2/auth/session',
      '/healthz',
      '/img/p/x.svg',
    ]) {
      const res = await fetchWith(prod, path);
      expect(res.status, path).toBe(503);
      expect(await res.text()).toMatch(/emulator/i);
    }
  });

  it('is refused on a host that is not loopback, even in development', async () => {
    const res = await fetchWith(
      { ...env, FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099' } as typeof env,
      '/dilli-kirana',
    );
    expect(res.status).toBe(503);
  });
});

const nowS = () => Math.floor(Date.now() / 1000);
async function otherKey(): Promise<CryptoKey> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  return pair.privateKey;
}
