import { SHOP_ROUTE_LIST } from './routes/route-table';
import { matchPattern } from './routes/match';
import { isRouteWord } from './route-words';

/**
 * The query parameters each page of a shop reads, listed once beside its route in the route table
 * (`src/domain/routes/route-table.ts`, `reads`; the path after `/{storeId}`).
 * The edge cache keys a page by these alone (in this order), and canonical and hreflang links keep only these,
 * so tracking tags (`?fbclid=`, `?utm_source=`) and junk parameters reach the same cached page and never a
 * search engine's index. A route that starts reading a parameter must list it in the table, or every value of it would
 * get the page cached for the first one.
 *
 * Every page also reads `lang` (the language middleware turns it into the language part of the cache key) and
 * `rid` (a reseller's referral link: it sets a cookie, so such a request goes around the cache). The item page's
 * `ref=item_sharing` counts a view of a shared link, so it goes around the cache too.
 */
export const ROUTE_PARAMS: readonly RouteParams[] = SHOP_ROUTE_LIST.flatMap((r) =>
  r.reads
    ? [
        {
          route: r.path,
          reads: r.reads,
          ...(r.around ? { around: r.around } : {}),
          ...(r.shows ? { shows: r.shows } : {}),
        },
      ]
    : [],
);

interface RouteParams {
  route: string;
  /** parameters that shape the page: part of its cache key and of its canonical link */
  reads: readonly string[];
  /** parameter values that ask for an effect beyond the page (a counted view): such a request skips the cache */
  around?: Readonly<Record<string, string>>;
  shows?: 'category';
}

/** Parameters of every page that ask for an effect beyond it: `rid` sets the referral cookie. */
const AROUND_ON_EVERY_PAGE = ['rid'];

/** Ad and analytics click tags: unique per click, never read by a page. */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'igshid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'yclid',
]);

export function isTrackingParam(name: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith('utm_') || TRACKING.has(n);
}

/** The route of a path after `/{storeId}` ('' for the home page), or null when no listed page answers it. */
export function routeOf(rest: string): string | null {
  return matchRoute(rest)?.route.route ?? null;
}

/**
 * The one category whose items a cached page shows (its route `shows: 'category'`), or null when the page may
 * show any of the shop's items (home, search) or is not a listed page.
 */
export function pageCategoryOf(rest: string): string | null {
  const found = matchRoute(rest);
  return found?.route.shows === 'category' ? (found.params.catId ?? null) : null;
}

function matchRoute(rest: string): { route: RouteParams; params: Record<string, string> } | null {
  if (rest !== '' && !rest.startsWith('/')) return null;
  const segments = rest === '' ? [] : rest.slice(1).split('/');
  for (const route of ROUTE_PARAMS) {
    const params = matchPattern(route.route, segments, (s) => !isRouteWord(s));
    if (params) return { route, params };
  }
  return null;
}

/**
 * The query a page is cached and linked under: the parameters its route reads, in the table's order, first value
 * each. A path no listed route answers keeps every parameter but the tracking tags (such pages are personal and
 * never stored; keeping them all is the safe side).
 */
export function keptQuery(rest: string, query: URLSearchParams): URLSearchParams {
  const route = routeOf(rest);
  const kept = new URLSearchParams();
  if (route === null) {
    for (const [name, value] of query) if (!isTrackingParam(name) && name !== 'lang') kept.append(name, value);
    return kept;
  }
  for (const name of ROUTE_PARAMS.find((r) => r.route === route)!.reads) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

/** Whether the request asks for something a cached page cannot give (`rid` anywhere, a route's `around`). */
export function goesAroundTheCache(rest: string, query: URLSearchParams): boolean {
  if (AROUND_ON_EVERY_PAGE.some((name) => query.has(name))) return true;
  const route = routeOf(rest);
  const around = ROUTE_PARAMS.find((r) => r.route === route)?.around ?? {};
  return Object.entries(around).some(([name, value]) => query.get(name) === value);
}

/**
 * A page's clean address (`/{storeId}/...?kept`): what canonical and hreflang links name. `address` is a path
 * with an optional query, starting with the shop's id.
 */
export function cleanPageAddress(address: string): string {
  const q = address.indexOf('?');
  const path = q === -1 ? address : address.slice(0, q);
  if (q === -1) return path;
  const slash = path.indexOf('/', 1);
  const rest = slash === -1 ? '' : path.slice(slash);
  const kept = keptQuery(rest, new URLSearchParams(address.slice(q + 1))).toString();
  return kept ? `${path}?${kept}` : path;
}
