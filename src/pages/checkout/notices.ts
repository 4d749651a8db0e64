/**
 * What checkout says after the no-JavaScript form was refused. Only a code travels in the URL
 * (?notice=CODE); the sentence comes from here, so nothing a visitor types is ever reflected.
 */
const NOTICES: Record<string, string> = {
  EMPTY_BAG: 'Your bag is empty. Add something before you check out.',
  ADDRESS_NOT_FOUND: 'Please choose a delivery address.',
  OUT_OF_RADIUS: 'The shop does not deliver to that address. Please choose another one.',
  BELOW_MINIMUM: 'Your bag is below the shop\'s minimum order. Please add a little more.',
  OUT_OF_STOCK: 'Something in your bag has just sold out. Please check your bag.',
  ITEM_UNAVAILABLE: 'Something in your bag is no longer available. Please check your bag.',
  COUPON: 'The coupon in your bag can no longer be used. Please remove it from your bag.',
  WALLET: 'Your wallet cannot pay for this order. Please choose another way to pay.',
  UDHAAR: 'This order is more than your udhaar allows. Please choose another way to pay.',
  PRICE_CHANGED: 'Prices or charges changed since you opened checkout. Please check the new total.',
  SESSION_INVALID: 'Your bag session had expired. Please open your bag again.',
  ALREADY: 'This bag was already ordered.',
  NOT_SERVICEABLE: 'The shop does not deliver to that PIN code yet. Please choose another address.',
  UPI_OFF: 'This shop does not take UPI payments. Please choose another way to pay.',
  COD_OFF: 'This shop does not take cash on delivery. Please choose another way to pay.',
  COD_LIMIT: 'Cash on delivery is not available for an order this large. Please pay with UPI.',
  COD_REFUSED: 'Cash on delivery is not available for your account. Please pay with UPI.',
};

export function checkoutNoticeCode(code: unknown): string {
  const c = typeof code === 'string' ? code : '';
  if (c.startsWith('COUPON_')) return 'COUPON';
  if (c.startsWith('WALLET_')) return 'WALLET';
  if (c.startsWith('UDHAAR_')) return 'UDHAAR';
  if (c === 'BAG_ALREADY_ORDERED' || c === 'IDEMPOTENCY_CONFLICT') return 'ALREADY';
  return NOTICES[c] ? c : 'ERROR';
}

export function checkoutNoticeText(code: string | undefined): string | null {
  if (!code) return null;
  return NOTICES[code] ?? 'We could not place your order. Please check and try again.';
}
