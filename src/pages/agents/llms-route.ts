import { Hono, type Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { llmsTxt } from '../../domain/agents/llms-txt';
import { loadContentDirectory } from '../../data/shop/content';
import { shopOf } from '../../middleware/shop-context';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import { absoluteUrls } from '../components/seo-head';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

const CACHE = 'public, max-age=300, s-maxage=300';

async function llmsResponse(c: Context<ShopEnv>, tenant: LiveTenant): Promise<Response> {
  const store = tenant.store;
  const { pages, blogs } = await loadContentDirectory(shopOf(c, tenant.storeId));
  const site = c.get('site');
  const body = llmsTxt({
    store,
    categories: tenant.categories,
    url: absoluteUrls(c, tenant).url,
    pages,
    blogs,
    onCustomDomain: Boolean(tenant.customDomain) || (site.kind === 'domain' && site.storeId === tenant.storeId),
  });
  return c.text(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE });
}

/** /{storeId}/llms.txt (storeGate let only a valid shop through; members-only shops were refused before). */
export const llmsRoutes = new Hono<ShopEnv>();

llmsRoutes.get(SHOP_ROUTES.llms.path, (c) => llmsResponse(c, c.get('tenant')));
