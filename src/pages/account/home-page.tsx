import type { Tenant } from '../../data/tenant-loader';
import type { SignedInUser } from '../../auth/user';
import { accountEntries, accountPaths, type AccountEntry } from '../../domain/account/entries';
import { formatIndianPhone } from '../../domain/account/phone';
import { chooseChat } from '../../domain/plugins/chat';
import { Island } from '../../render/island';
import logoutButton from '../../../client/islands/logout-button';
import accountInstall from '../../../client/islands/account-install';
import { StoreLayout } from '../layout/store-layout';

/** Support: live chat, WhatsApp or a call to customer care (the floating chat button is hidden on account). */
function SupportEntry({ tenant, entry }: { tenant: Tenant; entry: AccountEntry }) {
  const store = tenant.store!;
  const chat = chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: store.ENABLE_WA_SUPPORT, custCare: store.CUST_CARE, greeting: `Hi ${store.STORE_NAME}, I need help with my account.` });
  const label = <><strong>{entry.label}</strong><span>{entry.hint}</span></>;
  if (chat.kind === 'tawk') return <button type="button" className="entry" data-chat-open>{label}</button>;
  if (chat.kind === 'whatsapp') return <a className="entry" href={chat.href} target="_blank" rel="noopener">{label}</a>;
  return <a className="entry" href={`tel:+91${store.CUST_CARE}`}>{label}</a>;
}

/** /{storeId}/account: who is signed in, the spec's entries, and logout. */
export function AccountHomePage({ tenant, user, displayName, origin }: { tenant: Tenant; user: SignedInUser; displayName: string; origin: string }) {
  const store = tenant.store!;
  const canContact = Boolean(store.CUST_CARE) || chooseChat({ tawk: tenant.plugins?.TAWK, waEnabled: false, custCare: '' }).kind !== 'none';
  const entries = accountEntries(store.id, { walletConfig: store.CART_RULES.WALLET_CONFIG, canContact });
  const who = user.phone ? formatIndianPhone(user.phone) : user.email;
  return (
    <StoreLayout tenant={tenant} screen="Account" nav="account" title={`Account · ${store.STORE_NAME}`} origin={origin}>
      <div className="account">
        <section className="account-hero" aria-labelledby="account-title">
          <div className="avatar" aria-hidden="true">{(displayName || who || '?').trim().charAt(0).toUpperCase()}</div>
          <div>
            <h1 id="account-title" className="account-title">{displayName ? `Hello, ${displayName}` : 'Your account'}</h1>
            <p className="muted" data-testid="account-who">{who}</p>
          </div>
        </section>
        <ul className="entry-grid" role="list">
          {entries.map((e) => (
            <li key={e.key} data-entry={e.key}>
              {e.key === 'support' ? <SupportEntry tenant={tenant} entry={e} />
                : e.key === 'download' ? <Island hydrate="load" of={accountInstall} props={{ label: e.label, hint: e.hint, storeName: store.STORE_NAME }} />
                : <a className="entry" href={e.href!}><strong>{e.label}</strong><span>{e.hint}</span></a>}
            </li>
          ))}
        </ul>
        <Island hydrate="load" of={logoutButton} props={{ storeId: store.id, mandate: store.LOGIN_MANDATE }} />
        <p className="muted small"><a href={accountPaths.page(store.id, 'about')}>About {store.STORE_NAME}</a></p>
      </div>
    </StoreLayout>
  );
}
