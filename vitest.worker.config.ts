import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { photoFixtures } from './test/worker/photo-fixtures';

/** API, D1, KV, Durable Objects and SSR tested inside workerd with real bindings. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  const photos = await photoFixtures();
  // What a plain `wrangler deploy` ships (the top-level environment): test/worker/safe-defaults.test.ts checks it opens nothing.
  const topLevel = unstable_readConfig({ config: './wrangler.toml' }).vars as Record<string, string>;
  return {
    // wrangler.toml defines NODE_ENV=production (React's fast server build), so JSX must use the production runtime too
    oxc: { jsx: { runtime: 'automatic' as const, development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // The tests run the development environment, as `npm start` does; TOP_LEVEL_ENVIRONMENT is the deployed default.
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, PHOTO_FIXTURES: photos, ENVIRONMENT: 'development', TOP_LEVEL_ENVIRONMENT: topLevel.ENVIRONMENT },
        },
      }),
    ],
    test: {
      include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx'],
      setupFiles: ['./test/worker/setup.ts'],
      // Each file runs in its own Miniflare (its own storage, the demo shops seeded in its setup), so files are
      // independent: two at a time use both cores of our 2-core machines (Vitest's default leaves one idle).
      maxWorkers: 2,
      // access-log lines are asserted where they matter; elsewhere they drown the report
      onConsoleLog: (log: string) => !['"msg":"request"', '"msg":"owner change"', '"msg":"platform change"'].some((m) => log.includes(m)),
    },
  };
});
