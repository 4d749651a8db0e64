import type { Store } from '../../schemas/store';

/** The shop's colours as CSS variables. Only validated hex colours reach this string. */
export function themeCss(store: Store): string {
  if (store.THEME_ID_v2 === 'berlin') return ':root{--primary:#000000}';
  return `:root{--primary:${store.DEFAULT_COLOR}}`;
}
