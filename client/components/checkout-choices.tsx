/** Checkout's two choices: where to deliver and how to pay. Plain radios, so the form works without JavaScript. */
import { formatMoney } from '../../src/domain/money';
import type { AddressDelivery } from '../../src/domain/orders/quote-view';
import { codAllows, type CheckoutPayments } from '../../src/domain/orders/payment';

/** The checkout form's id: the choices sit outside it (the inline address form may not nest in it) and join it by id. */
export const FORM_ID = 'checkout-form';

export interface CheckoutAddress {
  id: string;
  name: string;
  line: string;
  phone: string;
  distanceKm: number | null;
  delivery: AddressDelivery;
}

export type Method = 'COD' | 'WALLET' | 'UDHAAR' | 'UPI';
export interface Ledgers { wallet: { enabled: boolean; balance: number }; udhaar: { enabled: boolean; limit: number; owed: number } }

export function AddressChoices(p: { addresses: CheckoutAddress[]; selected: string | null; currency: string; onChoose: (id: string) => void }) {
  const money = (v: number) => formatMoney(v, p.currency);
  return (
    <div className="choice-list" role="radiogroup" aria-labelledby="checkout-address-title">
      {p.addresses.map((a) => {
        const info = a.delivery.ok
          ? `${a.distanceKm != null ? `${a.distanceKm} km away · ` : ''}${a.delivery.charge ? `Delivery ${money(a.delivery.charge)}` : 'Free delivery'}`
          : a.delivery.rsn;
        return (
          <label key={a.id} className={`choice${a.delivery.ok ? '' : ' is-off'}`} data-testid="checkout-address">
            <input type="radio" form={FORM_ID} name="address_id" value={a.id} checked={p.selected === a.id} onChange={() => p.onChoose(a.id)} />
            <span className="choice-body">
              <strong>{a.name}</strong>
              <span>{a.line}</span>
              <span className="muted small">{a.phone}</span>
              <span className={a.delivery.ok ? 'choice-note' : 'choice-note is-problem'}>{info}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}

export function PaymentChoices(p: {
  method: Method; total: number; currency: string; ledgers: Ledgers; walletRupees: string; payments: CheckoutPayments;
  onChoose: (m: Method) => void; onWalletRupees: (v: string) => void; onWalletDone: () => void;
}) {
  const money = (v: number) => formatMoney(v, p.currency);
  const { wallet, udhaar } = p.ledgers;
  const available = Math.max(0, udhaar.limit - udhaar.owed);
  const walletUse = Math.min(wallet.balance, p.total);
  const cod = codAllows(p.payments, p.total, money);
  const options: { value: Method; title: string; note: string; off?: string }[] = [
    ...(p.payments.upi ? [{
      value: 'UPI' as const, title: 'UPI (PhonePe, Google Pay, Paytm, BHIM)',
      note: 'Pay now in your UPI app. The shop confirms the order when the money arrives.',
    }] : []),
    { value: 'COD', title: 'Cash on delivery', note: 'Pay in cash or UPI when your order arrives.', off: cod.ok ? undefined : cod.rsn },
    ...(wallet.enabled ? [{
      value: 'WALLET' as const, title: `Wallet (balance ${money(wallet.balance)})`,
      note: wallet.balance >= p.total ? 'The whole order is paid from your wallet.' : `${money(walletUse)} from your wallet, the rest ${money(p.total - walletUse)} in cash on delivery.`,
      off: wallet.balance <= 0 ? 'Your wallet is empty.' : undefined,
    }] : []),
    ...(udhaar.enabled ? [{
      value: 'UDHAAR' as const, title: `Udhaar (${money(available)} of ${money(udhaar.limit)} left)`,
      note: 'The shop adds this order to what you owe; pay it back later.',
      off: p.total > available ? `This order is ${money(p.total)}; your udhaar allows ${money(available)} more.` : undefined,
    }] : []),
  ];
  return (
    <div className="choice-list" role="radiogroup" aria-labelledby="checkout-payment-title">
      {options.map((o) => (
        <label key={o.value} className={`choice${o.off ? ' is-off' : ''}`} data-testid={`pay-${o.value}`}>
          <input type="radio" form={FORM_ID} name="payment_method" value={o.value} checked={p.method === o.value} disabled={!!o.off} onChange={() => p.onChoose(o.value)} />
          <span className="choice-body">
            <strong>{o.title}</strong>
            <span className={o.off ? 'choice-note is-problem' : 'choice-note'}>{o.off ?? o.note}</span>
          </span>
        </label>
      ))}
      {p.method === 'WALLET' && wallet.balance > 0 ? (
        <div className="field-group wallet-amount">
          <label className="field" htmlFor="wallet-rupees">Amount from wallet (₹, up to {money(walletUse)})</label>
          <input id="wallet-rupees" form={FORM_ID} name="wallet_rupees" type="text" inputMode="decimal" autoComplete="off" value={p.walletRupees}
            onChange={(e) => p.onWalletRupees(e.target.value)} onBlur={p.onWalletDone} aria-describedby="wallet-rupees-note" />
          <p id="wallet-rupees-note" className="muted small">Pay part of the order from your wallet and the rest in cash on delivery.</p>
        </div>
      ) : null}
    </div>
  );
}
