import type { Bindings } from '../env';
import type { ShopBags } from './shop-bags';
import { BAG_METHODS, type BagMethod } from './shop-bag-methods';
import { CART_REFRESH_THROTTLE_MS } from '../domain/cart/session';
import { shopStub, unwrapShopAnswer } from './shop-db';
import { trip } from './storage-trips';

/** The bag calls with their plain result types (RPC stubs blur the unions). */
export type CartBag = { [K in BagMethod]: (...args: Parameters<ShopBags[K]>) => Promise<ReturnType<ShopBags[K]>> };

/**
 * The bag of one shop and session, kept in the shop's object. A sid that belongs to another shop is
 * unknown there (status 406). `_sid` is part of every call's ref; it is named here for the reader.
 */
export function cartStub(env: Pick<Bindings, 'SHOP'>, storeId: string, _sid: string): CartBag {
  const stub = shopStub(env, storeId);
  // the RPC stub's type loses the pairing of a method and its arguments; CartBag states it per method
  const callOf = <M extends BagMethod>(method: M) => (...args: Parameters<ShopBags[M]>) =>
    trip(async () => unwrapShopAnswer(await stub.bag(storeId, method, args as never)) as ReturnType<ShopBags[M]>);
  return Object.fromEntries(BAG_METHODS.map((method) => [method, callOf(method)])) as CartBag;
}

const refreshKey = (storeId: string, sid: string) => `cart-refresh:${storeId}:${sid}`;

/** When refreshCartForChanges last ran for this shop and session (KV, best effort). */
export async function lastRefreshAt(kv: KVNamespace, storeId: string, sid: string): Promise<number | null> {
  const value = await kv.get(refreshKey(storeId, sid));
  const at = value === null ? NaN : Number(value);
  return Number.isFinite(at) ? at : null;
}

export async function markRefreshed(kv: KVNamespace, storeId: string, sid: string, now: number): Promise<void> {
  // KV cannot expire sooner than 60 s; the value holds the time, so a longer TTL is harmless.
  await kv.put(refreshKey(storeId, sid), String(now), { expirationTtl: Math.max(60, Math.ceil(CART_REFRESH_THROTTLE_MS / 1000) + 60) });
}

const userBagKey = (storeId: string, uid: string) => `cart-user:${storeId}:${uid}`;

/** The signed-in user's own bag in a shop (set when they first merge or bind a bag). */
export async function findUserSid(kv: KVNamespace, storeId: string, uid: string): Promise<string | null> {
  return kv.get(userBagKey(storeId, uid));
}

export async function saveUserSid(kv: KVNamespace, storeId: string, uid: string, sid: string): Promise<void> {
  await kv.put(userBagKey(storeId, uid), sid);
}
