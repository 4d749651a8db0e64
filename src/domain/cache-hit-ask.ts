import { isValidStoreId, normaliseHost, parsePlatformHosts } from './tenant';
import { agentSurfaceOf } from './agents/surfaces';
import { acceptedLanguages, languageHint } from './i18n/languages';
import { goesAroundTheCache, isTrackingParam } from './route-params';
import { bagUnitsCookieName, cartCookieName, isValidSessionId, parseBagUnits } from './cart/session';
import { isSharedPage } from './catalogue/shared-pages';

/** What a request that the cache hit's fast path may answer asks for: the page's shop, its path below it and query, its language hint. */
export interface CacheHitAsk {
  storeId: string;
  rest: string;
  query: URLSearchParams;
  languageHint: string;
  /** null: an anonymous visitor or `session`; else the units in the shopper's bag, as their bagUnits cookie says (the badge) */
  units: number | null;
  /**
   * The bag's session of a shopper whose only cookie it is (another device, a browser that keeps no cookies): the
   * request does not say the badge's units, only the isolate's memory of that session's bag may (middleware/bag-count).
   */
  session: string | null;
  /** a reload (`max-age=0`): the shop's version is read afresh, not taken from what the isolate knew a moment ago */
  revalidate: boolean;
}

export interface AskedRequest {
  method: string;
  url: string;
  headers: Pick<Headers, 'get' | 'has'>;
}

/**
 * Whether a request may be answered from the edge cache before the app's middleware (middleware/cache-hit-first),
 * and what it asks for: only a request that the whole way answers like any other of its page's key. So none with a
 * cookie (a session, a chosen language) but a bag's two on a shared page (`bagAskOf`), sign-in headers, a hard
 * reload, the render behind a stale answer
 * (`renderBehindHeader`), `?lang=` (remembered in a cookie on the way out), a parameter that goes around the
 * cache, an agent's surface (counted per request), a percent-escape in the path (the whole way routes the decoded
 * path) or a host that is not the platform's (a custom domain is looked up in the directory every time).
 */
export function cacheHitAskOf(
  req: AskedRequest,
  platformHosts: string,
  renderBehindHeader: string,
): CacheHitAsk | null {
  if (req.method !== 'GET') return null;
  const h = req.headers;
  if (h.has('Authorization') || h.has('token') || h.has(renderBehindHeader)) return null;
  if (/no-cache/i.test(h.get('Cache-Control') ?? '') || /no-cache/i.test(h.get('Pragma') ?? '')) return null;
  const url = new URL(req.url);
  const path = url.pathname;
  if (path.includes('%') || !parsePlatformHosts(platformHosts).has(normaliseHost(url.host))) return null;
  const slash = path.indexOf('/', 1);
  const storeId = slash === -1 ? path.slice(1) : path.slice(1, slash);
  if (!isValidStoreId(storeId)) return null;
  const rest = path.slice(storeId.length + 1);
  const query = url.searchParams;
  if (query.has('lang') || goesAroundTheCache(rest, query) || agentSurfaceOf(rest, 'GET', h.get('Accept')) !== null)
    return null;
  const cookie = h.get('Cookie');
  const bag = cookie === null ? { units: null, session: null } : bagAskOf(cookie, storeId, rest);
  if (bag === undefined) return null;
  return {
    storeId,
    rest,
    query,
    languageHint: languageHint({ query: null, cookie: null, accepted: acceptedLanguages(h.get('Accept-Language')) }),
    ...bag,
    revalidate: /max-age=0/i.test(h.get('Cache-Control') ?? ''),
  };
}

/**
 * The units of a shopper's bag when their cookies are the shop's bag session and its units and nothing else, or the
 * session alone, and the page is one every shopper shares but for the badge (domain/catalogue/shared-pages);
 * undefined otherwise (the whole way reads any other cookie: a sign-in, a language, another bag's badge without its
 * number).
 */
function bagAskOf(
  cookie: string,
  storeId: string,
  rest: string,
): { units: number; session: null } | { units: null; session: string } | undefined {
  const pairs = cookie.split(';').map((pair) => pair.trim());
  if (pairs.length > 2 || !isSharedPage(rest)) return undefined;
  const values = new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const session = values.get(cartCookieName(storeId));
  if (!isValidSessionId(session)) return undefined;
  if (pairs.length === 1) return { units: null, session };
  const units = parseBagUnits(values.get(bagUnitsCookieName(storeId)));
  return units === null ? undefined : { units, session: null };
}

/**
 * The address without its click tags (`fbclid`, `utm_*`: domain/route-params isTrackingParam) where their names are
 * written plainly, so a tagged click is read as its page is. A name with an escape or a `+` is left in (only a URL
 * parser reads it as the tag it may be): such an address is merely not recognised as its page.
 */
export function untaggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url.slice(q + 1).split('&');
  const kept = params.filter((param) => {
    const eq = param.indexOf('=');
    const name = eq === -1 ? param : param.slice(0, eq);
    return /[%+]/.test(name) || !isTrackingParam(name);
  });
  if (kept.length === params.length) return url;
  return kept.length === 0 ? url.slice(0, q) : `${url.slice(0, q)}?${kept.join('&')}`;
}
