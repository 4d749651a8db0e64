import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { noHorizontalScroll, openShopper, realProblems, signInWithPhone } from './auth-helpers';
import { whenHydrated } from './shop-helpers';

/*
 * India-first orders at 360 px: a signed-in shopper with an address pays by UPI in three taps after the bag
 * (Checkout, UPI, Place order), sees the QR code and the UPI app button, sends the UTR; the owner signs in to the
 * inbox on a phone, confirms the payment and accepts the order; the shopper's tracking page says so.
 */
const STORE = 'dilli-kirana';
const ITEM = { path: '/rice/parmal-sela', name: 'Parmal Sela Rice (Loose)' };

describe.skipIf(!hasChromium)('UPI checkout and the owner inbox in Chromium at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('UPI in three taps after the bag, QR and UTR; the owner confirms and accepts from the inbox', async () => {
    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/${STORE}/login`);
    await signInWithPhone(page);
    const address = await page.request.post(`${baseUrl()}/api/v2/account/addresses`, {
      headers: { storeID: STORE, 'Content-Type': 'application/json' },
      data: {
        NAME: 'Meera Sharma',
        PHONE: '9811022334',
        LINE1: 'B-14, Lane 3',
        CITY: 'New Delhi',
        STATE: 'Delhi',
        PIN: '110024',
        LAT: 28.5677,
        LNG: 77.2633,
      },
    });
    expect(address.status()).toBe(200);
    await page.goto(`${baseUrl()}/${STORE}${ITEM.path}`);
    // "Delivers to …?" answers in place, even when typed before the island woke up
    await page.getByLabel('Check delivery to your PIN code').fill('110024');
    await page.getByTestId('delivery-check').click();
    await expect
      .poll(() => page.getByTestId('delivery-answer').textContent())
      .toBe('Yes, Dilli Kirana Store delivers to 110024.');
    const add = page.getByRole('button', { name: `Add to bag ${ITEM.name}` });
    for (let i = 1; i <= 2; i++) {
      await add.click();
      await expect
        .poll(() => page.getByTestId('bag-count').first().textContent(), { timeout: 10_000 })
        .toMatch(new RegExp(`^${i}`));
    }
    await page.goto(`${baseUrl()}/${STORE}/bag`);

    // tap 1: Checkout; tap 2: UPI; tap 3: Place order
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((u) => u.pathname === `/${STORE}/checkout`);
    await whenHydrated(page, '[data-testid="checkout"]');
    await page.getByTestId('pay-UPI').click();
    await expect.poll(() => page.getByTestId('order-bill').textContent()).toContain('By UPI');
    await page.getByTestId('place-order').click();
    await page.waitForURL((u) => u.pathname === `/${STORE}/checkout/ordersuccessful`);

    const box = page.getByTestId('upi-box');
    await box.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Almost done: pay with UPI to confirm your order.',
    );
    const open = page.getByTestId('upi-open');
    expect(await open.getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=dillikirana\.store@icici&pn=Dilli%20Kirana%20Store&am=\d+\.\d{2}&cu=INR&tn=Order%20\d{6}-[A-Z0-9]{6}&tr=\d{6}-[A-Z0-9]{6}$/,
    );
    const qr = page.getByRole('img', { name: 'UPI QR code to pay' });
    expect((await qr.boundingBox())!.width).toBeGreaterThan(150);
    expect(await page.getByTestId('track-url').inputValue()).toMatch(/\/track\/\d{6}-[A-Z0-9]{6}\?t=/);
    await noHorizontalScroll(page);
    const orderId = (await page.getByTestId('order-number').textContent())!.replace('#', '');

    // the UTR, a bad one first
    await page.getByLabel('UPI reference (UTR), 12 digits').fill('123');
    await page.getByLabel('UPI reference (UTR), 12 digits').evaluate((el) => el.removeAttribute('pattern'));
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('A UPI reference (UTR) is 12 digits');
    await page.getByLabel('UPI reference (UTR), 12 digits').fill('412345678901');
    await page.getByRole('button', { name: 'I have paid' }).click();
    await expect
      .poll(() => page.getByTestId('order-status').textContent())
      .toBe('Payment sent, the shop is checking it');
    expect(await page.getByTestId('upi-submitted').textContent()).toContain('412345678901');

    // the owner, on a phone
    const ownerSide = await openShopper(browser, 360);
    const owner = ownerSide.page;
    await owner.goto(`${baseUrl()}/admin/${STORE}`);
    await owner.getByLabel('Owner key').fill(`dev_owner_${STORE}`);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await owner.getByTestId('owner-inbox').waitFor();
    const card = owner.locator(`[data-order="${orderId}"]`);
    expect(await card.getAttribute('data-status')).toBe('PAYMENT_SUBMITTED');
    expect(await card.textContent()).toContain('UPI ref 412345678901');
    await noHorizontalScroll(owner);
    await card.getByTestId('inbox-confirm-upi').click();
    await expect.poll(() => owner.locator(`[data-order="${orderId}"]`).getAttribute('data-status')).toBe('PLACED');
    await owner.locator(`[data-order="${orderId}"]`).getByTestId('inbox-accepted').click();
    await expect.poll(() => owner.locator(`[data-order="${orderId}"]`).getAttribute('data-status')).toBe('ACCEPTED');
    expect(
      await owner.locator(`[data-order="${orderId}"] [data-testid="inbox-whatsapp"]`).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919811022334\?text=/);

    await page.goto(`${baseUrl()}/${STORE}/track/${orderId}`);
    expect(await page.getByTestId('order-status').textContent()).toBe('Accepted by the shop');
    expect(await page.getByTestId('invoice-link').getAttribute('href')).toBe(`/${STORE}/track/${orderId}/invoice.pdf`);
    expect(realProblems(problems)).toEqual([]);
    expect(realProblems(ownerSide.problems)).toEqual([]);
    await ownerSide.context.close();
  });
});
