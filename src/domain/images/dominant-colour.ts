/**
 * A photo's dominant colour (`#rrggbb`), shown as its box's background until the photo arrives. Read from a
 * tiny PNG of the photo: the chunks are split here, the IDAT stream is inflated by the caller
 * (DecompressionStream), then the rows are unfiltered and the pixels counted in coarse buckets; the busiest
 * bucket's average wins (an average of all pixels would make most photos a muddy grey).
 */

const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

export interface PngParts {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  idat: Uint8Array;
}

export function pngParts(b: Uint8Array): PngParts | null {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR') return null;
  const chunks: Uint8Array[] = [];
  let palette: Uint8Array | null = null;
  let at = 8;
  while (at + 12 <= b.length) {
    const len = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (at + 12 + len > b.length) return null;
    if (type === 'IDAT') chunks.push(b.subarray(at + 8, at + 8 + len));
    if (type === 'PLTE') palette = b.subarray(at + 8, at + 8 + len);
    if (type === 'IEND') break;
    at += 12 + len;
  }
  const idat = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    idat.set(c, o);
    o += c.length;
  }
  return {
    width: u32be(b, 16),
    height: u32be(b, 20),
    bitDepth: b[24],
    colourType: b[25],
    interlaced: b[28] === 1,
    palette,
    idat,
  };
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** RGBA pixels of an 8-bit, non-interlaced PNG from its inflated IDAT; null for other kinds. */
export function pngPixels(p: PngParts, raw: Uint8Array): Uint8Array | null {
  const channels = CHANNELS[p.colourType];
  if (!channels || p.bitDepth !== 8 || p.interlaced) return null;
  const stride = p.width * channels;
  if (raw.length < (stride + 1) * p.height) return null;
  const rows = new Uint8Array(stride * p.height);
  for (let y = 0; y < p.height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[dst + x - channels] : 0;
      const b = y > 0 ? rows[dst - stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[dst - stride + x - channels] : 0;
      const v = raw[src + x];
      const pred =
        filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      rows[dst + x] = (v + pred) & 0xff;
    }
  }
  const out = new Uint8Array(p.width * p.height * 4);
  for (let i = 0; i < p.width * p.height; i++) {
    const s = i * channels;
    let r: number,
      g: number,
      bl: number,
      al = 255;
    if (p.colourType === 3) {
      const k = rows[s] * 3;
      [r, g, bl] =
        p.palette && k + 2 < p.palette.length ? [p.palette[k], p.palette[k + 1], p.palette[k + 2]] : [0, 0, 0];
    } else if (channels <= 2) {
      r = g = bl = rows[s];
      if (channels === 2) al = rows[s + 1];
    } else {
      [r, g, bl] = [rows[s], rows[s + 1], rows[s + 2]];
      if (channels === 4) al = rows[s + 3];
    }
    out.set([r, g, bl, al], i * 4);
  }
  return out;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The dominant colour of RGBA pixels; nearly transparent pixels do not count. Grey when there is nothing to count. */
export function dominantColour(rgba: Uint8Array): string {
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] < 128) continue;
    const [r, g, b] = [rgba[i], rgba[i + 1], rgba[i + 2]];
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const acc = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    acc.n++;
    acc.r += r;
    acc.g += g;
    acc.b += b;
    buckets.set(key, acc);
  }
  let best: { n: number; r: number; g: number; b: number } | null = null;
  for (const acc of buckets.values()) if (!best || acc.n > best.n) best = acc;
  if (!best) return '#808080';
  return `#${hex(best.r / best.n)}${hex(best.g / best.n)}${hex(best.b / best.n)}`;
}
