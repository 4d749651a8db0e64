import { clampSize, DEFAULT_IMAGE_SIZE, MIN_IMAGE_URL_LENGTH } from '../images/image-url';
import { checkRemoteImageUrl } from '../images/remote-url';
import { parsePhotoRef, photoWidths, variantUrl } from '../images/photo-ref';

/**
 * GET /api/v1/resizer?url=&size=&width= decides here what to do with the url:
 * - our generated art (/img/p/{name}.svg) is drawn at the asked size;
 * - an owner's photo (/media/{storeId}/{photoId}) is redirected to its JPEG variant at least as wide as asked;
 * - another static image of our own origin (/img/…, /assets/…) is redirected to, same origin only;
 * - an https URL of another host is fetched once, resized and kept (never passed through nor redirected to), so
 *   the page's CSP (img-src 'self') holds and no URL of ours ever forwards a browser elsewhere;
 * - anything else (javascript:, data:, http:, credentials, IP literals, local names, too long) is refused.
 * A url shorter than 10 characters is the blank placeholder (spec).
 */

const MAX_RESIZER_URL_LENGTH = 2048;

export type ResizerTarget =
  | { kind: 'art'; name: string; width: number; height: number }
  | { kind: 'placeholder' }
  | { kind: 'same-origin'; path: string }
  | { kind: 'remote'; url: string; width: number; height: number }
  | { kind: 'refused'; reason: string };

/** Width and height from `size` ('300x200' or '300') and `width` (wins for the width). */
export function resizerSize(size: string | undefined, width: string | undefined): { width: number; height: number } {
  const m = /^(\d{1,4})(?:x(\d{1,4}))?$/.exec(size ?? '');
  let w = m ? Number(m[1]) : DEFAULT_IMAGE_SIZE;
  let h = m ? Number(m[2] ?? m[1]) : DEFAULT_IMAGE_SIZE;
  if (width && /^\d{1,4}$/.test(width)) {
    const asked = Number(width);
    if (!m) h = asked;
    else h = Math.round((h * asked) / Math.max(1, w));
    w = asked;
  }
  return { width: clampSize(w), height: clampSize(h) };
}

const ART = /^\/img\/p\/([a-z0-9][a-z0-9_-]{0,63})\.svg$/i;
/** Static images of our own origin only. */
const OWN_PATH = /^\/(?:img|assets)\/[A-Za-z0-9/_.-]{1,300}$|^\/favicon\.svg$/;

export function resolveResizerTarget(rawUrl: string | undefined, size?: string, width?: string): ResizerTarget {
  const url = (rawUrl ?? '').trim();
  if (url.length < MIN_IMAGE_URL_LENGTH) return { kind: 'placeholder' };
  if (url.length > MAX_RESIZER_URL_LENGTH) return { kind: 'refused', reason: 'The image address is too long.' };
  const dims = resizerSize(size, width);
  const art = ART.exec(url);
  if (art) return { kind: 'art', name: art[1], ...dims };
  const photo = parsePhotoRef(url);
  if (photo) {
    const widths = photoWidths(photo, 'jpg');
    const fit = widths.find((w) => w >= dims.width) ?? widths[widths.length - 1];
    return { kind: 'same-origin', path: variantUrl(photo, fit, 'jpg') };
  }
  if (url.startsWith('/')) {
    if (!OWN_PATH.test(url) || url.split('/').some((seg) => seg === '..' || seg === '.')) {
      return { kind: 'refused', reason: 'That image address is not allowed.' };
    }
    return { kind: 'same-origin', path: url };
  }
  const remote = checkRemoteImageUrl(url);
  if (!remote.ok) return { kind: 'refused', reason: remote.rsn };
  return { kind: 'remote', url: remote.url, ...dims };
}

/** The most the resizer fetches of another host's image; what it is is read from the bytes (src/domain/images/upload-rules.ts). */
export const MAX_PROXY_BYTES = 5 * 1024 * 1024;
