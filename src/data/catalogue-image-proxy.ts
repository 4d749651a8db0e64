import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { log } from '../core/log';
import { MAX_PROXY_BYTES, PROXY_IMAGE_TYPES } from '../domain/catalogue/resizer';
import { PLACEHOLDER_IMAGE } from '../domain/images/image-url';

/**
 * Passes an https image of another host through: only raster types, at most 5 MB, 8 s, at most three
 * https redirects. The reply can never run as a document (sandbox CSP, nosniff, fixed content type).
 * Anything that goes wrong shows the placeholder instead (never a 5xx). Resizing itself is left to
 * Cloudflare Images when the zone has it; here the browser scales by the img's width and height.
 */
export async function proxyImage(c: Context<AppEnv>, url: string, _width: number, _height: number, fetcher: typeof fetch = fetch): Promise<Response> {
  const fallback = () => c.redirect(PLACEHOLDER_IMAGE, 302);
  try {
    let current = url;
    let res: Response | undefined;
    for (let hop = 0; hop < 4; hop++) {
      res = await fetcher(current, { redirect: 'manual', headers: { Accept: PROXY_IMAGE_TYPES.join(',') }, signal: AbortSignal.timeout(8000) });
      const next = res.status >= 300 && res.status < 400 ? res.headers.get('Location') : null;
      if (!next) break;
      const to = new URL(next, current);
      if (to.protocol !== 'https:') return fallback();
      current = to.toString();
      res = undefined;
    }
    if (!res || !res.ok || !res.body) return fallback();
    const type = (res.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    const length = Number(res.headers.get('Content-Length') ?? '0');
    if (!PROXY_IMAGE_TYPES.includes(type) || length > MAX_PROXY_BYTES) return fallback();
    const bytes = await res.arrayBuffer();
    if (bytes.byteLength > MAX_PROXY_BYTES) return fallback();
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (err) {
    log('warn', 'image proxy failed', { requestId: c.var.requestId, error: String(err) });
    return fallback();
  }
}
