/** Order statuses and who may move an order where (DESIGN.md section 7). */
export const ORDER_STATUSES = ['PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REJECTED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Actor = 'shopper' | 'owner';

/** The happy path, in order; the tracking timeline draws these. */
export const PROGRESS: OrderStatus[] = ['PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED'];

function isFinal(status: OrderStatus): boolean {
  return status === 'DELIVERED' || status === 'CANCELLED' || status === 'REJECTED';
}

export type TransitionResult = { ok: true } | { ok: false; code: 'NOT_ALLOWED' | 'FINAL' | 'SAME'; rsn: string };

/**
 * Shopper: may cancel while PLACED. Owner: moves forward one step at a time along PROGRESS,
 * cancels any time before DELIVERED, rejects while PLACED.
 */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): TransitionResult {
  if (from === to) return { ok: false, code: 'SAME', rsn: `The order is already ${label(to)}.` };
  if (isFinal(from)) return { ok: false, code: 'FINAL', rsn: `This order is ${label(from)} and can no longer change.` };
  if (actor === 'shopper') {
    if (to === 'CANCELLED' && from === 'PLACED') return { ok: true };
    if (to === 'CANCELLED') return { ok: false, code: 'NOT_ALLOWED', rsn: 'The shop has already accepted this order, so it can no longer be cancelled here. Please call the shop.' };
    return { ok: false, code: 'NOT_ALLOWED', rsn: 'Only the shop can change this order.' };
  }
  if (to === 'CANCELLED') return { ok: true };
  if (to === 'REJECTED') return from === 'PLACED' ? { ok: true } : { ok: false, code: 'NOT_ALLOWED', rsn: 'Only a new order can be rejected; cancel it instead.' };
  const step = PROGRESS.indexOf(to) - PROGRESS.indexOf(from);
  if (step === 1) return { ok: true };
  return { ok: false, code: 'NOT_ALLOWED', rsn: `An order that is ${label(from)} moves next to ${label(PROGRESS[PROGRESS.indexOf(from) + 1])}.` };
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
  return to === 'CANCELLED' || to === 'REJECTED';
}

export function label(status: OrderStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}
