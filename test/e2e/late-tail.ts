import { createServer, request, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export interface LateTail {
  /** the proxy's origin (http://localhost:<port>): pages opened here come from `wrangler dev` */
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of `wrangler dev` that sends the pages matching `page` in two parts: everything
 * before the toaster's island at once, the rest (the end of <body>) `holdMs` later. That is what a page whose
 * late part is slow looks like to the browser (the item page streams up to its late slot, then the late part,
 * then the rest), on a loaded machine or a slow network. Every other request passes through unchanged.
 */
export function lateTailProxy(page: RegExp, holdMs: number): Promise<LateTail> {
  const upstream = new URL(baseUrl());
  const server: Server = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      // the page the proxy cuts must be a fresh render, as plain bytes: a reload is not answered from the edge cache
      // (cache-hit-first), and identity keeps the toaster's marker findable in the body
      const held = req.method === 'GET' && page.test(req.url ?? '');
      const headers = held
        ? { ...req.headers, 'accept-encoding': 'identity', 'cache-control': 'no-cache' }
        : req.headers;
      const out = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
        (answer) => {
          if (!held || !/html/.test(String(answer.headers['content-type']))) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(parts);
            const cut = html.lastIndexOf('<', html.indexOf('data-island="toaster"'));
            const headers = { ...answer.headers };
            delete headers['content-length'];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.write(html.subarray(0, cut));
            setTimeout(() => res.end(html.subarray(cut)), holdMs);
          });
        },
      );
      out.on('error', () => res.destroy());
      out.end(Buffer.concat(body));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://localhost:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * Records, in the page, whether the client's entry script (main, an async module) ran before the toaster's island
 * had arrived: the premise of a late-tail test. Call before the navigation; read with `mainRanBeforeToaster`.
 */
export async function watchMainScript(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // a load event does not reach window; the document sees it in its capture phase
    document.addEventListener(
      'load',
      (e) => {
        const el = e.target;
        if (el instanceof HTMLScriptElement && /\/assets\/main-/.test(el.src)) {
          document.documentElement.dataset.e2eMainBeforeToaster = String(
            !document.querySelector('[data-island="toaster"]'),
          );
        }
      },
      true,
    );
  });
}

export const mainRanBeforeToaster = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.e2eMainBeforeToaster ?? 'main never ran');
