import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.node';
import type { AppEnv } from '../env';
import { log } from '../core/log';
import { fillLateSlot } from './late-slot';

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|lighthouse|preview/i;

export interface RenderOptions {
  status?: number;
  /** CSP sources for inline <style> blocks of this page */
  styleHashes?: string[];
  /** extra CSP sources for third-party plugin scripts (chat, pixels) */
  cspExtra?: string[];
  /** shared cache policy; personal pages stay private */
  cacheControl?: string;
  /** a part of the page that waits for slower data: streamed in place of <LateSlot name={slot} /> when it is ready */
  late?: { slot: string; element: Promise<ReactElement> };
}

/** Streams a React page. Bots and previews get the whole document at once (allReady). */
export async function streamPage(c: Context<AppEnv>, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  let failed = false;
  const stream = await renderToReadableStream(page, {
    signal: c.req.raw.signal,
    onError(error) {
      failed = true;
      log('error', 'render error', { requestId: c.var.requestId, error: String(error) });
    },
  });
  if (BOT.test(c.req.header('User-Agent') ?? '')) await stream.allReady;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': opts.cacheControl ?? 'private, no-store',
  });
  if (opts.styleHashes?.length) headers.set('X-Style-Hashes', opts.styleHashes.join(' '));
  if (opts.cspExtra?.length) headers.set('X-Csp-Extra', opts.cspExtra.join(' '));
  if (failed) throw new Error('page shell failed to render');
  const body = opts.late ? fillLateSlot(stream, opts.late.slot, renderLate(c, opts.late.element)) : stream;
  return new Response(body, { status: opts.status ?? 200, headers });
}

/** A late part rendered once its data is in. If that fails the page stream fails, so no half page is cached. */
function renderLate(c: Context<AppEnv>, element: Promise<ReactElement>): Promise<ReadableStream<Uint8Array>> {
  const rendered = element.then((el) => renderToReadableStream(el, {
    signal: c.req.raw.signal,
    onError(error) {
      log('error', 'late part render error', { requestId: c.var.requestId, error: String(error) });
    },
  }));
  rendered.catch((error) => log('error', 'late part failed', { requestId: c.var.requestId, error: String(error) }));
  return rendered;
}
