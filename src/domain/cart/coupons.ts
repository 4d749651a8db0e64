/**
 * Coupon rules. A coupon is checked in the order a shopper can least do something about:
 * dates, total usage, their own usage, then the minimum bag value (which they can fix by adding).
 */
import { formatMoney, percentOf } from '../money';
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

export interface Coupon {
  code: string;
  type: 'FLAT' | 'PERCENT';
  /** Paise for FLAT, percent for PERCENT. */
  value: number;
  /** Smallest subtotal (paise) the coupon applies to. */
  minCartValue?: number | null;
  /** Largest discount (paise) the coupon may give. */
  maxDiscount?: number | null;
  /** Epoch ms from which the coupon works (inclusive). */
  validFrom?: number | null;
  /** Epoch ms until which the coupon works (inclusive). */
  validTo?: number | null;
  /** Total redemptions allowed across all shoppers. */
  usageLimit?: number | null;
  usedCount: number;
  /** Redemptions allowed per shopper. */
  perUserLimit?: number | null;
  /** Redemptions by the current shopper. */
  userUsedCount?: number | null;
}

type CouponErrorCode = 'UNKNOWN' | 'NOT_STARTED' | 'EXPIRED' | 'BELOW_MINIMUM' | 'USED_UP' | 'ALREADY_USED';

export type CouponResult = Result<{ discount: number }, { code: CouponErrorCode; rsn: string; say: Said }>;

export interface CouponContext {
  /** Bag subtotal in paise. */
  subtotal: number;
  /** Current time, epoch ms. */
  now: number;
  /** The code the shopper typed, used in the sentence when the coupon is unknown. */
  code?: string;
  currency?: string;
}

// made on first use, not at import: a new isolate's first Intl formatter loads the locale data (tens of ms of start-up)
let dateFormat: Intl.DateTimeFormat | undefined;

/** Formats an epoch-ms instant as an Indian calendar date, e.g. '1 Jan 2026'. */
function formatDate(epochMs: number): string {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return dateFormat.format(epochMs);
}

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** The discount a valid coupon gives on a subtotal: capped by maxDiscount and by the subtotal itself. */
export function calculateCouponDiscount(
  coupon: Pick<Coupon, 'type' | 'value' | 'maxDiscount'>,
  subtotal: number,
): number {
  const raw = coupon.type === 'FLAT' ? coupon.value : percentOf(subtotal, coupon.value);
  const capped = isSet(coupon.maxDiscount) ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

/**
 * Checks a coupon against the bag and the time, giving the discount in paise or a code and a
 * sentence the shopper can read (e.g. 'Add ₹150 more to use SAVE50.'). `undefined` = no such coupon.
 */
export function evaluateCoupon(coupon: Coupon | undefined | null, ctx: CouponContext): CouponResult {
  if (!coupon) {
    const named = ctx.code?.trim()
      ? `${ctx.code.trim()} is not a valid coupon code.`
      : 'This coupon code is not valid.';
    const say = ctx.code?.trim()
      ? said('problem.coupon.unknown', { code: ctx.code.trim() })
      : said('problem.coupon.unknownBlank');
    return { ok: false, code: 'UNKNOWN', rsn: named, say };
  }
  const { code } = coupon;
  if (isSet(coupon.validFrom) && ctx.now < coupon.validFrom) {
    return {
      ok: false,
      code: 'NOT_STARTED',
      rsn: `${code} can be used from ${formatDate(coupon.validFrom)}.`,
      say: said('problem.coupon.notStarted', { code, date: { at: coupon.validFrom } }),
    };
  }
  if (isSet(coupon.validTo) && ctx.now > coupon.validTo) {
    return {
      ok: false,
      code: 'EXPIRED',
      rsn: `${code} expired on ${formatDate(coupon.validTo)}.`,
      say: said('problem.coupon.expired', { code, date: { at: coupon.validTo } }),
    };
  }
  if (isSet(coupon.usageLimit) && coupon.usedCount >= coupon.usageLimit) {
    return {
      ok: false,
      code: 'USED_UP',
      rsn: `${code} has been fully redeemed.`,
      say: said('problem.coupon.usedUp', { code }),
    };
  }
  if (isSet(coupon.perUserLimit) && (coupon.userUsedCount ?? 0) >= coupon.perUserLimit) {
    return {
      ok: false,
      code: 'ALREADY_USED',
      rsn: `You have already used ${code}.`,
      say: said('problem.coupon.alreadyUsed', { code }),
    };
  }
  if (isSet(coupon.minCartValue) && ctx.subtotal < coupon.minCartValue) {
    const missing = formatMoney(coupon.minCartValue - ctx.subtotal, ctx.currency);
    const say = said('problem.coupon.belowMinimum', {
      code,
      missing: { paise: coupon.minCartValue - ctx.subtotal, currency: ctx.currency },
    });
    return { ok: false, code: 'BELOW_MINIMUM', rsn: `Add ${missing} more to use ${code}.`, say };
  }
  return { ok: true, discount: calculateCouponDiscount(coupon, ctx.subtotal) };
}
