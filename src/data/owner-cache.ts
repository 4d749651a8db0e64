import { forgetDomain } from './domains';
import { trip } from './storage-trips';

/**
 * Per-shop cache version. The page cache puts `shopver:{storeId}` into its cache keys, so bumping it makes
 * every cached page of the shop unreachable at once; nothing has to be listed or purged one by one.
 */
const shopVersionKey = (storeId: string) => `shopver:${storeId}`;

export async function readShopVersion(kv: KVNamespace, storeId: string): Promise<number> {
  const raw = await trip(() => kv.get(shopVersionKey(storeId)));
  const n = raw === null ? 0 : Number(raw);
  return Number.isFinite(n) ? n : 0;
}

/**
 * A new version that is larger than the last one and practically never repeats (the clock in ms),
 * so two changes racing to bump from the same value still leave a version no cached page was stored under.
 */
export function nextShopVersion(current: number, now = Date.now()): number {
  return Math.max(current + 1, now);
}

/** After any owner change: new shop version in KV, and the shop's custom domains dropped from the KV domain cache. */
export async function invalidateShop(env: { DB: D1Database; KV: KVNamespace }, storeId: string, extraHosts: string[] = []): Promise<number> {
  const version = nextShopVersion(await readShopVersion(env.KV, storeId));
  const { results } = await env.DB.prepare('SELECT host FROM domains WHERE store_id = ?').bind(storeId).all<{ host: string }>();
  const hosts = new Set([...results.map((r) => r.host), ...extraHosts]);
  await Promise.all([env.KV.put(shopVersionKey(storeId), String(version)), ...[...hosts].map((h) => forgetDomain(env.KV, h))]);
  return version;
}
