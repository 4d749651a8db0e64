import { Hono, type Context } from 'hono';
import type { AppEnv } from './middleware/app-env';
import { requestContext } from './middleware/request-context';
import { cacheHitFirst } from './middleware/cache-hit-first';
import { shopPresence } from './middleware/fair-share';
import { refuseControlCharactersInPath } from './middleware/path-guard';
import { securityHeaders } from './middleware/security-headers';
import { siteFromHost } from './middleware/site';
import { log } from './core/log';
import { memoisedDefaultRouter } from './core/memo-router';
import { Unavailable, UNAVAILABLE_RETRY_AFTER_S, unavailableReply } from './core/errors';
import { guardDirectory } from './data/platform/directory-guard';
import { images } from './api/images';
import { media } from './api/media';
import { pages } from './pages/routes';
import { setPageRenderer } from './middleware/page-render-flights';
import { notFoundPage, errorPage } from './pages/error-responses';
import { authUser, refuseEmulatorOutsideDevelopment } from './middleware/auth';
import { rootRobots, rootSitemap } from './pages/catalogue/machine-readers';
import { speculationRules } from './domain/seo/speculation-rules';
import { WORKER_ROUTES } from './domain/routes/route-table';
import { ShopNotProvisioned } from './data/shop/shop-answer';

/** The prefetch rules every HTML page names in its Speculation-Rules header (src/middleware/security-headers.ts). */
const rules = JSON.stringify(speculationRules());

/** The owner's and the operator's surfaces: the owner API, the console, the platform API and the ONDC node. */
export interface OwnerSurfaces {
  admin: Hono<AppEnv>;
  console: Hono<AppEnv>;
  platform: Hono<AppEnv>;
  ondc: Hono<AppEnv>;
}

/** What is mounted beside the pages when a request needs it: the JSON API (/api) and the owner's surfaces. */
export interface LaterSurfaces {
  api?: Hono<AppEnv>;
  owner?: OwnerSurfaces;
}

/**
 * The Worker's app: the middleware, the pages and, given them, the JSON API and the owner's and operator's surfaces
 * in their place. src/worker.ts builds it whole; src/index.ts builds the pages alone for a new isolate and loads the
 * others on the first request for one of their paths, so a new isolate builds neither the JSON API's validators nor
 * the owner API's hundreds of routes and schemas before its first shopper (#40).
 * Every path mounted here (and in the surfaces' routers) is a row of the route table, src/domain/routes/route-table.ts.
 */
export function workerApp({ api, owner }: LaterSurfaces = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ router: memoisedDefaultRouter() });

  // which shops the isolate serves now, cached pages included: the others' renders keep to their fair share meanwhile
  app.use(`${WORKER_ROUTES.shop.path}/*`, shopPresence);
  // an anonymous visitor's page already in the edge cache, without the rest of the middleware (#42)
  app.use(`${WORKER_ROUTES.shop.path}/*`, cacheHitFirst);
  app.use('*', requestContext);
  // the directory's outages are answered 503 with Retry-After (src/data/directory-guard.ts), never 500
  app.use('*', async (c, next) => {
    c.env = { ...c.env, DB: guardDirectory(c.env.DB) };
    await next();
  });
  app.use('*', refuseEmulatorOutsideDevelopment);
  app.use('*', securityHeaders);
  app.use('*', refuseControlCharactersInPath);
  app.route(WORKER_ROUTES.images.path, images);
  /** Owners' photos, on every host (a custom domain's pages link them too): before the shop router. */
  app.route(WORKER_ROUTES.media.path, media);
  app.use('*', siteFromHost);
  app.use('*', authUser);
  /** The trivial route the bench compares shop pages against; also a health check. */
  app.get(WORKER_ROUTES.health.path, (c) => c.text('ok'));
  /** Crawlers: a custom domain's root serves its shop's files; shops also have /{storeId}/robots.txt and sitemap.xml. */
  app.get(WORKER_ROUTES.robots.path, rootRobots);
  app.get(WORKER_ROUTES.speculationRules.path, (c) =>
    c.body(rules, 200, {
      'Content-Type': 'application/speculationrules+json',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.get(WORKER_ROUTES.sitemap.path, rootSitemap);
  /** The ONDC registry's check of the platform host (docs/ondc.md); loaded only when asked for. */
  app.get(WORKER_ROUTES.ondcSiteVerification.path, async (c) => {
    if (c.get('site').kind !== 'platform') return c.text('Not Found', 404);
    const { siteVerificationPage } = await import('./ondc/site-verification');
    const page = await siteVerificationPage(c.env);
    if (!page.ok) return c.text(`Not Found: ${page.rsn}`, 404);
    return c.html(page.html, 200, { 'Cache-Control': 'no-store' });
  });
  /**
   * Agents: at a custom domain's root, /llms.txt and /mcp are the shop's own, served exactly as /{storeId}/llms.txt
   * and /{storeId}/mcp (same limits, counts and members-only rule). Platform hosts have neither at the root.
   */
  const asShopPath = (c: Context<AppEnv>) => {
    const site = c.get('site');
    if (site.kind !== 'domain')
      return c.text('Not Found: each shop has its own /{storeId}/llms.txt and /{storeId}/mcp', 404);
    const url = new URL(c.req.url);
    url.pathname = `/${site.storeId}${url.pathname}`;
    return app.fetch(new Request(url, c.req.raw), c.env, c.executionCtx);
  };
  app.get(WORKER_ROUTES.llms.path, asShopPath);
  app.all(WORKER_ROUTES.mcp.path, asShopPath);
  if (api) app.route(WORKER_ROUTES.api.path, api);
  if (owner) {
    app.route(WORKER_ROUTES.ownerApi.path, owner.admin);
    app.route(WORKER_ROUTES.console.path, owner.console);
    app.route(WORKER_ROUTES.platformApi.path, owner.platform);
    app.route(WORKER_ROUTES.ondc.path, owner.ondc);
  }
  app.route('/', pages); // '/' and WORKER_ROUTES.shop: every shop's SHOP_ROUTES

  // a page answered stale right after an owner change is rendered again behind it, through the whole app
  setPageRenderer((req, env, ctx) => app.fetch(req, env, ctx));

  app.notFound((c) => notFoundPage(c));
  app.onError(async (err, c) => {
    // A shop id that reached a shop's database without passing the directory (a path parameter, not a header).
    if (err instanceof ShopNotProvisioned) {
      if (c.req.path.startsWith('/api/'))
        return c.json(
          {
            status: 0,
            rsn: 'This shop does not exist. Please check the link.',
            code: 'STORE_NOT_FOUND',
            field: 'storeID',
          },
          404,
        );
      return notFoundPage(c);
    }
    if (err instanceof Unavailable) {
      if (/^\/(api|admin\/api|platform\/api|ondc)\//.test(c.req.path)) return unavailableReply(c, err);
      log('error', 'part unavailable', { requestId: c.get('requestId'), path: c.req.path, error: err.message });
      const res = await errorPage(c, 503);
      res.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      return res;
    }
    log('error', 'unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    if (c.req.path.startsWith('/api/'))
      return c.json({ status: 0, rsn: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, 500);
    return errorPage(c, 500);
  });
  return app;
}
