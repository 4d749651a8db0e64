import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The first visit's JavaScript, the same in every language (test/worker/first-visit-js-language.suite.ts shows the
 * pages name only `main`): `main` and the `plugins` file it imports when idle, at most 6 KB gzipped in 2 requests.
 * Needs `npm run build`.
 */
describe('first-visit JavaScript budget', () => {
  it('main and plugins together are at most 6 KB gzip', () => {
    const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8')) as {
      main: string;
      plugins: string;
    };
    const main = readFileSync(`static${manifest.main}`);
    // plugins come by main's import of this file once the page is idle; React and the islands only on intent
    expect(main.toString()).toContain(manifest.plugins.split('/').pop());
    const sizes = [main, readFileSync(`static${manifest.plugins}`)].map((b) => gzipSync(b, { level: 9 }).length);
    const total = sizes[0]! + sizes[1]!;
    console.log(`first visit: main ${sizes[0]} B + plugins ${sizes[1]} B = ${(total / 1024).toFixed(2)} KB gzip`);
    expect(total).toBeLessThanOrEqual(6 * 1024);
  });
});
