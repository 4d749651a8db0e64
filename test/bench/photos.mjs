// Photos in a real browser (issue 31): the image bytes a shopper's phone downloads on dilli-kirana's home and an
// item page, that no photo arrives much wider than its box, that a second visit transforms nothing, and how long an
// owner's 4 MB phone photo takes to upload and first show, against one fresh home render of the same run.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { phoneOriginal, SOURCE_PHOTOS } from '../../seed/photos.mjs';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const KB = 1024;
const SHOP = 'dilli-kirana';
const ITEM = '/rice/basmati-classic';
/** A phone at 360 x 780 CSS px and DPR 2; a laptop at 1280 px and DPR 1, allowed twice the phone's bytes. */
const SCREENS = [
  { name: '360', viewport: { width: 360, height: 780 }, dpr: 2, factor: 1 },
  { name: '1280', viewport: { width: 1280, height: 860 }, dpr: 1, factor: 2 },
];
const BUDGET = { homeFirst: 60, homeAll: 400, item: 100 };
/** A variant may be this much wider than its box times the DPR (unless it is the smallest variant there is). */
const OVERSIZE = 1.5;
const SMALLEST_VARIANT = 160;

/** Every image response of a page: its URL, bytes on the wire and whether the variant route transformed it. */
function recordImages(page) {
  const seen = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return;
    seen.push(
      (async () => {
        const sizes = await res
          .request()
          .sizes()
          .catch(() => null);
        const timing = (await res.allHeaders().catch(() => ({})))['server-timing'] ?? '';
        return {
          url: new URL(res.url()).pathname,
          bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
          transform: /media;desc="transform"/.test(timing),
        };
      })(),
    );
  });
  return async () => Promise.all(seen);
}

/** The page's images as laid out: the chosen source, natural and box widths, and whether it is on the first screen. */
function imagesOnPage(page) {
  return page.evaluate(() =>
    [...document.images].map((img) => {
      const r = img.getBoundingClientRect();
      return {
        src: img.currentSrc ? new URL(img.currentSrc).pathname : '',
        natural: img.naturalWidth,
        box: r.width,
        boxHeight: r.height,
        top: r.top + window.scrollY,
        visible: r.width > 0 && r.height > 0,
        complete: img.complete,
      };
    }),
  );
}

async function scrollToEnd(page) {
  for (let i = 0; i < 60; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

const sum = (list) => list.reduce((n, r) => n + r.bytes, 0);
const variantWidth = (src) => Number(/\/(\d+)\.(?:avif|webp|jpg)$/.exec(src)?.[1] ?? 0);

/**
 * Photos that arrived more than OVERSIZE times wider than their box x DPR, and could have been smaller. The width
 * that arrived is the variant's (naturalWidth is corrected for the srcset's density, so it is in CSS px).
 */
function oversized(images, dpr) {
  return images
    .filter((i) => i.src.startsWith('/media/') && i.visible && i.natural > 0)
    .filter((i) => variantWidth(i.src) > SMALLEST_VARIANT && variantWidth(i.src) > OVERSIZE * i.box * dpr);
}

/** One visit of home and the item page on one screen: bytes, oversized photos, transforms, formats. */
async function visit(browser, url, screen) {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.dpr });
  const out = { transforms: 0, oversized: [], formats: new Set() };
  try {
    for (const [name, path] of [
      ['home', ''],
      ['item', ITEM],
    ]) {
      const page = await context.newPage();
      const responses = recordImages(page);
      await page.goto(`${url}/${SHOP}${path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const firstImages = await imagesOnPage(page);
      const firstScreen = new Set(
        firstImages.filter((i) => i.visible && i.top < screen.viewport.height && i.src).map((i) => i.src),
      );
      const beforeScroll = await responses();
      out[name] = {
        firstScreen: sum(beforeScroll.filter((r) => firstScreen.has(r.url))) / KB,
        beforeScroll: sum(beforeScroll) / KB,
        photosOnFirstScreen: [...firstScreen].filter((s) => s.startsWith('/media/')).length,
      };
      await scrollToEnd(page);
      const all = await responses();
      out[name].all = sum(all) / KB;
      out[name].photos = all.filter((r) => r.url.startsWith('/media/')).length;
      const laidOut = await imagesOnPage(page);
      out.oversized.push(
        ...oversized(laidOut, screen.dpr).map(
          (i) => `${name}@${screen.name}: ${i.src} (${variantWidth(i.src)} px for a ${Math.round(i.box)} px box)`,
        ),
      );
      out.transforms += all.filter((r) => r.transform).length;
      for (const r of all) if (r.url.startsWith('/media/')) out.formats.add(r.url.split('.').pop());
      await page.close();
    }
  } finally {
    await context.close();
  }
  return out;
}

/** Median time of `n` runs of `fn`, in ms. */
async function medianMs(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

/** The owner uploads a 4 MB phone JPEG to an item without a photo; then a phone opens the item page and sees it. */
async function uploadTimings(browser, url) {
  const freshHome = await medianMs(3, async () => {
    const res = await fetch(`${url}/${SHOP}`, { headers: { 'Cache-Control': 'no-cache' } });
    await res.text();
  });
  const jpeg = await phoneOriginal(SOURCE_PHOTOS[7], { width: 4032, height: 3024, quality: 93, n: 1 });
  const itemId = 'brown-rice';
  const t0 = performance.now();
  const res = await fetch(`${url}/admin/api/stores/${SHOP}/items/${itemId}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer dev_owner_${SHOP}`, 'Content-Type': 'image/jpeg' },
    body: jpeg,
  });
  const reply = await res.json();
  const replyMs = performance.now() - t0;
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(reply)}`);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const t1 = performance.now();
  await page.goto(`${url}/${SHOP}/rice/${itemId}`, { waitUntil: 'domcontentloaded' });
  const main = page.locator('.gallery-slide img').first();
  await main.evaluate((img) =>
    img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
  );
  const shownMs = performance.now() - t1;
  const src = await main.evaluate((img) => img.currentSrc);
  await context.close();
  if (!src.includes(reply.photo.id))
    throw new Error(`the item page shows ${src}, not the uploaded photo ${reply.photo.id}`);
  console.log(
    `upload: ${(jpeg.length / 1e6).toFixed(1)} MB phone JPEG, reply in ${replyMs.toFixed(0)} ms; item page showing it in ${shownMs.toFixed(0)} ms; fresh home render ${freshHome.toFixed(0)} ms`,
  );
  return { bytes: jpeg.length, replyMs, shownMs, freshHome };
}

export async function benchPhotos({ url }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rows = [];
  try {
    const firsts = [];
    for (const screen of SCREENS) {
      const v = await visit(browser, url, screen);
      firsts.push(v);
      const f = screen.factor;
      console.log(
        `photos at ${screen.name} px (DPR ${screen.dpr}): home first screen ${v.home.firstScreen.toFixed(1)} KB (${v.home.photosOnFirstScreen} photos; ${v.home.beforeScroll.toFixed(1)} KB before scrolling), scrolled to the end ${v.home.all.toFixed(1)} KB (${v.home.photos} photos); item ${v.item.beforeScroll.toFixed(1)} KB before scrolling, ${v.item.all.toFixed(1)} KB scrolled; formats ${[...v.formats].join(', ')}; transforms ${v.transforms}`,
      );
      for (const o of v.oversized) console.log(`   oversized: ${o}`);
      rows.push(
        {
          budget: `photos: ${SHOP} home at ${screen.name} px, image KB of the first screen`,
          value: v.home.firstScreen,
          max: BUDGET.homeFirst * f,
        },
        {
          budget: `photos: ${SHOP} home at ${screen.name} px, image KB after scrolling to the end`,
          value: v.home.all,
          max: BUDGET.homeAll * f,
        },
        {
          budget: `photos: ${SHOP} item page at ${screen.name} px, image KB (before scrolling)`,
          value: v.item.beforeScroll,
          max: BUDGET.item * f,
        },
        {
          budget: `photos: ${SHOP} item page at ${screen.name} px, image KB scrolled to the end (for information)`,
          value: v.item.all,
        },
        {
          budget: `photos: home and item at ${screen.name} px, photos more than ${OVERSIZE}x wider than their box x DPR`,
          value: v.oversized.length,
          max: 0,
        },
        {
          budget: `photos: photos on the first screen of home at ${screen.name} px (there must be some to measure)`,
          value: v.home.photosOnFirstScreen,
          min: 1,
        },
      );
    }
    const again = [];
    for (const screen of SCREENS) again.push(await visit(browser, url, screen));
    const transforms = again.reduce((n, v) => n + v.transforms, 0);
    rows.push(
      {
        budget: 'photos: variant transforms on the first visits (for information)',
        value: firsts.reduce((n, v) => n + v.transforms, 0),
      },
      {
        budget: 'photos: variant transforms on a second visit of the same pages (fresh browser)',
        value: transforms,
        max: 0,
      },
    );
    // #42: the home's own weight with its photos (what every cache hit copies and sends, and every phone parses)
    const home = Buffer.from(await (await fetch(`${url}/${SHOP}`)).arrayBuffer());
    rows.push(
      { budget: `photos: ${SHOP} home HTML, KB uncompressed`, value: home.length / 1024, max: 80 },
      { budget: `photos: ${SHOP} home HTML, KB gzip`, value: gzipSync(home).length / 1024, max: 12 },
    );
    const up = await uploadTimings(browser, url);
    rows.push(
      { budget: 'photos: phone JPEG uploaded (MB)', value: up.bytes / 1e6, min: 4 },
      {
        budget: "photos: owner's upload reply / one fresh home render (for information)",
        value: up.replyMs / up.freshHome,
      },
      {
        budget: 'photos: first item page showing the new photo, loaded / one fresh home render (for information)',
        value: up.shownMs / up.freshHome,
      },
    );
  } finally {
    await browser.close();
  }
  return rows;
}
