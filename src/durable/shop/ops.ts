import type { ShopBags } from './bags';
import { readShopSettings } from '../../data/tenant-loader';

/**
 * Repository operations that run inside a shop's object, next to its data, so that a request needing
 * several statements makes one round trip. Each takes the object's database, the store id and one
 * argument object, and answers plain data.
 */
type Op<A, R> = (db: D1Database, storeId: string, args: A, bags: ShopBags) => Promise<R>;

export const SHOP_OPS = {
  ping: (async () => 'pong') as Op<Record<string, never>, string>,
  settings: ((db, storeId) => readShopSettings(db, storeId)) as Op<Record<string, never>, Awaited<ReturnType<typeof readShopSettings>>>,
} satisfies Record<string, Op<never, unknown>>;

export type ShopOpName = keyof typeof SHOP_OPS;
export type ShopOpArgs<N extends ShopOpName> = Parameters<(typeof SHOP_OPS)[N]>[2];
export type ShopOpResult<N extends ShopOpName> = Awaited<ReturnType<(typeof SHOP_OPS)[N]>>;
