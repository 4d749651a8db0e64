/** The bag's side column: coupon entry, the shop's offers (the desktop coupon side bar), totals, checkout. */
import type { BagScreenCart } from '../../src/domain/cart/cart-view';
import { formatMoney } from '../../src/domain/money';
import type { Reply } from '../lib/api';
import { showToast } from '../lib/toast';
import { CartForm } from './bag-form';
import { useT } from '../../src/isomorphic/i18n';

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
  const { t } = useT();
  const money = (p: number) => formatMoney(p, cart.currency);
  const totals = cart.totals;
  const act = {
    storeId,
    busy,
    onStart,
    onDone: (r: Reply | null) => {
      if (r?.status === 1 && r.msg) showToast(r.msg);
      onDone(r);
    },
  };
  const applied = cart.coupon;
  const rows: [string, string, string?][] = [
    [t('bag.summary.items', { count: cart.items.reduce((n, i) => n + i.product_qty, 0) }), money(totals.subtotal)],
    ...(totals.gst ? [['GST', money(totals.gst)] as [string, string]] : []),
    [
      t('bag.summary.delivery'),
      cart.items.length && !totals.delivery && !cart.delivery_error ? t('bag.summary.free') : money(totals.delivery),
    ],
    ...(totals.extra_charges ? [[t('bag.summary.packing'), money(totals.extra_charges)] as [string, string]] : []),
    ...(totals.discount
      ? [
          [t('bag.summary.coupon', { code: applied?.code ?? '' }), `−${money(totals.discount)}`, 'is-saving'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  const blocker =
    cart.missing_amount > 0
      ? t('bag.summary.shortfall', { missing: money(cart.missing_amount), minimum: money(cart.minimum_cart_value) })
      : (cart.delivery_error ?? (cart.items.some((i) => i.status !== 'ok') ? t('bag.summary.removeToContinue') : null));
  return (
    <aside className="bag-side" aria-label={t('bag.summary.label')}>
      <section className="bag-box" aria-labelledby="coupon-title" id="offers">
        <h2 id="coupon-title">{t('bag.summary.offers')}</h2>
        {applied ? (
          <div className={`coupon-applied${applied.applicable ? '' : ' is-off'}`} role="status">
            <strong>{applied.code}</strong>
            <span>
              {applied.applicable ? t('bag.summary.youSave', { amount: money(applied.discount) }) : applied.rsn}
            </span>
            <CartForm {...act} call="removeCouponFromCart">
              <button type="submit" className="link-button">
                {t('bag.summary.remove')}
                <span className="sr-only">{` ${t('bag.summary.couponSr', { code: applied.code })}`}</span>
              </button>
            </CartForm>
          </div>
        ) : (
          <CartForm {...act} call="addCouponToCart" className="coupon-form" label={t('bag.summary.applyCoupon')}>
            <label htmlFor="coupon-code" className="sr-only">
              {t('bag.summary.couponCode')}
            </label>
            <input
              id="coupon-code"
              name="code"
              placeholder={t('bag.summary.couponCode')}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              required
            />
            <button type="submit" className="button button-small">
              {t('bag.summary.apply')}
            </button>
          </CartForm>
        )}
        {offers.length ? (
          <ul className="offer-list" aria-label={t('bag.summary.shopCoupons')}>
            {offers.map((o) => (
              <li key={o.code}>
                <div>
                  <code>{o.code}</code>
                  <span>{o.description}</span>
                </div>
                {applied?.code === o.code ? (
                  <span className="offer-on">{t('bag.summary.applied')}</span>
                ) : (
                  <CartForm {...act} call="addCouponToCart" fields={{ code: o.code }}>
                    <button type="submit" className="link-button">
                      {t('bag.summary.apply')}
                      <span className="sr-only"> {o.code}</span>
                    </button>
                  </CartForm>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="bag-box" aria-labelledby="bill-title">
        <h2 id="bill-title">{t('bag.summary.bill')}</h2>
        <dl className="bill">
          {rows.map(([k, v, cls]) => (
            <div key={k} className={cls}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
          <div className="bill-total">
            <dt>{t('bag.summary.toPay')}</dt>
            <dd data-testid="bag-total">{money(totals.total)}</dd>
          </div>
        </dl>
        {blocker ? (
          <p className="bag-blocker" id="checkout-blocker" role="status">
            {blocker}
          </p>
        ) : null}
        {cart.can_checkout ? (
          <a className="button checkout-button" href={`/${storeId}/checkout`}>
            {t('bag.summary.checkout')}
          </a>
        ) : (
          <button
            type="button"
            className="button checkout-button"
            disabled
            aria-describedby={blocker ? 'checkout-blocker' : undefined}
          >
            {t('bag.summary.checkout')}
          </button>
        )}
      </section>
    </aside>
  );
}
