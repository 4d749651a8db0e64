/** Checkout's two choices: where to deliver and how to pay. Plain radios, so the form works without JavaScript. */
import { formatMoney } from '../../src/domain/money';
import type { AddressDelivery } from '../../src/domain/orders/quote-view';
import { codAllows, type CheckoutPayments, type PaymentMethod } from '../../src/domain/orders/payment';
import { useT } from '../../src/isomorphic/i18n';

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

export type Method = PaymentMethod;
export interface Ledgers {
  wallet: { enabled: boolean; balance: number };
  udhaar: { enabled: boolean; limit: number; owed: number };
}

export function AddressChoices(p: {
  addresses: CheckoutAddress[];
  selected: string | null;
  currency: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useT();
  const money = (v: number) => formatMoney(v, p.currency);
  return (
    <div className="choice-list" role="radiogroup" aria-labelledby="checkout-address-title">
      {p.addresses.map((a) => {
        const info = a.delivery.ok
          ? `${a.distanceKm != null ? `${t('checkout.choices.distance', { km: a.distanceKm })} · ` : ''}${a.delivery.charge ? t('checkout.choices.delivery', { amount: money(a.delivery.charge) }) : t('checkout.choices.freeDelivery')}`
          : a.delivery.rsn;
        return (
          <label key={a.id} className={`choice${a.delivery.ok ? '' : ' is-off'}`} data-testid="checkout-address">
            <input
              type="radio"
              form={FORM_ID}
              name="address_id"
              value={a.id}
              checked={p.selected === a.id}
              onChange={() => p.onChoose(a.id)}
            />
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
  method: Method;
  total: number;
  currency: string;
  ledgers: Ledgers;
  walletRupees: string;
  payments: CheckoutPayments;
  onChoose: (m: Method) => void;
  onWalletRupees: (v: string) => void;
  onWalletDone: () => void;
}) {
  const { t } = useT();
  const money = (v: number) => formatMoney(v, p.currency);
  const { wallet, udhaar } = p.ledgers;
  const available = Math.max(0, udhaar.limit - udhaar.owed);
  const walletUse = Math.min(wallet.balance, p.total);
  const cod = codAllows(p.payments, p.total, money);
  // the rule's sentence in the page's language: its money values written as this page writes money
  const codOff = cod.ok
    ? undefined
    : t(
        cod.say.id,
        Object.fromEntries(
          Object.entries(cod.say.values ?? {}).map(([k, v]) => [
            k,
            typeof v === 'object' && 'paise' in v ? money(v.paise) : String(v),
          ]),
        ),
      );
  const options: { value: Method; title: string; note: string; off?: string }[] = [
    ...(p.payments.upi
      ? [
          {
            value: 'UPI' as const,
            title: t('checkout.choices.upi'),
            note: t('checkout.choices.upiNote'),
          },
        ]
      : []),
    { value: 'COD', title: t('checkout.choices.cod'), note: t('checkout.choices.codNote'), off: codOff },
    ...(wallet.enabled
      ? [
          {
            value: 'WALLET' as const,
            title: t('checkout.choices.wallet', { balance: money(wallet.balance) }),
            note:
              wallet.balance >= p.total
                ? t('checkout.choices.walletAll')
                : t('checkout.choices.walletPart', { fromWallet: money(walletUse), rest: money(p.total - walletUse) }),
            off: wallet.balance <= 0 ? t('checkout.choices.walletEmpty') : undefined,
          },
        ]
      : []),
    ...(udhaar.enabled
      ? [
          {
            value: 'UDHAAR' as const,
            title: t('checkout.choices.udhaar', { available: money(available), limit: money(udhaar.limit) }),
            note: t('checkout.choices.udhaarNote'),
            off:
              p.total > available
                ? t('checkout.choices.udhaarOver', { total: money(p.total), available: money(available) })
                : undefined,
          },
        ]
      : []),
  ];
  return (
    <div className="choice-list" role="radiogroup" aria-labelledby="checkout-payment-title">
      {options.map((o) => (
        <label key={o.value} className={`choice${o.off ? ' is-off' : ''}`} data-testid={`pay-${o.value}`}>
          <input
            type="radio"
            form={FORM_ID}
            name="payment_method"
            value={o.value}
            checked={p.method === o.value}
            disabled={!!o.off}
            onChange={() => p.onChoose(o.value)}
          />
          <span className="choice-body">
            <strong>{o.title}</strong>
            <span className={o.off ? 'choice-note is-problem' : 'choice-note'}>{o.off ?? o.note}</span>
          </span>
        </label>
      ))}
      {p.method === 'WALLET' && wallet.balance > 0 ? (
        <div className="field-group wallet-amount">
          <label className="field" htmlFor="wallet-rupees">
            {t('checkout.choices.walletAmount', { max: money(walletUse) })}
          </label>
          <input
            id="wallet-rupees"
            form={FORM_ID}
            name="wallet_rupees"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={p.walletRupees}
            onChange={(e) => p.onWalletRupees(e.target.value)}
            onBlur={p.onWalletDone}
            aria-describedby="wallet-rupees-note"
          />
          <p id="wallet-rupees-note" className="muted small">
            {t('checkout.choices.walletAmountNote')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
