import type { Translator } from '../../isomorphic/i18n';
import type { MessageId } from '../../domain/i18n/messages/en';

/**
 * What checkout says after the no-JavaScript form was refused. Only a code travels in the URL
 * (?notice=CODE); the sentence comes from here, so nothing a visitor types is ever reflected.
 */
const NOTICES: Record<string, MessageId> = {
  EMPTY_BAG: 'checkout.notice.emptyBag',
  ADDRESS_NOT_FOUND: 'checkout.notice.addressNotFound',
  OUT_OF_RADIUS: 'checkout.notice.outOfRadius',
  BELOW_MINIMUM: 'checkout.notice.belowMinimum',
  OUT_OF_STOCK: 'checkout.notice.outOfStock',
  ITEM_UNAVAILABLE: 'checkout.notice.itemUnavailable',
  COUPON: 'checkout.notice.coupon',
  WALLET: 'checkout.notice.wallet',
  UDHAAR: 'checkout.notice.udhaar',
  PRICE_CHANGED: 'checkout.notice.priceChanged',
  SESSION_INVALID: 'checkout.notice.sessionInvalid',
  ALREADY: 'checkout.notice.already',
  NOT_SERVICEABLE: 'checkout.notice.notServiceable',
  UPI_OFF: 'checkout.notice.upiOff',
  COD_OFF: 'checkout.notice.codOff',
  COD_LIMIT: 'checkout.notice.codLimit',
  COD_REFUSED: 'checkout.notice.codRefused',
  BAD_GSTIN: 'problem.checkout.badGstin',
};

export function checkoutNoticeCode(code: unknown): string {
  const c = typeof code === 'string' ? code : '';
  if (c.startsWith('COUPON_')) return 'COUPON';
  if (c.startsWith('WALLET_')) return 'WALLET';
  if (c.startsWith('UDHAAR_')) return 'UDHAAR';
  if (c === 'BAG_ALREADY_ORDERED' || c === 'IDEMPOTENCY_CONFLICT') return 'ALREADY';
  return Object.hasOwn(NOTICES, c) ? c : 'ERROR';
}

export function checkoutNoticeText(t: Translator['t'], code: string | undefined): string | null {
  if (!code) return null;
  return t(Object.hasOwn(NOTICES, code) ? NOTICES[code] : 'checkout.notice.error');
}
