import type { Bindings } from '../../env';
import type { Shop } from '../../data/shop/shop-db';
import { forgetPhotos } from './forget-photos';
import { photoIdsOf, removeCategory, removeItem, restoreItem } from '../../data/shop/item-removal';
import {
  categoryNotEmpty,
  MOVE_TO_SAME,
  NO_SUCH_CATEGORY,
  NO_SUCH_ITEM,
  NOT_ARCHIVED,
  type OwnerRefusal,
  unknownMoveTo,
} from '../../domain/owner/refusals';
import { ownerChanged, type Done, type Refused } from './use-cases';

export { forgetPhotos };

/**
 * Removing items and categories, for the owner API's DELETE calls and the console's confirmations alike
 * (issue #38): an item no order names is deleted with its photos' files, one an order names is archived.
 */

const refusal = (
  status: number,
  r: OwnerRefusal,
  extra: Record<string, unknown> = {},
): Refused & Record<string, unknown> => ({
  ok: false,
  status,
  rsn: r.rsn,
  code: r.code,
  field: r.field ?? 'body',
  path: [r.field ?? 'body'],
  say: r.say,
  ...extra,
});

export async function deleteItem(
  env: Bindings,
  shop: Shop,
  itemId: string,
  requestId?: string,
): Promise<Done<{ removed: 'deleted' | 'archived' }>> {
  const storeId = shop.id;
  const { removed, item } = await removeItem(shop, itemId, Date.now());
  if (removed === 'missing' || !item) return refusal(404, NO_SUCH_ITEM);
  if (removed === 'deleted') await forgetPhotos(shop, photoIdsOf(storeId, item));
  await ownerChanged(env, storeId, `item ${removed}`, requestId, true);
  return { ok: true, value: { removed } };
}

export async function bringBackItem(
  env: Bindings,
  shop: Shop,
  itemId: string,
  requestId?: string,
): Promise<Done<{ restored: true }>> {
  const storeId = shop.id;
  const res = await restoreItem(shop, itemId, Date.now());
  if (res === 'missing') return refusal(404, NO_SUCH_ITEM);
  if (res === 'live') return refusal(409, NOT_ARCHIVED);
  await ownerChanged(env, storeId, 'item restored', requestId, true);
  return { ok: true, value: { restored: true } };
}

/** 409 CATEGORY_NOT_EMPTY carries `count`, the items still in it. */
export async function deleteCategory(
  env: Bindings,
  shop: Shop,
  catId: string,
  moveTo?: string,
  requestId?: string,
): Promise<Done<{ moved: number }>> {
  const storeId = shop.id;
  if (moveTo !== undefined && moveTo === catId) return refusal(400, MOVE_TO_SAME);
  const res = await removeCategory(shop, catId, moveTo);
  if (res.removed === 'missing') return refusal(404, NO_SUCH_CATEGORY);
  if (res.removed === 'no-target') return refusal(400, unknownMoveTo(moveTo ?? ''));
  if (res.removed === 'not-empty') return refusal(409, categoryNotEmpty(res.count), { count: res.count });
  await ownerChanged(env, storeId, 'category deleted', requestId);
  return { ok: true, value: { moved: res.removed === 'deleted' ? res.moved : 0 } };
}
