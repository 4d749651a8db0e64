import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Item } from '../../domain/tables/items';
import { paths } from '../../domain/catalogue/paths';
import { customText } from '../../domain/custom-texts';
import { pageTitle } from '../../domain/seo/meta';
import { Island } from '../../render/island';
import searchBox from '../../../client/islands/search-box';
import { ItemCard } from '../components/item-card';
import { isAboveFold } from '../../domain/images/picture';
import { StoreLayout } from '../layout/store-layout';
import { Pager } from './page-parts';
import type { PageUrls } from './page-urls';
import { useT } from '../../isomorphic/i18n';

export interface SearchPageProps {
  tenant: LiveTenant;
  query: string;
  items: Item[];
  page: number;
  hasMore: boolean;
  urls: PageUrls;
  catId?: string;
}

/** /search/{query}: ranked results; with no query, just the search box. Never indexed. */
export function SearchPage({ tenant, query, items, page, hasMore, urls, catId }: SearchPageProps) {
  const store = tenant.store;
  const s = store.id;
  const { t } = useT();
  const label = customText(
    store.CUSTOM_TEXTS,
    'toolbar',
    'searchPlaceholder',
    t('layout.searchShop', { shop: store.STORE_NAME }),
  );
  const category = catId ? tenant.categories.find((c) => c.CAT_ID === catId) : undefined;
  const heading = !query
    ? t('search.title')
    : category
      ? t('search.resultsForIn', { query, category: category.CAT_NAME })
      : t('search.resultsFor', { query });
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={pageTitle(query ? t('search.pageTitle', { query }) : t('search.title'), store.STORE_NAME)}
      origin={urls.origin}
      head={<meta name="robots" content="noindex, follow" />}
    >
      <h1 className="page-title">{heading}</h1>
      <div className="search-page-box">
        <Island of={searchBox} props={{ storeId: s, label, idPrefix: 'search-page', query, catId: category?.CAT_ID }} />
      </div>
      {query ? (
        items.length === 0 ? (
          <div className="empty-state" data-testid="search-empty">
            <p>{page > 1 ? t('search.noMore') : t('search.noMatch', { query })}</p>
            <p>
              <a href={paths.categories(s)}>{t('search.browseAll')}</a>
            </p>
          </div>
        ) : (
          <ul className={store.IS_GRID_VIEW ? 'grid' : 'list'} data-testid="search-results">
            {items.map((item, i) => (
              <ItemCard
                key={item.ID}
                storeId={s}
                item={item}
                currency={store.CURRENCY}
                grid={store.IS_GRID_VIEW}
                eager={page === 1 && isAboveFold('search', i)}
              />
            ))}
          </ul>
        )
      ) : null}
      {query ? (
        <Pager
          base={paths.search(s, query)}
          page={page}
          hasMore={hasMore}
          extra={category ? `cat=${encodeURIComponent(category.CAT_ID)}` : ''}
        />
      ) : null}
    </StoreLayout>
  );
}
