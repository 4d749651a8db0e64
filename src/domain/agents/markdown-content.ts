import { blogCrumbs, pageCrumbs } from '../catalogue/breadcrumbs';
import { paths } from '../catalogue/paths';
import { aboutRows, crumbsLine, deliveryRules, type ShopContext } from './markdown-shop';
import { bullets, inline, isoDate, link, ownerMarkdown, page } from './markdown-text';

/**
 * The shop's content pages as Markdown for agents: the blog index, a blog collection, a post, a custom page and
 * the about page. Owner bodies pass through `ownerMarkdown` (no raw HTML, no unsafe links). Pure.
 */

export interface BlogCollectionData {
  id: string;
  name: string;
}

export interface BlogSummaryData {
  id: string;
  title: string;
  excerpt: string;
  published_at: string;
}

function postList(ctx: ShopContext, posts: readonly BlogSummaryData[]): string {
  if (posts.length === 0) return 'No posts yet.';
  return bullets(
    posts.map((p) => {
      const date = isoDate(p.published_at);
      return `${link(p.title, ctx.url(paths.blog(ctx.store.id, p.id)))}${date ? ` (${date})` : ''}${p.excerpt ? `: ${inline(p.excerpt)}` : ''}`;
    }),
  );
}

/** /content/blogs, or /content/blogs/{collectionId} when `collection` is given. */
export function blogListMarkdown(
  ctx: ShopContext,
  collections: readonly BlogCollectionData[],
  posts: readonly BlogSummaryData[],
  collection?: BlogCollectionData,
): string {
  const { store, url } = ctx;
  const s = store.id;
  return page(
    `# ${collection ? inline(collection.name) : 'Blogs'}`,
    crumbsLine(blogCrumbs(s, store.STORE_NAME, collection).slice(0, collection ? 2 : 1), url),
    !collection && collections.length
      ? `Collections:\n\n${bullets(collections.map((c) => link(c.name, url(paths.blogCollection(s, c.id)))))}`
      : '',
    postList(ctx, posts),
  );
}

export interface BlogPostData {
  id: string;
  title: string;
  body: string;
  published_at: string;
}

export function blogPostMarkdown(ctx: ShopContext, blog: BlogPostData, collection: BlogCollectionData | null): string {
  const { store, url } = ctx;
  const s = store.id;
  const date = isoDate(blog.published_at);
  const self = url(paths.blog(s, blog.id));
  return page(
    `# ${inline(blog.title)}`,
    crumbsLine(blogCrumbs(s, store.STORE_NAME, collection ?? undefined), url),
    [
      date ? `Published ${date}` : '',
      collection ? `in ${link(collection.name, url(paths.blogCollection(s, collection.id)))}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ownerMarkdown(blog.body, { origin: new URL(self).origin, page: self }),
  );
}

export function customPageMarkdown(ctx: ShopContext, p: { id: string; title: string; body: string }): string {
  const { store, url } = ctx;
  const self = url(paths.page(store.id, p.id));
  return page(
    `# ${inline(p.title)}`,
    crumbsLine(pageCrumbs(store.id, store.STORE_NAME, { id: p.id, name: p.title }).slice(0, 1), url),
    ownerMarkdown(p.body, { origin: new URL(self).origin, page: self }),
  );
}

/** /account/pages/about: the about block (phone, email, hours, address, GSTIN, FSSAI, policies) and the cart rules. */
export function aboutMarkdown(ctx: ShopContext): string {
  const { store, url } = ctx;
  const s = store.id;
  const rows = aboutRows(store);
  return page(
    `# About ${inline(store.STORE_NAME)}`,
    link(store.STORE_NAME, url(paths.home(s))),
    rows.length ? bullets(rows) : '',
    `## Delivery and minimum order\n\n${bullets(deliveryRules(store.CART_RULES))}`,
    `## Browse\n\n${bullets([link('All categories', url(paths.categories(s))), link('Blogs', url(paths.blogs(s)))])}`,
  );
}
