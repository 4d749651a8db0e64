import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { AppEnv } from '../middleware/app-env';
import { loadPageFrame } from '../middleware/page-frame';
import type { LayoutOffer } from '../render/page-frame';
import type { RenderOptions } from '../render/stream';
import { renderPage } from './page-shell';

export interface HtmlOptions extends RenderOptions {
  /** the shop's offers when the route has them already (home, bag); otherwise the frame's loader reads them */
  offers?: readonly LayoutOffer[];
}

/**
 * For a handler whose page needs nothing loaded alongside its frame: loads the frame (bag count, offers), then
 * renders. A handler with loads of its own starts `loadPageFrame` with them and calls `renderPage` itself.
 */
export async function renderHtml<E extends AppEnv>(
  c: Context<E>,
  page: ReactElement,
  opts: HtmlOptions = {},
): Promise<Response> {
  const { offers, ...rest } = opts;
  return renderPage(await loadPageFrame(c, { status: opts.status, offers }), page, rest);
}
