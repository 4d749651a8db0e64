import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { reactRenderer } from '@hono/react-renderer';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AppEnv } from '../../../src/middleware/app-env';
import type { RenderOptions } from '../../../src/render/stream';
import { log } from '../../../src/core/log';
import { fillLateSlot } from '../../../src/render/late-slot';

/**
 * The bench's other renderer (test/bench/renderer.mjs): `streamPage` as `@hono/react-renderer` renders, with
 * streaming on (React's renderToReadableStream under the middleware's c.render). The bench builds a copy of the
 * Worker whose src/render/stream.ts re-exports this file; the rest of the Worker is today's. Same headers, the
 * same late slot, so the two Workers answer the same pages.
 */
export async function streamPage(c: Context<AppEnv>, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  await reactRenderer(undefined, { stream: true, readableStreamOptions: { signal: c.req.raw.signal } })(
    c,
    async () => {},
  );
  c.status((opts.status ?? 200) as 200);
  c.header('Cache-Control', opts.cacheControl ?? 'private, no-store');
  if (opts.styleHashes?.length) c.header('X-Style-Hashes', opts.styleHashes.join(' '));
  if (opts.cspExtra?.length) c.header('X-Csp-Extra', opts.cspExtra.join(' '));
  const res = await c.render(page);
  res.headers.set('Content-Type', 'text/html; charset=utf-8');
  res.headers.delete('Transfer-Encoding');
  if (!opts.late || !res.body) return res;
  const late = opts.late.element.then((el) => renderToReadableStream(el, { signal: c.req.raw.signal }));
  late.catch((error) => log('error', 'late part failed', { requestId: c.var.requestId, error: String(error) }));
  return new Response(fillLateSlot(res.body, opts.late.slot, late), { status: res.status, headers: res.headers });
}
