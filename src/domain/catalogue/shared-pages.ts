import { markdownPageOf } from '../agents/markdown-routes';
import { SHOP_ROUTE_LIST } from '../routes/route-table';

/** The kinds of page the route table marks `shared` (home, categories, a category, an item). */
const SHARED = new Set(SHOP_ROUTE_LIST.flatMap((r) => ('shared' in r && r.shared && r.markdown ? [r.markdown] : [])));

/**
 * Pages that are the same for every visitor except the bag badge: the route table's rows marked `shared`
 * (`rest` is the path after `/{storeId}`). A shopper with a bag or a session gets them from the edge cache with
 * the badge set on the way out; bag, checkout, account and order pages stay personal. Pure.
 */
export function isSharedPage(rest: string): boolean {
  const page = markdownPageOf(rest);
  return page !== null && SHARED.has(page.kind);
}
