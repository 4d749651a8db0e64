import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Blog, BlogCollection, BlogSummary, CustomPage } from '../../data/shop/catalogue-rows';
import { blogCrumbs, pageCrumbs } from '../../domain/catalogue/breadcrumbs';
import { paths } from '../../domain/catalogue/paths';
import { imageUrl } from '../../domain/images/image-url';
import { blogPostingJsonLd, breadcrumbJsonLd, storeJsonLd } from '../../domain/seo/json-ld';
import { pageTitle, plainTextOfMarkdown, truncateText } from '../../domain/seo/meta';
import { StoreLayout } from '../layout/store-layout';
import { Breadcrumbs, useDay } from './page-parts';
import { renderMarkdown } from './markdown';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';
import { useT } from '../../isomorphic/i18n';

function PostCards({ storeId, posts }: { storeId: string; posts: BlogSummary[] }) {
  const formatDate = useDay();
  return (
    <ul className="post-list" role="list">
      {posts.map((p, i) => (
        <li key={p.id} className="post-card">
          <a href={paths.blog(storeId, p.id)}>
            {p.image ? (
              <img
                src={imageUrl(p.image, 240, 240)}
                alt=""
                width={96}
                height={96}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : null}
            <span>
              <span className="post-title">{p.title}</span>
              <span className="muted small">{formatDate(p.published_at)}</span>
              <span className="post-excerpt">{p.excerpt}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /content/blogs (all collections) or /content/blogs/{collectionId} (one). */
export function BlogListPage({
  tenant,
  urls,
  collections,
  posts,
  collection,
}: {
  tenant: LiveTenant;
  urls: PageUrls;
  collections: BlogCollection[];
  posts: BlogSummary[];
  collection?: BlogCollection;
}) {
  const store = tenant.store;
  const s = store.id;
  const { t } = useT();
  const heading = collection ? collection.name : t('layout.blogs');
  const path = collection ? paths.blogCollection(s, collection.id) : paths.blogs(s);
  const crumbs = blogCrumbs(s, store.STORE_NAME, collection, undefined, t('layout.blogs'));
  const title = pageTitle(heading, store.STORE_NAME);
  const description = truncateText(
    t('blogs.description', {
      heading,
      shop: store.STORE_NAME,
      titles: posts
        .slice(0, 3)
        .map((p) => p.title)
        .join(', '),
    }),
  );
  const head = (
    <SeoHead
      card={{ title, description, url: urls.url(path), type: 'website', siteName: store.STORE_NAME }}
      jsonLd={[breadcrumbJsonLd(crumbs, urls.url)]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={title}
      description={description}
      canonicalPath={path}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="page-title">{heading}</h1>
      {!collection && collections.length > 1 ? (
        <ul className="chips" role="list" aria-label={t('blogs.collections')}>
          {collections.map((c) => (
            <li key={c.id}>
              <a className="chip" href={paths.blogCollection(s, c.id)}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {posts.length ? <PostCards storeId={s} posts={posts} /> : <p className="muted">{t('blogs.empty')}</p>}
    </StoreLayout>
  );
}

/** /content/blogs/read/{blogId}: the post, its markdown rendered safely, with BlogPosting JSON-LD. */
export function BlogPostPage({
  tenant,
  urls,
  blog,
  collection,
}: {
  tenant: LiveTenant;
  urls: PageUrls;
  blog: Blog;
  collection: BlogCollection | null;
}) {
  const formatDate = useDay();
  const { t } = useT();
  const store = tenant.store;
  const s = store.id;
  const path = paths.blog(s, blog.id);
  const crumbs = blogCrumbs(
    s,
    store.STORE_NAME,
    collection ?? undefined,
    { id: blog.id, name: blog.title },
    t('layout.blogs'),
  );
  const description = truncateText(plainTextOfMarkdown(blog.body));
  const title = pageTitle(blog.title, store.STORE_NAME);
  const image = blog.image ? urls.image(blog.image, 800) : undefined;
  const posting = blogPostingJsonLd({
    title: blog.title,
    description,
    url: urls.url(path),
    image,
    publishedAt: blog.published_at,
    storeName: store.STORE_NAME,
    storeUrl: urls.url(paths.home(s)),
    logo: urls.image(store.STORE_IMAGE, 256),
  });
  const head = (
    <SeoHead
      card={{ title, description, url: urls.url(path), image, type: 'article', siteName: store.STORE_NAME }}
      jsonLd={[posting, breadcrumbJsonLd(crumbs, urls.url)]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={title}
      description={description}
      canonicalPath={path}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      <article className="prose" aria-labelledby="post-title">
        <h1 id="post-title">{blog.title}</h1>
        <p className="muted small">
          <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>
          {collection ? (
            <>
              {' '}
              · <a href={paths.blogCollection(s, collection.id)}>{collection.name}</a>
            </>
          ) : null}
        </p>
        {blog.image ? (
          <img
            className="post-hero"
            src={imageUrl(blog.image, 800, 450)}
            alt=""
            width={800}
            height={450}
            decoding="async"
          />
        ) : null}
        <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(blog.body) }} />
      </article>
    </StoreLayout>
  );
}

/** /content/pages/{pageId}: an owner's page (markdown). */
export function CustomContentPage({ tenant, urls, page }: { tenant: LiveTenant; urls: PageUrls; page: CustomPage }) {
  const store = tenant.store;
  const s = store.id;
  const path = paths.page(s, page.id);
  const crumbs = pageCrumbs(s, store.STORE_NAME, { id: page.id, name: page.title });
  const description = truncateText(plainTextOfMarkdown(page.body)) || page.title;
  const title = pageTitle(page.title, store.STORE_NAME);
  const head = (
    <SeoHead
      card={{ title, description, url: urls.url(path), type: 'website', siteName: store.STORE_NAME }}
      jsonLd={[
        breadcrumbJsonLd(crumbs, urls.url),
        storeJsonLd(store, urls.url(paths.home(s)), urls.image(store.STORE_IMAGE, 256)),
      ]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="CustomPage"
      title={title}
      description={description}
      canonicalPath={path}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      <article className="prose" aria-labelledby="page-title">
        <h1 id="page-title">{page.title}</h1>
        <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(page.body) }} />
      </article>
    </StoreLayout>
  );
}
