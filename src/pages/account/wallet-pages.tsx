import type { Tenant } from '../../data/tenant-loader';
import type { WalletEntry } from '../../data/account-wallet';
import { ENTRY_LABELS, udhaarAvailable, type WalletKind, type WalletOptions } from '../../domain/account/wallet';
import { accountPaths } from '../../domain/account/entries';
import { formatMoney } from '../../domain/money';
import { AccountFrame, EmptyState, formatDateTime } from './frame';

type Base = { tenant: Tenant; origin: string };

/** /account/pages/customerwallets: the wallet options the shop allows (wallet, udhaar) with balances. */
export function WalletsPage({ tenant, origin, options, balances }: Base & { options: WalletOptions; balances: Record<WalletKind, number> }) {
  const cur = tenant.store!.CURRENCY;
  const p = (page: string) => accountPaths.page(tenant.storeId, page);
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Wallet">
      <ul className="entry-grid" role="list">
        {options.wallet ? (
          <li><a className="entry" href={p('customerwallets/wallet')}><strong>Wallet</strong><span>Balance {formatMoney(balances.wallet, cur)}</span></a></li>
        ) : null}
        {options.udhaar ? (
          <li><a className="entry" href={p('customerwallets/udhaar')}><strong>Udhaar (credit)</strong><span>You owe {formatMoney(balances.udhaar, cur)} · limit {formatMoney(options.udhaarLimit, cur)}</span></a></li>
        ) : null}
      </ul>
    </AccountFrame>
  );
}

/** /account/pages/customerwallets/{wallet|udhaar}: balance (or amount owed and limit) and the ledger. */
export function LedgerPage({ tenant, origin, kind, balance, limit, entries }: Base & { kind: WalletKind; balance: number; limit: number; entries: WalletEntry[] }) {
  const cur = tenant.store!.CURRENCY;
  const money = (paise: number) => formatMoney(paise, cur);
  const udhaar = kind === 'udhaar';
  return (
    <AccountFrame tenant={tenant} origin={origin} title={udhaar ? 'Udhaar' : 'Wallet'} trail={[{ label: 'Wallet', href: accountPaths.page(tenant.storeId, 'customerwallets') }]}>
      <div className="balance-cards">
        {udhaar ? (
          <>
            <div className="balance-card"><span>You owe</span><strong data-testid="balance">{money(balance)}</strong></div>
            <div className="balance-card"><span>Credit limit</span><strong>{money(limit)}</strong></div>
            <div className="balance-card"><span>Available</span><strong>{money(udhaarAvailable(limit, balance))}</strong></div>
          </>
        ) : (
          <div className="balance-card"><span>Balance</span><strong data-testid="balance">{money(balance)}</strong></div>
        )}
      </div>
      {entries.length === 0 ? (
        <EmptyState title="No entries yet" text={udhaar ? 'Orders you buy on credit and your repayments show here.' : 'Money added, payments and refunds show here.'} />
      ) : (
        <table className="ledger-table">
          <caption className="sr-only">{udhaar ? 'Udhaar' : 'Wallet'} entries, newest first</caption>
          <thead><tr><th scope="col">Date</th><th scope="col">Entry</th><th scope="col">Amount</th><th scope="col">{udhaar ? 'Owed after' : 'Balance after'}</th></tr></thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{formatDateTime(e.created_at)}</td>
                <td>{ENTRY_LABELS[kind][e.entry_type]}{e.order_id ? ` · order #${e.order_id}` : ''}{e.note ? <span className="muted small"> {e.note}</span> : null}</td>
                <td className={e.entry_type === 'DEBIT' ? 'minus' : 'plus'}>{e.entry_type === 'DEBIT' ? '−' : '+'}{money(e.amount)}</td>
                <td>{money(e.balance_after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountFrame>
  );
}
