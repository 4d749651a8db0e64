import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { readShopVersion } from '../data/owner-cache';
import { noteShopVersion } from '../data/known-shop-versions';
import { log } from '../core/log';

/**
 * The shop's cache version (KV), read at most once per request: the edge cache key and the isolate memos share
 * it, and the cache hit's fast path takes it for a moment (data/known-shop-versions). null when KV cannot be read:
 * callers then skip their caches rather than fail the page.
 */
export function shopVersionOf<E extends AppEnv>(c: Context<E>, storeId: string): Promise<number | null> {
  let version = c.get('shopVersion');
  if (!version) {
    const started = Date.now();
    version = readShopVersion(c.env.KV, storeId).then(
      (read) => {
        noteShopVersion(storeId, read, started);
        return read;
      },
      (err: unknown) => {
        log('warn', 'shop version unreadable', { storeId, requestId: c.get('requestId'), error: String(err) });
        return null;
      },
    );
    c.set('shopVersion', version);
  }
  return version;
}
