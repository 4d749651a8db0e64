import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';
import { cacheHitAskOf } from '../domain/cache-hit-ask';
import { readShopVersion } from '../data/owner-cache';
import { edgeCache } from '../core/edge-cache';
import { log } from '../core/log';
import { pageCacheKeyUrl, STORED_STAMP_HEADER } from './page-cache';
import { RENDER_BEHIND } from './page-render-flights';
import { serverTiming, waitUntilOf } from './request-context';
import { countForShop } from '../data/shop-counters';

/**
 * The anonymous cache hit, answered before the app's middleware (#42): a visitor with no cookie asking a shop's page
 * on a platform host needs only the shop's version and the stored page. The first hit of a page in the isolate goes
 * the whole way (middleware/page-cache answers it, and every middleware adds its headers); its final headers are
 * remembered beside the page's key, its shop version and which storing of the page it was (STORED_STAMP_HEADER).
 * Later hits of that key read the version, match the cache, and answer the stored body with those headers, unless
 * the version or the stored page changed: then the whole way again. Only requests the whole way would answer alike
 * take this path (domain/cache-hit-ask), and a page is remembered only from such a request, so both ways give the
 * same answer.
 */
export const cacheHitFirst = createMiddleware<AppEnv>(async (c, next) => {
  const ask = hitAskOf(c.req.raw, c.env);
  const known = ask ? remembered.get(ask.key) : undefined;
  if (ask && known) {
    const answer = await answerRemembered(c, ask, known);
    if (answer) return answer;
  }
  await next();
  const stamp = c.res.headers.get(STORED_STAMP_HEADER);
  if (stamp === null) return;
  c.res.headers.delete(STORED_STAMP_HEADER);
  if (!ask || c.res.status !== 200 || c.get('cacheOutcome') !== 'hit' || c.res.headers.has('Set-Cookie')) return;
  const version = await c.get('shopVersion');
  if (typeof version === 'number')
    remember(ask.key, { version, stamp, headers: sentHeaders(c.res.headers), route: c.req.routePath });
});

/** A request the fast path may answer: its shop and the key of its page in the edge cache. */
interface HitAsk {
  storeId: string;
  key: string;
}

/** What the whole way answered for a page's key. */
interface RememberedHit {
  version: number;
  stamp: string;
  /** the answer's headers but those of the request alone (PER_REQUEST_HEADERS) */
  headers: [string, string][];
  route: string;
}

/** Set per request by middleware/request-context: never remembered. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'server-timing', 'x-storage-trips']);
/** Pages remembered per isolate; the oldest goes first. */
const MOST_REMEMBERED = 512;
const remembered = new Map<string, RememberedHit>();

function remember(key: string, hit: RememberedHit): void {
  remembered.delete(key);
  remembered.set(key, hit);
  if (remembered.size > MOST_REMEMBERED) remembered.delete(remembered.keys().next().value!);
}

function sentHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
}

function hitAskOf(req: Request, env: Bindings): HitAsk | null {
  const ask = cacheHitAskOf(req, env.PLATFORM_HOSTS, RENDER_BEHIND);
  return ask && { storeId: ask.storeId, key: pageCacheKeyUrl(req.url, ask.rest, ask.query, false, ask.languageHint) };
}

/** The stored page with the remembered headers, or null when the whole way must answer (the version or page moved on). */
async function answerRemembered(c: Context<AppEnv>, ask: HitAsk, known: RememberedHit): Promise<Response | null> {
  const started = Date.now();
  // both reads at once: the stored page is only answered if the version is still the remembered one
  const [read, hit] = await Promise.all([
    readShopVersion(c.env.KV, ask.storeId).then(
      (version) => ({ version, ms: Date.now() - started }),
      () => null,
    ),
    edgeCache().match(new Request(ask.key, { method: 'GET' })),
  ]);
  if (read) c.set('shopVersion', Promise.resolve(read.version)); // the whole way then reads it once
  const current = read?.version === known.version && hit?.headers.get(STORED_STAMP_HEADER) === known.stamp;
  if (!current) {
    if (read) remembered.delete(ask.key);
    await hit?.body?.cancel();
    return null;
  }
  const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
  const headers = new Headers(known.headers);
  headers.set('X-Request-Id', requestId);
  if (c.env.ENVIRONMENT === 'development') headers.set('X-Storage-Trips', '1');
  if ((headers.get('Content-Type') ?? '').startsWith('text/html'))
    headers.set('Server-Timing', serverTiming('hit', 0, read.ms));
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
  return new Response(hit!.body, { status: 200, headers });
}
