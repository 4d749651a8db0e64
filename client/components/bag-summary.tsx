/** The bag's side column: coupon entry, the shop's offers (the desktop coupon side bar), totals, checkout. */
import type { BagScreenCart } from '../../src/domain/cart/cart-view';
import { describeMinimumShortfall } from '../../src/domain/cart/delivery';
import { formatMoney } from '../../src/domain/money';
import type { Reply } from '../lib/api';
import { showToast } from '../lib/toast';
import { CartForm } from './bag-form';

export interface Offer {
  code: string;
  description: string;
}

export interface BagSummaryProps {
  storeId: string;
  cart: BagScreenCart;
  offers: Offer[];
  busy: boolean;
  onStart: () => void;
  onDone: (reply: Reply | null) => void;
}

export function BagSummary({ storeId, cart, offers, busy, onStart, onDone }: BagSummaryProps) {
  const money = (p: number) => formatMoney(p, cart.currency);
  const t = cart.totals;
  const act = { storeId, busy, onStart, onDone: (r: Reply | null) => { if (r?.status === 1 && r.msg) showToast(r.msg); onDone(r); } };
  const applied = cart.coupon;
  const rows: [string, string, string?][] = [
    [`Items (${cart.items.reduce((n, i) => n + i.product_qty, 0)})`, money(t.subtotal)],
    ...(t.gst ? [['GST', money(t.gst)] as [string, string]] : []),
    ['Delivery', cart.items.length && !t.delivery && !cart.delivery_error ? 'Free' : money(t.delivery)],
    ...(t.extra_charges ? [['Packing & other charges', money(t.extra_charges)] as [string, string]] : []),
    ...(t.discount ? [[`Coupon ${applied?.code ?? ''}`, `−${money(t.discount)}`, 'is-saving'] as [string, string, string]] : []),
  ];
  const blocker = cart.missing_amount > 0
    ? describeMinimumShortfall(cart.missing_amount, cart.minimum_cart_value, cart.currency)
    : cart.delivery_error ?? (cart.items.some((i) => i.status !== 'ok') ? 'Remove the items marked above to continue.' : null);
  return (
    <aside className="bag-side" aria-label="Offers and bill">
      <section className="bag-box" aria-labelledby="coupon-title" id="offers">
        <h2 id="coupon-title">Offers</h2>
        {applied ? (
          <div className={`coupon-applied${applied.applicable ? '' : ' is-off'}`} role="status">
            <strong>{applied.code}</strong>
            <span>{applied.applicable ? `You save ${money(applied.discount)}` : applied.rsn}</span>
            <CartForm {...act} call="removeCouponFromCart">
              <button type="submit" className="link-button">Remove<span className="sr-only"> coupon {applied.code}</span></button>
            </CartForm>
          </div>
        ) : (
          <CartForm {...act} call="addCouponToCart" className="coupon-form" label="Apply a coupon">
            <label htmlFor="coupon-code" className="sr-only">Coupon code</label>
            <input id="coupon-code" name="code" placeholder="Coupon code" autoComplete="off" autoCapitalize="characters" maxLength={40} required />
            <button type="submit" className="button button-small">Apply</button>
          </CartForm>
        )}
        {offers.length ? (
          <ul className="offer-list" aria-label="Coupons of this shop">
            {offers.map((o) => (
              <li key={o.code}>
                <div><code>{o.code}</code><span>{o.description}</span></div>
                {applied?.code === o.code ? <span className="offer-on">Applied</span> : (
                  <CartForm {...act} call="addCouponToCart" fields={{ code: o.code }}>
                    <button type="submit" className="link-button">Apply<span className="sr-only"> {o.code}</span></button>
                  </CartForm>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="bag-box" aria-labelledby="bill-title">
        <h2 id="bill-title">Bill details</h2>
        <dl className="bill">
          {rows.map(([k, v, cls]) => <div key={k} className={cls}><dt>{k}</dt><dd>{v}</dd></div>)}
          <div className="bill-total"><dt>To pay</dt><dd data-testid="bag-total">{money(t.total)}</dd></div>
        </dl>
        {blocker ? <p className="bag-blocker" id="checkout-blocker" role="status">{blocker}</p> : null}
        {cart.can_checkout
          ? <a className="button checkout-button" href={`/${storeId}/checkout`}>Checkout</a>
          : <button type="button" className="button checkout-button" disabled aria-describedby={blocker ? 'checkout-blocker' : undefined}>Checkout</button>}
      </section>
    </aside>
  );
}
