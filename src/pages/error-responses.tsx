import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { loadPageFrame } from '../middleware/page-frame';
import { renderPage } from './page-shell';
import { ErrorPage, errorPageFailedHtml } from './errors';

/** The spec's error page for a status; if that page cannot render, a plain HTML fallback. */
export async function errorPage(c: Context<AppEnv>, status: number, unmatched = false): Promise<Response> {
  const tenant = c.get('tenant');
  try {
    return await renderPage(
      await loadPageFrame(c, { status }),
      <ErrorPage status={status} storeId={tenant?.storeId} store={tenant?.store} unmatched={unmatched} />,
      { status },
    );
  } catch {
    return c.html(errorPageFailedHtml(), status as 500);
  }
}

export function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  return errorPage(c, 404, true);
}
