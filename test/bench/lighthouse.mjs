import { execFileSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';

const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const PAGES = [
  ['dilli-kirana', ''],
  ['dilli-kirana', '/atta-flours'],
  ['dilli-kirana', '/atta-flours/besan'],
  ['dilli-kirana', '/bag'],
  ['noir-threads', ''],
  ['noir-threads', '/kurtas'],
  ['noir-threads', '/kurtas/mul-kurta-black'],
  ['noir-threads', '/bag'],
  // the shops' second languages, in both scripts
  ['dilli-kirana', '?lang=hi'],
  ['dilli-kirana', '/atta-flours/besan?lang=hi'],
  ['dilli-kirana', '/bag?lang=hi'],
  ['noir-threads', '?lang=ta'],
  ['noir-threads', '/kurtas/mul-kurta-black?lang=ta'],
];

// Headless Chromium can hold a page's first frames back by whole seconds after it has loaded: a probe in the page
// sees its first requestAnimationFrame about 1.2 s after navigation and the second about 2.2 s, every 16 ms after
// that, even on a static page of text with one stylesheet (the control below). Lighthouse issue #17148 traces it to
// viz throttling a renderer's BeginFrames to one a second. Lantern then counts every request finished before that
// late paint, so such a run scores low for reasons outside the page; the table names these runs.
const HELD_PAINT_MS = 900;

/** Lighthouse states its 4x CPU slowdown for a host with a benchmarkIndex of about 1,500 (docs/throttling.md). */
const LIGHTHOUSE_REFERENCE_INDEX = 1500;

/**
 * The CPU slowdown that Lighthouse's calibration (docs/throttling.md and its CPU throttling calculator) gives for a
 * host's benchmarkIndex, so that a run emulates the same mid-tier phone as 4x on the reference host: 800 -> 2x,
 * 1,300 -> 3x, then one more per 233 (1,533 -> 4x). Below 800 the calculator goes lower still; 2x is reported there.
 */
function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  return 2 + Math.max(0, benchmarkIndex - 800) / 500;
}

/**
 * A page with nothing of the storefront in it: the owner API document (static text and one stylesheet, no script,
 * no image). When its first paint is held too, the hold belongs to the browser on this host, not to a page.
 */
const CONTROL_PATH = '/admin/api/docs';

/**
 * The owner console's pages (issue #28: accessibility 100), signed in as the demo owner on loopback: the console's
 * cookie holds the owner key (src/auth/owner-key.ts). Only accessibility is budgeted for them.
 */
const CONSOLE_SHOP = 'dilli-kirana';
const CONSOLE_PAGES = [
  '',
  '/catalogue',
  '/catalogue/new',
  '/catalogue/basmati-classic',
  '/categories',
  '/offers',
  '/customers',
  '/shop',
  '/insights',
];

/** The console follows the phone's colour scheme: each console page is audited light, then dark (Chromium's own switch). */
const SCHEMES = { light: '', dark: ' --force-dark-mode' };

function audit(
  pageUrl,
  out,
  { categories = 'performance,accessibility,best-practices,seo', cookie, scheme = 'light' } = {},
) {
  execFileSync(
    'npx',
    [
      'lighthouse',
      pageUrl,
      '--chrome-path=/usr/bin/chromium',
      `--chrome-flags=${FLAGS}${SCHEMES[scheme]}`,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--only-categories=${categories}`,
      '--blocked-url-patterns=*tawk.to*',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { stdio: 'ignore' },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, v.score]));
  const misses = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary'].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  const held = observed.observedFirstPaint - observed.observedLoad >= HELD_PAINT_MS;
  const row = {
    ...scores,
    'loaded ms': observed.observedLoad,
    'first paint ms': observed.observedFirstPaint,
    'TBT ms': Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    held: held ? 'yes' : '',
    misses: misses.slice(0, 4).join(' '),
  };
  return { scores, row, held, benchmarkIndex: report.environment?.benchmarkIndex ?? 0 };
}

/** The owner console's 9 pages, light and dark, accessibility only: its rows and the worst score. */
function auditConsole(url, rows) {
  let worst = 1;
  for (const path of CONSOLE_PAGES) {
    for (const scheme of Object.keys(SCHEMES)) {
      const run = audit(
        `${url}/admin/${CONSOLE_SHOP}${path}`,
        `.wrangler/tmp/lh-console-${scheme}${path.replace(/[/?=]/g, '_')}.json`,
        { categories: 'accessibility', cookie: `owner_${CONSOLE_SHOP}=dev_owner_${CONSOLE_SHOP}`, scheme },
      );
      worst = Math.min(worst, run.scores.accessibility ?? 0);
      rows.push({
        page: `/admin/${CONSOLE_SHOP}${path} (console, ${scheme})`,
        accessibility: run.scores.accessibility,
        misses: run.row.misses,
      });
    }
  }
  return worst;
}

const consoleBudget = (worst) => ({
  budget: 'Lighthouse accessibility, worst owner console page (signed in, 360 px mobile, light and dark)',
  value: worst * 100,
  min: 100,
});

/**
 * DESIGN 9: Lighthouse (mobile) on home, category, item and bag in both themes, and in Hindi and Tamil: all 100.
 * BENCH_LIGHTHOUSE=console audits only the owner console's pages.
 */
export async function benchLighthouse({ url }) {
  mkdirSync('.wrangler/tmp', { recursive: true });
  const rows = [];
  if (process.env.BENCH_LIGHTHOUSE === 'console') {
    const worst = auditConsole(url, rows);
    console.table(rows);
    return [consoleBudget(worst)];
  }
  const worst = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
  const indexes = [];
  let held = 0;
  for (const [shop, path] of PAGES) {
    const run = audit(`${url}/${shop}${path}`, `.wrangler/tmp/lh-${shop}${path.replace(/[/?=]/g, '_')}.json`);
    for (const k of Object.keys(worst)) worst[k] = Math.min(worst[k], run.scores[k] ?? 0);
    indexes.push(run.benchmarkIndex);
    if (run.held) held++;
    rows.push({ page: `/${shop}${path}`, ...run.row });
  }
  const consoleWorst = auditConsole(url, rows);
  const control = audit(`${url}${CONTROL_PATH}`, '.wrangler/tmp/lh-control.json');
  indexes.push(control.benchmarkIndex);
  rows.push({ page: `${CONTROL_PATH} (control, not budgeted)`, ...control.row });
  console.table(rows);
  const lowest = Math.min(...indexes);
  return [
    {
      budget: `Lighthouse benchmarkIndex of this machine, lowest (its 4x CPU slowdown assumes about ${LIGHTHOUSE_REFERENCE_INDEX}; for information)`,
      value: lowest,
    },
    {
      budget:
        "CPU slowdown Lighthouse's calibration gives for that index (the budget runs at the default 4x; for information)",
      value: calibratedSlowdown(lowest),
    },
    {
      budget: `Lighthouse runs whose first paint came ${HELD_PAINT_MS} ms or more after load (headless Chromium; for information)`,
      value: held,
    },
    {
      budget: `Control page ${CONTROL_PATH}, first paint after load in ms (static text, one stylesheet; for information)`,
      value: control.row['first paint ms'] - control.row['loaded ms'],
    },
    { budget: 'Lighthouse performance, worst page (mobile)', value: worst.performance * 100, min: 100 },
    { budget: 'Lighthouse accessibility, worst page', value: worst.accessibility * 100, min: 100 },
    { budget: 'Lighthouse best practices, worst page', value: worst['best-practices'] * 100, min: 100 },
    { budget: 'Lighthouse SEO, worst page', value: worst.seo * 100, min: 100 },
    consoleBudget(consoleWorst),
  ];
}
