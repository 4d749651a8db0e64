import type { Tenant } from './tenant-loader';
import { loadHomeSections, type HomeSection } from './catalogue';
import { listOffers, type ShopCoupon } from './coupons';
import { VersionedMemo } from './versioned-memo';

export interface HomeData {
  sections: HomeSection[];
  offers: ShopCoupon[];
}

/**
 * The home page's sections and offers, kept in the isolate under the shop's version for 10 s: stock and coupon
 * use change without an owner call, and the bag and checkout re-check both anyway.
 */
const homes = new VersionedMemo<HomeData>({ maxAgeMs: 10_000, limit: 100 });

export function loadHomeData(db: D1Database, tenant: Tenant, version: number | null): Promise<HomeData> {
  return homes.get(tenant.storeId, version, async () => {
    const [sections, offers] = await Promise.all([loadHomeSections(db, tenant.storeId, tenant.categories), listOffers(db, tenant.storeId, Date.now())]);
    return { sections, offers };
  });
}
