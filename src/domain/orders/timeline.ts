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
}

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  at: number | null;
  /** done: reached; current: where the order is now; todo: still to come; stopped: cancelled or rejected here. */
  state: 'done' | 'current' | 'todo' | 'stopped';
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  PLACED: 'Order placed', ACCEPTED: 'Accepted by the shop', PACKED: 'Packed', SHIPPED: 'Out for delivery',
  DELIVERED: 'Delivered', CANCELLED: 'Cancelled', REJECTED: 'Declined by the shop',
};

function statusTime(o: StatusTimes, status: OrderStatus): number | null {
  if (status === 'PLACED') return o.created_at;
  return o[`${status.toLowerCase()}_at` as keyof StatusTimes] as number | null;
}

/**
 * The happy path with the time each step was reached. A cancelled or rejected order shows the steps it
 * reached and then where it stopped; the steps it never reached are left out.
 */
export function orderTimeline(o: StatusTimes): TimelineStep[] {
  const stopped = o.status === 'CANCELLED' || o.status === 'REJECTED';
  const reached = PROGRESS.filter((s) => s === 'PLACED' || statusTime(o, s) !== null);
  if (stopped) {
    return [
      ...reached.map((s): TimelineStep => ({ status: s, label: STATUS_LABELS[s], at: statusTime(o, s), state: 'done' })),
      { status: o.status, label: STATUS_LABELS[o.status], at: statusTime(o, o.status), state: 'stopped' },
    ];
  }
  const here = PROGRESS.indexOf(o.status);
  return PROGRESS.map((s, i): TimelineStep => ({
    status: s, label: STATUS_LABELS[s], at: i <= here ? statusTime(o, s) : null,
    state: i < here || (i === here && s === 'DELIVERED') ? 'done' : i === here ? 'current' : 'todo',
  }));
}

/** What the shopper can expect next, in one sentence. */
export function nextStepText(status: OrderStatus, shopName: string): string {
  switch (status) {
    case 'PLACED': return `${shopName} has your order and will confirm it shortly. You can still cancel it until then.`;
    case 'ACCEPTED': return `${shopName} has accepted your order and is getting it ready.`;
    case 'PACKED': return 'Your order is packed and will leave the shop soon.';
    case 'SHIPPED': return 'Your order is on its way to you.';
    case 'DELIVERED': return 'Your order was delivered. Thank you for shopping with us!';
    case 'CANCELLED': return 'This order was cancelled. Anything paid from your wallet or put on udhaar has been returned.';
    case 'REJECTED': return `${shopName} could not take this order. Anything paid from your wallet or put on udhaar has been returned.`;
  }
}
