import type { Context } from 'hono';
import { isArchivedItem } from '../../data/shop/item-removal';
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../../middleware/app-env';
import { wantsMarkdown } from '../../domain/agents/surfaces';
import { markdownPageOf, type MarkdownPage } from '../../domain/agents/markdown-routes';
import type { ShopContext } from '../../domain/agents/markdown-shop';
import {
  categoriesMarkdown,
  categoryMarkdown,
  homeMarkdown,
  itemMarkdown,
  notFoundMarkdown,
  searchMarkdown,
} from '../../domain/agents/markdown-pages';
import {
  aboutMarkdown,
  blogListMarkdown,
  blogPostMarkdown,
  customPageMarkdown,
} from '../../domain/agents/markdown-content';
import { isSlugId, pageNumber } from '../../domain/catalogue/paths';
import { normaliseSearchQuery } from '../../domain/catalogue/fts-query';
import { loadBlog, loadBlogCollection, loadBlogIndex, loadCustomPage } from '../../data/shop/content';
import { loadHomeData } from '../../data/cache/home-data';
import { notePageChangesAt } from '../../middleware/page-frame';
import { categoryPageItems } from '../../data/cache/catalogue-page-memo';
import { shopOf } from '../../middleware/shop-context';
import { PUBLIC_PAGE_CACHE } from '../../middleware/page-cache';
import { shopVersionOf } from '../../middleware/shop-version';
import { absoluteUrls } from '../components/seo-head';

type C = Context<ShopEnv>;

/** A page's Markdown, or null when what it names does not exist (404). Same loaders as the HTML routes. */
async function markdownOf(c: C, ctx: ShopContext, p: MarkdownPage): Promise<string | null> {
  const t = c.get('tenant');
  const s = t.storeId;
  const categoryOf = (id: string) => (isSlugId(id) ? ctx.categories.find((x) => x.CAT_ID === id) : undefined);
  switch (p.kind) {
    case 'home': {
      const { sections, offers, offersChangeAt } = await loadHomeData(shopOf(c, s), t, await shopVersionOf(c, s));
      notePageChangesAt(c, offersChangeAt);
      return homeMarkdown(ctx, sections, offers);
    }
    case 'categories':
      return categoriesMarkdown(ctx, await shopOf(c, s).call('loadCategoryPreviews', ctx.categories));
    case 'category': {
      const category = categoryOf(p.catId);
      if (!category) return null;
      const page = pageNumber(c.req.query('page'));
      const { items, hasMore } = await categoryPageItems(
        shopOf(c, s),
        await shopVersionOf(c, s),
        category.CAT_ID,
        page,
      );
      return page > 1 && items.length === 0 ? null : categoryMarkdown(ctx, category, items, page, hasMore);
    }
    case 'item': {
      const category = isSlugId(p.itemId) ? categoryOf(p.catId) : undefined;
      const found = category ? await shopOf(c, s).call('itemPage', category.CAT_ID, p.itemId) : null;
      if (!category || !found) return null;
      return itemMarkdown(ctx, { item: found.item, category, ...found.extras });
    }
    case 'search': {
      const query = normaliseSearchQuery(p.query);
      const category = categoryOf(c.req.query('cat') ?? '');
      const page = pageNumber(c.req.query('page'), 50);
      const { items, hasMore } = await shopOf(c, s).call('searchItems', query, { page, catId: category?.CAT_ID });
      return searchMarkdown(ctx, query, items, page, hasMore, category);
    }
    case 'blogs': {
      const { collections, posts } = await loadBlogIndex(shopOf(c, s));
      return blogListMarkdown(ctx, collections, posts);
    }
    case 'blogCollection': {
      const found = isSlugId(p.id) ? await loadBlogCollection(shopOf(c, s), p.id) : null;
      return found ? blogListMarkdown(ctx, [found.collection], found.posts, found.collection) : null;
    }
    case 'blog': {
      const found = isSlugId(p.id) ? await loadBlog(shopOf(c, s), p.id) : null;
      return found ? blogPostMarkdown(ctx, found.blog, found.collection) : null;
    }
    case 'page': {
      const found = isSlugId(p.id) ? await loadCustomPage(shopOf(c, s), p.id) : null;
      return found ? customPageMarkdown(ctx, found) : null;
    }
    case 'about':
      return aboutMarkdown(ctx);
  }
}

/** The path after '/{storeId}', as sent (percent-encoded): '' for the shop's home. */
function restOf(pathname: string): string {
  const slash = pathname.indexOf('/', 1);
  return slash === -1 ? '' : pathname.slice(slash);
}

/**
 * A shop's public pages in Markdown when the request asks for it (GET or HEAD with Accept: text/markdown): the
 * same facts as the HTML page, links absolute on the shop's own host. Any other path or request goes on to the
 * HTML routes. Members-only shops were refused before (agentMembersOnly).
 */
export const markdownPages = createMiddleware<ShopEnv>(async (c, next) => {
  if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !wantsMarkdown(c.req.header('Accept'))) return next();
  const tenant = c.get('tenant');
  const page = tenant.store ? markdownPageOf(restOf(new URL(c.req.url).pathname)) : null;
  if (!tenant.store || !page) return next();
  const ctx: ShopContext = { store: tenant.store, categories: tenant.categories, url: absoluteUrls(c, tenant).url };
  const body = await markdownOf(c, ctx, page);
  // an archived item (its orders still name it) is gone, not unknown: 410 as its HTML page
  const gone =
    body === null &&
    page.kind === 'item' &&
    isSlugId(page.itemId) &&
    (await isArchivedItem(shopOf(c, tenant.storeId), page.itemId));
  return c.body(body ?? notFoundMarkdown(ctx), body !== null ? 200 : gone ? 410 : 404, {
    'Content-Type': 'text/markdown; charset=utf-8',
    Vary: 'Accept',
    'Cache-Control': body === null ? 'no-store' : PUBLIC_PAGE_CACHE,
  });
});
