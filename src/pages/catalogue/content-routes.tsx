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
import { notFound, renderPublic } from './common';
import { pageUrls } from './page-urls';
import { shopOf } from '../../middleware/shop-context';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** Blogs, custom pages and the sitemap screen (under /{storeId}). */
export const contentPages = new Hono<ShopEnv>();

// the blog and page screens bring the markdown parser (marked builds its rules at import): loaded by the first of
// them, not by every new isolate before its first request (#40)
const screens = () => import('./content-pages');

contentPages.get(SHOP_ROUTES.sitemap.path, async (c) => {
  const t = c.get('tenant');
  const dir = await loadContentDirectory(shopOf(c, t.storeId));
  return renderPublic(c, <SitemapPage tenant={t} urls={pageUrls(c)} {...dir} />);
});

contentPages.get(SHOP_ROUTES.blogs.path, async (c) => {
  const { BlogListPage } = await screens();
  const t = c.get('tenant');
  const { collections, posts } = await loadBlogIndex(shopOf(c, t.storeId));
  return renderPublic(c, <BlogListPage tenant={t} urls={pageUrls(c)} collections={collections} posts={posts} />);
});

contentPages.get(SHOP_ROUTES.blog.path, async (c) => {
  const { BlogPostPage } = await screens();
  const t = c.get('tenant');
  const id = c.req.param('blogId');
  const found = isSlugId(id) ? await loadBlog(shopOf(c, t.storeId), id) : null;
  if (!found) return notFound(c);
  return renderPublic(
    c,
    <BlogPostPage tenant={t} urls={pageUrls(c)} blog={found.blog} collection={found.collection} />,
  );
});

contentPages.get(SHOP_ROUTES.blogCollection.path, async (c) => {
  const { BlogListPage } = await screens();
  const t = c.get('tenant');
  const id = c.req.param('blogCollectionId');
  const found = isSlugId(id) ? await loadBlogCollection(shopOf(c, t.storeId), id) : null;
  if (!found) return notFound(c);
  return renderPublic(
    c,
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
  const { CustomContentPage } = await screens();
  const t = c.get('tenant');
  const id = c.req.param('pageId');
  const page = isSlugId(id) ? await loadCustomPage(shopOf(c, t.storeId), id) : null;
  if (!page) return notFound(c);
  return renderPublic(c, <CustomContentPage tenant={t} urls={pageUrls(c)} page={page} />);
});
