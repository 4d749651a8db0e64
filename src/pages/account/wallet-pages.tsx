import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { WalletEntry } from '../../data/shop/account-wallet';
import { udhaarAvailable, type WalletKind, type WalletOptions } from '../../domain/account/wallet';
import { accountPaths } from '../../domain/account/entries';
import { formatMoney } from '../../domain/money';
import { AccountFrame, EmptyState, OlderLinks, useDateTime } from './frame';
import { useT } from '../../isomorphic/i18n';

type Base = { tenant: LiveTenant; origin: string };

/** /account/pages/customerwallets: the wallet options the shop allows (wallet, udhaar) with balances. */
export function WalletsPage({
  tenant,
  origin,
  options,
  balances,
}: Base & { options: WalletOptions; balances: Record<WalletKind, number> }) {
  const cur = tenant.store.CURRENCY;
  const p = (page: string) => accountPaths.page(tenant.storeId, page);
  const { t } = useT();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.entry.wallet')}>
      <ul className="entry-grid" role="list">
        {options.wallet ? (
          <li>
            <a className="entry" href={p('customerwallets/wallet')}>
              <strong>{t('account.entry.wallet')}</strong>
              <span>{t('account.wallet.balanceOf', { amount: formatMoney(balances.wallet, cur) })}</span>
            </a>
          </li>
        ) : null}
        {options.udhaar ? (
          <li>
            <a className="entry" href={p('customerwallets/udhaar')}>
              <strong>{t('account.wallet.udhaarCredit')}</strong>
              <span>
                {t('account.wallet.owesLimit', {
                  owed: formatMoney(balances.udhaar, cur),
                  limit: formatMoney(options.udhaarLimit, cur),
                })}
              </span>
            </a>
          </li>
        ) : null}
      </ul>
    </AccountFrame>
  );
}

/** /account/pages/customerwallets/{wallet|udhaar}: balance (or amount owed and limit) and the ledger. */
export function LedgerPage({
  tenant,
  origin,
  kind,
  balance,
  limit,
  entries,
  nextCursor = null,
  paged = false,
}: Base & {
  kind: WalletKind;
  balance: number;
  limit: number;
  entries: WalletEntry[];
  nextCursor?: string | null;
  paged?: boolean;
}) {
  const cur = tenant.store.CURRENCY;
  const money = (paise: number) => formatMoney(paise, cur);
  const udhaar = kind === 'udhaar';
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={udhaar ? t('account.wallet.udhaar') : t('account.entry.wallet')}
      trail={[{ label: t('account.entry.wallet'), href: accountPaths.page(tenant.storeId, 'customerwallets') }]}
    >
      <div className="balance-cards">
        {udhaar ? (
          <>
            <div className="balance-card">
              <span>{t('account.wallet.youOwe')}</span>
              <strong data-testid="balance">{money(balance)}</strong>
            </div>
            <div className="balance-card">
              <span>{t('account.wallet.creditLimit')}</span>
              <strong>{money(limit)}</strong>
            </div>
            <div className="balance-card">
              <span>{t('account.wallet.available')}</span>
              <strong>{money(udhaarAvailable(limit, balance))}</strong>
            </div>
          </>
        ) : (
          <div className="balance-card">
            <span>{t('account.wallet.balance')}</span>
            <strong data-testid="balance">{money(balance)}</strong>
          </div>
        )}
      </div>
      {entries.length === 0 ? (
        <EmptyState
          title={t('account.wallet.empty')}
          text={udhaar ? t('account.wallet.emptyUdhaar') : t('account.wallet.emptyWallet')}
        />
      ) : (
        <table className="ledger-table">
          <caption className="sr-only">
            {udhaar ? t('account.wallet.captionUdhaar') : t('account.wallet.captionWallet')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('account.wallet.date')}</th>
              <th scope="col">{t('account.wallet.entry')}</th>
              <th scope="col">{t('account.wallet.amount')}</th>
              <th scope="col">{udhaar ? t('account.wallet.owedAfter') : t('account.wallet.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.created_at)}</td>
                <td>
                  {t(`account.wallet.${kind}.${e.entry_type}`)}
                  {e.order_id ? ` · ${t('account.wallet.forOrder', { id: e.order_id })}` : ''}
                  {e.note ? <span className="muted small"> {e.note}</span> : null}
                </td>
                <td className={e.entry_type === 'DEBIT' ? 'minus' : 'plus'}>
                  {e.entry_type === 'DEBIT' ? '−' : '+'}
                  {money(e.amount)}
                </td>
                <td>{money(e.balance_after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <OlderLinks
        path={accountPaths.page(tenant.storeId, `customerwallets/${kind}`)}
        nextCursor={nextCursor}
        paged={paged}
      />
    </AccountFrame>
  );
}
