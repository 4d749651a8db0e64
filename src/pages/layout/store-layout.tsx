import type { ReactNode } from 'react';
import type { LiveTenant, Tenant } from '../../data/shop/tenant-loader';
import { shouldShowHelloBar, showsPageNav, type Screen } from '../../domain/screens';
import { restoresScroll } from '../../domain/catalogue/scroll-rule';
import { Island } from '../../render/island';
import toaster from '../../../client/islands/toaster';
import { Document } from '../components/document';
import type { FirstScreen } from '../../render/assets';
import { BottomBar, navEntries, PageNav, type NavKey } from './navigation';
import { BerlinSidebar, PageSideBar } from './side-bars';
import { Toolbar } from './toolbar';
import { themeCss } from './theme';
import { iconLink } from '../../domain/images/picture';
import { usePageFacts } from './page-context';
import { BodyScripts, ContactSheet, HeadPlugins, pluginBodyData } from './plugins';
import { CatalogSearchDialog, catalogSearchOf, CouponSideBar, SideTabs } from './side-tabs';
import { LanguageSwitcher } from './language-switcher';
import { useT } from '../../isomorphic/i18n';
import { shopLanguages, type Lang } from '../../domain/i18n/languages';
import { cleanPageAddress } from '../../domain/route-params';

export interface StoreLayoutProps {
  tenant: LiveTenant;
  screen: Screen | 'CustomPage';
  /** hello-bar screens the page also is (the orders pages are Orders too) */
  alsoScreens?: Screen[];
  nav?: NavKey;
  /** a category's page: the catalogue search dialog searches inside it */
  searchIn?: { catId: string; catName: string };
  title: string;
  description?: string;
  canonicalPath?: string;
  origin: string;
  bagCount?: number;
  /** the item a details page shows (for tracking and pixels) */
  itemId?: string;
  head?: ReactNode;
  children: ReactNode;
}

/**
 * Everything around a shop page: hello bar, toolbar, navigation, side bars, the side 'offer' and 'catalog' tabs
 * with the coupon side bar and the catalogue search dialog they open, contact sheet, toasts.
 */
/** The screens whose first screen has inlined rules of its own (scripts/critical-css.mjs). */
const FIRST_SCREENS: Partial<Record<Screen, FirstScreen>> = {
  Home: 'home',
  CategoryItemsDisplay: 'category',
  ItemDetails: 'item',
  Bag: 'bag',
};

export function StoreLayout(p: StoreLayoutProps) {
  const store = p.tenant.store;
  const facts = usePageFacts();
  const berlin = store.THEME_ID_v2 === 'berlin';
  const bagCount = p.bagCount ?? facts.bagCount;
  const translator = useT();
  const entries = navEntries(store.id, store.CUSTOM_TEXTS, translator);
  const languages = shopLanguages(store.LANGUAGE, store.LANGUAGES);
  // only the parameters the route reads (domain/route-params): never a click's tracking tags
  const canonical = p.canonicalPath ? canonicalUrl(p.tenant, cleanPageAddress(p.canonicalPath), p.origin) : undefined;
  const helloScreens: Screen[] = [p.screen === 'CustomPage' ? 'Other' : p.screen, ...(p.alsoScreens ?? [])];
  const bar = shouldShowHelloBar(store.HelloBar, helloScreens) ? store.HelloBar : null;
  const onBag = p.screen === 'Bag';
  const catalog = catalogSearchOf(p.tenant, p.searchIn?.catId);
  return (
    <Document
      firstScreen={p.screen === 'CustomPage' ? undefined : FIRST_SCREENS[p.screen]}
      title={p.title}
      description={p.description ?? store.STORE_DESC}
      theme={store.THEME_ID_v2}
      themeCss={themeCss(store, catalog !== null)}
      themeColor={berlin ? '#000000' : store.DEFAULT_COLOR}
      manifestHref={`/${store.id}/manifest.webmanifest`}
      icon={iconLink(store.STORE_IMAGE)}
      canonical={canonical && inLanguage(canonical, translator.lang, store.LANGUAGE)}
      alternates={canonical && languages.length > 1 ? alternatesOf(canonical, languages, store.LANGUAGE) : undefined}
      bagCount={bagCount}
      keepScroll={restoresScroll(`/${store.id}${p.tenant.requestPath}`)}
      head={
        <>
          {p.head}
          <HeadPlugins tenant={p.tenant} />
        </>
      }
      bodyData={pluginBodyData(p.tenant, p.screen, translator.t, p.itemId)}
      tail={<BodyScripts tenant={p.tenant} />}
    >
      {bar ? (
        <div
          className={`hello-bar${bar.colour && bar.colour !== 'shop' ? ` hello-bar-${bar.colour}` : ''}`}
          role="note"
          data-testid="hello-bar"
        >
          {bar.link ? <a href={bar.link}>{bar.text}</a> : bar.text}
        </div>
      ) : null}
      <Toolbar store={store} bagCount={bagCount} catalog={catalog} />
      {showsPageNav(p.screen) ? <PageNav entries={entries} active={p.nav} /> : null}
      <div className="shell">
        {berlin ? <BerlinSidebar storeId={store.id} categories={p.tenant.categories} /> : null}
        <main id="main">
          <div className="container">{p.children}</div>
        </main>
        {berlin ? <PageSideBar storeId={store.id} active={p.nav} /> : null}
      </div>
      <footer className="site-footer container">
        <span>© {store.STORE_NAME}</span>
        <LanguageSwitcher languages={languages} current={translator.lang} />
      </footer>
      <BottomBar entries={entries} active={p.nav} berlin={berlin} />
      <SideTabs offers={facts.offers} catalog={catalog} onBag={onBag && (bagCount > 0 ? 'full' : 'empty')} />
      {/* the bag lists the offers itself, with Apply: that is its coupon side bar */}
      {onBag ? null : <CouponSideBar storeId={store.id} offers={facts.offers} />}
      <CatalogSearchDialog tenant={p.tenant} searchIn={p.searchIn} />
      <ContactSheet tenant={p.tenant} screen={p.screen} />
      <Island of={toaster} props={{}} />
    </Document>
  );
}

/** The page's address in a language: the shop's own language has the plain address, the others `?lang=`. */
function inLanguage(url: string, lang: Lang, own: Lang): string {
  return lang === own ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

function alternatesOf(canonical: string, languages: Lang[], own: Lang) {
  return [
    ...languages.map((l) => ({ lang: l, href: inLanguage(canonical, l, own) })),
    { lang: 'x-default', href: canonical },
  ];
}

/** Absolute URL on the shop's own custom domain when it has one. */
export function canonicalUrl(tenant: Pick<Tenant, 'customDomain'>, path: string, requestOrigin: string): string {
  const origin = tenant.customDomain ? `https://${tenant.customDomain}` : requestOrigin;
  return `${origin}${path}`;
}
