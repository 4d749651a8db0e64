import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/worker';
import { claimsFor, uniqueUid, unsignedToken } from './auth-helpers';

/**
 * A forgotten flag opens nothing: a plain `wrangler deploy` ships wrangler.toml's top-level environment, which must
 * refuse the demo keys and the Auth emulator's unsigned tokens; and even the development environment honours them
 * only for requests to loopback hosts.
 */
const topLevel = (env as unknown as { TOP_LEVEL_ENVIRONMENT: string }).TOP_LEVEL_ENVIRONMENT;
const EMULATOR = '127.0.0.1:9099';

async function call(bindings: Record<string, unknown>, url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.request(url, { redirect: 'manual', ...init }, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const operatorCall = (b: Record<string, unknown>, host: string) =>
  call(b, `http://${host}/platform/api/shops?limit=1`, { headers: { Authorization: 'Bearer dev_operator' } });
const ownerCall = (b: Record<string, unknown>, host: string) =>
  call(b, `http://${host}/admin/api/stores/dilli-kirana`, {
    headers: { Authorization: 'Bearer dev_owner_dilli-kirana' },
  });
const emulatorSignIn = (b: Record<string, unknown>, host: string) =>
  call(b, `http://${host}/api/v2/auth/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(`http://${host}`).origin },
    body: JSON.stringify({ idToken: unsignedToken(claimsFor(uniqueUid('sd'))) }),
  });
const inboxSignIn = (b: Record<string, unknown>, host: string) =>
  call(b, `http://${host}/admin/dilli-kirana/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(`http://${host}`).origin },
    body: 'key=dev_owner_dilli-kirana',
  });

async function expectUnknownKey(res: Response) {
  expect(res.status).toBe(401);
  const body = await res.json<{ status: number; code: string; rsn: string }>();
  expect(body).toMatchObject({ status: 0, code: 'AUTH_INVALID' });
  expect(body.rsn).toMatch(/not valid/);
}

describe('the top-level environment of wrangler.toml (what a plain `wrangler deploy` ships)', () => {
  it('is production', () => {
    expect(topLevel).toBe('production');
  });

  it('refuses dev_operator and dev_owner_<id> as unknown keys, even on localhost', async () => {
    for (const host of ['localhost', 'edge-storefront.workers.dev']) {
      await expectUnknownKey(await operatorCall({ ENVIRONMENT: topLevel }, host));
      await expectUnknownKey(await ownerCall({ ENVIRONMENT: topLevel }, host));
      const inbox = await inboxSignIn({ ENVIRONMENT: topLevel }, host);
      expect(inbox.status).toBe(303);
      expect(inbox.headers.get('Location')).toBe('/admin/dilli-kirana?failed=1');
      expect(inbox.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it("refuses the emulator's unsigned tokens: 401 without an emulator, and no service at all with one configured", async () => {
    const res = await emulatorSignIn({ ENVIRONMENT: topLevel }, 'localhost');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 0, code: 'TOKEN_INVALID' });
    expect(res.headers.get('Set-Cookie')).toBeNull();
    const withEmulator = await emulatorSignIn(
      { ENVIRONMENT: topLevel, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR },
      'localhost',
    );
    expect(withEmulator.status).toBe(503);
  });
});

describe('the development environment', () => {
  const dev = { ENVIRONMENT: 'development', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR };

  for (const host of ['localhost', '127.0.0.1', 'dillikirana.localhost']) {
    it(`honours the demo keys and emulator tokens on the loopback host ${host}`, async () => {
      if (host !== 'dillikirana.localhost') expect((await operatorCall(dev, host)).status).toBe(200);
      expect((await ownerCall(dev, host)).status).toBe(200);
      const signIn = await emulatorSignIn(dev, host);
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('Set-Cookie')).toMatch(/^userToken=/);
    });
  }

  // edge-storefront.workers.dev is one of the top-level PLATFORM_HOSTS: a development build deployed there by mistake
  for (const host of ['edge-storefront.workers.dev', 'EDGE-STOREFRONT.workers.dev']) {
    it(`treats them as unknown keys and untrusted tokens on the public host ${host}`, async () => {
      await expectUnknownKey(await operatorCall(dev, host));
      await expectUnknownKey(await ownerCall(dev, host));
      const signIn = await emulatorSignIn(dev, host);
      expect(signIn.status).toBe(401);
      expect(signIn.headers.get('Set-Cookie')).toBeNull();
      const inbox = await inboxSignIn(dev, host);
      expect(inbox.headers.get('Location')).toBe('/admin/dilli-kirana?failed=1');
    });
  }
});
