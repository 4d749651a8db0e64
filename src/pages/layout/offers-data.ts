import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { listOffers, type ShopCoupon } from '../../data/coupons';
import { shopOf } from '../../middleware/shop-context';
import { VersionedMemo } from '../../core/versioned-memo';
import { log } from '../../core/log';
import { shopVersionOf } from '../../middleware/shop-version';

/** What the side 'offer' tab and the coupon side bar show of a coupon. */
export type LayoutOffer = Pick<ShopCoupon, 'code' | 'description' | 'I18N'>;

export const toLayoutOffers = (offers: readonly LayoutOffer[]): LayoutOffer[] => offers.map(({ code, description, I18N }) => ({ code, description, I18N }));

/**
 * The shop's offers for the layout of every page (side 'offer' tab, coupon side bar), kept in the isolate under the
 * shop's version for 10 s like the home page's: one statement to the shop's object at most that often. A failure
 * leaves the offers out rather than failing the page.
 */
const memo = new VersionedMemo<LayoutOffer[]>({ maxAgeMs: 10_000, limit: 200 });

export async function layoutOffers<E extends AppEnv>(c: Context<E>, storeId: string): Promise<LayoutOffer[]> {
  try {
    const version = await shopVersionOf(c, storeId);
    return await memo.get(storeId, version, async () => toLayoutOffers(await listOffers(shopOf(c, storeId), Date.now())));
  } catch (err) {
    log('warn', 'layout offers unreadable', { storeId, requestId: c.get('requestId'), error: String(err) });
    return [];
  }
}
