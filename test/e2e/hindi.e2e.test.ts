import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { noHorizontalScroll, openShopper, realProblems } from './auth-helpers';
import { bagBadge, PATIENT_POLLS, waitForToast, whenLive } from './shop-helpers';

/*
 * A Hindi reader on a phone (360 px) at Dilli Kirana: chooses हिन्दी once, reads the shop in Hindi, finds rice by
 * typing "chawal" in Latin letters, adds to the bag from a Hindi item page, keeps Hindi across pages (the cookie),
 * and switches back to English.
 */
const STORE = 'dilli-kirana';

describe.skipIf(!hasChromium)('the storefront in Hindi, in Chromium at 360 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    vi.setConfig(PATIENT_POLLS);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('choose Hindi, search chawal, add from the item page, keep Hindi on every page, switch back', async () => {
    const { context, page, problems } = await openShopper(browser, 360, { locale: 'en-IN' });
    await page.goto(`${baseUrl()}/${STORE}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');

    // the switcher at the foot of the page: a plain link, remembered by a cookie
    await page.getByTestId('language-switcher').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((u) => u.searchParams.get('lang') === 'hi');
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('दिल्ली किराना स्टोर');
    const bottomNav = page.getByRole('navigation', { name: 'नीचे का मेन्यू' });
    expect(await bottomNav.innerText()).toMatch(/होम[^]*श्रेणियाँ[^]*थैला[^]*खाता/);
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
    await noHorizontalScroll(page);

    // typed in Latin letters, suggested in Devanagari
    const search = page.getByRole('combobox', { name: 'दिल्ली किराना स्टोर में खोजें' }).last();
    await search.click();
    await search.fill('chawal');
    const options = page.getByRole('option');
    await expect
      .poll(() => options.allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('चावल')]));
    await search.press('Enter');
    await page.waitForURL((u) => u.pathname === `/${STORE}/search/chawal`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('“chawal” के नतीजे');
    expect(await page.getByTestId('search-results').innerText()).toContain('बासमती');

    // no ?lang= any more: the cookie keeps Hindi
    await page.goto(`${baseUrl()}/${STORE}/atta-flours/besan`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('बेसन');
    const add = page.getByRole('button', { name: /^थैले में डालें/ });
    await whenLive(add);
    await add.click();
    // the toast first (its time runs from when it shows, so a slow add still shows it; the add goes through
    // `wrangler dev` to the shop's object, which a loaded machine can hold up for seconds); the badge stays
    await waitForToast(page, 'आपके थैले में डाल दिया गया।', 20_000);
    await expect.poll(() => bagBadge(page)).toBe(1);
    expect(await page.getByTestId('bag-count').innerText()).toContain('आपके थैले में');
    await noHorizontalScroll(page);

    await page.getByRole('navigation', { name: 'नीचे का मेन्यू' }).getByRole('link', { name: 'थैला' }).click();
    await page.waitForURL((u) => u.pathname === `/${STORE}/bag`);
    expect(await page.title()).toContain('दिल्ली किराना स्टोर');
    expect(await page.locator('main').innerText()).toContain('बेसन');
    await noHorizontalScroll(page);

    await page.getByTestId('language-switcher').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => u.searchParams.get('lang') === 'en');
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    expect(await page.locator('main').innerText()).toContain('Besan');
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
