import { moveOrder, type MoveFacts, type MoveOutcome } from '../../data/shop/orders-status';
import type { Shop } from '../../data/shop/shop-db';
import type { Fail, Ok, ProblemOf } from '../../core/result';
import type { Actor, OrderStatus } from '../../domain/orders/status';

export interface MoveRequest {
  orderId: string;
  to: OrderStatus;
  actor: Actor;
  note?: string;
  uid?: string;
  facts?: MoveFacts;
}
export type MoveReply = Extract<MoveOutcome, Ok> | Fail<ProblemOf<MoveOutcome> & { http: 404 | 409 }>;

/**
 * The status-move use case every surface shares (the owner API, the shopper's cancel in the API and on the
 * tracking page): the data layer says what happened, this decides how HTTP tells it.
 */
export async function moveOrderStatus(shop: Shop, m: MoveRequest): Promise<MoveReply> {
  const moved = await moveOrder(shop, { ...m, now: Date.now() });
  if (moved.ok) return moved;
  return { ...moved, http: moved.code === 'NOT_FOUND' ? 404 : 409 };
}
