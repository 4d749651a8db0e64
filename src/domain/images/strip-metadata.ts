import type { PhotoInputFormat } from './image-header';

/**
 * Drops the metadata blocks from an image's bytes before any transform sees them: EXIF (camera, GPS, the
 * orientation flag), XMP, IPTC and comments. Production's Images binding applies an EXIF
 * orientation on its own and the local one does not; with the flag gone both only do the explicit rotation.
 * The ICC profile stays (issue #40): it says what the numbers mean, and the decoder converts the pixels to sRGB
 * with it (a Display P3 phone photo read as sRGB loses colour); the WebP made from it carries no profile.
 * AVIF keeps its boxes: its orientation is `irot` (applied by every decoder alike) and the normalised original
 * is re-encoded as WebP, which carries no EXIF.
 */

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** APP0 (JFIF), APP2's ICC profile and APP14 (Adobe: how to read the colours) stay; the other APP1-13, APP15 and COM go. */
const dropJpegMarker = (m: number) => (m >= 0xe1 && m <= 0xed) || m === 0xef || m === 0xfe;
const isIccSegment = (b: Uint8Array, at: number) => b[at + 1] === 0xe2 && ascii(b, at + 4, 12) === 'ICC_PROFILE\0';

export function stripJpeg(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    if (marker === 0xda) break; // start of scan: the rest is picture data
    const end = at + 2 + u16be(b, at + 2);
    if (end > b.length) break;
    if (!dropJpegMarker(marker) || isIccSegment(b, at)) parts.push(b.subarray(at, end));
    at = end;
  }
  parts.push(b.subarray(at));
  return concat(parts);
}

const PNG_DROPPED = new Set(['eXIf', 'iTXt', 'tEXt', 'zTXt', 'tIME', 'pHYs']);

export function stripPng(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const end = at + 12 + u32be(b, at);
    if (end > b.length) break;
    if (!PNG_DROPPED.has(ascii(b, at + 4, 4))) parts.push(b.subarray(at, end));
    at = end;
  }
  parts.push(b.subarray(at));
  return concat(parts);
}

const WEBP_DROPPED = new Set(['EXIF', 'XMP ']);

export function stripWebp(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= b.length) {
    const size = b[at + 4] | (b[at + 5] << 8) | (b[at + 6] << 16) | (b[at + 7] << 24);
    const end = at + 8 + size + (size & 1);
    if (end > b.length || size < 0) break;
    const type = ascii(b, at, 4);
    if (type === 'VP8X') {
      const copy = b.slice(at, end);
      copy[8] &= ~(0x08 | 0x04); // EXIF and XMP flags
      parts.push(copy);
    } else if (!WEBP_DROPPED.has(type)) parts.push(b.subarray(at, end));
    at = end;
  }
  parts.push(b.subarray(at));
  const body = concat(parts);
  const out = new Uint8Array(12 + body.length);
  out.set(b.subarray(0, 12));
  out.set(body, 12);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

export function stripMetadata(format: PhotoInputFormat, b: Uint8Array): Uint8Array {
  if (format === 'jpeg') return stripJpeg(b);
  if (format === 'png') return stripPng(b);
  if (format === 'webp') return stripWebp(b);
  return b;
}

/** Metadata blocks still in the bytes (none in anything served: the GPS position lives inside the EXIF block). */
export function metadataMarkers(b: Uint8Array): string[] {
  const text = new TextDecoder('latin1').decode(b);
  return ['Exif\0\0', 'http://ns.adobe.com/xap', '<x:xmpmeta', 'ICC_PROFILE', 'iCCP', 'eXIf'].filter((m) =>
    text.includes(m),
  );
}
