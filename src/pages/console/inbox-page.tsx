import type { Order } from '../../data/orders';
import type { Store } from '../../schemas/store';
import { formatMoney } from '../../domain/money';
import { canTransition, isUnpaid, PROGRESS, type OrderStatus } from '../../domain/orders/status';
import { Document } from '../components/document';
import { ConsoleFrame } from './frame';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { Island } from '../../render/island';
import ownerAlerts from '../../../client/islands/owner-alerts';

/** The next step along the happy path an owner taps (its button says `inbox.move.<status>`). */
const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = { PLACED: 'ACCEPTED', ACCEPTED: 'PACKED', PACKED: 'SHIPPED', SHIPPED: 'DELIVERED' };

export interface InboxOrder { order: Order; whatsappUrl: string | null; itemsText: string }

type MoveTo = 'ACCEPTED' | 'PACKED' | 'SHIPPED' | 'DELIVERED' | 'RETURNED' | 'REJECTED' | 'CANCELLED';

function Move({ base, order, to, quiet }: { base: string; order: Order; to: MoveTo; quiet?: boolean }) {
  const { t } = useT();
  const label = t(`inbox.move.${to}`);
  return (
    <form method="post" action={`${base}/orders/${order.id}/move`}>
      <input type="hidden" name="to" value={to} />
      <button className={`button${quiet ? ' button-quiet' : ''}`} type="submit" data-testid={`inbox-${to.toLowerCase()}`}>{label}</button>
    </form>
  );
}

function OrderCard({ base, storeId, entry, moved }: { base: string; storeId: string; entry: InboxOrder; moved: boolean }) {
  const o = entry.order;
  const next = NEXT_STEP[o.status] as MoveTo | undefined;
  const money = formatMoney(o.total, o.currency);
  const { t } = useT();
  const dateTime = useDateTime();
  return (
    <li className={`inbox-order${moved ? ' is-moved' : ''}`} data-testid="inbox-order" data-order={o.id} data-status={o.status}>
      <div className="inbox-order-head">
        <strong>{`#${o.id}`}</strong>
        <span className={`status-pill${o.status === 'CANCELLED' || o.status === 'REJECTED' || o.status === 'RETURNED' ? ' is-stopped' : ''}`}>{t(`order.status.${o.status}`)}</span>
      </div>
      <p className="inbox-order-who">{`${o.address.NAME} · ${o.address.CITY} · ${money} · ${o.payment_method === 'UPI' ? 'UPI' : o.payment_method === 'COD' ? t('inbox.cash') : o.payment_method.toLowerCase()}`}</p>
      <p className="muted small">{entry.itemsText}</p>
      <p className="muted small">{dateTime(o.created_at)}{o.upi_utr ? ` · ${t('inbox.upiRef', { utr: o.upi_utr })}` : ''}</p>
      <div className="inbox-actions">
        {isUnpaid(o.status) ? (
          <>
            <form method="post" action={`${base}/orders/${o.id}/payment`}>
              <input type="hidden" name="received" value="true" />
              <button className="button" type="submit" data-testid="inbox-confirm-upi">{t('inbox.gotByUpi', { amount: money })}</button>
            </form>
            {o.status === 'PAYMENT_SUBMITTED' ? (
              <form method="post" action={`${base}/orders/${o.id}/payment`}>
                <input type="hidden" name="received" value="false" />
                <button className="button button-quiet" type="submit">{t('inbox.notReceived')}</button>
              </form>
            ) : null}
          </>
        ) : null}
        {next && !isUnpaid(o.status) ? <Move base={base} order={o} to={next} /> : null}
        {o.status === 'SHIPPED' ? <Move base={base} order={o} to="RETURNED" quiet /> : null}
        {canTransition(o.status, 'REJECTED', 'owner').ok ? <Move base={base} order={o} to="REJECTED" quiet /> : null}
        {!canTransition(o.status, 'REJECTED', 'owner').ok && canTransition(o.status, 'CANCELLED', 'owner').ok ? <Move base={base} order={o} to="CANCELLED" quiet /> : null}
        {!isUnpaid(o.status) && o.status !== 'CANCELLED' && o.status !== 'REJECTED' ? (
          <a className="button button-quiet" href={`/${storeId}/track/${o.id}/invoice.pdf`}>{t('inbox.invoice')}</a>
        ) : null}
        {entry.whatsappUrl ? <a className="button button-whatsapp" href={entry.whatsappUrl} target="_blank" rel="noopener" data-testid="inbox-whatsapp">WhatsApp</a> : null}
      </div>
    </li>
  );
}

/** `id`: the section's anchor, the same in every language. */
const SECTIONS: { id: string; title: 'inbox.section.waiting' | 'inbox.section.new' | 'inbox.section.progress' | 'inbox.section.done'; statuses: OrderStatus[] }[] = [
  { id: 'Waiting-for-payment', title: 'inbox.section.waiting', statuses: ['PAYMENT_SUBMITTED', 'AWAITING_PAYMENT'] },
  { id: 'New-orders', title: 'inbox.section.new', statuses: ['PLACED'] },
  { id: 'In-progress', title: 'inbox.section.progress', statuses: PROGRESS.slice(1, -1) },
  { id: 'Done', title: 'inbox.section.done', statuses: ['DELIVERED', 'CANCELLED', 'REJECTED', 'RETURNED'] },
];

/** /admin/{storeId}: the owner's orders on a phone, newest first by section, each with one-tap next steps. */
export function InboxPage({ store, orders, moved, notice, alertKey }: { store: Store; orders: InboxOrder[]; moved: string | null; notice: 'inbox.notice.refused' | 'inbox.notice.gone' | null; alertKey: string | null }) {
  const base = `/admin/${store.id}`;
  const { t } = useT();
  return (
    <ConsoleFrame store={store} section="orders" title={t('console.nav.orders')} path={base}>
      <div className="inbox" data-testid="owner-inbox">
        {alertKey ? <Island of={ownerAlerts} props={{ storeId: store.id, publicKey: alertKey }} /> : null}
        {notice ? <p className="checkout-problem" role="alert">{t(notice)}</p> : null}
        {moved ? <p className="bag-notice" role="status">{t('inbox.moved', { id: moved })}</p> : null}
        {orders.length === 0 ? <p className="muted">{t('inbox.empty')}</p> : null}
        {SECTIONS.map((s) => {
          const here = orders.filter((e) => s.statuses.includes(e.order.status));
          return here.length ? (
            <section key={s.id} aria-labelledby={`inbox-${s.id}`}>
              <h2 id={`inbox-${s.id}`}>{t('inbox.sectionCount', { title: t(s.title), count: here.length })}</h2>
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
