import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { photoFixtures } from './test/worker/photo-fixtures';

/** API, D1, KV, Durable Objects and SSR tested inside workerd with real bindings. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  const photos = await photoFixtures();
  return {
    // wrangler.toml defines NODE_ENV=production (React's fast server build), so JSX must use the production runtime too
    oxc: { jsx: { runtime: 'automatic' as const, development: false } },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, PHOTO_FIXTURES: photos } },
      }),
    ],
    test: {
      include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx'],
      setupFiles: ['./test/worker/setup.ts'],
      // access-log lines are asserted where they matter; elsewhere they drown the report
      onConsoleLog: (log: string) => !['"msg":"request"', '"msg":"owner change"', '"msg":"platform change"'].some((m) => log.includes(m)),
    },
  };
});
