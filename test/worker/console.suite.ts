import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { fixture } from './photos-helpers';
import { openShop } from '../../src/data/shop/shop-db';

/** The shop console's pages and forms: signed in with the owner key, same-origin forms, the owner API's rules. */

const ORIGIN = 'http://localhost';

async function signedIn(shop: string): Promise<string> {
  const res = await post(`/admin/${shop}/sign-in`, { key: await keyFor(shop) });
  expect(res.status).toBe(303);
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0];
}

function post(
  path: string,
  fields: Record<string, string | string[]>,
  cookie = '',
  origin: string | null = ORIGIN,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (cookie) headers.Cookie = cookie;
  if (origin !== null) headers.Origin = origin;
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body: body.toString(), redirect: 'manual' });
}

const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const item = async (shop: string, id: string) =>
  ((await (await owner('GET', shop, `/items/${id}`)).json()) as { item: Record<string, any> }).item;

const PAGES = ['catalogue', 'catalogue/new', 'catalogue/rice', 'categories', 'offers', 'customers', 'shop', 'insights'];

describe('the shop console', () => {
  it('every page asks for the owner key first, then shows in the console with its nav', async () => {
    const shop = await createOrderShop();
    for (const p of PAGES) {
      const res = await get(`/admin/${shop}/${p}`);
      expect(res.status, p).toBe(303);
      expect(res.headers.get('Location')).toBe(`/admin/${shop}?from=${encodeURIComponent(`/admin/${shop}/${p}`)}`);
    }
    // another shop's key does not open it
    const other = await createOrderShop();
    expect((await get(`/admin/${shop}/catalogue`, await signedIn(other))).status).toBe(303);
    const cookie = await signedIn(shop);
    for (const p of PAGES) {
      const res = await get(`/admin/${shop}/${p}`, cookie);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
      const html = await res.text();
      expect(html).toContain('aria-label="Shop console"');
      expect(html).toContain(`/admin/${shop}/manifest.webmanifest`);
    }
    // signing in from a console page leads back there
    const back = await post(`/admin/${shop}/sign-in`, { key: await keyFor(shop), from: `/admin/${shop}/offers` });
    expect(back.headers.get('Location')).toBe(`/admin/${shop}/offers`);
    const away = await post(`/admin/${shop}/sign-in`, { key: await keyFor(shop), from: 'https://evil.example/x' });
    expect(away.headers.get('Location')).toBe(`/admin/${shop}`);
  });

  it('refuses every form sent from another site or without an Origin (403), and changes nothing', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const forms: [string, Record<string, string>][] = [
      [`/admin/${shop}/catalogue/rice/stock`, { inStock: 'no' }],
      [`/admin/${shop}/catalogue/rice`, { ITEM_NAME: 'Hacked', PRICE: '1', CAT_ID: 'staples' }],
      [`/admin/${shop}/catalogue/new`, { ITEM_NAME: 'Planted', PRICE: '1', CAT_ID: 'staples' }],
      [`/admin/${shop}/offers/coupons`, { code: 'FREE99', type: 'FLAT', value: '99' }],
      [`/admin/${shop}/offers/hello-bar`, { text: 'Hacked', targetScreens: 'Home' }],
      [`/admin/${shop}/categories`, { CAT_NAME: 'Planted' }],
      [`/admin/${shop}/shop/details`, { STORE_NAME: 'Hacked' }],
    ];
    for (const [path, fields] of forms) {
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null', null]) {
        expect((await post(path, fields, cookie, origin)).status, `${path} from ${origin}`).toBe(403);
      }
    }
    const rice = await item(shop, 'rice');
    expect(rice.STOCK_QTY).toBe(10);
    expect(rice.ITEM_NAME).toBe('Basmati Rice');
    const store = ((await (await owner('GET', shop, '')).json()) as { store: Record<string, any> }).store;
    expect(store.STORE_NAME).toBe('Order Lab');
    expect(store.HelloBar).toBeNull();
    expect(((await (await owner('GET', shop, '/coupons')).json()) as { records: unknown[] }).records).toEqual([]);
    // and a signed-out form from the right origin changes nothing either
    expect((await post(`/admin/${shop}/catalogue/rice/stock`, { inStock: 'no' })).status).toBe(401);
    expect((await item(shop, 'rice')).STOCK_QTY).toBe(10);
  });

  it('adds an item in rupees, changes its price and marks it out of stock; the owner API and the storefront see each change', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const made = await post(
      `/admin/${shop}/catalogue/new`,
      {
        ITEM_NAME: 'Kaju W320 250 g',
        PRICE: '320.50',
        MRP: '₹360',
        STOCK_QTY: '40',
        CAT_ID: 'staples',
        GST_PERCENT: '5',
        HSN: '0801',
        ITEM_DESC: 'Whole cashews',
        PACKS: '250 g = 320.50\n500 g = 620 / 700',
        SIZES: '',
        COLORS: '',
      },
      cookie,
    );
    expect(made.status).toBe(303);
    expect(made.headers.get('Location')).toBe(`/admin/${shop}/catalogue/kaju-w320-250-g?saved=1`);
    const kaju = await item(shop, 'kaju-w320-250-g');
    expect(kaju).toMatchObject({
      ITEM_NAME: 'Kaju W320 250 g',
      PRICE: 32050,
      MRP: 36000,
      STOCK_QTY: 40,
      GST_PERCENT: 5,
      HSN: '0801',
      CAT_ID: 'staples',
    });
    expect(kaju.VARIANTS.prices).toEqual([
      { key: '250-g', label: '250 g', price: 32050 },
      { key: '500-g', label: '500 g', price: 62000, mrp: 70000 },
    ]);
    const editPage = await (await get(`/admin/${shop}/catalogue/kaju-w320-250-g?saved=1`, cookie)).text();
    expect(editPage).toContain('value="320.50"');
    expect(editPage).toContain('role="status"');

    const changed = await post(
      `/admin/${shop}/catalogue/kaju-w320-250-g`,
      {
        ITEM_NAME: 'Kaju W320 250 g',
        PRICE: '299',
        MRP: '360',
        STOCK_QTY: '40',
        CAT_ID: 'staples',
        GST_PERCENT: '5',
        HSN: '0801',
        PACKS: '',
        SIZES: '',
        COLORS: '',
      },
      cookie,
    );
    expect(changed.status).toBe(303);
    expect((await item(shop, 'kaju-w320-250-g')).PRICE).toBe(29900);
    const shopPage = await (await SELF.fetch(`${ORIGIN}/${shop}/staples/kaju-w320-250-g`)).text();
    expect(shopPage).toContain('299');

    const out = await post(`/admin/${shop}/catalogue/kaju-w320-250-g/stock`, { inStock: 'no', q: 'kaju' }, cookie);
    expect(out.headers.get('Location')).toBe(`/admin/${shop}/catalogue?q=kaju&saved=1`);
    expect((await item(shop, 'kaju-w320-250-g')).STOCK_QTY).toBe(0);
    const list = await (await get(`/admin/${shop}/catalogue?filter=out`, cookie)).text();
    expect(list).toContain('data-item="kaju-w320-250-g"');
    expect(list).not.toContain('data-item="rice"');
    expect(list).toContain('data-testid="console-mark-in"');
    const found = await (await get(`/admin/${shop}/catalogue?q=basmati`, cookie)).text();
    expect(found).toContain('data-item="rice"');
    expect(found).not.toContain('data-item="dal"');
    // back in stock: not counted any more, so shoppers can order it again
    await post(`/admin/${shop}/catalogue/kaju-w320-250-g/stock`, { inStock: 'yes' }, cookie);
    expect((await item(shop, 'kaju-w320-250-g')).STOCK_QTY).toBeNull();
  });

  it('a big catalogue: 50 items a page in id order with a link to the next, and a count that stops at 1,000', async () => {
    const shop = await createOrderShop();
    // 1,200 more items (item-0001 ... item-1200) beside the shop's 4; every 3rd out of stock
    await openShop(env, shop)
      .db.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
      INSERT INTO items (id, cat_id, name, price, stock_qty, variants) SELECT printf('item-%04d', i), 'staples', 'Item ' || i, 1000, CASE WHEN i % 3 = 0 THEN 0 ELSE 5 END, '{}' FROM n`)
      .run();
    const cookie = await signedIn(shop);
    const ids = (html: string) =>
      [...html.matchAll(/data-testid="console-item" data-item="([^"]+)"/g)].map((m) => m[1]);
    const first = await (await get(`/admin/${shop}/catalogue`, cookie)).text();
    expect(ids(first)).toEqual([
      'dal',
      'ghee',
      ...Array.from({ length: 48 }, (_, i) => `item-${String(i + 1).padStart(4, '0')}`),
    ]);
    expect(first).toContain('More than 1,000 items');
    expect(first).toContain(`href="/admin/${shop}/catalogue?q=&amp;filter=all&amp;offset=50"`);
    const last = await (await get(`/admin/${shop}/catalogue?offset=1200`, cookie)).text();
    expect(ids(last)).toEqual(['item-1199', 'item-1200', 'rice', 'tea']);
    expect(last).not.toContain('offset=1250');
    // a filter counts exactly below the cap: 400 out of stock, the last page has no link on
    const out = await (await get(`/admin/${shop}/catalogue?filter=out&offset=350`, cookie)).text();
    expect(out).toContain('400 items');
    expect(ids(out)).toHaveLength(50);
    expect(ids(out).at(-1)).toBe('item-1200');
    expect(out).not.toContain('offset=400');
  });

  it('two owners edit one item: the later save sees the conflict on the page and changes nothing; saving again from there applies', async () => {
    const shop = await createOrderShop();
    const first = await signedIn(shop);
    const second = await signedIn(shop);
    const versionOf = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1];
    const openedByFirst = versionOf(await (await get(`/admin/${shop}/catalogue/rice`, first)).text());
    const openedBySecond = versionOf(await (await get(`/admin/${shop}/catalogue/rice`, second)).text());
    expect(openedByFirst).toMatch(/^\d+$/);
    expect(openedBySecond).toBe(openedByFirst);
    const rice = await item(shop, 'rice');
    const form = (price: string, version: string) => ({
      ITEM_NAME: rice.ITEM_NAME,
      PRICE: price,
      MRP: '',
      STOCK_QTY: '',
      CAT_ID: rice.CAT_ID,
      GST_PERCENT: '',
      HSN: '',
      PACKS: '',
      SIZES: '',
      COLORS: '',
      version,
    });

    expect((await post(`/admin/${shop}/catalogue/rice`, form('250', openedByFirst!), first)).status).toBe(303);
    const later = await post(`/admin/${shop}/catalogue/rice`, form('270', openedBySecond!), second);
    expect(later.status).toBe(409);
    const page = await later.text();
    expect(page).toContain('Someone else saved this item while you were editing');
    expect(page).toContain('role="alert"');
    // the page shows the first owner's price, at the version it has now
    expect(page).toMatch(/name="PRICE"[^>]*value="250(\.00)?"/);
    const current = versionOf(page);
    expect(current).not.toBe(openedBySecond);
    expect((await item(shop, 'rice')).PRICE).toBe(25000);
    // the same conflict through the owner API's If-Match: one rule
    const api = await call('PATCH', `/stores/${shop}/items/rice`, {
      key: await keyFor(shop),
      body: { PRICE: 26000 },
      headers: { 'If-Match': `"v${openedBySecond}"` },
    });
    expect(api.status).toBe(409);
    // the second owner saves again from the refreshed page: now it applies
    expect((await post(`/admin/${shop}/catalogue/rice`, form('270', current!), second)).status).toBe(303);
    expect((await item(shop, 'rice')).PRICE).toBe(27000);
  });

  it("shows the API's refusal next to the field, keeps what the owner typed and changes nothing", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const cases: [Record<string, string>, string, string][] = [
      [{ ITEM_NAME: 'Ghee', PRICE: 'cheap', CAT_ID: 'staples' }, 'f-PRICE-error', 'Enter the price in rupees'],
      [{ ITEM_NAME: 'Ghee', PRICE: '10.555', CAT_ID: 'staples' }, 'f-PRICE-error', 'Enter the price in rupees'],
      [{ ITEM_NAME: '', PRICE: '10', CAT_ID: 'staples' }, 'f-ITEM_NAME-error', ''],
      [{ ITEM_NAME: 'Ghee', PRICE: '10', CAT_ID: 'staples', HSN: '12' }, 'f-HSN-error', '4, 6 or 8 digits'],
      [{ ITEM_NAME: 'Ghee', PRICE: '10', CAT_ID: 'staples', GST_PERCENT: '500' }, 'f-GST_PERCENT-error', ''],
      [{ ITEM_NAME: 'Ghee', PRICE: '10', CAT_ID: 'no-such' }, 'f-CAT_ID-error', 'no category'],
      [{ ITEM_NAME: 'Ghee', PRICE: '10', CAT_ID: 'staples', COLORS: 'red' }, 'f-COLORS-error', 'Maroon #800000'],
      [{ ITEM_NAME: 'Ghee', PRICE: '10', CAT_ID: 'staples', STOCK_QTY: '-4' }, 'f-STOCK_QTY-error', 'whole number'],
      [
        { ITEM_NAME: 'Ghee \ud800', PRICE: '10', CAT_ID: 'staples', ITEM_DESC: 'x'.repeat(6000) },
        'f-ITEM_DESC-error',
        '',
      ],
    ];
    const before = ((await (await owner('GET', shop, '/items')).json()) as { total: number }).total;
    for (const [fields, errorId, text] of cases) {
      const res = await post(`/admin/${shop}/catalogue/new`, fields, cookie);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const html = await res.text();
      expect(html, errorId).toContain(`id="${errorId}"`);
      expect(html).toContain(text);
      expect(html).toContain('aria-invalid="true"');
      if (fields.ITEM_NAME) expect(html).toContain(`value="${fields.ITEM_NAME.replace(/[\ud800-\udfff]/g, '\ufffd')}"`);
    }
    expect(((await (await owner('GET', shop, '/items')).json()) as { total: number }).total).toBe(before);
    const res = await post(
      `/admin/${shop}/catalogue/rice`,
      { ITEM_NAME: 'Basmati Rice', PRICE: '250', MRP: 'abc', CAT_ID: 'staples' },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('id="f-MRP-error"');
    expect((await item(shop, 'rice')).PRICE).toBe(25000);
  });

  it('creates a coupon in rupees and a hello bar from the palette on chosen screens; shoppers see both', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const bad = await post(`/admin/${shop}/offers/coupons`, { code: 'x', type: 'FLAT', value: '50' }, cookie);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('id="f-code-error"');
    expect(badHtml).toContain('value="x"');
    const made = await post(
      `/admin/${shop}/offers/coupons`,
      {
        code: 'diwali50',
        type: 'FLAT',
        value: '50',
        minCartValue: '499',
        description: '₹50 off above ₹499',
        isVisible: 'on',
      },
      cookie,
    );
    expect(made.status).toBe(303);
    const coupon = (
      (await (await owner('GET', shop, '/coupons/DIWALI50')).json()) as { record: Record<string, unknown> }
    ).record;
    expect(coupon).toMatchObject({
      code: 'DIWALI50',
      type: 'FLAT',
      value: 5000,
      minCartValue: 49900,
      isActive: true,
      isVisible: true,
    });
    expect(
      (await post(`/admin/${shop}/offers/coupons`, { code: 'DIWALI50', type: 'PERCENT', value: '10' }, cookie)).status,
    ).toBe(409);
    await post(`/admin/${shop}/offers/coupons/DIWALI50`, { isActive: 'no' }, cookie);
    expect(
      ((await (await owner('GET', shop, '/coupons/DIWALI50')).json()) as { record: { isActive: boolean } }).record
        .isActive,
    ).toBe(false);
    await post(`/admin/${shop}/offers/coupons/DIWALI50`, { isActive: 'yes' }, cookie);

    const unreadable = await post(
      `/admin/${shop}/offers/hello-bar`,
      { text: 'Sale', colour: 'neon', targetScreens: 'Home' },
      cookie,
    );
    expect(unreadable.status).toBe(400);
    const bar = await post(
      `/admin/${shop}/offers/hello-bar`,
      { text: 'Free delivery above ₹499', colour: 'saffron', targetScreens: ['Home', 'Bag'] },
      cookie,
    );
    expect(bar.status).toBe(303);
    const helloBar = ((await (await owner('GET', shop, '/hello-bar')).json()) as { helloBar: unknown }).helloBar;
    expect(helloBar).toEqual({ text: 'Free delivery above ₹499', targetScreens: ['Home', 'Bag'], colour: 'saffron' });
    const home = await (await SELF.fetch(`${ORIGIN}/${shop}`)).text();
    expect(home).toContain('class="hello-bar hello-bar-saffron"');
    expect(home).toContain('Free delivery above ₹499');
    const offers = await (await get(`/admin/${shop}/offers`, cookie)).text();
    expect(offers).toContain('data-code="DIWALI50"');
    await post(`/admin/${shop}/offers/coupons/DIWALI50/remove`, {}, cookie);
    expect((await owner('GET', shop, '/coupons/DIWALI50')).status).toBe(404);
  });

  it('adds and hides categories, saves shop details and delivery charges in rupees, and shows insights', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    expect((await post(`/admin/${shop}/categories`, { CAT_NAME: 'Dry Fruits' }, cookie)).status).toBe(303);
    const cats = (
      (await (await owner('GET', shop, '/categories')).json()) as { categories: { CAT_ID: string; CAT_NAME: string }[] }
    ).categories;
    expect(cats.map((c) => c.CAT_ID)).toContain('dry-fruits');
    await post(`/admin/${shop}/categories/dry-fruits`, { hidden: 'yes' }, cookie);
    expect(
      ((await (await owner('GET', shop, '/categories/dry-fruits')).json()) as { category: { IS_DISABLED: boolean } })
        .category.IS_DISABLED,
    ).toBe(true);

    expect(
      (await post(`/admin/${shop}/shop/details`, { STORE_NAME: '', STORE_DESC: '', CUST_CARE: '' }, cookie)).status,
    ).toBe(400);
    expect(
      (
        await post(
          `/admin/${shop}/shop/details`,
          { STORE_NAME: 'Order Lab Kirana', STORE_DESC: 'Daily needs', CUST_CARE: '98765 00001' },
          cookie,
        )
      ).status,
    ).toBe(303);
    expect(
      (
        await post(
          `/admin/${shop}/shop/delivery`,
          {
            MINIMUM_CART_VALUE: '199',
            DELIVERY_CHARGE: '30',
            DELIVERY_FREE_ABOVE: '499',
            EXTRA_CHARGE_PER_KM: '',
            STANDARD_DELIVERY_AREA: '3',
            MAX_DELIVERY_RADIUS: '8',
          },
          cookie,
        )
      ).status,
    ).toBe(303);
    const store = ((await (await owner('GET', shop, '')).json()) as { store: Record<string, any> }).store;
    expect(store).toMatchObject({ STORE_NAME: 'Order Lab Kirana', STORE_DESC: 'Daily needs', CUST_CARE: '9876500001' });
    expect(store.CART_RULES).toMatchObject({
      MINIMUM_CART_VALUE: 19900,
      DELIVERY_CHARGE: 3000,
      DELIVERY_FREE_ABOVE: 49900,
      STANDARD_DELIVERY_AREA: 3,
      MAX_DELIVERY_RADIUS: 8,
    });
    expect((await post(`/admin/${shop}/shop/delivery`, { DELIVERY_CHARGE: 'thirty' }, cookie)).status).toBe(400);
    const insights = await (await get(`/admin/${shop}/insights`, cookie)).text();
    expect(insights).toContain('data-testid="console-views"');
    expect(insights).toContain('data-testid="console-orders">0<');
  });

  it("changes every shop setting from its plain form through the owner API's rules; refusals come back beside their field", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const store = async () => ((await (await owner('GET', shop, '')).json()) as { store: Record<string, any> }).store;
    const refusedBeside = async (res: Response, field: string) => {
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`id="f-${field}-error"`);
      expect(html).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
      return html;
    };
    const before = await store();

    // hours: typed one a line; a line that is not a day and two times is refused at that line
    expect(
      (await post(`/admin/${shop}/shop/hours`, { WORKING_HOURS: 'Mon 09:00-21:00\nSunday 10:00 to 14:00' }, cookie))
        .status,
    ).toBe(303);
    expect((await store()).WORKING_HOURS).toEqual([
      { day: 'Mon', open: '09:00', close: '21:00' },
      { day: 'Sun', open: '10:00', close: '14:00' },
    ]);
    expect(
      await refusedBeside(
        await post(`/admin/${shop}/shop/hours`, { WORKING_HOURS: 'Mon 09:00-21:00\nall day' }, cookie),
        'WORKING_HOURS',
      ),
    ).toContain('Line 2');
    expect(
      await refusedBeside(
        await post(`/admin/${shop}/shop/hours`, { WORKING_HOURS: 'Mon 25:00-26:00' }, cookie),
        'WORKING_HOURS',
      ),
    ).toContain('24-hour');
    expect(await (await get(`/admin/${shop}/shop`, cookie)).text()).toContain('Mon 09:00-21:00');

    // payments: the payments call's rules (a VPA is checked), rupees for the COD limit
    await refusedBeside(
      await post(
        `/admin/${shop}/shop/payments`,
        {
          'COD.enabled': 'on',
          'COD.maxOrderValue': '2000',
          'UPI.enabled': 'on',
          'UPI.vpa': 'not a vpa',
          'UPI.payeeName': 'Order Lab',
        },
        cookie,
      ),
      'UPI-vpa',
    );
    await refusedBeside(
      await post(`/admin/${shop}/shop/payments`, { 'COD.enabled': 'on', 'COD.maxOrderValue': 'lots' }, cookie),
      'COD-maxOrderValue',
    );
    // saved, with the API's warning when the VPA looks personal
    const paid = await post(
      `/admin/${shop}/shop/payments`,
      {
        'COD.enabled': 'on',
        'COD.maxOrderValue': '2000',
        'UPI.enabled': 'on',
        'UPI.vpa': 'orderlab@okaxis',
        'UPI.payeeName': 'Order Lab',
      },
      cookie,
    );
    expect(paid.status).toBe(200);
    expect(await paid.text()).toMatch(/role="status">Saved\. Shoppers see it now\. [^<]*personal/);
    const payments = ((await (await owner('GET', shop, '/payments')).json()) as { payments: unknown }).payments;
    expect(payments).toEqual({
      UPI: { enabled: true, vpa: 'orderlab@okaxis', payeeName: 'Order Lab' },
      COD: { enabled: true, maxOrderValue: 200000 },
    });

    // delivery areas: pincodes; a malformed one is refused beside the field
    expect(
      (
        await post(
          `/admin/${shop}/shop/delivery`,
          { DELIVERY_CHARGE: '25', SERVICEABLE_PINCODES: '110001, 110***' },
          cookie,
        )
      ).status,
    ).toBe(303);
    expect((await store()).CART_RULES).toMatchObject({
      DELIVERY_CHARGE: 2500,
      SERVICEABLE_PINCODES: ['110001', '110***'],
    });
    await refusedBeside(
      await post(`/admin/${shop}/shop/delivery`, { SERVICEABLE_PINCODES: '110001, 12' }, cookie),
      'SERVICEABLE_PINCODES',
    );
    expect((await store()).CART_RULES.SERVICEABLE_PINCODES).toEqual(['110001', '110***']);

    // languages: the shop's own and those shoppers may choose; the storefront then offers Hindi
    expect(
      (
        await post(
          `/admin/${shop}/shop/languages`,
          { LANGUAGE: 'en', 'LANGUAGES.en': 'on', 'LANGUAGES.hi': 'on' },
          cookie,
        )
      ).status,
    ).toBe(303);
    expect(await store()).toMatchObject({ LANGUAGE: 'en', LANGUAGES: ['en', 'hi'] });
    expect(await (await SELF.fetch(`${ORIGIN}/${shop}?lang=hi`)).text()).toContain('lang="hi');
    expect((await post(`/admin/${shop}/shop/languages`, { LANGUAGE: 'xx' }, cookie)).status).toBe(400);

    // custom domains: a *.localhost name proves itself in development; another waits for its TXT record
    expect((await post(`/admin/${shop}/shop/domains`, { host: `${shop}.localhost` }, cookie)).status).toBe(303);
    expect((await post(`/admin/${shop}/shop/domains`, { host: `www.${shop}.example.in` }, cookie)).status).toBe(303);
    const page = await (await get(`/admin/${shop}/shop`, cookie)).text();
    expect(page).toContain(`data-host="${shop}.localhost" data-status="verified"`);
    expect(page).toContain(`data-host="www.${shop}.example.in" data-status="pending"`);
    expect(page).toContain(`_storefront.www.${shop}.example.in`);
    expect(await (await SELF.fetch(`http://${shop}.localhost/`)).text()).toContain('Order Lab');
    expect(
      await refusedBeside(await post(`/admin/${shop}/shop/domains`, { host: 'http://bad host/' }, cookie), 'host'),
    ).not.toContain('host: ');
    expect(
      (await post(`/admin/${shop}/shop/domains/${encodeURIComponent(`www.${shop}.example.in`)}/remove`, {}, cookie))
        .status,
    ).toBe(303);
    const domains = (
      (await (await owner('GET', shop, '/domains')).json()) as { domains: { host: string }[] }
    ).domains.map((d) => d.host);
    expect(domains).toEqual([`${shop}.localhost`]);

    // plugins: each through its own schema
    expect(
      (
        await post(
          `/admin/${shop}/shop/plugins/CATALOG_SEARCH`,
          { 'CATALOG_SEARCH.ENABLED': 'on', 'CATALOG_SEARCH.LABEL': 'Dhoondhiye' },
          cookie,
        )
      ).status,
    ).toBe(303);
    await refusedBeside(
      await post(`/admin/${shop}/shop/plugins/TAWK`, { 'TAWK.ENABLED': 'on', 'TAWK.TAWK_ID': 'x' }, cookie),
      'TAWK-TAWK_ID',
    );
    const plugins = ((await (await owner('GET', shop, '/plugins')).json()) as { plugins: Record<string, any> }).plugins;
    expect(plugins.CATALOG_SEARCH).toMatchObject({ ENABLED: true, LABEL: 'Dhoondhiye' });
    expect(plugins.TAWK?.ENABLED ?? false).toBe(false);
    expect((await post(`/admin/${shop}/shop/plugins/__proto__`, {}, cookie)).status).toBe(303);

    // every one of these forms refuses another site and a shopper without the owner's cookie, and changes nothing
    const now = await store();
    for (const path of [
      'hours',
      'payments',
      'delivery',
      'languages',
      'domains',
      'plugins/TAWK',
      `domains/${shop}.localhost/remove`,
    ]) {
      expect(
        (
          await post(
            `/admin/${shop}/shop/${path}`,
            { WORKING_HOURS: '', LANGUAGE: 'ta', host: 'x.localhost' },
            cookie,
            'https://evil.example',
          )
        ).status,
        path,
      ).toBe(403);
      expect(
        (await post(`/admin/${shop}/shop/${path}`, { WORKING_HOURS: '', LANGUAGE: 'ta', host: 'x.localhost' })).status,
        path,
      ).toBe(401);
    }
    expect(await store()).toEqual(now);
    expect(now.STORE_NAME).toBe(before.STORE_NAME);
  }, 60_000); // 6 s alone; 20 s timed out once in the whole suite at load (admin-customers.group)

  it('speaks Hindi when asked, and is installable: a manifest and a service worker scoped to /admin/{storeId}/', async () => {
    const shop = await createOrderShop();
    await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi'] });
    const cookie = await signedIn(shop);
    const hindi = await (await get(`/admin/${shop}/catalogue?lang=hi`, cookie)).text();
    expect(hindi).toContain('सामान जोड़ें');
    expect(hindi).toContain('lang="hi-IN"');
    // the install banner's name and buttons, in the owner's language (an unnamed dialog fails accessibility)
    expect(hindi).toContain('data-install-label="ऐप इंस्टॉल करें"');
    expect(hindi).toMatch(/data-install-yes="[^"]+"/);
    const manifest = (await (await get(`/admin/${shop}/manifest.webmanifest`)).json()) as Record<string, string>;
    expect(manifest).toMatchObject({
      scope: `/admin/${shop}/`,
      start_url: `/admin/${shop}/orders`,
      display: 'standalone',
    });
    const sw = await get(`/admin/${shop}/sw.js`);
    expect(sw.headers.get('Content-Type')).toMatch(/javascript/);
    expect((await get(`/admin/${shop}/orders`, cookie)).status).toBe(200);
  });

  it('adds a photo to an item from the plain form and from the picker (JSON), refuses what is not a photo, and shows it on the storefront', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const send = (
      bytes: Uint8Array<ArrayBuffer>,
      opts: { json?: boolean; origin?: string; name?: string; type?: string } = {},
    ) => {
      const form = new FormData();
      form.append(opts.name ?? 'photo', new File([bytes], 'photo.jpg', { type: opts.type ?? 'image/jpeg' }));
      return SELF.fetch(`${ORIGIN}/admin/${shop}/catalogue/rice/photos`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
        headers: {
          Cookie: cookie,
          Origin: opts.origin ?? ORIGIN,
          ...(opts.json ? { Accept: 'application/json' } : {}),
        },
      });
    };
    expect((await send(fixture('wide'), { origin: 'https://evil.example' })).status).toBe(403);
    const plain = await send(fixture('sideways'));
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe(`/admin/${shop}/catalogue/rice?saved=1`);
    const picker = await send(fixture('wide'), { json: true });
    expect(picker.status).toBe(201);
    const photo = ((await picker.json()) as { photo: { id: string; width: number; height: number } }).photo;
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const rice = await item(shop, 'rice');
    expect(rice.IMAGE).toMatch(new RegExp(`^/media/${shop}/[0-9a-f]{16}-480x640-`));
    expect(rice.IMAGES).toEqual([`/media/${shop}/${photo.id}`]);
    const text = await send(new TextEncoder().encode('not a photo at all, just words') as Uint8Array<ArrayBuffer>, {
      json: true,
      type: 'text/plain',
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { rsn: string }).rsn.length).toBeGreaterThan(10);
    const missing = await send(fixture('wide'), { name: 'other' });
    expect(missing.headers.get('Location')).toMatch(/\?photo=Choose/);
    expect((await item(shop, 'rice')).IMAGES).toHaveLength(1);
    const editPage = await (await get(`/admin/${shop}/catalogue/rice`, cookie)).text();
    expect(editPage).toContain(`${rice.IMAGE}/160.jpg`);
    const storefront = await (await SELF.fetch(`${ORIGIN}/${shop}/staples/rice`)).text();
    // both photos on the item page, as variants of their own (`<picture>` sources and srcset)
    expect(storefront).toContain(`/media/${shop}/${photo.id}/`);
    expect(storefront).toContain(`${rice.IMAGE}/`);
  }, 30_000);

  it("uploads the shop's logo and a category's picture from their plain forms (the picker posts the same); the storefront shows both", async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const send = (
      path: string,
      bytes: Uint8Array<ArrayBuffer>,
      opts: { json?: boolean; cookie?: string; origin?: string } = {},
    ) => {
      const form = new FormData();
      form.append('photo', new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
      const headers: Record<string, string> = {
        Origin: opts.origin ?? ORIGIN,
        ...(opts.json ? { Accept: 'application/json' } : {}),
      };
      if (opts.cookie ?? cookie) headers.Cookie = opts.cookie ?? cookie;
      return SELF.fetch(`${ORIGIN}/admin/${shop}${path}`, { method: 'POST', body: form, redirect: 'manual', headers });
    };
    // not from the console, or not the owner: refused, nothing kept
    expect((await send('/shop/logo', fixture('wide'), { origin: 'https://evil.example' })).status).toBe(403);
    const other = await signedIn(await createOrderShop());
    expect((await send('/shop/logo', fixture('wide'), { cookie: other })).status).toBe(401);
    expect((await send('/categories/staples/photo', fixture('wide'), { cookie: other })).status).toBe(401);

    const logo = await send('/shop/logo', fixture('wide'));
    expect(logo.status).toBe(303);
    expect(logo.headers.get('Location')).toBe(`/admin/${shop}/shop?saved=1`);
    const store = ((await (await owner('GET', shop, '')).json()) as { store: { STORE_IMAGE: string } }).store;
    expect(store.STORE_IMAGE).toMatch(new RegExp(`^/media/${shop}/[0-9a-f]{16}-`));
    expect(await (await get(`/admin/${shop}/shop`, cookie)).text()).toContain(`${store.STORE_IMAGE}/160.jpg`);
    expect(await (await SELF.fetch(`${ORIGIN}/${shop}`)).text()).toContain(`${store.STORE_IMAGE}/`);

    const page = await (await get(`/admin/${shop}/categories/staples/photo`, cookie)).text();
    expect(page).toContain('data-island="photo-picker"');
    const picked = await send('/categories/staples/photo', fixture('sideways'), { json: true });
    expect(picked.status).toBe(201);
    const photoId = ((await picked.json()) as { photo: { id: string } }).photo.id;
    const category = (
      (await (await owner('GET', shop, '/categories/staples')).json()) as { category: { CAT_IMAGE: string } }
    ).category;
    expect(category.CAT_IMAGE).toBe(`/media/${shop}/${photoId}`);
    expect(await (await get(`/admin/${shop}/categories/staples/photo`, cookie)).text()).toContain(
      `${category.CAT_IMAGE}/160.jpg`,
    );

    // not a photo: the page says why and nothing changes
    const words = await send(
      '/categories/staples/photo',
      new TextEncoder().encode('just words') as Uint8Array<ArrayBuffer>,
    );
    expect(words.status).toBe(303);
    expect(words.headers.get('Location')).toMatch(new RegExp(`^/admin/${shop}/categories/staples/photo\\?photo=`));
    expect(
      ((await (await owner('GET', shop, '/categories/staples')).json()) as { category: { CAT_IMAGE: string } }).category
        .CAT_IMAGE,
    ).toBe(category.CAT_IMAGE);
    // an unknown or malformed category is refused without a 5xx
    for (const cat of ['no-such', '%2e%2e', 'a'.repeat(80)]) {
      const res = await send(`/categories/${cat}/photo`, fixture('wide'), { json: true });
      expect(res.status, cat).toBeGreaterThanOrEqual(400);
      expect(res.status, cat).toBeLessThan(500);
    }
  }, 60_000);

  it('an orders staff key opens the orders but is refused (403) every other console page and form, and changes nothing', async () => {
    const shop = await createOrderShop();
    const made = await call('POST', `/stores/${shop}/keys`, {
      key: await keyFor(shop),
      body: { label: 'Packing helper', role: 'orders' },
    });
    expect(made.status).toBe(201);
    const staffKey = ((await made.json()) as { key: string }).key;
    const res = await post(`/admin/${shop}/sign-in`, { key: staffKey });
    const staff = (res.headers.get('Set-Cookie') ?? '').split(';')[0];
    expect((await get(`/admin/${shop}`, staff)).status).toBe(200);
    expect(await (await get(`/admin/${shop}`, staff)).text()).toContain('data-testid="owner-inbox"');
    for (const p of PAGES) {
      const page = await get(`/admin/${shop}/${p}`, staff);
      expect(page.status, p).toBe(403);
      expect(await page.text()).toContain('This key handles orders only');
    }
    const before = await item(shop, 'rice');
    const price = await post(
      `/admin/${shop}/catalogue/rice`,
      { ITEM_NAME: before.ITEM_NAME, PRICE: '1', CAT_ID: before.CAT_ID },
      staff,
    );
    expect(price.status).toBe(403);
    expect((await post(`/admin/${shop}/catalogue/rice/stock`, { inStock: 'no' }, staff)).status).toBe(403);
    expect((await post(`/admin/${shop}/shop/details`, { STORE_NAME: 'Taken over' }, staff)).status).toBe(403);
    expect(await item(shop, 'rice')).toEqual(before);
  });

  it('finds a customer by phone or name, credits their wallet and records udhaar in rupees; the shopper sees both at once', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const buyer = await Buyer.signIn(shop);
    const list = await (await get(`/admin/${shop}/customers`, cookie)).text();
    expect(list).toContain(`data-uid="${buyer.uid}"`);
    const ledger = (kind: string, fields: Record<string, string>) =>
      post(`/admin/${shop}/customers/${buyer.uid}/${kind}`, fields, cookie);
    expect(
      (
        await ledger('wallet', {
          type: 'CREDIT',
          amount: '500',
          note: 'Cash at the counter',
          idempotencyKey: 'tap00000001',
        })
      ).status,
    ).toBe(303);
    // a double tap records it once
    expect(
      (
        await ledger('wallet', {
          type: 'CREDIT',
          amount: '500',
          note: 'Cash at the counter',
          idempotencyKey: 'tap00000001',
        })
      ).status,
    ).toBe(303);
    const overdraw = await ledger('wallet', { type: 'DEBIT', amount: '900' });
    expect(overdraw.status).toBe(409);
    expect(await overdraw.text()).toContain('role="alert"');
    const badAmount = await ledger('wallet', { type: 'CREDIT', amount: 'five hundred' });
    expect(badAmount.status).toBe(400);
    expect(await badAmount.text()).toContain('Enter the amount in rupees');
    expect((await ledger('udhaar', { type: 'CHARGE', amount: '150', note: 'Rice on credit' })).status).toBe(303);
    expect((await ledger('udhaar', { type: 'REPAYMENT', amount: '100.50', note: 'Paid in cash' })).status).toBe(303);
    const summary = (
      (await (await owner('GET', shop, `/customers/${buyer.uid}`)).json()) as {
        customer: { wallet: number; udhaarOwed: number };
      }
    ).customer;
    expect(summary).toMatchObject({ wallet: 50000, udhaarOwed: 4950 });
    const walletPage = await (
      await SELF.fetch(`${ORIGIN}/${shop}/account/pages/customerwallets/wallet`, { headers: { Cookie: buyer.cookie } })
    ).text();
    expect(walletPage).toContain('Cash at the counter');
    expect(walletPage).toContain('₹500');
    const udhaarPage = await (
      await SELF.fetch(`${ORIGIN}/${shop}/account/pages/customerwallets/udhaar`, { headers: { Cookie: buyer.cookie } })
    ).text();
    expect(udhaarPage).toContain('Paid in cash');
    expect(udhaarPage).toContain('₹49.50');
    // forms from another site change nothing
    expect(
      (
        await post(
          `/admin/${shop}/customers/${buyer.uid}/wallet`,
          { type: 'CREDIT', amount: '1000' },
          cookie,
          'https://evil.example',
        )
      ).status,
    ).toBe(403);
    expect(
      (await post(`/admin/${shop}/customers/no-such-uid/wallet`, { type: 'CREDIT', amount: '10' }, cookie)).status,
    ).toBe(404);
  }, 30_000);

  it('answers odd paths and bodies with no 5xx', async () => {
    const shop = await createOrderShop();
    const cookie = await signedIn(shop);
    const paths = [
      `/admin/${shop}/catalogue/%F0%9F%98%80`,
      `/admin/${shop}/catalogue/..%2F..`,
      `/admin/${shop}/catalogue?offset=-5&filter=x&q=${'%'.repeat(50)}`,
      `/admin/${shop}/catalogue/${'a'.repeat(300)}`,
      '/admin/no-such-shop/catalogue',
    ];
    for (const p of paths) expect((await get(p, cookie)).status, p).toBeLessThan(500);
    const bodies = ['%ZZ', 'a=' + 'x'.repeat(70_000), '\ud800=1', 'PRICE[]=1&PRICE[]=2'];
    for (const path of [
      `/admin/${shop}/catalogue/new`,
      `/admin/${shop}/catalogue/rice`,
      `/admin/${shop}/offers/coupons`,
      `/admin/${shop}/offers/hello-bar`,
      `/admin/${shop}/shop/delivery`,
    ]) {
      for (const body of bodies) {
        const res = await SELF.fetch(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
          body,
          redirect: 'manual',
        });
        expect(res.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    expect((await item(shop, 'rice')).PRICE).toBe(25000);
    void env;
  }, 60_000);
});
