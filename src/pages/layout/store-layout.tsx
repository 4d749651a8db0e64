import type { ReactNode } from 'react';
import type { Tenant } from '../../data/tenant-loader';
import { shouldShowHelloBar, showsPageNav, type Screen } from '../../domain/screens';
import { Island } from '../../render/island';
import Toaster from '../../../client/islands/toaster';
import { Document } from '../components/document';
import { BottomBar, navEntries, PageNav, type NavKey } from './navigation';
import { BerlinSidebar, PageSideBar } from './side-bars';
import { Toolbar } from './toolbar';
import { themeCss } from './theme';
import { usePageFacts } from '../../render/page-context';
import { BodyScripts, ContactSheet, HeadPlugins, pluginBodyData } from './plugins';

export interface StoreLayoutProps {
  tenant: Tenant;
  screen: Screen | 'CustomPage';
  nav?: NavKey;
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

/** Everything around a shop page: hello bar, toolbar, navigation, side bars, toasts. */
export function StoreLayout(p: StoreLayoutProps) {
  const store = p.tenant.store!;
  const facts = usePageFacts();
  const berlin = store.THEME_ID_v2 === 'berlin';
  const bagCount = p.bagCount ?? facts.bagCount;
  const entries = navEntries(store.id, store.CUSTOM_TEXTS);
  const helloScreen = p.screen === 'CustomPage' ? 'Other' : p.screen;
  const bar = shouldShowHelloBar(store.HelloBar, helloScreen) ? store.HelloBar : null;
  return (
    <Document
      title={p.title}
      description={p.description ?? store.STORE_DESC}
      theme={store.THEME_ID_v2}
      themeCss={themeCss(store)}
      themeColor={berlin ? '#000000' : store.DEFAULT_COLOR}
      manifestHref={`/${store.id}/manifest.webmanifest`}
      iconHref={`${store.STORE_IMAGE || '/favicon.svg'}`}
      canonical={p.canonicalPath ? canonicalUrl(p.tenant, p.canonicalPath, p.origin) : undefined}
      bagCount={bagCount}
      head={<>{p.head}<HeadPlugins tenant={p.tenant} /></>}
      bodyData={pluginBodyData(p.tenant, p.screen, p.itemId)}
      tail={<BodyScripts tenant={p.tenant} />}
    >
      {bar ? (
        <div className="hello-bar" role="note" data-testid="hello-bar">
          {bar.link ? <a href={bar.link}>{bar.text}</a> : bar.text}
        </div>
      ) : null}
      <Toolbar store={store} bagCount={bagCount} />
      {showsPageNav(p.screen) ? <PageNav entries={entries} active={p.nav} /> : null}
      <div className="shell">
        {berlin ? <BerlinSidebar storeId={store.id} categories={p.tenant.categories} /> : null}
        <main id="main">
          <div className="container">{p.children}</div>
        </main>
        {berlin ? <PageSideBar storeId={store.id} active={p.nav} /> : null}
      </div>
      <footer className="site-footer container">© {store.STORE_NAME}</footer>
      <BottomBar entries={entries} active={p.nav} berlin={berlin} />
      <ContactSheet tenant={p.tenant} screen={p.screen} />
      <Island name="toaster" component={Toaster} props={{}} />
    </Document>
  );
}

/** Absolute URL on the shop's own custom domain when it has one. */
export function canonicalUrl(tenant: Tenant, path: string, requestOrigin: string): string {
  const origin = tenant.customDomain ? `https://${tenant.customDomain}` : requestOrigin;
  return `${origin}${path}`;
}
