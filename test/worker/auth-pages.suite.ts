import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { fetchWith, EMULATOR_ENV, signIn, uniqueUid } from './auth-helpers';
import { textOf } from './helpers';
import { islandPropsOf } from '../../src/domain/islands/props-text';

const page = (path: string, cookie?: string) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
const islandProps = (html: string, name: string) => {
  const m = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  return (
    m
      ? islandPropsOf(
          m[1]
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&')
            .replace(/&#x27;/g, "'"),
        )
      : null
  ) as Record<string, any>;
};

describe('the login page', () => {
  it('shows phone sign-in to an anonymous shopper, privately, with the emulator named only in development', async () => {
    const res = await fetchWith(EMULATOR_ENV, '/dilli-kirana/login');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/connect-src 'self'[^;]*http:\/\/127\.0\.0\.1:9099/);
    const html = await res.text();
    expect(textOf(html)).toMatch(/Sign in/);
    expect(html).toMatch(/Send OTP/);
    expect(islandProps(html, 'login')).toMatchObject({
      storeId: 'dilli-kirana',
      from: '/dilli-kirana',
      projectId: 'demo-storefront',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('without the emulator or a web API key says sign-in is unavailable instead of loading Firebase', async () => {
    const html = await (await page('/dilli-kirana/login')).text();
    expect(html).toMatch(/Sign-in is not available/);
    expect(html).not.toMatch(/data-island="login"/);
  });

  const cases: [string, string][] = [
    ['/dilli-kirana/bag', '/dilli-kirana/bag'],
    ['/dilli-kirana/account/pages/addresses?x=1', '/dilli-kirana/account/pages/addresses?x=1'],
    ['https://evil.example/dilli-kirana', '/dilli-kirana'],
    ['//evil.example/dilli-kirana', '/dilli-kirana'],
    ['/\\evil.example', '/dilli-kirana'],
    ['/noir-threads/bag', '/dilli-kirana'],
    ['/dilli-kirana-fake/bag', '/dilli-kirana'],
    ['/dilli-kirana/../noir-threads/bag', '/dilli-kirana'],
    ['/dilli-kirana/%2e%2e/noir-threads', '/dilli-kirana'],
    ['javascript:alert(1)', '/dilli-kirana'],
    ['/dilli-kirana/login', '/dilli-kirana'],
  ];
  for (const [from, to] of cases) {
    it(`sends the shopper back to ${to} for from=${from}`, async () => {
      const html = await (await fetchWith(EMULATOR_ENV, `/dilli-kirana/login?from=${encodeURIComponent(from)}`)).text();
      expect(islandProps(html, 'login').from).toBe(to);
    });
  }

  it('sends a signed-in shopper home', async () => {
    const res = await page('/dilli-kirana/login?from=/dilli-kirana/bag', await signIn(uniqueUid()));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/dilli-kirana');
  });
});

describe('account pages', () => {
  const pages = [
    '/account',
    '/account/pages/about',
    '/account/pages/addresses',
    '/account/pages/orders',
    '/account/pages/wishlist',
    '/account/pages/customerwallets',
    '/account/pages/customerwallets/wallet',
    '/account/pages/customerwallets/udhaar',
    '/account/pages/rewards',
    '/account/pages/questions',
    '/account/pages/suggestions',
    '/account/pages/suggestions/createRequest',
    '/account/pages/suggestions/trackRequest',
    '/account/pages/reseller',
    '/account/pages/reseller/resellerapplication',
    '/account/pages/reseller/resellerdashboard',
  ];

  it('redirect an anonymous shopper to login with the page as from', async () => {
    for (const p of pages) {
      const res = await page(`/dilli-kirana${p}`);
      expect(res.status, p).toBe(302);
      expect(res.headers.get('Location'), p).toBe(
        `/dilli-kirana/login?from=${encodeURIComponent(`/dilli-kirana${p}`)}`,
      );
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it('render for a signed-in shopper, never cacheable, without owner scripts', async () => {
    const cookie = await signIn(uniqueUid());
    for (const p of pages) {
      const res = await page(`/dilli-kirana${p}`, cookie);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('Cache-Control'), p).toBe('private, no-store');
      expect(res.headers.get('X-Edge-Cache'), p).toBeNull();
      const html = await res.text();
      expect(html, p).not.toMatch(/customJS\/readScript/);
    }
  });

  it("show the spec's entries on the account home with logout", async () => {
    const html = await (await page('/dilli-kirana/account', await signIn(uniqueUid()))).text();
    const text = textOf(html);
    for (const label of [
      'Orders',
      'Wallet',
      'Rewards',
      'Asked questions',
      'Addresses',
      'Requests',
      'Blogs',
      'Wishlist',
      'Download app',
      'Information',
      'Reseller',
      'Support',
    ]) {
      expect(text, label).toContain(label);
    }
    expect(html).toMatch(/data-island="logout-button"/);
    expect(text).toContain('+91 98765 43210');
  });

  it("offer the shop's live chat from Support where Tawk is on (noir-threads): an island that opens it", async () => {
    const html = await (await page('/noir-threads/account', await signIn(uniqueUid(), 'noir-threads'))).text();
    const marker = /data-island="support-chat" data-props="([^"]*)"/.exec(html);
    expect(marker).not.toBeNull();
    const props = islandPropsOf(marker![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
      tawk: string;
      label: string;
    };
    expect(props).toMatchObject({ tawk: '6650f0a1b2c3d4e5f6a7b8c9/1hv0abcde' });
    expect(textOf(html)).toContain(props.label);
  });

  it('leave out the wallet where the shop offers none, and answer its pages 404', async () => {
    const cookie = await signIn(uniqueUid(), 'noir-threads');
    const html = await (await page('/noir-threads/account', cookie)).text();
    expect(html).not.toMatch(/data-entry="wallet"/);
    expect((await page('/noir-threads/account/pages/customerwallets', cookie)).status).toBe(404);
    expect((await page('/noir-threads/account/pages/customerwallets/udhaar', cookie)).status).toBe(404);
  });

  it('answer an unknown account page or transaction with 404', async () => {
    const cookie = await signIn(uniqueUid());
    expect((await page('/dilli-kirana/account/pages/nothing', cookie)).status).toBe(404);
    expect((await page('/dilli-kirana/account/pages/reseller/resellerdashboard/abc', cookie)).status).toBe(404);
  });
});

describe('LOGIN_MANDATE (members-only)', () => {
  it('sends every anonymous page except login to login, keeping the page as from', async () => {
    for (const p of [
      '',
      '/home',
      '/categories',
      '/bulk-staples',
      '/bulk-staples/sugar-50kg',
      '/bag',
      '/search/atta',
      '/content/blogs',
    ]) {
      const res = await page(`/members-only${p}`);
      expect(res.status, p).toBe(302);
      expect(res.headers.get('Location'), p).toBe(
        `/members-only/login?from=${encodeURIComponent(`/members-only${p}`)}`,
      );
    }
    const login = await fetchWith(EMULATOR_ENV, '/members-only/login');
    expect(login.status).toBe(200);
    expect(textOf(await login.text())).toMatch(/open to members only/);
  });

  it('opens the shop to a signed-in member', async () => {
    const cookie = await signIn(uniqueUid(), 'members-only');
    const res = await page('/members-only', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Edge-Cache')).toBeNull();
    expect((await page('/members-only/bulk-staples', cookie)).status).toBe(200);
  });

  it('leaves other shops open', async () => {
    expect((await page('/dilli-kirana')).status).toBe(200);
  });
});

describe('referral links (?rid=)', () => {
  it('set {storeId}_rid for 43200 s for an approved reseller of the shop only', async () => {
    const uid = uniqueUid();
    await openShop(env, 'dilli-kirana')
      .db.prepare(
        "INSERT INTO resellers (uid, status, name, phone, city, referral_code, applied_at) VALUES (?, 'APPROVED', 'Ravi', '9876543210', 'Delhi', 'ravi2024ok', 1)",
      )
      .bind(uid)
      .run();
    const res = await page('/dilli-kirana/categories?rid=ravi2024ok');
    expect(res.status).toBe(200);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^dilli-kirana_rid=ravi2024ok;/);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await page('/dilli-kirana/categories?rid=unknown123')).headers.get('Set-Cookie')).toBeNull();
    expect((await page('/noir-threads?rid=ravi2024ok')).headers.get('Set-Cookie')).toBeNull();
  });
});
