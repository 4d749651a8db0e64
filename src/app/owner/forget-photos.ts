import type { Shop } from '../../data/shop/shop-db';
import { readItem } from '../../data/shop/owner-catalogue';
import { photoIdsOf } from '../../data/shop/item-removal';
import { log } from '../../core/log';

/**
 * A deleted item's photos, or one taken out of an item: their files leave R2 after a grace period if nothing else
 * of the shop shows them by then (the shop's alarm, data/photo-sweep.ts). A failure leaves files, never a broken page.
 */
export async function forgetPhotos(shop: Shop, photoIds: readonly string[]): Promise<void> {
  const storeId = shop.id;
  if (photoIds.length === 0) return;
  try {
    await shop.forgetPhotos([...photoIds]);
  } catch (err) {
    log('warn', 'photo files not noted for the sweep', { storeId, photoIds, error: String(err) });
  }
}

/**
 * The uploaded photos an item shows before a change that names its pictures (IMAGE or IMAGES); none when the
 * change leaves them alone. After the change, `forgetPhotos` takes them: the sweep keeps those still shown.
 */
export async function photosBeforeChange(shop: Shop, itemId: string, patch: object): Promise<string[]> {
  const storeId = shop.id;
  if (!('IMAGE' in patch) && !('IMAGES' in patch)) return [];
  const item = await readItem(shop, itemId);
  return item ? photoIdsOf(storeId, item) : [];
}
