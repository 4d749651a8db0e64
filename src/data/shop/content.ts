import { plainTextOfMarkdown, truncateText } from '../../domain/seo/meta';
import {
  blogCollectionSchema,
  blogSchema,
  branchSchema,
  customPageSchema,
  parseRows,
  type Blog,
  type BlogCollection,
  type BlogSummary,
  type Branch,
  type CustomPage,
} from './catalogue-rows';
import { BLOG_COLLECTIONS, BLOGS, BRANCHES, CUSTOM_PAGES } from '../../domain/tables/content';
import { storefrontSelect } from '../../domain/tables/records';
import type { ShopData } from './shop-data';

/** The columns of a post the lists show: the body's start only, for the excerpt. */
const SUMMARY_COLS = storefrontSelect(BLOGS, '', { body: 'substr(body, 1, 600) AS body' });
const BLOG_COLS = BLOGS.select('b', 'storefront');
const COLLECTION_COLS = BLOG_COLLECTIONS.select('', 'storefront');
const PAGE_COLS = CUSTOM_PAGES.select('', 'storefront');
const BRANCH_COLS = BRANCHES.select('', 'storefront');
/** What the sitemap screen lists of a page or a post. */
const titleCols = (t: typeof CUSTOM_PAGES | typeof BLOGS) => `${t.columnOf.id}, ${t.columnOf.title}`;

function summaries(rows: unknown[]): BlogSummary[] {
  return parseRows(blogSchema, rows).map(({ body, ...b }) => ({
    ...b,
    excerpt: truncateText(plainTextOfMarkdown(body), 180),
  }));
}

/** Collections with their newest posts, for /content/blogs. */
export async function loadBlogIndex(
  shop: ShopData,
  limit = 100,
): Promise<{ collections: BlogCollection[]; posts: BlogSummary[] }> {
  const { db } = shop;
  const [c, p] = await db.batch([
    db.prepare(`SELECT ${COLLECTION_COLS} FROM blog_collections ORDER BY position, name`),
    db
      .prepare(`SELECT ${SUMMARY_COLS} FROM blogs WHERE is_published = 1 ORDER BY published_at DESC, id LIMIT ?`)
      .bind(limit),
  ]);
  return { collections: parseRows(blogCollectionSchema, c.results), posts: summaries(p.results) };
}

/** One collection and its posts, or null when the shop has no such collection. */
export async function loadBlogCollection(
  shop: ShopData,
  collectionId: string,
): Promise<{ collection: BlogCollection; posts: BlogSummary[] } | null> {
  const { db } = shop;
  const [c, p] = await db.batch([
    db.prepare(`SELECT ${COLLECTION_COLS} FROM blog_collections WHERE id = ?`).bind(collectionId),
    db
      .prepare(
        `SELECT ${SUMMARY_COLS} FROM blogs WHERE collection_id = ? AND is_published = 1 ORDER BY published_at DESC, id LIMIT 200`,
      )
      .bind(collectionId),
  ]);
  const collection = parseRows(blogCollectionSchema, c.results)[0];
  return collection ? { collection, posts: summaries(p.results) } : null;
}

/** A published post with its collection (if it still exists). */
export async function loadBlog(
  shop: ShopData,
  blogId: string,
): Promise<{ blog: Blog; collection: BlogCollection | null } | null> {
  const { db } = shop;
  const row = await db
    .prepare(
      `SELECT ${BLOG_COLS}, c.name AS collection_name FROM blogs b LEFT JOIN blog_collections c ON c.id = b.collection_id WHERE b.id = ? AND b.is_published = 1`,
    )
    .bind(blogId)
    .first<Record<string, unknown>>();
  const blog = row ? parseRows(blogSchema, [row])[0] : undefined;
  if (!blog) return null;
  const name = typeof row?.collection_name === 'string' ? row.collection_name : null;
  return { blog, collection: name ? { id: blog.collection_id, name, position: 0 } : null };
}

export async function loadCustomPage(shop: ShopData, pageId: string): Promise<CustomPage | null> {
  const { db } = shop;
  const row = await db
    .prepare(`SELECT ${PAGE_COLS} FROM custom_pages WHERE id = ? AND is_published = 1`)
    .bind(pageId)
    .first();
  return row ? (parseRows(customPageSchema, [row])[0] ?? null) : null;
}

/** Titles of the shop's pages and posts and its branches, for the sitemap screen. */
export async function loadContentDirectory(
  shop: ShopData,
): Promise<{ pages: { id: string; title: string }[]; blogs: { id: string; title: string }[]; branches: Branch[] }> {
  const { db } = shop;
  const [p, b, br] = await db.batch([
    db.prepare(`SELECT ${titleCols(CUSTOM_PAGES)} FROM custom_pages WHERE is_published = 1 ORDER BY title LIMIT 500`),
    db.prepare(`SELECT ${titleCols(BLOGS)} FROM blogs WHERE is_published = 1 ORDER BY published_at DESC LIMIT 500`),
    db.prepare(`SELECT ${BRANCH_COLS} FROM branches ORDER BY position, name`),
  ]);
  return {
    pages: p.results as { id: string; title: string }[],
    blogs: b.results as { id: string; title: string }[],
    branches: parseRows(branchSchema, br.results),
  };
}
