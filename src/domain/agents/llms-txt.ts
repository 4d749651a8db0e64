import { paths } from '../catalogue/paths';
import { truncateText } from '../seo/meta';
import { deliveryRules, type ShopContext } from './markdown-shop';
import { bullets, inline, link, page } from './markdown-text';

/**
 * A shop's /llms.txt (https://llmstxt.org): its name, a one-line summary, then sections of links: what it sells,
 * where it delivers and for how much, how to order (and that an agent never places the order: the shopper
 * confirms it), its pages in Markdown and its product feeds. Pure.
 */

export interface LlmsTxtInput extends ShopContext {
  /** the request came on the shop's own custom domain, where the MCP server is also at the root */
  onCustomDomain: boolean;
  pages: readonly { id: string; title: string }[];
  blogs: readonly { id: string; title: string }[];
}

/** The one-line summary: the shop's own description, or what it sells. */
function summary(input: LlmsTxtInput): string {
  const { store, categories } = input;
  const sells = categories.length
    ? ` selling ${categories
        .slice(0, 8)
        .map((c) => c.CAT_NAME)
        .join(', ')}`
    : '';
  const text = store.STORE_DESC.trim() || `${store.STORE_NAME} is an online shop in India${sells}.`;
  return inline(truncateText(text, 300));
}

export function llmsTxt(input: LlmsTxtInput): string {
  const { store, categories, url } = input;
  const s = store.id;
  const mcp = url(input.onCustomDomain ? '/mcp' : `/${s}/mcp`);
  const address = store.ABOUT.address ? `Shop address: ${inline(store.ABOUT.address)}.` : '';
  const note = store.ABOUT.delivery ? `From the shop: ${inline(store.ABOUT.delivery)}` : '';
  return page(
    `# ${inline(store.STORE_NAME)}`,
    `> ${summary(input)}`,
    `Prices are in Indian rupees (₹). Every page below also comes as Markdown: ask for it with the header \`Accept: text/markdown\`.`,
    `## What the shop sells\n\n${
      categories.length
        ? bullets(
            categories.map(
              (c) =>
                `${link(c.CAT_NAME, url(paths.category(s, c.CAT_ID)))}${c.CAT_DESC ? `: ${inline(c.CAT_DESC)}` : ''}`,
            ),
          )
        : 'Nothing yet.'
    }`,
    `## Delivery and minimum order\n\n${bullets([...deliveryRules(store.CART_RULES), address, note].filter(Boolean))}`,
    [
      '## How to order',
      '',
      `1. Browse the ${link('categories', url(paths.categories(s)))} or search with \`${url(`/${s}/search/`)}{words}\`.`,
      "2. On an item's page choose the pack and quantity and add it to the bag.",
      '3. Sign in with a phone number (a one-time code), choose the delivery address and how to pay, and place the order.',
      '',
      `Agents can use the shop's MCP server at ${mcp} (Streamable HTTP, JSON-RPC over POST): search and browse the catalogue, fill a bag, and call start_checkout for a link. An agent never places an order itself: the shopper opens that link, signs in with their phone number and confirms the order.`,
    ].join('\n'),
    `## Pages in Markdown (ask with Accept: text/markdown)\n\n${bullets([
      link('Home', url(paths.home(s))),
      link('All categories with their first items', url(paths.categories(s))),
      link('About the shop: phone, email, hours, address, GSTIN, FSSAI, policies', url(`/${s}/account/pages/about`)),
      link('Blogs', url(paths.blogs(s))),
      ...input.pages.map((p) => link(p.title, url(paths.page(s, p.id)))),
    ])}`,
    `## Feeds\n\n${bullets([
      `${link('Google Merchant product feed', url(`/${s}/feeds/google.xml`))}: every item with price and availability (XML)`,
      `${link('Agentic Commerce product feed', url(`/${s}/feeds/acp.json`))}: the same catalogue as JSON`,
    ])}`,
    input.blogs.length
      ? `## Optional\n\n${bullets(input.blogs.map((b) => link(b.title, url(paths.blog(s, b.id)))))}`
      : '',
  );
}
