import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Branch } from '../../data/shop/catalogue-rows';
import { paths } from '../../domain/catalogue/paths';
import { pageTitle } from '../../domain/seo/meta';
import { StoreLayout } from '../layout/store-layout';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';
import { useT } from '../../isomorphic/i18n';

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
  const { t } = useT();
  const title = pageTitle(t('layout.sitemap'), store.STORE_NAME);
  const description = t('sitemap.description', { shop: store.STORE_NAME });
  const shop: [string, string][] = [
    [paths.home(s), t('layout.nav.home')],
    [paths.categories(s), t('sitemap.allCategories')],
    [`/${s}/bag`, t('layout.nav.bag')],
    [`/${s}/account`, t('layout.nav.account')],
    [`/${s}/account/pages/orders`, t('layout.yourOrders')],
    [`/${s}/account/pages/about`, t('layout.aboutShop')],
    [paths.blogs(s), t('layout.blogs')],
  ];
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={title}
      description={description}
      canonicalPath={paths.sitemap(s)}
      origin={urls.origin}
      head={
        <SeoHead
          card={{ title, description, url: urls.url(paths.sitemap(s)), type: 'website', siteName: store.STORE_NAME }}
        />
      }
    >
      <h1 className="page-title">{t('layout.sitemap')}</h1>
      <div className="sitemap">
        <section aria-labelledby="sm-shop">
          <h2 id="sm-shop">{t('layout.shop')}</h2>
          <ul>
            {shop.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sm-cats">
          <h2 id="sm-cats">{t('layout.nav.categories')}</h2>
          <ul>
            {tenant.categories.map((c) => (
              <li key={c.CAT_ID}>
                <a href={paths.category(s, c.CAT_ID)}>{c.CAT_NAME}</a>
              </li>
            ))}
          </ul>
        </section>
        {pages.length ? (
          <section aria-labelledby="sm-pages">
            <h2 id="sm-pages">{t('sitemap.pages')}</h2>
            <ul>
              {pages.map((p) => (
                <li key={p.id}>
                  <a href={paths.page(s, p.id)}>{p.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {blogs.length ? (
          <section aria-labelledby="sm-blogs">
            <h2 id="sm-blogs">{t('sitemap.posts')}</h2>
            <ul>
              {blogs.map((b) => (
                <li key={b.id}>
                  <a href={paths.blog(s, b.id)}>{b.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {branches.length ? (
          <section aria-labelledby="sm-branches">
            <h2 id="sm-branches">{t('sitemap.branches')}</h2>
            <ul>
              {branches.map((b) => (
                <li key={b.id}>{b.name}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </StoreLayout>
  );
}
