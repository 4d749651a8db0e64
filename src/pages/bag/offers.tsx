import type { ShopCoupon } from '../../data/shop/coupons';
import { COUPON_SIDE_BAR, opensDialog } from '../layout/side-tabs';
import { useT } from '../../isomorphic/i18n';

/**
 * The floating 'Offers' button (desktop home, when the shop has coupons). It opens the layout's coupon side bar
 * (src/pages/layout/side-tabs.tsx); without JavaScript the side bar is the link's :target.
 */
export function OffersPanel({ offers }: { offers: Pick<ShopCoupon, 'code' | 'description'>[] }) {
  const { t } = useT();
  if (offers.length === 0) return null;
  return (
    <a
      className="offers-fab"
      href={`#${COUPON_SIDE_BAR}`}
      {...opensDialog(COUPON_SIDE_BAR)}
      data-testid="offers-button"
    >
      {`${t('bag.offers.button')} `}
      <span className="offers-fab-count">
        {offers.length}
        <span className="sr-only">{` ${t('bag.offers.coupons')}`}</span>
      </span>
    </a>
  );
}
