import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CALLS } from '../../src/app/cart/run';
import { EMULATOR_ENV, fetchWith, signIn, uniqueUid } from './auth-helpers';

/**
 * A LOGIN_MANDATE shop (demo `members-only`, seed/shops/members-only.ts) shows its catalogue to signed-in
 * shoppers only: every reader that could reveal an item, a category or a price answers an anonymous caller
 * without them, and still works for a signed-in shopper.
 */
const SHOP = 'members-only';

/** Item names, ids, category names and prices (paise in JSON, rupees on pages) of the seed shop. */
const SECRETS = [
  'Sugar (M-30)',
  'Sela Basmati',
  'Chakki Atta',
  'Mustard Oil',
  'Dishwash Liquid',
  'Garbage Bags',
  'sugar-50kg',
  'atta-50kg',
  'basmati-25kg',
  'tissue-rolls-48',
  'Bulk Staples',
  'Housekeeping Supplies',
  'bulk-staples',
  '215000',
  '239000',
  '189000',
  '2,150',
  '2,390',
  '1,890',
];

function expectNoCatalogue(body: string, what: string): void {
  for (const secret of SECRETS) expect(body.includes(secret), `${what} reveals "${secret}"`).toBe(false);
}

interface Call {
  method?: string;
  body?: unknown;
  cookie?: string;
  host?: string;
}

async function call(path: string, init: Call = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const headers: Record<string, string> = { storeID: SHOP };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.cookie) headers.Cookie = init.cookie;
  const url = init.host ? `http://${init.host}${path}` : path;
  const res = await fetchWith(EMULATOR_ENV, url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

const LOGIN_REQUIRED = { status: 0, rsn: 'Please sign in to shop here.', code: 'LOGIN_REQUIRED' };

let member = '';
beforeAll(async () => {
  member = await signIn(uniqueUid('member'), SHOP);
});

describe('members-only catalogue readers: /api', () => {
  it('getStoreDetails refuses anonymous callers with 401 LOGIN_REQUIRED, and answers the whole shop to members', async () => {
    const anon = await call('/api/v2/getStoreDetails/v2', { method: 'POST', body: { host: 'localhost' } });
    expect(anon.status).toBe(401);
    expect(JSON.parse(anon.text)).toEqual(LOGIN_REQUIRED);
    expectNoCatalogue(anon.text, 'getStoreDetails');

    const signedIn = await call('/api/v2/getStoreDetails/v2', {
      method: 'POST',
      body: { host: 'localhost' },
      cookie: member,
    });
    expect(signedIn.status).toBe(200);
    const body = JSON.parse(signedIn.text);
    expect(body.status).toBe(1);
    expect(body.ALL_CAT.map((c: { CAT_ID: string }) => c.CAT_ID)).toContain('bulk-staples');
    expect(signedIn.text).toContain('Sugar (M-30)');
  });

  it('getStoreDetails of an open shop still answers anonymous callers', async () => {
    const res = await fetchWith(EMULATOR_ENV, '/api/v2/getStoreDetails/v2', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', storeID: 'dilli-kirana' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ ALL_CAT: unknown[] }>()).ALL_CAT.length).toBeGreaterThan(0);
  });

  it('getWebExtraMeta answers only the public shell (name, text, colour), to everyone', async () => {
    for (const cookie of [undefined, member]) {
      const res = await call('/api/v2/getWebExtraMeta', { method: 'POST', body: {}, cookie });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).meta).toMatchObject({ title: 'Sadar Bazaar Wholesale Club', themeColor: '#1d4ed8' });
      expectNoCatalogue(res.text, 'getWebExtraMeta');
    }
  });

  it('search suggestions are for members only', async () => {
    const anon = await call('/api/v2/search/suggest?q=sugar');
    expect(anon.status).toBe(401);
    expect(JSON.parse(anon.text)).toEqual(LOGIN_REQUIRED);
    expectNoCatalogue(anon.text, 'search suggest');
    const signedIn = await call('/api/v2/search/suggest?q=sugar', { cookie: member });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('sugar-50kg');
  });

  it('pingShopForView does not confirm items to anonymous callers', async () => {
    for (const name of ['atta-50kg', 'no-such-item']) {
      const anon = await call('/api/v2/pingShopForView', { method: 'POST', body: { name } });
      expect(anon.status).toBe(401);
      expect(JSON.parse(anon.text)).toEqual(LOGIN_REQUIRED);
    }
    const signedIn = await call('/api/v2/pingShopForView', {
      method: 'POST',
      body: { name: 'atta-50kg' },
      cookie: member,
    });
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.text)).toMatchObject({ status: 1, counted: true });
  });

  it.each(Object.keys(CART_CALLS).filter((name) => name !== 'getCartSessionID'))(
    'cart call %s is refused to anonymous callers',
    async (name) => {
      const res = await call(`/api/v2/plugins/cart/${name}`, {
        method: 'POST',
        body: { item: { ID: 'atta-50kg', selectedQuantity: 1 }, coupon_id: 'X' },
      });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toEqual(LOGIN_REQUIRED);
    },
  );

  it('an anonymous bag session is empty and names nothing of the catalogue; a member shops', async () => {
    const anon = await call('/api/v2/plugins/cart/getCartSessionID', { method: 'POST', body: {} });
    expect(anon.status).toBe(200);
    expectNoCatalogue(anon.text, 'getCartSessionID');

    const added = await call('/api/v2/plugins/cart/addProductToCart', {
      method: 'POST',
      body: { item: { ID: 'atta-50kg', selectedQuantity: 1 } },
      cookie: member,
    });
    expect(added.status).toBe(200);
    expect(JSON.parse(added.text).status).toBe(1);
    expect(added.text).toContain('Chakki Atta');
  });

  it('the wishlist status tells anonymous callers nothing', async () => {
    const anon = await call('/api/v2/account/wishlist/status?ids=atta-50kg,sugar-50kg');
    expect(anon.status).toBe(200);
    expect(JSON.parse(anon.text)).toEqual({ status: 1, signedIn: false, saved: [] });
  });
});

describe('members-only catalogue readers: crawlers and pages', () => {
  it('/{shop}/sitemap.xml lists no item, anonymous or signed in (the shop is closed to crawlers)', async () => {
    const anon = await call(`/${SHOP}/sitemap.xml`);
    expect(anon.status).toBe(200);
    expect(anon.text).not.toContain('<loc>');
    expectNoCatalogue(anon.text, 'sitemap (anonymous)');
    for (const path of [
      `/${SHOP}/sitemap.xml`,
      `/${SHOP}/sitemap.xml?part=core`,
      `/${SHOP}/sitemap.xml?part=items-1`,
    ]) {
      const signedIn = await call(path, { cookie: member });
      expect(signedIn.status).toBe(200);
      expect(signedIn.text).toContain('<urlset');
      expect(signedIn.text).not.toContain('<loc>');
      expectNoCatalogue(signedIn.text, path);
    }
  });

  it('/{shop}/robots.txt disallows the whole shop and names no sitemap', async () => {
    const anon = await call(`/${SHOP}/robots.txt`);
    expect([200, 302]).toContain(anon.status);
    expectNoCatalogue(anon.text, 'robots (anonymous)');
    const signedIn = await call(`/${SHOP}/robots.txt`, { cookie: member });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain(`Disallow: /${SHOP}/`);
    expect(signedIn.text).not.toMatch(/^Allow:/m);
    expect(signedIn.text).not.toContain('Sitemap:');
  });

  it('on its own custom domain, robots.txt disallows everything and sitemap.xml is empty', async () => {
    const host = `club-${crypto.randomUUID().slice(0, 8)}.localhost`;
    await env.DB.prepare(
      "INSERT INTO domains (host, store_id, status, created_at, verified_at) VALUES (?, ?, 'verified', ?, ?)",
    )
      .bind(host, SHOP, Date.now(), Date.now())
      .run();
    const robots = await call('/robots.txt', { host });
    expect(robots.status).toBe(200);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await call('/sitemap.xml', { host });
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).not.toContain('<loc>');
    expectNoCatalogue(sitemap.text, 'custom-domain sitemap');
  });

  it.each([
    `/${SHOP}`,
    `/${SHOP}/categories`,
    `/${SHOP}/bulk-staples`,
    `/${SHOP}/bulk-staples/sugar-50kg`,
    `/${SHOP}/search/sugar`,
  ])('page %s sends anonymous visitors to login and shows members the catalogue', async (path) => {
    const anon = await call(path);
    expect(anon.status).toBe(302);
    expectNoCatalogue(anon.text, path);
    const signedIn = await call(path, { cookie: member });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toMatch(/Sugar \(M-30\)|Bulk Staples/);
  });

  it('the login page itself shows the shop, not its catalogue', async () => {
    const res = await call(`/${SHOP}/login`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Sadar Bazaar Wholesale Club');
    expectNoCatalogue(res.text, 'login page');
  });
});
