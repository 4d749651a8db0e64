import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../src/data/platform/operator-keys';
import { encodeBase64, importSigningKey } from '../../src/ondc/signing';
import { findPinnedParticipant } from '../../src/ondc/participants';
import { platformCall, platformCallWith } from './platform-helpers';

// The ONDC seller node (#39): the operator calls that show the node's identity and pin network participants.

const BUYER_SEED = encodeBase64(Uint8Array.from({ length: 32 }, (_, i) => 200 - i));

async function buyerPublicKey(): Promise<string> {
  const key = await importSigningKey(BUYER_SEED);
  if (!key) throw new Error('test key did not import');
  return key.publicKeyBase64;
}

describe('ONDC operator calls', () => {
  it('shows the node identity with the development-only key to the operator, and to nobody else', async () => {
    const res = await platformCall('GET', '/ondc');
    expect(res.status).toBe(200);
    const body = await res.json<{ ondc: Record<string, unknown> }>();
    expect(body.ondc).toMatchObject({
      subscriber_id: 'localhost',
      unique_key_id: 'dev-key-1',
      signing_key_source: 'development-only',
      registry_url: null,
    });
    expect(body.ondc.signing_public_key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    for (const key of [null, 'dev_owner_dilli-kirana', 'nonsense']) {
      const refused = await platformCall('GET', '/ondc', { key });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ status: 0 });
    }
  });

  it('uses the ONDC_SIGNING_PRIVATE_KEY secret when set, and refuses to fall back to the development key in production', async () => {
    const operatorKey = await createOperatorKey(env.DB, 'ondc test');
    const withSecret = await platformCallWith({ ONDC_SIGNING_PRIVATE_KEY: BUYER_SEED }, 'GET', '/ondc');
    expect((await withSecret.json<{ ondc: Record<string, unknown> }>()).ondc).toMatchObject({
      signing_key_source: 'secret',
      signing_public_key: await buyerPublicKey(),
    });
    const production = await platformCallWith({ ENVIRONMENT: 'production' }, 'GET', '/ondc', { key: operatorKey });
    expect((await production.json<{ ondc: Record<string, unknown> }>()).ondc).toMatchObject({
      signing_key_source: 'missing',
      signing_public_key: null,
    });
    const broken = await platformCallWith({ ONDC_SIGNING_PRIVATE_KEY: 'not-a-key' }, 'GET', '/ondc');
    expect((await broken.json<{ ondc: Record<string, unknown> }>()).ondc).toMatchObject({
      signing_key_source: 'invalid',
      signing_public_key: null,
    });
  });

  it('pins a participant for the operator only, with every field checked', async () => {
    const participant = {
      unique_key_id: 'k1',
      signing_public_key: await buyerPublicKey(),
      subscriber_url: 'http://127.0.0.1:9999/ondc',
    };
    for (const key of [null, 'dev_owner_dilli-kirana']) {
      expect((await platformCall('PUT', '/ondc/participants/buyer.test', { key, body: participant })).status).toBe(401);
    }
    expect(await findPinnedParticipant(env.KV, 'buyer.test', 'k1')).toBeNull();
    const res = await platformCall('PUT', '/ondc/participants/buyer.test', { body: participant });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, participant: { subscriber_id: 'buyer.test', ...participant } });
    expect(await findPinnedParticipant(env.KV, 'buyer.test', 'k1')).toMatchObject({
      signing_public_key: participant.signing_public_key,
    });
  });

  it('refuses bad participants with a 4xx JSON reason and pins nothing (small fuzz)', async () => {
    const good = {
      unique_key_id: 'k2',
      signing_public_key: await buyerPublicKey(),
      subscriber_url: 'https://buyer.example/ondc',
    };
    const bad: Array<[string, unknown, string?]> = [
      ['fuzz.one', { ...good, unique_key_id: 5 }],
      ['fuzz.one', { ...good, unique_key_id: 'k\ud800' }],
      ['fuzz.one', { ...good, signing_public_key: 'AAAA' }],
      ['fuzz.one', { ...good, signing_public_key: ['x'] }],
      ['fuzz.one', { ...good, subscriber_url: 'ftp://buyer.example' }],
      ['fuzz.one', { ...good, subscriber_url: 'https://user:pw@buyer.example' }],
      ['fuzz.one', { ...good, extra: 1 }],
      ['fuzz.one', [good]],
      ['fuzz.one', null],
      ['fuzz.one', { ...good, unique_key_id: { a: { b: { c: 'd' } } } }],
      ['fuzz.one', { ...good, subscriber_url: `https://buyer.example/${'x'.repeat(5000)}` }],
      ['fuzz%20one', good],
      ['fuzz%ED%A0%80one', good],
      ['fuzz%2Fone%2F..', good],
      ['-leading-dash', good],
    ];
    for (const [id, body] of bad) {
      const res = await platformCall('PUT', `/ondc/participants/${id}`, { body });
      expect(res.status, `${id} ${JSON.stringify(body)?.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ status: 0 });
    }
    expect((await platformCall('PUT', '/ondc/participants/fuzz.one', { raw: '{"unique_key_id":' })).status).toBe(400);
    expect(
      (
        await platformCall('PUT', '/ondc/participants/fuzz.one', {
          raw: JSON.stringify(good),
          headers: { 'Content-Type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await platformCall('PUT', '/ondc/participants/fuzz.one', {
          raw: JSON.stringify({ ...good, pad: 'x'.repeat(20_000) }),
        })
      ).status,
    ).toBe(413);
    expect(await findPinnedParticipant(env.KV, 'fuzz.one', 'k2')).toBeNull();
  });

  it('refuses pinning where the node uses a registry in production', async () => {
    const operatorKey = await createOperatorKey(env.DB, 'ondc test');
    const good = {
      unique_key_id: 'k3',
      signing_public_key: await buyerPublicKey(),
      subscriber_url: 'https://buyer.example/ondc',
    };
    const res = await platformCallWith(
      { ENVIRONMENT: 'production', ONDC_REGISTRY_URL: 'https://registry.invalid/lookup' },
      'PUT',
      '/ondc/participants/prod.buyer',
      { key: operatorKey, body: good },
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ status: 0, code: 'REGISTRY_IN_USE' });
    const http = await platformCallWith({ ENVIRONMENT: 'production' }, 'PUT', '/ondc/participants/prod.buyer', {
      key: operatorKey,
      body: { ...good, subscriber_url: 'http://127.0.0.1/ondc' },
    });
    expect(http.status).toBe(400);
    const allowed = await platformCallWith({ ENVIRONMENT: 'production' }, 'PUT', '/ondc/participants/prod.buyer', {
      key: operatorKey,
      body: good,
    });
    expect(allowed.status).toBe(200);
  });
});
import './ondc-opt-in.suite';
import './ondc-console.suite';
