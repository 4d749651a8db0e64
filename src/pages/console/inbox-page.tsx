import type { InboxCard } from '../../data/shop/orders';
import type { Store } from '../../domain/tables/stores';
import { formatMoney } from '../../domain/money';
import { canTransition, isUnpaid, PROGRESS, type OrderStatus } from '../../domain/orders/status';
import { Document } from '../components/document';
import { ConsoleFrame } from './frame';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { Island } from '../../render/island';
import ownerAlerts from '../../../client/islands/owner-alerts';
import { INBOX_TABS, inboxHref, type InboxTabId, type InboxView } from '../../domain/orders/inbox-tabs';

/** The next step along the happy path an owner taps (its button says `inbox.move.<status>`). */
const NEXT_STEP: Partial<Record<OrderStatus, OrderStatus>> = {
  PLACED: 'ACCEPTED',
  ACCEPTED: 'PACKED',
  PACKED: 'SHIPPED',
  SHIPPED: 'DELIVERED',
};

export interface InboxOrder {
  order: InboxCard;
  whatsappUrl: string | null;
  itemsText: string;
}

type MoveTo = 'ACCEPTED' | 'PACKED' | 'SHIPPED' | 'DELIVERED' | 'RETURNED' | 'REJECTED' | 'CANCELLED';

/** The view a form was posted from (InboxPage), so the owner lands back on it. */
const Back = ({ back }: { back: string }) => (back ? <input type="hidden" name="back" value={back} /> : null);

function Move({
  base,
  order,
  to,
  quiet,
  back,
}: {
  base: string;
  order: InboxCard;
  to: MoveTo;
  quiet?: boolean;
  back: string;
}) {
  const { t } = useT();
  const label = t(`inbox.move.${to}`);
  return (
    <form method="post" action={`${base}/orders/${order.id}/move`}>
      <input type="hidden" name="to" value={to} />
      <Back back={back} />
      <button
        className={`button${quiet ? ' button-quiet' : ''}`}
        type="submit"
        data-testid={`inbox-${to.toLowerCase()}`}
      >
        {label}
      </button>
    </form>
  );
}

function OrderCard({
  base,
  storeId,
  entry,
  moved,
  back,
}: {
  base: string;
  storeId: string;
  entry: InboxOrder;
  moved: boolean;
  back: string;
}) {
  const o = entry.order;
  const next = NEXT_STEP[o.status] as MoveTo | undefined;
  const money = formatMoney(o.total, o.currency);
  const { t } = useT();
  const dateTime = useDateTime();
  return (
    <li
      className={`inbox-order${moved ? ' is-moved' : ''}`}
      data-testid="inbox-order"
      data-order={o.id}
      data-status={o.status}
    >
      <div className="inbox-order-head">
        <strong>{`#${o.id}`}</strong>
        <span
          className={`status-pill${o.status === 'CANCELLED' || o.status === 'REJECTED' || o.status === 'RETURNED' ? ' is-stopped' : ''}`}
        >
          {t(`order.status.${o.status}`)}
        </span>
      </div>
      <p className="inbox-order-who">{`${o.name} · ${o.city} · ${money} · ${o.payment_method === 'UPI' ? 'UPI' : o.payment_method === 'COD' ? t('inbox.cash') : o.payment_method.toLowerCase()}`}</p>
      {o.network_app ? (
        <p className="small">
          <span aria-hidden="true">{t('inbox.network', { app: o.network_app })}</span>
          <span className="sr-only">{t('inbox.networkSr', { app: o.network_app })}</span>
        </p>
      ) : null}
      <p className="muted small">{entry.itemsText}</p>
      <p className="muted small">
        {dateTime(o.created_at)}
        {o.upi_utr ? ` · ${t('inbox.upiRef', { utr: o.upi_utr })}` : ''}
      </p>
      <div className="inbox-actions">
        {isUnpaid(o.status) ? (
          <>
            <form method="post" action={`${base}/orders/${o.id}/payment`}>
              <input type="hidden" name="received" value="true" />
              <Back back={back} />
              <button className="button" type="submit" data-testid="inbox-confirm-upi">
                {t('inbox.gotByUpi', { amount: money })}
              </button>
            </form>
            {o.status === 'PAYMENT_SUBMITTED' ? (
              <form method="post" action={`${base}/orders/${o.id}/payment`}>
                <input type="hidden" name="received" value="false" />
                <Back back={back} />
                <button className="button button-quiet" type="submit">
                  {t('inbox.notReceived')}
                </button>
              </form>
            ) : null}
          </>
        ) : null}
        {next && !isUnpaid(o.status) ? <Move base={base} order={o} to={next} back={back} /> : null}
        {o.status === 'SHIPPED' ? <Move base={base} order={o} to="RETURNED" quiet back={back} /> : null}
        {canTransition(o.status, 'REJECTED', 'owner').ok ? (
          <Move base={base} order={o} to="REJECTED" quiet back={back} />
        ) : null}
        {!canTransition(o.status, 'REJECTED', 'owner').ok && canTransition(o.status, 'CANCELLED', 'owner').ok ? (
          <Move base={base} order={o} to="CANCELLED" quiet back={back} />
        ) : null}
        {!isUnpaid(o.status) && o.status !== 'CANCELLED' && o.status !== 'REJECTED' ? (
          <a className="button button-quiet" href={`/${storeId}/track/${o.id}/invoice.pdf`}>
            {t('inbox.invoice')}
          </a>
        ) : null}
        {entry.whatsappUrl ? (
          <a
            className="button button-whatsapp"
            href={entry.whatsappUrl}
            target="_blank"
            rel="noopener"
            data-testid="inbox-whatsapp"
          >
            WhatsApp
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** `id`: the section's anchor, the same in every language. */
const SECTIONS: {
  id: string;
  title: 'inbox.section.waiting' | 'inbox.section.new' | 'inbox.section.progress' | 'inbox.section.done';
  statuses: OrderStatus[];
}[] = [
  { id: 'Waiting-for-payment', title: 'inbox.section.waiting', statuses: ['PAYMENT_SUBMITTED', 'AWAITING_PAYMENT'] },
  { id: 'New-orders', title: 'inbox.section.new', statuses: ['PLACED'] },
  { id: 'In-progress', title: 'inbox.section.progress', statuses: PROGRESS.slice(1, -1) },
  { id: 'Done', title: 'inbox.section.done', statuses: ['DELIVERED', 'CANCELLED', 'REJECTED', 'RETURNED'] },
];

export type InboxNotice = 'inbox.notice.refused' | 'inbox.notice.gone' | 'inbox.notice.badFilter';

/** The tabs by status, each with its count for the chosen days and search (the cursor is left behind). */
function Tabs({ base, view, counts }: { base: string; view: InboxView; counts: Record<InboxTabId, number> }) {
  const { t } = useT();
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs: [InboxTabId | undefined, string, number][] = [
    [undefined, t('inbox.tab.all'), all],
    ...INBOX_TABS.map((tab) => [tab.id, t(`inbox.tab.${tab.id}`), counts[tab.id]] as [InboxTabId, string, number]),
  ];
  return (
    <nav className="inbox-tabs" aria-label={t('inbox.tabs')} data-testid="inbox-tabs">
      <ul>
        {tabs.map(([id, title, count]) => (
          <li key={id ?? 'all'}>
            <a
              href={inboxHref(base, { ...view, tab: id, cursorText: undefined })}
              aria-current={view.tab === id ? 'page' : undefined}
              data-testid={`inbox-tab-${id ?? 'all'}`}
            >
              {t('inbox.sectionCount', { title, count })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Days and a search, as a plain GET form: the tab stays, paging starts again. */
function Find({ base, view }: { base: string; view: InboxView }) {
  const { t } = useT();
  return (
    <form method="get" action={base} className="inbox-find" role="search" data-testid="inbox-find">
      {view.tab ? <input type="hidden" name="tab" value={view.tab} /> : null}
      <div className="console-field">
        <label htmlFor="inbox-q">{t('inbox.find.q')}</label>
        <input id="inbox-q" name="q" type="search" defaultValue={view.q ?? ''} maxLength={100} autoComplete="off" />
      </div>
      <div className="inbox-days">
        <div className="console-field">
          <label htmlFor="inbox-from">{t('inbox.find.from')}</label>
          <input id="inbox-from" name="from" type="date" defaultValue={view.from ?? ''} />
        </div>
        <div className="console-field">
          <label htmlFor="inbox-to">{t('inbox.find.to')}</label>
          <input id="inbox-to" name="to" type="date" defaultValue={view.to ?? ''} />
        </div>
      </div>
      <button className="button" type="submit">
        {t('inbox.find.button')}
      </button>
      {view.q || view.from || view.to ? (
        <a className="button button-quiet" href={inboxHref(base, { tab: view.tab })}>
          {t('inbox.find.clear')}
        </a>
      ) : null}
    </form>
  );
}

/** /admin/{storeId}: the owner's orders on a phone, newest first by section, each with one-tap next steps; tabs, days, a search and older pages. */
export function InboxPage({
  store,
  orders,
  moved,
  notice,
  alertKey,
  view,
  counts,
  nextCursor,
}: {
  store: Store;
  orders: InboxOrder[];
  moved: string | null;
  notice: InboxNotice | null;
  alertKey: string | null;
  view: InboxView;
  counts: Record<InboxTabId, number>;
  nextCursor: string | null;
}) {
  const base = `/admin/${store.id}`;
  const { t } = useT();
  // the first page of every order keeps the sections (unpaid and new first); a tab, days, a search or an older page is one list, newest first
  const sectioned = !view.tab && !view.from && !view.to && !view.q && !view.cursor;
  const back = inboxHref('', view).replace(/^\?/, '');
  return (
    <ConsoleFrame store={store} section="orders" title={t('console.nav.orders')} path={inboxHref(base, view)}>
      <div className="inbox" data-testid="owner-inbox">
        {alertKey ? <Island of={ownerAlerts} props={{ storeId: store.id, publicKey: alertKey }} /> : null}
        {notice ? (
          <p className="checkout-problem" role="alert">
            {t(notice)}
          </p>
        ) : null}
        {moved ? (
          <p className="bag-notice" role="status">
            {t('inbox.moved', { id: moved })}
          </p>
        ) : null}
        <Tabs base={base} view={view} counts={counts} />
        <Find base={base} view={view} />
        {orders.length === 0 ? <p className="muted">{sectioned ? t('inbox.empty') : t('inbox.noneFound')}</p> : null}
        {sectioned ? (
          SECTIONS.map((s) => {
            const here = orders.filter((e) => s.statuses.includes(e.order.status));
            return here.length ? (
              <section key={s.id} aria-labelledby={`inbox-${s.id}`}>
                <h2 id={`inbox-${s.id}`}>{t('inbox.sectionCount', { title: t(s.title), count: here.length })}</h2>
                <ul className="inbox-list">
                  {here.map((e) => (
                    <OrderCard
                      key={e.order.id}
                      base={base}
                      storeId={store.id}
                      entry={e}
                      moved={e.order.id === moved}
                      back={back}
                    />
                  ))}
                </ul>
              </section>
            ) : null;
          })
        ) : (
          <ul className="inbox-list" data-testid="inbox-results">
            {orders.map((e) => (
              <OrderCard
                key={e.order.id}
                base={base}
                storeId={store.id}
                entry={e}
                moved={e.order.id === moved}
                back={back}
              />
            ))}
          </ul>
        )}
        <nav className="console-paging" aria-label={t('console.paging')}>
          {view.cursor ? (
            <a href={inboxHref(base, { ...view, cursorText: undefined })} data-testid="inbox-newest">
              {t('inbox.newest')}
            </a>
          ) : null}
          {nextCursor ? (
            <a rel="next" href={inboxHref(base, { ...view, cursorText: nextCursor })} data-testid="inbox-older">
              {t('inbox.older')}
            </a>
          ) : null}
          {!nextCursor && orders.length > 0 && !view.tab && !view.q && !view.from && !view.to ? (
            <p className="muted small" data-testid="inbox-end">
              {t('inbox.end')}
            </p>
          ) : null}
        </nav>
      </div>
    </ConsoleFrame>
  );
}

/** Signing in once with the owner key; it stays in an HttpOnly cookie of this browser. */
export function InboxSignIn({ store, failed, from }: { store: Store; failed: boolean; from?: string }) {
  const { t } = useT();
  return (
    <Document
      title={`${t('console.signIn.title')} · ${store.STORE_NAME}`}
      theme="default"
      noindex
      manifestHref={`/admin/${store.id}/manifest.webmanifest`}
      bodyData={{ 'data-console': `/admin/${store.id}` }}
    >
      <main id="main" className="notice inbox-sign-in" data-testid="owner-sign-in">
        <h1>{store.STORE_NAME}</h1>
        <p>{t('console.signIn.text')}</p>
        {failed ? (
          <p className="checkout-problem" role="alert">
            {t('console.signIn.failed')}
          </p>
        ) : null}
        <form method="post" action={`/admin/${store.id}/sign-in`} className="form">
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <label htmlFor="owner-key">{t('console.signIn.key')}</label>
          <input
            id="owner-key"
            name="key"
            type="password"
            autoComplete="current-password"
            required
            minLength={16}
            maxLength={200}
          />
          <button className="button" type="submit">
            {t('console.signIn.button')}
          </button>
        </form>
      </main>
    </Document>
  );
}
