import { Hono, type Context } from 'hono';
import type { AppEnv, ShopEnv } from '../middleware/app-env';
import { storeGate } from './store-gate';
import { languageChoice } from '../middleware/language';
import { anonymousPageCache, PUBLIC_PAGE_CACHE } from '../middleware/page-cache';
import { fairShare } from '../middleware/fair-share';
import { loadHomeData } from '../data/cache/home-data';
import { shopVersionOf } from '../middleware/shop-version';
import { loadPageFrame, notePageChangesAt } from '../middleware/page-frame';
import { renderPage } from './page-shell';
import { buildWebManifest } from '../domain/manifest';
import { ErrorPage } from './errors';
import { HomePage } from './home';
import { IndexPage } from './index-page';
import { bagPages } from './bag/routes';
import { cataloguePages } from './catalogue/routes';
import { loginMandate } from '../middleware/login-mandate';
import { referralCookie } from './account/referral-cookie';
import { loginPages } from './login/routes';
import { accountPages } from './account/routes';
import { checkoutPages } from './checkout/routes';
import { agentPages } from './agents/routes';
import { agentTraffic } from '../middleware/agent-traffic';
import { SHOP_ROUTES } from '../domain/routes/route-table';
import { shopOf } from '../middleware/shop-context';

/** Server-rendered pages. Each shop lives under /{storeId}; a custom domain redirects its root there. */
export const pages = new Hono<AppEnv>();

pages.get('/', async (c) => {
  const site = c.get('site');
  if (site.kind === 'domain') return c.redirect(`/${site.storeId}`, 302);
  return renderPage(await loadPageFrame(c), <IndexPage />, { cacheControl: 'public, max-age=300' });
});

// '/:storeId/*' also matches '/:storeId' itself, so each middleware runs once per request.
// fairShare: past the anonymous page cache, each shop renders a few pages at a time (middleware/fair-share)
pages.use('/:storeId/*', agentTraffic, languageChoice, anonymousPageCache, fairShare, storeGate);
// Agents' surfaces (Markdown pages, llms.txt, feeds, MCP) refuse members-only shops themselves, without the redirect.
pages.route('/:storeId', agentPages);
// Members-only shops (LOGIN_MANDATE) send anonymous visitors to login; ?rid= referral links set the rid cookie.
pages.use('/:storeId/*', loginMandate, referralCookie);

/** The routes behind the gate: their context has the shop (ShopEnv), which the gate has loaded and checked. */
const shopRoot = new Hono<ShopEnv>();

const home = async (c: Context<ShopEnv>) => {
  const tenant = c.get('tenant');
  // the frame (the bag's count, read once per request) loads beside the home data, whose offers it takes
  const data = shopVersionOf(c, tenant.storeId).then((version) =>
    loadHomeData(shopOf(c, tenant.storeId), tenant, version),
  );
  const [{ sections, offers, offersChangeAt }, frame] = await Promise.all([
    data,
    loadPageFrame(c, { offers: data.then((d) => d.offers) }),
  ]);
  notePageChangesAt(c, offersChangeAt);
  return renderPage(
    frame,
    <HomePage tenant={tenant} sections={sections} origin={new URL(c.req.url).origin} offers={offers} />,
    { cacheControl: PUBLIC_PAGE_CACHE },
  );
};
shopRoot.get(SHOP_ROUTES.home.path, home);
shopRoot.get(SHOP_ROUTES.homeAlias.path, home);

shopRoot.get(SHOP_ROUTES.manifest.path, (c) => {
  const res = c.json(buildWebManifest(c.get('tenant').store));
  res.headers.set('Content-Type', 'application/manifest+json');
  return res;
});

/** Anything else under a valid shop: the spec's unmatched route. */
const unmatchedShopPage = new Hono<ShopEnv>();
unmatchedShopPage.all(SHOP_ROUTES.unmatched.path, async (c) => {
  const { storeId, store } = c.get('tenant');
  return renderPage(
    await loadPageFrame(c, { status: 404 }),
    <ErrorPage status={404} storeId={storeId} store={store} unmatched />,
    { status: 404 },
  );
});

pages.route('/:storeId', shopRoot);
pages.route('/:storeId', bagPages);
pages.route('/:storeId', cataloguePages);
pages.route('/:storeId', loginPages);
pages.route('/:storeId', accountPages);
pages.route('/:storeId', checkoutPages);
pages.route('/:storeId', unmatchedShopPage);
