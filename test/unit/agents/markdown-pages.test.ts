import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { categorySchema } from '../../../src/domain/tables/categories';
import { itemSchema, type ItemInput } from '../../../src/domain/tables/items';
import { storeSchema, type StoreInput } from '../../../src/domain/tables/stores';
import type { ShopContext } from '../../../src/domain/agents/markdown-shop';
import { deliveryRules } from '../../../src/domain/agents/markdown-shop';
import {
  categoriesMarkdown,
  categoryMarkdown,
  homeMarkdown,
  itemMarkdown,
  notFoundMarkdown,
  searchMarkdown,
} from '../../../src/domain/agents/markdown-pages';
import {
  aboutMarkdown,
  blogListMarkdown,
  blogPostMarkdown,
  customPageMarkdown,
} from '../../../src/domain/agents/markdown-content';

const ORIGIN = 'https://shop.example';
const HOSTILE = '[click](javascript:alert(1)) <script>x</script> **bold**';

const store = (over: Partial<StoreInput> = {}) =>
  storeSchema.parse({
    id: 'kirana',
    STORE_NAME: 'Kirana',
    STORE_DESC: 'Atta and dal.',
    CUST_CARE: '9876501234',
    HelloBar: { text: 'Free delivery above ₹499', targetScreens: ['Home'] },
    CART_RULES: {
      GST: true,
      MINIMUM_CART_VALUE: 9900,
      DELIVERY_CHARGE: 3000,
      DELIVERY_FREE_ABOVE: 49900,
      EXTRA_CHARGE_PER_KM: 1000,
      STANDARD_DELIVERY_AREA: 3,
      MAX_DELIVERY_RADIUS: 10,
      EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
    },
    ABOUT: {
      email: 'a@kirana.example',
      address: 'Shop 14, Lajpat Nagar',
      gstin: '07AAJPA4821K1ZU',
      fssai: '10719011000527',
      refund: 'Within 24 hours.',
    },
    WORKING_HOURS: [{ day: 'Mon', open: '08:00', close: '21:30' }],
    ...over,
  });
const rice = categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: 'Chawal / Rice', CAT_DESC: 'Basmati and more.' });
const item = (over: Partial<ItemInput> = {}) =>
  itemSchema.parse({
    ID: 'basmati',
    CAT_ID: 'rice',
    ITEM_NAME: 'Classic Basmati Rice',
    ITEM_DESC: 'Long grains.',
    PRICE: 13900,
    MRP: 16000,
    GST_PERCENT: 5,
    STOCK_QTY: 40,
    VARIANTS: {
      prices: [
        { key: '1kg', label: '1 kg', price: 13900, mrp: 16000, gst: 5 },
        { key: '5kg', label: '5 kg', price: 64900, mrp: 76000, gst: 5 },
      ],
    },
    ...over,
  });
const ctx = (over: Partial<StoreInput> = {}, categories = [rice]): ShopContext => ({
  store: store(over),
  categories,
  url: (p) => `${ORIGIN}${p}`,
});
const noRatings = { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] as [number, number, number, number, number] };

const render = (md: string) => marked.parse(md, { async: false, gfm: true }) as string;
const hrefs = (md: string) => [...render(md).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

/** Every page builder, with hostile owner text wherever the owner writes. */
const hostileShop = ctx(
  {
    STORE_NAME: HOSTILE,
    STORE_DESC: HOSTILE,
    HelloBar: { text: HOSTILE, targetScreens: ['Home', 'Categories', 'CategoryItemsDisplay', 'ItemDetails'] },
    ABOUT: { address: HOSTILE, terms: HOSTILE },
  },
  [categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: HOSTILE, CAT_DESC: HOSTILE })],
);
const hostileItem = item({
  ITEM_NAME: HOSTILE,
  ITEM_DESC: `${HOSTILE}\n\n# ${HOSTILE}`,
  VARIANTS: {
    sizes: ['[s](javascript:x)'],
    colors: [{ name: '<b>[c](javascript:x)</b>', hex: '#000000' }],
    prices: [
      { key: 'a', label: HOSTILE, price: 100 },
      { key: 'b', label: 'B', price: 200 },
    ],
  },
});
const hostileCategory = hostileShop.categories[0];
const PAGES: [string, () => string][] = [
  [
    'home',
    () =>
      homeMarkdown(
        hostileShop,
        [{ category: hostileCategory, items: [hostileItem] }],
        [{ code: HOSTILE, description: HOSTILE }],
      ),
  ],
  ['categories', () => categoriesMarkdown(hostileShop, new Map([['rice', [hostileItem]]]))],
  ['category', () => categoryMarkdown(hostileShop, hostileCategory, [hostileItem], 2, true)],
  ['search', () => searchMarkdown(hostileShop, HOSTILE, [hostileItem], 1, true, hostileCategory)],
  ['search, nothing found', () => searchMarkdown(hostileShop, HOSTILE, [], 1, false)],
  [
    'item',
    () =>
      itemMarkdown(hostileShop, {
        item: hostileItem,
        category: hostileCategory,
        ratings: noRatings,
        questions: [{ question: HOSTILE, answer: HOSTILE }],
        related: [hostileItem],
      }),
  ],
  [
    'blogs',
    () =>
      blogListMarkdown(
        hostileShop,
        [{ id: 'tips', name: HOSTILE }],
        [{ id: 'p', title: HOSTILE, excerpt: HOSTILE, published_at: '2025-07-04' }],
      ),
  ],
  ['blog collection', () => blogListMarkdown(hostileShop, [], [], { id: 'tips', name: HOSTILE })],
  [
    'blog post',
    () =>
      blogPostMarkdown(
        hostileShop,
        { id: 'p', title: HOSTILE, body: HOSTILE, published_at: '2025-07-04' },
        { id: 'tips', name: HOSTILE },
      ),
  ],
  ['custom page', () => customPageMarkdown(hostileShop, { id: 'p', title: HOSTILE, body: HOSTILE })],
  ['about', () => aboutMarkdown(hostileShop)],
  ['404', () => notFoundMarkdown(hostileShop)],
];

describe('every page keeps hostile owner text inert and every link absolute on the shop', () => {
  it.each(PAGES)('%s', (name, build) => {
    const md = build();
    const html = render(md);
    expect(html).not.toMatch(/<script|<em>|(href|src)="javascript:/i);
    // a blog's or page's body is the owner's own Markdown: its bold stays bold; nowhere else
    if (!['blog post', 'custom page'].includes(name)) expect(html).not.toContain('<strong>bold');
    expect(md).toContain('&lt;script&gt;x&lt;/script&gt;');
    const links = hrefs(md);
    expect(links.length).toBeGreaterThan(0);
    for (const h of links) expect(h, h).toMatch(/^(https:\/\/shop\.example\/kirana|tel:\+91\d+$|mailto:)/);
  });
});

describe('the item page', () => {
  const md = itemMarkdown(ctx(), {
    item: item(),
    category: rice,
    ratings: { count: 3, average: 4.7, distribution: [2, 1, 0, 0, 0] },
    questions: [{ question: 'Aged?', answer: 'One year.' }],
    related: [],
  });

  it.each([
    ['# Classic Basmati Rice'],
    ['Price: ₹139.00 for 1 kg (MRP ₹160.00), 13% off'],
    ['GST: 5%, ₹6.95 per unit on top of the price'],
    ['Availability: In stock (40 left)'],
    ['  - 1 kg: ₹139.00 (MRP ₹160.00)'],
    ['  - 5 kg: ₹649.00 (MRP ₹760.00)'],
    ['Rating: 4.7 out of 5 stars from 3 reviews'],
    ['Category: [Chawal / Rice](https://shop.example/kirana/rice)'],
    ['Page: [https://shop.example/kirana/rice/basmati](https://shop.example/kirana/rice/basmati)'],
    ['## About this item\n\nLong grains.'],
    ['Minimum order: ₹99.00.'],
    ['Delivery charge: ₹30.00, free on orders of ₹499.00 or more.'],
    ['₹10.00 more for each started km beyond 3 km from the shop.'],
    ['Delivers within 10 km of the shop.'],
    ['Packing: ₹5.00 on every order.'],
    ['Q: Aged? A: One year.'],
  ])('says %j', (text) => {
    expect(md).toContain(text);
  });

  it.each([
    [{ STOCK_QTY: 0 }, 'Availability: Out of stock'],
    [{ STOCK_QTY: 3 }, 'Availability: Only 3 left'],
    [{ STOCK_QTY: null }, 'Availability: In stock\n'],
    [{ STOCK_QTY: -1 }, 'Availability: In stock\n'],
  ])('stock %j reads %j', (over, text) => {
    expect(
      itemMarkdown(ctx(), { item: item(over), category: rice, ratings: noRatings, questions: [], related: [] }),
    ).toContain(text);
  });

  it('shows no GST when the shop does not charge it, and no MRP when it is not above the price', () => {
    const plain = itemMarkdown(ctx({ CART_RULES: { GST: false } }), {
      item: item({ MRP: 13900, VARIANTS: { prices: [], sizes: [], colors: [] } }),
      category: rice,
      ratings: noRatings,
      questions: [],
      related: [],
    });
    expect(plain).toContain('Price: ₹139.00\n');
    expect(plain).not.toContain('GST');
    expect(plain).not.toContain('MRP');
  });
});

describe('lists, pagers and pages', () => {
  it('home: the shop, its notice, categories, sections with prices, offers, about', () => {
    const md = homeMarkdown(
      ctx(),
      [{ category: rice, items: [item()] }],
      [{ code: 'FLAT50', description: 'Flat ₹50 off' }],
    );
    expect(md.startsWith('# Kirana\n')).toBe(true);
    expect(md).toContain('**Notice:** Free delivery above ₹499');
    expect(md).toContain('- [Chawal / Rice](https://shop.example/kirana/rice): Basmati and more.');
    expect(md).toContain(
      '- [Classic Basmati Rice](https://shop.example/kirana/rice/basmati): from ₹139.00 (MRP ₹160.00) · 1 kg, 5 kg',
    );
    expect(md).toContain('Code FLAT50: Flat ₹50 off');
    expect(md).toContain('Phone: [+91 98765 01234](tel:+919876501234)');
  });

  it('category: paged with absolute previous and next links', () => {
    const md = categoryMarkdown(ctx(), rice, [item()], 2, true);
    expect(md).toContain('# Chawal / Rice (page 2)');
    expect(md).toContain('Previous page: [page 1](https://shop.example/kirana/rice)');
    expect(md).toContain('Next page: [page 3](https://shop.example/kirana/rice?page=3)');
  });

  it('search: the query escaped, results, and the pager keeps the category', () => {
    const md = searchMarkdown(ctx(), 'basmati (1kg)', [item()], 1, true, rice);
    expect(md).toContain('# Results for “basmati \\(1kg\\)” in Chawal / Rice');
    expect(md).toContain('Next page: [page 2](https://shop.example/kirana/search/basmati%20%281kg%29?cat=rice&page=2)');
  });

  it('about: every row the HTML about block shows, and the delivery rules', () => {
    const md = aboutMarkdown(ctx());
    for (const row of [
      'Phone: [+91 98765 01234](tel:+919876501234)',
      'Email: [a@kirana.example](mailto:a@kirana.example)',
      'Hours: Mon 08:00–21:30',
      'Address: Shop 14, Lajpat Nagar',
      'GSTIN: 07AAJPA4821K1ZU',
      'FSSAI: 10719011000527',
      'Refunds: Within 24 hours.',
      'Minimum order: ₹99.00.',
    ]) {
      expect(md).toContain(row);
    }
  });

  it('blog post: its date, collection link and the owner body with its formatting', () => {
    const md = blogPostMarkdown(
      ctx(),
      {
        id: 'atta',
        title: 'Atta in the monsoon',
        body: '1. **Buy small packs.**\n2. Use a [dabba](/kirana/rice).',
        published_at: '2025-07-04',
      },
      { id: 'tips', name: 'Kitchen Tips' },
    );
    expect(md).toContain('Published 2025-07-04 in [Kitchen Tips](https://shop.example/kirana/content/blogs/tips)');
    expect(md).toContain('1. **Buy small packs.**\n2. Use a [dabba](https://shop.example/kirana/rice).');
  });
});

describe('delivery rules from the settings', () => {
  it.each([
    [{}, ['Delivery: free.', 'Payment: cash on delivery.']],
    [{ DELIVERY_CHARGE: 4900 }, ['Delivery charge: ₹49.00.']],
    [
      { DELIVERY_FREE_ABOVE: 50000, EXTRA_CHARGE_PER_KM: 500 },
      ['Delivery is free on orders of ₹500.00 or more.', '₹5.00 more for each started km beyond 0 km from the shop.'],
    ],
    [{ ONLY_SINGLE_CATALOG: true }, ['A bag holds items of one category at a time.']],
    [
      { WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 0 } },
      ['Payment: cash on delivery, the shop wallet, udhaar (credit with the shop).'],
    ],
  ])('%j', (rules, lines) => {
    const out = deliveryRules(store({ CART_RULES: rules }).CART_RULES);
    for (const l of lines) expect(out).toContain(l);
  });
});
