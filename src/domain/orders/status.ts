/** Order statuses and who may move an order where (DESIGN.md section 7, UPI payment states). */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT', 'PAYMENT_SUBMITTED', 'PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REJECTED', 'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** `system`: the payment deadline passing. */
export type Actor = 'shopper' | 'owner' | 'system';

/** The happy path, in order; the tracking timeline draws these. */
export const PROGRESS: OrderStatus[] = ['PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED'];

/** A UPI order before the shop has its money: it waits for the shopper's UTR, then for the owner's check. */
export const UNPAID: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PAYMENT_SUBMITTED'];
export const isUnpaid = (status: OrderStatus): boolean => UNPAID.includes(status);

export function isFinal(status: OrderStatus): boolean {
  return status === 'DELIVERED' || status === 'CANCELLED' || status === 'REJECTED' || status === 'RETURNED';
}

export type TransitionResult = { ok: true } | { ok: false; code: 'NOT_ALLOWED' | 'FINAL' | 'SAME'; rsn: string };
const refuse = (rsn: string): TransitionResult => ({ ok: false, code: 'NOT_ALLOWED', rsn });

/**
 * Shopper: cancels while PLACED or unpaid, and sends the UTR of an AWAITING_PAYMENT order (PAYMENT_SUBMITTED).
 * Owner: confirms a UPI payment (unpaid -> PLACED) or sends it back (PAYMENT_SUBMITTED -> AWAITING_PAYMENT);
 * moves a paid order forward one step at a time along PROGRESS, cancels any time before DELIVERED, rejects
 * while PLACED or unpaid, and marks a shipped order RETURNED when the shopper refused the delivery.
 * System: cancels an AWAITING_PAYMENT order whose payment deadline passed; a payment provider's verified webhook
 * confirms an unpaid order (-> PLACED).
 */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionResult {
  if (from === to) {
    return { ok: false, code: 'SAME', rsn: to === 'PAYMENT_SUBMITTED' ? 'The UPI reference for this order was already sent; the shop is checking it.' : `The order is already ${label(to)}.` };
  }
  if (isFinal(from)) return { ok: false, code: 'FINAL', rsn: `This order is ${label(from)} and can no longer change.` };
  if (actor === 'system') {
    if (to === 'CANCELLED') return from === 'AWAITING_PAYMENT' ? { ok: true } : refuse('Only an order waiting for payment expires.');
    return to === 'PLACED' && isUnpaid(from) ? { ok: true } : refuse('A payment provider only confirms an unpaid UPI order.');
  }
  if (actor === 'shopper') {
    if (to === 'CANCELLED' && (from === 'PLACED' || isUnpaid(from))) return { ok: true };
    if (to === 'PAYMENT_SUBMITTED' && from === 'AWAITING_PAYMENT') return { ok: true };
    if (to === 'PAYMENT_SUBMITTED') return refuse(from === 'PAYMENT_SUBMITTED' ? 'You have already sent the UPI reference for this order.' : 'This order is not waiting for a UPI payment.');
    if (to === 'CANCELLED') return refuse('The shop has already accepted this order, so it can no longer be cancelled here. Please call the shop.');
    return refuse('Only the shop can change this order.');
  }
  if (to === 'CANCELLED') return { ok: true };
  if (to === 'REJECTED') return from === 'PLACED' || isUnpaid(from) ? { ok: true } : refuse('Only a new order can be rejected; cancel it instead.');
  if (isUnpaid(from)) {
    if (to === 'PLACED') return { ok: true };
    if (to === 'AWAITING_PAYMENT') return { ok: true };
    return refuse('Confirm the UPI payment first: this order has not been paid yet.');
  }
  if (to === 'RETURNED') return from === 'SHIPPED' ? { ok: true } : refuse('Only an order out for delivery can come back as refused.');
  if (to === 'AWAITING_PAYMENT' || to === 'PAYMENT_SUBMITTED') return refuse('This order is already paid or cash on delivery.');
  const step = PROGRESS.indexOf(to) - PROGRESS.indexOf(from);
  if (step === 1) return { ok: true };
  return refuse(`An order that is ${label(from)} moves next to ${label(PROGRESS[PROGRESS.indexOf(from) + 1])}.`);
}

export type MoveRefusalCode = 'NOT_FOUND' | 'BUSY' | TransitionFailureCode;
type TransitionFailureCode = Extract<TransitionResult, { ok: false }>['code'];

/** Why a move found no order to move (the shopper's own orders only, for a shopper). */
export const ORDER_NOT_FOUND = { ok: false, code: 'NOT_FOUND', rsn: 'We could not find that order.' } as const;

/** Another move changed the order first; `now` is the status it has now. */
export function orderBusy(now: OrderStatus | null) {
  return { ok: false, code: 'BUSY', rsn: `This order just changed${now ? ` (it is now ${label(now)})` : ''}. Please try again.` } as const;
}

/** Cancelling or rejecting refunds what was paid from the wallet or charged to udhaar. */
export function refundsOnTransition(to: OrderStatus): boolean {
  return to === 'CANCELLED' || to === 'REJECTED' || to === 'RETURNED';
}

export function label(status: OrderStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}
