import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';
import { log } from '../middleware/log';

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|lighthouse|preview/i;

export interface RenderOptions {
  status?: number;
  /** CSP sources for inline <style> blocks of this page */
  styleHashes?: string[];
  /** extra CSP sources for third-party plugin scripts (chat, pixels) */
  cspExtra?: string[];
  /** shared cache policy; personal pages stay private */
  cacheControl?: string;
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
  return new Response(stream, { status: opts.status ?? 200, headers });
}
