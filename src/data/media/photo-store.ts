import { fail, ok, type Result } from '../../core/result';
import type { Bindings } from '../../env';
import { orientationTransform, readImageHeader } from '../../domain/images/image-header';
import { stripMetadata } from '../../domain/images/strip-metadata';
import {
  checkPhotoBytes,
  MAX_ORIGINAL_SIDE,
  unsupportedImage,
  type PhotoRefusal,
} from '../../domain/images/upload-rules';
import { dominantColour, pngParts, pngPixels } from '../../domain/images/dominant-colour';
import { PHOTO_MIME, photoIdOf, type PhotoFormat, type PhotoRef } from '../../domain/images/photo-ref';
import { bytesOf, inflate, sha256Hex, streamOf, type Bytes } from './photo-bytes';
import { countForShop } from '../shop-counters';

/**
 * Owners' photos in R2 (`MEDIA`), transformed by the Images binding (`IMAGES`). An upload is checked from its
 * header, stripped of every metadata block, turned upright by its EXIF orientation and kept ONCE as a
 * normalised original (WebP, which carries no EXIF; at most 2,560 px on its longer side), named by the SHA-256 of
 * those bytes. Variants are made from
 * that original, each at most once, and kept next to it. Keys are scoped by shop:
 *   photos/{storeId}/{photoId}/original.webp
 *   photos/{storeId}/{photoId}/{width}.{avif|webp|jpg}
 */

type PhotoEnv = Pick<Bindings, 'MEDIA' | 'IMAGES'>;
export type StoredPhoto = Result<{ ref: PhotoRef }, PhotoRefusal>;

const ORIGINAL_QUALITY = 90;
export { MAX_ORIGINAL_SIDE };
export const VARIANT_QUALITY: Record<PhotoFormat, number> = { avif: 60, webp: 78, jpg: 80 };
const COLOUR_SAMPLE_WIDTH = 24;
const NO_COLOUR = '#808080';

export const originalKey = (storeId: string, photoId: string) => `photos/${storeId}/${photoId}/original.webp`;
export const variantKey = (ref: PhotoRef, width: number, format: PhotoFormat) =>
  `photos/${ref.storeId}/${ref.id}/${width}.${format}`;

/**
 * JPEG output keeps the EXIF copyright fields unless told `metadata: 'none'`; @cloudflare/workers-types does not
 * list the option yet (the runtime ignores options it does not know). The input carries no EXIF anyway.
 */
export type OutputOptions = ImageOutputOptions & { metadata?: 'none' };

/**
 * One binding call: the transforms in order (an empty one is skipped), then the encoding. With `storeId`, it counts
 * as one of the shop's transformations (data/shop-counters.ts; the env is the Worker's, with the counters' bindings).
 */
export async function output(
  env: PhotoEnv,
  input: Bytes,
  transforms: ImageTransform | null | (ImageTransform | null)[],
  options: OutputOptions,
  storeId?: string,
): Promise<Bytes> {
  let t = env.IMAGES.input(streamOf(input));
  for (const step of [transforms].flat()) if (step && Object.keys(step).length) t = t.transform(step);
  const out = bytesOf((await t.output(options)).image());
  if (storeId) countForShop(env as PhotoEnv & Partial<Pick<Bindings, 'SHOP_EVENTS'>>, storeId, 'transformations');
  return out;
}

async function colourOf(env: PhotoEnv, original: Bytes, storeId: string): Promise<string> {
  try {
    const png = await output(env, original, { width: COLOUR_SAMPLE_WIDTH }, { format: 'image/png' }, storeId);
    const parts = pngParts(png);
    const pixels = parts && pngPixels(parts, await inflate(parts.idat as Bytes));
    return pixels ? dominantColour(pixels) : NO_COLOUR;
  } catch {
    return NO_COLOUR;
  }
}

export type NormalisedPhoto = Result<{ original: Bytes; width: number; height: number }, PhotoRefusal>;

/** Checks a photo from its header, drops its metadata and turns it upright: the WebP every variant is made from. */
export async function normalisePhoto(env: PhotoEnv, bytes: Bytes, storeId?: string): Promise<NormalisedPhoto> {
  const check = checkPhotoBytes(bytes);
  if (!check.ok) return check;
  const longer = Math.max(check.width, check.height);
  // the turn first, then the size: a width alone keeps the proportions (the local mock pads to a box given both)
  const shrink = longer > MAX_ORIGINAL_SIDE ? { width: Math.round((check.width * MAX_ORIGINAL_SIDE) / longer) } : null;
  let original: Bytes;
  try {
    original = await output(
      env,
      stripMetadata(check.format, bytes) as Bytes,
      [orientationTransform(check.orientation), shrink],
      { format: 'image/webp', quality: ORIGINAL_QUALITY },
      storeId,
    );
  } catch {
    // the header was fine but the pixels are not (cut short, corrupt, or a format the decoder refuses)
    return fail(unsupportedImage('truncated'));
  }
  const decoded = readImageHeader(original);
  if (!decoded.ok) return fail(unsupportedImage('unknown'));
  return ok({ original, width: decoded.width, height: decoded.height });
}

/** Checks, normalises and keeps a photo of the shop; refused photos leave nothing behind. */
export async function storePhoto(env: PhotoEnv, storeId: string, bytes: Bytes): Promise<StoredPhoto> {
  const photo = await normalisePhoto(env, bytes, storeId);
  if (!photo.ok) return photo;
  const { original, width, height } = photo;
  const color = await colourOf(env, original, storeId);
  const hash = await sha256Hex(original);
  const id = photoIdOf({ hash, width, height, color });
  const key = originalKey(storeId, id);
  if (!(await env.MEDIA.head(key))) await env.MEDIA.put(key, original, { httpMetadata: { contentType: 'image/webp' } });
  return ok({ ref: { storeId, id, hash: hash.slice(0, 16), width, height, color } });
}

export async function photoExists(env: PhotoEnv, storeId: string, photoId: string): Promise<boolean> {
  return (await env.MEDIA.head(originalKey(storeId, photoId))) !== null;
}

/** Makes one variant from the original (null when the shop has no such photo). The caller keeps it. */
export async function transformVariant(
  env: PhotoEnv,
  ref: PhotoRef,
  width: number,
  format: PhotoFormat,
): Promise<Bytes | null> {
  const original = await env.MEDIA.get(originalKey(ref.storeId, ref.id));
  if (!original) return null;
  const bytes = new Uint8Array(await original.arrayBuffer());
  const options: OutputOptions = {
    format: PHOTO_MIME[format] as ImageOutputOptions['format'],
    quality: VARIANT_QUALITY[format],
  };
  if (format === 'jpg') options.metadata = 'none';
  const out = await output(env, bytes, width < ref.width ? { width } : null, options, ref.storeId);
  await env.MEDIA.put(variantKey(ref, width, format), out, { httpMetadata: { contentType: PHOTO_MIME[format] } });
  return out;
}

export async function readVariant(
  env: PhotoEnv,
  ref: PhotoRef,
  width: number,
  format: PhotoFormat,
): Promise<Bytes | null> {
  const obj = await env.MEDIA.get(variantKey(ref, width, format));
  return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
}
