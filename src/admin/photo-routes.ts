import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ValidatedContext } from '../core/validated-context';
import type { AppEnv } from '../env';
import { NO_SUCH_CATEGORY, NO_SUCH_ITEM } from '../domain/owner/refusals';
import {
  BAD_FORM,
  LOGO_NOT_SAVED,
  NO_SUCH_PHOTO,
  NO_SUCH_SHOP,
  PHOTO_IN_BODY,
  PHOTO_IN_FIELD,
  photoRefused,
  tooManyPhotos,
} from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { readCategory, readItem, updateCategory, updateItem } from '../data/owner-catalogue';
import { shopOf } from '../middleware/shop-context';
import { readAtMost, type Bytes } from '../data/photo-bytes';
import { storePhoto } from '../data/photo-store';
import { photoPath, type PhotoRef } from '../domain/images/photo-ref';
import { MAX_ITEM_IMAGES, picturesOf, withoutPhoto, withPhoto } from '../domain/images/item-photos';
import { forgetPhotos } from '../app/owner/item-removal';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, TOO_LARGE } from '../domain/images/upload-rules';
import { changed, itemsChanged } from './owner-app';
import type { OwnerApp } from './owner-app';
import { failureSchema, idParam, okSchema } from './schemas/common';

/**
 * Photo uploads: an item's photos, the shop's logo, a category's picture. The body is the image itself
 * (`Content-Type: image/jpeg|png|webp|avif`) or `multipart/form-data` with the file in `photo`; what it is is
 * decided from its bytes. Registered before the owner API's 256 KB body limit: a photo may be up to 15 MB.
 */

const TAG = 'Photos';
/** room for the multipart boundaries and part headers around a 15 MB file */
const MULTIPART_SLACK = 64 * 1024;

const photoOut = z
  .object({
    id: z.string().openapi({ example: '3f2a9c0b1d4e5f60-1200x1600-c8a27a' }),
    width: z.number().int().openapi({ description: 'After the EXIF orientation was applied.' }),
    height: z.number().int(),
    color: z.string().openapi({ description: 'Dominant colour, #rrggbb.', example: '#c8a27a' }),
  })
  .openapi('Photo');
const photoOf = (ref: PhotoRef) => ({ id: ref.id, width: ref.width, height: ref.height, color: ref.color });

const failure = (description: string) => ({ description, content: { 'application/json': { schema: failureSchema } } });
const UPLOAD_FAILURES = {
  400: failure('No photo in the body (or no `photo` field in the form). Nothing was stored.'),
  401: failure('Missing or unknown owner key.'),
  404: failure("No such shop for this key (including another shop's id), or no such item or category."),
  409: failure('The item already has 11 pictures (TOO_MANY_PHOTOS).'),
  413: failure('The photo is over 15 MB (TOO_LARGE).'),
  415: failure(
    'Not a readable JPEG, PNG, WebP or AVIF: text, SVG, GIF, HEIC or a cut-short file (UNSUPPORTED_IMAGE). `rsn` says what to do.',
  ),
  422: failure(
    'Over 40 megapixels, under 100 px on a side, over 16,383 px on a side or more than 25 times as long as wide (IMAGE_DIMENSIONS), read from the header before decoding.',
  ),
} as const;

const binary = { schema: { type: 'string', format: 'binary' } };
const uploadBody = {
  required: true,
  description: 'The image as the body, or a form with the file in `photo`. At most 15 MB.',
  content: {
    'image/jpeg': binary,
    'image/png': binary,
    'image/webp': binary,
    'image/avif': binary,
    'multipart/form-data': {
      schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' } } },
    },
  },
};

const storeParam = { storeId: idParam('storeId', 'dilli-kirana') };
const itemParam = { itemId: idParam('itemId', 'aashirvaad-atta') };

type Handler = (c: Context<AppEnv>, p: Record<string, string>) => Promise<Response>;

function photoRoute(
  app: OwnerApp,
  spec: {
    method: 'post' | 'delete';
    path: string;
    summary: string;
    description: string;
    params: Record<string, z.ZodType<string>>;
    ok: z.ZodType;
    okStatus: 200 | 201;
    upload: boolean;
  },
  handler: Handler,
) {
  const route = createRoute({
    method: spec.method,
    path: `/stores/{storeId}${spec.path}`,
    tags: [TAG],
    summary: spec.summary,
    description: spec.description,
    security: [{ ownerKey: [] }],
    request: { params: z.object({ ...storeParam, ...spec.params }), ...(spec.upload ? { body: uploadBody } : {}) },
    responses: {
      [spec.okStatus]: { description: 'Success', content: { 'application/json': { schema: spec.ok } } },
      ...(spec.upload
        ? UPLOAD_FAILURES
        : {
            400: failure('Invalid request: `rsn` says what to fix. Nothing was changed.'),
            401: UPLOAD_FAILURES[401],
            404: failure('No such shop, item or photo of the item.'),
          }),
    },
  } as Parameters<typeof createRoute>[0]);
  app.openapi(route, (async (c: ValidatedContext<{ param: Record<string, string> }>) => {
    return handler(c, c.req.valid('param'));
  }) as never);
}

type Upload = { ok: true; bytes: Bytes } | { ok: false; reply: Response };

/** The photo's bytes from the body, reading no further than the limit allows. */
async function uploadedBytes(c: Context<AppEnv>, storeId: string): Promise<Upload> {
  const contentType = c.req.header('Content-Type') ?? '';
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const max = MAX_PHOTO_BYTES + (multipart ? MULTIPART_SLACK : 0);
  const tooLarge = async (): Promise<Upload> => ({
    ok: false,
    reply: await refuseOwner(c, storeId, TOO_LARGE.status, photoRefused(TOO_LARGE, PHOTO_LIMITS)),
  });
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (Number.isFinite(declared) && declared > max) return tooLarge();
  const raw = await readAtMost(c.req.raw.body, max).catch(() => null);
  if (raw === 'too-large') return tooLarge();
  const missing = async (): Promise<Upload> => ({
    ok: false,
    reply: await refuseOwner(c, storeId, 400, multipart ? PHOTO_IN_FIELD : PHOTO_IN_BODY),
  });
  if (!raw || raw.length === 0) return missing();
  if (!multipart) return { ok: true, bytes: raw };
  let file: FormDataEntryValue | null;
  try {
    file = (await new Response(raw, { headers: { 'Content-Type': contentType } }).formData()).get('photo');
  } catch {
    return { ok: false, reply: await refuseOwner(c, storeId, 400, BAD_FORM) };
  }
  if (!file || typeof file === 'string') return missing();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) return tooLarge();
  return bytes.length ? { ok: true, bytes } : missing();
}

type Stored = { ok: true; ref: PhotoRef } | { ok: false; reply: Response };

async function receivePhoto(c: Context<AppEnv>, storeId: string): Promise<Stored> {
  const upload = await uploadedBytes(c, storeId);
  if (!upload.ok) return upload;
  const stored = await storePhoto(c.env, storeId, upload.bytes);
  if (!stored.ok)
    return {
      ok: false,
      reply: await refuseOwner(c, storeId, stored.refusal.status, photoRefused(stored.refusal, PHOTO_LIMITS)),
    };
  return stored;
}

const noItem = (c: Context<AppEnv>, storeId: string) => refuseOwner(c, storeId, 404, NO_SUCH_ITEM);
const PHOTO_LIMITS = { maxMb: MAX_PHOTO_BYTES / 1024 / 1024, minSide: MIN_PHOTO_SIDE, maxSide: MAX_PHOTO_SIDE };

export function registerPhotoRoutes(app: OwnerApp): void {
  photoRoute(
    app,
    {
      method: 'post',
      path: '/items/{itemId}/photos',
      summary: 'Upload a photo of an item',
      description:
        "Adds the photo at the end of the item's pictures (IMAGE is the main one, then IMAGES; generated art and empty entries give way to it). " +
        'The photo is checked from its bytes, turned upright by its EXIF orientation, stripped of every metadata block (EXIF, GPS, XMP, ICC) and kept once; ' +
        'the item then names it as `/media/{storeId}/{photo.id}`. Reorder with PATCH /items/{itemId} (IMAGE and IMAGES).',
      params: itemParam,
      ok: okSchema('ItemPhotoReply', { photo: photoOut }),
      okStatus: 201,
      upload: true,
    },
    async (c, { storeId, itemId }) => {
      const shop = shopOf(c, storeId);
      const item = await readItem(shop, itemId);
      if (!item) return noItem(c, storeId);
      if (picturesOf(item).length >= MAX_ITEM_IMAGES) {
        return refuseOwner(c, storeId, 409, tooManyPhotos(MAX_ITEM_IMAGES));
      }
      const stored = await receivePhoto(c, storeId);
      if (!stored.ok) return stored.reply;
      const pictures = withPhoto(item, photoPath(storeId, stored.ref.id));
      if (pictures === 'full') return refuseOwner(c, storeId, 409, tooManyPhotos(MAX_ITEM_IMAGES));
      if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem(c, storeId);
      return itemsChanged(
        c,
        storeId,
        'item photo added',
        { photo: photoOf(stored.ref), item: await readItem(shop, itemId) },
        201,
      );
    },
  );

  photoRoute(
    app,
    {
      method: 'delete',
      path: '/items/{itemId}/photos/{photoId}',
      summary: 'Remove a photo from an item',
      description: 'Takes the photo out of IMAGE/IMAGES; the next picture becomes the main one.',
      params: { ...itemParam, photoId: idParam('photoId', '3f2a9c0b1d4e5f60-1200x1600-c8a27a') },
      ok: okSchema('ItemPhotoRemoved', { removed: z.string() }),
      okStatus: 200,
      upload: false,
    },
    async (c, { storeId, itemId, photoId }) => {
      const shop = shopOf(c, storeId);
      const item = await readItem(shop, itemId);
      if (!item) return noItem(c, storeId);
      const pictures = withoutPhoto(item, storeId, photoId);
      if (!pictures) return refuseOwner(c, storeId, 404, NO_SUCH_PHOTO);
      if ((await updateItem(shop, itemId, pictures)) === 'missing') return noItem(c, storeId);
      // its stored files go too, unless something else of the shop still shows the same photo
      await forgetPhotos(shopOf(c, storeId), [photoId]);
      return itemsChanged(c, storeId, 'item photo removed', { removed: photoId, item: await readItem(shop, itemId) });
    },
  );

  photoRoute(
    app,
    {
      method: 'post',
      path: '/logo',
      summary: "Upload the shop's logo",
      description:
        'The photo becomes STORE_IMAGE (the logo on every page and in search results), checked and cleaned like an item photo.',
      params: {},
      ok: okSchema('LogoReply', { photo: photoOut, logo: z.string() }),
      okStatus: 201,
      upload: true,
    },
    async (c, { storeId }) => {
      const stored = await receivePhoto(c, storeId);
      if (!stored.ok) return stored.reply;
      const logo = photoPath(storeId, stored.ref.id);
      const result = await shopOf(c, storeId).call('editStore', { set: { STORE_IMAGE: logo } });
      if (!result) return refuseOwner(c, storeId, 404, NO_SUCH_SHOP);
      if (!result.ok) return refuseOwner(c, storeId, 400, LOGO_NOT_SAVED);
      return changed(c, storeId, 'logo', { photo: photoOf(stored.ref), logo }, 201);
    },
  );

  photoRoute(
    app,
    {
      method: 'post',
      path: '/categories/{catId}/photo',
      summary: "Upload a category's picture",
      description: "The photo becomes the category's CAT_IMAGE, checked and cleaned like an item photo.",
      params: { catId: idParam('catId', 'atta-flours') },
      ok: okSchema('CategoryPhotoReply', { photo: photoOut }),
      okStatus: 201,
      upload: true,
    },
    async (c, { storeId, catId }) => {
      const shop = shopOf(c, storeId);
      if (!(await readCategory(shop, catId))) return refuseOwner(c, storeId, 404, NO_SUCH_CATEGORY);
      const stored = await receivePhoto(c, storeId);
      if (!stored.ok) return stored.reply;
      if (!(await updateCategory(shop, catId, { CAT_IMAGE: photoPath(storeId, stored.ref.id) })))
        return refuseOwner(c, storeId, 404, NO_SUCH_CATEGORY);
      return changed(
        c,
        storeId,
        'category photo',
        { photo: photoOf(stored.ref), category: await readCategory(shop, catId) },
        201,
      );
    },
  );
}
