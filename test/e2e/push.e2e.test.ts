import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasChromium, launch, openPage } from './browser';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe.skipIf(!hasChromium)('push messages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("with the shop's messaging configured, a pushed message shows a banner with its title and body", async () => {
    const res = await fetch(`${baseUrl()}/admin/api/stores/dilli-kirana/plugins/PUSH`, {
      method: 'PUT',
      headers: {
        Authorization: 'Bearer dev_owner_dilli-kirana',
        'Content-Type': 'application/json',
        connection: 'close',
      },
      body: JSON.stringify({ ENABLED: true, VAPID_KEY: VAPID }),
    });
    expect(res.status).toBe(200);
    const { page, problems } = await openPage(browser, 360);
    await page.goto(`${baseUrl()}/dilli-kirana`);
    // the plugin boots after the page is interactive and registers the service worker
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            navigator.serviceWorker.getRegistration('/dilli-kirana/').then((r) => r?.active?.state ?? null),
          ),
        { timeout: 15_000 },
      )
      .toBe('activated');
    // the worker is the shop's own: scoped to /dilli-kirana/, so it never answers for the bare platform page or another shop
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration('/dilli-kirana/').then((r) => r?.scope)),
    ).toBe(`${new URL(baseUrl()).origin}/dilli-kirana/`);
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration('/noir-threads/').then((r) => r?.scope ?? null),
      ),
    ).toBeNull();

    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseUrl()).origin,
      registrationId: registrations[0].registrationId,
      data: JSON.stringify({ notification: { title: 'Diwali dhamaka', body: 'Dry fruits 20% off till Sunday' } }),
    });
    const banner = page.getByTestId('push-banner');
    await expect.poll(() => banner.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await banner.locator('strong').textContent()).toBe('Diwali dhamaka');
    expect(await banner.locator('p').textContent()).toBe('Dry fruits 20% off till Sunday');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    expect(await banner.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
