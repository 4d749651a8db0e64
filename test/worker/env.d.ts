/// <reference path="../../node_modules/@cloudflare/vitest-pool-workers/types/cloudflare-test.d.ts" />
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    KV: KVNamespace;
    SHOP: DurableObjectNamespace<import('../../src/durable/shop-store').ShopStore>;
    STORE_LIVE: DurableObjectNamespace<import('../../src/durable/store-live').StoreLive>;
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** base64 photos made with sharp when the config loads (test/worker/photo-fixtures.ts) */
    PHOTO_FIXTURES: Record<string, string>;
    MEDIA: R2Bucket;
    IMAGES: ImagesBinding;
    FIREBASE_PROJECT_ID: string;
    ENVIRONMENT: string;
    /** '1' when TEST_SETUP_TIMES=1: test/worker/setup.ts prints each file's setup times */
    SETUP_TIMES: string;
    RL_COUPON_BAG: RateLimit;
    RL_COUPON_ADDRESS: RateLimit;
    RL_SIGN_IN: RateLimit;
    RL_ORDER: RateLimit;
    RL_FEEDBACK: RateLimit;
    RL_NEW_BAG: RateLimit;
  }
}
