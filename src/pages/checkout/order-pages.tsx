import type { Tenant } from '../../data/tenant-loader';
import type { OrderView } from '../../app/orders/view';
import { nextStepText } from '../../domain/orders/timeline';
import { Island } from '../../render/island';
import orderCancel from '../../../client/islands/order-cancel';
import { StoreLayout } from '../layout/store-layout';
import { formatDateTime } from '../account/frame';
import { DeliveryAddress, OrderSummary, ShopContact, Timeline } from './order-parts';

type Props = { tenant: Tenant; origin: string; order: OrderView; bagCount: number };

/** /{storeId}/checkout/ordersuccessful?order=ID: the order number, what was ordered, what is owed, what happens next. */
export function SuccessPage({ tenant, origin, order, bagCount }: Props) {
  const store = tenant.store!;
  const track = `/${store.id}/track/${order.order_id}`;
  return (
    <StoreLayout tenant={tenant} screen="Other" title={`Order placed · ${store.STORE_NAME}`} origin={origin} bagCount={bagCount}>
      <div className="order-page">
        <div className="order-hero" role="status">
          <span className="order-hero-tick" aria-hidden="true">✓</span>
          <h1>Thank you! Your order is placed.</h1>
          <p>Order number <strong data-testid="order-number">{`#${order.order_id}`}</strong> · {formatDateTime(order.created_at)}</p>
        </div>
        <section className="bag-box" aria-labelledby="order-next-title">
          <h2 id="order-next-title">What happens next</h2>
          <p>{nextStepText(order.status, store.STORE_NAME)}</p>
          <p className="muted">Follow every step on the tracking page. It is also in your account under Orders.</p>
          <div className="row-actions">
            <a className="button" href={track} data-testid="track-link">Track your order</a>
            <a className="link" href={`/${store.id}`}>Continue shopping</a>
          </div>
        </section>
        <div className="order-columns">
          <div><OrderSummary order={order} /></div>
          <div><DeliveryAddress order={order} /><ShopContact store={store} orderId={order.order_id} /></div>
        </div>
      </div>
    </StoreLayout>
  );
}

/** /{storeId}/track/{orderId} (screens Track and Orders): status timeline with times, items, totals, address, shop contact; cancel while PLACED. */
export function TrackPage({ tenant, origin, order, bagCount, notice }: Props & { notice?: string | null }) {
  const store = tenant.store!;
  const stopped = order.status === 'CANCELLED' || order.status === 'REJECTED';
  return (
    <StoreLayout tenant={tenant} screen="Track" alsoScreens={['Orders']} title={`Order #${order.order_id} · ${store.STORE_NAME}`} origin={origin} bagCount={bagCount}>
      <div className="order-page">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol><li><a href={`/${store.id}/account`}>Account</a></li><li><a href={`/${store.id}/account/pages/orders`}>Orders</a></li><li><span aria-current="page">{`#${order.order_id}`}</span></li></ol>
        </nav>
        <h1>{`Order #${order.order_id}`}</h1>
        <p className="order-status-line">
          <span className={`status-pill${stopped ? ' is-stopped' : ''}`} data-testid="order-status">{order.status_label}</span>
          <span className="muted">{`Placed ${formatDateTime(order.created_at)}`}</span>
        </p>
        {notice ? <p className="checkout-problem" role="alert">{notice}</p> : null}
        <section className="bag-box" aria-labelledby="order-progress-title">
          <h2 id="order-progress-title">Progress</h2>
          <Timeline order={order} />
          <p>{nextStepText(order.status, store.STORE_NAME)}</p>
          {order.note ? <p className="muted">Note from the shop: {order.note}</p> : null}
          {order.can_cancel ? <Island of={orderCancel} props={{ storeId: store.id, orderId: order.order_id }} /> : null}
        </section>
        <div className="order-columns">
          <div><OrderSummary order={order} /></div>
          <div><DeliveryAddress order={order} /><ShopContact store={store} orderId={order.order_id} /></div>
        </div>
      </div>
    </StoreLayout>
  );
}
