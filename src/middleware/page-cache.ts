import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv, CacheOutcome } from './app-env';
import { isValidStoreId } from '../domain/tenant';
import { isSharedPage } from '../domain/catalogue/shared-pages';
import { wantsMarkdown } from '../domain/agents/surfaces';
import { goesAroundTheCache, keptQuery, pageCategoryOf, routeOf } from '../domain/route-params';
import { isPageCurrent, mayServeStale, storedPageSeconds } from '../domain/page-freshness';
import { readNoStaleBefore, scopedRunOf } from '../data/owner-cache';
import { log } from '../core/log';
import { assets } from '../render/assets';
import { personalisePage } from '../render/personalise';
import { shopVersionOf } from './shop-version';
import { bagCountFor, bagUnitsKnown, reissueBagUnits } from './bag-count';
import { keepBadgeCopy, mayHaveBadgeCopy } from './badge-copies';
import { languageHintOf } from './language';
import { edgeCache } from '../core/edge-cache';
import { renderReloadOnce, reloadKeyOf } from './shared-reloads';
import {
  flightOf,
  leadRender,
  RENDER_BEHIND,
  responseOf,
  renderBehind,
  takeRenderBehind,
  waitFor,
  type RenderedPage,
} from './page-render-flights';

/**
 * The edge cache of a shop's pages. Only responses the handler marked `public` that set no cookie are stored,
 * and only pages rendered as an anonymous visitor sees them (or those with nothing more than a bag badge's number):
 * no personal data is ever cached. The stored page carries the shop's version (bumped by the owner API on every
 * change), so edits show on the next render; the key carries the client build, so a deploy never serves HTML that points at assets it replaced, and the
 * language the shopper asked for.
 *
 * - An anonymous visitor (no session, no bag) gets any cached page as it is.
 * - A shopper with a bag or a session gets the shared pages (home, categories, category, item) from the same
 *   cache, with their bag badge set on the way out (render/personalise). On a miss the page is rendered as an
 *   anonymous visitor would see it, stored, and personalised the same way. A page with a badge of N units made a
 *   second time in the isolate is kept under N too, for the next shopper with as many. Other pages render for
 *   them fresh.
 * - `Cache-Control: no-cache` (a hard reload) skips the lookup.
 * - The key keeps only the parameters the page's route reads (domain/route-params): tagged clicks share it.
 * - One entry per page; the stored page carries its shop version. Concurrent misses of a page in the isolate wait
 *   for one render (coalesced); right after an owner change the previous version is served at once while one
 *   render behind it makes the new one, for a bounded time (domain/page-freshness). Rule: docs/architecture.md.
 * - A page of one category (category, item) stays current through changes of other categories' items
 *   (domain/page-freshness `isPageCurrent`).
 * - The shop's version says when a stored page is current, so the edge keeps pages a day (`storedPageSeconds`), or
 *   until their offers change by the clock; what leaves the Worker still says PUBLIC_PAGE_CACHE (a minute).
 */
export const anonymousPageCache = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.param('storeId') ?? '';
  if (c.req.method !== 'GET' || !isValidStoreId(storeId)) return next();
  const rest = c.req.path.slice(storeId.length + 1);
  const query = new URL(c.req.url).searchParams;
  if (goesAroundTheCache(rest, query)) return next();
  const anonymous = isAnonymous(storeId, getCookie(c));
  // A hard reload (Cache-Control: no-cache) renders afresh: for everyone else too when anonymous (the page is
  // stored again), for the shopper alone otherwise (identical reloads arriving together share that render).
  // the render behind a stale answer (renderBehind) comes as a reload that settles the stale answer's flight
  const behind = takeRenderBehind(c.req.header(RENDER_BEHIND));
  const reload =
    behind !== null ||
    /no-cache/i.test(c.req.header('Cache-Control') ?? '') ||
    /no-cache/i.test(c.req.header('Pragma') ?? '');
  const shared = !anonymous && !reload && isSharedPage(rest);
  const personalReload = !anonymous && reload && behind === null && routeOf(rest) !== null;
  if (!anonymous && !shared && !personalReload) return next();
  const version = await shopVersionOf(c, storeId);
  if (version === null) return next();
  const cache = edgeCache();
  const markdown = wantsMarkdown(c.req.header('Accept'));
  // One entry per page, whatever the shop's version: the stored page says its version (VERSION_HEADER), so after
  // an owner change the previous one is still there to serve for a moment (stale-while-revalidate).
  const key = new Request(pageCacheKeyUrl(c.req.url, rest, query, markdown, languageHintOf(c)), { method: 'GET' });
  const versioned = `${key.url}&__v=${version}`;
  if (personalReload) return renderReloadOnce(c, next, reloadKeyOf(versioned, c.req.header('Cookie')));
  const answer: Answer = { c, storeId, anonymous, units: null, withBadge: null, cache };
  // A shopper's page differs from the anonymous one only by the bag's units (the badge): made a second time for a
  // number of units, it is kept under that number (and the version), for every shopper whose bag holds as many.
  answer.units = shared ? bagUnitsKnown(c, storeId) : null;
  answer.withBadge = answer.units
    ? new Request(badgeCopyKeyUrl(key.url, version, answer.units), { method: 'GET' })
    : null;
  const ready =
    answer.withBadge && mayHaveBadgeCopy(answer.withBadge.url) ? await cache.match(answer.withBadge) : undefined;
  if (ready) {
    c.set('logStoreId', storeId);
    c.set('cacheOutcome', 'hit');
    reissueBagUnits(c, storeId, answer.units!);
    const res = asPersonal(ready, 'hit');
    // the copy has no stored page's stamp: this one tells the cache hit's fast path to answer later shoppers with as
    // many units from the copy too (without it, once the copy is kept first, every such shopper took the whole way)
    res.headers.set(STORED_STAMP_HEADER, BADGE_COPY_STAMP);
    return res;
  }
  const stored = reload ? undefined : await cache.match(key);
  const storedVersion = stored ? Number(stored.headers.get(VERSION_HEADER)) : Number.NaN;
  if (stored && storedVersion === version) return answerStored(answer, stored, 'hit');
  // not stored again under the current version: one more copy of the page per change costs more than the
  // check, which reads the shop's run of changes once an isolate and version (data/owner-cache scopedRunOf)
  if (stored && (await stillCurrent(c, storeId, rest, storedVersion, version)))
    return answerStored(answer, stored, 'hit');
  // Only pages the route table lists are stored at all: bag, checkout, account and order pages never wait for
  // another request's render and are never stale. Concurrent anonymous reloads of a page share one render too.
  const listed = routeOf(rest) !== null;
  // Right after a change: the previous page at once, and one render of the new one behind it. HTML only: an
  // agent's Markdown page is counted per request, so it renders in its own request. A reload (max-age=0) asks for
  // no stale answer: it waits for the render, so an owner who saved a price and reloads sees it.
  const acceptsStale = !/max-age=0/i.test(c.req.header('Cache-Control') ?? '');
  if (
    listed &&
    !reload &&
    !markdown &&
    acceptsStale &&
    stored &&
    (await mayAnswerStale(c, storeId, storedVersion, version))
  ) {
    if (!flightOf(versioned)) renderBehind(c, versioned);
    return answerStored(answer, stored, 'stale');
  }
  // Reloads share a render only with other reloads: a reload never gets a page an ordinary visit began to render.
  const flightKey = reload && behind === null ? reloadKeyOf(versioned, '') : versioned;
  // looked up after the reads above, which other requests for the page may have overtaken
  const flight = listed && behind === null ? flightOf(flightKey) : undefined;
  if (flight) {
    const waited = Date.now();
    const page = await waitFor(flight);
    c.set('renderMs', Date.now() - waited);
    if (page) return answerStored(answer, responseOf(page), 'coalesced');
  }
  // This request renders the page; others in the isolate that miss the same key meanwhile wait for it.
  const settle = behind ?? (listed && !flight ? leadRender(flightKey) : () => undefined);
  c.set('cacheOutcome', 'miss');
  // Rendered as an anonymous visitor sees it (no badge), so it may be stored for everyone.
  if (shared) c.set('bagCount', null);
  const began = Date.now();
  try {
    await next();
  } catch (err) {
    settle(null);
    throw err;
  }
  c.set('renderMs', Date.now() - began);
  const res = c.res;
  const members = Boolean(c.get('tenant')?.store?.LOGIN_MANDATE);
  const storable =
    res.status === 200 &&
    (res.headers.get('Cache-Control') ?? '').includes('public') &&
    !res.headers.has('Set-Cookie') &&
    !members;
  if (storable) {
    res.headers.set('X-Edge-Cache', 'MISS');
    const keptFor = storedPageSeconds(Date.now(), c.get('pageChangesAt') ?? null);
    c.executionCtx.waitUntil(
      keep(cache, key, res.clone(), version, keptFor).then(settle, (err: unknown) => {
        settle(null);
        log('warn', 'page not kept in the edge cache', { storeId, requestId: c.get('requestId'), error: String(err) });
      }),
    );
  } else settle(null);
  if (shared) {
    c.res = await personalised(c, storeId, c.res, false);
    if (answer.withBadge && storable) keepWithBadge(c, cache, answer.withBadge, c.res);
    // hono carries the old response's headers over to the new one: the personal answer's own say goes last
    c.header('Cache-Control', PERSONAL_SHARED_PAGE);
  }
});

/** What a cache outcome needs to answer a request. */
interface Answer {
  c: Context<AppEnv>;
  storeId: string;
  anonymous: boolean;
  units: number | null;
  withBadge: Request | null;
  cache: Cache;
}

/** The stored page's shop version (kept in the edge cache, never sent). */
const VERSION_HEADER = 'X-Page-Version';
/**
 * Which storing of a page this is (a new one each time it is stored): a hit leaves it on its answer (an anonymous
 * visitor's, or a shopper's with their badge filled in) for the cache hit's fast path (middleware/cache-hit-first),
 * which takes it off before the answer leaves the Worker.
 */
export const STORED_STAMP_HEADER = 'X-Page-Stored';
/** The stamp of an answer made from a badge copy: the fast path may answer from the copy, never from the stored page. */
export const BADGE_COPY_STAMP = 'badge-copy';
/** The page's own Cache-Control, kept beside the edge's longer one while it is stored, and sent again. */
const SENT_CACHE_CONTROL = 'X-Page-Cache-Control';

/**
 * Stores the rendered page under its version for `seconds` and answers it to the requests that waited for it (with
 * the page's own headers).
 */
async function keep(
  cache: Cache,
  key: Request,
  copy: Response,
  version: number,
  seconds: number,
): Promise<RenderedPage> {
  const body = await copy.arrayBuffer();
  const headers = new Headers(copy.headers);
  headers.set(VERSION_HEADER, String(version));
  const page = { status: copy.status, headers: [...headers], body };
  headers.set(SENT_CACHE_CONTROL, headers.get('Cache-Control') ?? '');
  headers.set('Cache-Control', `public, s-maxage=${seconds}`);
  headers.set(STORED_STAMP_HEADER, crypto.randomUUID());
  await cache.put(key, new Response(body.slice(0), { status: copy.status, headers }));
  return page;
}

/**
 * Whether a page stored under an older version still shows what the shop holds: a page of one category whose
 * items no change since touched (domain/page-freshness). Reads the run of scoped changes only for such pages.
 */
async function stillCurrent(
  c: Context<AppEnv>,
  storeId: string,
  rest: string,
  stored: number,
  current: number,
): Promise<boolean> {
  const category = pageCategoryOf(rest);
  if (category === null || !Number.isFinite(stored) || stored > current) return false;
  try {
    return isPageCurrent({ stored, current, category, run: await scopedRunOf(c.env.KV, storeId, current) });
  } catch {
    return false;
  }
}

/**
 * Whether the stored page may be answered stale now: in the moment after a change, unless a change since forbids
 * it (the shop's no-stale mark, read only in that moment).
 */
async function mayAnswerStale(c: Context<AppEnv>, storeId: string, stored: number, current: number): Promise<boolean> {
  const now = Date.now();
  if (!mayServeStale({ current, stored, now })) return false;
  try {
    return mayServeStale({ current, stored, now, noStaleBefore: await readNoStaleBefore(c.env.KV, storeId) });
  } catch {
    return false;
  }
}

/** A page from the cache (or another request's render) answered to this request. */
async function answerStored(a: Answer, cached: Response, outcome: CacheOutcome): Promise<Response> {
  const { c } = a;
  c.set('logStoreId', a.storeId);
  c.set('cacheOutcome', outcome);
  // A response read from the cache has immutable headers: every answer below is built on this copy, so no path
  // (HTML, Markdown, with or without a bag) can set a header on the stored one.
  const stored = new Response(cached.body, cached);
  const sent = stored.headers.get(SENT_CACHE_CONTROL);
  if (sent !== null) stored.headers.set('Cache-Control', sent);
  stored.headers.delete(SENT_CACHE_CONTROL);
  if (a.anonymous) {
    const res = stored;
    res.headers.delete(VERSION_HEADER);
    res.headers.set('X-Edge-Cache', outcome.toUpperCase());
    // a stale page is for this moment only: no shared cache keeps it
    if (outcome === 'stale') res.headers.set('Cache-Control', 'public, max-age=0');
    return res;
  }
  // a shopper's answer of the stored page keeps its stamp too: the cache hit's fast path fills the badge of later ones
  if (a.units === 0) return asPersonal(stored, outcome);
  const res = await personalised(c, a.storeId, stored, true);
  res.headers.delete(VERSION_HEADER);
  // kept with the badge under the current version: never a stale page
  if (a.withBadge && outcome !== 'stale') keepWithBadge(c, a.cache, a.withBadge, res);
  res.headers.set('X-Edge-Cache', outcome.toUpperCase());
  return res;
}

/**
 * The page's key in the edge cache: its address with only the parameters its route reads (domain/route-params), so
 * a tagged click (`?fbclid=`, `?utm_source=`) or junk parameters reach the one stored page; the client build, so a
 * deploy never serves HTML that points at assets it replaced; the Markdown (Accept: text/markdown, for agents)
 * apart from the HTML; and the language the shopper chose or the browser asks for (middleware/language).
 */
export function pageCacheKeyUrl(
  url: string,
  rest: string,
  query: URLSearchParams,
  markdown: boolean,
  languageHint: string,
): string {
  const kept = keptQuery(rest, query).toString();
  const u = new URL(url);
  return `${u.origin}${u.pathname}?${kept ? `${kept}&` : ''}__b=${encodeURIComponent(assets.main)}.${assets.pages}${markdown ? '&__f=md' : ''}&__l=${encodeURIComponent(languageHint)}`;
}

/** A stored page answered to one shopper: kept by no shared cache, as personalisePage answers. */
function asPersonal(stored: Response, outcome: CacheOutcome): Response {
  const res = new Response(stored.body, stored);
  res.headers.set('Cache-Control', PERSONAL_SHARED_PAGE);
  res.headers.set('X-Edge-Cache', outcome.toUpperCase());
  for (const h of ['ETag', 'Last-Modified', 'Content-Length', VERSION_HEADER]) res.headers.delete(h);
  return res;
}

/**
 * Keeps a page with a badge of some units (nothing else personal is on it) for the next shopper with as many, from
 * the second time this isolate makes it (middleware/badge-copies).
 */
function keepWithBadge(c: Context<AppEnv>, cache: Cache, withBadge: Request, personal: Response): void {
  if (
    personal.status !== 200 ||
    personal.headers.has('Set-Cookie') ||
    !(personal.headers.get('Content-Type') ?? '').startsWith('text/html')
  )
    return;
  if (!keepBadgeCopy(withBadge.url)) return;
  const copy = personal.clone();
  c.executionCtx.waitUntil(
    cache.put(withBadge, new Response(copy.body, { status: 200, headers: badgeCopyHeaders(copy.headers) })),
  );
}

/** The key of a page's copy with a badge of `units` under the shop's `version` (the cache hit's fast path reads it too). */
export function badgeCopyKeyUrl(pageKeyUrl: string, version: number, units: number): string {
  return `${pageKeyUrl}&__v=${version}&__n=${units}`;
}

/** A badge copy's headers, from the stored page's or a shopper's answer of it: public, and nothing the store keeps. */
export function badgeCopyHeaders(page: Headers): Headers {
  const headers = new Headers(page);
  headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  for (const kept of [
    VERSION_HEADER,
    STORED_STAMP_HEADER,
    SENT_CACHE_CONTROL,
    'ETag',
    'Last-Modified',
    'Content-Length',
  ])
    headers.delete(kept);
  return headers;
}

/**
 * The shopper's badge on a shared page: the bagUnits cookie says it without a trip to the bag; without one the
 * bag is read (and the cookie written for next time).
 */
async function personalised(
  c: Context<AppEnv>,
  storeId: string,
  page: Response,
  fromCache: boolean,
): Promise<Response> {
  if (!(page.headers.get('Content-Type') ?? '').startsWith('text/html')) return page;
  c.set('bagCount', undefined);
  const known = bagUnitsKnown(c, storeId);
  if (known !== null) reissueBagUnits(c, storeId, known);
  const units = known ?? (await bagCountFor(c, storeId)) ?? 0;
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
