import type { Tenant } from '../shop/tenant-loader';
import type { HomeSection } from '../shop/catalogue';
import type { ShopCoupon } from '../shop/coupons';
import type { Shop } from '../shop/shop-db';
import { VersionedMemo } from '../../core/versioned-memo';

export interface HomeData {
  sections: HomeSection[];
  offers: ShopCoupon[];
  /** when the offers next change by the clock alone (data/coupons `nextOfferChange`) */
  offersChangeAt: number | null;
}

/**
 * The home page's sections and offers, kept in the isolate under the shop's version for 10 s, and no longer than
 * until an offer starts or ends by the clock. Orders' stock and coupon uses move the version (durable/shop/schema-v10).
 */
const homes = new VersionedMemo<HomeData>({ maxAgeMs: 10_000, limit: 100, until: (home) => home.offersChangeAt });

export function loadHomeData(shop: Shop, tenant: Tenant, version: number | null): Promise<HomeData> {
  return homes.get(tenant.storeId, version, () => shop.call('homeData', tenant.categories, Date.now()));
}
