import type { HelloBar } from './tables/store-fields';

/** Screen names the hello bar can target (spec section 2). */
export const HELLO_BAR_SCREENS = [
  'Home',
  'Bag',
  'Orders',
  'Track',
  'Categories',
  'CategoryItemsDisplay',
  'ItemDetails',
  'Account',
] as const;
export type Screen = (typeof HELLO_BAR_SCREENS)[number] | 'Other';

/**
 * Whether the hello bar shows on a page. A page may be more than one screen: the account orders list is an
 * Account page and the Orders screen; an order's tracking page is Track and Orders.
 */
export function shouldShowHelloBar(bar: HelloBar | null | undefined, screen: Screen | readonly Screen[]): boolean {
  if (!bar || !bar.text.trim()) return false;
  const screens: readonly Screen[] = typeof screen === 'string' ? [screen] : screen;
  return screens.some((s) => (bar.targetScreens as string[]).includes(s));
}

/** Desktop/tablet page navigation shows on these screens only (spec section 2). */
export function showsPageNav(screen: Screen | 'CustomPage'): boolean {
  return ['Home', 'Bag', 'Categories', 'CustomPage', 'Account'].includes(screen);
}

/** The floating chat button is hidden on bag and account. */
export function showsChatButton(screen: Screen): boolean {
  return screen !== 'Bag' && screen !== 'Account';
}
