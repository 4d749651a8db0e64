import { CART_REFRESH_THROTTLE_MS } from '../../domain/cart/session';

const refreshKey = (storeId: string, sid: string) => `cart-refresh:${storeId}:${sid}`;

/** When refreshCartForChanges last ran for this shop and session (KV, best effort). */
export async function lastRefreshAt(kv: KVNamespace, storeId: string, sid: string): Promise<number | null> {
  const value = await kv.get(refreshKey(storeId, sid));
  const at = value === null ? NaN : Number(value);
  return Number.isFinite(at) ? at : null;
}

export async function markRefreshed(kv: KVNamespace, storeId: string, sid: string, now: number): Promise<void> {
  // KV cannot expire sooner than 60 s; the value holds the time, so a longer TTL is harmless.
  await kv.put(refreshKey(storeId, sid), String(now), {
    expirationTtl: Math.max(60, Math.ceil(CART_REFRESH_THROTTLE_MS / 1000) + 60),
  });
}

const userBagKey = (storeId: string, uid: string) => `cart-user:${storeId}:${uid}`;

/** The signed-in user's own bag in a shop (set when they first merge or bind a bag). */
export async function findUserSid(kv: KVNamespace, storeId: string, uid: string): Promise<string | null> {
  return kv.get(userBagKey(storeId, uid));
}

export async function saveUserSid(kv: KVNamespace, storeId: string, uid: string, sid: string): Promise<void> {
  await kv.put(userBagKey(storeId, uid), sid);
}
