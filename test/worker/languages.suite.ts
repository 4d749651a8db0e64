import { withoutStyles } from './helpers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectOk, owner, snapshot } from './admin-helpers';
import { createLabShop, Shopper } from './cart-helpers';

/** Language choice, the edge cache per language, and the owner's translations shown in the shopper's language. */

let S: string;
beforeAll(async () => {
  S = await createLabShop();
  await expectOk(
    await owner('PUT', S, '/hello-bar', {
      text: 'Free delivery today',
      targetScreens: ['Home', 'CategoryItemsDisplay'],
    }),
  );
  // I18N is set whole: every translation of the shop in one object
  const saved = await expectOk(
    await owner('PATCH', S, '', {
      STORE_DESC: 'Fresh tea every morning',
      LANGUAGES: ['en', 'hi'],
      I18N: {
        hi: { STORE_DESC: 'हर सुबह ताज़ी चाय', HELLO_BAR: 'आज मुफ़्त डिलीवरी', CUSTOM_TEXTS: { nav: { home: 'मुखपृष्ठ' } } },
      },
    }),
  );
  expect(saved.store.LANGUAGE).toBe('en');
  expect(saved.store.I18N.hi.HELLO_BAR).toBe('आज मुफ़्त डिलीवरी');
  await expectOk(await owner('PATCH', S, '/categories/tea', { I18N: { hi: { CAT_NAME: 'चाय' } } }));
  await expectOk(await owner('PATCH', S, '/items/assam', { I18N: { hi: { ITEM_NAME: 'असम चाय' } } }));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });
  return { res, html: await res.text() };
}
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const HINDI = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'Accept-Language': 'en-GB,en;q=0.9' };

describe('choosing the language', () => {
  it("with nothing chosen and no browser language the shop has, the page is in the shop's own language", async () => {
    const { res, html } = await get(`/${S}`, { 'Accept-Language': 'fr-FR,de;q=0.5' });
    expect(htmlLang(html)).toBe('en-IN');
    expect(html).toContain('Fresh tea every morning');
    expect(res.headers.get('Vary')).toContain('Accept-Language');
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it("the browser's languages choose Hindi, and each language is cached apart", async () => {
    const hindi = await get(`/${S}/categories`, HINDI);
    expect(htmlLang(hindi.html)).toBe('hi-IN');
    expect(hindi.html).toContain('श्रेणियाँ');
    const again = await get(`/${S}/categories`, HINDI);
    expect(again.res.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(htmlLang(again.html)).toBe('hi-IN');
    const english = await get(`/${S}/categories`, ENGLISH);
    expect(htmlLang(english.html)).toBe('en-IN');
    expect(english.html).not.toContain('श्रेणियाँ');
  });

  it("?lang=hi switches and the cookie remembers it over the browser's English", async () => {
    const switched = await get(`/${S}?lang=hi`, ENGLISH);
    expect(htmlLang(switched.html)).toBe('hi-IN');
    const cookie = switched.res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lang=hi;/);
    expect(cookie).toContain('Max-Age=31536000');
    const later = await get(`/${S}/tea`, { ...ENGLISH, Cookie: 'lang=hi' });
    expect(htmlLang(later.html)).toBe('hi-IN');
    expect(later.res.headers.get('Set-Cookie')).toBeNull();
    // a ?lang= from the cache still leaves the cookie
    const cached = await get(`/${S}?lang=hi`, ENGLISH);
    expect(cached.res.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(cached.res.headers.get('Set-Cookie')).toMatch(/^lang=hi;/);
  });

  it('a language the shop does not offer falls back to the next rule; an unknown one is ignored', async () => {
    const tamil = await get(`/${S}?lang=ta`, HINDI);
    expect(htmlLang(tamil.html)).toBe('hi-IN');
    const unknown = await get(`/${S}?lang=xx`);
    expect(htmlLang(unknown.html)).toBe('en-IN');
    expect(unknown.res.headers.get('Set-Cookie')).toBeNull();
    const hostile = await get(`/${S}?lang=${encodeURIComponent('"><script>')}`, { Cookie: 'lang=%F0%9F' });
    expect(hostile.res.status).toBe(200);
    expect(htmlLang(hostile.html)).toBe('en-IN');
  });

  it('pages name their other languages: hreflang alternates, x-default, and a switcher of links', async () => {
    const { html } = await get(`/${S}/tea`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="http://localhost/${S}/tea"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="http://localhost/${S}/tea?lang=hi"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost/${S}/tea"/>`);
    expect(html).toMatch(/data-testid="language-switcher"[^]*href="\?lang=hi" lang="hi" hrefLang="hi">हिन्दी</);
    const hindi = await get(`/${S}/tea?lang=hi`);
    expect(hindi.html).toContain(`<link rel="canonical" href="http://localhost/${S}/tea?lang=hi"/>`);
    expect(hindi.html).toMatch(/href="\?lang=hi" lang="hi" hrefLang="hi" aria-current="true"/);
  });

  it('a shop with one language has no switcher and no alternates', async () => {
    const single = await createLabShop();
    const { html } = await get(`/${single}?lang=hi`, HINDI);
    expect(htmlLang(html)).toBe('en-IN');
    expect(withoutStyles(html)).not.toContain('language-switcher');
    expect(html).not.toContain('hrefLang=');
  });
});

describe("the owner's translations", () => {
  it('show in Hindi: store text, hello bar, labels, category and item names; English keeps the originals', async () => {
    const hi = (await get(`/${S}?lang=hi`)).html;
    expect(hi).toContain('हर सुबह ताज़ी चाय');
    expect(hi).toContain('आज मुफ़्त डिलीवरी');
    expect(hi).toContain('मुखपृष्ठ');
    expect(hi).toContain('>चाय<');
    expect(hi).toContain('असम चाय');
    // what was not translated shows as the owner wrote it
    expect(hi).toContain('Darjeeling Tea');
    expect(hi).toContain('>Cups<');
    const en = (await get(`/${S}?lang=en`)).html;
    expect(en).toContain('Fresh tea every morning');
    expect(en).toContain('Free delivery today');
    expect(en).toContain('Assam Tea');
    expect(en).not.toContain('असम चाय');
    expect(en).toContain('>Home<');
  });

  it('the item page shows the item in Hindi and sends its islands their Hindi messages', async () => {
    const { html } = await get(`/${S}/tea/assam?lang=hi`);
    expect(html).toContain('<h1 id="item-name">असम चाय</h1>');
    expect(html).toMatch(/data-island="item-options"[^>]*data-msgs="[^"]*थैले में डालें/);
    expect(html).toContain('>थैले में डालें<');
    // every island sends only its own messages, and only once per page
    const addToBag = html.match(/data-island="add-to-bag"[^>]*data-msgs=/g) ?? [];
    expect(addToBag.length).toBeLessThanOrEqual(1);
    expect(/data-island="bag-badge"[^>]*data-msgs="([^"]*)"/.exec(html)?.[1]).not.toContain('options.');
  });

  it('refuses a language or translation it does not know, and changes nothing', async () => {
    const before = await snapshot(S);
    await expectFailure(await owner('PATCH', S, '', { LANGUAGE: 'fr' }), 400);
    await expectFailure(await owner('PATCH', S, '', { LANGUAGES: ['en', 'en'] }), 400);
    await expectFailure(await owner('PATCH', S, '', { LANGUAGES: [] }), 400);
    await expectFailure(await owner('PATCH', S, '', { I18N: { fr: { STORE_DESC: 'x' } } }), 400);
    await expectFailure(await owner('PATCH', S, '', { I18N: { hi: { STORE_TAGLINE: 'x' } } }), 400);
    await expectFailure(await owner('PATCH', S, '', { I18N: { hi: { STORE_NAME: '  ' } } }), 400);
    await expectFailure(
      await owner('PATCH', S, '/categories/tea', { I18N: { hi: { CAT_NAME: 'x'.repeat(121) } } }),
      400,
    );
    expect(await snapshot(S)).toBe(before);
  });

  it('a shop whose own language is Hindi greets a browser that asks for nothing it has in Hindi', async () => {
    const shop = await createLabShop();
    await expectOk(await owner('PATCH', shop, '', { LANGUAGE: 'hi', LANGUAGES: ['hi', 'en'] }));
    const { html } = await get(`/${shop}`, { 'Accept-Language': 'fr' });
    expect(htmlLang(html)).toBe('hi-IN');
    expect(html).toContain('>होम<');
    const english = await get(`/${shop}`, ENGLISH);
    expect(htmlLang(english.html)).toBe('en-IN');
  });
});

describe("suggestions in the shopper's language", () => {
  it('name items and categories as the owner translated them, and match the translation', async () => {
    const suggest = async (q: string, lang?: string) => {
      const res = await SELF.fetch(
        `http://localhost/api/v2/search/suggest?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ''}`,
        { headers: { storeID: S } },
      );
      return (await res.json<{ suggestions: { kind: string; name: string; context: string }[] }>()).suggestions;
    };
    const hindi = await suggest('assam', 'hi');
    expect(hindi.find((s) => s.kind === 'item')).toMatchObject({ name: 'असम चाय', context: 'चाय' });
    expect((await suggest('assam')).find((s) => s.kind === 'item')).toMatchObject({
      name: 'Assam Tea',
      context: 'Tea',
    });
    expect(await suggest('चाय', 'hi')).toContainEqual(expect.objectContaining({ kind: 'category', name: 'चाय' }));
    expect((await suggest('assam', 'fr')).find((s) => s.kind === 'item')?.name).toBe('Assam Tea');
  });
});

describe("coupon texts in the shopper's language", () => {
  it("the offers show the Hindi description to Hindi readers and the owner's own to others", async () => {
    const shop = await createLabShop();
    await expectOk(await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi'] }));
    const created = await expectOk(
      await owner('POST', shop, '/coupons', {
        code: 'CHAI50',
        type: 'FLAT',
        value: 5000,
        description: '₹50 off your tea',
        I18N: { hi: { description: 'आपकी चाय पर ₹50 की छूट' } },
      }),
      201,
    );
    expect(created.record.I18N).toEqual({ hi: { description: 'आपकी चाय पर ₹50 की छूट' } });
    const hi = (await get(`/${shop}/tea?lang=hi`)).html;
    expect(hi).toMatch(/id="offers-panel"[^]*आपकी चाय पर ₹50 की छूट/);
    const en = (await get(`/${shop}/tea`)).html;
    expect(en).toMatch(/id="offers-panel"[^]*₹50 off your tea/);
    await expectFailure(await owner('PATCH', shop, '/coupons/CHAI50', { I18N: { fr: { description: 'x' } } }), 400);
    await expectFailure(await owner('PATCH', shop, '/coupons/CHAI50', { I18N: { hi: { description: 1 } } }), 400);
  });
});

describe("the bag in the shopper's language", () => {
  it("a line keeps the item's translated names: the bag page shows the Hindi name, the cart reply carries it", async () => {
    const shopper = new Shopper(S);
    await shopper.start();
    const added = await shopper.add('assam', { selectedQuantity: 1 });
    expect(added.body.status).toBe(1);
    const line = (added.body.cart as { items: { name: string; names?: Record<string, string> }[] }).items[0];
    expect(line).toMatchObject({ name: 'Assam Tea', names: { hi: 'असम चाय' } });
    const cookie = `${S}_cartSessionId=${shopper.sid}; lang=hi`;
    const { html } = await get(`/${S}/bag`, { Cookie: cookie });
    expect(html).toContain('>असम चाय</a>');
    const english = await get(`/${S}/bag`, { Cookie: `${S}_cartSessionId=${shopper.sid}` });
    expect(english.html).toContain('>Assam Tea</a>');
    const other = await shopper.add('darjeeling', { variantKey: '100g', selectedQuantity: 1 });
    expect(
      (other.body.cart as { items: { product_id: string; names?: unknown }[] }).items.find(
        (i) => i.product_id === 'darjeeling',
      ),
    ).not.toHaveProperty('names');
  });
});

describe('translations in the catalogue import', () => {
  it('a JSON import carries category and item translations, shown in Hindi', async () => {
    const shop = await createLabShop();
    await expectOk(await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi'] }));
    await expectOk(
      await owner('POST', shop, '/import', {
        categories: [
          {
            CAT_ID: 'spices',
            CAT_NAME: 'Spices',
            POSITION: 3,
            I18N: { hi: { CAT_NAME: 'मसाले', CAT_DESC: 'पिसे हुए मसाले' } },
          },
        ],
        items: [
          { ID: 'haldi', CAT_ID: 'spices', ITEM_NAME: 'Turmeric', PRICE: 4000, I18N: { hi: { ITEM_NAME: 'हल्दी' } } },
        ],
      }),
    );
    const { html } = await get(`/${shop}/spices?lang=hi`);
    expect(html).toContain('<h1>मसाले</h1>');
    expect(html).toContain('पिसे हुए मसाले');
    expect(html).toContain('हल्दी');
    await expectFailure(
      await owner('POST', shop, '/import', {
        categories: [{ CAT_ID: 'x1', CAT_NAME: 'X', I18N: { de: { CAT_NAME: 'x' } } }],
      }),
      400,
    );
  });
});

describe('hostile translations', () => {
  it('wrong types, nesting, huge texts and lone surrogates are refused with a reason, never a 5xx, and change nothing', async () => {
    const shop = await createLabShop();
    const before = await snapshot(shop);
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 200; i++) at = (at.x = {}) as Record<string, unknown>;
    const bodies: [string, unknown][] = [
      ['', { I18N: 'hi' }],
      ['', { I18N: [] }],
      ['', { I18N: { hi: null } }],
      ['', { I18N: { hi: { STORE_DESC: 'x'.repeat(2001) } } }],
      ['', { I18N: { hi: { CUSTOM_TEXTS: deep } } }],
      ['', { LANGUAGES: 'hi' }],
      ['', { LANGUAGES: ['en', 'hi', 'ta', 'hi'] }],
      ['', { LANGUAGE: null }],
      ['', { I18N: { hi: { HELLO_BAR: 7 } } }],
      ['/categories/tea', { I18N: { hi: { CAT_NAME: ['चाय'] } } }],
      ['/categories/tea', { I18N: { hi: { CAT_NAME: '' } } }],
      ['/items/assam', { I18N: { ta: { ITEM_NAME: { x: 1 } } } }],
    ];
    for (const [path, body] of bodies) {
      const res = await owner('PATCH', shop, path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const reply = await res.json<{ status: number; rsn: string }>();
      expect(reply.status).toBe(0);
      expect(reply.rsn.length).toBeGreaterThan(5);
    }
    expect(await snapshot(shop)).toBe(before);
    // the owner API takes any text as the owner wrote it; a page showing a lone surrogate still renders
    await expectOk(
      await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi'], I18N: { hi: { STORE_NAME: 'चाय\uD800' } } }),
    );
    const odd = await SELF.fetch(`http://localhost/${shop}?lang=hi`);
    expect(odd.status).toBe(200);
    expect(await odd.text()).toContain('चाय');
    for (const q of ['%00', '%F0', 'hi%0d%0aSet-Cookie:x', '../../etc', 'HI', 'h'.repeat(5000)]) {
      const res = await SELF.fetch(`http://localhost/${shop}?lang=${q}`, {
        headers: { 'Accept-Language': '\uD800;q=1,' + 'x;q=0.5,'.repeat(500) },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });
});
