import type { HelloBar } from '../schemas/store';

/** Screen names the hello bar can target (spec section 2). */
export const HELLO_BAR_SCREENS = [
  'Home', 'Bag', 'Orders', 'Track', 'Categories', 'CategoryItemsDisplay', 'ItemDetails', 'Account',
] as const;
export type Screen = (typeof HELLO_BAR_SCREENS)[number] | 'Other';

export function shouldShowHelloBar(bar: HelloBar | null | undefined, screen: Screen): boolean {
  if (!bar || !bar.text.trim()) return false;
  return (bar.targetScreens as string[]).includes(screen);
}

/** Desktop/tablet page navigation shows on these screens only (spec section 2). */
export function showsPageNav(screen: Screen | 'CustomPage'): boolean {
  return ['Home', 'Bag', 'Categories', 'CustomPage', 'Account'].includes(screen);
}

/** The floating chat button is hidden on bag and account. */
export function showsChatButton(screen: Screen): boolean {
  return screen !== 'Bag' && screen !== 'Account';
}
