import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { storeGate } from '../middleware/store-gate';
import { anonymousPageCache, PUBLIC_PAGE_CACHE } from '../middleware/page-cache';
import { renderHtml } from '../render/html';
import { loadHomeSections } from '../data/catalogue';
import { buildWebManifest } from '../domain/manifest';
import { ErrorPage } from './errors';
import { HomePage } from './home';
import { IndexPage } from './index-page';
import { bagPages } from './bag/routes';
import { cataloguePages } from './catalogue/routes';

/** Server-rendered pages. Each shop lives under /{storeId}; a custom domain redirects its root there. */
export const pages = new Hono<AppEnv>();

pages.get('/', (c) => {
  const site = c.var.site;
  if (site.kind === 'domain') return c.redirect(`/${site.storeId}`, 302);
  return renderHtml(c, <IndexPage />, { cacheControl: 'public, max-age=300' });
});

// '/:storeId/*' also matches '/:storeId' itself, so each middleware runs once per request.
pages.use('/:storeId/*', anonymousPageCache, storeGate);

const home = async (c: Context<AppEnv>) => {
  const tenant = c.var.tenant;
  const sections = await loadHomeSections(c.env.DB, tenant.storeId, tenant.categories);
  return renderHtml(c, <HomePage tenant={tenant} sections={sections} origin={new URL(c.req.url).origin} bagCount={0} />, { cacheControl: PUBLIC_PAGE_CACHE });
};
pages.get('/:storeId', home);
pages.get('/:storeId/home', home);

pages.get('/:storeId/manifest.webmanifest', (c) => {
  const res = c.json(buildWebManifest(c.var.tenant.store!));
  res.headers.set('Content-Type', 'application/manifest+json');
  return res;
});

pages.route('/:storeId', bagPages);
pages.route('/:storeId', cataloguePages);

/** Anything else under a valid shop: the spec's unmatched route. */
pages.all('/:storeId/*', (c) => renderHtml(c, <ErrorPage status={404} storeId={c.var.tenant.storeId} store={c.var.tenant.store} unmatched />, { status: 404 }));
