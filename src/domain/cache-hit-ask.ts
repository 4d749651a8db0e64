import { isValidStoreId, normaliseHost, parsePlatformHosts } from './tenant';
import { agentSurfaceOf } from './agents/surfaces';
import { acceptedLanguages, languageHint } from './i18n/languages';
import { goesAroundTheCache } from './route-params';

/** What a request that the cache hit's fast path may answer asks for: the page's shop, its path below it and query, its language hint. */
export interface CacheHitAsk {
  storeId: string;
  rest: string;
  query: URLSearchParams;
  languageHint: string;
}

export interface AskedRequest {
  method: string;
  url: string;
  headers: Pick<Headers, 'get' | 'has'>;
}

/**
 * Whether a request may be answered from the edge cache before the app's middleware (middleware/cache-hit-first),
 * and what it asks for: only a request that the whole way answers like any other of its page's key. So none with a
 * cookie (a session, a bag, a chosen language), sign-in headers, a reload, the render behind a stale answer
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
  if (h.has('Cookie') || h.has('Authorization') || h.has('token') || h.has(renderBehindHeader)) return null;
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
  return {
    storeId,
    rest,
    query,
    languageHint: languageHint({ query: null, cookie: null, accepted: acceptedLanguages(h.get('Accept-Language')) }),
  };
}
