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
 * Loads the frame (bag count, offers), then renders: the old way, sequential. Every storefront handler now starts
 * `loadPageFrame` beside its own loads and calls `renderPage`, and a console page renders with `consoleFrame`; this
 * stays only until the console's ONDC page (being written beside this change) does the same, then it goes.
 * @deprecated use `renderPage(await loadPageFrame(c), page)` or `renderPage(consoleFrame(c), page)`
 */
export async function renderHtml<E extends AppEnv>(
  c: Context<E>,
  page: ReactElement,
  opts: HtmlOptions = {},
): Promise<Response> {
  const { offers, ...rest } = opts;
  return renderPage(await loadPageFrame(c, { status: opts.status, offers }), page, rest);
}
