import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoFixtures } from './test/worker/photo-fixtures';
import { HeaviestFirst } from './scripts/lib/heaviest-first.mjs';
import { invoicePdfWorkerOptions } from './workers/invoice-pdf/bundle.mjs';

/**
 * The packages the Worker and its tests import (every bare specifier in src/, seed/ and test/worker/ that resolves
 * into node_modules), pre-bundled for the worker tests (see `deps.optimizer` below). Read from the sources so a new
 * import is bundled too and no package is ever loaded twice, once bundled and once not.
 */
function importedPackages(): string[] {
  const notBundled = /^(node:|cloudflare:|virtual:|vitest|react($|\/)|react-dom)/;
  const found = new Set<string>();
  for (const dir of ['src', 'seed', 'test/worker']) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      // photo-fixtures.ts runs here in Node (sharp), not in workerd
      if (!/\.tsx?$/.test(file) || file === 'photo-fixtures.ts') continue;
      const text = readFileSync(join(dir, file), 'utf8');
      const specs = [
        ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^'.][^']*)'/gm),
        ...text.matchAll(/import\(\s*'([^'.][^']*)'\s*\)/g),
      ];
      for (const [, spec] of specs) if (!notBundled.test(spec)) found.add(spec);
    }
  }
  return [...found].sort();
}

const directSelf = fileURLToPath(new URL('./test/worker/direct-self.ts', import.meta.url));

/** API, D1, KV, Durable Objects and SSR tested inside workerd with real bindings. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  const photos = await photoFixtures();
  // What a plain `wrangler deploy` ships (the top-level environment): test/worker/safe-defaults.suite.ts checks it opens nothing.
  const topLevel = unstable_readConfig({ config: './wrangler.toml' }).vars as Record<string, string>;
  // the invoice PDF Worker beside the storefront, reached through its service binding INVOICE_PDF (wrangler.toml)
  const invoicePdfWorker = await invoicePdfWorkerOptions(
    fileURLToPath(new URL('./.wrangler/test-invoice-pdf', import.meta.url)),
  );
  return {
    // wrangler.toml defines NODE_ENV=production (React's fast server build), so JSX must use the production runtime too
    oxc: { jsx: { runtime: 'automatic' as const, development: false } },
    plugins: [
      // every `cloudflare:test` import but the shim's own gets test/worker/direct-self.ts: SELF.fetch there calls the
      // app's fetch handler directly (the pool's binding slows down with every request: docs/testing.md)
      {
        name: 'direct-self',
        enforce: 'pre' as const,
        resolveId(id: string, importer?: string) {
          if (id === 'cloudflare:test' && importer && !importer.endsWith('/test/worker/direct-self.ts'))
            return directSelf;
        },
      },
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        // The tests run the development environment, as `npm start` does; TOP_LEVEL_ENVIRONMENT is the deployed default.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            PHOTO_FIXTURES: photos,
            ENVIRONMENT: 'development',
            TOP_LEVEL_ENVIRONMENT: topLevel.ENVIRONMENT,
            SETUP_TIMES: process.env.TEST_SETUP_TIMES ? '1' : '',
          },
          workers: [invoicePdfWorker],
        },
      }),
    ],
    test: {
      include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx'],
      setupFiles: ['./test/worker/setup.ts'],
      // Each file loads the app's modules afresh into its own workerd, and that load is most of a file's setup
      // (docs/testing.md). TEST_PREBUNDLE=1 pre-bundles the packages (a few modules instead of ~300 files); not yet
      // the default, see docs/testing.md. pdf-lib stays out: bundled, the invoice PDF tests ran past their 5 s
      // under load. react and react-dom stay out too (Vitest never pre-bundles react).
      deps: {
        optimizer: {
          ssr: {
            enabled: process.env.TEST_PREBUNDLE === '1',
            include: importedPackages().filter((p) => !p.includes('pdf-lib')),
          },
        },
      },
      // Each file runs in its own Miniflare (its own storage, the demo shops seeded in its setup), so files are
      // independent: two at a time use both cores of our 2-core machines (Vitest's default leaves one idle). A group
      // file (*.group.test.ts) runs several suites in one Miniflare (docs/testing.md).
      maxWorkers: 2,
      // the group files (a few lines each, the longest files of all) first: scripts/lib/heaviest-first.mjs
      sequence: { sequencer: HeaviestFirst },
      // two files at a time on two cores: a test that loads a module on first use (the invoice's pdf-lib, the MCP SDK)
      // can pass 5 s while the other file seeds; no test here is about speed (the bench is)
      testTimeout: 20_000,
      // access-log lines are asserted where they matter; elsewhere they drown the report
      onConsoleLog: (log: string) =>
        !['"msg":"request"', '"msg":"owner change"', '"msg":"platform change"'].some((m) => log.includes(m)),
    },
  };
});
