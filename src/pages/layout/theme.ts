import type { Store } from '../../domain/tables/stores';
import { HELLO_BAR_PALETTE } from '../../domain/hello-bar-palette';

/**
 * The shop's hello bar as its first paint needs it, when it has one: its colours (a palette pair, berlin's grey, or the
 * shop's own) and its box. The page kinds' critical CSS holds the bar only where the demo shops show one; the
 * stylesheet, arriving later, paints the same (static/css/app.css; its palette and berlin rules outrank this one).
 */
function helloBarCss(store: Store): string {
  if (!store.HelloBar) return '';
  const pair = HELLO_BAR_PALETTE[(store.HelloBar.colour ?? 'shop') as keyof typeof HELLO_BAR_PALETTE];
  const colours = pair
    ? `background:${pair.background};color:${pair.text}`
    : store.THEME_ID_v2 === 'berlin'
      ? 'background:#f2f2f2;color:#000'
      : 'background:var(--primary);color:var(--on-primary)';
  return `.hello-bar{${colours};text-align:center;padding:8px 16px;font-size:14px}`;
}

/**
 * The catalogue search chip at the end of the phone toolbar's search row (side-tabs CatalogChip), as the stylesheet
 * draws it: a shop switches the plugin on at any time, so the page kinds' critical CSS cannot know it, and without
 * its box the chip's words wrap and the toolbar is 47 px taller until the stylesheet lands (#40 item 5).
 */
const CATALOG_CHIP_CSS =
  '.catalog-chip{flex:none;display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:8px 14px;' +
  'border-radius:999px;background:var(--primary);color:var(--on-primary);font-size:14px;font-weight:700;' +
  'text-decoration:none}.catalog-chip svg{width:18px;height:18px}';

/**
 * The shop's colours as CSS variables, its hello bar's, and the catalogue chip's box when the shop shows one. Only
 * validated hex colours (and palette names) reach this string. `html:root` outranks the stylesheet's `:root`, which
 * loads after this <style> (at the end of <body>).
 */
export function themeCss(store: Store, catalogChip = false): string {
  const primary = store.THEME_ID_v2 === 'berlin' ? '#000000' : store.DEFAULT_COLOR;
  return `html:root{--primary:${primary}}${helloBarCss(store)}${catalogChip ? CATALOG_CHIP_CSS : ''}`;
}
