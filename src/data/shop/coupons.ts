import type { Coupon } from '../../domain/cart/coupons';
import type { CouponI18n } from '../../domain/i18n/localise';
import { COUPONS } from '../../domain/tables/coupons';
import { cellsOfRow } from '../../domain/tables/records';
import type { ShopData } from './shop-data';

/** A coupon as the bag and the offers list use it; `I18N`: its description in other languages. */
export type ShopCoupon = Coupon & { description: string; I18N?: CouponI18n };

/** Coupon codes are matched case-insensitively: stored and looked up in upper case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The storefront's coupon: the descriptor's storefront columns as stored, and none of the shopper's own uses yet. */
const couponFromRow = (r: Record<string, unknown>): ShopCoupon => ({
  ...cellsOfRow(COUPONS, r, 'storefront'),
  userUsedCount: 0,
});

/** The columns the bag and the offers read (not the owner's own: active, listed, position). */
const COUPON_COLS = COUPONS.select('', 'storefront');

/**
 * An active coupon of the shop by code, with the signed-in user's own redemptions counted (0 for
 * guests: a per-user limit is checked again at checkout, where the user is known). Null: no such coupon.
 */
export async function findCoupon(shop: ShopData, code: string, uid?: string | null): Promise<ShopCoupon | null> {
  const { db } = shop;
  const wanted = normaliseCouponCode(code);
  const row = await db
    .prepare(`SELECT ${COUPON_COLS} FROM coupons WHERE code = ? AND is_active = 1`)
    .bind(wanted)
    .first<Record<string, unknown>>();
  if (!row) return null;
  const coupon = couponFromRow(row);
  if (uid && coupon.perUserLimit !== null && coupon.perUserLimit !== undefined) {
    const used = await db
      .prepare('SELECT COUNT(*) AS n FROM coupon_redemptions WHERE code = ? AND uid = ?')
      .bind(wanted, uid)
      .first<{ n: number }>();
    coupon.userUsedCount = Number(used?.n ?? 0);
  }
  return coupon;
}

/** A coupon the owner lists for shoppers (whatever its dates): what both the offers and their next change read. */
const LISTED = 'is_active = 1 AND is_visible = 1';

/** The offers a shopper may see: active, listed, started, not expired and not used up. */
export async function listOffers(shop: ShopData, now: number): Promise<ShopCoupon[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLS} FROM coupons WHERE ${LISTED}
         AND (valid_from IS NULL OR valid_from <= ?) AND (valid_to IS NULL OR valid_to >= ?)
         AND (usage_limit IS NULL OR used_count < usage_limit)
       ORDER BY position, code LIMIT 50`,
    )
    .bind(now, now)
    .all<Record<string, unknown>>();
  return results.map(couponFromRow);
}

/**
 * When the offers a shopper may see next change by the clock alone (a listed coupon starts or runs out), or null:
 * a cached page that lists them is kept no longer than that.
 */
export async function nextOfferChange(shop: ShopData, now: number): Promise<number | null> {
  const { db } = shop;
  const row = await db
    .prepare(
      `SELECT MIN(t) AS t FROM (
         SELECT valid_from AS t FROM coupons WHERE ${LISTED} AND valid_from > ?1
         UNION ALL
         SELECT valid_to + 1 AS t FROM coupons WHERE ${LISTED} AND valid_to >= ?1)`,
    )
    .bind(now)
    .first<{ t: number | null }>();
  return row?.t ?? null;
}

/** The offers a shopper may see and when they next change by the clock (one trip). */
export async function offersNow(
  shop: ShopData,
  now: number,
): Promise<{ offers: ShopCoupon[]; changesAt: number | null }> {
  const [offers, changesAt] = await Promise.all([listOffers(shop, now), nextOfferChange(shop, now)]);
  return { offers, changesAt };
}
