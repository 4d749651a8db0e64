import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { islandPropsOf } from '../../src/domain/islands/props-text';
import { Shopper } from './cart-helpers';

/** Every island's props on a page, decoded as the browser reads them, and the bytes they take in the HTML. */
function islandsOf(html: string) {
  const found = [...html.matchAll(/data-island="([^"]+)" data-props="([^"]*)"/g)];
  const decode = (text: string) =>
    islandPropsOf(
      text
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
  return {
    bytes: found.reduce((n, m) => n + m[0].length, 0),
    islands: found.map((m) => ({ name: m[1], props: decode(m[2]) })),
  };
}

const pageOf = async (path: string, cookie?: string) =>
  (await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

describe('island props carry what the island needs (at most 15% of a page)', () => {
  const pages = {
    'dilli-kirana': ['', '/categories', '/categories/rice', '/rice/basmati-classic', '/search?q=rice'],
    'noir-threads': ['', '/categories', '/categories/kurtas', '/kurtas/mul-kurta-black', '/search?q=kurta'],
  };
  for (const [shop, paths] of Object.entries(pages)) {
    it.each(paths)(`${shop}%s`, async (path) => {
      const html = await pageOf(`/${shop}${path}`);
      const { bytes, islands } = islandsOf(html);
      expect(islands.length).toBeGreaterThan(2);
      expect(bytes / html.length).toBeLessThanOrEqual(0.15);
    });
  }

  it('a card sends no props: its form shows the item, packs and choices the island reads back, and still posts to the shop', async () => {
    const html = await pageOf('/dilli-kirana/categories/rice');
    expect(islandsOf(html).islands.filter((i) => i.name === 'add-to-bag')).toEqual([]);
    const cards = [...html.matchAll(/<li class="card">.*?<\/li>/g)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(1);
    const basmati = cards.find((c) => c.includes('name="itemId" value="basmati-classic"'))!;
    expect(basmati).toContain('<h3 class="card-title">Classic Basmati Rice</h3>');
    expect(basmati).toContain(
      '<option value="1kg" selected="">1 kg · ₹139</option><option value="5kg">5 kg · ₹649</option>',
    );
    for (const card of cards) {
      expect(card).toMatch(
        /<div data-island="add-to-bag"( data-msgs="[^"]*")? class="island"><form class="atb" action="\/dilli-kirana\/bag\/do" method="post">/,
      );
      expect(card).toMatch(/<button value="addProductToCart"( disabled="")? name="call">/);
    }
  });

  it('a bag of three lines stays within the budget and shows no session id, shopper or per-line GST', async () => {
    const shopper = new Shopper('dilli-kirana');
    for (const id of ['basmati-classic', 'basmati-1121-loose', 'dubar-basmati'])
      expect((await shopper.add(id, { variantKey: '1kg' })).body.status).toBe(1);
    const html = await pageOf('/dilli-kirana/bag', `dilli-kirana_cartSessionId=${shopper.sid}`);
    const { bytes, islands } = islandsOf(html);
    const bag = islands.find((i) => i.name === 'bag-view')!.props as {
      cart: Record<string, unknown> & { items: Record<string, unknown>[] };
    };
    expect(bag.cart.items.map((l) => l.product_id)).toEqual(['basmati-classic', 'basmati-1121-loose', 'dubar-basmati']);
    expect(bag.cart).not.toHaveProperty('session_id');
    expect(bag.cart).not.toHaveProperty('user');
    expect(bag.cart.items[0]).not.toHaveProperty('gst');
    expect(html).not.toContain(shopper.sid!);
    expect(bytes / html.length).toBeLessThanOrEqual(0.15);
  });
});
