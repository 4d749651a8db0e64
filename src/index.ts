import type { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppEnv } from './middleware/app-env';
import type { Bindings } from './env';
import { workerApp } from './worker-app';
import { WORKER_ROUTES } from './domain/routes/route-table';

/**
 * A new isolate builds only the storefront (#40: start-up in tens of milliseconds). The owner's and operator's
 * surfaces (the owner API with its hundreds of validated routes, the console, the platform API, ONDC) are loaded
 * with the whole app on the first request for one of their paths; both apps share the middleware and errors.
 */
const storefront = workerApp();
const OWNER_MOUNTS = [WORKER_ROUTES.ownerApi, WORKER_ROUTES.console, WORKER_ROUTES.platformApi, WORKER_ROUTES.ondc].map(
  (r) => r.path,
);
// the app, not the import's promise, is kept: a promise made in one request must not be awaited by another
let whole: Hono<AppEnv> | undefined;

async function wholeApp(): Promise<Hono<AppEnv>> {
  whole ??= (await import('./worker')).app;
  return whole;
}

/** The path as Hono routes it (percent-decoded the same way), so both apps agree on which one a request is for. */
function forOwnerSurface(req: Request): boolean {
  const path = getPath(req);
  return OWNER_MOUNTS.some((mount) => path === mount || path.startsWith(`${mount}/`));
}

export default {
  async fetch(req: Request, env: Bindings, ctx: ExecutionContext) {
    return forOwnerSurface(req) ? (await wholeApp()).fetch(req, env, ctx) : storefront.fetch(req, env, ctx);
  },
  /** the cron in wrangler.toml: ONDC callbacks that are due for another try */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(import('./ondc/outbox').then(({ drainOutbox }) => drainOutbox(env)));
  },
} satisfies ExportedHandler<Bindings>;
export { ShopStore } from './durable/shop-store';
export { StoreLive } from './durable/store-live';
