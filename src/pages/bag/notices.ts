import type { Translator } from '../../isomorphic/i18n';
import type { MessageId } from '../../domain/i18n/messages/en';

/**
 * What the bag page says after a no-JavaScript form was refused. Only a code travels in the URL
 * (?notice=CODE); the sentence comes from here, so nothing a visitor types is ever reflected.
 */
const NOTICES: Record<string, MessageId> = {
  DIFFERENT_CATALOGUE: 'bag.notice.differentCatalogue',
  SESSION_INVALID: 'bag.notice.sessionInvalid',
  OUT_OF_STOCK: 'bag.notice.outOfStock',
  TOO_MANY_UNITS: 'bag.notice.tooManyUnits',
  TOO_MANY_LINES: 'bag.notice.tooManyLines',
  SIZE_REQUIRED: 'bag.notice.sizeRequired',
  COLOR_REQUIRED: 'bag.notice.colorRequired',
  VARIANT_REQUIRED: 'bag.notice.variantRequired',
  ITEM_UNAVAILABLE: 'bag.notice.itemUnavailable',
  COUPON: 'bag.notice.coupon',
  NOT_A_NUMBER: 'bag.notice.notANumber',
  NOT_WHOLE: 'bag.notice.notWhole',
  TOO_SMALL: 'bag.notice.tooSmall',
  TOO_LARGE: 'bag.notice.tooManyUnits',
  LINK_EXPIRED: 'bag.notice.linkExpired',
  ITEMS_REMOVED: 'bag.notice.itemsRemoved',
  BAG_CHANGED: 'bag.notice.bagChanged',
  REORDER_ALL: 'bag.notice.reorderAll',
  REORDER_SOME: 'bag.notice.reorderSome',
  REORDER_NONE: 'bag.notice.reorderNone',
};

export function noticeCode(code: unknown): string {
  const c = typeof code === 'string' ? code : '';
  if (c.startsWith('COUPON_')) return 'COUPON';
  return /^[A-Z_]{1,40}$/.test(c) ? c : 'ERROR';
}

export function noticeText(t: Translator['t'], code: string | undefined): string | null {
  if (!code) return null;
  return t(Object.hasOwn(NOTICES, code) ? NOTICES[code] : 'bag.notice.error');
}
