import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { categoryCrumbs } from '../../domain/catalogue/breadcrumbs';
import { paths } from '../../domain/catalogue/paths';
import { customText } from '../../domain/custom-texts';
import { breadcrumbJsonLd, itemListJsonLd, storeJsonLd } from '../../domain/seo/json-ld';
import { pageTitle, truncateText } from '../../domain/seo/meta';
import { ItemCard } from '../components/item-card';
import { isAboveFold } from '../../domain/images/picture';
import { StoreLayout } from '../layout/store-layout';
import { CatalogSearchButton } from './catalog-search-button';
import { Breadcrumbs, Pager } from './page-parts';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';
import { useT } from '../../isomorphic/i18n';
import { useLocalItem } from '../layout/page-context';

export interface CategoryPageProps {
  tenant: LiveTenant;
  category: Category;
  items: Item[];
  page: number;
  hasMore: boolean;
  urls: PageUrls;
  /** /categories/{catId} shows the other categories as chips; /{catId} is the category on its own */
  withCategoryNav: boolean;
}

/** A category's items (grid or list by IS_GRID_VIEW), paged; both paths share the canonical /{catId}. */
export function CategoryPage({ tenant, category, items, page, hasMore, urls, withCategoryNav }: CategoryPageProps) {
  const store = tenant.store;
  const s = store.id;
  const { t: say } = useT();
  const local = useLocalItem();
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'categories', key, fallback);
  const canonicalPath = paths.category(s, category.CAT_ID) + (page > 1 ? `?page=${page}` : '');
  const crumbs = categoryCrumbs(s, store.STORE_NAME, { id: category.CAT_ID, name: category.CAT_NAME });
  const description = truncateText(
    category.CAT_DESC || say('shop.categoryAt', { category: category.CAT_NAME, shop: store.STORE_NAME }),
  );
  const title = pageTitle(
    page > 1 ? say('shop.pageN', { title: category.CAT_NAME, page }) : category.CAT_NAME,
    store.STORE_NAME,
  );
  const head = (
    <SeoHead
      card={{
        title,
        description,
        url: urls.url(canonicalPath),
        image: urls.image(category.CAT_IMAGE || store.STORE_IMAGE),
        type: 'website',
        siteName: store.STORE_NAME,
      }}
      jsonLd={[
        breadcrumbJsonLd(crumbs, urls.url),
        itemListJsonLd(
          category.CAT_NAME,
          items.map((i) => ({ name: local(i).ITEM_NAME, url: urls.url(paths.item(s, category.CAT_ID, i.ID)) })),
        ),
        storeJsonLd(store, urls.url(paths.home(s)), urls.image(store.STORE_IMAGE, 256)),
      ]}
    />
  );
  const base = withCategoryNav ? paths.categoryItems(s, category.CAT_ID) : paths.category(s, category.CAT_ID);
  return (
    <StoreLayout
      tenant={tenant}
      screen="CategoryItemsDisplay"
      nav="categories"
      searchIn={{ catId: category.CAT_ID, catName: category.CAT_NAME }}
      title={title}
      description={description}
      canonicalPath={canonicalPath}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      {withCategoryNav ? (
        <nav aria-label={t('title', say('shop.categories'))}>
          <ul className="chips" role="list">
            {tenant.categories.map((c) => (
              <li key={c.CAT_ID}>
                <a
                  className="chip"
                  href={paths.categoryItems(s, c.CAT_ID)}
                  aria-current={c.CAT_ID === category.CAT_ID ? 'page' : undefined}
                >
                  {c.CAT_NAME}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="page-head">
        <div>
          <h1>{category.CAT_NAME}</h1>
          {category.CAT_DESC ? <p className="muted">{category.CAT_DESC}</p> : null}
        </div>
        <CatalogSearchButton tenant={tenant} catId={category.CAT_ID} />
      </div>
      {items.length === 0 ? (
        <p>{page > 1 ? say('shop.noMoreItems') : t('noItems', say('shop.noItemsYet'))}</p>
      ) : (
        <>
          <h2 className="sr-only">{say('shop.itemsIn', { category: category.CAT_NAME })}</h2>
          <ul className={store.IS_GRID_VIEW ? 'grid' : 'list'}>
            {items.map((item, i) => (
              <ItemCard
                key={item.ID}
                storeId={s}
                item={item}
                currency={store.CURRENCY}
                grid={store.IS_GRID_VIEW}
                eager={page === 1 && isAboveFold('category', i)}
              />
            ))}
          </ul>
        </>
      )}
      <Pager base={base} page={page} hasMore={hasMore} />
    </StoreLayout>
  );
}
