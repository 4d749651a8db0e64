import type { InboxCard } from '../../data/shop/orders';
import { formatMoney } from '../../domain/money';
import { canTransition, isUnpaid, type OrderStatus } from '../../domain/orders/status';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';

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

export function OrderCard({
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
