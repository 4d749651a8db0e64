import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { RenderOptions } from '../../../src/render/stream';
import { log } from '../../../src/core/log';
import { fillLateSlot } from '../../../src/render/late-slot';

/**
 * The bench's other renderer (test/bench/renderer.mjs): `streamPage` with React's streaming renderer
 * (renderToReadableStream, what `@hono/react-renderer` runs with `stream: true`). The bench builds a copy of the
 * Worker whose src/render/stream.ts re-exports this file; the rest of the Worker is today's. Same headers, the
 * same late slot, so the two Workers answer the same pages. Like today's streamPage it takes the request's id, not
 * its context (the renders do no I/O of their own).
 */
export async function streamPage(requestId: string, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': opts.cacheControl ?? 'private, no-store',
  });
  if (opts.styleHashes?.length) headers.set('X-Style-Hashes', opts.styleHashes.join(' '));
  if (opts.cspExtra?.length) headers.set('X-Csp-Extra', opts.cspExtra.join(' '));
  const body = await renderToReadableStream(page);
  const status = opts.status ?? 200;
  if (!opts.late) return new Response(body, { status, headers });
  const late = opts.late.element.then((el) => renderToReadableStream(el));
  late.catch((error) => log('error', 'late part failed', { requestId, error: String(error) }));
  return new Response(fillLateSlot(body, opts.late.slot, late), { status, headers });
}
