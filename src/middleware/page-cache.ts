import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isValidStoreId } from '../domain/tenant';
import { isSharedPage } from '../domain/catalogue/shared-pages';
import { wantsMarkdown } from '../domain/agents/surfaces';
import { goesAroundTheCache, keptQuery } from '../domain/route-params';
import { assets } from '../render/assets';
import { personalisePage } from '../render/personalise';
import { shopVersionOf } from './shop-version';
import { bagCountFor, bagUnitsFromCookie } from './bag-count';
import { languageHintOf } from './language';

/**
 * The edge cache of a shop's pages. Only responses the handler marked `public` that set no cookie are stored,
 * and only pages rendered as an anonymous visitor sees them (or those with nothing more than a bag badge's number):
 * no personal data is ever cached. The key carries the shop's version (bumped by the owner API on every change), so
 * edits show at once, the client build, so a deploy never serves HTML that points at assets it replaced, and the
 * language the shopper asked for.
 *
 * - An anonymous visitor (no session, no bag) gets any cached page as it is.
 * - A shopper with a bag or a session gets the shared pages (home, categories, category, item) from the same
 *   cache, with their bag badge set on the way out (render/personalise). On a miss the page is rendered as an
 *   anonymous visitor would see it, stored, and personalised the same way. A page with a badge of N units is kept
 *   under N too, for the next shopper with as many. Other pages render for them fresh.
 * - `Cache-Control: no-cache` (a hard reload) skips the lookup.
 */
export const anonymousPageCache = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.param('storeId') ?? '';
  if (c.req.method !== 'GET' || !isValidStoreId(storeId)) return next();
  const anonymous = isAnonymous(storeId, getCookie(c));
  // A hard reload (Cache-Control: no-cache) renders afresh: for everyone else too when anonymous (the page is
  // stored again), for the shopper alone otherwise.
  const reload = /no-cache/i.test(c.req.header('Cache-Control') ?? '') || /no-cache/i.test(c.req.header('Pragma') ?? '');
  const rest = c.req.path.slice(storeId.length + 1);
  const query = new URL(c.req.url).searchParams;
  if (goesAroundTheCache(rest, query)) return next();
  const shared = !anonymous && !reload && isSharedPage(rest);
  if (!anonymous && !shared) return next();
  const version = await shopVersionOf(c, storeId);
  if (version === null) return next();
  const cache = (caches as unknown as { default: Cache }).default;
  // A page's Markdown (Accept: text/markdown, for agents) is cached apart from its HTML.
  const format = wantsMarkdown(c.req.header('Accept')) ? '&__f=md' : '';
  // the page's language follows the shopper's choice or the browser's languages: each is cached apart
  const language = `&__l=${encodeURIComponent(languageHintOf(c))}`;
  const key = new Request(`${pageKeyUrl(c.req.url, rest, query)}__v=${version}&__b=${encodeURIComponent(assets.main)}${format}${language}`, { method: 'GET' });
  // A shopper's page differs from the anonymous one only by the bag's units (the badge): once made for a number
  // of units it is kept under that number, for every shopper whose bag holds as many.
  const units = shared ? bagUnitsFromCookie(c, storeId) : null;
  const withBadge = units ? new Request(`${key.url}&__n=${units}`, { method: 'GET' }) : null;
  const ready = withBadge ? await cache.match(withBadge) : undefined;
  if (ready) {
    c.set('logStoreId', storeId);
    return asPersonal(ready, 'HIT');
  }
  const hit = reload ? undefined : await cache.match(key);
  if (hit) {
    c.set('logStoreId', storeId);
    if (anonymous) {
      const res = new Response(hit.body, hit);
      res.headers.set('X-Edge-Cache', 'HIT');
      return res;
    }
    if (units === 0) return asPersonal(hit, 'HIT');
    const res = await personalised(c, storeId, hit, true);
    if (withBadge) keepWithBadge(c, cache, withBadge, res);
    res.headers.set('X-Edge-Cache', 'HIT');
    return res;
  }
  // Rendered as an anonymous visitor sees it (no badge), so it may be stored for everyone.
  if (shared) c.set('bagCount', null);
  await next();
  const res = c.res;
  const members = Boolean(c.var.tenant?.store?.LOGIN_MANDATE);
  const storable = res.status === 200 && (res.headers.get('Cache-Control') ?? '').includes('public') && !res.headers.has('Set-Cookie') && !members;
  if (storable) {
    res.headers.set('X-Edge-Cache', 'MISS');
    c.executionCtx.waitUntil(cache.put(key, res.clone()));
  }
  if (shared) {
    c.res = await personalised(c, storeId, c.res, false);
    if (withBadge && storable) keepWithBadge(c, cache, withBadge, c.res);
    // hono carries the old response's headers over to the new one: the personal answer's own say goes last
    c.header('Cache-Control', PERSONAL_SHARED_PAGE);
  }
});

/**
 * The page's address as the cache knows it: only the parameters its route reads (domain/route-params), so a
 * tagged click (`?fbclid=`, `?utm_source=`) or junk parameters reach the one stored page. Ends ready for more.
 */
function pageKeyUrl(url: string, rest: string, query: URLSearchParams): string {
  const kept = keptQuery(rest, query).toString();
  const u = new URL(url);
  return `${u.origin}${u.pathname}?${kept ? `${kept}&` : ''}`;
}

/** A stored page answered to one shopper: kept by no shared cache, as personalisePage answers. */
function asPersonal(stored: Response, edge: string): Response {
  const res = new Response(stored.body, stored);
  res.headers.set('Cache-Control', PERSONAL_SHARED_PAGE);
  res.headers.set('X-Edge-Cache', edge);
  for (const h of ['ETag', 'Last-Modified', 'Content-Length']) res.headers.delete(h);
  return res;
}

/** Keeps a page with a badge of some units (nothing else personal is on it) for the next shopper with as many. */
function keepWithBadge(c: Context<AppEnv>, cache: Cache, withBadge: Request, personal: Response): void {
  if (personal.status !== 200 || personal.headers.has('Set-Cookie') || !(personal.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const copy = personal.clone();
  const headers = new Headers(copy.headers);
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  c.executionCtx.waitUntil(cache.put(withBadge, new Response(copy.body, { status: 200, headers })));
}

/**
 * The shopper's badge on a shared page: the bagUnits cookie says it without a trip to the bag; without one the
 * bag is read (and the cookie written for next time).
 */
async function personalised(c: Context<AppEnv>, storeId: string, page: Response, fromCache: boolean): Promise<Response> {
  if (!(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  c.set('bagCount', undefined);
  const units = bagUnitsFromCookie(c, storeId) ?? (await bagCountFor(c, storeId)) ?? 0;
  return personalisePage(page, units, { fromCache });
}

function isAnonymous(storeId: string, cookies: Record<string, string>): boolean {
  return !cookies.userToken && !cookies[`${storeId}_cartSessionId`];
}

/**
 * A shared page with a shopper's badge: kept by no shared cache, revalidated by the browser, and (unlike
 * no-store) still eligible for the back/forward cache.
 */
const PERSONAL_SHARED_PAGE = 'private, no-cache';

/** What a page that is the same for every anonymous visitor sends: browsers revalidate, the edge keeps it a minute. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
