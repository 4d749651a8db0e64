import type { ShopCoupon } from '../../data/coupons';

/**
 * The floating 'Offers' button (desktop home, when the shop has coupons) and the coupon side bar it
 * opens. No JavaScript: the side bar is the link's :target; its close link leaves it.
 */
export function OffersPanel({ storeId, offers }: { storeId: string; offers: Pick<ShopCoupon, 'code' | 'description'>[] }) {
  if (offers.length === 0) return null;
  return (
    <>
      <a className="offers-fab" href="#offers-panel" data-testid="offers-button">
        Offers <span className="offers-fab-count">{offers.length}<span className="sr-only"> coupons</span></span>
      </a>
      <aside id="offers-panel" className="coupon-side-bar" aria-labelledby="offers-panel-title">
        <div className="coupon-side-bar-head">
          <h2 id="offers-panel-title">Offers</h2>
          <a href="#main" className="coupon-side-bar-close" aria-label="Close offers">×</a>
        </div>
        <ul>
          {offers.map((o) => (
            <li key={o.code}>
              <code>{o.code}</code>
              {o.description ? <p>{o.description}</p> : null}
            </li>
          ))}
        </ul>
        <p className="coupon-side-bar-foot">Apply a code in your <a href={`/${storeId}/bag#offers`}>bag</a>.</p>
      </aside>
    </>
  );
}
