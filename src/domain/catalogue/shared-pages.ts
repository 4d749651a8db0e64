import { markdownPageOf } from '../agents/markdown-routes';

const SHARED = new Set(['home', 'categories', 'category', 'item']);

/**
 * Pages that are the same for every visitor except the bag badge: home, categories, a category and an item
 * (`rest` is the path after `/{storeId}`). A shopper with a bag or a session gets them from the edge cache with
 * the badge set on the way out; bag, checkout, account and order pages stay personal. Pure.
 */
export function isSharedPage(rest: string): boolean {
  const page = markdownPageOf(rest);
  return page !== null && SHARED.has(page.kind);
}
