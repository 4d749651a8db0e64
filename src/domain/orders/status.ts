import { said, type Said } from '../i18n/said';
import type { MessageId } from '../i18n/messages/en';
import type { ProblemOf, Result } from '../../core/result';

/** Order statuses and who may move an order where (DESIGN.md section 7, UPI payment states). */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PAYMENT_SUBMITTED',
  'PLACED',
  'ACCEPTED',
  'PACKED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REJECTED',
  'RETURNED',
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

/** A refusal says its sentence as a message id (`say`, messages/{en,hi,ta}/order-moves.ts) beside its English `rsn`. */
export type TransitionResult = Result<object, { code: 'NOT_ALLOWED' | 'FINAL' | 'SAME'; rsn: string; say: Said }>;

/** A status as a refusal names it ("Accepted"), in the shopper's or owner's language. */
const statusWord = (status: OrderStatus): Said => said(`problem.status.${status}` as MessageId);

/** The move refusals' English, by message id: the `rsn` each carries (render/i18n.ts `speak` says it in others). */
const ENGLISH = {
  'problem.move.utrAlreadySent': () => 'The UPI reference for this order was already sent; the shop is checking it.',
  'problem.move.already': (v: Names) => `The order is already ${v.status}.`,
  'problem.move.final': (v: Names) => `This order is ${v.status} and can no longer change.`,
  'problem.move.onlyUnpaidExpires': () => 'Only an order waiting for payment expires.',
  'problem.move.providerConfirmsUnpaid': () => 'A payment provider only confirms an unpaid UPI order.',
  'problem.move.utrSentByYou': () => 'You have already sent the UPI reference for this order.',
  'problem.move.notAwaitingUpi': () => 'This order is not waiting for a UPI payment.',
  'problem.move.tooLateToCancel': () =>
    'The shop has already accepted this order, so it can no longer be cancelled here. Please call the shop.',
  'problem.move.shopOnly': () => 'Only the shop can change this order.',
  'problem.move.rejectNewOnly': () => 'Only a new order can be rejected; cancel it instead.',
  'problem.move.confirmUpiFirst': () => 'Confirm the UPI payment first: this order has not been paid yet.',
  'problem.move.returnShippedOnly': () => 'Only an order out for delivery can come back as refused.',
  'problem.move.alreadyPaid': () => 'This order is already paid or cash on delivery.',
  'problem.move.nextStep': (v: Names) => `An order that is ${v.status} moves next to ${v.next}.`,
} as const;
type Names = { status?: string; next?: string };
type MoveMessage = keyof typeof ENGLISH;

function refusal(
  code: 'NOT_ALLOWED' | 'FINAL' | 'SAME',
  id: MoveMessage,
  statuses: { status?: OrderStatus; next?: OrderStatus } = {},
): TransitionResult {
  const names: Names = {
    status: statuses.status && label(statuses.status),
    next: statuses.next && label(statuses.next),
  };
  const values: Record<string, Said> = {};
  if (statuses.status) values.status = statusWord(statuses.status);
  if (statuses.next) values.next = statusWord(statuses.next);
  return { ok: false, code, rsn: ENGLISH[id](names), say: said(id, Object.keys(values).length ? values : undefined) };
}
const refuse = (id: MoveMessage, statuses?: { status?: OrderStatus; next?: OrderStatus }) =>
  refusal('NOT_ALLOWED', id, statuses);

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
    return to === 'PAYMENT_SUBMITTED'
      ? refusal('SAME', 'problem.move.utrAlreadySent')
      : refusal('SAME', 'problem.move.already', { status: to });
  }
  if (isFinal(from)) return refusal('FINAL', 'problem.move.final', { status: from });
  if (actor === 'system') {
    if (to === 'CANCELLED')
      return from === 'AWAITING_PAYMENT' ? { ok: true } : refuse('problem.move.onlyUnpaidExpires');
    return to === 'PLACED' && isUnpaid(from) ? { ok: true } : refuse('problem.move.providerConfirmsUnpaid');
  }
  if (actor === 'shopper') {
    if (to === 'CANCELLED' && (from === 'PLACED' || isUnpaid(from))) return { ok: true };
    if (to === 'PAYMENT_SUBMITTED' && from === 'AWAITING_PAYMENT') return { ok: true };
    if (to === 'PAYMENT_SUBMITTED')
      return refuse(from === 'PAYMENT_SUBMITTED' ? 'problem.move.utrSentByYou' : 'problem.move.notAwaitingUpi');
    if (to === 'CANCELLED') return refuse('problem.move.tooLateToCancel');
    return refuse('problem.move.shopOnly');
  }
  if (to === 'CANCELLED') return { ok: true };
  if (to === 'REJECTED')
    return from === 'PLACED' || isUnpaid(from) ? { ok: true } : refuse('problem.move.rejectNewOnly');
  if (isUnpaid(from)) {
    if (to === 'PLACED') return { ok: true };
    if (to === 'AWAITING_PAYMENT') return { ok: true };
    return refuse('problem.move.confirmUpiFirst');
  }
  if (to === 'RETURNED') return from === 'SHIPPED' ? { ok: true } : refuse('problem.move.returnShippedOnly');
  if (to === 'AWAITING_PAYMENT' || to === 'PAYMENT_SUBMITTED') return refuse('problem.move.alreadyPaid');
  const step = PROGRESS.indexOf(to) - PROGRESS.indexOf(from);
  if (step === 1) return { ok: true };
  return refuse('problem.move.nextStep', { status: from, next: PROGRESS[PROGRESS.indexOf(from) + 1] });
}

export type MoveRefusalCode = 'NOT_FOUND' | 'BUSY' | TransitionFailureCode;
type TransitionFailureCode = ProblemOf<TransitionResult>['code'];

/** Why a move found no order to move (the shopper's own orders only, for a shopper). */
export const ORDER_NOT_FOUND = {
  ok: false,
  code: 'NOT_FOUND',
  rsn: 'We could not find that order.',
  say: said('problem.move.notFound'),
} as const;

/** The owner API's answer for an order id the shop does not have (src/admin/order-routes.ts). */
export const NO_SUCH_ORDER = {
  code: 'NOT_FOUND',
  rsn: 'This shop has no such order.',
  say: said('problem.move.noSuchOrder'),
} as const;
/** Confirming a payment of an order not paid by UPI (src/admin/order-routes.ts). */
export const NOT_UPI = {
  code: 'NOT_UPI',
  rsn: 'This order is not paid by UPI.',
  say: said('problem.move.notUpi'),
} as const;

/** Another move changed the order first; `now` is the status it has now. */
export function orderBusy(now: OrderStatus | null) {
  return {
    ok: false,
    code: 'BUSY',
    rsn: `This order just changed${now ? ` (it is now ${label(now)})` : ''}. Please try again.`,
    say: now ? said('problem.move.busyNow', { status: statusWord(now) }) : said('problem.move.busy'),
  } as const;
}

/** Cancelling or rejecting refunds what was paid from the wallet or charged to udhaar. */
export function refundsOnTransition(to: OrderStatus): boolean {
  return to === 'CANCELLED' || to === 'REJECTED' || to === 'RETURNED';
}

export function label(status: OrderStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}
