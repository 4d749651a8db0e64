/** Spec: an image URL shorter than 10 characters shows the blank placeholder; default size 300 x 300. */
export const MIN_IMAGE_URL_LENGTH = 10;
export const DEFAULT_IMAGE_SIZE = 300;
export const PLACEHOLDER_IMAGE = '/img/placeholder.svg';

/**
 * The URL to load an image at a size. Our own generated art (/img/p/…) is drawn at the size asked;
 * other URLs go through the resizer.
 */
export function imageUrl(
  url: string | null | undefined,
  width = DEFAULT_IMAGE_SIZE,
  height = width,
  grey = false,
): string {
  if (!url || url.length < MIN_IMAGE_URL_LENGTH) return PLACEHOLDER_IMAGE;
  const w = clampSize(width);
  const h = clampSize(height);
  if (url.startsWith('/img/p/')) return `${url}?w=${w}&h=${h}${grey ? '&grey=1' : ''}`;
  return `/api/v1/resizer?url=${encodeURIComponent(url)}&size=${w}x${h}&width=${w}`;
}

export function clampSize(n: number): number {
  if (!Number.isFinite(n)) return DEFAULT_IMAGE_SIZE;
  return Math.min(2000, Math.max(16, Math.round(n)));
}
