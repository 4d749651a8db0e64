import { env } from 'cloudflare:test';
import { formatIndianPhone } from '../../src/domain/account/phone';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { bumpShopVersion, get, textOf } from './helpers';
import { forgetShopVersion } from '../../src/data/known-shop-versions';

describe('shop home', () => {
  it.each(['/dilli-kirana', '/dilli-kirana/home'])(
    '%s shows the shop: name, categories, items with rupee prices, default theme',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="en-IN" data-theme="default"');
      const text = textOf(html);
      expect(text).toContain('Dilli Kirana Store');
      expect(text).toContain('Atta & Flours');
      expect(text).toMatch(/₹\d/);
      expect(html).toContain('class="bottom-nav"');
      expect(html).toContain('class="page-nav"');
    },
  );

  it('leaves disabled categories out of the home page', async () => {
    const disabled = await openShop(env, 'dilli-kirana')
      .db.prepare('SELECT name FROM categories WHERE is_disabled = 1')
      .first<{ name: string }>();
    expect(disabled).not.toBeNull();
    expect(textOf(await (await get('/dilli-kirana')).text())).not.toContain(disabled!.name);
  });

  it('shows noir-threads in berlin with its bottom toolbar, sidebar and page side bar', async () => {
    const html = await (await get('/noir-threads')).text();
    expect(html).toContain('data-theme="berlin"');
    expect(html).toContain('class="berlin-toolbar"');
    expect(html).toContain('class="berlin-sidebar"');
    expect(html).toContain('class="page-side-bar"');
    expect(html).not.toContain('class="bottom-nav"');
  });

  it('shows the hello bar on Home, its target screen', async () => {
    expect(await (await get('/dilli-kirana')).text()).toContain('data-testid="hello-bar"');
  });

  it('applies the shop colour through a hashed inline style allowed by the CSP', async () => {
    const res = await get('/dilli-kirana');
    const html = await res.text();
    // two inline styles: the first screen's rules, then the shop's colour (and its hello bar's, as it has one); the
    // CSP allows each by its hash
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toMatch(/^html:root\{--primary:#[0-9a-f]{6}\}\.hello-bar\{[^}]+\}$/i);
    for (const css of styles) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      expect(res.headers.get('Content-Security-Policy')).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('custom texts', () => {
  afterEach(async () => {
    await openShop(env, 'dilli-kirana')
      .db.prepare("UPDATE stores SET custom_texts = '{}' WHERE id = 'dilli-kirana'")
      .run();
  });
  it('override navigation labels', async () => {
    await openShop(env, 'dilli-kirana')
      .db.prepare(`UPDATE stores SET custom_texts = '{"nav":{"bag":"Jhola"}}' WHERE id = 'dilli-kirana'`)
      .run();
    await env.KV.put('shopver:dilli-kirana', 'custom-texts'); // what every owner change does
    forgetShopVersion('dilli-kirana');
    expect(textOf(await (await get('/dilli-kirana')).text())).toContain('Jhola');
  });
});

describe('store health screens', () => {
  it('/ shows only the bare index page', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="index-page"');
    expect(html).not.toContain('class="toolbar"');
  });

  it('an unknown shop shows the incorrect-store screen with 404 and writes an error record', async () => {
    const res = await get('/no-such-shop');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('data-testid="incorrect-store"');
    await vi.waitFor(async () => {
      const row = await env.DB.prepare("SELECT * FROM error_records_hourly WHERE store_id = 'no-such-shop'").first<{
        last_time: number;
        error_array: string;
      }>();
      expect(row).not.toBeNull();
      expect(JSON.parse(row!.error_array)[0].kind).toBe('invalid-store');
    });
  });

  it('a reported shop shows Important Notice! with report text, owner name and validated phone', async () => {
    // The report is the platform's: its directory row in D1.
    const store = await env.DB.prepare(
      "SELECT report_text, owner_name, validated_phone FROM shops WHERE id = 'reported-shop' AND status = 'reported'",
    ).first<Record<string, string>>();
    const text = textOf(await (await get('/reported-shop')).text());
    expect(text).toContain('Important Notice!');
    expect(text).toContain(store!.report_text.slice(0, 40));
    expect(text).toContain(store!.owner_name);
    // shown as Indians write it: +91 99900 12345
    expect(text).toContain(formatIndianPhone(store!.validated_phone));
    expect(formatIndianPhone(store!.validated_phone)).toMatch(/^\+91 \d{5} \d{5}$/);
  });

  it.each(['/BAD%20ID', '/%3Cscript%3E', `/${'x'.repeat(80)}`])(
    'route-level validation failure %s gives 404',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('an unmatched route shows the error page with a Go To Home button', async () => {
    const res = await get('/dilli-kirana/a/b/c/d/e');
    expect(res.status).toBe(404);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain('404 Not Found');
    expect(text).toContain('This page could not be found');
    expect(text).toContain("Oops! We can't find what you are looking for!");
    expect(html).toMatch(/<a class="button" href="\/dilli-kirana">Go To Home<\/a>/);
  });
});

describe('headers on every response', () => {
  it.each(['/dilli-kirana', '/', '/no-such-shop', '/dilli-kirana/x/y/z/w'])(
    '%s has CSP, nosniff, referrer policy and frame-ancestors',
    async (path) => {
      const res = await get(path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('pages carry no inline script: island props travel in data attributes', async () => {
    const html = await (await get('/dilli-kirana')).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/);
    expect(html).toMatch(/data-island="bag-badge" data-props="\{`count`:0\}"/);
  });

  it('writes one JSON log line per request with store id, request id, route, status and duration', async () => {
    const spy = vi.spyOn(console, 'log');
    await get('/dilli-kirana');
    const line = spy.mock.calls
      .map((c) => String(c[0]))
      .find((l) => l.includes('"msg":"request"') && l.includes('dilli-kirana'));
    spy.mockRestore();
    const entry = JSON.parse(line!);
    expect(entry).toMatchObject({ storeId: 'dilli-kirana', status: 200, path: '/dilli-kirana' });
    expect(entry.route).toMatch(/^\/:storeId/);
    expect(entry.requestId).toMatch(/.{8,}/);
    expect(typeof entry.durationMs).toBe('number');
  });
});

describe('edge cache for anonymous visitors', () => {
  it('serves the second anonymous visit of a home from the edge cache', async () => {
    await bumpShopVersion('noir-threads');
    const url = '/noir-threads';
    expect((await get(url)).headers.get('X-Edge-Cache')).toBe('MISS');
    await vi.waitFor(async () => expect((await get(url)).headers.get('X-Edge-Cache')).toBe('HIT'));
  });

  it('gives a visitor with a bag or a user cookie the cached page as their own, never shared again', async () => {
    await bumpShopVersion('noir-threads');
    const url = '/noir-threads';
    await get(url);
    await vi.waitFor(async () => expect((await get(url)).headers.get('X-Edge-Cache')).toBe('HIT'));
    for (const cookie of ['noir-threads_cartSessionId=abc', 'userToken=xyz']) {
      const res = await get(url, { headers: { Cookie: cookie } });
      expect(res.headers.get('X-Edge-Cache')).toBe('HIT');
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(await res.text()).toContain('data-bag-count="0"');
    }
    for (const path of ['/noir-threads/bag', '/noir-threads/account']) {
      const res = await get(path, { headers: { Cookie: 'noir-threads_cartSessionId=abc' } });
      expect(res.headers.get('X-Edge-Cache'), path).toBeNull();
    }
  });

  it('a shop version bump (any owner change) misses the old entry', async () => {
    await bumpShopVersion('noir-threads');
    const url = '/noir-threads';
    await get(url);
    await vi.waitFor(async () => expect((await get(url)).headers.get('X-Edge-Cache')).toBe('HIT'));
    await bumpShopVersion('noir-threads');
    expect((await get(url)).headers.get('X-Edge-Cache')).toBe('MISS');
  });
});

describe('home for machine readers', () => {
  it('describes the shop as a LocalBusiness with address, phone and hours, plus social cards', async () => {
    const html = await (await get('/dilli-kirana')).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]);
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.url).toBe('https://dillikirana.localhost/dilli-kirana');
    expect(ld.telephone).toMatch(/^\+91\d{10}$/);
    expect(ld.address.streetAddress).toBeTruthy();
    expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(html).toContain('<meta property="og:title" content="Dilli Kirana Store"/>');
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  });
});

describe('speculation rules', () => {
  it('every HTML page names the rule set, which prefetches shop links on intent and never personal pages', async () => {
    for (const path of ['/dilli-kirana', '/dilli-kirana/rice/parmal-sela', '/dilli-kirana/bag', '/']) {
      expect((await get(path)).headers.get('Speculation-Rules'), path).toBe('"/speculation-rules.json"');
    }
    const res = await get('/speculation-rules.json');
    expect(res.headers.get('Content-Type')).toBe('application/speculationrules+json');
    const { prefetch } = (await res.json()) as {
      prefetch: { eagerness: string; where: { and: { not?: { href_matches?: string[] } }[] } }[];
    };
    expect(prefetch[0].eagerness).toBe('moderate');
    const never = prefetch[0].where.and.flatMap((c) => c.not?.href_matches ?? []);
    for (const p of [
      '/*/bag',
      '/*/checkout',
      '/*/checkout/*',
      '/*/account/*',
      '/*/login',
      '/*/logout',
      '/*/track/*',
      '/api/*',
    ])
      expect(never).toContain(p);
    expect(
      (await get('/api/v2/search/suggest?q=x', { headers: { storeID: 'dilli-kirana' } })).headers.get(
        'Speculation-Rules',
      ),
    ).toBeNull();
  });
});
