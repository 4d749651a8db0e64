import type { Context } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Tenant } from '../../data/shop/tenant-loader';
import { shopOfRequest, shopOf } from '../../middleware/shop-context';
import { countSitemapItems, listSitemapContent, listSitemapItems } from '../../data/shop/catalogue-sitemap';
import { paths } from '../../domain/catalogue/paths';
import {
  platformRobotsTxt,
  shopRobotsTxt,
  sitemapIndexXml,
  SITEMAP_MAX_URLS,
  urlsetXml,
  w3cDate,
  type SitemapUrl,
} from '../../domain/seo/sitemap';
import { absoluteUrls } from '../components/seo-head';

/**
 * /sitemap.xml and /robots.txt of one shop, with absolute URLs on the shop's own host. A shop with more
 * items than one sitemap may hold answers a sitemap index whose parts are ?part=core and ?part=items-N.
 */

const CACHE = 'public, max-age=3600, s-maxage=3600';

function xml<E extends AppEnv>(c: Context<E>, body: string, status = 200) {
  return c.body(body, status as 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE });
}

async function coreUrls<E extends AppEnv>(c: Context<E>, tenant: Tenant): Promise<SitemapUrl[]> {
  const { url } = absoluteUrls(c, tenant);
  const s = tenant.storeId;
  const content = await listSitemapContent(shopOf(c, s));
  return [
    { loc: url(paths.home(s)) },
    { loc: url(paths.categories(s)) },
    ...tenant.categories.map((cat) => ({ loc: url(paths.category(s, cat.CAT_ID)) })),
    ...(content.blogs.length ? [{ loc: url(paths.blogs(s)) }] : []),
    ...content.collections.map((col) => ({ loc: url(paths.blogCollection(s, col.id)) })),
    ...content.blogs.map((b) => ({
      loc: url(paths.blog(s, b.id)),
      lastmod: w3cDate(b.updated_at) ?? w3cDate(b.published_at),
    })),
    ...content.pages.map((p) => ({ loc: url(paths.page(s, p.id)), lastmod: w3cDate(p.updated_at) })),
  ];
}

async function itemUrls<E extends AppEnv>(
  c: Context<E>,
  tenant: Tenant,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const { url } = absoluteUrls(c, tenant);
  const rows = await listSitemapItems(shopOf(c, tenant.storeId), offset, limit);
  return rows.map((r) => ({ loc: url(paths.item(tenant.storeId, r.cat_id, r.id)), lastmod: w3cDate(r.updated_at) }));
}

/**
 * Shops whose pages crawlers should not read: sign-in required (LOGIN_MANDATE: the catalogue is for members, so
 * the sitemap lists nothing, not even for a signed-in reader, as it is cached publicly), reported, or not loadable.
 */
const closed = (t: Tenant) => t.health !== 'valid' || !t.store || !!t.store.LOGIN_MANDATE;

export async function sitemapResponse<E extends AppEnv>(c: Context<E>, tenant: Tenant): Promise<Response> {
  if (closed(tenant)) return xml(c, urlsetXml([]));
  const part = c.req.query('part');
  const total = await countSitemapItems(shopOf(c, tenant.storeId));
  if (part === undefined && total <= SITEMAP_MAX_URLS) {
    return xml(c, urlsetXml([...(await coreUrls(c, tenant)), ...(await itemUrls(c, tenant, 0, SITEMAP_MAX_URLS))]));
  }
  const self = absoluteUrls(c, tenant).url(`/${tenant.storeId}/sitemap.xml`);
  if (part === undefined) {
    const parts = Math.ceil(total / SITEMAP_MAX_URLS);
    return xml(
      c,
      sitemapIndexXml([`${self}?part=core`, ...Array.from({ length: parts }, (_, i) => `${self}?part=items-${i + 1}`)]),
    );
  }
  if (part === 'core') return xml(c, urlsetXml(await coreUrls(c, tenant)));
  const m = /^items-(\d{1,3})$/.exec(part);
  const n = m ? Number(m[1]) : 0;
  if (n < 1 || (n - 1) * SITEMAP_MAX_URLS >= total) return c.text('Not Found', 404);
  return xml(c, urlsetXml(await itemUrls(c, tenant, (n - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)));
}

/** Everything on the host is off limits: a closed shop's own custom domain serves nothing else. */
const CLOSED_HOST_ROBOTS = 'User-agent: *\nDisallow: /\n';

export function robotsResponse<E extends AppEnv>(c: Context<E>, tenant: Tenant): Response {
  const site = c.get('site');
  if (closed(tenant) && site.kind === 'domain' && site.storeId === tenant.storeId)
    return c.text(CLOSED_HOST_ROBOTS, 200, { 'Cache-Control': CACHE });
  const sitemap = absoluteUrls(c, tenant).url(`/${tenant.storeId}/sitemap.xml`);
  const body = shopRobotsTxt(`/${tenant.storeId}`, sitemap, closed(tenant));
  return c.text(body, 200, { 'Cache-Control': CACHE });
}

/** /robots.txt at a host's root: the shop's own on its custom domain, the platform's elsewhere. */
export async function rootRobots(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  if (site.kind === 'domain') return robotsResponse(c, await shopOfRequest(c, site.storeId));
  return c.text(platformRobotsTxt(), 200, { 'Cache-Control': CACHE });
}

/** /sitemap.xml at a host's root: the shop's sitemap on its custom domain; platform hosts have none. */
export async function rootSitemap(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  if (site.kind !== 'domain') return c.text('Not Found: each shop has its own /{storeId}/sitemap.xml', 404);
  const tenant = await shopOfRequest(c, site.storeId);
  c.set('tenant', tenant);
  return sitemapResponse(c, tenant);
}
