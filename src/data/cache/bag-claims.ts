/**
 * Links that hand a bag made by an agent to the shopper's browser (MCP start_checkout). KV holds
 * `bagclaim:{token}` -> {storeId, sid} for an hour; the link works once.
 */

export const BAG_CLAIM_TTL_SECONDS = 3600;

const key = (token: string) => `bagclaim:${token}`;

export async function createBagClaim(kv: KVNamespace, storeId: string, sid: string, token: string): Promise<void> {
  await kv.put(key(token), JSON.stringify({ storeId, sid }), { expirationTtl: BAG_CLAIM_TTL_SECONDS });
}

/** The bag of a claim for this shop, consumed; null when unknown, expired, used or another shop's. */
export async function takeBagClaim(kv: KVNamespace, storeId: string, token: string): Promise<string | null> {
  const raw = await kv.get(key(token));
  if (!raw) return null;
  const claim = JSON.parse(raw) as { storeId?: unknown; sid?: unknown };
  if (claim.storeId !== storeId || typeof claim.sid !== 'string') return null;
  await kv.delete(key(token));
  return claim.sid;
}
