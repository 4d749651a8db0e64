/**
 * Instant navigation on Chromium: the Speculation-Rules response header points every HTML page at one rule set,
 * which prefetches shop links when the shopper shows intent (hover on desktop, touch start on phones:
 * eagerness "moderate"). Personal and state-changing pages are never prefetched: bag, checkout, account,
 * login and logout, order tracking, the shopping list, agents' endpoints, APIs (the route table's rows marked
 * `prefetch: false`), and any link marked rel=nofollow or data-no-prefetch. Forms are not links, so their
 * actions never are. Pure.
 */
import { firstWord, SHOP_ROUTE_LIST, WORKER_ROUTE_LIST, WORKER_ROUTES } from '../routes/route-table';

export const SPECULATION_RULES_PATH = WORKER_ROUTES.speculationRules.path;

// URL patterns never prefetched, from the route table's rows with `prefetch: false`. Below any shop (the first
// star being the shop id): the word itself for a route that is just the word, the word and a star for routes
// below it (bag and bag/claim); the Worker's own surfaces as the word and a star (api, admin, platform).
const NEVER_PREFETCHED: readonly string[] = [
  ...new Set([
    ...SHOP_ROUTE_LIST.filter((r) => !r.prefetch).flatMap((r) => {
      const word = firstWord(r.path);
      if (word === null) return [];
      return r.path === `/${word}` ? [`/*/${word}`] : [`/*/${word}/*`];
    }),
    ...WORKER_ROUTE_LIST.filter((r) => !r.prefetch).flatMap((r) => {
      const word = firstWord(r.path);
      return word === null ? [] : [`/${word}/*`];
    }),
  ]),
];

export function speculationRules() {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: [...NEVER_PREFETCHED] } },
            { not: { selector_matches: '[rel~=nofollow], [data-no-prefetch], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
