import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { get, postJson } from './helpers';

describe('GET /api/v1/resizer', () => {
  it('draws our own product art at the asked size', async () => {
    const res = await get('/api/v1/resizer?url=%2Fimg%2Fp%2Fbesan.svg&size=120x80');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('width="120"');
    expect(svg).toContain('height="80"');
  });

  it('takes width over size, keeping the aspect ratio, and defaults to 300 x 300', async () => {
    const sized = await (await get('/api/v1/resizer?url=/img/p/besan.svg&size=200x100&width=400')).text();
    expect(sized).toContain('width="400"');
    expect(sized).toContain('height="200"');
    const plain = await (await get('/api/v1/resizer?url=/img/p/besan.svg')).text();
    expect(plain).toContain('width="300"');
    expect(plain).toContain('height="300"');
  });

  it('gives the blank placeholder for a url shorter than 10 characters', async () => {
    for (const url of ['', 'x', '/img/a.p']) {
      const res = await get(`/api/v1/resizer?url=${encodeURIComponent(url)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/img/placeholder.svg');
    }
  });

  it('redirects only to our own static images', async () => {
    const res = await get('/api/v1/resizer?url=/img/placeholder.svg');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/img/placeholder.svg');
  });

  it('refuses unsafe addresses with 400 and never redirects to them', async () => {
    const bad = [
      'javascript:alert(1)//xxxxxxxx',
      'JAVASCRIPT:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
      '//evil.example.com/a.png',
      'https://user:pw@example.com/a.png',
      'https://127.0.0.1/a.png',
      'https://[::1]/a.png',
      'https://localhost/a.png',
      'https://intranet/a.png',
      'https://example.com:8443/a.png',
      '/img/../admin/api/x',
      '/api/v1/resizer?url=x',
      `https://example.com/${'a'.repeat(2100)}`,
      'vbscript:msgbox(1)xxxx',
    ];
    for (const url of bad) {
      const res = await get(`/api/v1/resizer?url=${encodeURIComponent(url)}`);
      expect(res.status, url).toBe(400);
      expect(res.headers.get('Location'), url).toBeNull();
      expect((await res.json()) as { status: number }).toMatchObject({ status: 0 });
    }
  });
});

// https images of other hosts (fetched once, resized, kept): test/worker/photos-resizer.suite.ts

describe('GET /api/v2/search/suggest', () => {
  it('suggests items and categories of the shop named by the storeID header', async () => {
    const res = await get('/api/v2/search/suggest?q=bes', { headers: { storeID: 'dilli-kirana' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: number; suggestions: { kind: string; name: string; catId: string }[] };
    expect(body.status).toBe(1);
    expect(body.suggestions[0]).toMatchObject({ kind: 'item', name: 'Besan (Gram Flour)', catId: 'atta-flours' });
    const cats = (await (
      await get('/api/v2/search/suggest?q=dal', { headers: { storeID: 'dilli-kirana' } })
    ).json()) as typeof body;
    expect(cats.suggestions[0]).toMatchObject({ kind: 'category', name: 'Dals & Pulses' });
  });

  it('limits suggestions to one category when asked', async () => {
    const body = (await (
      await get('/api/v2/search/suggest?q=shirt&cat=dresses', { headers: { storeID: 'noir-threads' } })
    ).json()) as { suggestions: { catId: string; name: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.every((s) => s.catId === 'dresses')).toBe(true);
  });

  it('needs a valid storeID and answers an empty list for empty or odd queries', async () => {
    expect((await get('/api/v2/search/suggest?q=besan')).status).toBe(400);
    expect((await get('/api/v2/search/suggest?q=besan', { headers: { storeID: '../etc' } })).status).toBe(400);
    for (const q of ['', '"', '*', 'NEAR(', ')))', 'a'.repeat(500)]) {
      const res = await get(`/api/v2/search/suggest?q=${encodeURIComponent(q)}`, {
        headers: { storeID: 'dilli-kirana' },
      });
      expect(res.status, q).toBe(200);
      expect(((await res.json()) as { suggestions: unknown[] }).suggestions).toEqual([]);
    }
  });

  it("on a custom domain answers only for that domain's shop", async () => {
    const res = await get('/api/v2/search/suggest?q=kurta', {
      host: 'dillikirana.localhost',
      headers: { storeID: 'noir-threads' },
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/v2/pingShopForView', () => {
  const views = async (item: string) =>
    Number(
      (
        await openShop(env, 'dilli-kirana')
          .db.prepare('SELECT views FROM shared_views WHERE item_id = ?')
          .bind(item)
          .first<{ views: number }>()
      )?.views ?? 0,
    );

  it('counts a shared view once and sets an 8-hour HttpOnly cookie', async () => {
    const before = await views('dahi');
    const res = await postJson('/api/v2/pingShopForView', { name: 'dahi' }, { storeID: 'dilli-kirana' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 1, counted: true });
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^dilli-kirana_sv_dahi=1;/);
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(await views('dahi')).toBe(before + 1);

    const again = await postJson(
      '/api/v2/pingShopForView',
      { name: 'dahi' },
      { storeID: 'dilli-kirana', Cookie: 'dilli-kirana_sv_dahi=1' },
    );
    expect(await again.json()).toMatchObject({ status: 1, counted: false });
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(await views('dahi')).toBe(before + 1);
  });

  it('counts another visitor (no cookie) again', async () => {
    const before = await views('maida');
    await postJson('/api/v2/pingShopForView', { name: 'maida' }, { storeID: 'dilli-kirana' });
    await postJson('/api/v2/pingShopForView', { name: 'maida' }, { storeID: 'dilli-kirana' });
    expect(await views('maida')).toBe(before + 2);
  });

  it("refuses unknown items, bad bodies, other shops' items and cross-site posts", async () => {
    expect(
      (await postJson('/api/v2/pingShopForView', { name: 'no-such-item' }, { storeID: 'dilli-kirana' })).status,
    ).toBe(404);
    expect(
      (await postJson('/api/v2/pingShopForView', { name: 'mul-kurta-black' }, { storeID: 'dilli-kirana' })).status,
    ).toBe(404);
    expect((await postJson('/api/v2/pingShopForView', { name: '../x' }, { storeID: 'dilli-kirana' })).status).toBe(400);
    expect((await postJson('/api/v2/pingShopForView', 'not json', { storeID: 'dilli-kirana' })).status).toBe(400);
    expect((await postJson('/api/v2/pingShopForView', { name: 'dahi' }, {})).status).toBe(400);
    const cross = await postJson(
      '/api/v2/pingShopForView',
      { name: 'dahi' },
      { storeID: 'dilli-kirana', Origin: 'https://evil.example' },
    );
    expect(cross.status).toBe(403);
  });
});
