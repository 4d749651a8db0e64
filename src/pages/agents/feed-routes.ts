import { Hono, type Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { FeedItem } from '../../data/shop/catalogue-feed';
import { shopOf } from '../../middleware/shop-context';
import { paths, pageNumber } from '../../domain/catalogue/paths';
import { FEED_PAGE_SIZE, feedProducts, type FeedShop } from '../../domain/agents/feed-product';
import { GOOGLE_FEED_CLOSE, googleFeedOpen, googleItemXml } from '../../domain/agents/google-feed';
import { acpFeedParts, acpProduct, policyLink, type AcpSeller } from '../../domain/agents/acp-feed';
import { absoluteUrls } from '../components/seo-head';
import { SHOP_ROUTES } from '../../domain/routes/route-table';
import { localItem } from '../../domain/i18n/localise';
import type { Lang } from '../../domain/i18n/languages';

/**
 * /{storeId}/feeds/google.xml and /{storeId}/feeds/acp.json: the shop's sellable products for Google Merchant Center
 * and for agents (storeGate let only a valid shop through; members-only shops refused anonymous callers before).
 *
 * Big shops are paged, not sent whole: `?page=N` holds FEED_PAGE_SIZE items (5,000) and names the next page (Atom
 * `rel="next"` in the RSS, `next` in the JSON), so one request reads at most one page from the shop's object. The
 * page is written out as a stream, item by item, so even an item with many variants never builds the whole answer
 * as one string.
 */
export const feedRoutes = new Hono<ShopEnv>();

const PUBLIC_CACHE = 'public, max-age=300, s-maxage=300';
/** Past the last page: 5,000 × 500 items is far beyond any shop, and it bounds the OFFSET. */
const MAX_PAGE = 500;
/** Characters gathered before a chunk is sent. */
const CHUNK = 64 * 1024;

interface FeedPage {
  page: number;
  items: FeedItem[];
  self: string;
  next: string | null;
  shop: FeedShop;
  /** the feed's language (the caller's Accept-Language among the shop's, English for an agent that asks none) */
  lang: Lang;
  ownLang: Lang;
  /** category names in the feed's language, by id (the tenant's, localised by the store gate) */
  categoryNames: Map<string, string>;
}

async function loadFeedPage(c: Context<ShopEnv>, tenant: LiveTenant, file: string): Promise<FeedPage | null> {
  const store = tenant.store;
  const s = tenant.storeId;
  const page = pageNumber(c.req.query('page'), MAX_PAGE);
  const { items, hasMore } = await shopOf(c, s).call('feedItems', page, FEED_PAGE_SIZE);
  if (items.length === 0 && page > 1) return null;
  const urls = absoluteUrls(c, tenant);
  const at = (n: number) => urls.url(`/${s}/feeds/${file}${n > 1 ? `?page=${n}` : ''}`);
  return {
    page,
    items,
    self: at(page),
    next: hasMore ? at(page + 1) : null,
    shop: {
      storeId: s,
      name: store.STORE_NAME,
      currency: store.CURRENCY,
      url: urls.url,
      image: (src) => urls.image(src, 600),
    },
    lang: c.get('lang') ?? 'en',
    ownLang: store.LANGUAGE,
    categoryNames: new Map(tenant.categories.map((cat) => [cat.CAT_ID, cat.CAT_NAME])),
  };
}

/** Strings joined into chunks of about CHUNK characters, taken from the iterator only as the reader asks. */
function textStream(parts: Iterable<string>): ReadableStream<Uint8Array> {
  const it = parts[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let chunk = '';
      for (let next = it.next(); ; next = it.next()) {
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
        if (chunk.length >= CHUNK) break;
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

function* products(feed: FeedPage) {
  // titles, descriptions and product_type in the feed's language: the owner's translations, else as written
  for (const { item, categoryName } of feed.items) {
    yield* feedProducts(
      localItem(item, feed.lang, feed.ownLang),
      feed.categoryNames.get(item.CAT_ID) ?? categoryName,
      feed.shop,
    );
  }
}

function respond(c: Context<ShopEnv>, tenant: LiveTenant, contentType: string, parts: Iterable<string>): Response {
  // A members-only shop's feed reaches only its signed-in members: never kept by a shared cache.
  const cache = tenant.store.LOGIN_MANDATE ? 'private, no-store' : PUBLIC_CACHE;
  return c.body(textStream(parts), 200, {
    'Content-Type': contentType,
    'Cache-Control': cache,
    Vary: 'Accept-Language, Cookie',
  });
}

const notFound = (c: Context<ShopEnv>) => c.text('Not Found', 404, { 'Cache-Control': 'no-store' });

feedRoutes.get(SHOP_ROUTES.googleFeed.path, async (c) => {
  const tenant = c.get('tenant');
  if (tenant.health !== 'valid' || !tenant.store) return notFound(c);
  const feed = await loadFeedPage(c, tenant, 'google.xml');
  if (!feed) return notFound(c);
  const store = tenant.store;
  const open = googleFeedOpen({
    title: store.STORE_NAME,
    link: feed.shop.url(paths.home(tenant.storeId)),
    description: store.STORE_DESC || `Products of ${store.STORE_NAME}`,
    self: feed.self,
    next: feed.next,
  });
  return respond(
    c,
    tenant,
    'application/xml; charset=utf-8',
    (function* () {
      yield open;
      for (const p of products(feed)) yield googleItemXml(p);
      yield GOOGLE_FEED_CLOSE;
    })(),
  );
});

feedRoutes.get(SHOP_ROUTES.acpFeed.path, async (c) => {
  const tenant = c.get('tenant');
  if (tenant.health !== 'valid' || !tenant.store) return notFound(c);
  const feed = await loadFeedPage(c, tenant, 'acp.json');
  if (!feed) return notFound(c);
  const { ABOUT } = tenant.store;
  const home = feed.shop.url(paths.home(tenant.storeId));
  // The shop's policies are text shown in the about block of its home page.
  const about = `${home}#about`;
  const seller: AcpSeller = {
    name: tenant.store.STORE_NAME,
    url: home,
    returnPolicy: policyLink(ABOUT.refund, about),
    privacyPolicy: policyLink(ABOUT.privacy, about),
    terms: policyLink(ABOUT.terms, about),
  };
  const { open, close } = acpFeedParts({ page: feed.page, next: feed.next });
  return respond(
    c,
    tenant,
    'application/json; charset=utf-8',
    (function* () {
      yield open;
      let first = true;
      for (const p of products(feed)) {
        yield `${first ? '' : ','}${JSON.stringify(acpProduct(p, seller))}`;
        first = false;
      }
      yield close;
    })(),
  );
});
