import { Hono, type Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { log } from '../core/log';
import { edgeCache } from '../core/edge-cache';
import {
  formatFor,
  parseVariantPath,
  photoWidths,
  PHOTO_MIME,
  variantUrl,
  type VariantRequest,
} from '../domain/images/photo-ref';
import { readVariant, transformVariant } from '../data/media/photo-store';
import type { Bytes } from '../data/media/photo-bytes';

/**
 * GET /media/{storeId}/{photoId}/{width}.{avif|webp|jpg}: an owner's photo at one width of the ladder; without the
 * format (`/{width}`, what pages link) the request's `Accept` picks it, the reply says `Vary: Accept`, and the edge
 * cache keeps each format under its own address, the one with the format.
 * The edge cache answers first, then R2; only a variant never made before is transformed, once (requests for
 * the same variant in this isolate meanwhile wait for that one transform). Content-addressed, so immutable.
 * `Server-Timing: media;desc="edge|r2|transform"` says which one answered (the tests and the bench count them).
 */
export const media = new Hono<AppEnv>();

const IMMUTABLE = 'public, max-age=31536000, immutable';
const inFlight = new Map<string, Promise<Bytes | null>>();

const notFound = (c: Context<AppEnv>) =>
  c.text('Not Found', 404, { 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' });

function imageReply(
  bytes: Bytes,
  v: VariantRequest,
  source: 'edge' | 'r2' | 'transform',
  negotiated = false,
): Response {
  return new Response(bytes, {
    headers: {
      ...(negotiated ? { Vary: 'Accept' } : {}),
      'Content-Type': PHOTO_MIME[v.format],
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Server-Timing': `media;desc="${source}"`,
    },
  });
}

/** The variant made by this request ('transform'), or by another one of this isolate that was already making it ('r2'). */
async function transformOnce(
  c: Context<AppEnv>,
  v: VariantRequest,
): Promise<{ bytes: Bytes | null; source: 'r2' | 'transform' }> {
  const key = `${v.ref.storeId}/${v.ref.id}/${v.width}.${v.format}`;
  const pending = inFlight.get(key);
  if (pending) return { bytes: await pending, source: 'r2' };
  const made = transformVariant(c.env, v.ref, v.width, v.format).finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return { bytes: await made, source: 'transform' };
}

async function fromCache(url: string): Promise<Bytes | null> {
  const hit = await edgeCache().match(url);
  return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
}

media.get('/*', async (c) => {
  const asked = parseVariantPath(new URL(c.req.url).pathname);
  const negotiated = asked !== null && asked.format === null;
  const v: VariantRequest | null = asked && {
    ...asked,
    format: asked.format ?? formatFor(c.req.header('Accept'), asked.ref, asked.width),
  };
  if (!v || !photoWidths(v.ref, v.format).includes(v.width)) return notFound(c);
  const cacheKey = new URL(variantUrl(v.ref, v.width, v.format), c.req.url);
  try {
    const cached = await fromCache(cacheKey.toString());
    if (cached) return imageReply(cached, v, 'edge', negotiated);
    let source: 'r2' | 'transform' = 'r2';
    let bytes = await readVariant(c.env, v.ref, v.width, v.format);
    if (!bytes) ({ bytes, source } = await transformOnce(c, v));
    if (!bytes) return notFound(c);
    const reply = imageReply(bytes, v, source, negotiated);
    const keep = imageReply(bytes, v, 'edge');
    keep.headers.delete('Server-Timing');
    c.executionCtx.waitUntil(edgeCache().put(cacheKey.toString(), keep));
    return reply;
  } catch (err) {
    log('warn', 'photo variant failed', { requestId: c.get('requestId'), path: c.req.path, error: String(err) });
    return c.text('Not Found', 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  }
});
