/** Operator (platform API) keys: their shape and the development key. Pure: no platform imports. */
import { base64Url } from './owner/keys';

/** Prefix of a real key: `sfp_` + 43 base64url characters (32 random bytes). */
const OPERATOR_KEY_PREFIX = 'sfp_';
/** The development key; the Worker refuses it unless ENVIRONMENT is "development". */
export const DEV_OPERATOR_KEY = 'dev_operator';

const KEY_SHAPE = /^[A-Za-z0-9_-]{8,200}$/;

/** A new random key, from 32 bytes of the given random source. */
export function newOperatorKey(randomBytes: Uint8Array): string {
  if (randomBytes.length < 32) throw new Error('an operator key needs 32 random bytes');
  return OPERATOR_KEY_PREFIX + base64Url(randomBytes.slice(0, 32));
}

/** The first characters of a key, stored to recognise it in lists without storing the key. */
export function operatorKeyPrefix(key: string): string {
  return key === DEV_OPERATOR_KEY ? key : key.slice(0, OPERATOR_KEY_PREFIX.length + 6);
}

export type OperatorBearer = { kind: 'missing' } | { kind: 'malformed' } | { kind: 'key'; key: string };

/** `Authorization: Bearer <key>` (scheme case-insensitive); anything not key-shaped is malformed. */
export function parseOperatorBearer(header: string | undefined | null): OperatorBearer {
  if (!header || !header.trim()) return { kind: 'missing' };
  const m = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  if (!m || !KEY_SHAPE.test(m[1])) return { kind: 'malformed' };
  return { kind: 'key', key: m[1] };
}
