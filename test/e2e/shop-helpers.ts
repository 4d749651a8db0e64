import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, isDevServerRestart, isThirdPartyChat, refuseThirdPartyChat } from './browser';

export interface Shopper {
  context: BrowserContext;
  page: Page;
  /** console errors, page errors and 5xx answers seen so far (Tawk's failed load left out) */
  problems: string[];
}

/**
 * A shopper in a fresh browser context (fresh cookies, empty storage). The Tawk script is refused at once
 * (nothing leaves loopback and no test waits on DNS); its console error is filtered by its URL.
 */
export async function openShopper(
  browser: Browser,
  vp: { width: number; height: number },
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Shopper> {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, ...options });
  await refuseThirdPartyChat(context);
  const page = await context.newPage();
  await keepJournal(page);
  const problems: string[] = [];
  const restarts = new Set<string>();
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const where = m.location().url ?? '';
    if (isThirdPartyChat(where) || (/status of 503/.test(m.text()) && restarts.has(where))) return;
    problems.push(`console: ${m.text()} @ ${where}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (isDevServerRestart(r.status(), r.headers())) restarts.add(r.url());
    else if (r.status() >= 500) problems.push(`http ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return { context, page, problems };
}

/**
 * Problems other than the refusals a test provoked on purpose: the cart API answers a refusal with an HTTP
 * 4xx status (e.g. 422 for a coupon below its minimum, 409 for another catalogue), which Chromium logs as
 * "Failed to load resource". Only that exact call with that exact status is let through.
 */
export function unexpected(problems: string[], ...expected: { call: string; status: number }[]): string[] {
  return problems.filter(
    (p) => !expected.some((e) => p.includes(`status of ${e.status}`) && p.includes(`/api/v2/plugins/cart/${e.call}`)),
  );
}

/**
 * expect.poll waits 1 s by default; a cart call through the Durable Object plus an island's first load can take
 * longer on a busy machine. Polls are cheap, so give visible state up to 10 s (no fixed sleeps anywhere).
 */
export const PATIENT_POLLS = { expect: { poll: { timeout: 10_000, interval: 50 } } };

export const shopUrl = (storeId: string, path = '') => `${baseUrl()}/${storeId}${path}`;
export const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

/** The number on the toolbar's bag icon (0 when the badge is hidden). */
export async function bagBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('bag-count');
  if (await badge.isHidden()) return 0;
  return Number((await badge.evaluate((el) => el.firstChild?.textContent ?? '')).trim());
}

/**
 * Shows intent towards the island around `control` (hover, as a shopper's pointer does) and waits until React
 * has hydrated it: the element carries React's props, and a frame has passed so the hydration is committed.
 *
 * A tap before that is held and replayed once hydration has committed (client/lib/hydrate.ts); tests that are
 * about something else use this to start from a live island.
 */
export async function whenLive(control: Locator): Promise<void> {
  await control.hover().catch(() => {});
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), {
      timeout: 10_000,
    })
    .toBe(true);
  await control.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/** A toast (status or alert) with this text is showing. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.toaster .toast').filter({ hasText: text });
}

const TOAST_MARK = '[e2e toast]';
const journals = new WeakMap<Page, string[]>();

/**
 * Keeps a journal of what the shopper saw and what the cart answered: every toast put on screen (its kind and
 * text, by a MutationObserver in the page), every cart API reply (status, content type, the start of its body),
 * failed requests and top-level navigations. A failing wait (`waitForToast`) prints it, so a flaky failure says
 * what the page showed instead. Call it before the first navigation.
 */
export async function keepJournal(page: Page): Promise<void> {
  const journal: string[] = [];
  journals.set(page, journal);
  const started = Date.now();
  const note = (line: string) => journal.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
  await page.addInitScript((mark) => {
    const seen = new WeakSet<Node>();
    const look = () => {
      for (const el of document.querySelectorAll('.toaster .toast')) {
        if (seen.has(el)) continue;
        seen.add(el);
        console.debug(`${mark} ${el.className}: ${el.querySelector('span')?.textContent ?? el.textContent}`);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  }, TOAST_MARK);
  page.on('console', (m) => {
    if (m.text().startsWith(TOAST_MARK)) note(`toast ${m.text().slice(TOAST_MARK.length + 1)}`);
    else if (m.type() === 'error' || m.type() === 'warning') note(`console ${m.type()}: ${m.text()}`);
  });
  page.on('response', async (r) => {
    if (!r.url().includes('/api/')) return;
    const body = await r.text().catch(() => '(no body)');
    note(
      `${r.request().method()} ${new URL(r.url()).pathname} -> ${r.status()} ${r.headers()['content-type'] ?? ''} ${body.slice(0, 160)}`,
    );
  });
  page.on('requestfailed', (r) => note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) note(`at ${f.url()}`);
  });
}

/** What the page showed: the journal (when kept), the toasts on screen now and the address. */
export async function whatThePageShowed(page: Page): Promise<string> {
  const onScreen = await page
    .locator('.toaster .toast')
    .allInnerTexts()
    .catch(() => []);
  const journal = journals.get(page);
  return [
    `at ${page.url()}`,
    `toasts on screen: ${JSON.stringify(onScreen)}`,
    ...(journal ? ['journal:', ...journal] : ['(no journal kept)']),
  ].join('\n  ');
}

/** Waits for a toast with this text; when it does not come, the error says what the page showed instead. */
export async function waitForToast(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  try {
    await toast(page, text).waitFor({ state: 'visible', timeout });
  } catch (err) {
    throw new Error(
      `no toast "${text}" within ${timeout} ms (${(err as Error).message.split('\n')[0]})\n  ${await whatThePageShowed(page)}`,
    );
  }
}

/** Waits until the island around `el` is hydrated (React has attached its props), so a click is handled by it. */
export async function whenHydrated(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
      { timeout: 10_000 },
    )
    .toBe(true);
}
