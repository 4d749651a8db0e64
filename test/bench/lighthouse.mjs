import { execFileSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';

const FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';
const PAGES = [
  ['dilli-kirana', ''], ['dilli-kirana', '/atta-flours'], ['dilli-kirana', '/atta-flours/besan'], ['dilli-kirana', '/bag'],
  ['noir-threads', ''], ['noir-threads', '/kurtas'], ['noir-threads', '/kurtas/mul-kurta-black'], ['noir-threads', '/bag'],
  // the shops' second languages, in both scripts
  ['dilli-kirana', '?lang=hi'], ['dilli-kirana', '/atta-flours/besan?lang=hi'], ['dilli-kirana', '/bag?lang=hi'],
  ['noir-threads', '?lang=ta'], ['noir-threads', '/kurtas/mul-kurta-black?lang=ta'],
];

/** DESIGN 9: Lighthouse (mobile) on home, category, item and bag in both themes, and in Hindi and Tamil: all 100. */
export async function benchLighthouse({ url }) {
  mkdirSync('.wrangler/tmp', { recursive: true });
  const rows = [];
  const worst = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
  for (const [shop, path] of PAGES) {
    const out = `.wrangler/tmp/lh-${shop}${path.replace(/[/?=]/g, '_')}.json`;
    execFileSync('npx', ['lighthouse', `${url}/${shop}${path}`, '--chrome-path=/usr/bin/chromium', `--chrome-flags=${FLAGS}`, '--output=json', `--output-path=${out}`,
      '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--blocked-url-patterns=*tawk.to*'], { stdio: 'ignore' });
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const scores = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, v.score]));
    for (const k of Object.keys(worst)) worst[k] = Math.min(worst[k], scores[k] ?? 0);
    const misses = Object.values(report.audits).filter((a) => a.score !== null && a.score < 1 && ['binary'].includes(a.scoreDisplayMode)).map((a) => a.id);
    rows.push({ page: `/${shop}${path}`, ...scores, misses: misses.slice(0, 4).join(' ') });
  }
  console.table(rows);
  return [
    { budget: 'Lighthouse performance, worst page (mobile)', value: worst.performance * 100, min: 100 },
    { budget: 'Lighthouse accessibility, worst page', value: worst.accessibility * 100, min: 100 },
    { budget: 'Lighthouse best practices, worst page', value: worst['best-practices'] * 100, min: 100 },
    { budget: 'Lighthouse SEO, worst page', value: worst.seo * 100, min: 100 },
  ];
}
