import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectOk, owner } from './admin-helpers';
import { createLabShop } from './cart-helpers';

/**
 * The edge cache as real traffic meets it: clicks tagged by ads and social apps, junk parameters, links of a
 * page in other languages.
 */

let S: string;
beforeAll(async () => {
  S = await createLabShop();
  await expectOk(await owner('PATCH', S, '', { LANGUAGES: ['en', 'hi'] }));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });
  return { res, html: await res.text(), edge: res.headers.get('X-Edge-Cache') };
}
const linksOf = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[2].replace(/&amp;/g, '&'));

describe('tagged and junk parameters', () => {
  it('a click tagged by Instagram, Google Ads or a WhatsApp campaign gets the one cached home, at its own URL', async () => {
    const first = await get(`/${S}?fbclid=IwAR0first`);
    expect(first.res.status).toBe(200);
    expect(first.edge).toBe('MISS');
    await vi.waitFor(async () => expect((await get(`/${S}?fbclid=IwAR0second`)).edge).toBe('HIT'));
    for (const tagged of [
      `/${S}?gclid=Cj0KCQ&gbraid=0AAAA`,
      `/${S}?utm_source=whatsapp&utm_medium=social&utm_campaign=diwali`,
      `/${S}?igshid=abc&srsltid=def&_gl=1*x*_ga*y`,
      `/${S}`,
    ]) {
      const again = await get(tagged);
      // answered in place: no redirect to the clean URL on a slow network
      expect(again.res.status, tagged).toBe(200);
      expect(again.edge, tagged).toBe('HIT');
      expect(again.html, tagged).toBe(first.html);
    }
  });

  it('parameters a page does not read share its entry; the ones it reads do not', async () => {
    const first = await get(`/${S}/tea/assam?x=1`);
    expect(first.edge).toBe('MISS');
    await vi.waitFor(async () => expect((await get(`/${S}/tea/assam?sort=price&x=2&debug=1`)).edge).toBe('HIT'));
    expect((await get(`/${S}/tea/assam?${'a'.repeat(20)}=1&fbclid=2`)).edge).toBe('HIT');
    // the category reads ?page=: page 2 is another page (here past the end: a 404, never stored)
    const second = await get(`/${S}/tea?page=2&fbclid=1`);
    expect(second.res.status).toBe(404);
    expect(second.edge).toBeNull();
  });

  it('a referral link (?rid=) and a shared item link (?ref=item_sharing) are never answered from the cache', async () => {
    await get(`/${S}/tea/assam`);
    await vi.waitFor(async () => expect((await get(`/${S}/tea/assam`)).edge).toBe('HIT'));
    expect((await get(`/${S}/tea/assam?ref=item_sharing`)).edge).toBeNull();
    expect((await get(`/${S}/tea/assam?rid=RESELL1`)).edge).toBeNull();
    expect((await get(`/${S}/tea/assam?ref=whatsapp`)).edge).toBe('HIT');
  });
});

describe('canonical and hreflang links', () => {
  it.each([
    ['', '?fbclid=IwAR0abc&utm_source=instagram'],
    ['/tea/assam', '?gclid=Cj0&utm_campaign=diwali&junk=1'],
    ['/categories', '?msclkid=1&_ga=2'],
  ])('%s%s names the clean page in every language', async (path, tags) => {
    const { html, res } = await get(`/${S}${path}${tags}`);
    expect(res.status).toBe(200);
    const links = linksOf(html);
    expect(links).toEqual([
      `http://localhost/${S}${path}`,
      `http://localhost/${S}${path}`,
      `http://localhost/${S}${path}?lang=hi`,
      `http://localhost/${S}${path}`,
    ]);
  });

  it('a page in Hindi reached by a tagged link names itself with ?lang=hi only', async () => {
    const { html } = await get(`/${S}/tea?lang=hi&utm_source=wa&fbclid=x`);
    expect(linksOf(html)[0]).toBe(`http://localhost/${S}/tea?lang=hi`);
    expect(linksOf(html).join(' ')).not.toMatch(/utm_|fbclid/);
  });
});
