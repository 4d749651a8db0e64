/// <reference path="../../node_modules/@cloudflare/vitest-pool-workers/types/cloudflare-test.d.ts" />
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    CART: DurableObjectNamespace;
    STORE_LIVE: DurableObjectNamespace;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
