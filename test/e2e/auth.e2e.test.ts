import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { cart, newMobile, openShopper, realProblems, signInWithPhone } from './auth-helpers';

describe.skipIf(!hasChromium)('sign-in in Chromium (Auth emulator, loopback only)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('phone OTP: account -> login -> OTP from the emulator -> back on the account page, bag merged, nothing off loopback', async () => {
    const { page, problems, external } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana`);
    const added = await cart(page, 'dilli-kirana', 'addProductToCart', {
      item: { ID: 'parmal-sela', selectedQuantity: 2 },
    });
    expect(added.status).toBe(1);
    await page.goto(`${baseUrl()}/dilli-kirana/account`);
    expect(new URL(page.url()).pathname).toBe('/dilli-kirana/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/dilli-kirana/account');
    const mobile = await signInWithPhone(page);
    expect(new URL(page.url()).pathname).toBe('/dilli-kirana/account');
    await expect
      .poll(() => page.getByTestId('account-who').textContent())
      .toBe(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    const bag = await cart(page, 'dilli-kirana', 'getCartSessionID');
    expect(bag.cart.NUMBER_OF_ITEMS_CART).toBe(2);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'userToken');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(external).toEqual([]);
    expect(realProblems(problems)).toEqual([]);
  });

  it('signing in again on another device picks up the same bag, merging the guest bag into it', async () => {
    const mobile = newMobile();
    const first = await openShopper(browser, 360);
    await first.page.goto(`${baseUrl()}/dilli-kirana`);
    await cart(first.page, 'dilli-kirana', 'addProductToCart', { item: { ID: 'parmal-sela', selectedQuantity: 1 } });
    await first.page.goto(`${baseUrl()}/dilli-kirana/login`);
    await signInWithPhone(first.page, mobile);
    const second = await openShopper(browser, 360);
    await second.page.goto(`${baseUrl()}/dilli-kirana`);
    await cart(second.page, 'dilli-kirana', 'addProductToCart', { item: { ID: 'brown-rice', selectedQuantity: 1 } });
    await second.page.goto(`${baseUrl()}/dilli-kirana/login?from=/dilli-kirana/bag`);
    await signInWithPhone(second.page, mobile);
    expect(new URL(second.page.url()).pathname).toBe('/dilli-kirana/bag');
    const bag = await cart(second.page, 'dilli-kirana', 'getCartSessionID');
    expect(bag.cart.items.map((i: { product_id: string }) => i.product_id).sort()).toEqual([
      'brown-rice',
      'parmal-sela',
    ]);
  });

  it('email and password: create an account, then sign in with it (berlin theme)', async () => {
    const email = `shopper${Date.now()}@example.com`;
    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/noir-threads/login`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('berlin');
    await page.getByRole('button', { name: 'Email' }).click();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('chai-and-biscuit');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl()}/noir-threads`);
    await page.goto(`${baseUrl()}/noir-threads/account`);
    await expect.poll(() => page.getByTestId('account-who').textContent()).toBe(email);
    expect(realProblems(problems)).toEqual([]);
  });

  it('shows a clear message for a wrong number and a wrong code', async () => {
    const { page } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana/login`);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/10-digit mobile number/);
    await page.getByLabel('Mobile number').fill(newMobile());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('One-time code').fill('000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toMatch(/code is not right/);
    expect(new URL(page.url()).pathname).toBe('/dilli-kirana/login');
  });

  it('logout removes the session, shows the toast and goes home; the account needs sign-in again', async () => {
    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana/login?from=/dilli-kirana/account`);
    await signInWithPhone(page);
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByText('Logged out successfully').isVisible()).toBe(true);
    await page.waitForURL(`${baseUrl()}/dilli-kirana`);
    expect((await page.context().cookies()).find((c) => c.name === 'userToken')).toBeUndefined();
    await page.goto(`${baseUrl()}/dilli-kirana/account`);
    expect(new URL(page.url()).pathname).toBe('/dilli-kirana/login');
    expect(realProblems(problems)).toEqual([]);
  });

  it('LOGIN_MANDATE: members-only sends visitors to login, lets members in, and reloads to login after logout', async () => {
    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}/members-only/bulk-staples`);
    expect(new URL(page.url()).pathname).toBe('/members-only/login');
    expect(await page.getByTestId('members-only').isVisible()).toBe(true);
    await signInWithPhone(page);
    expect(new URL(page.url()).pathname).toBe('/members-only/bulk-staples');
    await page.goto(`${baseUrl()}/members-only/account`);
    await page.getByTestId('logout').click();
    await expect.poll(() => page.getByText('Logged out successfully').isVisible()).toBe(true);
    await page.waitForURL((u) => u.pathname === '/members-only/login', { timeout: 10_000 });
    expect(realProblems(problems)).toEqual([]);
  });
});
