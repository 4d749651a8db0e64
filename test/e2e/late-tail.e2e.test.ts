import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launch } from './browser';
import { openShopper, realProblems } from './auth-helpers';
import { bagBadge, pathOf, PATIENT_POLLS, waitForToast, whenLive } from './shop-helpers';
import { lateTailProxy, mainRanBeforeToaster, watchMainScript, type LateTail } from './late-tail';

/*
 * A page whose end arrives late: the item page streams up to its late part (questions, reviews, related items)
 * and sends the rest of <body>, where the toaster is, after it. On a loaded machine or a slow network the
 * client's entry script (an async module) runs before that. The add's toast must still show: it did not in CI
 * (2 of 4 runs), because the toaster was looked for only when the entry script ran. Here the proxy holds the
 * end of the page back for 8 s, so the order is certain on any machine.
 */
const ITEM = '/dilli-kirana/atta-flours/besan';
const ADDED = 'Besan (Gram Flour) added to your bag.';

describe.skipIf(!hasChromium)('a page whose end arrives late, in Chromium at 360 px', { timeout: 120_000 }, () => {
  let browser: Browser;
  let proxy: LateTail;
  beforeAll(async () => {
    vi.setConfig(PATIENT_POLLS);
    browser = await launch();
    // long enough that a loaded CI machine still taps before the end arrives (3 s was not, once)
    proxy = await lateTailProxy(new RegExp(`^${ITEM}$`), 8_000);
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
  });

  it('an add once the page is live shows its toast and the badge', async () => {
    const { context, page, problems } = await openShopper(browser, 360);
    await watchMainScript(page);
    await page.goto(`${proxy.url}${ITEM}`);
    expect(await mainRanBeforeToaster(page)).toBe('true');
    const add = page.getByRole('button', { name: /^Add to bag/ });
    await whenLive(add);
    await add.click();
    await waitForToast(page, ADDED);
    await expect.poll(() => bagBadge(page)).toBe(1);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('a tap while the page is still arriving is held, and its toast shows once the page is in', async () => {
    const { context, page, problems } = await openShopper(browser, 360);
    await watchMainScript(page);
    await page.goto(`${proxy.url}${ITEM}`, { waitUntil: 'commit' });
    // the tap comes once the page's script runs: a tap before that is the form's own post (the no-JavaScript add,
    // which a loaded CI machine once made, 0.6 s after the page began), not a held tap
    await page.waitForFunction(() => document.documentElement.dataset.e2eMainBeforeToaster !== undefined);
    const add = page.getByRole('button', { name: /^Add to bag/ });
    await add.click();
    // the tap came before the end of the page: the toaster was not there yet
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    await waitForToast(page, ADDED);
    await expect.poll(() => bagBadge(page)).toBe(1);
    expect(await mainRanBeforeToaster(page)).toBe('true');
    expect(pathOf(page)).toBe(ITEM);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
