/**
 * What an owner key may do. An `owner` key does everything; an `orders` key (the helper who packs orders)
 * reads and moves orders, in the owner API and in the inbox at /admin/{storeId}, and nothing else: it cannot
 * change a price, a setting or a customer's money, nor make keys.
 */
export type KeyRole = 'owner' | 'orders';
export const KEY_ROLES: readonly KeyRole[] = ['owner', 'orders'];

/** Owner API calls an `orders` key may make: `path` is what follows /stores/{storeId}. */
const ORDER_CALLS: readonly [string, RegExp][] = [
  ['GET', /^\/orders\/?$/],
  ['GET', /^\/orders\/[^/]+\/?$/],
  ['POST', /^\/orders\/[^/]+\/status\/?$/],
  ['POST', /^\/orders\/[^/]+\/payment\/?$/],
];

export function roleAllows(role: KeyRole, method: string, path: string): boolean {
  if (role === 'owner') return true;
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return ORDER_CALLS.some(([verb, pattern]) => verb === m && pattern.test(path));
}

export const ROLE_REFUSAL = "This key can only read and move orders. Ask the shop's owner to make this change.";

/**
 * A key's public id (for listing and revoking): the first 16 hex characters of its SHA-256. The hash of a
 * 256-bit random key gives nothing away, and keys made before ids existed have one too.
 */
export function keyIdOf(keyHash: string): string {
  return `key_${keyHash.slice(0, 16)}`;
}

export const KEY_ID_PATTERN = /^key_[0-9a-f]{16}$/;
/** Keys a shop may hold at once (owners' and staff's together). */
export const MAX_KEYS_PER_SHOP = 20;
