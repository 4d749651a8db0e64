/**
 * Checkout (island 'checkout', hydrated on load). The server renders the whole form with the quote for the
 * chosen address and payment; without JavaScript it posts to /{storeId}/checkout. With it, each choice asks
 * POST /api/v2/orders/quote for the bill again and "Place order" calls POST /api/v2/orders/place with the
 * page's idempotency key (a double tap makes one order) and the total the shopper saw.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../src/domain/account/address';
import { formatMoney, rupeesToPaise } from '../../src/domain/money';
import type { QuoteView } from '../../src/domain/orders/quote-view';
import { callApi } from '../lib/account-api';
import { AddressForm } from '../lib/account-address-form';
import { showToast } from '../lib/toast';
import {
  AddressChoices,
  FORM_ID,
  PaymentChoices,
  type CheckoutAddress,
  type Ledgers,
  type Method,
} from '../components/checkout-choices';
import { OrderBill, OrderLines } from '../components/order-bill';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';
import type { CheckoutPayments } from '../../src/domain/orders/payment';

export interface CheckoutProps {
  storeId: string;
  currency: string;
  idempotencyKey: string;
  addresses: CheckoutAddress[];
  addressId: string | null;
  method: Method;
  ledgers: Ledgers;
  quote: QuoteView;
  locationPick: boolean;
  notice: string | null;
  /** the shop's UPI and cash-on-delivery rules for this shopper */
  payments: CheckoutPayments;
  /** the shop issues GST invoices: a business buyer may give a GSTIN for it */
  gstInvoices?: boolean;
}

const paiseOf = (rupees: string): number | undefined => {
  const n = Number(rupees.replace(/[,₹\s]/g, ''));
  return rupees.trim() && Number.isFinite(n) && n > 0 ? rupeesToPaise(n) : undefined;
};

function Checkout(p: CheckoutProps) {
  const { t } = useT();
  const [addressId, setAddressId] = useState(p.addressId);
  const [method, setMethod] = useState<Method>(p.method);
  const [walletRupees, setWalletRupees] = useState('');
  const [points, setPoints] = useState(p.quote.rewards?.points ?? 0);
  const [quote, setQuote] = useState(p.quote);
  const [ledgers, setLedgers] = useState(p.ledgers);
  const [error, setError] = useState<string | null>(p.notice);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(p.addresses.length === 0);
  const [live, setLive] = useState(false);
  const [gstin, setGstin] = useState('');
  const seq = useRef(0);
  useEffect(() => setLive(true), []);

  const refresh = async (
    next: { addressId?: string | null; method?: Method; walletRupees?: string; points?: number } = {},
  ) => {
    const a = next.addressId !== undefined ? next.addressId : addressId;
    const m = next.method ?? method;
    const wallet = m === 'WALLET' ? paiseOf(next.walletRupees ?? walletRupees) : undefined;
    const mine = ++seq.current;
    const pts = next.points ?? points;
    const r = await callApi(p.storeId, '/v2/orders/quote', {
      method: 'POST',
      body: {
        address_id: a ?? undefined,
        payment_method: m,
        wallet_amount: wallet,
        ...(pts ? { reward_points: pts } : {}),
      },
    });
    if (mine !== seq.current) return;
    if (r.status !== 1) return setError(r.rsn ?? t('checkout.form.updateFailed'));
    setQuote(r.quote as QuoteView);
    const b = r.balances as { wallet: number; udhaar: number };
    setLedgers((l) => ({ wallet: { ...l.wallet, balance: b.wallet }, udhaar: { ...l.udhaar, owed: b.udhaar } }));
    setError(null);
  };

  const place = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !addressId) return;
    setBusy(true);
    const wallet = method === 'WALLET' ? (paiseOf(walletRupees) ?? quote.split?.fromWallet) : undefined;
    const r = await callApi(p.storeId, '/v2/orders/place', {
      method: 'POST',
      body: {
        address_id: addressId,
        payment_method: method,
        idempotency_key: p.idempotencyKey,
        expected_total: quote.totals.total,
        ...(wallet ? { wallet_amount: wallet } : {}),
        ...(points ? { reward_points: points } : {}),
        ...(gstin.trim() ? { buyer_gstin: gstin } : {}),
      },
    });
    if (r.status === 1) {
      location.assign(`/${p.storeId}/checkout/ordersuccessful?order=${encodeURIComponent(String(r.order_id))}`);
      return;
    }
    setBusy(false);
    setError(r.rsn ?? t('checkout.form.placeFailed'));
    showToast(r.rsn ?? t('checkout.form.placeFailedShort'), 'error');
    if (r.code === 'PRICE_CHANGED' || r.code === 'WALLET_SHORT' || r.code === 'OUT_OF_STOCK') void refresh();
  };

  const problem = error ?? quote.problem?.rsn ?? (addressId ? null : t('checkout.form.chooseAddress'));
  const total = quote.totals.total;
  return (
    <div className="checkout" aria-busy={busy} data-testid="checkout">
      <div className="checkout-main">
        <section className="bag-box" aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">{t('checkout.form.deliverTo')}</h2>
          {p.addresses.length ? (
            <AddressChoices
              addresses={p.addresses}
              selected={addressId}
              currency={p.currency}
              onChoose={(id) => {
                setAddressId(id);
                void refresh({ addressId: id });
              }}
            />
          ) : (
            <p className="muted">{t('checkout.form.noAddress')}</p>
          )}
          {adding && live ? (
            <AddressForm
              storeId={p.storeId}
              editing={null}
              locationPick={p.locationPick}
              onCancel={() => setAdding(false)}
              onSaved={(list: Address[]) => {
                const fresh = list.find((a) => !p.addresses.some((o) => o.id === a.id));
                location.assign(
                  `/${p.storeId}/checkout?pay=${method}${fresh ? `&address=${encodeURIComponent(fresh.id)}` : ''}`,
                );
              }}
            />
          ) : (
            <div className="row-actions">
              {live ? (
                <button type="button" className="button button-quiet" onClick={() => setAdding(true)}>
                  {t('checkout.form.addAddress')}
                </button>
              ) : null}
              <a className="link" href={`/${p.storeId}/account/pages/addresses`}>
                {t('checkout.form.manageAddresses')}
              </a>
            </div>
          )}
        </section>
        <section className="bag-box" aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title">{t('checkout.form.payWith')}</h2>
          <PaymentChoices
            method={method}
            total={total}
            currency={p.currency}
            ledgers={ledgers}
            walletRupees={walletRupees}
            payments={p.payments}
            onChoose={(m) => {
              setMethod(m);
              void refresh({ method: m });
            }}
            onWalletRupees={setWalletRupees}
            onWalletDone={() => void refresh()}
          />
        </section>
        <section className="bag-box" aria-labelledby="checkout-items-title">
          <h2 id="checkout-items-title">{t('checkout.form.items')}</h2>
          <OrderLines currency={p.currency} lines={quote.lines} />
          <a className="link" href={`/${p.storeId}/bag`}>
            {t('checkout.form.changeItems')}
          </a>
        </section>
      </div>
      <form
        id={FORM_ID}
        className="checkout-side bag-box"
        method="post"
        action={`/${p.storeId}/checkout`}
        onSubmit={place}
        aria-labelledby="checkout-bill-title"
      >
        <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
        <input type="hidden" name="expected_total" value={total} />
        <h2 id="checkout-bill-title">{t('checkout.form.bill')}</h2>
        <OrderBill
          currency={p.currency}
          totals={quote.totals}
          extras={quote.extras}
          itemsCount={quote.itemsCount}
          couponCode={quote.couponCode}
          distanceKm={quote.distanceKm}
          split={quote.split}
        />
        {quote.rewards?.points ? (
          <p className="checkout-rewards" data-testid="rewards-applied">
            {t('checkout.rewards.applied', { points: quote.rewards.points })}: −
            {formatMoney(quote.rewards.value, p.currency)}
          </p>
        ) : null}
        {quote.rewards && quote.rewards.maxPoints > 0 ? (
          <label className="checkout-rewards">
            <input
              type="checkbox"
              name="reward_points"
              value={points || quote.rewards.maxPoints}
              checked={points > 0}
              data-testid="use-points"
              onChange={(e) => {
                const next = e.currentTarget.checked ? quote.rewards!.maxPoints : 0;
                setPoints(next);
                void refresh({ points: next });
              }}
            />{' '}
            {t('checkout.rewards.use', {
              points: quote.rewards.maxPoints,
              amount: formatMoney(quote.rewards.maxPoints * quote.rewards.pointValue, p.currency),
            })}
          </label>
        ) : null}
        {p.gstInvoices ? (
          <div className="field-group">
            <label className="field" htmlFor="buyer-gstin">
              {t('checkout.form.gstin')}
            </label>
            <input
              id="buyer-gstin"
              name="buyer_gstin"
              value={gstin}
              onChange={(e) => setGstin(e.currentTarget.value)}
              maxLength={15}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="buyer-gstin-note"
              data-testid="buyer-gstin"
            />
            <p className="muted" id="buyer-gstin-note">
              {t('checkout.form.gstinNote')}
            </p>
          </div>
        ) : null}
        {problem ? (
          <p className="checkout-problem" id="checkout-problem" role="alert" data-testid="checkout-problem">
            {problem}
          </p>
        ) : null}
        {!live ? (
          <button type="submit" name="intent" value="update" className="button button-quiet checkout-update">
            {t('checkout.form.update')}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="place"
          className="button checkout-button"
          disabled={busy || (live && !!problem && !error)}
          aria-describedby={problem ? 'checkout-problem' : undefined}
          data-testid="place-order"
        >
          {busy ? t('checkout.form.placing') : t('checkout.form.place', { total: formatMoney(total, p.currency) })}
        </button>
        <p className="muted small">{t('checkout.form.terms')}</p>
      </form>
    </div>
  );
}

export default defineIsland('checkout', Checkout, [
  'checkout.form.',
  'checkout.rewards.',
  'checkout.choices.',
  'problem.pay.cod',
  'order.bill.',
  'order.lines.',
  'account.addressForm.',
  'account.requestFailed',
]);
