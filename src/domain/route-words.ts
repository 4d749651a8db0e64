/**
 * Words that are routes of the storefront (`/{storeId}/bag`, `/search`, `/platform/api`, ...). A shop id
 * or a category or item id equal to one of them would shadow a route, so the platform and owner APIs refuse it.
 */
export const ROUTE_WORDS: readonly string[] = [
  'home', 'bag', 'account', 'categories', 'login', 'manualorders', 'sitemap', 'checkout', 'content', 'search', 'track', 'delivery-check',
  'api', 'admin', 'platform', 'img', 'media', 'assets', 'robots.txt', 'sitemap.xml', 'llms.txt',
];

const words = new Set(ROUTE_WORDS);

/** Case-insensitive: `/Bag` and `/bag` reach the same route on some hosts and look the same to a shopper. */
export function isRouteWord(id: string): boolean {
  return words.has(id.toLowerCase());
}
