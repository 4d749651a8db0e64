import { defineConfig } from 'vitest/config';
import { HeaviestFirst } from './scripts/lib/heaviest-first.mjs';
import { serverCount } from './test/e2e/servers';

/** Shopper journeys in Debian's Chromium (playwright-core) against `wrangler dev` on loopback. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    globalSetup: ['./test/e2e/global-setup.ts'],
    // each test waits for its server when the watchdog is starting it again (test/e2e/server-ready.ts)
    setupFiles: ['./test/e2e/server-ready.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A `wrangler dev` of this suite sometimes stops answering for good mid-run (docs/testing.md: four times on
    // 2026-11-29, always the copy server, cause not found); the watchdog in global-setup starts it again within about
    // a minute, and a test that met the silence runs again then. A test that fails on its own fails every attempt.
    retry: 2,
    hookTimeout: 120_000,
    // The files share their server's state, so each worker has a server of its own (test/e2e/global-setup.ts) and
    // runs its files one after another; the longest files start first.
    maxWorkers: serverCount(),
    // a worker's files run one after another against one server anyway; sharing one module graph spares each file
    // importing playwright-core and the helpers afresh (docs/testing.md)
    isolate: false,
    sequence: { sequencer: HeaviestFirst },
  },
});
