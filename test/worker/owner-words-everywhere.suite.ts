import { createExecutionContext, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { dilliKirana, noirThreads } from '../../seed/shops';
import type { SeedShop } from '../../seed/types';
import { Buyer, NEAR } from './orders-helpers';

/**
 * The owner's words in the page's language wherever they show (#29 item 5): every shopper page of a demo shop,
 * rendered in the shop's second language, names no category or item in English where the owner translated it:
 * not in headings, cards, breadcrumbs, titles, meta descriptions, JSON-LD, bag lines, order lines or lists.
 * The names to look for come from the seeded catalogue itself.
 */

type Lang = 'hi' | 'ta';
const CASES: { shop: SeedShop; lang: Lang }[] = [
  { shop: dilliKirana, lang: 'hi' },
  { shop: noirThreads, lang: 'ta' },
];

/** [as written, translated] for every enabled category and item the owner translated into `lang`, and the shop's name. */
function translatedNames(shop: SeedShop, lang: Lang): [string, string][] {
  const off = new Set(shop.categories.filter((c) => c.IS_DISABLED).map((c) => c.CAT_ID));
  const pairs: [string, string][] = [];
  for (const c of shop.categories) {
    const name = c.I18N?.[lang]?.CAT_NAME;
    if (name && !off.has(c.CAT_ID)) pairs.push([c.CAT_NAME, name]);
  }
  for (const i of shop.items) {
    const name = i.I18N?.[lang]?.ITEM_NAME;
    if (name && !off.has(i.CAT_ID)) pairs.push([i.ITEM_NAME, name]);
  }
  const storeName = shop.store.I18N?.[lang]?.STORE_NAME;
  if (storeName) pairs.push([shop.store.STORE_NAME, storeName]);
  return pairs;
}

/**
 * Texts that rightly stay as written on a page in `lang` (the owner did not translate them, or a shopper wrote
 * them), which may mention an English name in passing: they are cut out before the names are looked for.
 */
function untranslatedTexts(shop: SeedShop, lang: Lang): string[] {
  const texts: (string | undefined)[] = [
    ...shop.items.filter((i) => !i.I18N?.[lang]?.ITEM_DESC).map((i) => i.ITEM_DESC),
    ...shop.categories.filter((c) => !c.I18N?.[lang]?.CAT_DESC).map((c) => c.CAT_DESC),
    ...shop.questions.flatMap(([, , q, a]) => [q, a ?? undefined]),
    ...shop.reviews.flatMap(([, , , title, body]) => [title, body]),
    ...Object.values(shop.store.ABOUT ?? {}).map(String),
    shop.store.I18N?.[lang]?.STORE_DESC ? undefined : shop.store.STORE_DESC,
  ];
  return texts.filter((t): t is string => Boolean(t && t.length > 3)).sort((a, b) => b.length - a.length);
}

/** The page's text as a reader of its HTML, meta tags, JSON-LD and island props gets it. */
function decoded(html: string): string {
  return html
    .replace(/\\u0026/g, '&')
    .replace(/\\u003c/g, '<')
    .replace(/\\u003e/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The English names left on the page where a translation exists. */
function leftInEnglish(html: string, pairs: [string, string][], fallbacks: string[]): string[] {
  let text = decoded(html);
  for (const f of fallbacks) text = text.split(f).join(' ');
  return pairs.filter(([en]) => text.includes(en)).map(([en]) => en);
}

/** The first of each option an item offers (pack, size, colour), one unit. */
const choiceOf = (i: SeedShop['items'][number]) => ({
  selectedQuantity: 1,
  variantKey: i.VARIANTS?.prices?.[0]?.key,
  selectedSize: i.VARIANTS?.sizes?.[0],
  selectedColor: i.VARIANTS?.colors?.[0]?.name,
});

async function fetchAs(b: Buyer | null, path: string, headers: Record<string, string> = {}) {
  const cookie = b ? [b.sid ? `${b.storeId}_cartSessionId=${b.sid}` : '', b.cookie].filter(Boolean).join('; ') : '';
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
      redirect: 'manual',
    }),
    env as never,
    createExecutionContext(),
  );
  return { status: res.status, body: await res.text() };
}

for (const { shop, lang } of CASES) {
  const s = shop.store.id;
  const pairs = translatedNames(shop, lang);
  const fallbacks = untranslatedTexts(shop, lang);
  const on = (path: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

  describe(`${s} in ${lang}: the owner's words in the page's language`, () => {
    let buyer: Buyer;
    let orderId: string;
    let trackUrl: string;
    const enabled = shop.items.filter(
      (i) => i.I18N?.[lang]?.ITEM_NAME && !shop.categories.find((c) => c.CAT_ID === i.CAT_ID)?.IS_DISABLED,
    );
    // one category's in-stock items (a single-catalogue shop takes one category per bag)
    const firstCat = enabled[0].CAT_ID;
    const bought = enabled
      .filter((i) => i.CAT_ID === firstCat && (i.STOCK_QTY === null || (i.STOCK_QTY ?? 0) > 2))
      .slice(0, 3);
    const asked = enabled.find((i) => shop.questions.some(([id]) => id === i.ID)) ?? enabled[0];

    beforeAll(async () => {
      expect(pairs.length).toBeGreaterThan(10);
      buyer = await Buyer.signIn(s);
      for (const i of bought) {
        const r = await buyer.add(i.ID, choiceOf(i));
        expect(r.body.status, JSON.stringify(r.body)).toBe(1);
      }
      const address = await buyer.addAddress(NEAR);
      const placed = await buyer.place({
        sid: buyer.sid,
        address_id: address,
        payment_method: 'COD',
        idempotency_key: `words-${lang}`,
      });
      expect(placed.body.status, JSON.stringify(placed.body)).toBe(1);
      orderId = placed.body.order_id;
      const order = await buyer.request('GET', `/api/v2/orders/${orderId}`);
      trackUrl = new URL(order.body.order.track_url).pathname + new URL(order.body.order.track_url).search;
      // a second bag with the same items for the bag and checkout pages
      for (const i of bought) await buyer.add(i.ID, choiceOf(i));
      for (const i of bought)
        expect((await buyer.request('PUT', `/api/v2/account/wishlist/${i.ID}`)).body.status).toBe(1);
      expect(
        (
          await buyer.request('POST', '/api/v2/account/questions', {
            ITEM_ID: bought[0].ID,
            QUESTION: 'Is this fresh stock?',
          })
        ).body.status,
      ).toBe(1);
    }, 60_000);

    const publicPages = (): string[] => [
      `/${s}`,
      `/${s}/categories`,
      ...shop.categories
        .filter((c) => !c.IS_DISABLED)
        .flatMap((c) => [`/${s}/${c.CAT_ID}`, `/${s}/categories/${c.CAT_ID}`]),
      ...enabled.map((i) => `/${s}/${i.CAT_ID}/${i.ID}`),
      `/${s}/${asked.CAT_ID}/${asked.ID}/allquestions`,
      `/${s}/${asked.CAT_ID}/${asked.ID}/userReviews`,
      `/${s}/search/${encodeURIComponent(bought[0].I18N![lang]!.ITEM_NAME!.split(' ')[0])}`,
    ];

    it('catalogue pages (home, categories, every category and item, questions, reviews, search) name nothing in English that has a translation', async () => {
      const found: string[] = [];
      for (const path of publicPages()) {
        const r = await fetchAs(null, on(path));
        expect(r.status, path).toBe(200);
        const left = leftInEnglish(r.body, pairs, fallbacks);
        if (left.length) found.push(`${path}: ${left.join(', ')}`);
      }
      expect(found).toEqual([]);
    }, 120_000);

    it('the item page says its language: html lang, og:locale and inLanguage on every JSON-LD block; the category lists its items (ItemList) in it', async () => {
      const item = enabled[0];
      const { body } = await fetchAs(null, on(`/${s}/${item.CAT_ID}/${item.ID}`));
      expect(body).toContain(`<html lang="${lang}-IN"`);
      expect(body).toContain(`<meta property="og:locale" content="${lang}_IN"/>`);
      const blocks = [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
      for (const b of blocks) expect(b.inLanguage).toBe(`${lang}-IN`);
      const product = blocks.find((b) => b['@type'] === 'Product');
      expect(product.name).toBe(item.I18N![lang]!.ITEM_NAME);
      const category = shop.categories.find((c) => c.CAT_ID === item.CAT_ID)!;
      expect(product.category).toBe(category.I18N![lang]!.CAT_NAME);
      expect(
        blocks.find((b) => b['@type'] === 'BreadcrumbList').itemListElement.map((e: { name: string }) => e.name),
      ).toEqual([
        shop.store.I18N?.[lang]?.STORE_NAME ?? shop.store.STORE_NAME,
        category.I18N![lang]!.CAT_NAME,
        item.I18N![lang]!.ITEM_NAME,
      ]);

      const list = (await fetchAs(null, on(`/${s}/${item.CAT_ID}`))).body;
      const itemList = [...list.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
        .map((m) => JSON.parse(m[1]))
        .find((b) => b['@type'] === 'ItemList');
      expect(itemList.name).toBe(category.I18N![lang]!.CAT_NAME);
      expect(itemList.itemListElement.map((e: { name: string }) => e.name)).toContain(item.I18N![lang]!.ITEM_NAME);
    });

    it("the shopper's pages (bag, checkout, order placed, tracking, the shared tracking link, orders, wishlist, questions) name the lines in the page's language", async () => {
      const found: string[] = [];
      const paths = [
        `/${s}/bag`,
        `/${s}/checkout`,
        `/${s}/checkout/ordersuccessful?order=${orderId}`,
        `/${s}/track/${orderId}`,
        `/${s}/account/pages/orders`,
        `/${s}/account/pages/wishlist`,
        `/${s}/account/pages/questions`,
      ];
      for (const path of paths) {
        const r = await fetchAs(buyer, on(path));
        expect(r.status, path).toBe(200);
        const left = leftInEnglish(r.body, pairs, fallbacks);
        if (left.length) found.push(`${path}: ${left.join(', ')}`);
        if (!path.includes('account/pages/orders'))
          expect(decoded(r.body), path).toContain(bought[0].I18N![lang]!.ITEM_NAME);
      }
      const shared = await fetchAs(null, on(trackUrl));
      expect(shared.status).toBe(200);
      expect(decoded(shared.body)).toContain(bought[0].I18N![lang]!.ITEM_NAME);
      const left = leftInEnglish(shared.body, pairs, fallbacks);
      if (left.length) found.push(`shared tracking link: ${left.join(', ')}`);
      expect(found).toEqual([]);
    }, 60_000);

    it("the about block gives the working days in the page's language and the phone as +91 98765 43210", async () => {
      const MONDAY = { hi: 'सोम', ta: 'திங்.' };
      const monday = shop.store.WORKING_HOURS!.find((h) => h.day === 'Mon')!;
      const about = decoded((await fetchAs(buyer, on(`/${s}/account/pages/about`))).body);
      expect(about).toContain(`${MONDAY[lang]} ${monday.open}–${monday.close}`);
      expect(about).not.toContain(`Mon ${monday.open}`);
      const digits = shop.store.CUST_CARE!.replace(/\D/g, '').slice(-10);
      expect(about).toContain(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
      expect(about).toContain(`href="tel:+91${digits}"`);
    });

    it("in English the same pages keep the owner's own words", async () => {
      const item = bought[0];
      expect(decoded((await fetchAs(null, `/${s}/${item.CAT_ID}/${item.ID}?lang=en`)).body)).toContain(item.ITEM_NAME);
      expect(decoded((await fetchAs(buyer, `/${s}/track/${orderId}?lang=en`)).body)).toContain(item.ITEM_NAME);
    });

    it('the product feeds speak the language the agent asks for (titles and product_type), English when it asks none', async () => {
      const item = bought[0];
      const category = shop.categories.find((c) => c.CAT_ID === item.CAT_ID)!;
      const asking = await fetchAs(null, `/${s}/feeds/google.xml`, { 'Accept-Language': lang });
      expect(asking.status).toBe(200);
      expect(decoded(asking.body)).toContain(`<g:product_type>${category.I18N![lang]!.CAT_NAME}</g:product_type>`);
      expect(decoded(asking.body)).toContain(item.I18N![lang]!.ITEM_NAME);
      expect(leftInEnglish(asking.body, pairs, fallbacks)).toEqual([]);
      const acp = JSON.parse((await fetchAs(null, `/${s}/feeds/acp.json`, { 'Accept-Language': lang })).body);
      expect(JSON.stringify(acp)).toContain(item.I18N![lang]!.ITEM_NAME);
      const plain = decoded((await fetchAs(null, `/${s}/feeds/google.xml`)).body);
      expect(plain).toContain(`<g:product_type>${category.CAT_NAME}</g:product_type>`);
      expect(plain).toContain(item.ITEM_NAME);
    });
  });
}
