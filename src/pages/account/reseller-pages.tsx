import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Reseller, ResellerTransaction } from '../../data/shop/account-reseller';
import { accountPaths } from '../../domain/account/entries';
import { referralLink, summariseEarnings } from '../../domain/account/reseller';
import { formatMoney } from '../../domain/money';
import { Island } from '../../render/island';
import accountForm, { type FormField } from '../../../client/islands/account-form';
import accountCopyLink from '../../../client/islands/account-copy-link';
import { AccountFrame, EmptyState, useDateTime } from './frame';
import { useT, type Translator } from '../../isomorphic/i18n';

type Base = { tenant: LiveTenant; origin: string };
const page = (s: string, p = '') => accountPaths.page(s, `reseller${p}`);
const trail = (s: string, t: Translator['t']) => [{ label: t('account.entry.reseller'), href: page(s) }];

function Status({ reseller }: { reseller: Reseller }) {
  const { t } = useT();
  return (
    <p className={`status-pill status-${reseller.status.toLowerCase()}`} data-testid="reseller-status">
      {t(`account.reseller.status.${reseller.status}`)}
    </p>
  );
}

/** /account/pages/reseller: the programme, with the application and the dashboard. */
export function ResellerPage({ tenant, origin, reseller }: Base & { reseller: Reseller | null }) {
  const s = tenant.storeId;
  const { t } = useT();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={t('account.entry.reseller')}
      intro={<p className="muted">{t('account.reseller.intro', { shop: tenant.store.STORE_NAME })}</p>}
    >
      {reseller ? <Status reseller={reseller} /> : null}
      <ul className="entry-grid" role="list">
        <li>
          <a className="entry" href={page(s, '/resellerapplication')}>
            <strong>{t('account.reseller.application')}</strong>
            <span>{reseller ? t('account.reseller.seeApplication') : t('account.reseller.applyToBecome')}</span>
          </a>
        </li>
        <li>
          <a className="entry" href={page(s, '/resellerdashboard')}>
            <strong>{t('account.reseller.dashboard')}</strong>
            <span>{t('account.reseller.dashboardHint')}</span>
          </a>
        </li>
      </ul>
    </AccountFrame>
  );
}

const fields = (t: Translator['t']): FormField[] => [
  {
    name: 'NAME',
    label: t('account.reseller.name'),
    min: 2,
    max: 60,
    message: t('account.reseller.nameMessage'),
    autoComplete: 'name',
  },
  {
    name: 'PHONE',
    label: t('account.reseller.phone'),
    kind: 'tel',
    min: 10,
    max: 14,
    message: t('account.reseller.phoneMessage'),
    autoComplete: 'tel-national',
  },
  {
    name: 'CITY',
    label: t('account.reseller.city'),
    min: 2,
    max: 60,
    message: t('account.reseller.cityMessage'),
    autoComplete: 'address-level2',
  },
  {
    name: 'BUSINESS_NAME',
    label: t('account.reseller.business'),
    min: 0,
    max: 80,
    message: t('account.reseller.businessMessage'),
  },
  {
    name: 'ABOUT',
    label: t('account.reseller.about'),
    kind: 'textarea',
    min: 0,
    max: 500,
    message: t('account.reseller.aboutMessage'),
  },
];

/** /account/pages/reseller/resellerapplication: the form, or the application's status. */
export function ResellerApplicationPage({ tenant, origin, reseller }: Base & { reseller: Reseller | null }) {
  const s = tenant.storeId;
  const canApply = !reseller || reseller.status === 'REJECTED';
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.reseller.applicationTitle')} trail={trail(s, t)}>
      {reseller ? <Status reseller={reseller} /> : null}
      {reseller?.owner_note ? (
        <p className="owner-reply">
          <strong>{t('account.reseller.note')}</strong> {reseller.owner_note}
        </p>
      ) : null}
      {reseller && !canApply ? (
        <p className="muted">
          {t('account.reseller.applied', {
            date: formatDateTime(reseller.applied_at),
            name: reseller.name,
            city: reseller.city,
          })}
        </p>
      ) : null}
      {canApply ? (
        <Island
          hydrate="load"
          of={accountForm}
          props={{
            storeId: s,
            endpoint: '/v2/account/reseller/apply',
            fields: fields(t),
            submitLabel: t('account.reseller.apply'),
            next: page(s),
          }}
        />
      ) : null}
    </AccountFrame>
  );
}

/** /account/pages/reseller/resellerdashboard: referral link, earnings and transactions (approved resellers). */
export function ResellerDashboardPage({
  tenant,
  origin,
  reseller,
  transactions,
}: Base & { reseller: Reseller | null; transactions: ResellerTransaction[] }) {
  const s = tenant.storeId;
  const money = (p: number) => formatMoney(p, tenant.store.CURRENCY);
  const { t } = useT();
  const formatDateTime = useDateTime();
  if (reseller?.status !== 'APPROVED') {
    return (
      <AccountFrame tenant={tenant} origin={origin} title={t('account.reseller.dashboardTitle')} trail={trail(s, t)}>
        <EmptyState
          title={t('account.reseller.notYet')}
          text={reseller ? t(`account.reseller.status.${reseller.status}`) : t('account.reseller.applyFirst')}
          action={{
            href: page(s, '/resellerapplication'),
            label: reseller ? t('account.reseller.seeApplication') : t('account.reseller.applyNow'),
          }}
        />
      </AccountFrame>
    );
  }
  const earnings = summariseEarnings(transactions);
  return (
    <AccountFrame tenant={tenant} origin={origin} title={t('account.reseller.dashboardTitle')} trail={trail(s, t)}>
      <h2>{t('account.reseller.yourLink')}</h2>
      <Island hydrate="load" of={accountCopyLink} props={{ link: referralLink(origin, s, reseller.referral_code) }} />
      <div className="balance-cards">
        <div className="balance-card">
          <span>{t('account.reseller.pending')}</span>
          <strong>{money(earnings.pending)}</strong>
        </div>
        <div className="balance-card">
          <span>{t('account.reseller.earned')}</span>
          <strong>{money(earnings.earned)}</strong>
        </div>
        <div className="balance-card">
          <span>{t('account.reseller.paid')}</span>
          <strong>{money(earnings.paid)}</strong>
        </div>
      </div>
      <h2>{t('account.reseller.transactions')}</h2>
      {transactions.length === 0 ? (
        <EmptyState title={t('account.reseller.noTransactions')} text={t('account.reseller.noTransactionsText')} />
      ) : (
        <ul className="rows" role="list">
          {transactions.map((tx) => (
            <li key={tx.id} className="row">
              <a href={page(s, `/resellerdashboard/${encodeURIComponent(tx.id)}`)}>
                <strong>
                  {tx.order_id ? t('account.orders.order', { id: tx.order_id }) : t('account.reseller.adjustment')}
                </strong>
                <span className="status-pill">{tx.status}</span>
                <span className="muted">{formatDateTime(tx.created_at)}</span>
                <span className="amount">{money(tx.commission)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}

/** /account/pages/reseller/resellerdashboard/{transactionId} */
export function ResellerTransactionPage({ tenant, origin, tx }: Base & { tx: ResellerTransaction }) {
  const s = tenant.storeId;
  const money = (p: number) => formatMoney(p, tenant.store.CURRENCY);
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={t('account.reseller.transaction')}
      trail={[...trail(s, t), { label: t('account.reseller.dashboard'), href: page(s, '/resellerdashboard') }]}
    >
      <dl className="details">
        <dt>{t('account.reseller.order')}</dt>
        <dd>{tx.order_id ? `#${tx.order_id}` : '—'}</dd>
        <dt>{t('account.reseller.orderTotal')}</dt>
        <dd>{money(tx.order_total)}</dd>
        <dt>{t('account.reseller.commission')}</dt>
        <dd>{money(tx.commission)}</dd>
        <dt>{t('account.reseller.status')}</dt>
        <dd>{tx.status}</dd>
        <dt>{t('account.reseller.date')}</dt>
        <dd>{formatDateTime(tx.created_at)}</dd>
        {tx.note ? (
          <>
            <dt>{t('account.reseller.txNote')}</dt>
            <dd>{tx.note}</dd>
          </>
        ) : null}
      </dl>
    </AccountFrame>
  );
}
