/**
 * The bill of an order, for checkout (live, in the island) and the success and tracking pages (server):
 * every line of the totals, then how it is paid. Amounts are paise; no hooks, so the server renders it too.
 */
import { formatMoney } from '../../src/domain/money';

interface BillTotals { subtotal: number; gst: number; delivery: number; extra_charges: number; discount: number; total: number }
interface BillSplit { method: 'COD' | 'WALLET' | 'UDHAAR' | 'UPI'; fromWallet: number; toUdhaar: number; byUpi?: number; cashDue: number }

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
  const money = (v: number) => formatMoney(v, p.currency);
  const t = p.totals;
  const km = p.distanceKm != null ? ` (${p.distanceKm} km)` : '';
  const rows: [string, string, string?][] = [
    [`Items (${p.itemsCount})`, money(t.subtotal)],
    ...(t.gst ? [['GST', money(t.gst)] as [string, string]] : []),
    [`Delivery${km}`, t.delivery ? money(t.delivery) : 'Free'],
    ...p.extras.map((e) => [e.name, money(e.amount)] as [string, string]),
    ...(t.discount ? [[`Coupon ${p.couponCode ?? ''}`.trim(), `−${money(t.discount)}`, 'is-saving'] as [string, string, string]] : []),
  ];
  const s = p.split;
  const paid: [string, string][] = s
    ? [
        ...(s.fromWallet ? [['Paid from wallet', `−${money(s.fromWallet)}`] as [string, string]] : []),
        ...(s.toUdhaar ? [['On udhaar (pay the shop later)', money(s.toUdhaar)] as [string, string]] : []),
        ...(s.byUpi ? [['By UPI', money(s.byUpi)] as [string, string]] : []),
        ...(s.cashDue || (!s.fromWallet && !s.toUdhaar && !s.byUpi) ? [['Cash on delivery', money(s.cashDue)] as [string, string]] : []),
      ]
    : [];
  return (
    <dl className="bill order-bill" data-testid="order-bill">
      {rows.map(([k, v, cls]) => <div key={k} className={cls}><dt>{k}</dt><dd>{v}</dd></div>)}
      <div className="bill-total"><dt>{p.mode === 'order' ? 'Order total' : 'Total'}</dt><dd data-testid="order-total">{money(t.total)}</dd></div>
      {paid.map(([k, v]) => <div key={k} className="bill-pay"><dt>{k}</dt><dd>{v}</dd></div>)}
    </dl>
  );
}

export interface OrderLineView { key: string; name: string; variant: string; qty: number; lineTotal: number | null; image: string }

/** What was (or will be) ordered; manual shopping-list lines are priced by the shop. */
export function OrderLines({ lines, currency }: { lines: OrderLineView[]; currency: string }) {
  return (
    <ul className="order-lines" aria-label="Items">
      {lines.map((l) => (
        <li key={l.key}>
          <span className="order-line-name">{l.name}{l.variant ? <span className="muted"> · {l.variant}</span> : null}</span>
          <span className="order-line-qty">× {l.qty}</span>
          <span className="order-line-total">{l.lineTotal === null ? <span className="muted small">Shop will price</span> : formatMoney(l.lineTotal, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
