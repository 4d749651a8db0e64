import { parsePhotoRef } from './photo-ref';

/**
 * An item's pictures are IMAGE (the main one) followed by IMAGES. An uploaded photo is added at the end; the
 * generated art (`/img/p/…`) and empty entries are only stand-ins for a missing photo, so they give way to it.
 */

export const MAX_ITEM_IMAGES = 11; // IMAGE + at most 10 IMAGES (the owner API's limit)

type Pictures = { IMAGE: string; IMAGES: string[] };

const isStandIn = (url: string) => url.trim() === '' || url.startsWith('/img/p/');

function asPictures(list: string[]): Pictures {
  return { IMAGE: list[0] ?? '', IMAGES: list.slice(1) };
}

export function picturesOf(item: Pictures): string[] {
  return [item.IMAGE, ...item.IMAGES].filter((u) => !isStandIn(u));
}

/** The item's pictures with the photo added last (once), or 'full' when it already has the most it may have. */
export function withPhoto(item: Pictures, path: string): Pictures | 'full' {
  const list = picturesOf(item);
  if (list.includes(path)) return asPictures(list);
  if (list.length >= MAX_ITEM_IMAGES) return 'full';
  return asPictures([...list, path]);
}

/** The item's pictures without that photo, or null when the item does not have it. */
export function withoutPhoto(item: Pictures, storeId: string, photoId: string): Pictures | null {
  const list = [item.IMAGE, ...item.IMAGES].filter((u) => u !== '');
  const keep = list.filter((u) => {
    const ref = parsePhotoRef(u);
    return !(ref && ref.storeId === storeId && ref.id === photoId);
  });
  return keep.length === list.length ? null : asPictures(keep);
}

export type PhotoMove = 'main' | 'up' | 'down';

/**
 * The item's pictures with the one at `index` moved (to the front, or one place up or down), or null when `index`
 * is not that picture any more (`expected`: the picture the owner saw there) or the move goes nowhere.
 */
export function withPhotoMoved(item: Pictures, index: number, expected: string, move: PhotoMove): Pictures | null {
  const list = picturesOf(item);
  if (!Number.isInteger(index) || list[index] !== expected) return null;
  const to = move === 'main' ? 0 : move === 'up' ? index - 1 : index + 1;
  if (to < 0 || to >= list.length || to === index) return null;
  const next = [...list];
  next.splice(index, 1);
  next.splice(to, 0, expected);
  return asPictures(next);
}

/** The item's pictures without the one at `index`, or null when `index` is not that picture any more. */
export function withoutPictureAt(item: Pictures, index: number, expected: string): Pictures | null {
  const list = picturesOf(item);
  if (!Number.isInteger(index) || list[index] !== expected) return null;
  return asPictures(list.filter((_, i) => i !== index));
}
