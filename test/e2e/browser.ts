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

/** `bfcache: true` keeps the back/forward cache on (playwright turns it off by default). */
export function launch(opts: { bfcache?: boolean } = {}): Promise<Browser> {
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
