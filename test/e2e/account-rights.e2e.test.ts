import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { noHorizontalScroll, openShopper, realProblems, signInWithPhone } from './auth-helpers';

/**
 * Browser journey (#38 item 6) at 360 px: a shopper with a delivered order downloads their data and deletes their
 * account from the account page (no JavaScript needed for either); signing in again with the same mobile finds a
 * new, empty account, and the shop's invoice for the old order still opens for the owner.
 */
const STORE = `rights-${Date.now().toString(36)}`;

async function ownerApi(page: Page, key: string, method: string, sub: string, data?: unknown) {
  const res = await page.request.fetch(`${baseUrl()}/admin/api/stores/${STORE}${sub}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    data,
  });
  const body = (await res.json()) as Record<string, any>;
  expect(res.status(), `${method} ${sub}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(300);
  return body;
}

describe.skipIf(!hasChromium)("the shopper's data rights in Chromium at 360 px", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads their data, deletes the account, signs in again to an empty one; the owner still opens the invoice', async () => {
    const owner = await openShopper(browser, 360);
    const made = await owner.page.request.post(`${baseUrl()}/platform/api/shops`, {
      headers: { Authorization: 'Bearer dev_operator', 'Content-Type': 'application/json' },
      data: { id: STORE, name: 'Haq Kirana' },
    });
    expect(made.status()).toBe(201);
    const key = ((await made.json()) as { ownerKey: string }).ownerKey;
    await ownerApi(owner.page, key, 'PATCH', '/cart-rules', {
      GST: true,
      LAT_LNG: { lat: 28.5677, lng: 77.2433 },
      STANDARD_DELIVERY_AREA: 5,
      MAX_DELIVERY_RADIUS: 10,
    });
    await ownerApi(owner.page, key, 'PATCH', '/gst', {
      gstin: '07AAJPA4821K1ZU',
      legalName: 'Haq Kirana',
      address: 'Shop 3, Central Market, New Delhi 110024',
    });
    await ownerApi(owner.page, key, 'POST', '/import', {
      categories: [{ CAT_ID: 'atta', CAT_NAME: 'Atta and rice' }],
      items: [
        {
          ID: 'chakki-atta',
          CAT_ID: 'atta',
          ITEM_NAME: 'Chakki Atta 5 kg',
          PRICE: 26000,
          GST_PERCENT: 5,
          HSN: '1101',
          STOCK_QTY: 50,
        },
      ],
    });

    // a shopper orders, and the shop delivers it
    const shopper = await openShopper(browser, 360, { acceptDownloads: true });
    const page = shopper.page;
    await page.goto(`${baseUrl()}/${STORE}/login`);
    const mobile = await signInWithPhone(page);
    const shopperApi = (path: string, data: unknown) =>
      page.request.post(`${baseUrl()}/api/v2${path}`, {
        headers: { storeID: STORE, 'Content-Type': 'application/json' },
        data,
      });
    expect(
      (
        await (
          await shopperApi('/plugins/cart/addProductToCart', { item: { ID: 'chakki-atta', selectedQuantity: 1 } })
        ).json()
      ).status,
    ).toBe(1);
    const address = await (
      await shopperApi('/account/addresses', {
        NAME: 'Ritu Malhotra',
        PHONE: '9811022334',
        LINE1: 'B-14, Lane 3',
        CITY: 'New Delhi',
        STATE: 'Delhi',
        PIN: '110024',
        LAT: 28.5677,
        LNG: 77.2633,
      })
    ).json();
    const sid = ((await (await shopperApi('/plugins/cart/getCartSessionID', {})).json()) as { session_id: string })
      .session_id;
    const placed = await (
      await shopperApi('/orders/place', {
        sid,
        address_id: address.address.id,
        payment_method: 'COD',
        idempotency_key: `rights-${Date.now()}`,
      })
    ).json();
    expect(placed.status, JSON.stringify(placed)).toBe(1);
    for (const status of ['ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED'])
      await ownerApi(owner.page, key, 'POST', `/orders/${placed.order_id}/status`, { status });

    // "Download my data" on the account page: a JSON file with the order
    await page.goto(`${baseUrl()}/${STORE}/account`);
    await noHorizontalScroll(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-my-data').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${STORE}-my-data-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.orders.map((o: { id: string }) => o.id)).toEqual([placed.order_id]);
    expect(data.addresses[0]).toMatchObject({ name: 'Ritu Malhotra' });

    // "Delete my account": what goes and what stays, then one button
    await page.getByTestId('delete-account').click();
    await page.waitForURL((u) => u.pathname === `/${STORE}/account/pages/delete`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Delete your account');
    expect(await page.locator('main').textContent()).toContain('GST law');
    await noHorizontalScroll(page);
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('account-deleted').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your account is deleted');

    // signed out: the account asks for a sign-in, and the same mobile finds a new, empty account
    await page.goto(`${baseUrl()}/${STORE}/account/pages/orders`);
    await page.waitForURL((u) => u.pathname.endsWith('/login'));
    await signInWithPhone(page, mobile);
    await page.waitForURL((u) => u.pathname === `/${STORE}/account/pages/orders`);
    expect(await page.locator('main').textContent()).toContain('No orders yet');
    await page.goto(`${baseUrl()}/${STORE}/account/pages/addresses`);
    expect(await page.getByTestId('address').count()).toBe(0);

    // the shop keeps the tax invoice: the owner opens it; the shopper's new account does not
    const invoice = await owner.page.request.get(`${baseUrl()}/${STORE}/track/${placed.order_id}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    expect((await page.request.get(`${baseUrl()}/${STORE}/track/${placed.order_id}/invoice.pdf`)).status()).toBe(404);
    expect(realProblems(shopper.problems)).toEqual([]);
  });

  it("the account home's two links and the delete page fit 360 px in the berlin theme, and work from the keyboard", async () => {
    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/noir-threads/login?from=/noir-threads/account`);
    await signInWithPhone(page);
    await page.waitForURL((u) => u.pathname === '/noir-threads/account');
    expect(await page.getAttribute('html', 'data-theme')).toBe('berlin');
    await noHorizontalScroll(page);
    await page.getByTestId('delete-account').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/noir-threads/account/pages/delete');
    await noHorizontalScroll(page);
    const confirm = page.getByTestId('delete-confirm');
    expect(await confirm.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Keep my account' }).isVisible()).toBe(true);
    expect(realProblems(problems)).toEqual([]);
  });
});
