import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ValidatedContext } from '../middleware/validated-context';
import type { AppEnv } from '../middleware/app-env';
import { BAD_FORM, PHOTO_IN_BODY, PHOTO_IN_FIELD, photoRefused } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { shopOf } from '../middleware/shop-context';
import type { PhotoRef } from '../domain/images/photo-ref';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, TOO_LARGE } from '../domain/images/upload-rules';
import { addItemPhoto, removeItemPhoto, setCategoryPhoto, setLogo } from '../app/owner/photos';
import { refusedAs, type Done, type Refused } from '../app/owner/use-cases';
import { readPhotoUpload } from '../app/owner/upload-body';
import { ownerReply, type OwnerApp } from './owner-app';
import { failureSchema, idParam, okSchema } from '../app/owner/schemas/common';

/**
 * Photo uploads: an item's photos, the shop's logo, a category's picture. The body is the image itself
 * (`Content-Type: image/jpeg|png|webp|avif`) or `multipart/form-data` with the file in `photo`; what it is is
 * decided from its bytes. Registered before the owner API's 256 KB body limit: a photo may be up to 15 MB.
 */

const TAG = 'Photos';

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

/**
 * The photo in the request, read by the upload body reader once the use case has done the checks that need no
 * photo; a refusal in the owner API's words.
 */
const uploaded = (c: Context<AppEnv>) => async (): Promise<Done<Uint8Array>> => {
  const read = await readPhotoUpload(c.req.raw, true);
  if (read.ok) return { ok: true, value: read.bytes };
  if (read.code === 'TOO_LARGE') return refusedAs(TOO_LARGE.status, photoRefused(TOO_LARGE, PHOTO_LIMITS));
  return refusedAs(400, read.code === 'BAD_FORM' ? BAD_FORM : read.multipart ? PHOTO_IN_FIELD : PHOTO_IN_BODY);
};

/** A use case's refusal as the owner API words it, in the owner's language. */
const refused = (c: Context<AppEnv>, storeId: string, done: Refused) =>
  refuseOwner(c, storeId, done.status as ContentfulStatusCode, done);

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
      const done = await addItemPhoto(c.env, shopOf(c, storeId), itemId, uploaded(c));
      if (!done.ok) return refused(c, storeId, done);
      return c.json({ status: 1, photo: photoOf(done.value.photo), item: done.value.item }, 201);
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
      const done = await removeItemPhoto(c.env, shopOf(c, storeId), itemId, photoId);
      return done.ok ? ownerReply(c, { removed: photoId, item: done.value }) : refused(c, storeId, done);
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
      const done = await setLogo(c.env, shopOf(c, storeId), uploaded(c));
      if (!done.ok) return refused(c, storeId, done);
      return c.json({ status: 1, photo: photoOf(done.value.photo), logo: done.value.logo }, 201);
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
      const done = await setCategoryPhoto(c.env, shopOf(c, storeId), catId, uploaded(c));
      if (!done.ok) return refused(c, storeId, done);
      return c.json({ status: 1, photo: photoOf(done.value.photo), category: done.value.category }, 201);
    },
  );
}
