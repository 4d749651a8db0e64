import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.node';
import { log } from '../core/log';
import { fillLateSlot } from './late-slot';

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

/**
 * Renders a React page; of the request it knows only its id, for the error log. The page's shell has no Suspense
 * boundary: it is complete before its first byte either way, so it is rendered to one string (React writes
 * strings; the streaming renderer encodes every attribute and text piece apart, which was a third of a fresh
 * render) and encoded once. A late part still streams into its slot when its data arrives. A Suspense boundary in
 * the shell would be sent as its fallback: keep slow parts in a late slot.
 */
export async function streamPage(requestId: string, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  let html: string;
  try {
    html = renderToString(page);
    // the streaming renderer begins a document with its doctype; the string renderer leaves it out
    if (html.startsWith('<html')) html = `<!DOCTYPE html>${html}`;
  } catch (error) {
    log('error', 'render error', { requestId, error: String(error) });
    throw new Error('page shell failed to render');
  }
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': opts.cacheControl ?? 'private, no-store',
  });
  if (opts.styleHashes?.length) headers.set('X-Style-Hashes', opts.styleHashes.join(' '));
  if (opts.cspExtra?.length) headers.set('X-Csp-Extra', opts.cspExtra.join(' '));
  // A JavaScript stream, as the streaming renderer gave: the page cache tees the answer (one branch kept, one sent),
  // and with a string body the kept branch did not complete while the sent one went unread (pages.suite.ts, edge cache).
  if (!opts.late) return new Response(streamOf(encoder.encode(html)), { status: opts.status ?? 200, headers });
  return new Response(
    fillLateSlot(streamOf(encoder.encode(html)), opts.late.slot, renderLate(requestId, opts.late.element)),
    {
      status: opts.status ?? 200,
      headers,
    },
  );
}

const encoder = new TextEncoder();

const streamOf = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/**
 * A late part rendered once its data is in. Its element is complete by then (no Suspense boundary inside), so it
 * is rendered to one string and encoded once, like the shell (the streaming renderer's chunk by chunk encoding
 * was a tenth of a fresh item page). If that fails the page stream fails, so no half page is cached.
 */
function renderLate(requestId: string, element: Promise<ReactElement>): Promise<ReadableStream<Uint8Array>> {
  const rendered = element.then((el) => {
    try {
      return streamOf(encoder.encode(renderToString(el)));
    } catch (error) {
      log('error', 'late part render error', { requestId, error: String(error) });
      throw error;
    }
  });
  rendered.catch((error) => log('error', 'late part failed', { requestId, error: String(error) }));
  return rendered;
}
