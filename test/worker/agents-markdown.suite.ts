import { beforeAll, describe, expect, it } from 'vitest';
import { createShop, get } from './helpers';

/**
 * A shop's public pages in Markdown for agents (Accept: text/markdown), against the seeded demo shops: the same
 * facts as the HTML page, absolute links on the shop's own host (its custom domain when it has one, as the
 * canonical links), a Markdown 404, owner text that cannot inject Markdown, links or HTML, and the HTML pages
 * untouched for browsers and for paths that are not public pages.
 */
const MD = { Accept: 'text/markdown' };
const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' };
/** dilli-kirana has a verified custom domain: its links are there, whichever host was asked. */
const DILLI = 'https://dillikirana.localhost/dilli-kirana';

async function markdown(path: string, host?: string): Promise<{ res: Response; md: string }> {
  const res = await get(path, { headers: MD, host });
  return { res, md: await res.text() };
}

function expectMarkdownPage(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  expect(res.headers.get('Vary')).toContain('Accept');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
  expect(res.headers.get('X-Robots-Tag')).toBeNull();
}

/** Every link target of a Markdown text. */
const links = (md: string) => [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

describe('the public pages of dilli-kirana in Markdown', () => {
  it.each([
    [
      '/dilli-kirana',
      [
        '# Dilli Kirana Store',
        `- [Chawal / Rice](${DILLI}/rice): Basmati, sela and everyday rice, weighed fresh.`,
        `[Classic Basmati Rice](${DILLI}/rice/basmati-classic): from ₹139.00 (MRP ₹160.00) · 1 kg, 5 kg`,
        '**Notice:** Free delivery on orders above ₹499',
        'Code FLAT50: Flat ₹50 off',
        'GSTIN: 07AAJPA4821K1ZU',
      ],
    ],
    ['/dilli-kirana/home', ['# Dilli Kirana Store']],
    ['/dilli-kirana/categories', ['# Categories', '## Chawal / Rice', '## Dairy', `[View all Dairy](${DILLI}/dairy)`]],
    [
      '/dilli-kirana/rice',
      [
        '# Chawal / Rice',
        `[Dilli Kirana Store](${DILLI}) › [Chawal / Rice](${DILLI}/rice)`,
        `[Kolam Rice](${DILLI}/rice/kolam-rice): from ₹72.00 · 1 kg, 5 kg · Out of stock`,
      ],
    ],
    ['/dilli-kirana/categories/rice', ['# Chawal / Rice', `[Sona Masoori Rice](${DILLI}/rice/sona-masoori)`]],
    [
      '/dilli-kirana/search/basmati',
      ['# Results for “basmati”', `[Classic Basmati Rice](${DILLI}/rice/basmati-classic)`],
    ],
    ['/dilli-kirana/search/zzzzqqq', ['No items match “zzzzqqq”']],
    [
      '/dilli-kirana/content/blogs',
      [
        '# Blogs',
        `[Kitchen Tips](${DILLI}/content/blogs/kitchen-tips)`,
        `[How to store atta in the monsoon](${DILLI}/content/blogs/read/store-atta-in-monsoon) (2025-07-04)`,
      ],
    ],
    [
      '/dilli-kirana/content/blogs/festive-recipes',
      ['# Festive Recipes', `[Besan ke ladoo, the easy way](${DILLI}/content/blogs/read/besan-ladoo-for-diwali)`],
    ],
    [
      '/dilli-kirana/content/blogs/read/store-atta-in-monsoon',
      [
        '# How to store atta in the monsoon',
        `Published 2025-07-04 in [Kitchen Tips](${DILLI}/content/blogs/kitchen-tips)`,
        '1. **Buy smaller packs.** A 5 kg bag',
      ],
    ],
    [
      '/dilli-kirana/content/pages/shipping-policy',
      ['# Shipping policy', '## Delivery', '- **Free delivery** on orders above ₹499; otherwise ₹30.'],
    ],
    [
      '/dilli-kirana/account/pages/about',
      [
        '# About Dilli Kirana Store',
        'Phone: [+91 98765 01234](tel:+919876501234)',
        'Email: [orders@dillikirana.example](mailto:orders@dillikirana.example)',
        'Hours: Mon 08:00–21:30',
        'Address: Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024',
        'GSTIN: 07AAJPA4821K1ZU',
        'FSSAI: 10719011000527',
        'Refunds: Damaged or wrong items are replaced',
        'Minimum order: ₹99.00.',
      ],
    ],
  ])('%s', async (path, facts) => {
    const { res, md } = await markdown(path);
    expectMarkdownPage(res);
    for (const fact of facts) expect(md).toContain(fact);
    for (const l of links(md))
      expect(l).toMatch(/^(https:\/\/dillikirana\.localhost\/dilli-kirana(\/|$)|tel:|mailto:)/);
  });

  it('an item: price in rupees with MRP, packs, GST, stock, description, delivery rules and links', async () => {
    const { res, md } = await markdown('/dilli-kirana/rice/basmati-classic');
    expectMarkdownPage(res);
    for (const fact of [
      '# Classic Basmati Rice',
      `[Dilli Kirana Store](${DILLI}) › [Chawal / Rice](${DILLI}/rice) › [Classic Basmati Rice](${DILLI}/rice/basmati-classic)`,
      '- Price: ₹139.00 for 1 kg (MRP ₹160.00), 13% off',
      '- GST: 5%, ₹6.95 per unit on top of the price',
      '  - 1 kg: ₹139.00 (MRP ₹160.00)',
      '  - 5 kg: ₹649.00 (MRP ₹760.00)',
      `- Category: [Chawal / Rice](${DILLI}/rice)`,
      `${DILLI}/rice/basmati-classic`,
      'Long, aromatic grains aged for a year.',
      '- Minimum order: ₹99.00.',
      '- Delivery charge: ₹30.00, free on orders of ₹499.00 or more.',
      '- ₹10.00 more for each started km beyond 3 km from the shop.',
      '- Delivers within 10 km of the shop.',
    ])
      expect(md).toContain(fact);
    expect(md).toMatch(/- Availability: In stock \(\d+ left\)/);
  });

  it('an item out of stock says so; besan shows its answered questions and rating', async () => {
    expect((await markdown('/dilli-kirana/rice/kolam-rice')).md).toContain('- Availability: Out of stock');
    const { md } = await markdown('/dilli-kirana/atta-flours/besan');
    expect(md).toContain('Q: Is this besan made from pure chana dal or mixed with matar? A: Pure chana dal only');
    expect(md).toMatch(/- Rating: [\d.]+ out of 5 stars from \d+ reviews/);
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await get('/dilli-kirana/rice', { method: 'HEAD', headers: MD });
    expectMarkdownPage(res);
    expect(await res.text()).toBe('');
  });
});

describe('what is not a public page, or not asked for in Markdown', () => {
  it.each([
    '/dilli-kirana/no-such-category',
    '/dilli-kirana/festive-hampers',
    '/dilli-kirana/rice/no-such-item',
    '/dilli-kirana/festive-hampers/dry-fruit-box',
    '/dilli-kirana/rice?page=2',
    '/dilli-kirana/content/pages/no-such-page',
    '/dilli-kirana/content/blogs/read/no-such-post',
    '/dilli-kirana/content/blogs/no-such-collection',
  ])('%s is a Markdown 404 with a link home', async (path) => {
    const { res, md } = await markdown(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(md).toContain('# Not found');
    expect(md).toContain(`[Go to the shop](${DILLI})`);
  });

  it.each([
    ['/dilli-kirana/bag', 200],
    ['/dilli-kirana/checkout', 302],
    ['/dilli-kirana/account', 302],
    ['/dilli-kirana/account/pages/orders', 302],
    ['/dilli-kirana/login', 200],
    ['/dilli-kirana/sitemap', 200],
  ])('%s keeps its HTML answer', async (path, status) => {
    const res = await get(path, { headers: MD });
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type') ?? 'text/html').not.toContain('markdown');
  });

  it.each([
    '/dilli-kirana',
    '/dilli-kirana/rice',
    '/dilli-kirana/rice/basmati-classic',
    '/dilli-kirana/content/pages/shipping-policy',
  ])('a browser still gets the HTML of %s', async (path) => {
    const res = await get(path, { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Vary')).toContain('Accept');
    expect(await res.text()).toMatch(/^<!DOCTYPE html>/i);
  });

  it('a POST with Accept: text/markdown is no Markdown request', async () => {
    const res = await get('/dilli-kirana/rice', { method: 'POST', headers: MD });
    expect(res.headers.get('Content-Type') ?? '').not.toContain('markdown');
  });
});

describe('hosts', () => {
  it('on the custom domain the links stay on it', async () => {
    const { res, md } = await markdown('/dilli-kirana/rice/basmati-classic', 'dillikirana.localhost');
    expectMarkdownPage(res);
    expect(md).toContain(`- Category: [Chawal / Rice](${DILLI}/rice)`);
    for (const l of links(md)) expect(l.startsWith('https://dillikirana.localhost/dilli-kirana')).toBe(true);
  });

  it('a shop without a custom domain links on the host that was asked', async () => {
    const { res, md } = await markdown('/noir-threads');
    expectMarkdownPage(res);
    const found = links(md);
    expect(found.length).toBeGreaterThan(5);
    for (const l of found) expect(l, l).toMatch(/^(http:\/\/localhost\/noir-threads(\/|$)|tel:|mailto:)/);
  });
});

describe('owner text cannot inject Markdown, links or HTML', () => {
  const SHOP = 'md-hostile';
  const HOSTILE = '[click](javascript:alert(1)) <script>x</script> **bold**';

  beforeAll(async () => {
    const db = await createShop(SHOP, 'Hostile Lab');
    await db.batch([
      db.prepare('UPDATE stores SET description = ? WHERE id = ?').bind(`${HOSTILE}\n# heading`, SHOP),
      db
        .prepare('INSERT INTO categories (id, name, description, position) VALUES (?, ?, ?, 1)')
        .bind('lab', HOSTILE, HOSTILE),
      db
        .prepare(
          'INSERT INTO items (id, cat_id, name, description, price, mrp, stock_qty) VALUES (?, ?, ?, ?, 13900, 16000, 5)',
        )
        .bind('bad', 'lab', HOSTILE, `${HOSTILE}\n\n- [steal](javascript:alert(2))`),
      db
        .prepare('INSERT INTO custom_pages (id, title, body) VALUES (?, ?, ?)')
        .bind(
          'policy',
          HOSTILE,
          `Read **this**.\n\n<script>alert(3)</script>\n\n[ok](/${SHOP}/lab) [bad](javascript:alert(4)) [ref][r]\n\n[r]: javascript:alert(5)`,
        ),
    ]);
  });

  it.each([
    `/${SHOP}`,
    `/${SHOP}/categories`,
    `/${SHOP}/lab`,
    `/${SHOP}/lab/bad`,
    `/${SHOP}/search/click`,
    `/${SHOP}/content/pages/policy`,
  ])('%s', async (path) => {
    const { res, md } = await markdown(path);
    expectMarkdownPage(res);
    expect(md).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(md).not.toMatch(/<script/i);
    expect(md).not.toMatch(/\]\(\s*javascript:/i);
    expect(md).not.toMatch(/\]:\s*javascript:/i);
    for (const l of links(md)) expect(l, l).toMatch(/^http:\/\/localhost\/md-hostile(\/|$)/);
  });

  it('the item names itself escaped, with its price', async () => {
    const { md } = await markdown(`/${SHOP}/lab/bad`);
    expect(md).toContain('# \\[click\\]\\(javascript:alert\\(1\\)\\) &lt;script&gt;x&lt;/script&gt; \\*\\*bold\\*\\*');
    expect(md).toContain('- Price: ₹139.00 (MRP ₹160.00), 13% off');
    expect(md).toContain('- Availability: Only 5 left');
  });

  it("a custom page keeps the owner's own formatting and safe links", async () => {
    const { md } = await markdown(`/${SHOP}/content/pages/policy`);
    expect(md).toContain('Read **this**.');
    expect(md).toContain(`[ok](http://localhost/${SHOP}/lab)`);
    expect(md).toContain('&lt;script>alert(3)&lt;/script>');
  });
});
