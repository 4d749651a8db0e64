import type { Bindings } from '../env';
import { addCounts, noCounts, SHOP_COUNTERS, type ShopCounter, type ShopCounts } from '../domain/shop-counters';
import { log } from '../core/log';

/**
 * Per-shop counters (domain/shop-counters.ts). Each event is one Workers Analytics Engine data point (index: the
 * shop; blobs: the counter and the route; doubles: 1, the status, the milliseconds), which the operator queries
 * with AE's SQL API in production. AE cannot be queried locally, and the operator API must answer anywhere, so the
 * isolate also keeps a running count per shop and adds it to the shop's StoreLive object at most every
 * FLUSH_EVERY_MS (one small call, not one per page: a busy shop's pages must not wait on it). An isolate that ends
 * before its next flush loses at most those seconds of counts; AE has them all.
 */
type CounterEnv = Pick<Bindings, 'SHOP_EVENTS' | 'STORE_LIVE'>;
/** Counting alone needs neither binding (a data layer given only MEDIA and IMAGES still counts in the isolate). */
type CountingEnv = Partial<CounterEnv>;
type WaitUntil = (p: Promise<unknown>) => void;

export const FLUSH_EVERY_MS = 10_000;
/** More shops than this waiting in one isolate: flushed at once rather than held. */
const MOST_SHOPS_HELD = 500;

const held = new Map<string, ShopCounts>();
let lastFlush = 0;

export interface CountDetail {
  route?: string | null;
  status?: number;
  ms?: number;
}

/** Counts one event of the shop; with `waitUntil` (a request's), the held counts are flushed when they are due. */
export function countForShop(
  env: CountingEnv,
  storeId: string,
  counter: ShopCounter,
  detail: CountDetail = {},
  waitUntil?: WaitUntil,
): void {
  try {
    env.SHOP_EVENTS?.writeDataPoint({
      indexes: [storeId],
      blobs: [counter, detail.route ?? ''],
      doubles: [1, detail.status ?? 0, detail.ms ?? 0],
    });
  } catch (err) {
    log('warn', 'analytics data point not written', { storeId, counter, error: String(err) });
  }
  const counts = held.get(storeId) ?? noCounts();
  counts[counter] += 1;
  held.set(storeId, counts);
  const now = Date.now();
  if (waitUntil && env.STORE_LIVE && (now - lastFlush >= FLUSH_EVERY_MS || held.size > MOST_SHOPS_HELD)) {
    lastFlush = now;
    waitUntil(flushCounts(env as CounterEnv));
  }
}

const liveOf = (env: Pick<Bindings, 'STORE_LIVE'>, storeId: string) =>
  env.STORE_LIVE.get(env.STORE_LIVE.idFromName(storeId));

/** Adds the held counts (of every shop, or of one) to the shops' objects; a failed add is held again for the next flush. */
export async function flushCounts(env: CounterEnv, onlyShop?: string): Promise<void> {
  const batch = [...held].filter(([storeId]) => onlyShop === undefined || storeId === onlyShop);
  for (const [storeId] of batch) held.delete(storeId);
  await Promise.all(
    batch.map(async ([storeId, counts]) => {
      try {
        await liveOf(env, storeId).addCounts(storeId, counts);
      } catch (err) {
        held.set(storeId, addCounts(held.get(storeId) ?? noCounts(), counts));
        log('warn', 'shop counters not flushed', { storeId, error: String(err) });
      }
    }),
  );
}

/** The shop's counts since it began: this isolate's held counts first added, so a read sees its own. */
export async function readShopCounts(env: CounterEnv, storeId: string): Promise<ShopCounts> {
  await flushCounts(env, storeId);
  const stored = await liveOf(env, storeId).counts();
  return addCounts(noCounts(), Object.fromEntries(SHOP_COUNTERS.map((n) => [n, stored[n] ?? 0])));
}
