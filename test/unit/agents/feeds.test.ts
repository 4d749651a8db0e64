import { describe, expect, it } from 'vitest';
import { itemSchema, type ItemInput } from '../../../src/domain/tables/items';
import { imageUrl } from '../../../src/domain/images/image-url';
import {
  feedPrice,
  feedProducts,
  feedText,
  MAX_VARIANTS_PER_ITEM,
  type FeedShop,
} from '../../../src/domain/agents/feed-product';
import { googleFeedXml, type GoogleChannel } from '../../../src/domain/agents/google-feed';
import { acpFeed, acpFeedParts, acpProduct, policyLink, type AcpSeller } from '../../../src/domain/agents/acp-feed';

const ORIGIN = 'https://kirana.example';
const shop: FeedShop = {
  storeId: 'dilli-kirana',
  name: 'Dilli Kirana',
  currency: 'INR',
  url: (path) => `${ORIGIN}${path}`,
  image: (src) => `${ORIGIN}${imageUrl(src, 600, 600)}`,
};
const channel: GoogleChannel = {
  title: 'Dilli Kirana',
  link: `${ORIGIN}/dilli-kirana`,
  description: 'Groceries',
  self: `${ORIGIN}/dilli-kirana/feeds/google.xml`,
  next: null,
};
const seller: AcpSeller = {
  name: 'Dilli Kirana',
  url: `${ORIGIN}/dilli-kirana`,
  returnPolicy: `${ORIGIN}/dilli-kirana#about`,
  privacyPolicy: null,
  terms: null,
};

const item = (over: Partial<ItemInput> = {}) =>
  itemSchema.parse({
    ID: 'toor-dal',
    CAT_ID: 'dals',
    ITEM_NAME: 'Toor Dal',
    ITEM_DESC: 'Unpolished arhar dal.',
    IMAGE: '/img/p/toor-dal.svg',
    PRICE: 17200,
    ...over,
  });

/** The text of each `<g:name>` in an item's XML. */
const gTags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<g:${name}>([^<]*)</g:${name}>`, 'g'))].map((m) => m[1]);

describe('feedPrice: paise to the feeds\' "rupees.paise CURRENCY"', () => {
  it.each([
    [0, '0.00 INR'],
    [5, '0.05 INR'],
    [99, '0.99 INR'],
    [100, '1.00 INR'],
    [13900, '139.00 INR'],
    [1005, '10.05 INR'],
    [123456789, '1234567.89 INR'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91 INR'],
  ])('%i paise -> %s', (paise, expected) => {
    expect(feedPrice(paise, 'INR')).toBe(expected);
  });
});

describe('price and sale price', () => {
  it.each([
    ['no MRP', { PRICE: 13900, MRP: null }, '139.00 INR', null],
    ['MRP equal to the price', { PRICE: 13900, MRP: 13900 }, '139.00 INR', null],
    ['MRP below the price', { PRICE: 13900, MRP: 12000 }, '139.00 INR', null],
    [
      'MRP above the price: price is the MRP, sale price the selling price',
      { PRICE: 13900, MRP: 16000 },
      '160.00 INR',
      '139.00 INR',
    ],
    ['free item', { PRICE: 0, MRP: null }, '0.00 INR', null],
  ] as const)('%s', (_, over, price, sale) => {
    const [p] = feedProducts(item(over), 'Dals', shop);
    expect({ price: p.price, salePrice: p.salePrice }).toEqual({ price, salePrice: sale });
    const xml = googleFeedXml(channel, [p]);
    expect(gTags(xml, 'price')).toEqual([price]);
    expect(gTags(xml, 'sale_price')).toEqual(sale ? [sale] : []);
    const acp = acpProduct(p, seller);
    expect(acp.price).toBe(price);
    expect(acp.sale_price).toBe(sale ?? undefined);
    expect('sale_price' in acp).toBe(sale !== null);
  });
});

describe('availability', () => {
  it.each([
    ['stock not tracked (null)', null, true, null],
    ['stock not tracked (-1)', -1, true, null],
    ['stock 0', 0, false, 0],
    ['stock 1', 1, true, 1],
    ['stock 40', 40, true, 40],
  ] as const)('%s', (_, stock, inStock, quantity) => {
    const [p] = feedProducts(item({ STOCK_QTY: stock }), 'Dals', shop);
    expect(p.inStock).toBe(inStock);
    expect(gTags(googleFeedXml(channel, [p]), 'availability')).toEqual([inStock ? 'in_stock' : 'out_of_stock']);
    const acp = acpProduct(p, seller);
    expect(acp.availability).toBe(inStock ? 'in_stock' : 'out_of_stock');
    expect(acp.inventory_quantity).toBe(quantity ?? undefined);
  });
});

describe('variants', () => {
  const packs = item({
    STOCK_QTY: 0,
    VARIANTS: {
      prices: [
        { key: '500g', label: '500 g', price: 8900 },
        { key: '1kg', label: '1 kg', price: 17200, mrp: 19000 },
      ],
    },
  });

  it('an item without variants is one entry with its own id and no group', () => {
    const entries = feedProducts(item(), 'Dals', shop);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id: 'toor-dal',
      groupId: null,
      title: 'Toor Dal',
      link: `${ORIGIN}/dilli-kirana/dals/toor-dal`,
    });
    expect(gTags(googleFeedXml(channel, entries), 'item_group_id')).toEqual([]);
    expect(acpProduct(entries[0], seller)).not.toHaveProperty('item_group_id');
  });

  it("packs: one entry per pack, grouped by the item id, each at its own price, all sharing the item's stock", () => {
    const entries = feedProducts(packs, 'Dals', shop);
    expect(entries.map((e) => [e.id, e.groupId, e.title, e.price, e.salePrice, e.inStock])).toEqual([
      ['toor-dal__500g__', 'toor-dal', 'Toor Dal (500 g)', '89.00 INR', null, false],
      ['toor-dal__1kg__', 'toor-dal', 'Toor Dal (1 kg)', '190.00 INR', '172.00 INR', false],
    ]);
    const xml = googleFeedXml(channel, entries);
    expect(gTags(xml, 'item_group_id')).toEqual(['toor-dal', 'toor-dal']);
    expect(gTags(xml, 'id')).toEqual(['toor-dal__500g__', 'toor-dal__1kg__']);
    expect(gTags(xml, 'size')).toEqual(['500 g', '1 kg']);
    expect(
      acpFeed({ page: 1, next: null }, entries, seller).products.map((p) => [
        p.id,
        p.item_group_id,
        p.item_group_title,
      ]),
    ).toEqual([
      ['toor-dal__500g__', 'toor-dal', 'Toor Dal'],
      ['toor-dal__1kg__', 'toor-dal', 'Toor Dal'],
    ]);
  });

  it('sizes × colours: every combination, with g:size and g:color', () => {
    const kurta = item({
      ID: 'kurta',
      ITEM_NAME: 'Kurta',
      PRICE: 129900,
      MRP: 179900,
      VARIANTS: {
        sizes: ['S', 'M'],
        colors: [
          { name: 'Jet Black', hex: '#111111' },
          { name: 'Indigo', hex: '#2e3a87' },
        ],
      },
    });
    const entries = feedProducts(kurta, 'Kurtas', shop);
    expect(entries.map((e) => [e.id, e.title, e.size, e.color])).toEqual([
      ['kurta__s__jet%20black', 'Kurta (S, Jet Black)', 'S', 'Jet Black'],
      ['kurta__s__indigo', 'Kurta (S, Indigo)', 'S', 'Indigo'],
      ['kurta__m__jet%20black', 'Kurta (M, Jet Black)', 'M', 'Jet Black'],
      ['kurta__m__indigo', 'Kurta (M, Indigo)', 'M', 'Indigo'],
    ]);
    expect(
      entries.every((e) => e.price === '1799.00 INR' && e.salePrice === '1299.00 INR' && e.groupId === 'kurta'),
    ).toBe(true);
    const xml = googleFeedXml(channel, entries);
    expect(gTags(xml, 'size')).toEqual(['S', 'S', 'M', 'M']);
    expect(gTags(xml, 'color')).toEqual(['Jet Black', 'Indigo', 'Jet Black', 'Indigo']);
  });

  it('a pack and a size together make one size attribute', () => {
    const both = item({ VARIANTS: { sizes: ['M'], prices: [{ key: '2pc', label: '2 pc', price: 100 }] } });
    expect(feedProducts(both, 'Dals', shop).map((e) => [e.id, e.title, e.size])).toEqual([
      ['toor-dal__m%20%2F%202pc__', 'Toor Dal (2 pc, M)', '2 pc / M'],
    ]);
  });

  it('sizes that the cart takes as the same line are listed once', () => {
    const entries = feedProducts(item({ VARIANTS: { sizes: ['M', ' m ', 'L'] } }), 'Dals', shop);
    expect(entries.map((e) => e.id)).toEqual(['toor-dal__m__', 'toor-dal__l__']);
  });

  it(`an item is cut at ${MAX_VARIANTS_PER_ITEM} entries`, () => {
    const many = item({
      VARIANTS: {
        sizes: Array.from({ length: 20 }, (_, i) => `S${i}`),
        colors: Array.from({ length: 20 }, (_, i) => ({ name: `C${i}`, hex: '#000000' })),
      },
    });
    expect(feedProducts(many, 'Dals', shop)).toHaveLength(MAX_VARIANTS_PER_ITEM);
  });
});

describe('text and links', () => {
  it('an empty description falls back to the title', () => {
    const [p] = feedProducts(item({ ITEM_DESC: '' }), 'Dals', shop);
    expect(gTags(googleFeedXml(channel, [p]), 'description')).toEqual(['Toor Dal']);
    expect(acpProduct(p, seller).description).toBe('Toor Dal');
  });

  it("links and images are absolute on the shop's host; extra images are listed; the brand is the shop", () => {
    const [p] = feedProducts(item({ IMAGES: ['https://cdn.example/toor-2.jpg', 'short'] }), 'Dals', shop);
    const xml = googleFeedXml(channel, [p]);
    expect(gTags(xml, 'link')).toEqual([`${ORIGIN}/dilli-kirana/dals/toor-dal`]);
    expect(gTags(xml, 'image_link')).toEqual([`${ORIGIN}/img/p/toor-dal.svg?w=600&amp;h=600`]);
    expect(gTags(xml, 'additional_image_link')).toEqual([
      `${ORIGIN}/api/v1/resizer?url=https%3A%2F%2Fcdn.example%2Ftoor-2.jpg&amp;size=600x600&amp;width=600`,
    ]);
    expect(gTags(xml, 'brand')).toEqual(['Dilli Kirana']);
    expect(gTags(xml, 'condition')).toEqual(['new']);
    expect(gTags(xml, 'product_type')).toEqual(['Dals']);
    expect(gTags(xml, 'gtin')).toEqual([]);
    const acp = acpProduct(p, seller);
    expect(acp).toMatchObject({
      link: `${ORIGIN}/dilli-kirana/dals/toor-dal`,
      image_link: `${ORIGIN}/img/p/toor-dal.svg?w=600&h=600`,
      brand: 'Dilli Kirana',
      product_category: 'Dals',
      enable_search: true,
      enable_checkout: false,
    });
    expect(acp).not.toHaveProperty('gtin');
  });

  it.each([
    ['ampersand and angle brackets', 'Dal & <b>Chawal</b>', 'Dal &amp; &lt;b&gt;Chawal&lt;/b&gt;'],
    ['a CDATA end', 'Rice ]]> more', 'Rice ]]&gt; more'],
    ['quotes', 'Mom\'s "best"', 'Mom&apos;s &quot;best&quot;'],
    ['C0 controls (tab and newline kept)', 'A\u0000B\u0001C\u0008D\u000bE\u000cF\u001fG\tH\nI', 'ABCDEFG\tH\nI'],
    ['U+FFFE and U+FFFF', 'A\ufffeB\uffffC', 'ABC'],
    ['unpaired surrogates (a pair kept)', 'A\ud800B\udc00C\ud83d\ude00', 'ABC\ud83d\ude00'],
  ])('hostile text is escaped: %s', (_, text, escaped) => {
    const [p] = feedProducts(item({ ITEM_NAME: text, ITEM_DESC: text }), text, { ...shop, name: text });
    const xml = googleFeedXml({ ...channel, title: text, description: text }, [p]);
    for (const tag of ['title', 'description', 'brand', 'product_type'])
      expect(gTags(xml, tag), tag).toEqual([escaped.trim()]);
    expect(xml).toContain(`<title>${escaped}</title>`);
    expect(xml).toContain(`<description>${escaped}</description>`);
    // Only markup we wrote: no raw text breaks out of an element, no forbidden character survives.
    expect(xml.replace(/^<\?xml[^>]*\?>/, '').replace(/<(\/?[a-z:_]+)( [^<>]*)?\/?>/g, '')).not.toMatch(
      /[<>]|&(?!(amp|lt|gt|quot|apos);)/,
    );
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/);
    // JSON carries the cleaned text as is.
    expect(acpProduct(p, { ...seller, name: text })).toMatchObject({
      title: feedText(text).trim(),
      seller_name: feedText(text),
    });
  });

  it('titles are cut at 150 characters', () => {
    const [p] = feedProducts(item({ ITEM_NAME: 'x'.repeat(200) }), 'Dals', shop);
    expect(p.title).toHaveLength(150);
  });
});

describe('the feeds around the products', () => {
  it('the RSS channel names the shop, the page and the next page', () => {
    const xml = googleFeedXml({ ...channel, self: `${channel.self}?page=2`, next: `${channel.self}?page=3` }, []);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0"/,
    );
    expect(xml).toContain('<atom:link rel="self" href="https://kirana.example/dilli-kirana/feeds/google.xml?page=2"/>');
    expect(xml).toContain('<atom:link rel="next" href="https://kirana.example/dilli-kirana/feeds/google.xml?page=3"/>');
    expect(googleFeedXml(channel, [])).not.toContain('rel="next"');
  });

  it('the streamed JSON parts wrap products exactly as the whole feed does', () => {
    const entries = feedProducts(item({ VARIANTS: { sizes: ['S', 'M'] } }), 'Dals', shop);
    const page = { page: 2, next: `${ORIGIN}/dilli-kirana/feeds/acp.json?page=3` };
    const { open, close } = acpFeedParts(page);
    const streamed = open + entries.map((p) => JSON.stringify(acpProduct(p, seller))).join(',') + close;
    expect(JSON.parse(streamed)).toEqual(acpFeed(page, entries, seller));
    expect(JSON.parse(open + close)).toMatchObject({ page: 2, next: page.next, products: [] });
  });

  it.each([
    [undefined, null],
    ['', null],
    ['Damaged items are replaced within 24 hours.', `${ORIGIN}/#about`],
    ['https://kirana.example/refunds', 'https://kirana.example/refunds'],
    ['javascript:alert(1)', `${ORIGIN}/#about`],
  ])('policy %s -> %s', (text, link) => {
    expect(policyLink(text, `${ORIGIN}/#about`)).toBe(link);
  });
});
