import type { LiveTenant } from '../data/shop/tenant-loader';
import type { HomeSection } from '../data/shop/catalogue';
import { customText } from '../domain/custom-texts';
import { imageLink, isAboveFold, pictureParts } from '../domain/images/picture';
import { Picture } from '../../client/components/picture';
import { ItemCard } from './components/item-card';
import { AboutBlock } from './components/about-block';
import { StoreLayout, canonicalUrl } from './layout/store-layout';
import { SeoHead } from './components/seo-head';
import { storeJsonLd } from '../domain/seo/json-ld';
import { truncateText } from '../domain/seo/meta';
import { OffersPanel } from './bag/offers';
import type { ShopCoupon } from '../data/shop/coupons';
import { useT } from '../isomorphic/i18n';

export function HomePage({
  tenant,
  sections,
  origin,
  offers = [],
}: {
  tenant: LiveTenant;
  sections: HomeSection[];
  origin: string;
  offers?: ShopCoupon[];
}) {
  // the tenant's categories are in the page's language (pages/local-tenant.ts); the sections read theirs from there
  const localNames = new Map(tenant.categories.map((c) => [c.CAT_ID, c]));
  const store = tenant.store;
  const { t: say } = useT();
  const t = (key: string, fallback: string) => customText(store.CUSTOM_TEXTS, 'home', key, fallback);
  const url = (path: string) => canonicalUrl(tenant, path, origin);
  const logo = url(imageLink(store.STORE_IMAGE, 256));
  const description = truncateText(store.STORE_DESC || say('shop.metaDescription', { shop: store.STORE_NAME }));
  const head = (
    <SeoHead
      card={{
        title: store.STORE_NAME,
        description,
        url: url(`/${store.id}`),
        image: logo,
        type: 'website',
        siteName: store.STORE_NAME,
      }}
      jsonLd={[storeJsonLd(store, url(`/${store.id}`), logo)]}
    />
  );
  return (
    <StoreLayout
      tenant={tenant}
      screen="Home"
      nav="home"
      title={store.STORE_NAME}
      description={description}
      canonicalPath={`/${store.id}`}
      origin={origin}
      head={head}
    >
      <section className="store-hero" aria-labelledby="store-name">
        <Picture parts={pictureParts(store.STORE_IMAGE, 'hero-logo', { eager: true })} />
        <div>
          <h1 id="store-name">{store.STORE_NAME}</h1>
          {store.STORE_DESC ? <p>{store.STORE_DESC}</p> : null}
        </div>
      </section>
      <nav aria-label={t('categoriesTitle', say('shop.categories'))}>
        <ul className="chips" role="list">
          {tenant.categories.map((c) => (
            <li key={c.CAT_ID}>
              <a className="chip" href={`/${store.id}/${c.CAT_ID}`}>
                {c.CAT_NAME}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.length === 0 ? <p>{t('empty', say('shop.empty'))}</p> : null}
      {sections
        .map(({ category: written, items }) => ({ category: localNames.get(written.CAT_ID) ?? written, items }))
        .map((s, i) => (
          <section className="section" key={s.category.CAT_ID} aria-labelledby={`sec-${s.category.CAT_ID}`}>
            <div className="section-head">
              <h2 id={`sec-${s.category.CAT_ID}`}>{s.category.CAT_NAME}</h2>
              <a href={`/${store.id}/${s.category.CAT_ID}`}>
                {t('viewAll', say('shop.viewAll'))}
                <span className="sr-only"> {s.category.CAT_NAME}</span>
              </a>
            </div>
            <ul className={store.IS_GRID_VIEW ? 'grid' : 'list'}>
              {s.items.map((item, j) => (
                <ItemCard
                  key={item.ID}
                  storeId={store.id}
                  item={item}
                  currency={store.CURRENCY}
                  grid={store.IS_GRID_VIEW}
                  eager={i === 0 && isAboveFold('home', j)}
                  priority={i === 0 && j === 0}
                />
              ))}
            </ul>
          </section>
        ))}
      <AboutBlock store={store} />
      <OffersPanel offers={offers} />
    </StoreLayout>
  );
}
