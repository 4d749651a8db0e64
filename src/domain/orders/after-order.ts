/**
 * What happens to money and points after an order moves (DESIGN 7): refunds when it is cancelled or
 * rejected, reward points when it is delivered, and the referring reseller's commission.
 */
import { percentOf } from '../money';

/** Unless the shop says otherwise (CART_RULES.REWARDS.earnPer): 1 point for every whole ₹100 of the order total. */
export const PAISE_PER_POINT = 10_000;
/** A referring reseller earns this percent of the goods (subtotal less discount). */
const RESELLER_COMMISSION_PERCENT = 5;

export function rewardPointsFor(total: number, earnPer: number = PAISE_PER_POINT): number {
  const per = Number.isSafeInteger(earnPer) && earnPer >= 100 ? earnPer : PAISE_PER_POINT;
  return Math.max(0, Math.floor(total / per));
}

export function resellerCommission(subtotal: number, discount: number): number {
  return percentOf(Math.max(0, subtotal - discount), RESELLER_COMMISSION_PERCENT);
}

export interface RefundPlan {
  /** Back to the wallet: what the wallet paid, plus any udhaar the shopper has already repaid. */
  wallet: number;
  /** Taken off the udhaar owed (never more than is owed now). */
  udhaar: number;
}

/**
 * Refunds for a cancelled or rejected order. Udhaar charged for the order comes off what is owed; if the
 * shopper has since repaid part of it, that part is owed to them and goes to their wallet.
 */
export function refundPlan(order: { paidWallet: number; paidUdhaar: number }, udhaarOwedNow: number): RefundPlan {
  const udhaar = Math.min(order.paidUdhaar, Math.max(0, udhaarOwedNow));
  return { udhaar, wallet: order.paidWallet + (order.paidUdhaar - udhaar) };
}

/**
 * The distance delivery is priced on: measured again from the shop's LAT_LNG to the address's picked
 * location when both are known (the shop may have moved), else the distance stored with the address.
 */
export function deliveryDistance(fromShop: number | null, stored: number | null): number | null {
  return fromShop ?? stored;
}
