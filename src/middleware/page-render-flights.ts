import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';
import { LANGUAGE_COOKIE } from '../domain/i18n/languages';
import { log } from '../core/log';

/**
 * Renders of a page in flight in this isolate (middleware/page-cache): the requests that miss the same page wait
 * for one render, and right after a change one render runs behind the stale answers.
 */

/** A page rendered once in this isolate, as the requests that waited for it answer it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Renders in flight in this isolate, by key and shop version: requests that miss the same key wait for them. */
export const inFlight = new Map<string, Promise<RenderedPage | null>>();

/**
 * How a page is rendered again behind a stale answer: the app itself, given a request (worker.ts sets it, as the
 * middleware cannot import the app that mounts it).
 */
type PageRenderer = (req: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => Response | Promise<Response>;
let renderPage: PageRenderer | null = null;
export function setPageRenderer(render: PageRenderer): void {
  renderPage = render;
}

/**
 * Renders the page again for the current version after this request answered it stale: an anonymous reload of the
 * same address (in the language it asked for, no shopper's cookies), which renders and stores the page, then
 * settles this flight, so requests that come meanwhile are answered stale or wait for it, and none renders again
 * before the page is stored. The request carries an id only this isolate knows (RENDER_BEHIND).
 */
export function renderBehind(c: Context<AppEnv>, versioned: string): void {
  if (!renderPage) return;
  const settle = leadRender(versioned);
  const id = crypto.randomUUID();
  rendersBehind.set(id, settle);
  const headers = new Headers({ [RENDER_BEHIND]: id });
  const language = c.req.header('Accept-Language');
  if (language) headers.set('Accept-Language', language);
  const lang = getCookie(c, LANGUAGE_COOKIE);
  if (lang) headers.set('Cookie', `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}`);
  const rendered = (async () => {
    const res = await renderPage!(new Request(c.req.url, { headers }), c.env, c.executionCtx);
    await res.arrayBuffer();
  })();
  c.executionCtx.waitUntil(
    rendered.then(
      () => {
        // a request that never reached the page cache (or failed before it) leaves its id: nobody else settles it
        if (rendersBehind.delete(id)) settle(null);
      },
      (err: unknown) => {
        rendersBehind.delete(id);
        settle(null);
        log('warn', 'page not rendered behind a stale answer', {
          storeId: c.req.param('storeId'),
          requestId: c.get('requestId'),
          error: String(err),
        });
      },
    ),
  );
}

/** The header that names a render behind a stale answer, and those under way in this isolate by id. */
export const RENDER_BEHIND = 'X-Render-Behind';
const rendersBehind = new Map<string, (page: RenderedPage | null) => void>();

/** The flight a render behind a stale answer settles, when the request is one (its id known here), else null. */
export function takeRenderBehind(id: string | undefined): ((page: RenderedPage | null) => void) | null {
  const settle = id ? rendersBehind.get(id) : undefined;
  if (!settle) return null;
  rendersBehind.delete(id!);
  return settle;
}

/** A request waits this long for another's render at most, then renders itself. */
const WAIT_FOR_RENDER_MS = 10_000;

export function leadRender(versioned: string): (page: RenderedPage | null) => void {
  let settle!: (page: RenderedPage | null) => void;
  const rendered = new Promise<RenderedPage | null>((resolve) => (settle = resolve));
  inFlight.set(versioned, rendered);
  void rendered.then(() => {
    if (inFlight.get(versioned) === rendered) inFlight.delete(versioned);
  });
  return settle;
}

export function waitFor(flight: Promise<RenderedPage | null>): Promise<RenderedPage | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WAIT_FOR_RENDER_MS)));
  return Promise.race([flight, late]).finally(() => clearTimeout(timer));
}
