/** The same idempotency key answers the same order; a changed body with a used key is refused. */
export interface PlaceRequest {
  sid: string;
  address_id: string;
  payment_method: string;
}

/** A stable fingerprint of what a placement asked for (key order does not matter). */
export function requestFingerprint(req: PlaceRequest): string {
  return JSON.stringify([req.sid, req.address_id, req.payment_method]);
}

export type KeyReuse = { kind: 'new' } | { kind: 'replay'; orderId: string } | { kind: 'conflict'; rsn: string };

export function judgeKeyReuse(
  existing: { fingerprint: string; orderId: string } | null,
  fingerprint: string,
): KeyReuse {
  if (!existing) return { kind: 'new' };
  if (existing.fingerprint === fingerprint) return { kind: 'replay', orderId: existing.orderId };
  return {
    kind: 'conflict',
    rsn: 'This order request was already used with different details. Please start checkout again.',
  };
}

/** Without a key, one bag places one order: the key defaults to the bag's session and its contents version. */
export function defaultIdempotencyKey(sid: string, bagVersion: number): string {
  return `bag:${sid}:${bagVersion}`;
}
