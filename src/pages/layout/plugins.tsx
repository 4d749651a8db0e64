import type { LiveTenant, Tenant } from '../../data/shop/tenant-loader';
import { useT, type Translator } from '../../isomorphic/i18n';
import { Island } from '../../render/island';
import contactSheet, { type ContactSheetProps } from '../../../client/islands/contact-sheet';
import { chooseChat } from '../../domain/plugins/chat';
import { readScriptPath, scriptsToLoad } from '../../domain/plugins/custom-scripts';
import { isTrackingOn } from '../../domain/plugins/tracking';
import { showsChatButton, type Screen } from '../../domain/screens';

function customScripts(tenant: LiveTenant) {
  return scriptsToLoad(Boolean(tenant.plugins?.CUSTOM_JS_SCRIPT.ENABLED), tenant.scripts, tenant.requestPath);
}

/** Owner scripts placed in the head (POS Header) and the search-console verification meta. */
export function HeadPlugins({ tenant }: { tenant: LiveTenant }) {
  const pixels = tenant.store.PIXELS;
  return (
    <>
      {pixels.G_SEARCH ? <meta name="google-site-verification" content={pixels.G_SEARCH.gSearchPropertyID} /> : null}
      {customScripts(tenant).head.map((id) => (
        <script key={id} src={readScriptPath(tenant.storeId, id)} defer />
      ))}
    </>
  );
}

export function BodyScripts({ tenant }: { tenant: LiveTenant }) {
  return (
    <>
      {customScripts(tenant).body.map((id) => (
        <script key={id} src={readScriptPath(tenant.storeId, id)} defer />
      ))}
    </>
  );
}

/** The install banner's words in the page's language, for the plugins bundle (it carries no catalogue). */
export function installWords(t: Translator['t'], shop: string): Record<string, string> {
  return {
    'data-install-label': t('install.prompt.label'),
    'data-install-text': t('install.prompt.text', { shop }),
    'data-install-yes': t('install.prompt.yes'),
    'data-install-no': t('install.prompt.no'),
  };
}

/**
 * What the client's plugin boot reads: the shop, tracking, push and pixel settings, as data attributes, and the
 * install banner's and offer alerts' words in the page's language (the plugins bundle carries no catalogue).
 */
export function pluginBodyData(
  tenant: LiveTenant,
  screen: string,
  t: Translator['t'],
  itemId?: string,
): Record<string, string> {
  const store = tenant.store;
  const data: Record<string, string> = {
    'data-store-id': store.id,
    'data-store-name': store.STORE_NAME,
    'data-screen': screen,
    'data-tracking': isTrackingOn(store.STORE_NAME) ? 'on' : 'off',
    ...installWords(t, store.STORE_NAME),
  };
  if (itemId) data['data-item-id'] = itemId;
  if (tenant.plugins?.PUSH.ENABLED && tenant.plugins.PUSH.VAPID_KEY) {
    data['data-push'] = tenant.plugins.PUSH.VAPID_KEY;
    data['data-push-on'] = t('push.alertsOn');
    data['data-push-title'] = t('push.defaultTitle');
    data['data-push-dismiss'] = t('push.dismiss');
  }
  if (store.PIXELS.FB_PIXEL?.pixelID) data['data-fb-pixel'] = store.PIXELS.FB_PIXEL.pixelID;
  if (store.PIXELS.G_TAG?.analyticsPropertyID) data['data-gtag'] = store.PIXELS.G_TAG.analyticsPropertyID;
  return data;
}

/**
 * The contact sheet and chat launcher, one island (client/islands/contact-sheet.tsx): call, WhatsApp, live chat,
 * offer alerts. Hidden on bag and account; absent when the shop offers none of them.
 */
export function ContactSheet({ tenant, screen }: { tenant: LiveTenant; screen: Screen | 'CustomPage' }) {
  const store = tenant.store;
  const { t } = useT();
  if (screen !== 'CustomPage' && !showsChatButton(screen)) return null;
  const chat = chooseChat({
    tawk: tenant.plugins?.TAWK,
    waEnabled: store.ENABLE_WA_SUPPORT,
    custCare: store.CUST_CARE,
    greeting: t('layout.chatGreeting', { shop: store.STORE_NAME }),
  });
  const alerts = Boolean(tenant.plugins?.PUSH.ENABLED);
  if (!store.CUST_CARE && chat.kind === 'none' && !alerts) return null;
  const props: ContactSheetProps = { shop: store.STORE_NAME };
  if (store.CUST_CARE) props.phone = store.CUST_CARE;
  if (chat.kind === 'whatsapp') props.whatsapp = chat.href;
  if (chat.kind === 'tawk') props.tawk = chat.tawkId;
  if (alerts) props.alerts = true;
  return <Island of={contactSheet} props={props} />;
}

/** Third-party origins a shop's plugins need in its CSP. */
export function pluginCspSources(tenant: Tenant | undefined): string[] {
  if (!tenant?.store) return [];
  const out: string[] = [];
  const chat = chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: false, custCare: '' });
  if (chat.kind === 'tawk') out.push('https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to');
  if (tenant.store.PIXELS.FB_PIXEL) out.push('https://connect.facebook.net', 'https://www.facebook.com');
  if (tenant.store.PIXELS.G_TAG) out.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  return out;
}
