/**
 * A bag's version for the default idempotency key (defaultIdempotencyKey(sid, version)): a hash of what
 * would be ordered. The same bag placed twice gives the same key, so it makes one order; any change to
 * the bag (a line, a quantity, the coupon, a manual item) or emptying and filling it again (new lines
 * carry a new addedAt) gives a new version.
 */
export interface VersionedBag {
  lines: readonly { id: string; qty: number; addedAt: number }[];
  manual: readonly { id: string; qty: number; name: string }[];
  coupon: string | null;
}

/** FNV-1a, 32 bits: small and stable; collisions only matter within one bag's own history. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function bagVersion(bag: VersionedBag): number {
  const lines = [...bag.lines].map((l) => `${l.id}*${l.qty}@${l.addedAt}`).sort();
  const manual = [...bag.manual].map((m) => `${m.id}*${m.qty}:${m.name}`).sort();
  return fnv1a(JSON.stringify([lines, manual, bag.coupon ?? '']));
}
