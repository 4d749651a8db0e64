import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch, openPage } from './browser';
import { cart } from './auth-helpers';

/*
 * Instant navigation: every page names the shop's speculation rules in its Speculation-Rules header; Chromium
 * prefetches a product link when the shopper hovers it, and the product page then opens from that prefetch.
 * The bag link is never prefetched.
 */
describe.skipIf(!hasChromium)('speculation rules in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ bfcache: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const who of ['an anonymous visitor', 'a shopper with a bag'] as const)
    it(`${who}: a hovered product link is prefetched and opens from the prefetch; the bag link is not; back restores the page from the bfcache`, async () => {
      const { page, problems } = await openPage(browser, 1280);
      if (who === 'a shopper with a bag') {
        await page.goto(`${baseUrl()}/dilli-kirana/bag`);
        expect(
          (await cart(page, 'dilli-kirana', 'addProductToCart', { item: { ID: 'parmal-sela', selectedQuantity: 2 } }))
            .status,
        ).toBe(1);
      }
      const prefetched: string[] = [];
      page.on('request', (r) => {
        if ((r.headers()['sec-purpose'] ?? '').includes('prefetch')) prefetched.push(new URL(r.url()).pathname);
      });
      const home = await page.goto(`${baseUrl()}/dilli-kirana/rice`);
      expect(home?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
      const product = page.locator('a[href="/dilli-kirana/rice/parmal-sela"]').first();
      await product.hover();
      await expect.poll(() => prefetched, { timeout: 10_000 }).toContain('/dilli-kirana/rice/parmal-sela');
      await page.locator('a[href="/dilli-kirana/bag"]').first().hover();
      await page.waitForTimeout(500);
      expect(prefetched).not.toContain('/dilli-kirana/bag');
      // coming back must restore this page from the back/forward cache
      await page.evaluate(() =>
        addEventListener('pageshow', (e) => {
          (window as unknown as { restored: boolean }).restored = (e as PageTransitionEvent).persisted;
        }),
      );
      await product.click();
      await page.waitForURL((u) => u.pathname === '/dilli-kirana/rice/parmal-sela');
      const delivery = await page.evaluate(
        () =>
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string })
            .deliveryType,
      );
      expect(delivery).toBe('navigational-prefetch');
      await page.goBack({ waitUntil: 'commit' });
      expect(new URL(page.url()).pathname).toBe('/dilli-kirana/rice');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored), { timeout: 5_000 })
        .toBe(true);
      if (who === 'a shopper with a bag')
        expect(await page.getByTestId('bag-count').first().textContent()).toMatch(/^2/);
      expect(problems).toEqual([]);
    });
});
