import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { createLabShop, Shopper } from './cart-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { signIn, uniqueUid } from './auth-helpers';
import { personalisePage } from '../../src/render/personalise';
import { owner } from './admin-helpers';

/**
 * Shoppers with a bag or a session get the shared pages (home, categories, category, item) from the edge cache,
 * with their own bag badge set on the way out; the cache only ever holds the page as an anonymous visitor sees it.
 */
const badge = (html: string) =>
  /<span class="badge"[^>]*data-testid="bag-count"[^>]*>.*?<\/span><\/span>/.exec(html)?.[0] ?? null;
const bodyCount = (html: string) => /<body[^>]*data-bag-count="(\d+)"/.exec(html)?.[1];
const islandCount = (html: string) => /data-island="bag-badge" data-props="\{`count`:(\d+)\}"/.exec(html)?.[1];

async function visit(path: string, cookie?: string) {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await res.text();
  return {
    res,
    html,
    counts: [bodyCount(html), islandCount(html), /data-testid="bag-count"[^>]*>(\d+)/.exec(html)?.[1]],
  };
}

async function shopperWith(storeId: string, units: number): Promise<string> {
  const s = new Shopper(storeId);
  await s.start();
  const r = await s.add('assam', { selectedQuantity: units });
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  return `${storeId}_cartSessionId=${s.sid}`;
}

describe('shared pages from the edge cache for shoppers with a bag', () => {
  it("a shopper's first visit stores the anonymous page and shows them their own badge; the next anonymous visit gets no badge", async () => {
    const shop = await createLabShop();
    const cookie = await shopperWith(shop, 2);
    const first = await visit(`/${shop}`, cookie);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(first.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.counts).toEqual(['2', '2', '2']);
    const anonymous = await visit(`/${shop}`);
    expect(anonymous.res.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(anonymous.counts).toEqual(['0', '0', '0']);
    expect(badge(anonymous.html)).toContain('hidden');
    expect(anonymous.res.headers.get('Cache-Control')).toContain('public');
  });

  it('the badge set on a cached page is exactly what a fresh render of the same bag shows', async () => {
    const shop = await createLabShop();
    const cookie = await shopperWith(shop, 3);
    await visit(`/${shop}/tea`);
    const cached = await visit(`/${shop}/tea`, cookie);
    expect(cached.res.headers.get('X-Edge-Cache')).toBe('HIT');
    const fresh = await visit(`/${shop}/bag`, cookie);
    expect(fresh.res.headers.get('X-Edge-Cache')).toBeNull();
    expect(badge(cached.html)).toBe(badge(fresh.html));
    expect(badge(cached.html)).toContain('>3<span class="sr-only"> in your bag</span>');
    expect(bodyCount(cached.html)).toBe(bodyCount(fresh.html));
    expect(islandCount(cached.html)).toBe(islandCount(fresh.html));
  });

  it('a signed-in shopper without a bag gets the cached page, private, badge hidden', async () => {
    const shop = await createLabShop();
    await visit(`/${shop}/tea/assam`);
    const res = await visit(`/${shop}/tea/assam`, await signIn(uniqueUid('p'), shop));
    expect(res.res.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(res.res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(res.counts[0]).toBe('0');
    expect(badge(res.html)).toContain('hidden');
  });

  it('a page with a badge is kept per number of units: the next shopper with as many gets it whole, others their own', async () => {
    const shop = await createLabShop();
    const first = await shopperWith(shop, 3);
    const second = await shopperWith(shop, 3);
    const other = await shopperWith(shop, 4);
    await visit(`/${shop}/tea`, first);
    const [made, reused] = [await visit(`/${shop}/tea`, first), await visit(`/${shop}/tea`, second)];
    for (const r of [made, reused]) {
      expect(r.res.headers.get('X-Edge-Cache')).toBe('HIT');
      expect(r.res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(r.res.headers.get('ETag')).toBeNull();
      expect(r.counts).toEqual(['3', '3', '3']);
    }
    expect(reused.html).toBe(made.html);
    expect((await visit(`/${shop}/tea`, other)).counts).toEqual(['4', '4', '4']);
    // an anonymous visitor still gets the page without a badge, and the owner's next change reaches everyone
    expect((await visit(`/${shop}/tea`)).counts).toEqual(['0', '0', '0']);
    expect((await owner('PATCH', shop, '/categories/tea', { CAT_NAME: 'Chai' })).status).toBe(200);
    const changed = await visit(`/${shop}/tea`, second);
    expect(changed.html).toContain('Chai');
    expect(changed.counts).toEqual(['3', '3', '3']);
  });

  it("two shoppers alternating 100 times over home, categories, category and item never see each other's bag", async () => {
    const shop = await createLabShop();
    const a = await shopperWith(shop, 2);
    const b = await shopperWith(shop, 5);
    const paths = [`/${shop}`, `/${shop}/categories`, `/${shop}/tea`, `/${shop}/tea/assam`, `/${shop}/categories/cups`];
    let crossings = 0;
    let hits = 0;
    for (let i = 0; i < 100; i++) {
      const path = paths[i % paths.length];
      const [ra, rb, anon] = await Promise.all([visit(path, a), visit(path, b), visit(path)]);
      if (ra.counts.some((n) => n !== '2') || rb.counts.some((n) => n !== '5') || anon.counts[0] !== '0') crossings++;
      if (ra.res.headers.get('X-Edge-Cache') === 'HIT') hits++;
    }
    expect(crossings).toBe(0);
    expect(hits).toBeGreaterThan(80);
  }, 120_000); // 300 page views: about 50 s on a busy 2-core CI machine

  it('bag, checkout and account pages stay personal and uncached; a shared item link too', async () => {
    const shop = await createLabShop();
    const cookie = await shopperWith(shop, 1);
    for (const path of [`/${shop}/bag`, `/${shop}/account`, `/${shop}/tea/assam?ref=item_sharing`]) {
      await visit(path, cookie);
      const res = await visit(path, cookie);
      expect(res.res.headers.get('X-Edge-Cache'), path).toBeNull();
    }
  });

  it("a members-only shop's pages are never stored, even when a member's visit renders them", async () => {
    const member = await signIn(uniqueUid('m'), 'members-only');
    expect((await visit('/members-only/bulk-staples', member)).res.status).toBe(200);
    const anonymous = await SELF.fetch('http://localhost/members-only/bulk-staples', { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('X-Edge-Cache')).toBeNull();
  });
});

describe('the bagUnits cookie: the badge without a trip to the bag', () => {
  const units = (res: Response, shop: string) =>
    new RegExp(`${shop}_bagUnits=(\\d*)`).exec(res.headers.get('Set-Cookie') ?? '')?.[1];

  it('every cart reply writes the units; a shared page then needs no trip to the bag', async () => {
    const shop = await createLabShop();
    const s = new Shopper(shop);
    await s.start();
    const added = await s.add('assam', { selectedQuantity: 4 });
    expect(added.setCookie).toContain(`${shop}_bagUnits=4`);
    await visit(`/${shop}/tea`);
    const sid = `${shop}_cartSessionId=${s.sid}`;
    const withUnits = await visit(`/${shop}/tea`, `${sid}; ${shop}_bagUnits=4`);
    const without = await visit(`/${shop}/tea`, sid);
    expect(withUnits.counts).toEqual(['4', '4', '4']);
    expect(without.counts).toEqual(['4', '4', '4']);
    // without the cookie the isolate knows the units the cart reply wrote: no trip to the bag either
    expect(Number(without.res.headers.get('X-Storage-Trips'))).toBe(
      Number(withUnits.res.headers.get('X-Storage-Trips')),
    );
    // the page that did not get the cookie writes it for next time
    expect(units(without.res, shop)).toBe('4');
    expect(units(withUnits.res, shop)).toBeUndefined();
  });

  it('a page that reads the bag itself puts a wrong count right, and an order placed leaves 0', async () => {
    const shop = await createOrderShop();
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('rice', { selectedQuantity: 3 });
    const bag = await SELF.fetch(`http://localhost/${shop}/bag`, {
      headers: { Cookie: `${shop}_cartSessionId=${buyer.sid}; ${shop}_bagUnits=9; ${buyer.cookie}` },
    });
    expect(units(bag, shop)).toBe('3');
    const placed = await buyer.place({ address_id: address, payment_method: 'COD' });
    expect(placed.body.status).toBe(1);
    const cookie = `${shop}_cartSessionId=${buyer.sid}; ${shop}_bagUnits=3; ${buyer.cookie}`;
    const success = await SELF.fetch(
      `http://localhost/${shop}/checkout/ordersuccessful?order=${placed.body.order_id}`,
      { headers: { Cookie: cookie }, redirect: 'manual' },
    );
    expect(success.status).toBe(200);
    expect(units(success, shop)).toBe('0');
  });
});

describe('a hard reload (Cache-Control: no-cache)', () => {
  it("renders afresh: the anonymous page is stored again, the shopper's is their own and not stored", async () => {
    const shop = await createLabShop();
    const cookie = await shopperWith(shop, 2);
    await visit(`/${shop}/tea/assam`);
    const reload = { 'Cache-Control': 'no-cache' };
    const anonymous = await SELF.fetch(`http://localhost/${shop}/tea/assam`, { headers: reload });
    expect(anonymous.headers.get('X-Edge-Cache')).toBe('MISS');
    const shopper = await SELF.fetch(`http://localhost/${shop}/tea/assam`, { headers: { ...reload, Cookie: cookie } });
    expect(shopper.headers.get('X-Edge-Cache')).toBeNull();
    expect(shopper.headers.get('Cache-Control')).toBe('private, no-store');
    expect(bodyCount(await shopper.text())).toBe('2');
  });
});

describe('personalisePage', () => {
  it.each([true, false])(
    'falls back to rewriting the whole page when the badge markup is not the expected one (from the cache: %s)',
    async (fromCache) => {
      const other =
        '<html><body class="x" data-bag-count="0"><div data-props="{}" data-island="bag-badge"><span data-testid="bag-count" class="badge" hidden="">0</span></div>' +
        `<p>${'चावल '.repeat(20_000)}</p></body></html>`;
      const res = await personalisePage(
        new Response(other, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, s-maxage=60' } }),
        4,
        { fromCache },
      );
      const html = await res.text();
      expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
      expect(html).toContain('data-bag-count="4"');
      expect(html).toContain('data-props="{`count`:4}"');
      expect(html).toMatch(/data-testid="bag-count" class="badge">4<\/span>/);
      expect(html.endsWith(`<p>${'चावल '.repeat(20_000)}</p></body></html>`)).toBe(true);
    },
  );

  it.each([true, false])(
    'fills the slots of a page that arrives in many small chunks, and sends the rest untouched (from the cache: %s)',
    async (fromCache) => {
      const anonymous = await (await SELF.fetch('http://localhost/noir-threads/categories')).text();
      const bytes = new TextEncoder().encode(anonymous);
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.subarray(i, i + 100));
          controller.close();
        },
      });
      const html = await (
        await personalisePage(new Response(chunked, { headers: { 'Content-Type': 'text/html' } }), 7, { fromCache })
      ).text();
      expect(bodyCount(html)).toBe('7');
      expect(islandCount(html)).toBe('7');
      expect(badge(html)).toContain('>7<span class="sr-only">');
      expect(html.length).toBe(anonymous.length - ' hidden=""'.length);
      // every slot is at or before the badge's words (the inlined first-screen CSS comes before them all)
      const badgeEnd = 'data-testid="bag-count" hidden="">0<span class="sr-only">';
      const after = anonymous.indexOf(badgeEnd) + badgeEnd.length;
      expect(after).toBeGreaterThan(badgeEnd.length);
      expect(html.slice(after - ' hidden=""'.length)).toBe(anonymous.slice(after));
    },
  );
});
