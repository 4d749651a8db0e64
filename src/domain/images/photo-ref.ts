/**
 * A photo an owner uploaded is kept in R2 and named by what it is: `/media/{storeId}/{photoId}`, where
 * `photoId` is `{hash}-{width}x{height}-{rrggbb}` (hash: the first 16 hex digits of the SHA-256 of the
 * normalised original; width and height after orientation; the dominant colour). The item's IMAGE/IMAGES
 * keep that path, so a page can lay out the box (width, height, colour) without asking storage.
 *
 * Variants: `/media/{storeId}/{photoId}/{width}.{avif|webp|jpg}`, widths from one fixed ladder and never above
 * the original; made once, kept in R2, content-addressed and immutable. Pages name a width without a format,
 * `/media/{storeId}/{photoId}/{width}`, and the request's `Accept` picks AVIF, WebP or JPEG (`formatFor`), so a
 * photo needs one `srcset`.
 */

/**
 * The small rungs serve fixed boxes (a 36 px logo at DPR 1-3: 48, 72, 160), 400 the berlin theme's 188 px card at
 * DPR 2, and 1600 the item page's 520 px gallery at DPR 3, each within 1.5x of what the box needs.
 */
export const PHOTO_LADDER = [48, 72, 96, 160, 240, 320, 400, 480, 640, 960, 1280, 1600] as const;
/** Production's Images binding encodes AVIF only up to 1,200 px a side (it falls back to WebP above). */
export const AVIF_MAX_SIDE = 1200;
/** The JPEG that Markdown pages, feeds and an `<img>` without srcset support link. */
export const DEFAULT_PHOTO_WIDTH = 640;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_MIME: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export interface PhotoRef {
  storeId: string;
  /** `{hash}-{width}x{height}-{rrggbb}` */
  id: string;
  hash: string;
  width: number;
  height: number;
  /** `#rrggbb` */
  color: string;
}

const STORE_ID = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';
const PHOTO_ID = '([0-9a-f]{16})-([1-9][0-9]{1,4})x([1-9][0-9]{1,4})-([0-9a-f]{6})';
const REF = new RegExp(`^/media/(${STORE_ID})/(${PHOTO_ID})$`);
const VARIANT = new RegExp(`^/media/(${STORE_ID})/(${PHOTO_ID})/([1-9][0-9]{1,4})(?:\\.(avif|webp|jpg))?$`);

export function photoIdOf(p: { hash: string; width: number; height: number; color: string }): string {
  return `${p.hash.slice(0, 16)}-${p.width}x${p.height}-${p.color.replace('#', '').toLowerCase()}`;
}

export function photoPath(storeId: string, photoId: string): string {
  return `/media/${storeId}/${photoId}`;
}

function refFrom(m: RegExpExecArray): PhotoRef {
  return { storeId: m[1], id: m[2], hash: m[3], width: Number(m[4]), height: Number(m[5]), color: `#${m[6]}` };
}

/** The photo an image URL names, or null for anything else (generated art, another host's URL, ''). */
export function parsePhotoRef(url: string | null | undefined): PhotoRef | null {
  const m = url ? REF.exec(url) : null;
  return m ? refFrom(m) : null;
}

export interface VariantRequest {
  ref: PhotoRef;
  width: number;
  format: PhotoFormat;
}

/** A variant path as requested, its format `null` when the path names none (then `Accept` decides); null when it names no variant (the width is checked by `photoWidths`). */
export function parseVariantPath(
  pathname: string,
): (Omit<VariantRequest, 'format'> & { format: PhotoFormat | null }) | null {
  const m = VARIANT.exec(pathname);
  if (!m) return null;
  return { ref: refFrom(m), width: Number(m[7]), format: (m[8] as PhotoFormat | undefined) ?? null };
}

/** Whether an `Accept` header takes a media type by name with a q above 0 (`image/*` and `*\/*` count for JPEG only). */
function accepts(accept: string, type: string): boolean {
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The format a format-free photo URL answers: AVIF when the client names it and the width may be AVIF (its longer
 * side within AVIF_MAX_SIDE), else WebP when named, else JPEG, which every client shows.
 */
export function formatFor(
  accept: string | null | undefined,
  ref: Pick<PhotoRef, 'width' | 'height'>,
  width: number,
): PhotoFormat {
  const a = accept ?? '';
  if (accepts(a, 'image/avif') && photoWidths(ref, 'avif').includes(width)) return 'avif';
  if (accepts(a, 'image/webp')) return 'webp';
  return 'jpg';
}

/** Height of the photo scaled to a width, rounded as the transform rounds it. */
export function heightAt(ref: Pick<PhotoRef, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((ref.height * width) / ref.width));
}

/**
 * The widths a photo is offered at in a format: the ladder's widths below the original's, plus the original's own
 * width when it is under the ladder's top; for AVIF only those whose longer side fits AVIF_MAX_SIDE.
 */
export function photoWidths(ref: Pick<PhotoRef, 'width' | 'height'>, format: PhotoFormat): number[] {
  const top = PHOTO_LADDER[PHOTO_LADDER.length - 1];
  const widths: number[] = PHOTO_LADDER.filter((w) => w < ref.width);
  if (ref.width <= top && !widths.includes(ref.width)) widths.push(ref.width);
  if (ref.width > top && !widths.includes(top)) widths.push(top);
  if (format !== 'avif') return widths;
  return widths.filter((w) => Math.max(w, heightAt(ref, w)) <= AVIF_MAX_SIDE);
}

export function variantUrl(ref: PhotoRef, width: number, format: PhotoFormat): string {
  return `${photoPath(ref.storeId, ref.id)}/${width}.${format}`;
}

/** A width of the photo in whatever format the client accepts (`formatFor`). */
export function photoUrl(ref: PhotoRef, width: number): string {
  return `${photoPath(ref.storeId, ref.id)}/${width}`;
}

/** `srcset` with width descriptors for one format. */
export function srcsetOf(ref: PhotoRef, format: PhotoFormat): string {
  return photoWidths(ref, format)
    .map((w) => `${variantUrl(ref, w, format)} ${w}w`)
    .join(', ');
}

/** The JPEG closest to DEFAULT_PHOTO_WIDTH without going over it (or the smallest there is). */
export function defaultVariantUrl(ref: PhotoRef): string {
  const widths = photoWidths(ref, 'jpg');
  const fit = widths.filter((w) => w <= DEFAULT_PHOTO_WIDTH);
  return variantUrl(ref, fit.length ? fit[fit.length - 1] : widths[0], 'jpg');
}
