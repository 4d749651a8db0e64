import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';

/*
 * Issue #28's budget: a first visit to any owner console page loads at most 12 KB of JavaScript (gzip), counted
 * as a phone gets it: every script the page fetches from load until the idle work has run (main, then the
 * plugins chunk main imports when idle). Islands (React) load only when the owner reaches for one.
 */
const SHOP = 'dilli-kirana';
const PAGES = [
  '',
  '/catalogue',
  '/catalogue/new',
  '/catalogue/basmati-classic',
  '/categories',
  '/offers',
  '/customers',
  '/shop',
  '/insights',
];
const BUDGET = 12 * 1024;
const manifest = JSON.parse(readFileSync('static/assets/manifest.json', 'utf8')) as { main: string; plugins: string };

describe.skipIf(!hasChromium)('first visit to the owner console: JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)(
    '/admin/dilli-kirana%s loads at most 12 KB gzip',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      await context.addCookies([{ name: `owner_${SHOP}`, value: `dev_owner_${SHOP}`, url: baseUrl() }]);
      const page = await context.newPage();
      const scripts = new Map<string, Promise<number>>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' || new URL(res.url()).pathname.endsWith('.js')) {
          scripts.set(
            new URL(res.url()).pathname,
            res.body().then((b) => gzipSync(b, { level: 9 }).length),
          );
        }
      });
      try {
        const res = await page.goto(`${baseUrl()}/admin/${SHOP}${path}`, { waitUntil: 'load' });
        expect(res?.status()).toBe(200);
        await page
          .getByTestId(/^console-/)
          .first()
          .waitFor();
        // the idle work has run once main's import of the plugins chunk has come
        await expect.poll(() => scripts.has(manifest.plugins), { timeout: 30_000, interval: 100 }).toBe(true);
        await page.waitForLoadState('networkidle');
        expect(scripts.has(manifest.main)).toBe(true);
        const sizes = Object.fromEntries(
          await Promise.all([...scripts].map(async ([name, size]) => [name, await size] as const)),
        );
        const total = Object.values(sizes).reduce((n, s) => n + s, 0);
        console.log(`/admin/${SHOP}${path}: ${(total / 1024).toFixed(2)} KB gzip in ${scripts.size} scripts`);
        expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(BUDGET);
      } finally {
        await context.close();
      }
    },
    90_000,
  );
});
