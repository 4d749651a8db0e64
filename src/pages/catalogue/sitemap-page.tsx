import type { LiveTenant } from '../../data/tenant-loader';
import type { Branch } from '../../data/catalogue-rows';
import { paths } from '../../domain/catalogue/paths';
import { pageTitle } from '../../domain/seo/meta';
import { StoreLayout } from '../layout/store-layout';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';

export interface SitemapPageProps {
  tenant: LiveTenant;
  urls: PageUrls;
  pages: { id: string; title: string }[];
  blogs: { id: string; title: string }[];
  branches: Branch[];
}

/** /sitemap: every place a shopper can go, for people (machines read /sitemap.xml). */
export function SitemapPage({ tenant, urls, pages, blogs, branches }: SitemapPageProps) {
  const store = tenant.store;
  const s = store.id;
  const title = pageTitle('Sitemap', store.STORE_NAME);
  const description = `All categories, pages and posts of ${store.STORE_NAME}.`;
  const shop: [string, string][] = [
    [paths.home(s), 'Home'], [paths.categories(s), 'All categories'], [`/${s}/bag`, 'Bag'], [`/${s}/account`, 'Account'],
    [`/${s}/account/pages/orders`, 'Your orders'], [`/${s}/account/pages/about`, 'About the shop'], [paths.blogs(s), 'Blogs'],
  ];
  return (
    <StoreLayout tenant={tenant} screen="Other" title={title} description={description} canonicalPath={paths.sitemap(s)} origin={urls.origin}
      head={<SeoHead card={{ title, description, url: urls.url(paths.sitemap(s)), type: 'website', siteName: store.STORE_NAME }} />}>
      <h1 className="page-title">Sitemap</h1>
      <div className="sitemap">
        <section aria-labelledby="sm-shop">
          <h2 id="sm-shop">Shop</h2>
          <ul>{shop.map(([href, label]) => <li key={href}><a href={href}>{label}</a></li>)}</ul>
        </section>
        <section aria-labelledby="sm-cats">
          <h2 id="sm-cats">Categories</h2>
          <ul>{tenant.categories.map((c) => <li key={c.CAT_ID}><a href={paths.category(s, c.CAT_ID)}>{c.CAT_NAME}</a></li>)}</ul>
        </section>
        {pages.length ? (
          <section aria-labelledby="sm-pages">
            <h2 id="sm-pages">Pages</h2>
            <ul>{pages.map((p) => <li key={p.id}><a href={paths.page(s, p.id)}>{p.title}</a></li>)}</ul>
          </section>
        ) : null}
        {blogs.length ? (
          <section aria-labelledby="sm-blogs">
            <h2 id="sm-blogs">Blog posts</h2>
            <ul>{blogs.map((b) => <li key={b.id}><a href={paths.blog(s, b.id)}>{b.title}</a></li>)}</ul>
          </section>
        ) : null}
        {branches.length ? (
          <section aria-labelledby="sm-branches">
            <h2 id="sm-branches">Our branches</h2>
            <ul>{branches.map((b) => <li key={b.id}>{b.name}</li>)}</ul>
          </section>
        ) : null}
      </div>
    </StoreLayout>
  );
}
