import type { Context, Next } from 'hono';
import type { AppEnv } from './app-env';
import { flightOf, leadRender, renderedPageOf, responseOf, waitFor } from './page-render-flights';

/**
 * A shopper's hard reload (`Cache-Control: no-cache` with their cookies) renders the page for them alone and nothing
 * stores it (middleware/page-cache). Identical reloads that arrive together (the same page, language, shop version
 * and cookies: one shopper's repeated taps, or a script hammering a shop) share one render: the first renders, the
 * others wait for it and answer its bytes. What a render reads of the request is its address, its language and its
 * cookies, so an identical request gets the very page (and cookies) it would have rendered.
 */
export async function renderReloadOnce(c: Context<AppEnv>, next: Next, key: string): Promise<Response | undefined> {
  const flight = flightOf(key);
  if (flight) {
    const waited = Date.now();
    const page = await waitFor(flight);
    if (page) {
      c.set('cacheOutcome', 'coalesced');
      c.set('renderMs', Date.now() - waited);
      return responseOf(page);
    }
  }
  // after a wait for a render that made nothing to share, this request renders for itself alone
  const settle = flight ? null : leadRender(key);
  c.set('cacheOutcome', 'miss');
  try {
    await next();
  } catch (err) {
    settle?.(null);
    throw err;
  }
  if (!settle) return;
  if (c.res.status !== 200 || !c.res.body) {
    settle(null);
    return;
  }
  c.executionCtx.waitUntil(renderedPageOf(c.res.clone()).then(settle, () => settle(null)));
}

/**
 * The key of a reload's render: the page's key and shop version with, for a shopper's, the request's cookies (the
 * identity a render reads; '' for an anonymous reload), kept only in this isolate's memory while the render runs.
 * Apart from the key of an ordinary visit's render: a reload never gets a page whose render began before it.
 */
export function reloadKeyOf(versionedPageKey: string, cookieHeader: string | undefined): string {
  return `${versionedPageKey}&__reload=${encodeURIComponent(cookieHeader ?? '')}`;
}
