import type { Bindings } from '../../env';
import { moveOrder, type MoveFacts, type MoveOutcome } from '../../data/orders-status';
import { openShop } from '../../data/shop-db';
import type { Actor, OrderStatus } from '../../domain/orders/status';

export interface MoveRequest { storeId: string; orderId: string; to: OrderStatus; actor: Actor; note?: string; uid?: string; facts?: MoveFacts }
export type MoveReply = Extract<MoveOutcome, { ok: true }> | (Extract<MoveOutcome, { ok: false }> & { http: 404 | 409 });

/**
 * The status-move use case every surface shares (the owner API, the shopper's cancel in the API and on the
 * tracking page): the data layer says what happened, this decides how HTTP tells it.
 */
export async function moveOrderStatus(env: Bindings, m: MoveRequest): Promise<MoveReply> {
  const moved = await moveOrder(openShop(env, m.storeId), { ...m, now: Date.now() });
  if (moved.ok) return moved;
  return { ...moved, http: moved.code === 'NOT_FOUND' ? 404 : 409 };
}
