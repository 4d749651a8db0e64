import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * DESIGN 9: all JavaScript a first visit to a shop's home loads, gzipped, at most 75 KB, in at most 3 requests; and
 * in every language the shop speaks, under 6 KB (the messages travel with the islands, not in the first scripts).
 */
export async function benchJsBudget({ url }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const results = [];
  try {
    for (const [shop, lang] of [
      ['dilli-kirana', 'en'],
      ['dilli-kirana', 'hi'],
      ['noir-threads', 'en'],
      ['noir-threads', 'ta'],
    ]) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      await context.addCookies([{ name: 'lang', value: lang, url }]);
      const page = await context.newPage();
      const bodies = [];
      page.on('response', async (res) => {
        if (res.request().resourceType() === 'script' || res.url().endsWith('.js'))
          bodies.push(
            res
              .body()
              .then((b) => ({ url: res.url(), gz: gzipSync(b, { level: 9 }).length }))
              .catch(() => null),
          );
      });
      await page.goto(`${url}/${shop}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500); // plugins load after the page is interactive: count them too
      const files = (await Promise.all(bodies)).filter(Boolean);
      const total = files.reduce((n, f) => n + f.gz, 0);
      console.log(`${shop} (${lang}): ${files.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
      for (const f of files) console.log(`   ${(f.gz / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
      results.push({ budget: `first-visit JS on ${shop} home in ${lang} (KB gzip)`, value: total / 1024, max: 6 });
      results.push({ budget: `first-visit JS requests on ${shop} home in ${lang}`, value: files.length, max: 3 });
      // The shopper reaches for the search box: React and every island of the page hydrate.
      await page.locator('[data-island="search-box"] input:visible').first().focus();
      await page.waitForSelector('html[data-hydrated="true"]', { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const all = (await Promise.all(bodies)).filter(Boolean);
      const after = all.reduce((n, f) => n + f.gz, 0);
      console.log(
        `${shop} (${lang}): after the first interaction ${all.length} scripts, ${(after / 1024).toFixed(1)} KB gzip`,
      );
      for (const f of all.slice(files.length))
        console.log(`   ${(f.gz / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
      results.push({
        budget: `JS on ${shop} home in ${lang} after the first interaction (KB gzip, for information)`,
        value: after / 1024,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
