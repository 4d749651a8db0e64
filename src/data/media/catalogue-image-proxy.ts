import type { Context } from 'hono';
import { edgeCache } from '../../core/edge-cache';
import type { RequestEnv } from '../../env';
import { log } from '../../core/log';
import { MAX_PROXY_BYTES } from '../../domain/catalogue/resizer';
import { PLACEHOLDER_IMAGE } from '../../domain/images/image-url';
import { AVIF_MAX_SIDE, heightAt, PHOTO_MIME, type PhotoFormat } from '../../domain/images/photo-ref';
import { readImageHeader } from '../../domain/images/image-header';
import { sha256Hex, type Bytes } from './photo-bytes';
import { normalisePhoto, output, VARIANT_QUALITY, type OutputOptions } from './photo-store';
import { fetchRemoteImage } from './remote-image';
import { reserveTransform } from './resizer-sources';
import type { ShopData } from '../shop/shop-data';
import { nearestStoredWidth } from '../../domain/catalogue/resizer-rules';

/**
 * The spec's resizer for an https image of another host: fetched ONCE (at most 5 MB, 8 s, three https
 * redirects), checked and cleaned like an owner's upload, kept in R2 as `resizer/{sha256(url)}/original.webp`,
 * then each asked width and format is transformed once and kept next to it. The format follows the browser's
 * Accept (AVIF, WebP, else JPEG), so the reply varies on Accept. The original is never passed through; anything
 * that goes wrong shows the placeholder (never a 5xx). The reply can never run as a document.
 *
 * Each transformation (the original's clean-up, each variant) is first taken from the naming shop's month
 * (`budget`, src/data/resizer-sources.ts); a month spent gets the nearest stored variant, never a new one.
 */

/** Whose month pays for a transformation: the shop that named the source (null: the operator's allow-list) and its cap. */
export interface ResizerBudget {
  shop: ShopData | null;
  cap: number;
}
const UNCOUNTED: ResizerBudget = { shop: null, cap: Infinity };

class MonthSpent extends Error {}

async function spend<E extends RequestEnv>(c: Context<E>, budget: ResizerBudget): Promise<void> {
  if (budget.shop === null) return;
  if (!(await reserveTransform(budget.shop, budget.cap))) throw new MonthSpent();
}

const inFlight = new Map<string, Promise<Bytes | null>>();

/** AVIF or WebP when the browser says it takes them (AVIF only within production's 1,200 px a side). */
export function formatFor(accept: string, width: number, height: number): PhotoFormat {
  const a = accept.toLowerCase();
  if (a.includes('image/avif') && Math.max(width, height) <= AVIF_MAX_SIDE) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpg';
}

async function remoteOriginal<E extends RequestEnv>(
  c: Context<E>,
  url: string,
  key: string,
  fetcher: typeof fetch,
  budget: ResizerBudget,
): Promise<Bytes | null> {
  const kept = await c.env.MEDIA.get(key);
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  const fetched = await fetchRemoteImage(url, { maxBytes: MAX_PROXY_BYTES, timeoutMs: 8000 }, fetcher);
  if (!fetched.ok) return null;
  await spend(c, budget);
  const photo = await normalisePhoto(c.env, fetched.bytes, budget.shop?.id);
  if (!photo.ok) return null;
  await c.env.MEDIA.put(key, photo.original, { httpMetadata: { contentType: 'image/webp' } });
  return photo.original;
}

type Made = { bytes: Bytes; format: PhotoFormat; source: 'r2' | 'transform' | 'nearest' };

async function makeVariant<E extends RequestEnv>(
  c: Context<E>,
  url: string,
  dir: string,
  width: number,
  accept: string,
  fetcher: typeof fetch,
  budget: ResizerBudget,
): Promise<Made | null> {
  const original = await shared(`${dir}/original`, () =>
    remoteOriginal(c, url, `${dir}/original.webp`, fetcher, budget),
  );
  if (!original) return null;
  const header = readImageHeader(original);
  if (!header.ok) return null;
  const w = Math.min(width, header.width);
  const format = formatFor(accept, w, heightAt(header, w));
  const key = `${dir}/${w}.${format}`;
  const kept = await c.env.MEDIA.get(key);
  if (kept) return { bytes: new Uint8Array(await kept.arrayBuffer()), format, source: 'r2' };
  const bytes = await shared(key, async () => {
    await spend(c, budget);
    const options: OutputOptions = {
      format: PHOTO_MIME[format] as ImageOutputOptions['format'],
      quality: VARIANT_QUALITY[format],
    };
    if (format === 'jpg') options.metadata = 'none';
    const out = await output(c.env, original, w < header.width ? { width: w } : null, options, budget.shop?.id);
    await c.env.MEDIA.put(key, out, { httpMetadata: { contentType: PHOTO_MIME[format] } });
    return out;
  });
  return bytes ? { bytes, format, source: 'transform' } : null;
}

/** The month is spent: the stored variant nearest the width in a format the browser takes, else null. */
async function nearestStored<E extends RequestEnv>(
  c: Context<E>,
  dir: string,
  width: number,
  accept: string,
): Promise<Made | null> {
  const listed = await c.env.MEDIA.list({ prefix: `${dir}/` });
  const a = accept.toLowerCase();
  const takes = (f: string) =>
    f === 'jpg' || (f === 'webp' && a.includes('image/webp')) || (f === 'avif' && a.includes('image/avif'));
  const stored = listed.objects
    .map((o) => /\/(\d+)\.(avif|webp|jpg)$/.exec(o.key))
    .filter((m): m is RegExpExecArray => !!m && takes(m[2]));
  const w = nearestStoredWidth(
    stored.map((m) => Number(m[1])),
    width,
  );
  if (w === null) return null;
  const format = (['avif', 'webp', 'jpg'] as const).find((f) => stored.some((m) => Number(m[1]) === w && m[2] === f))!;
  const kept = await c.env.MEDIA.get(`${dir}/${w}.${format}`);
  return kept ? { bytes: new Uint8Array(await kept.arrayBuffer()), format, source: 'nearest' } : null;
}

function shared(key: string, make: () => Promise<Bytes | null>): Promise<Bytes | null> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = make().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

export async function proxyImage<E extends RequestEnv>(
  c: Context<E>,
  url: string,
  width: number,
  _height: number,
  fetcher: typeof fetch = fetch,
  budget: ResizerBudget = UNCOUNTED,
): Promise<Response> {
  const fallback = () => c.redirect(PLACEHOLDER_IMAGE, 302);
  const accept = c.req.header('Accept') ?? '';
  try {
    const dir = `resizer/${await sha256Hex(url)}`;
    let made: Made | null;
    try {
      made = await makeVariant(c, url, dir, width, accept, fetcher, budget);
    } catch (err) {
      if (!(err instanceof MonthSpent)) throw err;
      made = await nearestStored(c, dir, width, accept);
      if (!made) {
        return c.json(
          {
            status: 0,
            rsn: "This shop's image transformations for the month are used up; the image shows once it is stored.",
            code: 'TRANSFORM_CAP',
          },
          429,
          { 'Cache-Control': 'no-store' },
        );
      }
    }
    if (!made) return fallback();
    return new Response(made.bytes, {
      status: 200,
      headers: {
        'Content-Type': PHOTO_MIME[made.format],
        // the nearest stored variant stands in for a month only: not kept at the edge as the width asked
        'Cache-Control': made.source === 'nearest' ? 'public, max-age=3600' : 'public, max-age=86400',
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

/** Which of our formats a browser's Accept leads to (the edge cache keeps each apart). */
const acceptClass = (accept: string): PhotoFormat =>
  /image\/avif/i.test(accept) ? 'avif' : /image\/webp/i.test(accept) ? 'webp' : 'jpg';

/**
 * The edge cache in front of the resizer: one entry per (source, ladder width, format class), so a repeat visit
 * reads neither R2 nor the count. Only whole answers are kept (not a nearest stand-in, not a refusal).
 */
export async function edgeCachedImage<E extends RequestEnv>(
  c: Context<E>,
  url: string,
  width: number,
  make: () => Promise<Response>,
): Promise<Response> {
  const cache = edgeCache();
  const key = `https://resizer.cache.invalid/${await sha256Hex(url)}/${width}.${acceptClass(c.req.header('Accept') ?? '')}`;
  const hit = await cache.match(key).catch(() => undefined);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set('Server-Timing', 'media;desc="edge"');
    return res;
  }
  const res = await make();
  if (res.status === 200 && /desc="(r2|transform)"/.test(res.headers.get('Server-Timing') ?? '')) {
    const stored = cache.put(key, res.clone()).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(stored);
    } catch {
      await stored; // no execution context (a direct app.request)
    }
  }
  return res;
}
