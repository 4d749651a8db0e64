import type { Context } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { ShopCoupon } from '../../data/shop/coupons';
import { shopOf } from '../../middleware/shop-context';
import { VersionedMemo } from '../../core/versioned-memo';
import { log } from '../../core/log';
import { shopVersionOf } from '../../middleware/shop-version';

/** What the side 'offer' tab and the coupon side bar show of a coupon. */
export type LayoutOffer = Pick<ShopCoupon, 'code' | 'description' | 'I18N'>;

export const toLayoutOffers = (offers: readonly LayoutOffer[]): LayoutOffer[] =>
  offers.map(({ code, description, I18N }) => ({ code, description, I18N }));

/**
 * The shop's offers for the layout of every page (side 'offer' tab, coupon side bar), kept in the isolate under the
 * shop's version for 10 s like the home page's: one trip to the shop's object at most that often. The page is kept
 * in the edge cache no longer than until they change by the clock (`notePageChangesAt`). A failure leaves the offers
 * out rather than failing the page.
 */
const OFFERS_MISSING_KEPT_MS = 60_000;
const memo = new VersionedMemo<{ offers: LayoutOffer[]; changesAt: number | null }>({
  maxAgeMs: 10_000,
  limit: 200,
  until: (o) => o.changesAt,
});

export async function layoutOffers<E extends AppEnv>(c: Context<E>, storeId: string): Promise<LayoutOffer[]> {
  try {
    const version = await shopVersionOf(c, storeId);
    const { offers, changesAt } = await memo.get(storeId, version, async () => {
      const now = await shopOf(c, storeId).call('offersNow', Date.now());
      return { offers: toLayoutOffers(now.offers), changesAt: now.changesAt };
    });
    notePageChangesAt(c, changesAt);
    return offers;
  } catch (err) {
    log('warn', 'layout offers unreadable', { storeId, requestId: c.get('requestId'), error: String(err) });
    // a page without its offers is kept a minute at the edge, not the day a whole page is
    notePageChangesAt(c, Date.now() + OFFERS_MISSING_KEPT_MS);
    return [];
  }
}

/** The page being rendered changes by the clock at `at` (ms) at the latest: the edge cache keeps it no longer. */
export function notePageChangesAt<E extends AppEnv>(c: Context<E>, at: number | null): void {
  if (at === null) return;
  const known = c.get('pageChangesAt');
  if (known === undefined || at < known) c.set('pageChangesAt', at);
}
