/** Owner API keys: their shape, and the deterministic demo keys that only work in development. */

/** Prefix of a real key: `sfo_` + 43 base64url characters (32 random bytes). */
const KEY_PREFIX = 'sfo_';
/** Prefix of a demo key; the Worker refuses these unless ENVIRONMENT is "development". */
export const DEV_KEY_PREFIX = 'dev_owner_';

const KEY_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

export function base64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new random key, from 32 bytes of the given random source. */
export function newOwnerKey(randomBytes: Uint8Array): string {
  if (randomBytes.length < 32) throw new Error('an owner key needs 32 random bytes');
  return KEY_PREFIX + base64Url(randomBytes.slice(0, 32));
}

/** The demo key of a demo shop (local development only; printed by `npm run owner -- dev-keys`). */
export function devOwnerKey(storeId: string): string {
  return `${DEV_KEY_PREFIX}${storeId}`;
}

export function isDevKey(key: string): boolean {
  return key.startsWith(DEV_KEY_PREFIX);
}

/** The first characters of a key, stored to recognise it in lists without storing the key. */
export function keyPrefix(key: string): string {
  return key.slice(0, isDevKey(key) ? key.length : KEY_PREFIX.length + 6);
}

export type BearerResult = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'key'; key: string };

/** `Authorization: Bearer <key>` (scheme case-insensitive). */
export function parseBearer(header: string | undefined | null): BearerResult {
  if (!header || !header.trim()) return { kind: 'missing' };
  const m = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return { kind: 'malformed' };
  return KEY_SHAPE.test(m[1]) ? { kind: 'key', key: m[1] } : { kind: 'malformed' };
}
