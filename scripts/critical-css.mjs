// `npm run css:critical`: writes static/css/critical/{home|category|item|bag}-{default|berlin}.css, the rules of the
// full stylesheet that each kind of storefront page uses as it arrives in each theme (on a phone and a desktop), and
// static/css/critical.css, all of them together for the other pages, for the document shell to inline: a first visit paints without waiting for the full stylesheet, which loads after the
// page's content and is cached for the next page (docs/architecture.md, "First paint").
//
// A rule is kept when its selector, less pseudo-elements and state pseudo-classes (:hover, :focus…), matches an
// element of one of those pages in Chromium that the first screen needs: one that reaches into the first 800 px
// (with its ancestors), one taken out of the flow (fixed, absolute, sticky: a bar or sheet may sit anywhere in the
// page's order), or the top of a hidden subtree (the rule that hides it must hold from the first paint). Cards further
// down and the footer wait for the full stylesheet, which arrives before anyone scrolls to them; @media and @supports
// keep the rules inside them that match. What a script adds later (an open dialog, a toast) waits for it too. Run it after changing static/css;
// with CRITICAL_CSS_URL it reads a running `npm start`, otherwise it starts its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDevServer } from './lib/dev-server.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
/** Each page with the kind and theme whose first screen it stands for (src/pages/components/document.tsx). */
const PAGES = [
  ['/dilli-kirana', 'home-default'],
  ['/dilli-kirana?lang=hi', 'home-default'],
  ['/dilli-kirana/rice', 'category-default'],
  ['/dilli-kirana/rice/parmal-sela', 'item-default'],
  ['/dilli-kirana/bag', 'bag-default'],
  ['/noir-threads', 'home-berlin'],
  ['/noir-threads?lang=ta', 'home-berlin'],
  ['/noir-threads/kurtas', 'category-berlin'],
  ['/noir-threads/kurtas/mul-kurta-black', 'item-berlin'],
  ['/noir-threads/bag', 'bag-berlin'],
];
const WIDTHS = [360, 1280];

/** In the page: [rule index path, cssText] of every rule of the app stylesheet that matches an element. */
function usedRules() {
  const STATE =
    /:(hover|focus|focus-visible|focus-within|active|visited|checked|invalid|valid|placeholder-shown|target|disabled|enabled|open|popover-open|modal|user-invalid)\b(\([^)]*\))?/g;
  const PSEUDO_ELEMENT =
    /::?(before|after|placeholder|marker|selection|backdrop|first-letter|first-line|-webkit-[a-z-]+|-moz-[a-z-]+|file-selector-button|details-content)\b(\([^)]*\))?/g;
  const fold = window.innerHeight;
  // an element with `display: contents` (a photo's <picture>) has no box of its own: it is where its children are
  const contents = (el) => getComputedStyle(el).display === 'contents';
  const rendered = (el) => el.getClientRects().length > 0 || (contents(el) && [...el.children].some(rendered));
  // on the first screen: its box starts above the fold (a fixed bar counts where it sits on the screen)
  const onFirstScreen = (el) => {
    if (contents(el)) return [...el.children].some(onFirstScreen);
    if (!rendered(el)) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top < fold && r.bottom > 0;
  };
  // the top of a hidden subtree: the rule that hides it must hold from the first paint
  const hiddenTop = (el) => !rendered(el) && (!el.parentElement || rendered(el.parentElement));
  const hides = (style) => style.display === 'none' || style.visibility === 'hidden';
  const matches = (selector, style) =>
    selector.split(',').some((part) => {
      const inState = STATE.test(part);
      STATE.lastIndex = 0;
      const plain = part.replace(PSEUDO_ELEMENT, '').replace(STATE, '').trim() || '*';
      try {
        const found = [
          ...document.querySelectorAll(
            plain.endsWith('>') || plain.endsWith('+') || plain.endsWith('~') ? `${plain} *` : plain,
          ),
        ];
        return found.some(onFirstScreen) || (!inState && hides(style) && found.some(hiddenTop));
      } catch {
        return true; // a selector the engine cannot test here: keep it rather than lose it
      }
    });
  const kept = [];
  const walk = (rules, path) => {
    [...rules].forEach((rule, i) => {
      const at = [...path, i];
      if (rule instanceof CSSStyleRule) {
        if (matches(rule.selectorText, rule.style)) kept.push([at, rule.cssText]);
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        const before = kept.length;
        walk(rule.cssRules, at);
        if (kept.length > before)
          kept.push([
            at,
            rule instanceof CSSMediaRule ? `@media ${rule.conditionText}` : `@supports ${rule.conditionText}`,
            'group',
          ]);
      } else if (rule instanceof CSSFontFaceRule) kept.push([at, rule.cssText]);
    });
  };
  const sheet = [...document.styleSheets].find((s) => s.href && new URL(s.href).pathname.startsWith('/assets/app-'));
  if (!sheet) throw new Error('the app stylesheet is not on the page');
  walk(sheet.cssRules, []);
  return kept;
}

/** The kept rules in the stylesheet's order, grouped back into their @media and @supports blocks. */
function assemble(kept) {
  const byPath = new Map(kept.map(([path, text, kind]) => [path.join('.'), { path, text, kind }]));
  const topLevel = [...byPath.values()].filter((r) => r.path.length === 1).sort((a, b) => a.path[0] - b.path[0]);
  const render = (rule) => {
    if (rule.kind !== 'group') return rule.text;
    const prefix = `${rule.path.join('.')}.`;
    const inner = [...byPath.values()]
      .filter((r) => r.path.length === rule.path.length + 1 && r.path.join('.').startsWith(prefix))
      .sort((a, b) => a.path.at(-1) - b.path.at(-1));
    return `${rule.text} {\n${inner.map(render).join('\n')}\n}`;
  };
  return topLevel.map(render).join('\n');
}

const own = process.env.CRITICAL_CSS_URL ? null : await startDevServer({ name: 'critical-css' });
const url = process.env.CRITICAL_CSS_URL ?? own.url;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const kept = new Map();
  const byKind = new Map();
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const [path, kind] of PAGES) {
      const res = await page.goto(`${url}${path}`, { waitUntil: 'load' });
      if (!res?.ok()) throw new Error(`${path} answered ${res?.status()}`);
      if (!byKind.has(kind)) byKind.set(kind, new Map());
      for (const rule of await page.evaluate(usedRules)) {
        kept.set(rule[0].join('.'), rule);
        byKind.get(kind).set(rule[0].join('.'), rule);
      }
    }
    await context.close();
  }
  const header =
    '/* Made by `npm run css:critical` from the full stylesheet (scripts/critical-css.mjs): do not edit by hand. */';
  const css = assemble([...kept.values()]);
  writeFileSync(`${root}/static/css/critical.css`, `${header}\n${css}\n`);
  console.log(`static/css/critical.css: ${kept.size} rules, ${css.length} bytes before minifying`);
  mkdirSync(`${root}/static/css/critical`, { recursive: true });
  for (const [kind, rules] of byKind) {
    const one = assemble([...rules.values()]);
    writeFileSync(`${root}/static/css/critical/${kind}.css`, `${header}\n${one}\n`);
    console.log(`static/css/critical/${kind}.css: ${rules.size} rules, ${one.length} bytes before minifying`);
  }
} finally {
  await browser.close();
  own?.stop();
}
