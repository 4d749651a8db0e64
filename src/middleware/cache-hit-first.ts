import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import type { Bindings } from '../env';
import { cacheHitAskOf, untaggedUrl } from '../domain/cache-hit-ask';
import { readShopVersion } from '../data/owner-cache';
import { knownShopVersion, noteShopVersion } from '../data/known-shop-versions';
import { badgeFilledParts, badgeSlotOffsets } from '../render/personalise';
import { edgeCache } from '../core/edge-cache';
import { log } from '../core/log';
import { badgeCopyHeaders, badgeCopyKeyUrl, pageCacheKeyUrl, STORED_STAMP_HEADER } from './page-cache';
import { keepBadgeCopy, mayHaveBadgeCopy } from './badge-copies';
import { RENDER_BEHIND } from './page-render-flights';
import { serverTiming, waitUntilOf } from './request-context';
import { countForShop } from '../data/shop-counters';
import { bagUnitsSetCookie, rememberedBagUnits } from './bag-count';

/**
 * The cache hit, answered before the app's middleware (#42): a visitor with no cookie, or a shopper whose cookies
 * are only their bag's session and units on a page every shopper shares (domain/cache-hit-ask), asking a shop's page
 * on a platform host needs only the shop's version and the stored page. The first hit of a page in the isolate goes
 * the whole way (middleware/page-cache answers it, and every middleware adds its headers); its final headers are
 * remembered beside the page's key (and whether it was a shopper's), its shop version and which storing of the page
 * it was (STORED_STAMP_HEADER). Later hits of that key match the cache and answer the stored body with those headers
 * (a shopper's with their badge filled in at the offsets found once per storing), unless the version or the stored
 * page changed: then the whole way again. The version is the one this isolate read or made in the last second
 * (data/known-shop-versions), else read from KV at once with the page. Only requests the whole way would answer
 * alike take this path, and a page is remembered only from such a request, so both ways give the same answer.
 * A shopper who sends only their bag's session takes it while this isolate remembers that bag's units as the whole
 * way does (middleware/bag-count rememberedBagUnits: the same memory, for as long), and gets the units cookie the
 * whole way re-issues; a session it does not remember goes the whole way.
 */
export const cacheHitFirst = createMiddleware<AppEnv>(async (c, next) => {
  const ask = hitAskOf(c.req.raw, c.env);
  const shopper = ask ? shopperOf(ask) : null;
  const known = shopper ? remembered.get(shopper.remembered) : undefined;
  if (ask && shopper && known) {
    const answer = await answerRemembered(c, ask, shopper, known);
    if (answer) return answer;
  }
  await next();
  const stamp = c.res.headers.get(STORED_STAMP_HEADER);
  if (stamp === null) return;
  c.res.headers.delete(STORED_STAMP_HEADER);
  if (!ask || c.res.status !== 200 || c.get('cacheOutcome') !== 'hit') return;
  // a session's units as the whole way just showed them (it read the bag, or the same memory)
  const answered = ask.session === null ? shopper : shopperOf(ask);
  const unitsCookie = answered?.units ? bagUnitsSetCookie(c.req.url, ask.storeId, answered.units) : null;
  const setCookie = c.res.headers.get('Set-Cookie');
  // a session's answer may carry its units cookie (re-issued), and nothing else that is set
  const setsUnits = ask.session !== null && setCookie !== null && setCookie === unitsCookie;
  if (!answered || (setCookie !== null && !setsUnits)) return;
  const version = await c.get('shopVersion');
  if (typeof version === 'number')
    remember(answered.remembered, {
      version,
      stamp,
      headers: sentHeaders(c.res.headers),
      setsUnits,
      html: (c.res.headers.get('Content-Type') ?? '').startsWith('text/html'),
      route: c.req.routePath,
    });
});

/** A request the fast path may answer: its shop, the key of its page in the edge cache and what it remembers. */
interface HitAsk {
  storeId: string;
  key: string;
  /** the page's key, and for a shopper whether their badge is shown: their answers' headers are not an anonymous one's */
  remembered: string;
  units: number | null;
  /** a shopper who sent only their bag's session (domain/cache-hit-ask): units and `remembered` come per request */
  session: string | null;
  revalidate: boolean;
  /** the units cookie last re-issued to this session (its units seldom change between pages) */
  unitsCookie?: { units: number; value: string };
}

/** What a request's answer is remembered under, and the badge's units (null: none, an anonymous visitor). */
interface Shopper {
  remembered: string;
  units: number | null;
}

/** null: a session whose bag's units this isolate does not remember now, which only the whole way can tell. */
function shopperOf(ask: HitAsk): Shopper | null {
  if (ask.session === null) return ask;
  const units = rememberedBagUnits(ask.storeId, ask.session, null);
  if (units === null) return null;
  return { remembered: `${ask.key}${units === 0 ? '\nsession of 0' : '\nsession'}`, units };
}

/** What the whole way answered for a page's key. */
interface RememberedHit {
  version: number;
  stamp: string;
  /** the answer's headers but those of the request alone (PER_REQUEST_HEADERS), copied into each answer */
  headers: Headers;
  /** a session's answer re-issues its bag's units cookie (the request did not send it) */
  setsUnits: boolean;
  html: boolean;
  route: string;
  /** where the stored page's badge slots are (render/personalise), found at a shopper's first fast hit of it */
  badge?: number[] | null;
}

/** Set per request by middleware/request-context: never remembered. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'server-timing', 'x-storage-trips', 'set-cookie']);
/** Pages remembered per isolate; the oldest goes first. */
const MOST_REMEMBERED = 512;
const remembered = new Map<string, RememberedHit>();

function remember(key: string, hit: RememberedHit): void {
  remembered.delete(key);
  remembered.set(key, hit);
  if (remembered.size > MOST_REMEMBERED) remembered.delete(remembered.keys().next().value!);
}

function sentHeaders(headers: Headers): Headers {
  return new Headers([...headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)));
}

/**
 * What a request asks, kept for the next request that sends the same address and the same headers the answer depends
 * on (a hit's address and headers repeat: parsing them again costs a tenth of a hit). An absent header and an empty
 * one are told apart, as cacheHitAskOf tells them.
 */
const ASKED_HEADERS = ['Cookie', 'Accept', 'Accept-Language', 'Cache-Control', 'Pragma'];
/** only whether they are sent: a sign-in is never part of a key */
const PRESENCE_HEADERS = ['Authorization', 'token', RENDER_BEHIND];
const MOST_ASKS = 512;
const asks = new Map<string, HitAsk | null>();

function hitAskOf(req: Request, env: Bindings): HitAsk | null {
  if (req.method !== 'GET') return null;
  const h = req.headers;
  // a tagged click asks what its page asks: a new `fbclid` per click must not make a new reading each time
  let memoKey = `${untaggedUrl(req.url)}\n${env.PLATFORM_HOSTS}`;
  for (const name of PRESENCE_HEADERS) memoKey += h.has(name) ? '1' : '0';
  for (const name of ASKED_HEADERS) memoKey += `\n${h.get(name) ?? '\u0000'}`;
  const kept = asks.get(memoKey);
  if (kept !== undefined) return kept;
  const ask = askOf(req, env);
  asks.set(memoKey, ask);
  if (asks.size > MOST_ASKS) asks.delete(asks.keys().next().value!);
  return ask;
}

function askOf(req: Request, env: Bindings): HitAsk | null {
  const ask = cacheHitAskOf(req, env.PLATFORM_HOSTS, RENDER_BEHIND);
  if (!ask) return null;
  const key = pageCacheKeyUrl(req.url, ask.rest, ask.query, false, ask.languageHint);
  const shopper = ask.units === null ? '' : ask.units === 0 ? '\nbag of 0' : '\nbag';
  return {
    storeId: ask.storeId,
    key,
    remembered: key + shopper,
    units: ask.units,
    session: ask.session,
    revalidate: ask.revalidate,
  };
}

/** The shop's version: the one the isolate knows (no trip), or KV's. null when KV cannot be read. */
async function versionFor(c: Context<AppEnv>, ask: HitAsk, started: number) {
  const known = ask.revalidate ? null : knownShopVersion(ask.storeId, started);
  if (known !== null) return { version: known, ms: 0, trips: 0 };
  try {
    const version = await readShopVersion(c.env.KV, ask.storeId);
    noteShopVersion(ask.storeId, version, started);
    // the whole way, if it must answer, then reads it once
    c.set('shopVersion', Promise.resolve(version));
    return { version, ms: Date.now() - started, trips: 1 };
  } catch {
    return null;
  }
}

/**
 * The stored page with the remembered headers, or null when the whole way must answer (the version or page moved on).
 * A shopper's page comes from the copy with their badge when this isolate kept one (as the whole way answers it),
 * passed through like an anonymous page; otherwise it is filled in from the stored page, and kept as such a copy
 * the second time (middleware/badge-copies).
 */
async function answerRemembered(
  c: Context<AppEnv>,
  ask: HitAsk,
  shopper: Shopper,
  known: RememberedHit,
): Promise<Response | null> {
  const started = Date.now();
  const units = shopper.units;
  const copyKey = units ? badgeCopyKeyUrl(ask.key, known.version, units) : null;
  const kept = copyKey !== null && mayHaveBadgeCopy(copyKey) ? copyKey : null;
  const fromCopy = kept !== null;
  // both at once: the stored page is only answered if the version is still the remembered one
  const [read, hit] = await Promise.all([versionFor(c, ask, started), edgeCache().match(kept ?? ask.key)]);
  const current =
    read?.version === known.version && hit && (fromCopy || hit.headers.get(STORED_STAMP_HEADER) === known.stamp);
  if (!current) {
    if (read) remembered.delete(shopper.remembered);
    await hit?.body?.cancel();
    return null;
  }
  const body = units && !fromCopy ? await withBadge(c, hit, known, units, copyKey!) : hit.body;
  if (body === null) {
    remembered.delete(shopper.remembered);
    return null;
  }
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  // the remembered headers are copied by the Response (never changed by an answer)
  const res = new Response(body, { status: 200, headers: known.headers });
  const headers = res.headers;
  headers.set('X-Request-Id', requestId);
  if (c.env.ENVIRONMENT === 'development') headers.set('X-Storage-Trips', String(read.trips));
  if (known.html) headers.set('Server-Timing', serverTiming('hit', 0, read.ms));
  if (known.setsUnits && units) headers.set('Set-Cookie', unitsCookieOf(c, ask, units));
  countForShop(
    c.env,
    ask.storeId,
    'views',
    { route: known.route, status: 200, ms: Date.now() - started },
    waitUntilOf(c),
  );
  if (c.env.ACCESS_LOG !== 'off') {
    log('info', 'request', {
      requestId,
      storeId: ask.storeId,
      method: 'GET',
      route: known.route,
      path: c.req.path,
      status: 200,
      durationMs: Date.now() - started,
      cache: 'hit',
      renderMs: 0,
      storageMs: read.ms,
    });
  }
  return res;
}

/** The bagUnits cookie the whole way re-issues to a session's shopper, made once per session and number of units. */
function unitsCookieOf(c: Context<AppEnv>, ask: HitAsk, units: number): string {
  if (ask.unitsCookie?.units !== units)
    ask.unitsCookie = { units, value: bagUnitsSetCookie(c.req.url, ask.storeId, units) };
  return ask.unitsCookie.value;
}

/**
 * The stored page with a shopper's badge (units > 0; a bag of 0 shows the anonymous page's): read whole in one native
 * read and answered as a Blob of its bytes and the filled slots, found once per storing of the page; kept under
 * `copyKey` the second time this isolate makes it. null when the page has no badge of the expected markup (the
 * whole way then rewrites it).
 */
async function withBadge(
  c: Context<AppEnv>,
  hit: Response,
  known: RememberedHit,
  units: number,
  copyKey: string,
): Promise<Blob | null> {
  const page = new Uint8Array(await hit.arrayBuffer());
  if (known.badge === undefined) known.badge = badgeSlotOffsets(page);
  if (!known.badge) return null;
  const filled = new Blob(badgeFilledParts(page, known.badge, units) as Uint8Array<ArrayBuffer>[]);
  if (known.html && keepBadgeCopy(copyKey))
    c.executionCtx.waitUntil(
      edgeCache().put(copyKey, new Response(filled, { status: 200, headers: badgeCopyHeaders(hit.headers) })),
    );
  return filled;
}
