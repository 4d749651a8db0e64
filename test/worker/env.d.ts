/// <reference path="../../node_modules/@cloudflare/vitest-pool-workers/types/cloudflare-test.d.ts" />
declare namespace Cloudflare {
  /** the bindings only the tests have; the Worker's own come from worker-configuration.d.ts (wrangler types) */
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** base64 photos made with sharp when the config loads (test/worker/photo-fixtures.ts) */
    PHOTO_FIXTURES: Record<string, string>;
    /** '1' when TEST_SETUP_TIMES=1: test/worker/setup.ts prints each file's setup times */
    SETUP_TIMES: string;
  }
}
