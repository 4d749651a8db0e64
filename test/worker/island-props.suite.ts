import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { islandPropsOf } from '../../src/domain/islands/props-text';
import { Shopper } from './cart-helpers';

/** Every island's props on a page, decoded as the browser reads them, and the bytes they take in the HTML. */
function islandsOf(html: string) {
  const found = [...html.matchAll(/data-island="([^"]+)" data-props="([^"]*)"/g)];
  const decode = (text: string) => islandPropsOf(text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')) as Record<string, unknown>;
  return { bytes: found.reduce((n, m) => n + m[0].length, 0), islands: found.map((m) => ({ name: m[1], props: decode(m[2]) })) };
}

const pageOf = async (path: string, cookie?: string) => (await SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

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

  it('a card sends its item, packs and choices, never the shop or anything empty, and its form still posts to the shop', async () => {
    const html = await pageOf('/dilli-kirana/categories/rice');
    const cards = islandsOf(html).islands.filter((i) => i.name === 'add-to-bag');
    expect(cards.length).toBeGreaterThan(1);
    const basmati = cards.find((c) => c.props.id === 'basmati-classic')!;
    expect(basmati.props).toEqual({ id: 'basmati-classic', name: 'Classic Basmati Rice', packs: [['1kg', '1 kg · ₹139'], ['5kg', '5 kg · ₹649']] });
    for (const card of cards) {
      expect(Object.keys(card.props)).not.toContain('storeId');
      for (const value of Object.values(card.props)) expect(value).not.toEqual([]);
    }
    expect(html.match(/<form class="atb atb-card" action="\/dilli-kirana\/bag\/do" method="post">/g)?.length).toBe(cards.length);
  });

  it('a bag of three lines stays within the budget and shows no session id, shopper or per-line GST', async () => {
    const shopper = new Shopper('dilli-kirana');
    for (const id of ['basmati-classic', 'basmati-1121-loose', 'dubar-basmati']) expect((await shopper.add(id, { variantKey: '1kg' })).body.status).toBe(1);
    const html = await pageOf('/dilli-kirana/bag', `dilli-kirana_cartSessionId=${shopper.sid}`);
    const { bytes, islands } = islandsOf(html);
    const bag = islands.find((i) => i.name === 'bag-view')!.props as { cart: Record<string, unknown> & { items: Record<string, unknown>[] } };
    expect(bag.cart.items.map((l) => l.product_id)).toEqual(['basmati-classic', 'basmati-1121-loose', 'dubar-basmati']);
    expect(bag.cart).not.toHaveProperty('session_id');
    expect(bag.cart).not.toHaveProperty('user');
    expect(bag.cart.items[0]).not.toHaveProperty('gst');
    expect(html).not.toContain(shopper.sid!);
    expect(bytes / html.length).toBeLessThanOrEqual(0.15);
  });
});
