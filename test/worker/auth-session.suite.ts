import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/session-token';
import { openShop } from '../../src/data/shop/shop-db';
import {
  accountCall,
  claimsFor,
  EMULATOR_ENV,
  fetchWith,
  installSigningKey,
  signIn,
  signedToken,
  uniqueUid,
  unsignedToken,
} from './auth-helpers';

const post = (vars: typeof env, body: unknown, headers: Record<string, string> = {}) =>
  fetchWith(vars, '/api/v2/auth/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('sign-in sessions (POST/DELETE /api/v2/auth/session)', () => {
  it('turns a verified emulator ID token into our own HttpOnly userToken session, stored only as a hash', async () => {
    const uid = uniqueUid();
    const res = await post(EMULATOR_ENV, { idToken: unsignedToken(claimsFor(uid)) });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body).toMatchObject({ status: 1, user: { uid, phone: '+919876543210' } });
    const cookie = res.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^userToken=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/); // localhost
    const token = /userToken=([^;]+)/.exec(cookie)![1];
    const row = await env.DB.prepare('SELECT uid, token_hash FROM sessions WHERE uid = ?')
      .bind(uid)
      .first<{ uid: string; token_hash: string }>();
    expect(row!.token_hash).toBe(await hashSessionToken(token));
    expect(row!.token_hash).not.toBe(token);
    const customer = await openShop(env, 'dilli-kirana')
      .db.prepare('SELECT phone FROM customers WHERE uid = ?')
      .bind(uid)
      .first();
    expect(customer).toEqual({ phone: '+919876543210' });
  });

  it('marks the cookie Secure on a real host', async () => {
    // a real host takes only signed tokens, even in development (the emulator's answer only loopback hosts)
    const key = await installSigningKey();
    const res = await fetchWith(env, 'https://edge-storefront.workers.dev/api/v2/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: await signedToken(key, claimsFor(uniqueUid())) }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toMatch(/; Secure/);
  });

  it('knows the user on later requests from the cookie alone, and forgets them after DELETE', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    const who = await SELF.fetch('http://localhost/api/v2/auth/session', { headers: { Cookie: cookie } });
    expect((await who.json<any>()).user.uid).toBe(uid);
    expect(who.headers.get('Cache-Control')).toBe('private, no-store');
    const out = await SELF.fetch('http://localhost/api/v2/auth/session', {
      method: 'DELETE',
      headers: { Cookie: `${cookie}; dilli-kirana_cartSessionId=abc`, storeID: 'dilli-kirana' },
    });
    expect(await out.json()).toMatchObject({ status: 1, msg: 'Logged out successfully' });
    const cleared = out.headers.getSetCookie();
    expect(cleared.some((c) => /^userToken=;.*Max-Age=0/.test(c))).toBe(true);
    expect(cleared.some((c) => /^dilli-kirana_cartSessionId=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE uid = ?').bind(uid).first('n')).toBe(0);
    const again = await accountCall('GET', '/profile', { cookie });
    expect(again.status).toBe(401);
  });

  it('treats an expired or unknown session as anonymous and clears the cookie', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE uid = ?')
      .bind(Date.now() - 1, uid)
      .run();
    const res = await accountCall('GET', '/profile', { cookie });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 0, code: 'SIGN_IN_REQUIRED' });
    expect(res.headers.getSetCookie().some((c) => /^userToken=;/.test(c))).toBe(true);
    const forged = await accountCall('GET', '/profile', { cookie: 'userToken=' + 'A'.repeat(43) });
    expect(forged.status).toBe(401);
  });

  it('replaces the previous session when signing in again', async () => {
    const uid = uniqueUid();
    const first = await signIn(uid);
    const res = await post(EMULATOR_ENV, { idToken: unsignedToken(claimsFor(uid)) }, { Cookie: first });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE uid = ?').bind(uid).first('n')).toBe(1);
    expect((await accountCall('GET', '/profile', { cookie: first })).status).toBe(401);
  });

  it('validates the body: 400 status 0 with rsn and field, nothing stored', async () => {
    for (const body of [{}, { idToken: 42 }, { idToken: 'short' }, '[1,2]', 'not json']) {
      const res = await post(EMULATOR_ENV, body);
      expect(res.status).toBe(400);
      const json = await res.json<any>();
      expect(json.status).toBe(0);
      expect(typeof json.rsn).toBe('string');
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
    const field = await (await post(EMULATOR_ENV, {})).json<any>();
    expect(field.field).toBe('idToken');
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await post(
      EMULATOR_ENV,
      { idToken: unsignedToken(claimsFor(uniqueUid())) },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('records the shopper as a customer of the shop they signed in at, keeping their chosen name', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid, 'noir-threads', { name: 'Asha' });
    const named = await accountCall('PUT', '/profile', {
      cookie,
      storeId: 'noir-threads',
      body: { NAME: 'Asha Verma' },
    });
    expect(named.body).toMatchObject({ status: 1 });
    await signIn(uid, 'noir-threads', { name: 'Asha' });
    const me = await accountCall('GET', '/profile', { cookie, storeId: 'noir-threads' });
    expect(me.body.user).toMatchObject({ uid, displayName: 'Asha Verma' });
  });
});
