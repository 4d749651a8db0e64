import { describe, expect, it } from 'vitest';
import { get } from './helpers';

/**
 * /{storeId}/llms.txt and /llms.txt at a custom domain's root: what the shop sells, where it delivers and for
 * how much, how to order (an agent never places the order), its Markdown pages and feeds, with absolute links.
 */
const DILLI = 'https://dillikirana.localhost/dilli-kirana';

function expectLlmsTxt(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=300, s-maxage=300');
}

const links = (txt: string) => [...txt.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

describe('llms.txt of dilli-kirana', () => {
  it('names the shop, sums it up, and lists what it sells, its delivery rules, ordering, pages and feeds', async () => {
    const res = await get('/dilli-kirana/llms.txt');
    expectLlmsTxt(res);
    const txt = await res.text();
    const lines = txt.split('\n');
    expect(lines[0]).toBe('# Dilli Kirana Store');
    expect(lines[2]).toMatch(/^> Your neighbourhood kirana in Lajpat Nagar since 1987\./);
    expect([...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      'What the shop sells',
      'Delivery and minimum order',
      'How to order',
      'Pages in Markdown (ask with Accept: text/markdown)',
      'Feeds',
      'Optional',
    ]);
    for (const fact of [
      `- [Chawal / Rice](${DILLI}/rice): Basmati, sela and everyday rice, weighed fresh.`,
      `- [Dairy](${DILLI}/dairy)`,
      '- Minimum order: ₹99.00.',
      '- Delivery charge: ₹30.00, free on orders of ₹499.00 or more.',
      '- Delivers within 10 km of the shop.',
      '- Shop address: Shop 14, Central Market, Lajpat Nagar II, New Delhi 110024.',
      'MCP server at https://dillikirana.localhost/mcp ',
      'An agent never places an order itself: the shopper opens that link, signs in with their phone number and confirms the order.',
      `[About the shop: phone, email, hours, address, GSTIN, FSSAI, policies](${DILLI}/account/pages/about)`,
      `[Shipping policy](${DILLI}/content/pages/shipping-policy)`,
      `[Google Merchant product feed](${DILLI}/feeds/google.xml)`,
      `[Agentic Commerce product feed](${DILLI}/feeds/acp.json)`,
      `[How to store atta in the monsoon](${DILLI}/content/blogs/read/store-atta-in-monsoon)`,
    ])
      expect(txt).toContain(fact);
    expect(txt).not.toContain('Diwali Gift Hampers');
    for (const l of links(txt)) expect(l.startsWith(DILLI)).toBe(true);
  });

  it('its category links answer in Markdown', async () => {
    const txt = await (await get('/dilli-kirana/llms.txt')).text();
    const rice = links(txt).find((l) => l.endsWith('/dilli-kirana/rice'))!;
    const res = await get(new URL(rice).pathname, { headers: { Accept: 'text/markdown' } });
    expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(await res.text()).toContain('# Chawal / Rice');
  });

  it('is the same at the custom domain root and under the shop path there', async () => {
    const onPath = await (await get('/dilli-kirana/llms.txt')).text();
    const root = await get('/llms.txt', { host: 'dillikirana.localhost' });
    expectLlmsTxt(root);
    expect(await root.text()).toBe(onPath);
    expect(await (await get('/dilli-kirana/llms.txt', { host: 'dillikirana.localhost' })).text()).toBe(onPath);
  });

  it('is not found at a platform host root', async () => {
    const res = await get('/llms.txt');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# ');
  });
});

describe('llms.txt of other shops', () => {
  it('a shop without a custom domain: links on the asked host and its MCP server under its path', async () => {
    const res = await get('/noir-threads/llms.txt');
    expectLlmsTxt(res);
    const txt = await res.text();
    expect(txt).toContain('MCP server at http://localhost/noir-threads/mcp ');
    expect(txt).toContain('- A bag holds items of one category at a time.');
    expect(txt).toContain('- Delivery charge: ₹49.00, free on orders of ₹999.00 or more.');
    for (const l of links(txt)) expect(l.startsWith('http://localhost/noir-threads')).toBe(true);
  });

  it('a members-only shop shows an anonymous agent nothing of its catalogue', async () => {
    const res = await get('/members-only/llms.txt');
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('Bulk Staples');
  });
});
