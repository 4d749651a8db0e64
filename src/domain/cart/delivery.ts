/**
 * Delivery and cart-level charges (DESIGN 7). Distances are in km; they are compared in whole
 * metres so float noise (3.0000000001 km) neither starts a new km nor breaks the radius.
 */
import type { CartRules } from '../tables/store-fields';
import { formatMoney } from '../money';
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km between two points. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const toMetres = (km: number) => Math.round(km * 1000);

/** Formats km for a sentence with one decimal at most, rounding up so "beyond 5 km" never reads "5 km". */
function kmFigure(km: number, roundUp: boolean): number {
  const tenths = roundUp ? Math.ceil(toMetres(km) / 100) : Math.round(toMetres(km) / 100);
  return Number((tenths / 10).toFixed(1));
}
function formatKm(km: number, roundUp: boolean): string {
  return `${kmFigure(km, roundUp)} km`;
}

export type DeliveryRules = Pick<
  CartRules,
  'DELIVERY_FREE_ABOVE' | 'DELIVERY_CHARGE' | 'EXTRA_CHARGE_PER_KM' | 'STANDARD_DELIVERY_AREA' | 'MAX_DELIVERY_RADIUS'
>;

export type DeliveryResult = Result<{ charge: number }, { code: 'OUT_OF_RADIUS'; rsn: string; say: Said }>;

/** Whole km started beyond the standard area: 3.01 km with a 3 km area is 1 started km. */
export function countStartedKmBeyond(distanceKm: number, standardAreaKm: number): number {
  const beyondMetres = toMetres(distanceKm) - toMetres(standardAreaKm);
  return beyondMetres > 0 ? Math.ceil(beyondMetres / 1000) : 0;
}

/**
 * Delivery charge in paise. Refused beyond MAX_DELIVERY_RADIUS (exactly at the radius is fine);
 * free when the subtotal reaches DELIVERY_FREE_ABOVE; else DELIVERY_CHARGE plus EXTRA_CHARGE_PER_KM
 * for each started km beyond STANDARD_DELIVERY_AREA (0 km when unset). With no known distance
 * (`distanceKm` missing or invalid) only the flat charge applies.
 */
export function deliveryCharge(input: {
  subtotal: number;
  rules: DeliveryRules;
  distanceKm?: number | null;
}): DeliveryResult {
  const { subtotal, rules } = input;
  const distanceKm =
    typeof input.distanceKm === 'number' && Number.isFinite(input.distanceKm) && input.distanceKm >= 0
      ? input.distanceKm
      : null;
  const radius = rules.MAX_DELIVERY_RADIUS;
  if (distanceKm !== null && radius !== undefined && toMetres(distanceKm) > toMetres(radius)) {
    return {
      ok: false,
      code: 'OUT_OF_RADIUS',
      rsn: `Sorry, this shop delivers only within ${formatKm(radius, false)} and your address is ${formatKm(distanceKm, true)} away.`,
      say: said('problem.delivery.outOfRadius', {
        radius: kmFigure(radius, false),
        distance: kmFigure(distanceKm, true),
      }),
    };
  }
  if (rules.DELIVERY_FREE_ABOVE !== undefined && subtotal >= rules.DELIVERY_FREE_ABOVE) return { ok: true, charge: 0 };
  let charge = rules.DELIVERY_CHARGE ?? 0;
  if (distanceKm !== null && rules.EXTRA_CHARGE_PER_KM) {
    charge += rules.EXTRA_CHARGE_PER_KM * countStartedKmBeyond(distanceKm, rules.STANDARD_DELIVERY_AREA ?? 0);
  }
  return { ok: true, charge };
}

/** Sum of the shop's named fixed EXTRA_CHARGES (packing, handling...) in paise. */
export function extraCharges(rules: Pick<CartRules, 'EXTRA_CHARGES'>): number {
  return (rules.EXTRA_CHARGES ?? []).reduce((sum, charge) => sum + charge.amount, 0);
}

/** Paise still missing to reach MINIMUM_CART_VALUE; 0 when there is no minimum or it is met. */
export function minimumCartShortfall(subtotal: number, rules: Pick<CartRules, 'MINIMUM_CART_VALUE'>): number {
  const minimum = rules.MINIMUM_CART_VALUE ?? 0;
  return Math.max(0, minimum - subtotal);
}

/** Shopper sentence for a bag below the minimum, e.g. 'Add ₹150 more to place your order (minimum ₹500).' */
export function describeMinimumShortfall(shortfall: number, minimum: number, currency = 'INR'): string {
  return `Add ${formatMoney(shortfall, currency)} more to place your order (minimum ${formatMoney(minimum, currency)}).`;
}
