// First paint on a slow network (#30 item 6): a first visit (empty cache) over emulated Slow 4G, 150 ms RTT and
// 1.6 Mbps down, on a 360 px phone at DPR 2, to a shop's home and an item page, against a peer: a static page of
// the same bytes as a Next.js app's same-shaped home (148 KB: HTML with its inline data, one render-blocking
// stylesheet, async script chunks, lazy images, as next/image makes them), served from loopback. First contentful
// paint, median of 5, in headless Chromium and in a windowed Chromium under Xvfb.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { chromium } from 'playwright-core';
import { peerFiles } from './next-peer.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = 5;

/** A loopback static server for the peer's files, as a CDN would send them (no compression, long cache). */
function servePeer() {
  const files = peerFiles();
  const server = http.createServer((req, res) => {
    const file = files.get(new URL(req.url, 'http://x').pathname);
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': file.body.length,
      'Cache-Control': file.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(file.body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        bytes: [...files.values()].reduce((n, f) => n + f.body.length, 0),
        stop: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

/** Xvfb on a free display (it picks the number and says it on a file descriptor); null when not installed. */
async function startXvfb() {
  if (!existsSync('/usr/bin/Xvfb')) return null;
  const child = spawn('/usr/bin/Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    let out = '';
    child.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.on('exit', () => reject(new Error('Xvfb exited')));
    setTimeout(() => reject(new Error('Xvfb did not start in 10 s')), 10_000);
  });
  return { display, stop: () => child.kill('SIGTERM') };
}

/**
 * One first visit: a new context (empty cache), Slow 4G by CDP, the page's FCP from its own paint timing and its
 * largest contentful paint (the last LCP entry by load; the page is not touched, so none comes later).
 */
export async function firstVisit(browser, url, { second } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const fcpOf = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const seen = performance.getEntriesByName('first-contentful-paint')[0];
            if (seen) return resolve(seen.startTime);
            new PerformanceObserver((list) =>
              resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime),
            ).observe({ type: 'paint', buffered: true });
          }),
      );
    const lcpOf = () =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
              type: 'largest-contentful-paint',
              buffered: true,
            });
            setTimeout(() => resolve(undefined), 2000);
          }),
      );
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const fcp = await fcpOf();
    if (!second) return { fcp, lcp: await lcpOf() };
    await page.goto(second, { waitUntil: 'load', timeout: 60_000 });
    return { fcp, secondFcp: await fcpOf() };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** FCP and LCP medians of RUNS first visits to each page, the pages' runs interleaved so machine noise falls on all alike. */
async function measureIn(browser, pages) {
  const visits = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++)
    for (const [name, url] of Object.entries(pages)) visits[name].push(await firstVisit(browser, url));
  return Object.fromEntries(
    Object.entries(visits).map(([k, v]) => {
      const fcps = v.map((x) => x.fcp);
      const lcps = v.map((x) => x.lcp ?? x.fcp);
      return [
        k,
        { median: median(fcps), runs: fcps.map(Math.round), lcp: median(lcps), lcpRuns: lcps.map(Math.round) },
      ];
    }),
  );
}

export async function benchFirstPaint({ url }) {
  if (!existsSync(CHROMIUM)) {
    console.warn('!! first paint on Slow 4G NOT MEASURED: no /usr/bin/chromium (apt-get install -y chromium)');
    return [];
  }
  const peer = await servePeer();
  const pages = {
    'home (ours)': `${url}/dilli-kirana`,
    'item (ours)': `${url}/dilli-kirana/rice/parmal-sela`,
    'home (Next.js peer, static)': `${peer.url}/`,
  };
  // the Worker's isolate, memo and edge cache warm: a first visit of a shopper, not of the Worker
  for (const u of Object.values(pages)) await fetch(u).then((r) => r.arrayBuffer());
  const rows = [];
  const results = {};
  try {
    const headless = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', ...ARGS] });
    try {
      results.headless = await measureIn(headless, pages);
    } finally {
      await headless.close();
    }
    const xvfb = await startXvfb().catch((err) => (console.warn(`!! Xvfb: ${err.message}`), null));
    if (!xvfb) console.warn('!! first paint in a windowed Chromium NOT MEASURED: no Xvfb (apt-get install -y xvfb)');
    else {
      try {
        const windowed = await chromium.launch({
          executablePath: CHROMIUM,
          headless: false,
          args: ARGS,
          env: { ...process.env, DISPLAY: xvfb.display },
        });
        try {
          results.windowed = await measureIn(windowed, pages);
        } finally {
          await windowed.close();
        }
      } finally {
        xvfb.stop();
      }
    }
  } finally {
    await peer.stop();
  }
  for (const [mode, byPage] of Object.entries(results)) {
    for (const [page, r] of Object.entries(byPage))
      rows.push({
        browser: mode === 'windowed' ? 'windowed (Xvfb)' : 'headless',
        page,
        'FCP median ms': Math.round(r.median),
        runs: r.runs.join(' '),
        'LCP median ms': Math.round(r.lcp),
        'LCP runs': r.lcpRuns.join(' '),
      });
  }
  console.log(
    `\nFirst visit over emulated Slow 4G (150 ms RTT, 1.6 Mbps; 360 px, DPR 2), first and largest contentful paint, median of ${RUNS}; peer: ${(peer.bytes / 1024).toFixed(0)} KB`,
  );
  console.table(rows);
  const budgets = [];
  for (const [mode, byPage] of Object.entries(results)) {
    const label = mode === 'windowed' ? 'windowed Chromium (Xvfb)' : 'headless Chromium';
    const peerFcp = byPage['home (Next.js peer, static)'].median;
    const peerLcp = byPage['home (Next.js peer, static)'].lcp;
    budgets.push({
      budget: `Slow 4G first visit, ${label}: peer home FCP median ms (for information)`,
      value: peerFcp,
    });
    budgets.push({
      budget: `Slow 4G first visit, ${label}: peer home LCP median ms (for information)`,
      value: peerLcp,
    });
    for (const page of ['home (ours)', 'item (ours)']) {
      const ours = byPage[page].median;
      budgets.push({ budget: `Slow 4G first visit, ${label}: ${page} FCP median ms`, value: ours, max: 700 });
      budgets.push({
        budget: `Slow 4G first visit, ${label}: ${page} FCP - peer home FCP (ms)`,
        value: ours - peerFcp,
        max: 0,
      });
      // #42: no later than the peer's (the issue's own figures for the home, 440-472 ms windowed, were a quiet machine's)
      budgets.push({
        budget: `Slow 4G first visit, ${label}: ${page} LCP - peer home LCP (ms)`,
        value: byPage[page].lcp - peerLcp,
        max: 0,
      });
    }
  }
  return budgets;
}
