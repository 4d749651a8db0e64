import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { SignedInUser } from '../../auth/user';
import { accountEntries, accountPaths, type AccountEntry } from '../../domain/account/entries';
import { formatIndianPhone } from '../../domain/account/phone';
import { telHref } from '../../domain/i18n/formats';
import { chooseChat } from '../../domain/plugins/chat';
import { Island } from '../../render/island';
import logoutButton from '../../../client/islands/logout-button';
import accountInstall from '../../../client/islands/account-install';
import supportChat from '../../../client/islands/support-chat';
import { StoreLayout } from '../layout/store-layout';
import { useT, type Translator } from '../../isomorphic/i18n';
import { walletOptions } from '../../domain/account/wallet';
import { DataRightsLinks } from './data-rights-pages';

/** An entry's label and hint in the page's language (the domain names them in English). */
function localEntry(e: AccountEntry, t: Translator['t'], udhaar: boolean): AccountEntry {
  const hint = e.key === 'wallet' && udhaar ? t('account.entryHint.walletUdhaar') : t(`account.entryHint.${e.key}`);
  return { ...e, label: t(`account.entry.${e.key}`), hint };
}

/** Support: live chat, WhatsApp or a call to customer care (the floating chat button is hidden on account). */
function SupportEntry({ tenant, entry }: { tenant: LiveTenant; entry: AccountEntry }) {
  const store = tenant.store;
  const { t } = useT();
  const chat = chooseChat({
    tawk: tenant.plugins?.TAWK,
    waEnabled: store.ENABLE_WA_SUPPORT,
    custCare: store.CUST_CARE,
    greeting: t('account.supportGreeting', { shop: store.STORE_NAME }),
  });
  const label = (
    <>
      <strong>{entry.label}</strong>
      <span>{entry.hint}</span>
    </>
  );
  if (chat.kind === 'tawk')
    return <Island of={supportChat} props={{ tawk: chat.tawkId, label: entry.label, hint: entry.hint }} />;
  if (chat.kind === 'whatsapp')
    return (
      <a className="entry" href={chat.href} target="_blank" rel="noopener">
        {label}
      </a>
    );
  return (
    <a className="entry" href={telHref(store.CUST_CARE)}>
      {label}
    </a>
  );
}

/** /{storeId}/account: who is signed in, the spec's entries, and logout. */
export function AccountHomePage({
  tenant,
  user,
  displayName,
  origin,
}: {
  tenant: LiveTenant;
  user: SignedInUser;
  displayName: string;
  origin: string;
}) {
  const store = tenant.store;
  const canContact =
    Boolean(store.CUST_CARE) ||
    chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: false, custCare: '' }).kind !== 'none';
  const { t } = useT();
  const udhaar = walletOptions(store.CART_RULES.WALLET_CONFIG).udhaar;
  const entries = accountEntries(store.id, { walletConfig: store.CART_RULES.WALLET_CONFIG, canContact }).map((e) =>
    localEntry(e, t, udhaar),
  );
  const who = user.phone ? formatIndianPhone(user.phone) : user.email;
  return (
    <StoreLayout
      tenant={tenant}
      screen="Account"
      nav="account"
      title={`${t('account.crumb')} · ${store.STORE_NAME}`}
      origin={origin}
    >
      <div className="account">
        <section className="account-hero" aria-labelledby="account-title">
          <div className="avatar" aria-hidden="true">
            {(displayName || who || '?').trim().charAt(0).toUpperCase()}
          </div>
          <div>
            <h1 id="account-title" className="account-title">
              {displayName ? t('account.hello', { name: displayName }) : t('account.title')}
            </h1>
            <p className="muted" data-testid="account-who">
              {who}
            </p>
          </div>
        </section>
        <ul className="entry-grid" role="list">
          {entries.map((e) => (
            <li key={e.key} data-entry={e.key}>
              {e.key === 'support' ? (
                <SupportEntry tenant={tenant} entry={e} />
              ) : e.key === 'download' ? (
                <Island
                  hydrate="load"
                  of={accountInstall}
                  props={{ label: e.label, hint: e.hint, storeName: store.STORE_NAME }}
                />
              ) : (
                <a className="entry" href={e.href!}>
                  <strong>{e.label}</strong>
                  <span>{e.hint}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
        <DataRightsLinks storeId={store.id} />
        <Island hydrate="load" of={logoutButton} props={{ storeId: store.id, mandate: store.LOGIN_MANDATE }} />
        <p className="muted small">
          <a href={accountPaths.page(store.id, 'about')}>{t('account.aboutShop', { shop: store.STORE_NAME })}</a>
        </p>
      </div>
    </StoreLayout>
  );
}
