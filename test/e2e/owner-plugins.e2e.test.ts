import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch, openPage } from './browser';
import { PATIENT_POLLS } from './shop-helpers';

/** The seed's development-only owner key for a demo shop. */
const KEY = (storeId: string) => `dev_owner_${storeId}`;

async function owner(method: string, storeId: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}/admin/api/stores/${storeId}${path}`, {
    method,
    headers: { Authorization: `Bearer ${KEY(storeId)}`, 'Content-Type': 'application/json', connection: 'close' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
}

describe.skipIf(!hasChromium)('owner changes reach the storefront at once', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new hello bar shows on its target screens only', async () => {
    const { page } = await openPage(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana`); // warms the edge cache with the old bar
    await owner('PUT', 'dilli-kirana', '/hello-bar', { text: 'Owner says namaste', targetScreens: ['Home', 'Bag'] });
    await page.goto(`${baseUrl()}/dilli-kirana`);
    expect(await page.getByTestId('hello-bar').textContent()).toBe('Owner says namaste');
    await page.goto(`${baseUrl()}/dilli-kirana/bag`);
    expect(await page.getByTestId('hello-bar').textContent()).toBe('Owner says namaste');
    await page.goto(`${baseUrl()}/dilli-kirana/categories`);
    expect(await page.getByTestId('hello-bar').count()).toBe(0);
  });

  it('switching on Tawk puts live chat in the contact sheet: its script loads only when the shopper reaches for the sheet, "Live chat" opens it; no chat button on the bag', async () => {
    await owner('PUT', 'dilli-kirana', '/plugins/TAWK', {
      ENABLED: true,
      TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde',
    });
    const { page } = await openPage(browser, 1280);
    // Tawk's script, answered here (no network): it counts its loads and records what the sheet asks of it
    await page.route('https://embed.tawk.to/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: 'window.tawkLoads = (window.tawkLoads || 0) + 1; Tawk_API.maximize = () => { window.tawkOpened = true; }; Tawk_API.hideWidget = () => {}; Tawk_API.onLoad();',
      }),
    );
    await page.goto(`${baseUrl()}/dilli-kirana`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[src^="https://embed.tawk.to/"]').count()).toBe(0);
    await page.locator('summary.chat-fab').click();
    const liveChat = page.getByRole('button', { name: 'Live chat with us' });
    await expect.poll(() => liveChat.isVisible(), PATIENT_POLLS.expect.poll).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as { tawkLoads?: number }).tawkLoads ?? 0), PATIENT_POLLS.expect.poll)
      .toBe(1);
    expect(await page.locator('script[src="https://embed.tawk.to/6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde"]').count()).toBe(
      1,
    );
    await liveChat.click();
    await expect
      .poll(
        () => page.evaluate(() => (window as { tawkOpened?: boolean }).tawkOpened === true),
        PATIENT_POLLS.expect.poll,
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as { tawkLoads?: number }).tawkLoads)).toBe(1);
    await page.goto(`${baseUrl()}/dilli-kirana/bag`);
    expect(await page.getByTestId('chat-button').count()).toBe(0);
    await owner('PUT', 'dilli-kirana', '/plugins/TAWK', {
      ENABLED: false,
      TAWK_ID: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde',
    });
  });

  it('without JavaScript the contact sheet still opens and its call and WhatsApp links are there', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/dilli-kirana`);
    await page.locator('summary.chat-fab').click();
    const call = page.getByRole('link', { name: /^Call \+91/ });
    await expect.poll(() => call.isVisible(), PATIENT_POLLS.expect.poll).toBe(true);
    expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
    expect(await page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    await context.close();
  });

  it('an owner script runs on home but never on login', async () => {
    await owner('PUT', 'dilli-kirana', '/plugins/CUSTOM_JS_SCRIPT', { ENABLED: true });
    await owner('POST', 'dilli-kirana', '/scripts', {
      id: 'e2e-mark',
      STATUS: true,
      POS: 'Header',
      body: 'document.documentElement.setAttribute("data-owner-script", "ran");',
    });
    const { page } = await openPage(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana`);
    await expect.poll(() => page.getAttribute('html', 'data-owner-script')).toBe('ran');
    await page.goto(`${baseUrl()}/dilli-kirana/login`);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'data-owner-script')).toBeNull();
  });

  it('switching on the catalogue search shows its labelled button on desktop categories', async () => {
    await owner('PUT', 'dilli-kirana', '/plugins/CATALOG_SEARCH', { ENABLED: true, LABEL: 'Dhoondho saaman' });
    const { page } = await openPage(browser, 1280);
    await page.goto(`${baseUrl()}/dilli-kirana/categories`);
    expect(await page.getByRole('button', { name: 'Dhoondho saaman', exact: true }).isVisible()).toBe(true);
  });
});
