import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { OrderView } from '../../app/orders/view';
import { Island } from '../../render/island';
import orderCancel from '../../../client/islands/order-cancel';
import { StoreLayout } from '../layout/store-layout';
import { DeliveryAddress, OrderSummary, ShopContact, Timeline } from './order-parts';
import { DATE_TIME } from '../../domain/i18n/formats';
import { UpiPayBox, UpiSubmittedNote } from './order-payment';
import type { PublicOrderView } from '../../app/orders/view';
import { formatMoney } from '../../domain/money';
import { useT } from '../../isomorphic/i18n';

/** The tracking link to copy or forward: it opens on any phone without signing in. */
function ShareTrackLink({ url }: { url: string }) {
  const { t } = useT();
  return (
    <p className="muted small track-share">
      <label htmlFor="track-url">{t('order.page.shareLabel')}</label>
      <input id="track-url" className="track-url" readOnly value={url} data-testid="track-url" />
    </p>
  );
}

type Props = { tenant: LiveTenant; origin: string; order: OrderView; bagCount: number };
/** What the order pages offer besides the order itself (see routes.tsx orderLinks). */
export interface OrderLinks {
  /** the unguessable tracking link, to share */
  trackUrl: string;
  /** upi://pay while the order waits for its UPI payment */
  upiUri: string | null;
  /** wa.me to the shop with the order's items, total and tracking link */
  whatsappUrl: string | null;
  /** the GST invoice, when the shop issues them and the order is paid */
  invoiceHref: string | null;
}

/** /{storeId}/checkout/ordersuccessful?order=ID: the order number, what was ordered, what is owed, what happens next. */
export function SuccessPage({ tenant, origin, order, bagCount, links }: Props & { links: OrderLinks }) {
  const store = tenant.store;
  const track = `/${store.id}/track/${order.order_id}`;
  const unpaid = links.upiUri !== null;
  const { t, date } = useT();
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      title={t('order.page.placedTitle', { shop: store.STORE_NAME })}
      origin={origin}
      bagCount={bagCount}
    >
      <div className="order-page">
        <div className="order-hero" role="status">
          <span className="order-hero-tick" aria-hidden="true">
            {unpaid ? '₹' : '✓'}
          </span>
          <h1>{unpaid ? t('order.page.payToConfirm') : t('order.page.thanks')}</h1>
          <p>
            {`${t('order.page.orderNumber')} `}
            <strong data-testid="order-number">{`#${order.order_id}`}</strong>
            {` · ${date(order.created_at, DATE_TIME)}`}
          </p>
        </div>
        {links.upiUri ? <UpiPayBox storeId={store.id} order={order} upiUri={links.upiUri} /> : null}
        <section className="bag-box" aria-labelledby="order-next-title">
          <h2 id="order-next-title">{t('order.page.next')}</h2>
          <p>{t(`order.next.${order.status}`, { shop: store.STORE_NAME })}</p>
          <p className="muted">{t('order.page.followSteps')}</p>
          <div className="row-actions">
            <a className="button" href={track} data-testid="track-link">
              {t('order.page.track')}
            </a>
            {links.whatsappUrl ? (
              <a
                className="button button-whatsapp"
                href={links.whatsappUrl}
                rel="noopener"
                target="_blank"
                data-testid="send-on-whatsapp"
              >
                {t('order.page.sendWhatsapp')}
              </a>
            ) : null}
            <a className="link" href={`/${store.id}`}>
              {t('order.page.continue')}
            </a>
          </div>
          <ShareTrackLink url={links.trackUrl} />
        </section>
        <div className="order-columns">
          <div>
            <OrderSummary order={order} />
          </div>
          <div>
            <DeliveryAddress order={order} />
            <ShopContact store={store} orderId={order.order_id} />
          </div>
        </div>
      </div>
    </StoreLayout>
  );
}

/** /{storeId}/track/{orderId} (screens Track and Orders): status timeline with times, items, totals, address, shop contact; cancel while PLACED. */
export function TrackPage({
  tenant,
  origin,
  order,
  bagCount,
  notice,
  links,
}: Props & { notice?: string | null; links: OrderLinks }) {
  const store = tenant.store;
  const stopped = order.status === 'CANCELLED' || order.status === 'REJECTED' || order.status === 'RETURNED';
  const { t, date } = useT();
  return (
    <StoreLayout
      tenant={tenant}
      screen="Track"
      alsoScreens={['Orders']}
      title={t('order.page.title', { id: order.order_id, shop: store.STORE_NAME })}
      origin={origin}
      bagCount={bagCount}
    >
      <div className="order-page">
        <nav className="breadcrumbs" aria-label={t('order.page.breadcrumb')}>
          <ol>
            <li>
              <a href={`/${store.id}/account`}>{t('order.page.account')}</a>
            </li>
            <li>
              <a href={`/${store.id}/account/pages/orders`}>{t('order.page.orders')}</a>
            </li>
            <li>
              <span aria-current="page">{`#${order.order_id}`}</span>
            </li>
          </ol>
        </nav>
        <h1>{t('order.page.heading', { id: order.order_id })}</h1>
        <p className="order-status-line">
          <span className={`status-pill${stopped ? ' is-stopped' : ''}`} data-testid="order-status">
            {t(`order.status.${order.status}`)}
          </span>
          <span className="muted">{t('order.page.placedAt', { when: date(order.created_at, DATE_TIME) })}</span>
        </p>
        {notice && !links.upiUri ? (
          <p className="checkout-problem" role="alert">
            {notice}
          </p>
        ) : null}
        {links.upiUri ? <UpiPayBox storeId={store.id} order={order} upiUri={links.upiUri} notice={notice} /> : null}
        <section className="bag-box" aria-labelledby="order-progress-title">
          <h2 id="order-progress-title">{t('order.page.progress')}</h2>
          <Timeline order={order} />
          <p>{t(`order.next.${order.status}`, { shop: store.STORE_NAME })}</p>
          <UpiSubmittedNote order={order} />
          {order.note ? <p className="muted">{t('order.page.shopNote', { note: order.note })}</p> : null}
          {order.can_cancel ? <Island of={orderCancel} props={{ storeId: store.id, orderId: order.order_id }} /> : null}
          <div className="row-actions">
            {links.invoiceHref ? (
              <a className="button button-quiet" href={links.invoiceHref} data-testid="invoice-link">
                {t('order.page.invoice')}
              </a>
            ) : null}
            <form method="post" action={`/${store.id}/track/${order.order_id}/reorder`}>
              <button className="button button-quiet" type="submit" data-testid="order-again">
                {t('order.page.orderAgain')}
              </button>
            </form>
          </div>
          <ShareTrackLink url={links.trackUrl} />
        </section>
        <div className="order-columns">
          <div>
            <OrderSummary order={order} />
          </div>
          <div>
            <DeliveryAddress order={order} />
            <ShopContact store={store} orderId={order.order_id} />
          </div>
        </div>
      </div>
    </StoreLayout>
  );
}

/**
 * /{storeId}/track/{orderId}?t={token}: what a shared tracking link shows on any phone without signing in:
 * status, timeline and items. Never the address, phone or payment references.
 */
export function PublicTrackPage({
  tenant,
  origin,
  order,
  bagCount,
}: {
  tenant: LiveTenant;
  origin: string;
  order: PublicOrderView;
  bagCount: number;
}) {
  const store = tenant.store;
  const stopped = order.status === 'CANCELLED' || order.status === 'REJECTED' || order.status === 'RETURNED';
  const { t, date } = useT();
  return (
    <StoreLayout
      tenant={tenant}
      screen="Track"
      title={t('order.page.title', { id: order.order_id, shop: store.STORE_NAME })}
      origin={origin}
      bagCount={bagCount}
    >
      <div className="order-page" data-testid="public-track">
        <h1>{t('order.page.heading', { id: order.order_id })}</h1>
        <p className="order-status-line">
          <span className={`status-pill${stopped ? ' is-stopped' : ''}`} data-testid="order-status">
            {t(`order.status.${order.status}`)}
          </span>
          <span className="muted">{t('order.page.placedAt', { when: date(order.created_at, DATE_TIME) })}</span>
        </p>
        <section className="bag-box" aria-labelledby="order-progress-title">
          <h2 id="order-progress-title">{t('order.page.progress')}</h2>
          <Timeline order={order} />
        </section>
        <section className="bag-box" aria-labelledby="order-items-title">
          <h2 id="order-items-title">
            {t('order.page.itemsTotal', { count: order.items_count, total: formatMoney(order.total, order.currency) })}
          </h2>
          <ul className="public-items">
            {order.items.map((i, n) => (
              <li key={n}>{`${i.qty} × ${i.name}${i.variant ? ` (${i.variant})` : ''}`}</li>
            ))}
          </ul>
        </section>
        <ShopContact store={store} orderId={order.order_id} />
      </div>
    </StoreLayout>
  );
}
