import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';

/*
 * First paint on a slow network (#30 item 6): the document carries the first screen's rules inline, so a first
 * visit paints without the full stylesheet; the full stylesheet loads after the content, blocks nothing, and is
 * taken from the browser's cache by the next page. The shop's colour still wins once it has loaded.
 */

const HOME = '/dilli-kirana';
const ITEM = '/dilli-kirana/rice/parmal-sela';
const APP_CSS = /\/assets\/app-[A-Z0-9]+\.css$/;

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  // a first visit waits for its photos, which wrangler dev resizes: up to a minute on a loaded CI machine
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return { context, page, violations };
}

const fcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntriesByName('first-contentful-paint')[0]!.startTime),
        ).observe({ type: 'paint', buffered: true });
      }),
  );

describe.skipIf(!hasChromium)('first paint without waiting for the full stylesheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a first visit paints a styled first screen while the full stylesheet is still on its way', async () => {
    const { context, page, violations } = await phone(browser);
    let releaseCss!: () => void;
    const cssHeld = new Promise<void>((r) => (releaseCss = r));
    let cssServedAt = Infinity;
    await page.route(APP_CSS, async (route) => {
      await cssHeld;
      cssServedAt = await page.evaluate(() => performance.now()).catch(() => Infinity);
      await route.continue();
    });
    // DOMContentLoaded waits for the stylesheet (module scripts wait for stylesheets before them): not awaited
    await page.goto(`${baseUrl()}${HOME}`, { waitUntil: 'commit' });
    const painted = await fcp(page);
    // what the shopper sees before the stylesheet: the shop's layout, not the browser's defaults
    const styled = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const heading = document.querySelector('main h1, main h2');
      return {
        margin: body.margin,
        font: body.fontFamily,
        bg: body.backgroundColor,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        headingFont: heading ? getComputedStyle(heading).fontFamily : null,
      };
    });
    expect(styled.margin).toBe('0px');
    expect(styled.font).toContain('system-ui');
    expect(styled.bg).toBe('rgb(247, 247, 245)');
    expect(styled.primary).toBe('#15803d'); // the shop's colour, from its own <style>
    releaseCss();
    await page.waitForLoadState('load');
    expect(painted).toBeLessThan(cssServedAt);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the shop colour outranks the full stylesheet once it has loaded, in both themes', async () => {
    const { context, page, violations } = await phone(browser);
    for (const [path, colour] of [
      [HOME, '#15803d'],
      ['/noir-threads', '#000000'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      const state = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        full: [...document.styleSheets].some(
          (s) => s.href !== null && /\/assets\/app-/.test(s.href) && s.cssRules.length > 0,
        ),
      }));
      expect(state.full, `${path}: the full stylesheet applies`).toBe(true);
      expect(state.primary, path).toBe(colour);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the next page takes the full stylesheet from the browser cache, not the network', async () => {
    const { context, page } = await phone(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // each request of the stylesheet, and whether the browser's cache answered it (Chromium says so in
    // requestServedFromCache, or in the response's fromDiskCache / fromMemoryCache)
    const requests = new Map<string, { page: string; cached: boolean }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (APP_CSS.test(new URL(e.request.url).pathname)) requests.set(e.requestId, { page: page.url(), cached: false });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r && (e.response.fromDiskCache || (e.response as { fromMemoryCache?: boolean }).fromMemoryCache))
        r.cached = true;
    });
    const fetched = () => [...requests.values()];
    await page.goto(`${baseUrl()}${HOME}`, { waitUntil: 'load' });
    expect(
      fetched().filter((f) => !f.cached),
      JSON.stringify(fetched()),
    ).toHaveLength(1);
    await page.goto(`${baseUrl()}${ITEM}`, { waitUntil: 'load' });
    // one trip over the network in all: on the item page the stylesheet came from the cache (or was not asked for)
    expect(
      fetched().filter((f) => !f.cached),
      JSON.stringify(fetched()),
    ).toHaveLength(1);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some((s) => s.href !== null && /\/assets\/app-/.test(s.href) && s.cssRules.length > 0),
    );
    expect(applied).toBe(true);
    await context.close();
  });
});
