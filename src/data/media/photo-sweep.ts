import type { Bindings } from '../../env';
import { deletePhotoFiles, photoInUse } from '../shop/item-removal';
import type { ShopData } from '../shop/shop-data';
import { log } from '../../core/log';

/**
 * Photos taken out of items (or whose item was deleted) leave R2 after a grace period, not at once: a page
 * kept by the edge cache or a browser may still show the photo for a while, and an owner who puts the same
 * photo back meanwhile keeps its files. The shop's object notes each photo with the time it may go (in its own
 * key-value storage) and its alarm sweeps those that are due and that nothing of the shop shows by then.
 */

export const PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;
/** Most photos one alarm sweeps; the next alarm (rung soon after) takes the rest. */
export const PHOTOS_PER_SWEEP = 50;
const PREFIX = 'photo-gone:';

export const sweepKey = (photoId: string) => `${PREFIX}${photoId}`;

/** Notes the photos to sweep at `now` + the grace period; answers when the first is due. */
export async function notePhotosGone(
  storage: DurableObjectStorage,
  photoIds: readonly string[],
  now: number,
): Promise<number> {
  const due = now + PHOTO_GRACE_MS;
  // a photo noted twice waits from the later removal
  await storage.put(Object.fromEntries(photoIds.map((id) => [sweepKey(id), due])));
  return due;
}

export type PhotoSweep = { files: number; swept: number; nextDue: number | null };

/**
 * Removes the stored files of every noted photo that is due and no longer shown; a photo shown again is simply
 * forgotten. A failure keeps the note for the next alarm (files stay a little longer, never a broken page).
 */
export async function sweepGonePhotos(
  storage: DurableObjectStorage,
  shop: ShopData,
  env: Pick<Bindings, 'MEDIA'>,
  now: number,
): Promise<PhotoSweep> {
  const noted = await storage.list<number>({ prefix: PREFIX });
  let files = 0;
  let swept = 0;
  let nextDue: number | null = null;
  for (const [key, due] of noted) {
    if (due > now || swept >= PHOTOS_PER_SWEEP) {
      nextDue = Math.min(nextDue ?? Infinity, due > now ? due : now + 1000);
      continue;
    }
    const photoId = key.slice(PREFIX.length);
    try {
      if (!(await photoInUse(shop, photoId))) files += await deletePhotoFiles(env, shop.id, photoId);
      await storage.delete(key);
      swept++;
    } catch (err) {
      log('warn', 'photo files not swept', { storeId: shop.id, photoId, error: String(err) });
      nextDue = Math.min(nextDue ?? Infinity, now + 60 * 60 * 1000);
    }
  }
  return { files, swept, nextDue };
}
