import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { log } from '../core/log';
import { MAX_PROXY_BYTES } from '../domain/catalogue/resizer';
import { PLACEHOLDER_IMAGE } from '../domain/images/image-url';
import { AVIF_MAX_SIDE, heightAt, PHOTO_MIME, type PhotoFormat } from '../domain/images/photo-ref';
import { readImageHeader } from '../domain/images/image-header';
import { sha256Hex, type Bytes } from './photo-bytes';
import { normalisePhoto, output, VARIANT_QUALITY, type OutputOptions } from './photo-store';
import { fetchRemoteImage } from './remote-image';

/**
 * The spec's resizer for an https image of another host: fetched ONCE (at most 5 MB, 8 s, three https
 * redirects), checked and cleaned like an owner's upload, kept in R2 as `resizer/{sha256(url)}/original.webp`,
 * then each asked width and format is transformed once and kept next to it. The format follows the browser's
 * Accept (AVIF, WebP, else JPEG), so the reply varies on Accept. The original is never passed through; anything
 * that goes wrong shows the placeholder (never a 5xx). The reply can never run as a document.
 */

const inFlight = new Map<string, Promise<Bytes | null>>();

/** AVIF or WebP when the browser says it takes them (AVIF only within production's 1,200 px a side). */
export function formatFor(accept: string, width: number, height: number): PhotoFormat {
  const a = accept.toLowerCase();
  if (a.includes('image/avif') && Math.max(width, height) <= AVIF_MAX_SIDE) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpg';
}

async function remoteOriginal(c: Context<AppEnv>, url: string, key: string, fetcher: typeof fetch): Promise<Bytes | null> {
  const kept = await c.env.MEDIA.get(key);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const fetched = await fetchRemoteImage(url, { maxBytes: MAX_PROXY_BYTES, timeoutMs: 8000 }, fetcher);
  if (!fetched.ok) return null;
  const photo = await normalisePhoto(c.env, fetched.bytes);
  if (!photo.ok) return null;
  await c.env.MEDIA.put(key, photo.original, { httpMetadata: { contentType: 'image/webp' } });
  return photo.original;
}

async function makeVariant(c: Context<AppEnv>, url: string, dir: string, width: number, accept: string, fetcher: typeof fetch): Promise<{ bytes: Bytes; format: PhotoFormat; source: 'r2' | 'transform' } | null> {
  const original = await shared(`${dir}/original`, () => remoteOriginal(c, url, `${dir}/original.webp`, fetcher));
  if (!original) return null;
  const header = readImageHeader(original);
  if (!header.ok) return null;
  const w = Math.min(width, header.width);
  const format = formatFor(accept, w, heightAt(header, w));
  const key = `${dir}/${w}.${format}`;
  const kept = await c.env.MEDIA.get(key);
  if (kept) return { bytes: new Uint8Array(await kept.arrayBuffer()), format, source: 'r2' };
  const bytes = await shared(key, async () => {
    const options: OutputOptions = { format: PHOTO_MIME[format] as ImageOutputOptions['format'], quality: VARIANT_QUALITY[format] };
    if (format === 'jpg') options.metadata = 'none';
    const out = await output(c.env, original, w < header.width ? { width: w } : null, options);
    await c.env.MEDIA.put(key, out, { httpMetadata: { contentType: PHOTO_MIME[format] } });
    return out;
  });
  return bytes ? { bytes, format, source: 'transform' } : null;
}

function shared(key: string, make: () => Promise<Bytes | null>): Promise<Bytes | null> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

export async function proxyImage(c: Context<AppEnv>, url: string, width: number, _height: number, fetcher: typeof fetch = fetch): Promise<Response> {
  const fallback = () => c.redirect(PLACEHOLDER_IMAGE, 302);
  try {
    const dir = `resizer/${await sha256Hex(url)}`;
    const made = await makeVariant(c, url, dir, width, c.req.header('Accept') ?? '', fetcher);
    if (!made) return fallback();
    return new Response(made.bytes, {
      status: 200,
      headers: {
        'Content-Type': PHOTO_MIME[made.format],
        'Cache-Control': 'public, max-age=86400',
        Vary: 'Accept',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
        'Server-Timing': `media;desc="${made.source}"`,
      },
    });
  } catch (err) {
    log('warn', 'image proxy failed', { requestId: c.get('requestId'), error: String(err) });
    return fallback();
  }
}
