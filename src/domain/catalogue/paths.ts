import { firstWord, SHOP_ROUTE_LIST } from '../routes/route-table';

/**
 * Paths of the browsing screens and the rules for ids found in them. An id that is not a plain slug
 * (too long, encoded, traversal, markup) is simply not found: the page answers 404 without a lookup.
 */

const SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export function isSlugId(id: unknown): id is string {
  return typeof id === 'string' && SLUG.test(id);
}

/**
 * First path segments under /{storeId} that belong to other screens (pages, files and the words the storefront
 * keeps, from the route table), so a category can never be named after them. Catalogue routes step aside for them.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(
  SHOP_ROUTE_LIST.filter((r) => r.surface !== 'agent')
    .map((r) => firstWord(r.path))
    .filter((w): w is string => w !== null),
);

export const paths = {
  home: (s: string) => `/${s}`,
  categories: (s: string) => `/${s}/categories`,
  categoryItems: (s: string, cat: string) => `/${s}/categories/${cat}`,
  category: (s: string, cat: string) => `/${s}/${cat}`,
  item: (s: string, cat: string, item: string) => `/${s}/${cat}/${item}`,
  questions: (s: string, cat: string, item: string) => `/${s}/${cat}/${item}/allquestions`,
  reviews: (s: string, cat: string, item: string) => `/${s}/${cat}/${item}/userReviews`,
  search: (s: string, q: string) => `/${s}/search/${encodeURIComponent(q)}`,
  sitemap: (s: string) => `/${s}/sitemap`,
  blogs: (s: string) => `/${s}/content/blogs`,
  blogCollection: (s: string, id: string) => `/${s}/content/blogs/${id}`,
  blog: (s: string, id: string) => `/${s}/content/blogs/read/${id}`,
  page: (s: string, id: string) => `/${s}/content/pages/${id}`,
};

/** 1-based page number from a query value; anything odd is page 1; capped so OFFSET stays bounded. */
export function pageNumber(raw: string | undefined, max = 500): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(max, Math.max(1, Number(raw)));
}
