import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Item } from '../../domain/tables/items';
import { customText } from '../../domain/custom-texts';
import { paths } from '../../domain/catalogue/paths';
import { isAboveFold, pictureParts } from '../../domain/images/picture';
import { Picture } from '../../../client/components/picture';
import { pageTitle, truncateText } from '../../domain/seo/meta';
import { storeJsonLd } from '../../domain/seo/json-ld';
import { ItemCard } from '../components/item-card';
import { StoreLayout } from '../layout/store-layout';
import { CatalogSearchButton } from './catalog-search-button';
import { SeoHead } from '../components/seo-head';
import type { PageUrls } from './page-urls';
import { useT } from '../../isomorphic/i18n';

/**
 * /categories: every enabled category (disabled ones never reach here), as a disclosure that starts
 * open when the owner set IS_EXPANDED, showing its first items as a grid or list (IS_GRID_VIEW).
 */
export function CategoriesPage({
  tenant,
  previews,
  urls,
}: {
  tenant: LiveTenant;
  previews: Map<string, Item[]>;
  urls: PageUrls;
}) {
  const store = tenant.store;
  const { t: say } = useT();
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'categories', key, fallback);
  const title = t('title', say('shop.categories'));
  const description = truncateText(
    say('shop.categoriesAt', { shop: store.STORE_NAME, names: tenant.categories.map((c) => c.CAT_NAME).join(', ') }),
  );
  const canonical = urls.url(paths.categories(store.id));
  const head = (
    <SeoHead
      card={{
        title: pageTitle(title, store.STORE_NAME),
        description,
        url: canonical,
        image: urls.image(store.STORE_IMAGE),
        type: 'website',
        siteName: store.STORE_NAME,
      }}
      jsonLd={[storeJsonLd(store, urls.url(paths.home(store.id)), urls.image(store.STORE_IMAGE, 256))]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="Categories"
      nav="categories"
      title={pageTitle(title, store.STORE_NAME)}
      description={description}
      canonicalPath={paths.categories(store.id)}
      origin={urls.origin}
      head={head}
    >
      <div className="page-head">
        <h1>{title}</h1>
        <CatalogSearchButton tenant={tenant} />
      </div>
      {tenant.categories.length === 0 ? <p>{t('empty', say('shop.noCategories'))}</p> : null}
      <ul className="category-list" role="list">
        {tenant.categories.map((c, i) => {
          const items = previews.get(c.CAT_ID) ?? [];
          return (
            <li key={c.CAT_ID}>
              <details className="category-block" open={c.IS_EXPANDED}>
                <summary>
                  <Picture parts={pictureParts(c.CAT_IMAGE, 'category', { eager: isAboveFold('categories', i) })} />
                  <span className="category-text">
                    <span className="category-name">{c.CAT_NAME}</span>
                    {c.CAT_DESC ? <span className="category-desc">{c.CAT_DESC}</span> : null}
                  </span>
                </summary>
                <div className="category-body">
                  {items.length === 0 ? (
                    <p className="muted">{t('noItems', say('shop.noItems'))}</p>
                  ) : (
                    <ul className={store.IS_GRID_VIEW ? 'grid' : 'list'}>
                      {items.map((item) => (
                        <ItemCard
                          key={item.ID}
                          storeId={store.id}
                          item={item}
                          currency={store.CURRENCY}
                          grid={store.IS_GRID_VIEW}
                        />
                      ))}
                    </ul>
                  )}
                  <a className="view-all" href={paths.categoryItems(store.id, c.CAT_ID)}>
                    {t('viewAll', say('shop.viewAll'))}
                    <span className="sr-only"> {c.CAT_NAME}</span>
                  </a>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </StoreLayout>
  );
}
