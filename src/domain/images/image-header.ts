/**
 * What an uploaded file is, read from its first bytes only (never its name or Content-Type): the format and
 * the size its header claims, so a decompression bomb is refused before a single pixel is decoded.
 * JPEG: the SOFn frame; PNG: IHDR; WebP: VP8 / VP8L / VP8X; AVIF: the `ispe` property of the ISO-BMFF `meta` box.
 */

import { fail, type Result } from '../../core/result';

export type PhotoInputFormat = 'jpeg' | 'png' | 'webp' | 'avif';
export type UnreadableKind = 'heic' | 'gif' | 'svg' | 'unknown' | 'truncated';

export type ImageHeader = Result<
  { format: PhotoInputFormat; width: number; height: number; orientation: number },
  { kind: UnreadableKind; rsn: string }
>;

/** What to tell the person who sent a file whose header is not a photo we show, by what the header turned out to be. */
export const UNREADABLE_SENTENCES: Record<UnreadableKind, string> = {
  heic: 'That photo is in the iPhone HEIC format, which shops cannot show. Please send it as JPEG: on the iPhone open Settings > Camera > Formats and choose "Most Compatible", then take or export the photo again (or share it by mail, which sends a JPEG).',
  gif: 'GIF and animated images are not accepted. Please send a photo as JPEG, PNG, WebP or AVIF.',
  svg: 'SVG drawings are not accepted (they can carry scripts). Please send a photo as JPEG, PNG, WebP or AVIF.',
  truncated: 'That photo is incomplete (the file ends too early). Please send the photo again.',
  unknown: 'That file is not a photo we can read. Please send a JPEG, PNG, WebP or AVIF image.',
};

const unreadable = (kind: UnreadableKind) => fail({ kind, rsn: UNREADABLE_SENTENCES[kind] });

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The EXIF orientation (1-8) in a TIFF block (the body of a JPEG APP1 `Exif\0\0` segment); 1 when absent or odd. */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const le = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!le && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const r16 = (at: number) => (le ? u16le(tiff, at) : u16be(tiff, at));
  const r32 = (at: number) => (le ? u16le(tiff, at) + u16le(tiff, at + 2) * 65536 : u32be(tiff, at));
  const ifd = r32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = r16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (r16(entry) === 0x0112) {
      const v = r16(entry + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}

function readJpeg(b: Uint8Array): ImageHeader {
  let at = 2;
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return unreadable('unknown');
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return unreadable('truncated'); // scan data before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return unreadable('unknown');
    const body = at + 4;
    if (body + length - 2 > b.length) return unreadable('truncated');
    if (marker === 0xe1 && length >= 8 && ascii(b, body, 6) === 'Exif\0\0')
      orientation = exifOrientation(b.subarray(body + 6, body + length - 2));
    // SOF0-15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 7) return unreadable('truncated');
      return { ok: true, format: 'jpeg', height: u16be(b, body + 1), width: u16be(b, body + 3), orientation };
    }
    at = body + length - 2;
  }
  return unreadable('truncated');
}

function readPng(b: Uint8Array): ImageHeader {
  if (b.length < 24) return unreadable('truncated');
  if (ascii(b, 12, 4) !== 'IHDR') return unreadable('unknown');
  return { ok: true, format: 'png', width: u32be(b, 16), height: u32be(b, 20), orientation: 1 };
}

function readWebp(b: Uint8Array): ImageHeader {
  if (b.length < 30) return unreadable('truncated');
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === 'VP8 ') {
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return unreadable('unknown');
    return {
      ok: true,
      format: 'webp',
      width: u16le(b, data + 6) & 0x3fff,
      height: u16le(b, data + 8) & 0x3fff,
      orientation: 1,
    };
  }
  if (chunk === 'VP8L') {
    if (b[data] !== 0x2f) return unreadable('unknown');
    const bits = b[data + 1] | (b[data + 2] << 8) | (b[data + 3] << 16) | (b[data + 4] << 24);
    return {
      ok: true,
      format: 'webp',
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      orientation: 1,
    };
  }
  if (chunk === 'VP8X') {
    // animated WebP (flag 0x02) is refused like GIF: a photo is one still image
    if (b[data] & 0x02) return unreadable('gif');
    return { ok: true, format: 'webp', width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1, orientation: 1 };
  }
  return unreadable('unknown');
}

/** Boxes of an ISO-BMFF container between `from` and `to`: [type, body start, box end]. */
function* boxes(b: Uint8Array, from: number, to: number): Generator<[string, number, number]> {
  let at = from;
  while (at + 8 <= to) {
    let size = u32be(b, at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at) return;
    const end = at + size;
    yield [ascii(b, at + 4, 4), body, Math.min(end, to)];
    if (end > to) return;
    at = end;
  }
}

function findBox(b: Uint8Array, from: number, to: number, type: string): [number, number] | null {
  for (const [t, body, end] of boxes(b, from, to)) if (t === type) return [body, end];
  return null;
}

function readIsoBmff(b: Uint8Array): ImageHeader {
  const ftypSize = u32be(b, 0);
  if (ftypSize < 16 || ftypSize > b.length) return unreadable('truncated');
  const brands = [ascii(b, 8, 4)];
  for (let at = 16; at + 4 <= ftypSize; at += 4) brands.push(ascii(b, at, 4));
  const isAvif = brands.some((x) => AVIF_BRANDS.has(x));
  if (!isAvif) return brands.some((x) => HEIC_BRANDS.has(x)) ? unreadable('heic') : unreadable('unknown');
  const meta = findBox(b, 0, b.length, 'meta');
  if (!meta) return unreadable('truncated');
  const iprp = findBox(b, meta[0] + 4, meta[1], 'iprp'); // meta is a full box: 4 bytes of version and flags
  const ipco = iprp && findBox(b, iprp[0], iprp[1], 'ipco');
  const ispe = ipco && findBox(b, ipco[0], ipco[1], 'ispe');
  if (!ispe || ispe[0] + 12 > ispe[1]) return unreadable('truncated');
  let width = u32be(b, ispe[0] + 4);
  let height = u32be(b, ispe[0] + 8);
  // `irot` turns the picture by 90 or 270 degrees: the decoders apply it, so the shown sides swap
  const irot = findBox(b, ipco![0], ipco![1], 'irot');
  if (irot && irot[0] < irot[1] && (b[irot[0]] & 1) === 1) [width, height] = [height, width];
  return { ok: true, format: 'avif', width, height, orientation: 1 };
}

function looksLikeText(b: Uint8Array): 'svg' | 'unknown' {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 1024)).toLowerCase();
  return head.includes('<svg') ? 'svg' : 'unknown';
}

export function readImageHeader(b: Uint8Array): ImageHeader {
  if (b.length < 12) return unreadable(b.length >= 2 && b[0] === 0xff && b[1] === 0xd8 ? 'truncated' : 'unknown');
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return readJpeg(b);
  if (PNG_SIGNATURE.every((v, i) => b[i] === v)) return readPng(b);
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return readWebp(b);
  if (ascii(b, 4, 4) === 'ftyp') return readIsoBmff(b);
  if (ascii(b, 0, 4) === 'GIF8') return unreadable('gif');
  return unreadable(looksLikeText(b));
}

/** Sides after the EXIF orientation is applied: 5-8 turn the picture by a quarter. */
export function orientedSize(h: { width: number; height: number; orientation: number }): {
  width: number;
  height: number;
} {
  return h.orientation >= 5 ? { width: h.height, height: h.width } : { width: h.width, height: h.height };
}

/** The clockwise turn that shows an EXIF orientation upright (mirrored orientations also need `flip`). */
export function orientationTransform(orientation: number): { rotate?: 90 | 180 | 270; flip?: 'h' | 'v' } {
  switch (orientation) {
    case 2:
      return { flip: 'h' };
    case 3:
      return { rotate: 180 };
    case 4:
      return { flip: 'v' };
    case 5:
      return { rotate: 90, flip: 'h' };
    case 6:
      return { rotate: 90 };
    case 7:
      return { rotate: 270, flip: 'h' };
    case 8:
      return { rotate: 270 };
    default:
      return {};
  }
}
