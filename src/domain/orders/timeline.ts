/** The tracking page's timeline and the sentences around it (DESIGN 7 statuses). */
import { PROGRESS, type OrderStatus } from './status';

export interface StatusTimes {
  status: OrderStatus;
  created_at: number;
  accepted_at: number | null;
  packed_at: number | null;
  shipped_at: number | null;
  delivered_at: number | null;
  cancelled_at: number | null;
  rejected_at: number | null;
  returned_at?: number | null;
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  at: number | null;
  /** done: reached; current: where the order is now; todo: still to come; stopped: cancelled or rejected here. */
  state: 'done' | 'current' | 'todo' | 'stopped';
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: 'Order placed',
  ACCEPTED: 'Accepted by the shop',
  PACKED: 'Packed',
  SHIPPED: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REJECTED: 'Declined by the shop',
  AWAITING_PAYMENT: 'Waiting for your UPI payment',
  PAYMENT_SUBMITTED: 'Payment sent, the shop is checking it',
  RETURNED: 'Returned to the shop',
};

function statusTime(o: StatusTimes, status: OrderStatus): number | null {
  if (status === 'PLACED' || status === 'AWAITING_PAYMENT') return o.created_at;
  if (status === 'PAYMENT_SUBMITTED') return null;
  return o[`${status.toLowerCase()}_at` as keyof StatusTimes] as number | null;
}

/**
 * The happy path with the time each step was reached. A cancelled or rejected order shows the steps it
 * reached and then where it stopped; the steps it never reached are left out.
 */
export function orderTimeline(o: StatusTimes): TimelineStep[] {
  const stopped = o.status === 'CANCELLED' || o.status === 'REJECTED' || o.status === 'RETURNED';
  if (o.status === 'AWAITING_PAYMENT' || o.status === 'PAYMENT_SUBMITTED') {
    // an unpaid UPI order: the payment step is where it is, the whole happy path is still to come
    return [
      { status: o.status, label: STATUS_LABELS[o.status], at: statusTime(o, o.status), state: 'current' },
      ...PROGRESS.map((s): TimelineStep => ({ status: s, label: STATUS_LABELS[s], at: null, state: 'todo' })),
    ];
  }
  const reached = PROGRESS.filter((s) => s === 'PLACED' || statusTime(o, s) !== null);
  if (stopped) {
    return [
      ...reached.map(
        (s): TimelineStep => ({ status: s, label: STATUS_LABELS[s], at: statusTime(o, s), state: 'done' }),
      ),
      { status: o.status, label: STATUS_LABELS[o.status], at: statusTime(o, o.status), state: 'stopped' },
    ];
  }
  const here = PROGRESS.indexOf(o.status);
  return PROGRESS.map(
    (s, i): TimelineStep => ({
      status: s,
      label: STATUS_LABELS[s],
      at: i <= here ? statusTime(o, s) : null,
      state: i < here || (i === here && s === 'DELIVERED') ? 'done' : i === here ? 'current' : 'todo',
    }),
  );
}

/** What the shopper can expect next, in one sentence. */
export function nextStepText(status: OrderStatus, shopName: string): string {
  switch (status) {
    case 'PLACED':
      return `${shopName} has your order and will confirm it shortly. You can still cancel it until then.`;
    case 'ACCEPTED':
      return `${shopName} has accepted your order and is getting it ready.`;
    case 'PACKED':
      return 'Your order is packed and will leave the shop soon.';
    case 'SHIPPED':
      return 'Your order is on its way to you.';
    case 'DELIVERED':
      return 'Your order was delivered. Thank you for shopping with us!';
    case 'CANCELLED':
      return 'This order was cancelled. Anything paid from your wallet or put on udhaar has been returned.';
    case 'REJECTED':
      return `${shopName} could not take this order. Anything paid from your wallet or put on udhaar has been returned.`;
    case 'AWAITING_PAYMENT':
      return `Pay with any UPI app, then send us the 12-digit UPI reference (UTR). Unpaid orders are cancelled after 30 minutes.`;
    case 'PAYMENT_SUBMITTED':
      return `${shopName} is checking your UPI payment and will confirm the order shortly.`;
    case 'RETURNED':
      return `This order came back to ${shopName}. Anything paid from your wallet or put on udhaar has been returned.`;
  }
}
