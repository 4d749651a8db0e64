import type { OrderView } from '../../app/orders/view';
import { formatMoney } from '../../domain/money';
import { upiQrSvg } from '../../render/upi-qr';
import { useT } from '../../isomorphic/i18n';
import { DATE_TIME } from '../../domain/i18n/formats';

/**
 * An unpaid UPI order: the QR code of its upi://pay link (scanned from another phone), a button that opens
 * the UPI app on this phone, and the form for the 12-digit UPI reference. Works without JavaScript.
 */
export function UpiPayBox({
  storeId,
  order,
  upiUri,
  notice,
}: {
  storeId: string;
  order: OrderView;
  upiUri: string;
  notice?: string | null;
}) {
  const amount = formatMoney(order.total, order.currency);
  const { t, date } = useT();
  return (
    <section className="bag-box upi-box" aria-labelledby="upi-title" data-testid="upi-box">
      <h2 id="upi-title">{t('order.upi.title', { amount })}</h2>
      {order.payment.pay_by ? (
        <p className="muted">{t('order.upi.payBy', { when: date(order.payment.pay_by, DATE_TIME) })}</p>
      ) : null}
      <a className="button upi-open" href={upiUri} data-testid="upi-open">
        {t('order.upi.open', { amount })}
      </a>
      <figure className="upi-qr">
        {/* the SVG is made on the server from the order's own upi:// link (render/upi-qr.ts) */}
        <div className="upi-qr-code" data-testid="upi-qr" dangerouslySetInnerHTML={{ __html: upiQrSvg(upiUri) }} />
        <figcaption className="muted small">{t('order.upi.scan')}</figcaption>
      </figure>
      {notice ? (
        <p className="checkout-problem" role="alert">
          {notice}
        </p>
      ) : null}
      <form method="post" action={`/${storeId}/track/${order.order_id}/utr`} className="upi-utr-form">
        <label htmlFor="upi-utr">{t('order.upi.utrLabel')}</label>
        <p className="muted small" id="upi-utr-help">
          {t('order.upi.utrHelp')}
        </p>
        <input
          id="upi-utr"
          name="utr"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9 ]{12,15}"
          maxLength={15}
          required
          aria-describedby="upi-utr-help"
        />
        <button className="button" type="submit">
          {t('order.upi.paid')}
        </button>
      </form>
    </section>
  );
}

/** A UPI payment sent and being checked by the shop. */
export function UpiSubmittedNote({ order }: { order: OrderView }) {
  const { t } = useT();
  return order.payment.utr ? (
    <p className="muted" data-testid="upi-submitted">
      {t('order.upi.submitted', { utr: order.payment.utr })}
    </p>
  ) : null;
}
