import { describe, expect, it } from 'vitest';
import { createAuthorizationHeader, isHeaderValid } from 'ondc-crypto-sdk-nodejs';
import { parseAuthorizationHeader, signatureWindowRefusal } from '../../../src/domain/ondc/signature';
import {
  blake512Base64,
  encodeBase64,
  importSigningKey,
  signAuthorizationHeader,
  verifyAuthorizationHeader,
} from '../../../src/ondc/signing';

// A test-only key pair: seed 0x01..0x20, the 64-byte private key is seed then public key (libsodium's format).
const SEED = encodeBase64(Uint8Array.from({ length: 32 }, (_, i) => i + 1));
const NOW = 1_800_000_000;
const BODY = JSON.stringify({ context: { action: 'search', message_id: 'm-1' }, message: { intent: {} } });

async function testKey() {
  const key = await importSigningKey(SEED);
  if (!key) throw new Error('test key did not import');
  const full = encodeBase64(new Uint8Array([...atobBytes(SEED), ...atobBytes(key.publicKeyBase64)]));
  return { key, full };
}

function atobBytes(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

describe('ONDC signature', () => {
  it('digests with BLAKE2b-512 (RFC 7693 test vector "abc")', () => {
    const expected =
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923';
    const hex = [...atobBytes(blake512Base64('abc'))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe(expected);
  });

  it('imports 32-byte seeds and 64-byte libsodium keys alike, and refuses anything else', async () => {
    const { key, full } = await testKey();
    expect((await importSigningKey(full))?.publicKeyBase64).toBe(key.publicKeyBase64);
    expect(await importSigningKey('not base64!')).toBeNull();
    expect(await importSigningKey(encodeBase64(new Uint8Array(16)))).toBeNull();
    // 64 bytes whose second half is not the seed's public key
    expect(await importSigningKey(encodeBase64(new Uint8Array(64).fill(7)))).toBeNull();
  });

  const cases: Array<{
    name: string;
    body?: string;
    now?: number;
    created?: number;
    expires?: number;
    mangle?: (h: string) => string;
    known?: boolean;
    expect: string;
  }> = [
    { name: 'good', expect: 'ok' },
    { name: 'tampered body', body: BODY.replace('m-1', 'm-2'), expect: 'bad_signature' },
    { name: 'expired', now: NOW + 3600, expect: 'expired' },
    { name: 'created in the future', now: NOW - 3600, expect: 'not_yet_valid' },
    { name: 'expires before created', created: NOW, expires: NOW - 1, expect: 'malformed' },
    { name: 'unknown key', known: false, expect: 'unknown_key' },
    { name: 'missing header', mangle: () => '', expect: 'missing' },
    { name: 'not a Signature header', mangle: (h) => h.replace('Signature ', 'Bearer '), expect: 'malformed' },
    { name: 'other algorithm', mangle: (h) => h.replace('|ed25519"', '|rsa"'), expect: 'unsupported_algorithm' },
    { name: 'created not a number', mangle: (h) => h.replace(/created="\d+"/, 'created="soon"'), expect: 'malformed' },
    {
      name: 'signature swapped',
      mangle: (h) => h.replace(/signature="[^"]+"/, `signature="${encodeBase64(new Uint8Array(64))}"`),
      expect: 'bad_signature',
    },
    { name: 'duplicate parameter', mangle: (h) => `${h},created="1"`, expect: 'malformed' },
    { name: 'huge header', mangle: (h) => h + 'x'.repeat(5000), expect: 'malformed' },
    { name: 'lone surrogate', mangle: (h) => h.replace('test.buyer', 'test\ud800buyer'), expect: 'unknown_key' },
  ];

  for (const c of cases) {
    it(`verifies: ${c.name} -> ${c.expect}`, async () => {
      const { key } = await testKey();
      const created = c.created ?? NOW - 10;
      const header = await signAuthorizationHeader({
        body: BODY,
        key,
        subscriberId: 'test.buyer',
        uniqueKeyId: 'k1',
        created,
        expires: c.expires ?? created + 300,
      });
      const result = await verifyAuthorizationHeader({
        header: c.mangle ? c.mangle(header) : header,
        body: c.body ?? BODY,
        nowSeconds: c.now ?? NOW,
        lookupPublicKey: async (id, ukid) =>
          c.known !== false && id === 'test.buyer' && ukid === 'k1' ? key.publicKeyBase64 : null,
      });
      expect(result.ok ? 'ok' : result.code).toBe(c.expect);
    });
  }

  it('parses what it formats and keeps the window rules apart', () => {
    const parsed = parseAuthorizationHeader(
      'Signature keyId="a.b|u1|ed25519",algorithm="ed25519",created="100",expires="200",headers="(created) (expires) digest",signature="AAAA"',
    );
    expect(parsed).toEqual({
      ok: true,
      parts: { subscriberId: 'a.b', uniqueKeyId: 'u1', created: 100, expires: 200, signature: 'AAAA' },
    });
    if (!parsed.ok) return;
    expect(signatureWindowRefusal(parsed.parts, 150)).toBeNull();
    expect(signatureWindowRefusal(parsed.parts, 201)).toBe('expired');
    expect(signatureWindowRefusal(parsed.parts, 0)).toBe('not_yet_valid');
  });
});

describe('ONDC signature interop with ondc-crypto-sdk-nodejs', () => {
  it('its verifier accepts our header', async () => {
    const { key } = await testKey();
    const created = Math.floor(Date.now() / 1000);
    const header = await signAuthorizationHeader({
      body: BODY,
      key,
      subscriberId: 'np.example',
      uniqueKeyId: 'k9',
      created,
      expires: created + 300,
    });
    expect(await isHeaderValid({ header, body: BODY, publicKey: key.publicKeyBase64 })).toBe(true);
    expect(await isHeaderValid({ header, body: BODY + ' ', publicKey: key.publicKeyBase64 })).toBe(false);
  });

  it('our verifier accepts its header', async () => {
    const { key, full } = await testKey();
    const header = await createAuthorizationHeader({
      body: BODY,
      privateKey: full,
      subscriberId: 'np.example',
      subscriberUniqueKeyId: 'k9',
    });
    const result = await verifyAuthorizationHeader({
      header,
      body: BODY,
      nowSeconds: Math.floor(Date.now() / 1000),
      lookupPublicKey: async () => key.publicKeyBase64,
    });
    expect(result).toEqual({ ok: true, subscriberId: 'np.example', uniqueKeyId: 'k9' });
    const tampered = await verifyAuthorizationHeader({
      header,
      body: BODY.replace('search', 'select'),
      nowSeconds: Math.floor(Date.now() / 1000),
      lookupPublicKey: async () => key.publicKeyBase64,
    });
    expect(tampered).toMatchObject({ ok: false, code: 'bad_signature' });
  });
});
