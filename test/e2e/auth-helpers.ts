import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, isDevServerRestart } from './browser';
import { keepJournal } from './shop-helpers';
import { islandPropsOf } from '../../src/domain/islands/props-text';

/** A fresh Indian mobile number per test (the emulator keeps users between tests). */
export const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

let emulatorUrl: string | null = null;
/** The Auth emulator's URL, as the login page tells the browser (data-props of the login island). */
export async function authEmulator(): Promise<string> {
  if (emulatorUrl) return emulatorUrl;
  const html = await (await fetch(`${baseUrl()}/dilli-kirana/login`)).text();
  const m = /data-island="login" data-props="([^"]*)"/.exec(html);
  if (!m) throw new Error('login page has no login island');
  emulatorUrl = (islandPropsOf(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as { emulatorUrl: string })
    .emulatorUrl;
  return emulatorUrl;
}

/** The OTP the emulator "sent" to this number (its REST API, as a phone would receive it). */
export async function otpFor(mobile: string): Promise<string> {
  const url = `${await authEmulator()}/emulator/v1/projects/demo-storefront/verificationCodes`;
  for (let i = 0; i < 40; i++) {
    const { verificationCodes } = (await (await fetch(url)).json()) as {
      verificationCodes: { phoneNumber: string; code: string }[];
    };
    const mine = verificationCodes.filter((v) => v.phoneNumber === `+91${mobile}`).at(-1);
    if (mine) return mine.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP for ${mobile}`);
}

/**
 * Console errors that are ours. Left out: the emulator does not implement reCAPTCHA Enterprise config (501; the SDK
 * logs it and uses its mock verifier), and a shop's third-party live chat cannot resolve offline (tests assert
 * separately that nothing else leaves loopback).
 */
export const realProblems = (problems: string[]) =>
  problems.filter((p) => !/status of 501|http 501: GET \S*\/recaptchaConfig|ERR_NAME_NOT_RESOLVED/.test(p));
export const onlyThirdPartyChat = (external: string[]) =>
  external.filter((u) => !/^https:\/\/([a-z0-9-]+\.)*tawk\.to\//.test(u));

export interface Shopper {
  context: BrowserContext;
  page: Page;
  problems: string[];
  external: string[];
}

/** A phone-sized browser that records console errors and any request leaving loopback. */
export async function openShopper(
  browser: Browser,
  width = 360,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<Shopper> {
  const context = await browser.newContext({ viewport: { width, height: 780 }, ...extra });
  // a page's load waits for its first screen's photos, which `wrangler dev` resizes on a loaded CI machine (one
  // navigation took over 30 s there, every request of it answered)
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  await keepJournal(page);
  const problems: string[] = [];
  const external: string[] = [];
  const restarts = new Set<string>();
  page.on(
    'console',
    (m) =>
      m.type() === 'error' &&
      !(/status of 503/.test(m.text()) && restarts.has(m.location().url ?? '')) &&
      problems.push(`console: ${m.text()}`),
  );
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (isDevServerRestart(r.status(), r.headers())) restarts.add(r.url());
    else if (r.status() >= 500) problems.push(`http ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['127.0.0.1', 'localhost'].includes(host) && !host.endsWith('.localhost') && !r.url().startsWith('data:'))
      external.push(r.url());
  });
  return { context, page, problems, external };
}

/** Phone OTP sign-in on the login page the browser is on; waits until the shopper has left it. */
export async function signInWithPhone(page: Page, mobile = newMobile()): Promise<string> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByLabel('One-time code');
  await otp.waitFor({ timeout: 30_000 }).catch(async () => {
    throw new Error(
      `no code was sent to ${mobile}: "${await page.locator('#login-error').textContent()}" at ${page.url()}`,
    );
  });
  await otp.fill(await otpFor(mobile));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'), { timeout: 20_000 });
  return mobile;
}

/** A cart call from inside the browser context (same cookies as the page). */
export async function cart(page: Page, storeId: string, call: string, body: Record<string, unknown> = {}) {
  const res = await page.request.post(`${baseUrl()}/api/v2/plugins/cart/${call}`, {
    headers: { storeID: storeId, 'Content-Type': 'application/json' },
    data: body,
  });
  return res.json();
}

export async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
}
