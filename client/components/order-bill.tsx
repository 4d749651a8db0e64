/**
 * The bill of an order, for checkout (live, in the island) and the success and tracking pages (server):
 * every line of the totals, then how it is paid. Amounts are paise; its words come from the page's (or the island's) messages.
 */
import { formatMoney } from '../../src/domain/money';
import type { PaymentMethod } from '../../src/domain/orders/payment';
import { useT } from '../../src/isomorphic/i18n';

interface BillTotals {
  subtotal: number;
  gst: number;
  delivery: number;
  extra_charges: number;
  discount: number;
  total: number;
}
interface BillSplit {
  method: PaymentMethod;
  fromWallet: number;
  toUdhaar: number;
  byUpi?: number;
  cashDue: number;
}

export interface OrderBillProps {
  currency: string;
  totals: BillTotals;
  extras: { name: string; amount: number }[];
  itemsCount: number;
  couponCode?: string | null;
  distanceKm?: number | null;
  split?: BillSplit | null;
  /** 'quote' before ordering ("To pay"), 'order' after ("Order total"). */
  mode?: 'quote' | 'order';
}

export function OrderBill(p: OrderBillProps) {
  const { t } = useT();
  const money = (v: number) => formatMoney(v, p.currency);
  const totals = p.totals;
  const rows: [string, string, string?][] = [
    [t('order.bill.items', { count: p.itemsCount }), money(totals.subtotal)],
    ...(totals.gst ? [['GST', money(totals.gst)] as [string, string]] : []),
    [
      p.distanceKm != null ? t('order.bill.deliveryKm', { km: p.distanceKm }) : t('order.bill.delivery'),
      totals.delivery ? money(totals.delivery) : t('order.bill.free'),
    ],
    ...p.extras.map((e) => [e.name, money(e.amount)] as [string, string]),
    ...(totals.discount
      ? [
          [t('order.bill.coupon', { code: p.couponCode ?? '' }).trim(), `−${money(totals.discount)}`, 'is-saving'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  const s = p.split;
  const paid: [string, string][] = s
    ? [
        ...(s.fromWallet ? [[t('order.bill.fromWallet'), `−${money(s.fromWallet)}`] as [string, string]] : []),
        ...(s.toUdhaar ? [[t('order.bill.udhaar'), money(s.toUdhaar)] as [string, string]] : []),
        ...(s.byUpi ? [[t('order.bill.upi'), money(s.byUpi)] as [string, string]] : []),
        ...(s.cashDue || (!s.fromWallet && !s.toUdhaar && !s.byUpi)
          ? [[t('order.bill.cod'), money(s.cashDue)] as [string, string]]
          : []),
      ]
    : [];
  return (
    <dl className="bill order-bill" data-testid="order-bill">
      {rows.map(([k, v, cls]) => (
        <div key={k} className={cls}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      <div className="bill-total">
        <dt>{p.mode === 'order' ? t('order.bill.orderTotal') : t('order.bill.total')}</dt>
        <dd data-testid="order-total">{money(totals.total)}</dd>
      </div>
      {paid.map(([k, v]) => (
        <div key={k} className="bill-pay">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface OrderLineView {
  key: string;
  name: string;
  variant: string;
  qty: number;
  lineTotal: number | null;
  image: string;
}

/** What was (or will be) ordered; manual shopping-list lines are priced by the shop. */
export function OrderLines({ lines, currency }: { lines: OrderLineView[]; currency: string }) {
  const { t } = useT();
  return (
    <ul className="order-lines" aria-label={t('order.lines.label')}>
      {lines.map((l) => (
        <li key={l.key}>
          <span className="order-line-name">
            {l.name}
            {l.variant ? <span className="muted"> · {l.variant}</span> : null}
          </span>
          <span className="order-line-qty">× {l.qty}</span>
          <span className="order-line-total">
            {l.lineTotal === null ? (
              <span className="muted small">{t('order.lines.shopPrices')}</span>
            ) : (
              formatMoney(l.lineTotal, currency)
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
