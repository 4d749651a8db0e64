import { firstWord, SHOP_ROUTE_LIST, WORKER_ROUTE_LIST } from './routes/route-table';

/**
 * Words that are routes of the storefront (`/{storeId}/bag`, `/search`, `/platform/api`, `/{storeId}/mcp`, ...):
 * the first word of every row of the route table (`src/domain/routes/route-table.ts`). A shop id or a category
 * or item id equal to one of them would shadow a route, so the platform and owner APIs and the import refuse it.
 */
export const ROUTE_WORDS: readonly string[] = [
  ...new Set(
    [...SHOP_ROUTE_LIST, ...WORKER_ROUTE_LIST].map((r) => firstWord(r.path)).filter((w): w is string => w !== null),
  ),
];

const words = new Set(ROUTE_WORDS);

/** Case-insensitive: `/Bag` and `/bag` reach the same route on some hosts and look the same to a shopper. */
export function isRouteWord(id: string): boolean {
  return words.has(id.toLowerCase());
}
