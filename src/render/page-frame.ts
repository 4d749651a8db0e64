import type { ShopCoupon } from '../data/shop/coupons';
import type { Store } from '../domain/tables/stores';
import type { Tenant } from '../data/shop/tenant-loader';
import type { Lang } from '../domain/i18n/languages';

/** What the side 'offer' tab and the coupon side bar show of a coupon. */
export type LayoutOffer = Pick<ShopCoupon, 'code' | 'description' | 'I18N'>;

export const toLayoutOffers = (offers: readonly LayoutOffer[]): LayoutOffer[] =>
  offers.map(({ code, description, I18N }) => ({ code, description, I18N }));

/**
 * What every page's render reads besides the page's own data: plain values, loaded by the page's handler
 * (src/middleware/page-frame.ts) before the render, which starts no I/O of its own (src/pages/page-shell.ts).
 */
export interface PageFrame {
  /** the request's shop as the gate loaded it, if any (its plugins widen the CSP) */
  tenant?: Tenant;
  /** the shop's settings when it is a live shop in good health: its theme, language and layout */
  store: Store | null;
  lang: Lang;
  /** units in the visitor's bag; null when the visitor has no bag cookie (the page may then be shared) */
  bagCount: number | null;
  /** the shop's current offers for the layout (none on an error page) */
  offers: readonly LayoutOffer[];
  /** for the render's error log */
  requestId: string;
}
