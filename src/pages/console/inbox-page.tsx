import type { Order } from '../../data/orders';
import type { Store } from '../../schemas/store';
import { formatMoney } from '../../domain/money';
import { canTransition, isUnpaid, PROGRESS, type OrderStatus } from '../../domain/orders/status';
import { STATUS_LABELS } from '../../domain/orders/timeline';
import { Document } from '../components/document';
import { ConsoleFrame } from './frame';
import { useT } from '../../isomorphic/i18n';
import { formatDateTime } from '../account/frame';
import { Island } from '../../render/island';
import ownerAlerts from '../../../client/islands/owner-alerts';

/** The next step along the happy path an owner taps, with its button text. */
const NEXT_STEP: Partial<Record<OrderStatus, [OrderStatus, string]>> = {
  PLACED: ['ACCEPTED', 'Accept'], ACCEPTED: ['PACKED', 'Packed'], PACKED: ['SHIPPED', 'Out for delivery'], SHIPPED: ['DELIVERED', 'Delivered'],
};

export interface InboxOrder { order: Order; whatsappUrl: string | null; itemsText: string }

function Move({ base, order, to, label, quiet }: { base: string; order: Order; to: OrderStatus; label: string; quiet?: boolean }) {
  return (
    <form method="post" action={`${base}/orders/${order.id}/move`}>
      <input type="hidden" name="to" value={to} />
      <button className={`button${quiet ? ' button-quiet' : ''}`} type="submit" data-testid={`inbox-${to.toLowerCase()}`}>{label}</button>
    </form>
  );
}

function OrderCard({ base, storeId, entry, moved }: { base: string; storeId: string; entry: InboxOrder; moved: boolean }) {
  const o = entry.order;
  const next = NEXT_STEP[o.status];
  const money = formatMoney(o.total, o.currency);
  return (
    <li className={`inbox-order${moved ? ' is-moved' : ''}`} data-testid="inbox-order" data-order={o.id} data-status={o.status}>
      <div className="inbox-order-head">
        <strong>{`#${o.id}`}</strong>
        <span className={`status-pill${o.status === 'CANCELLED' || o.status === 'REJECTED' || o.status === 'RETURNED' ? ' is-stopped' : ''}`}>{STATUS_LABELS[o.status]}</span>
      </div>
      <p className="inbox-order-who">{`${o.address.NAME} · ${o.address.CITY} · ${money} · ${o.payment_method === 'UPI' ? 'UPI' : o.payment_method === 'COD' ? 'Cash' : o.payment_method.toLowerCase()}`}</p>
      <p className="muted small">{entry.itemsText}</p>
      <p className="muted small">{formatDateTime(o.created_at)}{o.upi_utr ? ` · UPI ref ${o.upi_utr}` : ''}</p>
      <div className="inbox-actions">
        {isUnpaid(o.status) ? (
          <>
            <form method="post" action={`${base}/orders/${o.id}/payment`}>
              <input type="hidden" name="received" value="true" />
              <button className="button" type="submit" data-testid="inbox-confirm-upi">{`Got ${money} by UPI`}</button>
            </form>
            {o.status === 'PAYMENT_SUBMITTED' ? (
              <form method="post" action={`${base}/orders/${o.id}/payment`}>
                <input type="hidden" name="received" value="false" />
                <button className="button button-quiet" type="submit">Not received</button>
              </form>
            ) : null}
          </>
        ) : null}
        {next && !isUnpaid(o.status) ? <Move base={base} order={o} to={next[0]} label={next[1]} /> : null}
        {o.status === 'SHIPPED' ? <Move base={base} order={o} to="RETURNED" label="Refused at the door" quiet /> : null}
        {canTransition(o.status, 'REJECTED', 'owner').ok ? <Move base={base} order={o} to="REJECTED" label="Reject" quiet /> : null}
        {!canTransition(o.status, 'REJECTED', 'owner').ok && canTransition(o.status, 'CANCELLED', 'owner').ok ? <Move base={base} order={o} to="CANCELLED" label="Cancel" quiet /> : null}
        {!isUnpaid(o.status) && o.status !== 'CANCELLED' && o.status !== 'REJECTED' ? (
          <a className="button button-quiet" href={`/${storeId}/track/${o.id}/invoice.pdf`}>Invoice</a>
        ) : null}
        {entry.whatsappUrl ? <a className="button button-whatsapp" href={entry.whatsappUrl} target="_blank" rel="noopener" data-testid="inbox-whatsapp">WhatsApp</a> : null}
      </div>
    </li>
  );
}

const SECTIONS: { title: string; statuses: OrderStatus[] }[] = [
  { title: 'Waiting for payment', statuses: ['PAYMENT_SUBMITTED', 'AWAITING_PAYMENT'] },
  { title: 'New orders', statuses: ['PLACED'] },
  { title: 'In progress', statuses: PROGRESS.slice(1, -1) },
  { title: 'Done', statuses: ['DELIVERED', 'CANCELLED', 'REJECTED', 'RETURNED'] },
];

/** /admin/{storeId}: the owner's orders on a phone, newest first by section, each with one-tap next steps. */
export function InboxPage({ store, orders, moved, notice, alertKey }: { store: Store; orders: InboxOrder[]; moved: string | null; notice: string | null; alertKey: string | null }) {
  const base = `/admin/${store.id}`;
  const { t } = useT();
  return (
    <ConsoleFrame store={store} section="orders" title={t('console.nav.orders')} path={base}>
      <div className="inbox" data-testid="owner-inbox">
        {alertKey ? <Island of={ownerAlerts} props={{ storeId: store.id, publicKey: alertKey }} /> : null}
        {notice ? <p className="checkout-problem" role="alert">{notice}</p> : null}
        {moved ? <p className="bag-notice" role="status">{`Order #${moved} updated.`}</p> : null}
        {orders.length === 0 ? <p className="muted">No orders yet. New orders appear here first.</p> : null}
        {SECTIONS.map((s) => {
          const here = orders.filter((e) => s.statuses.includes(e.order.status));
          return here.length ? (
            <section key={s.title} aria-labelledby={`inbox-${s.title.replace(/\s/g, '-')}`}>
              <h2 id={`inbox-${s.title.replace(/\s/g, '-')}`}>{`${s.title} (${here.length})`}</h2>
              <ul className="inbox-list">{here.map((e) => <OrderCard key={e.order.id} base={base} storeId={store.id} entry={e} moved={e.order.id === moved} />)}</ul>
            </section>
          ) : null;
        })}
      </div>
    </ConsoleFrame>
  );
}

/** Signing in once with the owner key; it stays in an HttpOnly cookie of this browser. */
export function InboxSignIn({ store, failed, from }: { store: Store; failed: boolean; from?: string }) {
  const { t } = useT();
  return (
    <Document title={`${t('console.signIn.title')} · ${store.STORE_NAME}`} theme="default" noindex manifestHref={`/admin/${store.id}/manifest.webmanifest`} bodyData={{ 'data-console': `/admin/${store.id}` }}>
      <main id="main" className="notice inbox-sign-in" data-testid="owner-sign-in">
        <h1>{store.STORE_NAME}</h1>
        <p>{t('console.signIn.text')}</p>
        {failed ? <p className="checkout-problem" role="alert">{t('console.signIn.failed')}</p> : null}
        <form method="post" action={`/admin/${store.id}/sign-in`} className="form">
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <label htmlFor="owner-key">{t('console.signIn.key')}</label>
          <input id="owner-key" name="key" type="password" autoComplete="current-password" required minLength={16} maxLength={200} />
          <button className="button" type="submit">{t('console.signIn.button')}</button>
        </form>
      </main>
    </Document>
  );
}
