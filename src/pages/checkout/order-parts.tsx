import type { ReactNode } from 'react';
import type { OrderView } from '../../app/orders/view';
import type { Store } from '../../domain/tables/stores';
import { addressLine } from '../../domain/account/address-rules';
import { formatIndianPhone } from '../../domain/account/phone';
import { indianMobileDigits, WHATSAPP_PREFIX } from '../../domain/catalogue/whatsapp';
import { OrderBill, OrderLines } from '../../../client/components/order-bill';
import { useT } from '../../isomorphic/i18n';
import { DATE_TIME, telHref } from '../../domain/i18n/formats';

/** The items and the bill of a placed order, with how it is paid. */
export function OrderSummary({ order }: { order: OrderView }) {
  const lines = order.items.map((i, n) => ({
    key: String(n),
    name: i.name,
    variant: i.variant,
    qty: i.qty,
    lineTotal: i.kind === 'manual' ? null : i.line_total,
    image: i.image,
  }));
  const split = {
    method: order.payment.method,
    fromWallet: order.payment.paid_wallet,
    toUdhaar: order.payment.paid_udhaar,
    byUpi: order.payment.paid_upi,
    cashDue: order.payment.cash_due,
  };
  const { t } = useT();
  return (
    <>
      <section className="bag-box" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('order.parts.ordered')}</h2>
        <OrderLines currency={order.currency} lines={lines} />
      </section>
      <section className="bag-box" aria-labelledby="order-bill-title">
        <h2 id="order-bill-title">{t('order.parts.owe')}</h2>
        <OrderBill
          mode="order"
          currency={order.currency}
          totals={order.totals}
          extras={order.totals.extras}
          itemsCount={order.items_count}
          couponCode={order.coupon_code}
          distanceKm={order.distance_km}
          split={split}
        />
      </section>
    </>
  );
}

export function DeliveryAddress({ order }: { order: OrderView }) {
  const a = order.address;
  const { t } = useT();
  return (
    <section className="bag-box" aria-labelledby="order-address-title">
      <h2 id="order-address-title">{t('order.parts.address')}</h2>
      <p className="order-address">
        <strong>{a.NAME}</strong>
        <br />
        {addressLine(a)}
        <br />
        {formatIndianPhone(a.PHONE)}
      </p>
    </section>
  );
}

/** The shop's phone (and WhatsApp when the shop uses it), to ask about the order. */
export function ShopContact({ store, orderId }: { store: Store; orderId: string }) {
  const digits = indianMobileDigits(store.CUST_CARE);
  const { t } = useT();
  const text = encodeURIComponent(t('order.parts.whatsappText', { shop: store.STORE_NAME, id: orderId }));
  return (
    <section className="bag-box" aria-labelledby="order-contact-title">
      <h2 id="order-contact-title">{t('order.parts.questions')}</h2>
      <p className="muted">
        {store.STORE_NAME}
        {store.ABOUT.address ? ` · ${store.ABOUT.address}` : ''}
      </p>
      <div className="row-actions">
        {store.CUST_CARE ? (
          <a className="button button-quiet" href={telHref(store.CUST_CARE)}>
            {t('order.parts.call', { phone: formatIndianPhone(store.CUST_CARE) })}
          </a>
        ) : null}
        {store.ENABLE_WA_SUPPORT && digits ? (
          <a
            className="button button-whatsapp"
            href={`https://wa.me/${WHATSAPP_PREFIX}${digits}?text=${text}`}
            rel="noopener"
            target="_blank"
          >
            {t('order.parts.whatsapp')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** Status timeline with the time each step was reached. */
export function Timeline({ order }: { order: Pick<OrderView, 'timeline'> }): ReactNode {
  const { t, date } = useT();
  return (
    <ol className="timeline" aria-label={t('order.parts.timeline')} data-testid="timeline">
      {order.timeline.map((s) => (
        <li
          key={s.status}
          className={`timeline-step is-${s.state}`}
          aria-current={s.state === 'current' ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{t(`order.status.${s.status}`)}</span>
          {s.at ? (
            <time className="muted small" dateTime={new Date(s.at).toISOString()}>
              {date(s.at, DATE_TIME)}
            </time>
          ) : (
            <span className="muted small">{s.state === 'todo' ? t('order.parts.waiting') : ''}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
