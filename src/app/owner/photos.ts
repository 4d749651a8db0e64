import type { Bindings } from '../../env';
import type { Category } from '../../domain/tables/categories';
import type { Item } from '../../domain/tables/items';
import { readCategory, readItem, updateCategory, updateItem } from '../../data/shop/owner-catalogue';
import type { Shop } from '../../data/shop/shop-db';
import { storePhoto } from '../../data/media/photo-store';
import { parsePhotoRef, photoPath, type PhotoRef } from '../../domain/images/photo-ref';
import {
  MAX_ITEM_IMAGES,
  picturesOf,
  withoutPhoto,
  withoutPictureAt,
  withPhoto,
  withPhotoMoved,
  type PhotoMove,
} from '../../domain/images/item-photos';
import { ownerChanged, type Done } from './use-cases';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, type PhotoRefusal } from '../../domain/images/upload-rules';
import { NO_SUCH_CATEGORY, NO_SUCH_ITEM } from '../../domain/owner/refusals';
import {
  LOGO_NOT_SAVED,
  NO_SUCH_PHOTO,
  NO_SUCH_SHOP,
  photoRefused,
  tooManyPhotos,
} from '../../domain/owner/setting-refusals';
import { forgetPhotos } from './item-removal';

const full = { ok: false as const, status: 409, ...tooManyPhotos(MAX_ITEM_IMAGES), field: 'photo', path: ['photo'] };
const noItem = { ok: false as const, status: 404, ...NO_SUCH_ITEM, field: 'itemId', path: ['itemId'] };
const PHOTO_LIMITS = { maxMb: MAX_PHOTO_BYTES / 1024 / 1024, minSide: MIN_PHOTO_SIDE, maxSide: MAX_PHOTO_SIDE };

/**
 * A photo's bytes, or the upload they are still to be read from (upload-body.ts): a use case reads it only after
 * the checks that need no photo, so an unknown item is refused before a 15 MB body is read.
 */
export type PhotoBytes = Uint8Array | (() => Promise<Done<Uint8Array>>);

async function storeUpload(env: Bindings, storeId: string, photo: PhotoBytes): Promise<Done<PhotoRef>> {
  const bytes = typeof photo === 'function' ? await photo() : { ok: true as const, value: photo };
  if (!bytes.ok) return bytes;
  const stored = await storePhoto(env, storeId, bytes.value as Uint8Array<ArrayBuffer>);
  return stored.ok ? { ok: true, value: stored.ref } : refusedPhoto(stored);
}

/**
 * A photo added to an item (the owner API's photos call, the console's item page): checked and cleaned from its
 * bytes, kept once, named at the end of the item's pictures.
 */
export async function addItemPhoto(
  env: Bindings,
  shop: Shop,
  itemId: string,
  photo: PhotoBytes,
): Promise<Done<{ photo: PhotoRef; item: Item }>> {
  const storeId = shop.id;
  const item = await readItem(shop, itemId);
  if (!item) return noItem;
  if (picturesOf(item).length >= MAX_ITEM_IMAGES) return full;
  const stored = await storeUpload(env, storeId, photo);
  if (!stored.ok) return stored;
  const pictures = withPhoto(item, photoPath(storeId, stored.value.id));
  if (pictures === 'full') return full;
  if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem;
  await ownerChanged(env, storeId, 'item photo added', undefined, true);
  return { ok: true, value: { photo: stored.value, item: (await readItem(shop, itemId))! } };
}

function refusedPhoto(stored: PhotoRefusal) {
  return {
    ok: false as const,
    status: stored.status,
    ...photoRefused(stored, PHOTO_LIMITS),
    field: 'photo',
    path: ['photo'],
  };
}

/** The shop's logo (STORE_IMAGE), as POST /logo sets it. */
export async function setLogo(
  env: Bindings,
  shop: Shop,
  photo: PhotoBytes,
): Promise<Done<{ photo: PhotoRef; logo: string }>> {
  const storeId = shop.id;
  const stored = await storeUpload(env, storeId, photo);
  if (!stored.ok) return stored;
  const logo = photoPath(storeId, stored.value.id);
  const result = await shop.call('editStore', { set: { STORE_IMAGE: logo } });
  if (!result) return { ok: false, status: 404, ...NO_SUCH_SHOP, field: 'storeId', path: ['storeId'] };
  if (!result.ok) return { ok: false, status: 400, ...LOGO_NOT_SAVED, field: 'photo', path: ['photo'] };
  await ownerChanged(env, storeId, 'logo');
  return { ok: true, value: { photo: stored.value, logo } };
}

/** A category's picture (CAT_IMAGE), as POST /categories/{catId}/photo sets it. */
export async function setCategoryPhoto(
  env: Bindings,
  shop: Shop,
  catId: string,
  photo: PhotoBytes,
): Promise<Done<{ photo: PhotoRef; category: Category }>> {
  const storeId = shop.id;
  const noCategory = { ok: false as const, status: 404, ...NO_SUCH_CATEGORY, field: 'catId', path: ['catId'] };
  if (!(await readCategory(shop, catId))) return noCategory;
  const stored = await storeUpload(env, storeId, photo);
  if (!stored.ok) return stored;
  if (!(await updateCategory(shop, catId, { CAT_IMAGE: photoPath(storeId, stored.value.id) }))) return noCategory;
  await ownerChanged(env, storeId, 'category photo');
  const category = await readCategory(shop, catId);
  return category ? { ok: true, value: { photo: stored.value, category } } : noCategory;
}

/** The picture the owner saw at `index` (`expected`) is no longer there: the page is out of date, nothing changed. */
const photoGone = { ok: false as const, status: 409, ...NO_SUCH_PHOTO, field: 'photo', path: ['photo'] };

/** The item's picture at `index` made the main one, or moved one place up or down (the console's item page). */
export async function arrangeItemPhoto(
  env: Bindings,
  shop: Shop,
  itemId: string,
  index: number,
  expected: string,
  move: PhotoMove,
): Promise<Done<Item>> {
  const storeId = shop.id;
  const item = await readItem(shop, itemId);
  if (!item) return noItem;
  const pictures = withPhotoMoved(item, index, expected, move);
  if (!pictures) return photoGone;
  if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem;
  await ownerChanged(env, storeId, 'item photos arranged', undefined, true);
  return { ok: true, value: (await readItem(shop, itemId))! };
}

/** A photo of ours taken out of the item's pictures by its id (the owner API); its files go unless something else shows it. */
export async function removeItemPhoto(env: Bindings, shop: Shop, itemId: string, photoId: string): Promise<Done<Item>> {
  const item = await readItem(shop, itemId);
  if (!item) return noItem;
  const pictures = withoutPhoto(item, shop.id, photoId);
  if (!pictures) return { ok: false, status: 404, ...NO_SUCH_PHOTO, field: 'photoId', path: ['photoId'] };
  if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem;
  await forgetPhotos(shop, [photoId]);
  await ownerChanged(env, shop.id, 'item photo removed', undefined, true);
  return { ok: true, value: (await readItem(shop, itemId))! };
}

/** The item's picture at `index` taken out; a photo of ours also leaves the bucket unless something else shows it. */
export async function removeItemPicture(
  env: Bindings,
  shop: Shop,
  itemId: string,
  index: number,
  expected: string,
): Promise<Done<Item>> {
  const storeId = shop.id;
  const item = await readItem(shop, itemId);
  if (!item) return noItem;
  const pictures = withoutPictureAt(item, index, expected);
  if (!pictures) return photoGone;
  if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem;
  const ref = parsePhotoRef(expected);
  if (ref && ref.storeId === storeId) await forgetPhotos(shop, [ref.id]);
  await ownerChanged(env, storeId, 'item photo removed', undefined, true);
  return { ok: true, value: (await readItem(shop, itemId))! };
}
