/**
 * Instant navigation on Chromium: the Speculation-Rules response header points every HTML page at one rule set,
 * which prefetches shop links when the shopper shows intent (hover on desktop, touch start on phones:
 * eagerness "moderate"). Personal and state-changing pages are never prefetched: bag, checkout, account,
 * login and logout, order tracking, the shopping list, agents' endpoints, APIs, and any link marked
 * rel=nofollow or data-no-prefetch. Forms are not links, so their actions never are. Pure.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** URL patterns (below any shop, `/*` being the shop id) that are never prefetched. */
const NEVER_PREFETCHED = [
  '/*/bag', '/*/bag/*', '/*/manualorders', '/*/checkout', '/*/checkout/*', '/*/account', '/*/account/*',
  '/*/login', '/*/login/*', '/*/logout', '/*/track/*', '/*/mcp', '/*/feeds/*', '/*/llms.txt',
  '/api/*', '/admin/*', '/platform/*',
] as const;

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
