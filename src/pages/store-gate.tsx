import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../middleware/app-env';
import { customDomainRedirect, isValidStoreId } from '../domain/tenant';
import { shopOfRequest } from '../middleware/shop-context';
import { recordStoreError } from '../data/platform/error-records';
import { log } from '../core/log';
import { agentRefusal, surfaceOf } from '../middleware/agent-traffic';
import { loadPageFrame } from '../middleware/page-frame';
import { renderPage } from './page-shell';
import { pageLanguageOf } from '../middleware/language';
import { localTenant } from './local-tenant';
import { isLiveTenant } from '../data/shop/tenant-loader';
import { ErrorPage, FraudNoticePage, IncorrectStorePage, ServerErrorPage } from './errors';
import { UNAVAILABLE_RETRY_AFTER_S } from '../core/errors';

/**
 * Every page under /{storeId}: applies the custom-domain rule, then the store's health
 * (invalid -> incorrect-store 404, lookup failure -> server-error 503, reported -> fraud view). What it lets
 * through is a LiveTenant (its store loaded): the routes mounted behind it are typed `Hono<ShopEnv>`.
 */
export const storeGate = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.param('storeId') ?? '';
  const site = c.get('site');
  if (site.kind === 'domain') {
    const to = customDomainRedirect(site.storeId, c.req.path);
    if (to) return c.redirect(to, 302);
  }
  if (!isValidStoreId(storeId)) return gatePage(c, <ErrorPage status={404} unmatched />, 404);
  c.set('logStoreId', storeId);
  const shop = await shopOfRequest(c, storeId, c.req.path.slice(storeId.length + 1));
  const lang = shop.store ? pageLanguageOf(c, shop.store) : 'en';
  c.set('lang', lang);
  // pages show the owner's words in the page's language; the API keeps the shop's own
  const tenant = localTenant(shop, lang);
  c.set('tenant', tenant);
  if (tenant.health === 'invalid') {
    log('warn', 'invalid store', { storeId, requestId: c.get('requestId'), path: c.req.path });
    c.executionCtx.waitUntil(
      recordStoreError(c.env.DB, storeId, [{ kind: 'invalid-store', message: 'store not found', path: c.req.path }]),
    );
    return gatePage(c, <IncorrectStorePage storeId={storeId} />, 404);
  }
  // a found shop always has its settings (loadTenant); one without them is answered as the lookup failure it is
  if (tenant.health === 'server-error' || !isLiveTenant(tenant)) {
    log('error', 'store lookup failed', { storeId, requestId: c.get('requestId'), error: tenant.error });
    c.executionCtx.waitUntil(
      recordStoreError(c.env.DB, storeId, [{ kind: 'server-error', message: tenant.error ?? '', path: c.req.path }]),
    );
    const unreachable = await gatePage(c, <ServerErrorPage storeId={storeId} />, 503);
    unreachable.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
    return unreachable;
  }
  if (tenant.health === 'reported') {
    // Agents get no shop to read or buy from, in their own format; people get the fraud notice.
    const surface = surfaceOf(c.req.path, storeId, c.req.method, c.req.header('Accept'));
    if (surface) return agentRefusal(c, surface, 403, 'This shop is not available right now.');
    return gatePage(c, <FraudNoticePage store={tenant.store} />, 200);
  }
  // from here on the routes' context is ShopEnv: `c.get('tenant')` is this LiveTenant
  return next();
});

/** A page the gate answers with in place of the shop's: it has nothing of its own to load beside the frame. */
async function gatePage(c: Context<AppEnv>, page: ReactElement, status: number): Promise<Response> {
  return renderPage(await loadPageFrame(c, { status }), page, { status });
}
