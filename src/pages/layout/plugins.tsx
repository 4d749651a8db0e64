import type { LiveTenant, Tenant } from '../../data/tenant-loader';
import { useT } from '../../isomorphic/i18n';
import { telHref } from '../../domain/i18n/formats';
import { formatIndianPhone } from '../../domain/account/phone';
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
      {customScripts(tenant).head.map((id) => <script key={id} src={readScriptPath(tenant.storeId, id)} defer />)}
    </>
  );
}

export function BodyScripts({ tenant }: { tenant: LiveTenant }) {
  return <>{customScripts(tenant).body.map((id) => <script key={id} src={readScriptPath(tenant.storeId, id)} defer />)}</>;
}

/** What the client's plugin boot reads: the shop, tracking, chat and pixel settings, as data attributes. */
export function pluginBodyData(tenant: LiveTenant, screen: string, itemId?: string): Record<string, string> {
  const store = tenant.store;
  const chat = chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: store.ENABLE_WA_SUPPORT, custCare: store.CUST_CARE });
  const data: Record<string, string> = {
    'data-store-id': store.id,
    'data-store-name': store.STORE_NAME,
    'data-screen': screen,
    'data-tracking': isTrackingOn(store.STORE_NAME) ? 'on' : 'off',
  };
  if (itemId) data['data-item-id'] = itemId;
  // the chat button is hidden on bag and account, so the chat widget is not loaded there either
  if (chat.kind === 'tawk' && (screen === 'CustomPage' || showsChatButton(screen as Screen))) data['data-chat'] = `tawk:${chat.tawkId}`;
  if (tenant.plugins?.PUSH.ENABLED && tenant.plugins.PUSH.VAPID_KEY) data['data-push'] = tenant.plugins.PUSH.VAPID_KEY;
  if (store.PIXELS.FB_PIXEL?.pixelID) data['data-fb-pixel'] = store.PIXELS.FB_PIXEL.pixelID;
  if (store.PIXELS.G_TAG?.analyticsPropertyID) data['data-gtag'] = store.PIXELS.G_TAG.analyticsPropertyID;
  return data;
}

/** The floating chat button opening the contact bottom sheet: call, WhatsApp, live chat. Works without JavaScript. */
export function ContactSheet({ tenant, screen }: { tenant: LiveTenant; screen: Screen | 'CustomPage' }) {
  const store = tenant.store;
  const { t } = useT();
  if (screen !== 'CustomPage' && !showsChatButton(screen)) return null;
  const chat = chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: store.ENABLE_WA_SUPPORT, custCare: store.CUST_CARE, greeting: t('layout.chatGreeting', { shop: store.STORE_NAME }) });
  if (!store.CUST_CARE && chat.kind === 'none' && !tenant.plugins?.PUSH.ENABLED) return null;
  return (
    <details className="contact-sheet" data-testid="chat-button">
      <summary className="chat-fab" aria-label={t('layout.contact')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
      </summary>
      <div className="sheet" role="group" aria-label={t('layout.contact')}>
        <h2>{t('layout.contactShop', { shop: store.STORE_NAME })}</h2>
        <ul>
          {store.CUST_CARE ? <li><a className="sheet-action" href={telHref(store.CUST_CARE)}>{t('layout.call', { phone: formatIndianPhone(store.CUST_CARE) })}</a></li> : null}
          {chat.kind === 'whatsapp' ? <li><a className="sheet-action" href={chat.href} target="_blank" rel="noopener">{t('layout.whatsapp')}</a></li> : null}
          {chat.kind === 'tawk' ? <li><button type="button" className="sheet-action" data-chat-open>{t('layout.liveChat')}</button></li> : null}
          {tenant.plugins?.PUSH.ENABLED ? <li><button type="button" className="sheet-action" data-push-enable hidden>{t('layout.offerAlerts')}</button></li> : null}
        </ul>
      </div>
    </details>
  );
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
