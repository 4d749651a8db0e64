import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { noHorizontalScroll, onlyThirdPartyChat, openShopper, realProblems, signInWithPhone } from './auth-helpers';

const ACCOUNT_PAGES = [
  ['/account', 'Your account'],
  ['/account/pages/about', 'Information'],
  ['/account/pages/orders', 'Orders'],
  ['/account/pages/addresses', 'Addresses'],
  ['/account/pages/wishlist', 'Wishlist'],
  ['/account/pages/rewards', 'Rewards'],
  ['/account/pages/questions', 'Asked questions'],
  ['/account/pages/suggestions', 'Requests'],
  ['/account/pages/suggestions/createRequest', 'Ask for a product'],
  ['/account/pages/suggestions/trackRequest', 'Your requests'],
  ['/account/pages/reseller', 'Reseller'],
  ['/account/pages/reseller/resellerapplication', 'Reseller application'],
  ['/account/pages/reseller/resellerdashboard', 'Reseller dashboard'],
] as const;

async function signedIn(browser: Browser, storeId: string, extra = {}) {
  const shopper = await openShopper(browser, 360, extra);
  await shopper.page.goto(`${baseUrl()}/${storeId}/login?from=/${storeId}/account`);
  await signInWithPhone(shopper.page);
  return shopper;
}

const api = (page: Page, method: string, path: string, storeId: string, data?: unknown) =>
  page.request.fetch(`${baseUrl()}/api/v2/account${path}`, {
    method,
    headers: { storeID: storeId, 'Content-Type': 'application/json' },
    data,
  });

describe.skipIf(!hasChromium)('the account in Chromium at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [storeId, theme] of [
    ['dilli-kirana', 'default'],
    ['noir-threads', 'berlin'],
  ] as const) {
    it(`every account page renders in the ${theme} theme without errors or sideways scrolling`, async () => {
      const { page, problems, external } = await signedIn(browser, storeId);
      const pages =
        storeId === 'dilli-kirana'
          ? [
              ...ACCOUNT_PAGES,
              ['/account/pages/customerwallets', 'Wallet'],
              ['/account/pages/customerwallets/wallet', 'Wallet'],
              ['/account/pages/customerwallets/udhaar', 'Udhaar'],
            ]
          : ACCOUNT_PAGES;
      for (const [path, heading] of pages) {
        await page.goto(`${baseUrl()}/${storeId}${path}`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: path })
          .toBe(heading);
        await noHorizontalScroll(page);
      }
      await page.waitForLoadState('networkidle');
      expect(realProblems(problems)).toEqual([]);
      expect(onlyThirdPartyChat(external)).toEqual([]);
    });
  }

  it('the address form explains each mistake, then saves with the distance from the shop', async () => {
    // Lajpat Nagar, about 2 km from the shop's LAT_LNG.
    const { page, problems } = await signedIn(browser, 'dilli-kirana', {
      geolocation: { latitude: 28.5677, longitude: 77.2633 },
      permissions: ['geolocation'],
    });
    await page.goto(`${baseUrl()}/dilli-kirana/account/pages/addresses`);
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => page.locator('.field-error').count()).toBe(6);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('NAME');
    expect(await page.getByText('Please enter the name of the person receiving the order.').isVisible()).toBe(true);
    await page.getByLabel('Full name').fill('Meera Sharma');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('House / flat no., street').fill('B-14, Lane 3');
    await page.getByLabel('City / town').fill('New Delhi');
    await page.getByLabel('State').selectOption('Delhi');
    await page.getByLabel('PIN code').fill('01100');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.locator('.field-error').allTextContents())
      .toEqual([
        'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
        'Please enter the 6-digit PIN code.',
      ]);
    expect(await page.getByLabel('PIN code').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Mobile number').fill('98110 22334');
    await page.getByLabel('PIN code').fill('110024');
    await page.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => page.getByText('Location picked.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save address' }).click();
    const saved = page.getByTestId('address');
    await expect.poll(() => saved.count()).toBe(1);
    expect(await saved.textContent()).toMatch(
      /Meera Sharma.*Default.*B-14, Lane 3, New Delhi, Delhi 110024.*\+91 98110 22334 · 1\.95 km from the shop/,
    );
    await noHorizontalScroll(page);
    expect(realProblems(problems)).toEqual([]);
  });

  it('the wishlist lists saved items, moves one to the bag and removes another', async () => {
    const { page, problems } = await signedIn(browser, 'dilli-kirana');
    expect((await api(page, 'PUT', '/wishlist/parmal-sela', 'dilli-kirana')).status()).toBe(200);
    expect((await api(page, 'PUT', '/wishlist/brown-rice', 'dilli-kirana')).status()).toBe(200);
    expect((await api(page, 'PUT', '/wishlist/basmati-classic', 'dilli-kirana')).status()).toBe(200);
    await page.goto(`${baseUrl()}/dilli-kirana/account/pages/wishlist`);
    const items = page.getByTestId('wish-item');
    await expect.poll(() => items.count()).toBe(3);
    expect(
      await items.filter({ hasText: 'Classic Basmati Rice' }).getByRole('link', { name: 'Choose options' }).isVisible(),
    ).toBe(true);
    await items.filter({ hasText: 'Parmal Sela' }).getByRole('button', { name: 'Move to bag' }).click();
    await expect.poll(() => page.getByTestId('bag-count').first().textContent()).toMatch(/^1/);
    await expect.poll(() => items.count()).toBe(2);
    await items
      .filter({ hasText: 'Brown Rice' })
      .getByRole('button', { name: /Remove/ })
      .click();
    await expect.poll(() => items.count()).toBe(1);
    await page.reload();
    await expect.poll(() => items.count()).toBe(1);
    expect(realProblems(problems)).toEqual([]);
  });

  it('a product request is sent and tracked; a reseller application waits for the owner', async () => {
    const { page, problems } = await signedIn(browser, 'noir-threads');
    await page.goto(`${baseUrl()}/noir-threads/account/pages/suggestions/createRequest`);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByText('Please name the product you are looking for.').isVisible()).toBe(true);
    await page.getByLabel('Product').fill('Linen kurta in olive, size M');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/trackRequest$/);
    expect(await page.getByText('Linen kurta in olive, size M').isVisible()).toBe(true);
    await page.goto(`${baseUrl()}/noir-threads/account/pages/reseller/resellerapplication`);
    await page.getByLabel('Your name').fill('Kabir Malhotra');
    await page.getByLabel('Mobile number').fill('9810012345');
    await page.getByLabel('City').fill('Gurugram');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/\/reseller$/);
    await expect.poll(() => page.getByTestId('reseller-status').textContent()).toMatch(/waiting for the shop owner/);
    expect(realProblems(problems)).toEqual([]);
  });
});
