import { countTrip } from '../storage-trips';

/**
 * Custom domain -> shop id, for verified domains only (a pending claim serves nothing). D1 is the source of
 * truth; KV caches the answer (also "none") for a minute.
 */
const TTL_SECONDS = 60;
const NONE = '-';
/** the longest DNS name; anything longer names no shop (and would not fit a KV key) */
const MAX_HOST = 253;

export async function findStoreIdByHost(db: D1Database, kv: KVNamespace, host: string): Promise<string | null> {
  if (!host || host.length > MAX_HOST) return null;
  const key = `domain:${host}`;
  countTrip();
  const cached = await kv.get(key);
  if (cached !== null) return cached === NONE ? null : cached;
  const row = await db
    .prepare("SELECT store_id FROM domains WHERE host = ? AND status = 'verified'")
    .bind(host)
    .first<{ store_id: string }>();
  const storeId = row?.store_id ?? null;
  await kv.put(key, storeId ?? NONE, { expirationTtl: TTL_SECONDS });
  return storeId;
}

export async function forgetDomain(kv: KVNamespace, host: string): Promise<void> {
  await kv.delete(`domain:${host}`);
}
