import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
/** This worker's server: with E2E_SERVERS=2 two files run at once, each worker against its own (global-setup.ts). */
const slot = () => (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject('baseUrls').length;
export const baseUrl = () => inject('baseUrls')[slot()];
export const port = () => inject('ports')[slot()];

export const VIEWPORTS = [
  { name: 'mobile 360', width: 360, height: 780 },
  { name: 'desktop 1280', width: 1280, height: 860 },
] as const;

/** One Chromium per launch option for this worker's files (isolate: false keeps this module between files). */
const running = new Map<string, Promise<Browser>>();

/**
 * This worker's Chromium, started by the first file that asks (a start and stop costs 3 to 4 s of CPU, and the suite's
 * files ran 21 of them; docs/testing.md). What a file gets is that browser with a `close()` of its own, which closes
 * only the contexts the file opened through it, so each file still starts from fresh contexts (cookies, cache,
 * storage, renderer processes: Chromium shares none of them between contexts). A browser that has gone away is
 * started again. Playwright stops it when the worker's process exits.
 * `bfcache: true` keeps the back/forward cache on (playwright turns it off by default).
 */
export async function launch(opts: { bfcache?: boolean } = {}): Promise<Browser> {
  const key = opts.bfcache ? 'bfcache' : 'plain';
  let browser = await running.get(key);
  if (!browser?.isConnected()) {
    const starting = start(opts);
    running.set(key, starting);
    browser = await starting;
  }
  return forOneFile(browser);
}

function forOneFile(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, prop) {
      if (prop === 'close')
        return async () => {
          await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
        };
      if (prop === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      if (prop === 'newPage')
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function start(opts: { bfcache?: boolean }): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    ...(opts.bfcache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** noir-threads has Tawk live chat on: its script (loaded when the shopper reaches for the chat) cannot load offline. */
const TAWK = /^https:\/\/embed\.tawk\.to\//;
export const isThirdPartyChat = (url: string) => TAWK.test(url);

/** Refuses the chat provider's script at once (nothing leaves loopback and no test waits on DNS). */
export async function refuseThirdPartyChat(context: BrowserContext): Promise<void> {
  await context.route(TAWK, (route) => route.abort('internetdisconnected'));
}

/**
 * A page that records console errors and failed requests, which a test can assert are none. The chat script's
 * failed load (no network here) is known noise, left out by its URL.
 */
export async function openPage(
  browser: Browser,
  width: number,
  height = 800,
): Promise<{ page: Page; problems: string[] }> {
  // no route here: a context with request interception gets no speculation-rules prefetch (prefetch.e2e)
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isThirdPartyChat(m.location().url ?? '')) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

/**
 * `wrangler dev`'s own 503 when it restarts the local runtime under a POST ("Your worker restarted mid-request",
 * Retry-After: 0, plain text; it retries GETs by itself). A local development event, not the Worker's answer: the
 * Worker's 503s are JSON or HTML and never say Retry-After: 0.
 */
export function isDevServerRestart(status: number, headers: Record<string, string>): boolean {
  return status === 503 && headers['retry-after'] === '0' && !/json|html/.test(headers['content-type'] ?? '');
}
