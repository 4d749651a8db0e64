import type { Store } from '../../schemas/store';

/**
 * The shop's colours as CSS variables. Only validated hex colours reach this string. `html:root` outranks the
 * stylesheet's `:root`, which loads after this <style> (at the end of <body>).
 */
export function themeCss(store: Store): string {
  if (store.THEME_ID_v2 === 'berlin') return 'html:root{--primary:#000000}';
  return `html:root{--primary:${store.DEFAULT_COLOR}}`;
}
