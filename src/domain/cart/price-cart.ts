/**
 * Prices a bag from catalogue prices and the shop's own rules. All amounts are integer paise.
 *
 * total = subtotal + gst + delivery + extra_charges - discount, never below 0, where GST is on the
 * undiscounted line prices, the coupon discount applies to the subtotal, and delivery, the
 * free-delivery threshold and the minimum order look at the subtotal before discount.
 * An empty bag costs nothing: no delivery and no extra charges.
 */
import type { Said } from '../i18n/said';
import type { CartRules } from '../tables/store-fields';
import { type Coupon, evaluateCoupon } from './coupons';
import { deliveryCharge, extraCharges, minimumCartShortfall } from './delivery';
import { calculateCartGst } from './gst';

interface PricedLine {
  /** Unit price in paise, from the catalogue. */
  unitPrice: number;
  gstPercent: number | null;
  qty: number;
}

export interface CartTotals {
  subtotal: number;
  gst: number;
  delivery: number;
  extra_charges: number;
  discount: number;
  total: number;
}

export interface PriceCartInput {
  lines: readonly PricedLine[];
  gstOn: boolean;
  rules: Partial<CartRules>;
  coupon?: Coupon | null;
  /** Distance from the shop to the delivery address, when known. */
  distanceKm?: number | null;
  /** Current time, epoch ms (for coupon validity). */
  now: number;
  currency?: string;
}

export interface PricedCart {
  totals: CartTotals;
  /** Paise still missing to reach the shop's minimum order; 0 when fine. */
  minimumShortfall: number;
  /** Set when the address is beyond the delivery radius; delivery is then 0 in the totals. */
  deliveryError?: { code: 'OUT_OF_RADIUS'; rsn: string; say: Said };
  /** Set when a coupon was given but does not apply; discount is then 0. */
  couponError?: { code: string; rsn: string; say: Said };
}

/** Prices a bag: composes line totals, GST, delivery, extra charges, coupon and minimum order. */
export function priceCart(input: PriceCartInput): PricedCart {
  const { lines, rules } = input;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const gst = calculateCartGst(lines, input.gstOn);
  const empty = lines.every((line) => line.qty <= 0);

  const result: PricedCart = {
    totals: { subtotal, gst, delivery: 0, extra_charges: 0, discount: 0, total: 0 },
    minimumShortfall: empty ? 0 : minimumCartShortfall(subtotal, rules),
  };

  if (!empty) {
    const delivery = deliveryCharge({ subtotal, rules, distanceKm: input.distanceKm });
    if (delivery.ok) result.totals.delivery = delivery.charge;
    else result.deliveryError = { code: delivery.code, rsn: delivery.rsn, say: delivery.say };
    result.totals.extra_charges = extraCharges({ EXTRA_CHARGES: rules.EXTRA_CHARGES ?? [] });
  }

  if (input.coupon) {
    const evaluated = evaluateCoupon(input.coupon, { subtotal, now: input.now, currency: input.currency });
    if (evaluated.ok) result.totals.discount = evaluated.discount;
    else result.couponError = { code: evaluated.code, rsn: evaluated.rsn, say: evaluated.say };
  }

  const t = result.totals;
  t.total = Math.max(0, t.subtotal + t.gst + t.delivery + t.extra_charges - t.discount);
  return result;
}
