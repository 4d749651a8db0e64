import { defineConfig } from 'vitest/config';

/** Shopper journeys in Debian's Chromium (playwright-core) against `wrangler dev` on loopback. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['./test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
