import { fail, ok, type Result } from '../../core/result';
import {
  orientedSize,
  readImageHeader,
  UNREADABLE_SENTENCES,
  type PhotoInputFormat,
  type UnreadableKind,
} from './image-header';

/**
 * What an owner's photo must be, decided from its bytes before anything is decoded or stored:
 * at most 15 MB, a JPEG, PNG, WebP or AVIF, 100 px to 16,383 px a side and at most 40 megapixels.
 */

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MIN_PHOTO_SIDE = 100;
/** WebP's own limit, the format the normalised original is kept in. */
export const MAX_PHOTO_SIDE = 16383;
/** The kept original's longer side at most: well above the ladder's top (1600), so every variant has pixels to spare. */
export const MAX_ORIGINAL_SIDE = 2560;
/** How much longer than wide (or wider than long) a photo may be: its short side stays MIN_PHOTO_SIDE once kept. */
export const MAX_PHOTO_STRETCH = Math.floor(MAX_ORIGINAL_SIDE / MIN_PHOTO_SIDE);

export type PhotoRefusal = {
  status: 413 | 415 | 422;
  code: 'TOO_LARGE' | 'UNSUPPORTED_IMAGE' | 'IMAGE_DIMENSIONS';
  rsn: string;
  /** IMAGE_DIMENSIONS because of the photo's shape (a strip), not its size */
  shape?: true;
};
export type PhotoCheck = Result<
  { format: PhotoInputFormat; width: number; height: number; orientation: number },
  PhotoRefusal
>;

export const TOO_LARGE: PhotoRefusal = {
  status: 413,
  code: 'TOO_LARGE',
  rsn: 'That photo is larger than 15 MB. Please send a smaller photo (a phone photo is usually 2 to 6 MB).',
};

export const unsupportedImage = (kind: UnreadableKind): PhotoRefusal => ({
  status: 415,
  code: 'UNSUPPORTED_IMAGE',
  rsn: UNREADABLE_SENTENCES[kind],
});

const dimensions = (rsn: string): PhotoRefusal => ({ status: 422, code: 'IMAGE_DIMENSIONS', rsn });

export function checkPhotoBytes(bytes: Uint8Array): PhotoCheck {
  if (bytes.length > MAX_PHOTO_BYTES) return fail(TOO_LARGE);
  const header = readImageHeader(bytes);
  if (!header.ok) return fail(unsupportedImage(header.kind));
  const { width, height } = orientedSize(header);
  if (width === 0 || height === 0) return fail(unsupportedImage('unknown'));
  if (width * height > MAX_PHOTO_PIXELS) {
    const mp = Math.round((width * height) / 1e6);
    return fail(
      dimensions(
        `That photo is ${width} x ${height} pixels (${mp} megapixels); at most 40 megapixels are accepted. Please send a smaller photo.`,
      ),
    );
  }
  if (width < MIN_PHOTO_SIDE || height < MIN_PHOTO_SIDE) {
    return fail(
      dimensions(
        `That photo is ${width} x ${height} pixels; each side must be at least ${MIN_PHOTO_SIDE} pixels. Please send a larger photo.`,
      ),
    );
  }
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    return fail(
      dimensions(
        `That photo is ${width} x ${height} pixels; a side may be at most ${MAX_PHOTO_SIDE} pixels. Please crop or shrink it.`,
      ),
    );
  }
  // kept at most MAX_ORIGINAL_SIDE long, a strip's short side would shrink under the minimum (100 x 16,383 was kept
  // as 16 x 2,621) and the page's variants of it would not exist
  const longer = Math.max(width, height);
  const keptShort =
    longer > MAX_ORIGINAL_SIDE
      ? Math.round((Math.min(width, height) * MAX_ORIGINAL_SIDE) / longer)
      : Math.min(width, height);
  if (keptShort < MIN_PHOTO_SIDE) {
    return fail({
      ...dimensions(
        `That photo is ${width} x ${height} pixels, too long and narrow to show: its long side may be at most ${MAX_PHOTO_STRETCH} times its short side. Please crop it.`,
      ),
      shape: true as const,
    });
  }
  return ok({ format: header.format, width, height, orientation: header.orientation });
}
