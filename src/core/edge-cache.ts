/**
 * workerd's cache storage has `default`, the zone's shared cache (@cloudflare/workers-types says so). The DOM
 * lib, which the browser code brings into this one TypeScript program, declares a CacheStorage without it and
 * wins the merge of the two globals, so the Worker's side adds the one member here instead of casting at each
 * use.
 */
declare global {
  interface CacheStorage {
    readonly default: Cache;
  }
}

/** The edge cache of the zone the Worker runs in. */
export const edgeCache = (): Cache => caches.default;
