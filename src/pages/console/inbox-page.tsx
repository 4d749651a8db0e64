import type { Store } from '../../domain/tables/stores';
import { PROGRESS, type OrderStatus } from '../../domain/orders/status';
import { Document } from '../components/document';
import { ConsoleFrame } from './frame';
import { useT } from '../../isomorphic/i18n';
import { Island } from '../../render/island';
import ownerAlerts from '../../../client/islands/owner-alerts';
import { INBOX_TABS, inboxHref, type InboxTabId, type InboxView } from '../../domain/orders/inbox-tabs';
import { OrderCard, type InboxOrder } from './inbox-order-card';

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
