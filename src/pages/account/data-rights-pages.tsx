import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { DeletionCheck } from '../../domain/account/data-rights';
import { accountPaths } from '../../domain/account/entries';
import { formatMoney } from '../../domain/money';
import { useT } from '../../isomorphic/i18n';
import { speak } from '../../render/i18n';
import { StoreLayout } from '../layout/store-layout';
import { AccountFrame } from './frame';

type Base = { tenant: LiveTenant; origin: string };
export const RIGHTS_PAGES = { data: 'mydata', delete: 'delete' } as const;

/** The account home's last part: "Download my data" and "Delete my account", plain links (no JavaScript needed). */
export function DataRightsLinks({ storeId }: { storeId: string }) {
  const { t } = useT();
  return (
    <section className="account-rights" aria-labelledby="rights-title">
      <h2 id="rights-title" className="small">
        {t('rights.section.title')}
      </h2>
      <ul className="entry-grid" role="list">
        <li data-entry="my-data">
          <a
            className="entry"
            href={accountPaths.page(storeId, RIGHTS_PAGES.data)}
            download
            data-testid="download-my-data"
          >
            <strong>{t('rights.download.label')}</strong>
            <span>{t('rights.download.hint')}</span>
          </a>
        </li>
        <li data-entry="delete-account">
          <a className="entry" href={accountPaths.page(storeId, RIGHTS_PAGES.delete)} data-testid="delete-account">
            <strong>{t('rights.delete.label')}</strong>
            <span>{t('rights.delete.hint')}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * /account/pages/delete: what deleting erases and keeps, then one button (a form post, no JavaScript). A refusal
 * (order in progress, udhaar owed) says why and offers no button; a wallet balance asks a second time, naming it.
 */
export function DeleteAccountPage({ tenant, origin, check }: Base & { check: DeletionCheck }) {
  const { t, lang } = useT();
  const store = tenant.store;
  const action = accountPaths.page(store.id, RIGHTS_PAGES.delete);
  const keep = (
    <p>
      <a className="button button-quiet" href={accountPaths.home(store.id)}>
        {t('rights.delete.cancel')}
      </a>
    </p>
  );
  if (!check.ok && check.code !== 'WALLET_NOT_CONFIRMED') {
    return (
      <AccountFrame tenant={tenant} origin={origin} title={t('rights.delete.refusedTitle')}>
        <p role="alert" data-testid="delete-refused" data-code={check.code}>
          {speak(lang, check.say)}
        </p>
        {keep}
      </AccountFrame>
    );
  }
  const wallet = !check.ok ? (check.walletBalance ?? 0) : 0;
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={wallet ? t('rights.delete.walletTitle') : t('rights.delete.title')}
    >
      {wallet ? (
        <p role="alert" data-testid="delete-wallet">
          {t('rights.delete.walletText', { amount: formatMoney(wallet) })}
        </p>
      ) : (
        <>
          <p>{t('rights.delete.intro', { shop: store.STORE_NAME })}</p>
          <p>{t('rights.delete.keeps')}</p>
          <p>{t('rights.delete.again')}</p>
          <p>
            <a href={accountPaths.page(store.id, RIGHTS_PAGES.data)} download>
              {t('rights.delete.downloadFirst')}
            </a>
          </p>
        </>
      )}
      <form method="post" action={action}>
        {wallet ? <input type="hidden" name="forfeit_wallet" value={String(wallet)} /> : null}
        <button className="button" type="submit" data-testid="delete-confirm">
          {wallet ? t('rights.delete.walletConfirm', { amount: formatMoney(wallet) }) : t('rights.delete.confirm')}
        </button>
      </form>
      {keep}
    </AccountFrame>
  );
}

/** After the delete: signed out, nothing left to show but the way back to the shop. */
export function AccountDeletedPage({ tenant, origin }: Base) {
  const { t } = useT();
  const store = tenant.store;
  return (
    <StoreLayout
      tenant={tenant}
      screen="Account"
      nav="account"
      title={`${t('rights.deleted.title')} · ${store.STORE_NAME}`}
      origin={origin}
    >
      <div className="account" role="status" data-testid="account-deleted">
        <h1 className="account-title">{t('rights.deleted.title')}</h1>
        <p>{t('rights.deleted.text', { shop: store.STORE_NAME })}</p>
        <p>
          <a className="button" href={`/${store.id}`}>
            {t('rights.deleted.home')}
          </a>
        </p>
      </div>
    </StoreLayout>
  );
}
