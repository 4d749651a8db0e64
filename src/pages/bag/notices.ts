/**
 * What the bag page says after a no-JavaScript form was refused. Only a code travels in the URL
 * (?notice=CODE); the sentence comes from here, so nothing a visitor types is ever reflected.
 */
const NOTICES: Record<string, string> = {
  DIFFERENT_CATALOGUE: 'The item you are trying to add is from different catalog.',
  SESSION_INVALID: 'Your bag session had expired, so we started a new one. Please try again.',
  OUT_OF_STOCK: 'Sorry, there is not enough stock for that.',
  TOO_MANY_UNITS: 'You can order at most 999 of an item at a time.',
  TOO_MANY_LINES: 'Your bag is full. Please remove an item first.',
  SIZE_REQUIRED: 'Please choose a size first.',
  COLOR_REQUIRED: 'Please choose a colour first.',
  VARIANT_REQUIRED: 'Please choose an option first.',
  ITEM_UNAVAILABLE: 'Sorry, that item is not available right now.',
  COUPON: 'That coupon cannot be used on this bag.',
  NOT_A_NUMBER: 'Please enter the quantity as a number.',
  NOT_WHOLE: 'Please enter a whole number for the quantity.',
  TOO_SMALL: 'The quantity must be at least 1.',
  TOO_LARGE: 'You can order at most 999 of an item at a time.',
  LINK_EXPIRED: 'This checkout link has expired or was already used. Please ask your assistant for a new one.',
  ITEMS_REMOVED: 'Items Removed Successfully!',
  BAG_CHANGED: 'Some items in your bag have changed. Please check your bag.',
  REORDER_ALL: 'Your past order is back in your bag.',
  REORDER_SOME: 'What the shop still sells from your past order is back in your bag; some items are no longer available.',
  REORDER_NONE: 'None of the items of that order are sold any more, so nothing was added.',
};

export function noticeCode(code: unknown): string {
  const c = typeof code === 'string' ? code : '';
  if (c.startsWith('COUPON_')) return 'COUPON';
  return /^[A-Z_]{1,40}$/.test(c) ? c : 'ERROR';
}

export function noticeText(code: string | undefined): string | null {
  if (!code) return null;
  return NOTICES[code] ?? 'That did not work. Please check and try again.';
}
