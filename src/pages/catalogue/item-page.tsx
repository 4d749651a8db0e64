import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import type { ItemMore } from '../../data/shop/catalogue-feedback';
import type { RatingSummary } from '../../domain/catalogue/reviews';
import { itemCrumbs } from '../../domain/catalogue/breadcrumbs';
import { paths } from '../../domain/catalogue/paths';
import { stockState } from '../../domain/catalogue/pricing';
import { breadcrumbJsonLd, productJsonLd, storeJsonLd } from '../../domain/seo/json-ld';
import { pageTitle, truncateText } from '../../domain/seo/meta';
import { formatMoney } from '../../domain/money';
import { Island } from '../../render/island';
import { LateSlot } from '../../render/late-slot';
import itemOptions, { type ItemOptionsProps } from '../../../client/islands/item-options';
import wishlistButton from '../../../client/islands/wishlist-button';
import deliveryCheck from '../../../client/islands/delivery-check';
import accountItemFeedback from '../../../client/islands/account-item-feedback';
import { ItemCard } from '../components/item-card';
import { StoreLayout } from '../layout/store-layout';
import { Breadcrumbs } from './page-parts';
import { ItemGallery } from './item-gallery';
import { QuestionList, RatingSummaryBlock } from './item-feedback';
import type { PageUrls } from './page-urls';
import { SeoHead } from '../components/seo-head';
import { useT } from '../../isomorphic/i18n';
import { useLocalItem } from '../layout/page-context';
import type { Translator } from '../../isomorphic/i18n';

function itemDescription(item: Item, storeName: string, currency: string, t: Translator['t']): string {
  return truncateText(
    item.ITEM_DESC ||
      t('item.buyAt', { item: item.ITEM_NAME, price: formatMoney(item.PRICE, currency), shop: storeName }),
  );
}

/** Where the item page's questions, reviews and related items stream in (ItemMoreSections), after the item. */
export const ITEM_MORE_SLOT = 'item-more';

/** Item details: gallery, price and options (island), description; then, streamed, ItemMoreSections. */
export function ItemPage({
  tenant,
  item: written,
  category,
  ratings,
  urls,
}: {
  tenant: LiveTenant;
  item: Item;
  category: Category;
  ratings: RatingSummary;
  urls: PageUrls;
}) {
  const store = tenant.store;
  const { t } = useT();
  const item = useLocalItem()(written);
  const s = store.id;
  const path = paths.item(s, category.CAT_ID, item.ID);
  const url = urls.url(path);
  const crumbs = itemCrumbs(
    s,
    store.STORE_NAME,
    { id: category.CAT_ID, name: category.CAT_NAME },
    { id: item.ID, name: item.ITEM_NAME },
  );
  const images = [item.IMAGE, ...item.IMAGES];
  const description = itemDescription(item, store.STORE_NAME, store.CURRENCY, t);
  const title = pageTitle(item.ITEM_NAME, store.STORE_NAME);
  const props: ItemOptionsProps = {
    storeId: s,
    storeName: store.STORE_NAME,
    itemId: item.ID,
    catId: category.CAT_ID,
    name: item.ITEM_NAME,
    currency: store.CURRENCY,
    price: item.PRICE,
    mrp: item.MRP,
    gst: item.GST_PERCENT,
    prices: item.VARIANTS.prices,
    sizes: item.VARIANTS.sizes,
    colors: item.VARIANTS.colors,
    stock: item.STOCK_QTY,
    gstOn: store.CART_RULES.GST,
    wa: store.ENABLE_WA_SUPPORT && store.CUST_CARE ? store.CUST_CARE : null,
    url,
  };
  const product = productJsonLd({
    name: item.ITEM_NAME,
    description: item.ITEM_DESC || description,
    sku: item.ID,
    category: category.CAT_NAME,
    url,
    images: images.filter((i) => i.length >= 10).map((i) => urls.image(i, 600)),
    currency: store.CURRENCY,
    inStock: stockState(item.STOCK_QTY).kind !== 'out',
    offers: item.VARIANTS.prices.length
      ? item.VARIANTS.prices.map((v) => ({ name: v.label, sku: `${item.ID}-${v.key}`, price: v.price }))
      : [{ price: item.PRICE }],
    sellerName: store.STORE_NAME,
    rating: ratings,
  });
  const head = (
    <SeoHead
      card={{
        title,
        description,
        url,
        image: urls.image(item.IMAGE, 600),
        type: 'product',
        siteName: store.STORE_NAME,
      }}
      jsonLd={[
        product,
        breadcrumbJsonLd(crumbs, urls.url),
        storeJsonLd(store, urls.url(paths.home(s)), urls.image(store.STORE_IMAGE, 256)),
      ]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="ItemDetails"
      itemId={item.ID}
      title={title}
      description={description}
      canonicalPath={path}
      origin={urls.origin}
      head={head}
    >
      <Breadcrumbs crumbs={crumbs} />
      <article className="item-detail" aria-labelledby="item-name">
        <ItemGallery name={item.ITEM_NAME} images={images} />
        <div className="item-info">
          <h1 id="item-name">{item.ITEM_NAME}</h1>
          {ratings.count > 0 ? (
            <a className="rating-link" href={paths.reviews(s, category.CAT_ID, item.ID)}>
              {t('item.reviewsCount', { average: ratings.average, count: ratings.count })}
            </a>
          ) : null}
          <Island of={itemOptions} props={props} />
          <Island of={wishlistButton} props={{ storeId: s, itemId: item.ID, itemName: item.ITEM_NAME }} />
          <Island of={deliveryCheck} props={{ storeId: s }} />
          {item.ITEM_DESC ? (
            <section className="item-desc" aria-labelledby="desc-title">
              <h2 id="desc-title">{t('item.about')}</h2>
              <p>{item.ITEM_DESC}</p>
            </section>
          ) : null}
        </div>
      </article>
      <LateSlot name={ITEM_MORE_SLOT} />
    </StoreLayout>
  );
}

/** The item page's questions and answers, reviews and related items: they stream after the item. */
export function ItemMoreSections({
  storeId: s,
  item: written,
  category,
  ratings,
  more,
  gridView,
  currency,
}: {
  storeId: string;
  item: Item;
  category: Category;
  ratings: RatingSummary;
  more: ItemMore;
  gridView: boolean;
  currency: string;
}) {
  const { t } = useT();
  const item = useLocalItem()(written);
  return (
    <>
      <section className="section" aria-labelledby="qa-title">
        <div className="section-head">
          <h2 id="qa-title">{t('item.questions')}</h2>
          {more.questionCount > 0 ? (
            <a href={paths.questions(s, category.CAT_ID, item.ID)}>
              {t('item.seeAllQuestions', { count: more.questionCount })}
              <span className="sr-only">{` ${t('item.questionsWord')}`}</span>
            </a>
          ) : null}
        </div>
        {more.questions.length ? (
          <QuestionList questions={more.questions} />
        ) : (
          <p className="muted">{t('item.noQuestions')}</p>
        )}
      </section>
      <section className="section" aria-labelledby="reviews-title">
        <div className="section-head">
          <h2 id="reviews-title">{t('item.reviews')}</h2>
          {ratings.count > 0 ? (
            <a href={paths.reviews(s, category.CAT_ID, item.ID)}>
              {t('item.readAll')}
              <span className="sr-only">{` ${t('item.reviewsWord')}`}</span>
            </a>
          ) : null}
        </div>
        <RatingSummaryBlock ratings={ratings} />
        <Island of={accountItemFeedback} props={{ storeId: s, itemId: item.ID, itemName: item.ITEM_NAME }} />
      </section>
      {more.related.length ? (
        <section className="section" aria-labelledby="related-title">
          <div className="section-head">
            <h2 id="related-title">{t('item.moreFrom', { category: category.CAT_NAME })}</h2>
            <a href={paths.category(s, category.CAT_ID)}>
              {t('shop.viewAll')}
              <span className="sr-only"> {category.CAT_NAME}</span>
            </a>
          </div>
          <ul className={gridView ? 'grid' : 'list'}>
            {more.related.map((r) => (
              <ItemCard key={r.ID} storeId={s} item={r} currency={currency} grid={gridView} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
