import type { Tenant } from '../../data/tenant-loader';
import type { Reseller, ResellerTransaction } from '../../data/account-reseller';
import { accountPaths } from '../../domain/account/entries';
import { referralLink, RESELLER_STATUS_TEXT, summariseEarnings } from '../../domain/account/reseller';
import { formatMoney } from '../../domain/money';
import { Island } from '../../render/island';
import accountForm, { type FormField } from '../../../client/islands/account-form';
import accountCopyLink from '../../../client/islands/account-copy-link';
import { AccountFrame, EmptyState, formatDateTime } from './frame';

type Base = { tenant: Tenant; origin: string };
const page = (s: string, p = '') => accountPaths.page(s, `reseller${p}`);
const trail = (s: string) => [{ label: 'Reseller', href: page(s) }];

function Status({ reseller }: { reseller: Reseller }) {
  return <p className={`status-pill status-${reseller.status.toLowerCase()}`} data-testid="reseller-status">{RESELLER_STATUS_TEXT[reseller.status]}</p>;
}

/** /account/pages/reseller: the programme, with the application and the dashboard. */
export function ResellerPage({ tenant, origin, reseller }: Base & { reseller: Reseller | null }) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Reseller" intro={<p className="muted">Share {tenant.store!.STORE_NAME} with your customers and earn on every order they place through your link.</p>}>
      {reseller ? <Status reseller={reseller} /> : null}
      <ul className="entry-grid" role="list">
        <li><a className="entry" href={page(s, '/resellerapplication')}><strong>Application</strong><span>{reseller ? 'See your application' : 'Apply to become a reseller'}</span></a></li>
        <li><a className="entry" href={page(s, '/resellerdashboard')}><strong>Dashboard</strong><span>Referral link, earnings and transactions</span></a></li>
      </ul>
    </AccountFrame>
  );
}

const FIELDS: FormField[] = [
  { name: 'NAME', label: 'Your name', min: 2, max: 60, message: 'Please enter your name.', autoComplete: 'name' },
  { name: 'PHONE', label: 'Mobile number', kind: 'tel', min: 10, max: 14, message: 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.', autoComplete: 'tel-national' },
  { name: 'CITY', label: 'City', min: 2, max: 60, message: 'Please enter your city.', autoComplete: 'address-level2' },
  { name: 'BUSINESS_NAME', label: 'Business name', min: 0, max: 80, message: 'Please keep the business name under 80 characters.' },
  { name: 'ABOUT', label: 'How will you sell?', kind: 'textarea', min: 0, max: 500, message: 'Please keep this under 500 characters.' },
];

/** /account/pages/reseller/resellerapplication: the form, or the application's status. */
export function ResellerApplicationPage({ tenant, origin, reseller }: Base & { reseller: Reseller | null }) {
  const s = tenant.storeId;
  const canApply = !reseller || reseller.status === 'REJECTED';
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Reseller application" trail={trail(s)}>
      {reseller ? <Status reseller={reseller} /> : null}
      {reseller?.owner_note ? <p className="owner-reply"><strong>Shop's note:</strong> {reseller.owner_note}</p> : null}
      {reseller && !canApply ? <p className="muted">Applied {formatDateTime(reseller.applied_at)} as {reseller.name}, {reseller.city}.</p> : null}
      {canApply ? <Island hydrate="load" of={accountForm} props={{ storeId: s, endpoint: '/v2/account/reseller/apply', fields: FIELDS, submitLabel: 'Apply', next: page(s) }} /> : null}
    </AccountFrame>
  );
}

/** /account/pages/reseller/resellerdashboard: referral link, earnings and transactions (approved resellers). */
export function ResellerDashboardPage({ tenant, origin, reseller, transactions }: Base & { reseller: Reseller | null; transactions: ResellerTransaction[] }) {
  const s = tenant.storeId;
  const money = (p: number) => formatMoney(p, tenant.store!.CURRENCY);
  if (reseller?.status !== 'APPROVED') {
    return (
      <AccountFrame tenant={tenant} origin={origin} title="Reseller dashboard" trail={trail(s)}>
        <EmptyState title="Not a reseller yet" text={reseller ? RESELLER_STATUS_TEXT[reseller.status] : 'Apply first; the dashboard opens once the shop approves you.'} action={{ href: page(s, '/resellerapplication'), label: reseller ? 'See your application' : 'Apply now' }} />
      </AccountFrame>
    );
  }
  const earnings = summariseEarnings(transactions);
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Reseller dashboard" trail={trail(s)}>
      <h2>Your referral link</h2>
      <Island hydrate="load" of={accountCopyLink} props={{ link: referralLink(origin, s, reseller.referral_code) }} />
      <div className="balance-cards">
        <div className="balance-card"><span>Pending</span><strong>{money(earnings.pending)}</strong></div>
        <div className="balance-card"><span>Earned</span><strong>{money(earnings.earned)}</strong></div>
        <div className="balance-card"><span>Paid</span><strong>{money(earnings.paid)}</strong></div>
      </div>
      <h2>Transactions</h2>
      {transactions.length === 0 ? <EmptyState title="No transactions yet" text="Orders placed through your link show here." /> : (
        <ul className="rows" role="list">
          {transactions.map((t) => (
            <li key={t.id} className="row">
              <a href={page(s, `/resellerdashboard/${encodeURIComponent(t.id)}`)}>
                <strong>{t.order_id ? `Order #${t.order_id}` : 'Adjustment'}</strong>
                <span className="status-pill">{t.status}</span>
                <span className="muted">{formatDateTime(t.created_at)}</span>
                <span className="amount">{money(t.commission)}</span>
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
  const money = (p: number) => formatMoney(p, tenant.store!.CURRENCY);
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Transaction" trail={[...trail(s), { label: 'Dashboard', href: page(s, '/resellerdashboard') }]}>
      <dl className="details">
        <dt>Order</dt><dd>{tx.order_id ? `#${tx.order_id}` : '—'}</dd>
        <dt>Order total</dt><dd>{money(tx.order_total)}</dd>
        <dt>Your commission</dt><dd>{money(tx.commission)}</dd>
        <dt>Status</dt><dd>{tx.status}</dd>
        <dt>Date</dt><dd>{formatDateTime(tx.created_at)}</dd>
        {tx.note ? <><dt>Note</dt><dd>{tx.note}</dd></> : null}
      </dl>
    </AccountFrame>
  );
}
