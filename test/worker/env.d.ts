/// <reference path="../../node_modules/@cloudflare/vitest-pool-workers/types/cloudflare-test.d.ts" />
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    CART: DurableObjectNamespace<import('../../src/durable/cart-session').CartSession>;
    STORE_LIVE: DurableObjectNamespace<import('../../src/durable/store-live').StoreLive>;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
