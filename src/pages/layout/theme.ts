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
 * The shop's colours as CSS variables, and its hello bar's. Only validated hex colours (and palette names) reach this
 * string. `html:root` outranks the stylesheet's `:root`, which loads after this <style> (at the end of <body>).
 */
export function themeCss(store: Store): string {
  const primary = store.THEME_ID_v2 === 'berlin' ? '#000000' : store.DEFAULT_COLOR;
  return `html:root{--primary:${primary}}${helloBarCss(store)}`;
}
