/**
 * ONDC signatures with real keys: BLAKE2b-512 of the exact body (not in WebCrypto, so @noble/hashes) and
 * Ed25519 through WebCrypto. Keys are ONDC's format: base64 raw 32-byte public keys; private keys base64 of the
 * 32-byte seed or libsodium's 64-byte seed-then-public-key.
 */
import { blake2b } from '@noble/hashes/blake2';
import { ok, type Result } from '../core/result';
import {
  buildSigningString,
  formatAuthorizationHeader,
  parseAuthorizationHeader,
  signatureWindowRefusal,
  signatureRefused,
  type SignatureProblem,
} from '../domain/ondc/signature';

export interface SigningKey {
  privateKey: CryptoKey;
  publicKeyBase64: string;
}

const PKCS8_ED25519_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
];

export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function blake512Base64(body: string): string {
  return encodeBase64(blake2b(new TextEncoder().encode(body), { dkLen: 64 }));
}

/** Imports a private key in ONDC's format; null when it is not one. */
export async function importSigningKey(privateKeyBase64: string): Promise<SigningKey | null> {
  const bytes = decodeBase64(privateKeyBase64.trim());
  if (!bytes || (bytes.length !== 32 && bytes.length !== 64)) return null;
  const pkcs8 = new Uint8Array([...PKCS8_ED25519_PREFIX, ...bytes.subarray(0, 32)]);
  try {
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
    const jwk = (await crypto.subtle.exportKey('jwk', privateKey)) as JsonWebKey;
    const publicKey = decodeBase64((jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/').padEnd(44, '='));
    if (!publicKey) return null;
    if (bytes.length === 64 && encodeBase64(bytes.subarray(32)) !== encodeBase64(publicKey)) return null;
    return { privateKey, publicKeyBase64: encodeBase64(publicKey) };
  } catch {
    return null;
  }
}

export async function signAuthorizationHeader(options: {
  body: string;
  key: SigningKey;
  subscriberId: string;
  uniqueKeyId: string;
  created: number;
  expires: number;
}): Promise<string> {
  const signingString = buildSigningString(options.created, options.expires, blake512Base64(options.body));
  const signature = await crypto.subtle.sign(
    'Ed25519',
    options.key.privateKey,
    new TextEncoder().encode(signingString),
  );
  return formatAuthorizationHeader({
    subscriberId: options.subscriberId,
    uniqueKeyId: options.uniqueKeyId,
    created: options.created,
    expires: options.expires,
    signature: encodeBase64(new Uint8Array(signature)),
  });
}

export type VerifiedSender = Result<{ subscriberId: string; uniqueKeyId: string }, SignatureProblem>;

/** Checks an incoming header against the exact body; `lookupPublicKey` answers the sender's base64 key or null. */
export async function verifyAuthorizationHeader(options: {
  header: string | null | undefined;
  body: string;
  nowSeconds: number;
  lookupPublicKey: (subscriberId: string, uniqueKeyId: string) => Promise<string | null>;
}): Promise<VerifiedSender> {
  const parsed = parseAuthorizationHeader(options.header);
  if (!parsed.ok) return parsed;
  const { parts } = parsed;
  const windowRefusal = signatureWindowRefusal(parts, options.nowSeconds);
  if (windowRefusal) return signatureRefused(windowRefusal);
  const publicKeyBase64 = await options.lookupPublicKey(parts.subscriberId, parts.uniqueKeyId);
  const publicKey = publicKeyBase64 ? decodeBase64(publicKeyBase64) : null;
  if (!publicKey || publicKey.length !== 32) return signatureRefused('unknown_key');
  const signature = decodeBase64(parts.signature);
  if (!signature || signature.length !== 64) return signatureRefused('bad_signature');
  try {
    const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify']);
    const signingString = buildSigningString(parts.created, parts.expires, blake512Base64(options.body));
    const good = await crypto.subtle.verify('Ed25519', key, signature, new TextEncoder().encode(signingString));
    return good
      ? ok({ subscriberId: parts.subscriberId, uniqueKeyId: parts.uniqueKeyId })
      : signatureRefused('bad_signature');
  } catch {
    return signatureRefused('bad_signature');
  }
}
