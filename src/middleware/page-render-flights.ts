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

/** A rendered page as one waiting request's answer (each gets its own copy of the bytes). */
export function responseOf(page: RenderedPage): Response {
  return new Response(page.body.slice(0), { status: page.status, headers: page.headers });
}

/** A render's answer read whole, to share with the requests that wait for it. */
export async function renderedPageOf(res: Response): Promise<RenderedPage> {
  return { status: res.status, headers: [...res.headers], body: await res.arrayBuffer() };
}

/**
 * One render in flight: settled once, with the page, or null when it made none to share (the requests that waited
 * then render themselves). A plain record, never a promise: see `waitFor`.
 */
export interface Flight {
  startedAt: number;
  settled: boolean;
  page: RenderedPage | null;
}

/** Renders in flight in this isolate, by key and shop version: requests that miss the same key wait for them. */
const inFlight = new Map<string, Flight>();

/** The render of `key` under way in this isolate, if one began less than the longest wait ago. */
export function flightOf(key: string): Flight | undefined {
  const flight = inFlight.get(key);
  if (!flight) return undefined;
  // a render whose request was cancelled before it settled would hold every later request up: it is forgotten
  if (Date.now() - flight.startedAt < WAIT_FOR_RENDER_MS) return flight;
  inFlight.delete(key);
  return undefined;
}

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
/** A waiting request looks at the flight after this long first, then twice as long each time, up to the longest. */
const FIRST_LOOK_MS = 4;
const LONGEST_LOOK_MS = 32;

/** This request renders `key`: the requests that miss the same key meanwhile wait for it. Returns how it settles. */
export function leadRender(key: string): (page: RenderedPage | null) => void {
  const flight: Flight = { startedAt: Date.now(), settled: false, page: null };
  inFlight.set(key, flight);
  return (page) => {
    if (flight.settled) return;
    flight.page = page;
    flight.settled = true;
    if (inFlight.get(key) === flight) inFlight.delete(key);
  };
}

/**
 * Another request's render of the page, once it settles (null if it made none, or took longer than the longest
 * wait). The waiting request looks at the flight on timers of its own: woken by a promise another request settled,
 * workerd may cancel it as hung ("your Worker's code had hung"), which is why no promise crosses requests here.
 */
export async function waitFor(flight: Flight): Promise<RenderedPage | null> {
  const until = Date.now() + WAIT_FOR_RENDER_MS;
  for (let look = FIRST_LOOK_MS; !flight.settled && Date.now() < until; look = Math.min(2 * look, LONGEST_LOOK_MS))
    await new Promise((resolve) => setTimeout(resolve, look));
  return flight.page;
}
