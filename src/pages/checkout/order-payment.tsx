import type { OrderView } from '../../app/orders/view';
import { formatMoney } from '../../domain/money';
import { upiQrSvg } from '../../render/upi-qr';
import { formatDateTime } from '../account/frame';

/**
 * An unpaid UPI order: the QR code of its upi://pay link (scanned from another phone), a button that opens
 * the UPI app on this phone, and the form for the 12-digit UPI reference. Works without JavaScript.
 */
export function UpiPayBox({ storeId, order, upiUri, notice }: { storeId: string; order: OrderView; upiUri: string; notice?: string | null }) {
  const amount = formatMoney(order.total, order.currency);
  return (
    <section className="bag-box upi-box" aria-labelledby="upi-title" data-testid="upi-box">
      <h2 id="upi-title">{`Pay ${amount} with UPI`}</h2>
      {order.payment.pay_by ? <p className="muted">{`Please pay by ${formatDateTime(order.payment.pay_by)}; after that the order is cancelled.`}</p> : null}
      <a className="button upi-open" href={upiUri} data-testid="upi-open">{`Pay ${amount} in a UPI app`}</a>
      <figure className="upi-qr">
        {/* the SVG is made on the server from the order's own upi:// link (render/upi-qr.ts) */}
        <div className="upi-qr-code" data-testid="upi-qr" dangerouslySetInnerHTML={{ __html: upiQrSvg(upiUri) }} />
        <figcaption className="muted small">Or scan with PhonePe, Google Pay, Paytm or your bank's UPI app.</figcaption>
      </figure>
      {notice ? <p className="checkout-problem" role="alert">{notice}</p> : null}
      <form method="post" action={`/${storeId}/track/${order.order_id}/utr`} className="upi-utr-form">
        <label htmlFor="upi-utr">UPI reference (UTR), 12 digits</label>
        <p className="muted small" id="upi-utr-help">After paying, your UPI app shows it as "UPI Ref No." or "UTR".</p>
        <input id="upi-utr" name="utr" inputMode="numeric" autoComplete="off" pattern="[0-9 ]{12,15}" maxLength={15} required aria-describedby="upi-utr-help" />
        <button className="button" type="submit">I have paid</button>
      </form>
    </section>
  );
}

/** A UPI payment sent and being checked by the shop. */
export function UpiSubmittedNote({ order }: { order: OrderView }) {
  return order.payment.utr ? <p className="muted" data-testid="upi-submitted">{`UPI reference ${order.payment.utr} sent. The shop will confirm it shortly.`}</p> : null;
}
