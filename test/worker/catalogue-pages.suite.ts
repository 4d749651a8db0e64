import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { bumpShopVersion, get, textOf } from './helpers';

/** What the owner API does after a change: a new shop version, so edge-cached pages are not served. */
const changed = bumpShopVersion;

const page = async (path: string) => {
  const res = await get(path);
  const html = await res.text();
  return { status: res.status, html, text: textOf(html) };
};

describe('categories screen', () => {
  it('lists enabled categories and hides the disabled Diwali hampers', async () => {
    const { status, text, html } = await page('/dilli-kirana/categories');
    expect(status).toBe(200);
    expect(text).toContain('Categories');
    expect(text).toContain('Atta & Flours');
    expect(text).toContain('Dairy');
    expect(text).not.toContain('Diwali Gift Hampers');
    expect(html).not.toContain('/dilli-kirana/categories/festive-hampers');
    expect(html).toContain('class="grid"');
  });

  it('opens categories marked IS_EXPANDED and leaves the others closed', async () => {
    const { env } = await import('cloudflare:test');
    await openShop(env, 'noir-threads').db.prepare("UPDATE categories SET is_expanded = 1 WHERE id = 'shirts'").run();
    await changed('noir-threads');
    const { html } = await page('/noir-threads/categories');
    const blocks = html.match(/<details[^>]*>[\s\S]*?<\/details>/g) ?? [];
    const shirts = blocks.find((b) => b.includes('/noir-threads/categories/shirts'));
    const kurtas = blocks.find((b) => b.includes('/noir-threads/categories/kurtas'));
    expect(shirts).toMatch(/^<details[^>]*\bopen\b/);
    expect(kurtas).not.toMatch(/^<details[^>]*\bopen\b/);
  });

  it('shows items as a list when the shop turns IS_GRID_VIEW off', async () => {
    const { env } = await import('cloudflare:test');
    await openShop(env, 'members-only')
      .db.prepare("UPDATE stores SET is_grid_view = 0 WHERE id = 'members-only'")
      .run();
    await changed('members-only');
    const res = await get('/members-only/categories', { headers: { Cookie: 'userToken=x' } });
    const html = await res.text();
    if (res.status === 200) {
      expect(html).toContain('class="list"');
      expect(html).not.toContain('class="grid"');
    } else {
      expect(res.status).toBe(302); // sign-in required (LOGIN_MANDATE) once the account issue lands
    }
  });

  it('shows the catalogue search plugin button with its label on noir-threads only', async () => {
    const noir = await page('/noir-threads/categories');
    expect(noir.text).toContain('Search the collection');
    expect(noir.html).toContain('data-island="catalog-search"');
    const dilli = await page('/dilli-kirana/categories');
    expect(dilli.html).not.toContain('data-island="catalog-search"');
  });

  it('renders berlin for noir-threads and the default theme for dilli-kirana', async () => {
    expect((await page('/noir-threads/categories')).html).toContain('data-theme="berlin"');
    expect((await page('/dilli-kirana/categories')).html).toContain('data-theme="default"');
  });
});

describe('category pages', () => {
  it('shows a category at /{catId} with its items, prices and descriptions', async () => {
    const { status, text } = await page('/dilli-kirana/atta-flours');
    expect(status).toBe(200);
    expect(text).toContain('Atta & Flours');
    expect(text).toContain('Besan (Gram Flour)');
    expect(text).toContain('Chakki Fresh Atta');
    expect(text).toMatch(/₹\d/);
  });

  it('shows category items at /categories/{catId} with the other categories as chips', async () => {
    const { status, html, text } = await page('/dilli-kirana/categories/dairy');
    expect(status).toBe(200);
    expect(text).toContain('Fresh Malai Paneer');
    expect(html).toMatch(/href="\/dilli-kirana\/categories\/dairy" aria-current="page"/);
    expect(html).toContain('<link rel="canonical" href="https://dillikirana.localhost/dilli-kirana/dairy"/>');
  });

  it('pages long categories with next and previous links', async () => {
    const { env } = await import('cloudflare:test');
    const shop = openShop(env, 'noir-threads');
    const stmts = Array.from({ length: 30 }, (_, i) =>
      shop.db
        .prepare("INSERT OR IGNORE INTO items (id, cat_id, name, price, position) VALUES (?, 'dresses', ?, 99900, ?)")
        .bind(`pager-dress-${i}`, `Pager Dress ${i}`, 100 + i),
    );
    await shop.db.batch(stmts);
    await changed('noir-threads');
    const first = await page('/noir-threads/dresses');
    expect(first.html).toContain('href="/noir-threads/dresses?page=2"');
    const second = await page('/noir-threads/dresses?page=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('rel="prev"');
    expect((await page('/noir-threads/dresses?page=40')).status).toBe(404);
  });

  it('answers the spec 404 page for an unknown or disabled category', async () => {
    for (const path of [
      '/dilli-kirana/no-such-category',
      '/dilli-kirana/festive-hampers',
      '/dilli-kirana/categories/festive-hampers',
    ]) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text).toContain('404 Not Found');
      expect(text).toContain("Oops! We can't find what you are looking for!");
      expect(text).toContain('Go To Home');
    }
  });
});

describe('item details', () => {
  it('shows name, price, MRP, discount, pack sizes with prices, GST, stock and description', async () => {
    const { status, text, html } = await page('/dilli-kirana/atta-flours/besan');
    expect(status).toBe(200);
    expect(text).toContain('Besan (Gram Flour)');
    expect(text).toContain('₹58');
    expect(text).toContain('MRP ₹65');
    expect(text).toContain('11% off');
    expect(text).toContain('Pack size');
    expect(text).toContain('1 kg · ₹112');
    expect(text).toContain('GST (5%) per unit');
    expect(text).toContain('+ ₹2.90 GST');
    expect(text).toContain('In stock');
    expect(text).toContain('Fine besan from pure chana dal');
    expect(html).toContain('data-island="item-options"');
  });

  it('has an add-to-bag form that works without JavaScript, and a quantity field starting at 1', async () => {
    const { html } = await page('/dilli-kirana/atta-flours/besan');
    expect(html).toContain('id="add-to-bag-slot"');
    expect(html).toMatch(
      /<form action="\/dilli-kirana\/bag\/do" method="post">(<input type="hidden"[^>]*>)+<button type="submit" class="button add-to-bag">Add to bag<span class="sr-only">/,
    );
    expect(html).toMatch(/<input type="hidden" name="itemId" value="besan"\/>/);
    expect(html).toMatch(/<label for="besan-qty">Quantity<\/label>/);
    expect(html).toMatch(/<input[^>]*id="besan-qty"[^>]*type="number"[^>]*min="1"[^>]*value="1"/);
  });

  it('shows sizes and colours for apparel, without GST wording when the item has none', async () => {
    const { text, html } = await page('/noir-threads/kurtas/mul-kurta-black');
    expect(text).toContain('Mul Cotton Short Kurta');
    expect(text).toContain('Size');
    expect(text).toContain('XXL');
    expect(text).toContain('Colour: Jet Black');
    expect(text).toContain('Indigo');
    expect(html).toContain('data-theme="berlin"');
  });

  it('links to WhatsApp with the item and its absolute link when the shop enables it', async () => {
    const { html } = await page('/dilli-kirana/atta-flours/besan');
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const url = new URL(href!);
    expect(url.pathname).toBe('/919876501234');
    const msg = url.searchParams.get('text')!;
    expect(msg).toContain('Besan (Gram Flour) (500 g)');
    expect(msg).toContain('https://dillikirana.localhost/dilli-kirana/atta-flours/besan');
    expect((await page('/noir-threads/kurtas/mul-kurta-black')).html).not.toContain('wa.me');
  });

  it('states stock by the design rule: out of stock at 0, a few left when low, untracked is in stock', async () => {
    expect((await page('/dilli-kirana/rice/kolam-rice')).text).toContain('Out of stock');
    expect((await page('/dilli-kirana/rice/brown-rice')).text).toContain('Only 3 left');
    expect((await page('/dilli-kirana/rice/parmal-sela')).text).toContain('In stock');
  });

  it('shows answered questions only, the rating summary and related items', async () => {
    const { text, html } = await page('/dilli-kirana/atta-flours/besan');
    expect(text).toContain('Is this besan made from pure chana dal');
    expect(text).not.toContain('Do you have a 5 kg pack?');
    expect(text).toContain('4.7 out of 5 stars from 3 reviews');
    expect(html).toContain('href="/dilli-kirana/atta-flours/besan/allquestions"');
    expect(text).toContain('More from Atta & Flours');
    expect(html).toContain('href="/dilli-kirana/atta-flours/chakki-atta"');
  });

  it('gives images explicit sizes, a srcset with sizes, and lazy loading below the fold', async () => {
    const { html } = await page('/dilli-kirana/atta-flours/besan');
    const main = /<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    expect(main).toContain('width="600"');
    expect(main).toContain('height="600"');
    expect(main).toMatch(/srcSet="[^"]+ 360w/i);
    expect(main).toMatch(/sizes="/);
    expect(main).toContain('loading="eager"');
    const related = html.split('More from')[1] ?? '';
    expect(related).toContain('loading="lazy"');
  });

  it('shows a gallery of every picture with thumbnails that work without JavaScript', async () => {
    const { html } = await page('/dilli-kirana/atta-flours/besan');
    expect(html.match(/class="gallery-slide"/g)).toHaveLength(3);
    expect(html).toContain('alt="Besan (Gram Flour), picture 2 of 3"');
    expect(html).toContain('href="#picture-3"');
    const second = /<li id="picture-2"[^>]*><img[^>]*>/.exec(html)?.[0] ?? '';
    expect(second).toContain('loading="lazy"');
  });

  it('answers 404 for an unknown item, an item in the wrong category and a disabled item', async () => {
    const { env } = await import('cloudflare:test');
    await openShop(env, 'dilli-kirana')
      .db.prepare(
        "INSERT OR IGNORE INTO items (id, cat_id, name, price, is_disabled) VALUES ('hidden-item', 'dairy', 'Hidden Item', 100, 1)",
      )
      .run();
    await changed('dilli-kirana');
    for (const path of [
      '/dilli-kirana/atta-flours/no-such-item',
      '/dilli-kirana/dairy/besan',
      '/dilli-kirana/dairy/hidden-item',
      '/dilli-kirana/festive-hampers/dry-fruit-box',
    ]) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      expect(text).toContain('404 Not Found');
    }
  });
});

describe('questions and reviews pages', () => {
  it('lists all answered questions of an item', async () => {
    const { status, text } = await page('/dilli-kirana/atta-flours/besan/allquestions');
    expect(status).toBe(200);
    expect(text).toContain('Questions and answers');
    expect(text).toContain('What is the expiry after opening?');
    expect(text).toContain('About 3 months in an airtight dabba');
    expect(text).not.toContain('Do you have a 5 kg pack?');
  });

  it('shows the rating summary and each review', async () => {
    const { status, text, html } = await page('/dilli-kirana/atta-flours/besan/userReviews');
    expect(status).toBe(200);
    expect(text).toContain('Customer reviews');
    expect(text).toContain('4.7 out of 5 stars from 3 reviews');
    expect(text).toContain('Ladoo turned out perfect');
    expect(html).toMatch(/<meter[^>]*aria-label="5 stars: 2 reviews"/);
  });

  it('says so when an item has no reviews or questions yet, and 404s for unknown items', async () => {
    expect((await page('/dilli-kirana/dairy/khoya/userReviews')).text).toContain('No reviews yet');
    expect((await page('/dilli-kirana/dairy/khoya/allquestions')).text).toContain(
      'No questions have been answered yet',
    );
    expect((await page('/dilli-kirana/dairy/nothing/userReviews')).status).toBe(404);
  });
});

describe('hello bar on browsing screens', () => {
  it('shows only on its target screens', async () => {
    const { env } = await import('cloudflare:test');
    await openShop(env, 'noir-threads')
      .db.prepare(
        `UPDATE stores SET hello_bar = '{"text":"Monsoon sale","targetScreens":["Categories","ItemDetails"]}' WHERE id = 'noir-threads'`,
      )
      .run();
    await changed('noir-threads');
    expect((await page('/noir-threads/categories')).html).toContain('data-testid="hello-bar"');
    expect((await page('/noir-threads/kurtas/linen-kurta')).html).toContain('data-testid="hello-bar"');
    expect((await page('/noir-threads/kurtas')).html).not.toContain('data-testid="hello-bar"');
    expect((await page('/noir-threads/sitemap')).html).not.toContain('data-testid="hello-bar"');
  });
});
