import { mkdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hasChromium, launch } from './browser';
import { newMobile, noHorizontalScroll, openShopper, realProblems, signInWithPhone } from './auth-helpers';
import { whenHydrated } from './shop-helpers';

/*
 * Issue #38's journey: an owner a year in, on a phone (360 px). The shop is made through the platform and owner
 * APIs, a shopper places a real order through the storefront, and the development call POST
 * /platform/api/shops/{id}/history copies it back over 120 days (docs/platform-api.md), so the shop has a past.
 * Then, in the console only: find a three-month-old order by the shopper's phone number; archive an item (it leaves
 * the storefront, search, feeds and sitemap; the old order and its invoice still show it) and restore it; add an
 * item photo first through the file input; turn udhaar on with a limit; make an `orders` staff key and revoke it; download last month's GSTR-1 and check that it
 * adds up to last month's orders. Then the shopper downloads their data and deletes their account; signing in again
 * finds a new, empty account, and the owner still opens the invoice of their old order.
 */
const STORE = `year-${Date.now().toString(36)}`;
/** Camera-sized photographs (Debian's mate-backgrounds): 3840 × 2160 (8 MB) and 1 MB. */
const PHOTOS = [
  '/usr/share/backgrounds/mate/abstract/Elephants_3840x2160.jpg',
  '/usr/share/backgrounds/mate/nature/Dune.jpg',
];
const OLD_PHONE = newMobile();
const REGULAR = '9811022334';
const DAY = 86_400_000;
const rupees = (paise: number) => paise / 100;

/** YYYY-MM-DD of an instant in India. */
const istDate = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);

async function api(page: Page, key: string, method: string, sub: string, data?: unknown) {
  const res = await page.request.fetch(`${baseUrl()}/admin/api/stores/${STORE}${sub}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    data,
  });
  const body = (await res.json()) as Record<string, any>;
  expect(res.status(), `${method} ${sub}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(300);
  return body;
}

/** The CSV's sections by their code (the section row's first cell), each its header and rows. */
function csvSections(text: string): Map<string, { header: string[]; rows: string[][] }> {
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  const cells = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .slice(0, -1)
      .map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
  const sections = new Map<string, { header: string[]; rows: string[][] }>();
  let current: { header: string[]; rows: string[][] } | null = null;
  let expectHeader = false;
  for (const line of lines.slice(1)) {
    if (!line) {
      current = null;
      continue;
    }
    const row = cells(line);
    if (!current) {
      current = { header: [], rows: [] };
      sections.set(row[0], current);
      expectHeader = true;
    } else if (expectHeader) {
      current.header = row;
      expectHeader = false;
    } else current.rows.push(row);
  }
  return sections;
}

const sum = (section: { header: string[]; rows: string[][] } | undefined, ...columns: string[]) =>
  (section?.rows ?? []).reduce(
    (total, row) => total + columns.reduce((s, c) => s + Number(row[section!.header.indexOf(c)] || 0), 0),
    0,
  );

describe.skipIf(!hasChromium)('an owner a year in, from a phone (issue #38)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("finds an old order by phone, archives and restores an item, turns udhaar on, makes and revokes a staff key, hands over last month's GSTR-1; a shopper takes their data and leaves", async () => {
    const owner = await openShopper(browser, 360);
    const page = owner.page;
    const made = await page.request.post(`${baseUrl()}/platform/api/shops`, {
      headers: { Authorization: 'Bearer dev_operator', 'Content-Type': 'application/json' },
      data: { id: STORE, name: 'Saal Bhar Kirana' },
    });
    expect(made.status()).toBe(201);
    const key = ((await made.json()) as { ownerKey: string }).ownerKey;
    await api(page, key, 'PATCH', '/cart-rules', {
      GST: true,
      LAT_LNG: { lat: 28.5677, lng: 77.2433 },
      STANDARD_DELIVERY_AREA: 5,
      MAX_DELIVERY_RADIUS: 10,
    });
    await api(page, key, 'PATCH', '/gst', {
      gstin: '07AAJPA4821K1ZU',
      legalName: 'Saal Bhar Kirana',
      address: 'Shop 3, Central Market, New Delhi 110024',
    });
    await api(page, key, 'POST', '/import', {
      categories: [{ CAT_ID: 'atta', CAT_NAME: 'Atta and rice' }],
      items: [
        {
          ID: 'chakki-atta',
          CAT_ID: 'atta',
          ITEM_NAME: 'Chakki Atta 5 kg',
          PRICE: 26000,
          GST_PERCENT: 5,
          HSN: '1101',
          STOCK_QTY: 500,
        },
        {
          ID: 'sona-masoori',
          CAT_ID: 'atta',
          ITEM_NAME: 'Sona Masoori Rice 5 kg',
          PRICE: 42000,
          GST_PERCENT: 5,
          HSN: '1006',
          STOCK_QTY: 500,
        },
      ],
    });

    // a shopper orders through the storefront
    const shopper = await openShopper(browser, 360);
    await shopper.page.goto(`${baseUrl()}/${STORE}/login`);
    const shopperPhone = await signInWithPhone(shopper.page);
    const shopperApi = (path: string, data: unknown) =>
      shopper.page.request.post(`${baseUrl()}/api/v2${path}`, {
        headers: { storeID: STORE, 'Content-Type': 'application/json' },
        data,
      });
    expect(
      (
        await (
          await shopperApi('/plugins/cart/addProductToCart', { item: { ID: 'sona-masoori', selectedQuantity: 1 } })
        ).json()
      ).status,
    ).toBe(1);
    const address = await (
      await shopperApi('/account/addresses', {
        NAME: 'Meera Sharma',
        PHONE: REGULAR,
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
        idempotency_key: `year-${Date.now()}`,
      })
    ).json();
    expect(placed.status, JSON.stringify(placed)).toBe(1);

    // ... and the shop gets its past: two orders a day for 120 days, one shopper's every other
    const past = await page.request.post(`${baseUrl()}/platform/api/shops/${STORE}/history`, {
      headers: { Authorization: 'Bearer dev_operator', 'Content-Type': 'application/json' },
      data: {
        order_id: placed.order_id,
        days: 120,
        per_day: 2,
        shoppers: [
          { phone: REGULAR, name: 'Meera Sharma' },
          { phone: OLD_PHONE, name: 'Kavya Rao' },
        ],
      },
    });
    expect(past.status(), await past.text()).toBe(201);

    // the console, signed in with the owner key
    await page.goto(`${baseUrl()}/admin/${STORE}`);
    await page.getByLabel('Owner key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('owner-inbox').waitFor();
    await noHorizontalScroll(page);

    // 1. a three-month-old order, by the shopper's phone number and the days around it
    const threeMonthsAgo = Date.now() - 92 * DAY;
    await page.getByLabel('Order number, phone or name').fill(OLD_PHONE);
    await page.getByLabel('From').fill(istDate(threeMonthsAgo - 2 * DAY));
    await page.getByLabel('To').fill(istDate(threeMonthsAgo + 2 * DAY));
    await page.getByRole('button', { name: 'Show orders' }).click();
    await page.getByTestId('inbox-results').waitFor();
    const found = page.getByTestId('inbox-order');
    expect(await found.count()).toBe(5);
    for (const text of await found.allTextContents()) expect(text).toContain('Kavya Rao');
    const oldOrder = (await found.first().getAttribute('data-order'))!;
    expect(oldOrder.slice(0, 6)).toBe(
      istDate(threeMonthsAgo + 2 * DAY)
        .slice(2)
        .replaceAll('-', ''),
    );
    await noHorizontalScroll(page);
    await shots(page, 'inbox-found');

    // 2. archive an item that orders name, then restore it
    await page.goto(`${baseUrl()}/admin/${STORE}/catalogue/sona-masoori/delete`);
    await page.getByTestId('console-delete-confirm').waitFor();
    await page.getByTestId('console-delete-yes').click();
    await page.getByText('This item is archived: shoppers do not see it.').waitFor();
    const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
    expect((await visitor.goto(`${baseUrl()}/${STORE}/atta/sona-masoori`))!.status()).toBe(410);
    await visitor.goto(`${baseUrl()}/${STORE}/search/rice`);
    expect(await visitor.locator('main').textContent()).not.toContain('Sona Masoori');
    for (const file of ['/sitemap.xml', '/feeds/google.xml', '/feeds/acp.json']) {
      const body = await (await visitor.request.get(`${baseUrl()}/${STORE}${file}`)).text();
      expect(body, file).not.toContain('sona-masoori');
      expect(body, file).toContain('chakki-atta');
    }
    const track = await shopper.page.goto(`${baseUrl()}/${STORE}/track/${placed.order_id}`);
    expect(track!.status()).toBe(200);
    expect(await shopper.page.locator('main').textContent()).toContain('Sona Masoori Rice 5 kg');
    const invoice = await page.request.get(`${baseUrl()}/${STORE}/track/${oldOrder}/invoice.pdf`);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    await page.goto(`${baseUrl()}/admin/${STORE}/catalogue/sona-masoori/restore`);
    await page.getByTestId('console-restore-yes').click();
    await page.waitForURL((u) => u.pathname === `/admin/${STORE}/catalogue/sona-masoori`);
    expect(await page.getByText('This item is archived: shoppers do not see it.').count()).toBe(0);
    expect((await visitor.goto(`${baseUrl()}/${STORE}/atta/sona-masoori`))!.status()).toBe(200);

    // 3. a new item, photo first: two camera-sized photos picked in the file input with the fields, one post
    await page.goto(`${baseUrl()}/admin/${STORE}/catalogue/new`);
    const photosInput = page.getByTestId('console-new-photos');
    // islands wake on intent: the owner reaching for the field
    await photosInput.focus();
    await whenHydrated(page, '[data-island="photo-files"] input');
    await photosInput.setInputFiles([PHOTOS[0], PHOTOS[1]]);
    await expect
      .poll(() => page.getByTestId('console-new-photos-status').textContent(), { timeout: 30_000 })
      .toBe('2 photos ready to send');
    await page.getByLabel('Name', { exact: true }).fill('Kesar 1 g');
    await page.getByLabel('Price (₹)').fill('450');
    const sent: number[] = [];
    page.on(
      'request',
      (r) => r.url().endsWith('/catalogue/new') && r.method() === 'POST' && sent.push(r.postDataBuffer()?.length ?? 0),
    );
    await page.getByTestId('console-item-save').click();
    await page.waitForURL((u) => u.pathname === `/admin/${STORE}/catalogue/kesar-1-g`);
    // drawn at 1,600 px in the browser: the post is far smaller than the 8 MB and 1 MB originals
    expect(sent[0]).toBeLessThan(1_500_000);
    expect(await page.getByTestId('console-photo').count()).toBe(2);
    await noHorizontalScroll(page);
    const kesar = await visitor.goto(`${baseUrl()}/${STORE}/atta/kesar-1-g`);
    expect(kesar!.status()).toBe(200);
    expect(await visitor.locator('.gallery img').count()).toBeGreaterThan(0);

    // 4. udhaar on, with a limit of ₹1,500
    await page.goto(`${baseUrl()}/admin/${STORE}/shop`);
    const wallet = page.getByTestId('shop-wallet');
    await wallet.getByLabel('Customers can buy on udhaar (credit)').check();
    await wallet.getByLabel('Udhaar a customer may owe (₹)').fill('1500');
    await wallet.getByRole('button').click();
    await page.getByTestId('shop-wallet').waitFor();
    const rules = await api(page, key, 'GET', '/cart-rules');
    expect(rules.CART_RULES?.WALLET_CONFIG ?? rules.cartRules?.WALLET_CONFIG ?? rules.WALLET_CONFIG).toMatchObject({
      udhaar: true,
      udhaarLimit: 150000,
    });

    // 5. an `orders` staff key: made, shown once, works; revoked, refused
    await page.goto(`${baseUrl()}/admin/${STORE}/shop#shop-keys`);
    const keys = page.getByTestId('shop-key-add');
    await keys.getByLabel('Who holds the key, like Raju (packing)').fill('Raju (packing)');
    await keys.getByLabel('What it may do').selectOption('orders');
    await keys.getByRole('button', { name: 'Make key' }).click();
    const staffKey = (await page.getByTestId('new-key-value').textContent())!;
    expect(staffKey.length).toBeGreaterThan(16);
    const asStaff = () =>
      page.request.get(`${baseUrl()}/admin/api/stores/${STORE}/orders?limit=1`, {
        headers: { Authorization: `Bearer ${staffKey}` },
      });
    expect((await asStaff()).status()).toBe(200);
    await page.goto(`${baseUrl()}/admin/${STORE}/shop#shop-keys`);
    await shots(page, 'shop');
    expect(await page.getByTestId('new-key-value').count()).toBe(0);
    expect(await page.getByTestId('console-key').filter({ hasText: 'Raju (packing)' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Revoke: Raju (packing)' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Revoke: Raju (packing)' }).count()).toBe(0);
    expect((await asStaff()).status()).toBe(401);

    // 6. last month's GSTR-1, from the Insights button, adds up to last month's orders
    await page.goto(`${baseUrl()}/admin/${STORE}/insights`);
    await shots(page, 'insights');
    const form = page.getByTestId('console-gstr1-form');
    const now = new Date(Date.now() + 330 * 60_000);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    await form.getByLabel('Month').fill(lastMonth);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download GSTR-1' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${STORE}-gstr1-${lastMonth}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const sections = csvSections(csv);
    const monthEnd = new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5)), 0))
      .toISOString()
      .slice(0, 10);
    let delivered: { total: number }[] = [];
    let cursor: string | null = null;
    do {
      const page_ = await api(
        page,
        key,
        'GET',
        `/orders?status=DELIVERED&from=${lastMonth}-01&to=${monthEnd}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      delivered = delivered.concat(page_.orders);
      cursor = page_.next_cursor;
    } while (cursor);
    expect(delivered.length).toBeGreaterThan(40);
    const docs = sections.get('docs')!;
    expect(sum(docs, 'Total Number') - sum(docs, 'Cancelled')).toBe(delivered.length);
    const invoiced =
      sum(
        sections.get('b2cs'),
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ) +
      sum(
        sections.get('exemp'),
        'Nil Rated Supplies',
        'Exempted(other than nil rated/non GST supply)',
        'Non-GST Supplies',
      );
    expect(Math.abs(invoiced - rupees(delivered.reduce((s, o) => s + o.total, 0)))).toBeLessThan(
      0.01 * delivered.length,
    );

    // 7. the shopper's data rights: their order delivered, they download their data and delete their account
    for (const status of ['ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED'])
      await api(page, key, 'POST', `/orders/${placed.order_id}/status`, { status });
    const sp = shopper.page;
    await sp.goto(`${baseUrl()}/${STORE}/account`);
    const [file] = await Promise.all([sp.waitForEvent('download'), sp.getByTestId('download-my-data').click()]);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    // the order and its 240 copies in the past (the history call copies the shopper's own order, whoever's phone it shows)
    expect(data.orders).toHaveLength(241);
    expect(data.orders.map((o: { id: string }) => o.id)).toContain(placed.order_id);
    expect(JSON.stringify(data)).toContain('B-14, Lane 3');
    await sp.getByTestId('delete-account').click();
    await sp.getByTestId('delete-confirm').click();
    await sp.getByTestId('account-deleted').waitFor();
    await noHorizontalScroll(sp);
    // signing in again with the same phone: a new, empty account
    await sp.goto(`${baseUrl()}/${STORE}/login`);
    await signInWithPhone(sp, shopperPhone);
    const orders = await (
      await sp.request.get(`${baseUrl()}/api/v2/account/orders`, { headers: { storeID: STORE } })
    ).json();
    expect(orders.orders).toEqual([]);
    const addresses = await (
      await sp.request.get(`${baseUrl()}/api/v2/account/addresses`, { headers: { storeID: STORE } })
    ).json();
    expect(addresses.addresses ?? []).toEqual([]);
    // the shop still has its invoice for the order, detached from the account
    const kept = await page.request.get(`${baseUrl()}/${STORE}/track/${placed.order_id}/invoice.pdf`);
    expect(kept.status()).toBe(200);
    expect(kept.headers()['content-type']).toBe('application/pdf');

    expect(realProblems(owner.problems).filter((p) => !/status of 410/.test(p))).toEqual([]);
    expect(realProblems(shopper.problems)).toEqual([]);
    await shopper.context.close();
    await owner.context.close();
  }, 240_000);
});

/** With SHOTS=1: the page at 360 and 1280 px in the light and dark schemes, with the owner's cookie, into /tmp/shots. */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const url = page.url();
  const cookies = await page.context().cookies();
  await mkdir('/tmp/shots', { recursive: true });
  for (const width of [360, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width, height: 900 }, colorScheme });
      await context.addCookies(cookies);
      const p = await context.newPage();
      await p.goto(url);
      await p.screenshot({ path: `/tmp/shots/year-${name}-${width}-${colorScheme}.png`, fullPage: width === 360 });
      await context.close();
    }
  }
}
