import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch, VIEWPORTS } from './browser';
import { noHorizontalScroll, onlyThirdPartyChat, openShopper, realProblems, signInWithPhone } from './auth-helpers';
import { whenHydrated } from './shop-helpers';

/*
 * The whole journey: a guest adds to the bag, checks out, signs in through the Auth emulator, adds an address
 * inline, pays cash on delivery, sees the order placed, tracks it and cancels it. Items have untracked stock so
 * runs never interfere (parmal-sela ₹52; khadi-kurta ₹999).
 */
const JOURNEYS = [
  {
    storeId: 'dilli-kirana',
    theme: 'default',
    itemPath: '/rice/parmal-sela',
    item: 'Parmal Sela Rice (Loose)',
    adds: 2,
    total: '₹139',
    location: true,
  },
  {
    storeId: 'noir-threads',
    theme: 'berlin',
    itemPath: '/kurtas/khadi-kurta',
    item: 'Khadi Everyday Kurta',
    adds: 1,
    total: null,
    location: false,
  },
] as const;

describe.skipIf(!hasChromium)('checkout, order placed and tracking in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const vp of VIEWPORTS) {
    for (const j of JOURNEYS) {
      it(`${j.storeId} (${j.theme}) at ${vp.name}: bag -> sign in -> address -> COD -> order placed -> tracking -> cancel`, async () => {
        const geo = j.location
          ? { geolocation: { latitude: 28.5677, longitude: 77.2633 }, permissions: ['geolocation'] }
          : {};
        const { page, problems, external } = await openShopper(browser, vp.width, {
          viewport: { width: vp.width, height: vp.height },
          ...geo,
        });

        // A guest fills the bag from the item page.
        await page.goto(`${baseUrl()}/${j.storeId}${j.itemPath}`);
        const add = page.getByRole('button', { name: `Add to bag ${j.item}` });
        for (let i = 1; i <= j.adds; i++) {
          await add.click();
          await expect
            .poll(() => page.getByTestId('bag-count').first().textContent(), { timeout: 10_000 })
            .toMatch(new RegExp(`^${i}`));
        }

        // Checkout from the bag asks for sign-in and comes back.
        await page.goto(`${baseUrl()}/${j.storeId}/bag`);
        await page.getByRole('link', { name: 'Checkout' }).click();
        await page.waitForURL((u) => u.pathname.endsWith('/login'));
        expect(new URL(page.url()).searchParams.get('from')).toBe(`/${j.storeId}/checkout`);
        await signInWithPhone(page);
        await page.waitForURL((u) => u.pathname === `/${j.storeId}/checkout`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(j.theme);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
        await noHorizontalScroll(page);

        // No address yet: the form is right there.
        await whenHydrated(page, '[data-testid="checkout"]');
        await page.getByLabel('Full name').fill('Meera Sharma');
        await page.getByLabel('Mobile number').fill('9811022334');
        await page.getByLabel('House / flat no., street').fill('B-14, Lane 3');
        await page.getByLabel('City / town').fill('New Delhi');
        await page.getByLabel('State').selectOption('Delhi');
        await page.getByLabel('PIN code').fill('110024');
        if (j.location) {
          await page.getByRole('button', { name: 'Use my current location' }).click();
          await expect.poll(() => page.getByText('Location picked.').isVisible()).toBe(true);
        }
        await page.getByRole('button', { name: 'Save address' }).click();
        await page.waitForURL((u) => u.searchParams.has('address'));
        const address = page.getByTestId('checkout-address');
        await expect.poll(() => address.count()).toBe(1);
        expect(await address.getByRole('radio').isChecked()).toBe(true);
        if (j.location) expect(await address.textContent()).toContain('1.95 km away · Delivery ₹30');

        // Every line of the bill, then cash on delivery.
        const bill = page.getByTestId('order-bill');
        expect(await bill.textContent()).toContain(`Items (${j.adds})`);
        if (j.total) {
          expect(await bill.textContent()).toContain('Delivery (1.95 km)₹30');
          expect(await bill.textContent()).toContain('Packing₹5');
          expect(await page.getByTestId('order-total').textContent()).toBe(j.total);
        }
        expect(await page.getByTestId('pay-COD').getByRole('radio').isChecked()).toBe(true);
        await noHorizontalScroll(page);
        await whenHydrated(page, '[data-testid="checkout"]');
        await page.getByTestId('place-order').click();

        // Order placed.
        await page.waitForURL((u) => u.pathname === `/${j.storeId}/checkout/ordersuccessful`, { timeout: 15_000 });
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you! Your order is placed.');
        const number = (await page.getByTestId('order-number').textContent())!.slice(1);
        expect(number).toMatch(/^\d{6}-[2-9A-Z]{6}$/);
        expect(await page.getByText(j.item).first().isVisible()).toBe(true);
        expect(await page.getByTestId('order-bill').textContent()).toMatch(/Cash on delivery₹/);
        await noHorizontalScroll(page);
        expect(await page.getByTestId('bag-count').first().isHidden()).toBe(true);

        // Tracking, then cancel while it is still PLACED.
        await page.getByTestId('track-link').click();
        await page.waitForURL((u) => u.pathname === `/${j.storeId}/track/${number}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order #${number}`);
        const steps = page.getByTestId('timeline').getByRole('listitem');
        expect(await steps.count()).toBe(5);
        expect(await steps.first().getAttribute('aria-current')).toBe('step');
        await noHorizontalScroll(page);
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId('cancel-order').click();
        await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 10_000 }).toBe('Cancelled');
        expect(await page.getByTestId('cancel-order').count()).toBe(0);
        expect(await page.getByText('This order was cancelled.').isVisible()).toBe(true);

        // The account lists it.
        await page.goto(`${baseUrl()}/${j.storeId}/account/pages/orders`);
        expect(await page.getByRole('link', { name: new RegExp(`Order #${number}`) }).textContent()).toContain(
          'Cancelled',
        );
        await page.waitForLoadState('networkidle');
        expect(realProblems(problems)).toEqual([]);
        expect(onlyThirdPartyChat(external)).toEqual([]);
      });
    }
  }
});
