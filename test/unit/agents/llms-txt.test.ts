import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { categorySchema } from '../../../src/domain/tables/categories';
import { storeSchema, type StoreInput } from '../../../src/domain/tables/stores';
import { llmsTxt, type LlmsTxtInput } from '../../../src/domain/agents/llms-txt';

const HOSTILE = '[click](javascript:alert(1)) <script>x</script> **bold**';

function input(
  over: Partial<StoreInput> = {},
  rest: Partial<LlmsTxtInput> = {},
  origin = 'http://localhost',
): LlmsTxtInput {
  return {
    store: storeSchema.parse({
      id: 'kirana',
      STORE_NAME: 'Kirana',
      STORE_DESC: 'Fresh atta every morning.',
      CART_RULES: {
        MINIMUM_CART_VALUE: 9900,
        DELIVERY_CHARGE: 3000,
        DELIVERY_FREE_ABOVE: 49900,
        MAX_DELIVERY_RADIUS: 10,
      },
      ABOUT: { address: 'Shop 14, Lajpat Nagar', delivery: 'Within 60 minutes up to 3 km.' },
      ...over,
    }),
    categories: [
      categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: 'Rice', CAT_DESC: 'Basmati.' }),
      categorySchema.parse({ CAT_ID: 'dals', CAT_NAME: 'Dals' }),
    ],
    url: (p) => `${origin}${p}`,
    onCustomDomain: false,
    pages: [{ id: 'shipping', title: 'Shipping policy' }],
    blogs: [{ id: 'atta', title: 'Storing atta' }],
    ...rest,
  };
}

const sectionsOf = (txt: string) => [...txt.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

describe('llms.txt of a shop', () => {
  const txt = llmsTxt(input());

  it('follows the convention: H1 name, a one-line > summary, then H2 sections of links', () => {
    const lines = txt.split('\n');
    expect(lines[0]).toBe('# Kirana');
    expect(lines[2]).toBe('> Fresh atta every morning.');
    expect(sectionsOf(txt)).toEqual([
      'What the shop sells',
      'Delivery and minimum order',
      'How to order',
      'Pages in Markdown (ask with Accept: text/markdown)',
      'Feeds',
      'Optional',
    ]);
  });

  it.each([
    ['- [Rice](http://localhost/kirana/rice): Basmati.'],
    ['- [Dals](http://localhost/kirana/dals)'],
    ['Minimum order: ₹99.00.'],
    ['Delivery charge: ₹30.00, free on orders of ₹499.00 or more.'],
    ['Delivers within 10 km of the shop.'],
    ['Shop address: Shop 14, Lajpat Nagar.'],
    ['From the shop: Within 60 minutes up to 3 km.'],
    ['MCP server at http://localhost/kirana/mcp'],
    [
      'An agent never places an order itself: the shopper opens that link, signs in with their phone number and confirms the order.',
    ],
    ['Accept: text/markdown'],
    [
      '[About the shop: phone, email, hours, address, GSTIN, FSSAI, policies](http://localhost/kirana/account/pages/about)',
    ],
    ['[Shipping policy](http://localhost/kirana/content/pages/shipping)'],
    ['[Google Merchant product feed](http://localhost/kirana/feeds/google.xml)'],
    ['[Agentic Commerce product feed](http://localhost/kirana/feeds/acp.json)'],
    ['[Storing atta](http://localhost/kirana/content/blogs/read/atta)'],
  ])('says %j', (text) => {
    expect(txt).toContain(text);
  });

  it('on the custom domain every link is on it, and the MCP server is at its root', () => {
    const onDomain = llmsTxt(input({}, { onCustomDomain: true }, 'https://kirana.example'));
    expect(onDomain).toContain('MCP server at https://kirana.example/mcp ');
    const links = [...onDomain.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(8);
    for (const l of links) expect(l).toMatch(/^https:\/\/kirana\.example\/kirana/);
  });

  it('summarises what it sells when the shop has no description', () => {
    expect(llmsTxt(input({ STORE_DESC: '' }))).toContain('> Kirana is an online shop in India selling Rice, Dals.');
  });

  it('keeps hostile owner text inert', () => {
    const hostile = llmsTxt(
      input(
        { STORE_NAME: HOSTILE, STORE_DESC: `${HOSTILE}\n# x`, ABOUT: { address: HOSTILE, delivery: HOSTILE } },
        {
          categories: [categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: HOSTILE, CAT_DESC: HOSTILE })],
          pages: [{ id: 'p', title: HOSTILE }],
          blogs: [{ id: 'b', title: HOSTILE }],
        },
      ),
    );
    const html = marked.parse(hostile, { async: false }) as string;
    expect(html).not.toMatch(/<script|<strong>bold|href="javascript:/);
    expect(hostile.split('\n')[0]).toBe(
      '# \\[click\\]\\(javascript:alert\\(1\\)\\) &lt;script&gt;x&lt;/script&gt; \\*\\*bold\\*\\*',
    );
    expect(sectionsOf(hostile)).toHaveLength(6);
  });
});
