import type { Store } from '../../domain/tables/stores';
import type { CustomerSummary } from '../../data/shop/owner-customers';
import { formatMoney } from '../../domain/money';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame, Field, type Flash } from './frame';
import { hrefWith, PageLinks } from './paging-links';
import { LimitForm } from './customer-limit';

/* The console's customers: find one by phone or name, then record wallet and udhaar entries in rupees. */

function LedgerForm({
  base,
  c,
  kind,
  error,
}: {
  base: string;
  c: CustomerSummary;
  kind: 'wallet' | 'udhaar';
  error?: string;
}) {
  const { t } = useT();
  const id = `${kind}-${c.uid}`;
  return (
    <form
      method="post"
      action={`${base}/${c.uid}/${kind}`}
      className="console-ledger"
      noValidate
      data-testid={`console-${kind}-form`}
    >
      <div className="console-field">
        <label htmlFor={`${id}-type`}>
          {t(kind === 'wallet' ? 'console.customers.walletEntry' : 'console.customers.udhaarEntry')}
        </label>
        <select id={`${id}-type`} name="type">
          {kind === 'wallet' ? (
            <>
              <option value="CREDIT">{t('console.customers.credit')}</option>
              <option value="DEBIT">{t('console.customers.debit')}</option>
            </>
          ) : (
            <>
              <option value="REPAYMENT">{t('console.customers.repayment')}</option>
              <option value="CHARGE">{t('console.customers.charge')}</option>
            </>
          )}
        </select>
      </div>
      <div className="console-pair">
        <Field
          name="amount"
          idFor={`${id}-amount`}
          label={t('console.customers.amount')}
          inputMode="decimal"
          required
          error={error}
        />
        <Field name="note" idFor={`${id}-note`} label={t('console.customers.note')} maxLength={200} />
      </div>
      <input type="hidden" name="idempotencyKey" value={crypto.randomUUID().replace(/-/g, '')} />
      <button className="button button-small" type="submit">
        {t('console.customers.record')}
      </button>
    </form>
  );
}

export function CustomersPage({
  store,
  q,
  customers,
  total,
  errors,
  flash,
  paged,
  nextCursor,
}: {
  store: Store;
  q: string;
  customers: CustomerSummary[];
  total: number;
  errors: Record<string, string>;
  flash: Flash | null;
  paged: boolean;
  nextCursor: string | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/customers`;
  const money = (p: number) => formatMoney(p, store.CURRENCY);
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.customers.title')} flash={flash} path={base}>
      <form method="get" action={base} className="console-search" role="search">
        <Field name="q" label={t('console.customers.find')} value={q} type="search" />
        <button className="button button-quiet" type="submit">
          {t('console.search')}
        </button>
      </form>
      <p className="small">
        {t('console.customers.more')}{' '}
        <a href={`/admin/${store.id}/questions`} data-testid="console-questions-link">
          {t('console.questions.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/reviews`} data-testid="console-reviews-link">
          {t('console.reviews.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/requests`} data-testid="console-requests-link">
          {t('console.requests.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/resellers`} data-testid="console-resellers-link">
          {t('console.resellers.title')}
        </a>
      </p>
      {total === 0 ? <p className="muted">{q ? t('console.customers.none') : t('console.customers.hint')}</p> : null}
      <ul className="console-rows">
        {customers.map((c) => (
          <li key={c.uid} className="console-card console-customer" data-testid="console-customer" data-uid={c.uid}>
            <strong>{c.name || c.phone || c.email || c.uid}</strong>
            <span className="muted small">{[c.phone, c.email].filter(Boolean).join(' · ')}</span>
            <p className="small" data-testid="console-balances">
              {t('console.customers.balances', { wallet: money(c.wallet), owed: money(c.udhaarOwed) })}
            </p>
            <LedgerForm base={base} c={c} kind="wallet" error={errors[`wallet-${c.uid}`]} />
            <LedgerForm base={base} c={c} kind="udhaar" error={errors[`udhaar-${c.uid}`]} />
            <LimitForm base={base} c={c} error={errors[`limit-${c.uid}`]} />
          </li>
        ))}
      </ul>
      <PageLinks
        testid="customers-page"
        firstHref={paged ? hrefWith(base, { q }) : null}
        nextHref={nextCursor ? hrefWith(base, { q, cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}
