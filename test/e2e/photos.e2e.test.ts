import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, hasChromium, launch, VIEWPORTS } from './browser';

/**
 * The demo shops' photographs (uploaded at start through the owner API) on a phone at 360 px (DPR 2), in the light
 * theme (dilli-kirana) and the dark one (noir-threads): home, a category and an item page show real photos, each
 * a /media/ variant of a width that fits its box, on a box of the photo's colour, without layout shift, also while
 * the full stylesheet is still on its way (the first screen's rules are inlined: static/css/critical.css).
 * Screenshots at 360 and 1280 px go to /tmp/shots/ for a person to look at.
 */
const SHOPS = [
  { storeId: 'dilli-kirana', theme: 'default', category: '/rice', item: '/rice/basmati-classic' },
  { storeId: 'noir-threads', theme: 'berlin', category: '/kurtas', item: '/kurtas/mul-kurta-black' },
] as const;
const SHOTS = '/tmp/shots';
const STYLESHEET_DELAY_MS = 1000;

/** `natural` is the decoded width as the browser reports it (corrected for the srcset's density, so in CSS px). */
interface Shown { src: string; natural: number; box: number; offered: number[]; background: string; color: string | null; priority: string | null; onFirstScreen: boolean; inGallery: boolean }

/** Every photo on the page, as laid out, with the widths its chosen format offers. */
function photosOf(page: Page): Promise<Shown[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('img.photo')].map((img) => {
    const r = img.getBoundingClientRect();
    const src = img.currentSrc ? new URL(img.currentSrc).pathname : '';
    const ext = src.split('.').pop();
    const type = ext === 'avif' ? 'image/avif' : ext === 'webp' ? 'image/webp' : null;
    const srcset = (type ? img.parentElement?.querySelector(`source[type="${type}"]`)?.getAttribute('srcset') : img.getAttribute('srcset')) ?? '';
    return {
      src, natural: img.naturalWidth, box: r.width, offered: srcset.split(', ').map((s) => Number(s.split(' ')[1]?.replace('w', ''))),
      background: getComputedStyle(img).backgroundColor, color: img.dataset.color ?? null, priority: img.getAttribute('fetchpriority'),
      onFirstScreen: r.width > 0 && r.top < window.innerHeight && r.bottom > 0, inGallery: Boolean(img.closest('.gallery-track')),
    };
  }));
}

/** Waits for the first screen's images to arrive. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].filter((i) => {
    const r = i.getBoundingClientRect();
    return r.width > 0 && r.top < window.innerHeight && r.bottom > 0;
  }).every((i) => i.complete));
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A photo is sensible when it is the variant its box asks for: sizes match the layout, so no blur and no waste. */
function expectSensible(p: Shown, dpr: number) {
  const width = Number(/\/(\d+)\.(avif|webp|jpg)$/.exec(p.src)?.[1]);
  expect(p.src, 'a /media/ variant').toMatch(/^\/media\/[a-z-]+\/[0-9a-f]{16}-\d+x\d+-[0-9a-f]{6}\/\d+\.(avif|webp|jpg)$/);
  expect(p.natural, `${p.src} decoded`).toBeGreaterThan(0);
  // the browser took the smallest width of the ladder that fills the box at this pixel ratio (or the largest there
  // is); one a little short of it (within 5%) is as sharp to the eye, and some browsers take it
  const need = p.box * dpr;
  const fills = p.offered.filter((w) => w >= need);
  const nearly = p.offered.filter((w) => w >= need * 0.95 && w < need);
  expect([fills.length ? Math.min(...fills) : Math.max(...p.offered), ...nearly], `${p.src} for a ${p.box} px box`).toContain(width);
}

describe.skipIf(!hasChromium)('photos in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const shop of SHOPS) {
    it(`${shop.storeId} (${shop.theme}) at 360 px: home, a category and an item page show photographs that fit their boxes, without layout shift`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
      await context.addInitScript(() => {
        const w = window as unknown as { shifts: number; shifted: string[] };
        w.shifts = 0;
        w.shifted = [];
        // what moved, so a failure names it: the element, its island if any, and the move
        const nameOf = (n: Node | null) => {
          const el = n instanceof Element ? n : n?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}${el.closest('[data-island]') ? ` in ${el.closest('[data-island]')!.getAttribute('data-island')}` : ''}` : '?';
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
            if (e.hadRecentInput) continue;
            w.shifts += e.value;
            w.shifted.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${(e.sources ?? []).map((s) => `${nameOf(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      // The full stylesheet arrives a second late, as on a slow link: the first screen is laid out by the inlined
      // critical rules alone, and must not move when the rest arrive.
      await page.route(/\/assets\/app-[^/]+\.css$/, async (route) => {
        await new Promise((r) => setTimeout(r, STYLESHEET_DELAY_MS));
        await route.continue();
      });
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/media/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      for (const path of ['', shop.category, shop.item]) {
        await page.goto(`${baseUrl()}/${shop.storeId}${path}`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(shop.theme);
        await settle(page);
        const photos = (await photosOf(page)).filter((p) => p.onFirstScreen);
        expect(photos.length, `photos on the first screen of ${path || 'home'}`).toBeGreaterThanOrEqual(path === shop.item ? 1 : 2);
        for (const p of photos) {
          expect(p.natural, p.src).toBeGreaterThan(0);
          expectSensible(p, 2);
          // the box shows the photo's dominant colour until the photo arrives
          expect(p.background).toBe(rgb(p.color!));
        }
        if (path === shop.item) expect(photos.find((p) => p.inGallery)?.priority).toBe('high');
        // nothing wider than the phone: a wide island once widened the item's column past the screen
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width of ${path || 'home'}`).toBeLessThanOrEqual(360);
        const { shifts, shifted } = await page.evaluate(() => {
          const w = window as unknown as { shifts: number; shifted: string[] };
          return { shifts: w.shifts, shifted: w.shifted };
        });
        expect(shifts, `layout shift on ${path || 'home'}: ${shifted.join('; ')}`).toBeLessThan(0.01);
      }
      expect(failed).toEqual([]);
      await context.close();
    });

    it(`${shop.storeId} (${shop.theme}): screenshots of home, category and item at 360 and 1280 px`, async () => {
      for (const vp of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: vp.width < 600 ? 2 : 1 });
        const page = await context.newPage();
        for (const [name, path] of [['home', ''], ['category', shop.category], ['item', shop.item]] as const) {
          await page.goto(`${baseUrl()}/${shop.storeId}${path}`);
          await settle(page);
          for (const p of (await photosOf(page)).filter((x) => x.onFirstScreen)) expectSensible(p, vp.width < 600 ? 2 : 1);
          await page.screenshot({ path: `${SHOTS}/${shop.storeId}-${name}-${vp.width}.png` });
        }
        await context.close();
      }
    });
  }
});
