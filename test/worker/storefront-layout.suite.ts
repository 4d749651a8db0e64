import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { sharedViewCount } from '../../src/data/shop/catalogue-views';
import { openShop } from '../../src/data/shop/shop-db';
import { createShop, textOf, withoutStyles } from './helpers';
import { forgetShopVersion } from '../../src/data/known-shop-versions';
import { Buyer, createOrderShop } from './orders-helpers';
import { Shopper } from './cart-helpers';

/**
 * What every shop page's layout carries and what a shared item link does on the server: the spec's main layout
 * (side 'offer' and 'catalog' tabs, coupon side bar, catalogue search dialog), the hello bar on the orders pages,
 * the scroll rule's mark, and the shared view counted as the item page is served.
 */

/** A request straight to the Worker, waiting for what it left to do after replying (waitUntil). */
async function fetchPage(path: string, cookie = '') {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' }),
    env as never,
    ctx,
  );
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    html,
    text: textOf(html),
    cookie: res.headers.get('Set-Cookie'),
    cache: res.headers.get('Cache-Control'),
    edge: res.headers.get('X-Edge-Cache'),
  };
}

async function bumpVersion(storeId: string) {
  await env.KV.put(`shopver:${storeId}`, String(Date.now() + Math.random()));
  forgetShopVersion(storeId);
}

const views = (storeId: string, itemId: string) => sharedViewCount(openShop(env, storeId), itemId);

describe('a shared item link (?ref=item_sharing) counts its view as the page is served', () => {
  it('sets the 8-hour cookie on the page, counts once, and keeps the page out of shared caches', async () => {
    const before = await views('dilli-kirana', 'basmati-classic');
    const r = await fetchPage('/dilli-kirana/rice/basmati-classic?ref=item_sharing');
    expect(r.status).toBe(200);
    expect(r.text).toContain('Classic Basmati Rice');
    expect(r.cookie).toMatch(/^dilli-kirana_sv_basmati-classic=1;/);
    expect(r.cookie).toContain('Max-Age=28800');
    expect(r.cookie).toContain('HttpOnly');
    expect(r.cache).toBe('private, no-store');
    expect(r.edge).toBeNull();
    expect(await views('dilli-kirana', 'basmati-classic')).toBe(before + 1);
    // the page no longer asks the browser to ping
    expect(r.html).not.toContain('pingShopForView');
  });

  it('does not count the same visitor again within 8 hours (cookie present)', async () => {
    const first = await fetchPage('/dilli-kirana/dairy/dahi?ref=item_sharing');
    const cookie = first.cookie!.split(';')[0];
    const counted = await views('dilli-kirana', 'dahi');
    const again = await fetchPage('/dilli-kirana/dairy/dahi?ref=item_sharing', cookie);
    expect(again.status).toBe(200);
    expect(again.cookie).toBeNull();
    expect(again.cache).toBe('private, no-store');
    expect(await views('dilli-kirana', 'dahi')).toBe(counted);
  });

  it('counts every new visitor: no shared link page is ever answered from the edge cache', async () => {
    const before = await views('noir-threads', 'linen-kurta');
    for (let i = 0; i < 3; i++) {
      const r = await fetchPage('/noir-threads/kurtas/linen-kurta?ref=item_sharing');
      expect(r.edge).not.toBe('HIT');
      expect(r.cookie).toMatch(/^noir-threads_sv_linen-kurta=1;/);
    }
    expect(await views('noir-threads', 'linen-kurta')).toBe(before + 3);
  });

  it('counts nothing for a plain item link, another ref, or an item that does not exist', async () => {
    const before = await views('dilli-kirana', 'basmati-classic');
    const plain = await fetchPage('/dilli-kirana/rice/basmati-classic');
    expect(plain.cookie).toBeNull();
    expect(plain.cache).toContain('public');
    expect((await fetchPage('/dilli-kirana/rice/basmati-classic?ref=whatsapp')).cookie).toBeNull();
    const missing = await fetchPage('/dilli-kirana/rice/no-such-rice?ref=item_sharing');
    expect(missing.status).toBe(404);
    expect(missing.cookie).toBeNull();
    expect(await views('dilli-kirana', 'basmati-classic')).toBe(before);
  });
});

describe('the hello bar on the orders pages (target Orders)', () => {
  async function orderShop(targetScreens: string[]) {
    const shop = await createOrderShop();
    await openShop(env, shop)
      .db.prepare('UPDATE stores SET hello_bar = ? WHERE id = ?')
      .bind(JSON.stringify({ text: 'Orders ship by 6 pm', targetScreens }), shop)
      .run();
    await bumpVersion(shop);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const placed = await b.place({
      sid: b.sid,
      address_id: address,
      payment_method: 'COD',
      idempotency_key: `hello-${shop}`,
    });
    expect(placed.body.status, JSON.stringify(placed.body)).toBe(1);
    const page = (path: string) => fetchPage(path, b.cookie);
    return { shop, orderId: placed.body.order_id as string, page };
  }
  const bar = (html: string) => /data-testid="hello-bar"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

  it('shows on the account orders list and on the order tracking page', async () => {
    const { shop, orderId, page } = await orderShop(['Orders']);
    const list = await page(`/${shop}/account/pages/orders`);
    expect(list.status).toBe(200);
    expect(bar(list.html)).toBe('Orders ship by 6 pm');
    const track = await page(`/${shop}/track/${orderId}`);
    expect(track.status).toBe(200);
    expect(bar(track.html)).toBe('Orders ship by 6 pm');
    // and nowhere else
    for (const path of ['', '/bag', '/categories', '/staples', '/account', '/account/pages/addresses']) {
      expect(bar((await page(`/${shop}${path}`)).html), path).toBeNull();
    }
  });

  it('a bar for Track shows on tracking only; a bar for Account still shows on the orders list', async () => {
    const track = await orderShop(['Track']);
    expect(bar((await track.page(`/${track.shop}/track/${track.orderId}`)).html)).toBe('Orders ship by 6 pm');
    expect(bar((await track.page(`/${track.shop}/account/pages/orders`)).html)).toBeNull();
    const account = await orderShop(['Account']);
    expect(bar((await account.page(`/${account.shop}/account/pages/orders`)).html)).toBe('Orders ship by 6 pm');
    expect(bar((await account.page(`/${account.shop}/track/${account.orderId}`)).html)).toBeNull();
  });
});

describe('the main layout on every shop page', () => {
  const NOIR_PAGES = [
    '',
    '/categories',
    '/kurtas',
    '/categories/kurtas',
    '/kurtas/linen-kurta',
    '/kurtas/linen-kurta/userReviews',
    '/search/kurta',
    '/sitemap',
    '/content/blogs',
    '/login',
  ];

  it('noir-threads (coupons, catalogue search on): offer and catalog tabs, coupon side bar and search dialog everywhere', async () => {
    for (const path of NOIR_PAGES) {
      const { status, html } = await fetchPage(`/noir-threads${path}`);
      expect(status, path).toBe(200);
      expect(html, path).toContain('data-testid="offer-tab"');
      expect(html, path).toMatch(/<dialog id="offers-panel" class="coupon-side-bar"/);
      expect(html, path).toContain('NOIR10');
      expect(html, path).toContain('data-testid="catalog-tab"');
      expect(html, path).toContain('data-testid="catalog-chip"');
      expect(html, path).toMatch(/data-island="catalog-search"[^>]*><dialog id="catalog-search-dialog"/);
      // openers are links to the same place without JavaScript, buttons that open a dialog with it
      expect(html, path).toMatch(
        /<a class="side-tab side-tab-offers" href="#offers-panel" role="button" aria-haspopup="dialog" aria-controls="offers-panel" data-dialog="offers-panel"/,
      );
      expect(html, path).toMatch(
        /<a class="side-tab side-tab-catalog" href="\/noir-threads\/search(\?cat=kurtas)?" role="button" aria-haspopup="dialog" aria-controls="catalog-search-dialog" data-dialog="catalog-search-dialog"/,
      );
    }
  });

  it('on a category the catalogue search stays inside it', async () => {
    const { html, text } = await fetchPage('/noir-threads/kurtas');
    expect(text).toContain('Search in Kurtas');
    expect(html).toContain('href="/noir-threads/search?cat=kurtas"');
    expect((await fetchPage('/noir-threads/sitemap')).text).not.toContain('Search in Kurtas');
  });

  it('dilli-kirana (coupons, no catalogue search): the offer tab and coupon side bar, no catalog tab or search dialog', async () => {
    for (const path of ['', '/categories', '/dairy', '/dairy/dahi', '/sitemap', '/manualorders']) {
      const { html } = await fetchPage(`/dilli-kirana${path}`);
      expect(html, path).toContain('data-testid="offer-tab"');
      expect(html, path).toContain('id="offers-panel"');
      expect(html, path).toContain('FLAT50');
      expect(withoutStyles(html), path).not.toContain('catalog-tab');
      expect(withoutStyles(html), path).not.toContain('catalog-chip');
      expect(withoutStyles(html), path).not.toContain('catalog-search-dialog');
    }
  });

  it("on the bag the offer tab leads to the bag's own offers, which are that page's coupon side bar; an empty bag has none", async () => {
    const empty = await fetchPage('/dilli-kirana/bag');
    expect(empty.html).not.toContain('data-testid="offer-tab"');
    expect(empty.html).not.toContain('id="offers-panel"');
    const shopper = new Shopper('dilli-kirana');
    await shopper.start();
    const added = await shopper.add('basmati-classic', { variantKey: '1kg' });
    expect(added.body.status, JSON.stringify(added.body)).toBe(1);
    const full = await fetchPage('/dilli-kirana/bag', `dilli-kirana_cartSessionId=${shopper.sid}`);
    expect(full.html).toMatch(/<a class="side-tab side-tab-offers" href="#offers" data-testid="offer-tab"/);
    expect(full.html).toContain('id="offers"');
    expect(full.html).not.toContain('id="offers-panel"');
  });

  it('a shop without coupons or the plugin has no side tabs', async () => {
    const id = `plain-${crypto.randomUUID().slice(0, 8)}`;
    const db = await createShop(id, 'Plain Shop');
    await db.prepare("INSERT INTO categories (id, name, position) VALUES ('tea', 'Tea', 1)").run();
    const { status, html } = await fetchPage(`/${id}`);
    expect(status).toBe(200);
    expect(withoutStyles(html)).not.toContain('side-tabs');
    expect(withoutStyles(html)).not.toContain('offers-panel');
    expect(withoutStyles(html)).not.toContain('offers-button');
  });

  it('marks the pages whose scroll position back and forward keep: home, categories and category items', async () => {
    const mark = async (path: string) =>
      /<html[^>]*data-scroll="keep"/.test((await fetchPage(`/dilli-kirana${path}`)).html);
    for (const path of ['', '/home', '/categories', '/categories/dairy', '/dairy'])
      expect(await mark(path), path).toBe(true);
    for (const path of ['/dairy/dahi', '/bag', '/search/dal', '/sitemap', '/content/blogs', '/login'])
      expect(await mark(path), path).toBe(false);
  });
});
