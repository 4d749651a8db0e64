import type { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from './middleware/app-env';
import type { Bindings } from './env';
import { workerApp } from './worker-app';
import { WORKER_ROUTES } from './domain/routes/route-table';

/**
 * A new isolate builds only the storefront's pages (#40: start-up in tens of milliseconds). The JSON API the islands
 * call is loaded with the pages beside it on the first request under /api; the owner's and operator's surfaces (the
 * owner API with its hundreds of validated routes, the console, the platform API, ONDC) with the whole app on the
 * first request for one of their paths. The apps share the middleware and errors.
 */
const storefront = workerApp();
const OWNER_MOUNTS = [WORKER_ROUTES.ownerApi, WORKER_ROUTES.console, WORKER_ROUTES.platformApi, WORKER_ROUTES.ondc].map(
  (r) => r.path,
);
// the apps, not the imports' promises, are kept: a promise made in one request must not be awaited by another
let whole: Hono<AppEnv> | undefined;
let withApi: Hono<AppEnv> | undefined;

async function wholeApp(): Promise<Hono<AppEnv>> {
  whole ??= (await import('./worker')).app;
  return whole;
}

async function appWithApi(): Promise<Hono<AppEnv>> {
  withApi ??= whole ?? (await import('./shopper-api-app')).appWithApi;
  return withApi;
}

const under = (path: string, mount: string) => path === mount || path.startsWith(`${mount}/`);

/** The app loaded later for a request, if any: the path as Hono routes it (percent-decoded the same way). */
function laterAppFor(req: Request): (() => Promise<Hono<AppEnv>>) | undefined {
  const path = getPath(req);
  if (OWNER_MOUNTS.some((mount) => under(path, mount))) return wholeApp;
  if (under(path, WORKER_ROUTES.api.path)) return appWithApi;
  return undefined;
}

export default {
  async fetch(req: Request, env: Bindings, ctx: ExecutionContext) {
    const later = laterAppFor(req);
    return later ? (await later()).fetch(req, env, ctx) : storefront.fetch(req, env, ctx);
  },
  /** the cron in wrangler.toml: ONDC catalogue pushes, and callbacks that are due for another try */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(import('./platform/ondc-minute').then(({ ondcMinute }) => ondcMinute(env)));
  },
} satisfies ExportedHandler<Bindings>;
export { ShopStore } from './durable/shop-store';
export { StoreLive } from './durable/store-live';
