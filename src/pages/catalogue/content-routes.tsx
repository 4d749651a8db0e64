import { Hono } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { isSlugId } from '../../domain/catalogue/paths';
import {
  loadBlog,
  loadBlogCollection,
  loadBlogIndex,
  loadContentDirectory,
  loadCustomPage,
} from '../../data/shop/content';
import { SitemapPage } from './sitemap-page';
import { notFound, publicPage } from './common';
import { pageUrls } from './page-urls';
import { shopOf } from '../../middleware/shop-context';
import { startPageFrame } from '../../middleware/page-frame';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** Blogs, custom pages and the sitemap screen (under /{storeId}). */
export const contentPages = new Hono<ShopEnv>();

// the blog and page screens bring the markdown parser (marked builds its rules at import): loaded by the first of
// them, not by every new isolate before its first request (#40)
const screens = () => import('./content-pages');

contentPages.get(SHOP_ROUTES.sitemap.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const dir = await loadContentDirectory(shopOf(c, t.storeId));
  return publicPage(await frame, <SitemapPage tenant={t} urls={pageUrls(c)} {...dir} />);
});

contentPages.get(SHOP_ROUTES.blogs.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const [{ BlogListPage }, { collections, posts }] = await Promise.all([
    screens(),
    loadBlogIndex(shopOf(c, t.storeId)),
  ]);
  return publicPage(
    await frame,
    <BlogListPage tenant={t} urls={pageUrls(c)} collections={collections} posts={posts} />,
  );
});

contentPages.get(SHOP_ROUTES.blog.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const id = c.req.param('blogId');
  const [{ BlogPostPage }, found] = await Promise.all([
    screens(),
    isSlugId(id) ? loadBlog(shopOf(c, t.storeId), id) : null,
  ]);
  if (!found) return notFound(c, frame);
  return publicPage(
    await frame,
    <BlogPostPage tenant={t} urls={pageUrls(c)} blog={found.blog} collection={found.collection} />,
  );
});

contentPages.get(SHOP_ROUTES.blogCollection.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const id = c.req.param('blogCollectionId');
  const [{ BlogListPage }, found] = await Promise.all([
    screens(),
    isSlugId(id) ? loadBlogCollection(shopOf(c, t.storeId), id) : null,
  ]);
  if (!found) return notFound(c, frame);
  return publicPage(
    await frame,
    <BlogListPage
      tenant={t}
      urls={pageUrls(c)}
      collections={[found.collection]}
      posts={found.posts}
      collection={found.collection}
    />,
  );
});

contentPages.get(SHOP_ROUTES.contentPage.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const id = c.req.param('pageId');
  const [{ CustomContentPage }, page] = await Promise.all([
    screens(),
    isSlugId(id) ? loadCustomPage(shopOf(c, t.storeId), id) : null,
  ]);
  if (!page) return notFound(c, frame);
  return publicPage(await frame, <CustomContentPage tenant={t} urls={pageUrls(c)} page={page} />);
});
