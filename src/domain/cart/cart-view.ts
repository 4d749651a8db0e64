/**
 * The `cart` object of every cart reply (DESIGN 6): lines with unit price and line total, manual
 * items, the coupon, totals in paise and NUMBER_OF_ITEMS_CART (units of every line and manual
 * item). Lines that are not `ok` (out of stock, unavailable, deactivated) are shown but not charged.
 */
import type { CartRules } from '../tables/store-fields';
import type { BagLine, LineStatus } from './bag-lines';
import { countUnits, unitsOfItem } from './bag-lines';
import { evaluateCoupon, type Coupon } from './coupons';
import { calculateLineGst } from './gst';
import type { ManualItem } from './manual-items';
import { priceCart, type CartTotals } from './price-cart';
import { MAX_LINE_QUANTITY } from './quantity';
import { maxAddable } from './stock';
import type { ItemNames } from '../i18n/localise';

export interface UserData {
  name?: string;
  address?: unknown;
  /** km from the shop to the address */
  distance?: number;
}

interface CartItemView {
  product_id_in_cart: string;
  product_id: string;
  cat_id: string;
  product_qty: number;
  unit_price: number;
  mrp: number | null;
  line_total: number;
  gst_percent: number | null;
  gst: number;
  name: string;
  /** the name in other languages (only when the owner translated it) */
  names?: ItemNames;
  image: string;
  variant: { size: string | null; color: string | null; key: string | null; label: string };
  status: LineStatus;
  /** Largest quantity the stepper may set on this line. */
  max_qty: number;
}

interface CartCouponView {
  code: string;
  description: string;
  discount: number;
  applicable: boolean;
  rsn?: string;
}

export interface CartView {
  session_id: string;
  items: CartItemView[];
  manual_items: { id: string; name: string; quantity: number; image: string | null }[];
  coupon: CartCouponView | null;
  totals: CartTotals;
  NUMBER_OF_ITEMS_CART: number;
  currency: string;
  minimum_cart_value: number;
  /** Paise still missing to reach the minimum order; 0 when fine. */
  missing_amount: number;
  delivery_error: string | null;
  user: UserData | null;
  can_checkout: boolean;
}

/** A bag line as the bag screen shows it: without its GST, which only the totals show. */
export type BagScreenLine = Omit<CartItemView, 'gst' | 'gst_percent'>;

/**
 * The bag as the bag screen's island receives it in the page: only what the screen shows (no session id, no
 * shopper, no per-line GST), because the page carries it once more as props. Any CartView also satisfies it.
 */
export type BagScreenCart = Omit<CartView, 'session_id' | 'user' | 'items'> & { items: BagScreenLine[] };

export function bagScreenCart({ session_id: _sid, user: _user, items, ...rest }: CartView): BagScreenCart {
  return { ...rest, items: items.map(({ gst: _gst, gst_percent: _pct, ...line }) => line) };
}

export interface CartViewInput {
  sid: string;
  lines: readonly BagLine[];
  manual: readonly ManualItem[];
  couponCode: string | null;
  /** The coupon row for couponCode; null when it no longer exists. */
  coupon: (Coupon & { description?: string }) | null;
  user: UserData | null;
  rules: Partial<CartRules>;
  currency: string;
  now: number;
}

export function buildCartView(input: CartViewInput): CartView {
  const { lines, rules } = input;
  const gstOn = rules.GST ?? false;
  const charged = lines.filter((l) => l.status === 'ok');
  const priced = priceCart({
    lines: charged.map((l) => ({ unitPrice: l.unitPrice, gstPercent: l.gstPercent, qty: l.qty })),
    gstOn,
    rules,
    coupon: input.coupon,
    distanceKm: input.user?.distance ?? null,
    now: input.now,
    currency: input.currency,
  });
  let coupon: CartCouponView | null = null;
  if (input.couponCode) {
    const error = input.coupon
      ? priced.couponError
      : (evaluateCoupon(null, { subtotal: 0, now: input.now, code: input.couponCode }) as { rsn: string });
    coupon = {
      code: input.couponCode,
      description: input.coupon?.description ?? '',
      discount: priced.totals.discount,
      applicable: !error,
      ...(error ? { rsn: error.rsn } : {}),
    };
  }
  const items = lines.map(
    (l): CartItemView => ({
      product_id_in_cart: l.id,
      product_id: l.itemId,
      cat_id: l.catId,
      product_qty: l.qty,
      unit_price: l.unitPrice,
      mrp: l.mrp,
      line_total: l.unitPrice * l.qty,
      gst_percent: l.gstPercent,
      gst: gstOn ? calculateLineGst(l.unitPrice, l.gstPercent, l.qty) : 0,
      name: l.name,
      ...(l.names ? { names: l.names } : {}),
      image: l.image,
      variant: { size: l.size, color: l.color, key: l.variantKey, label: l.variantLabel },
      status: l.status,
      max_qty: Math.min(MAX_LINE_QUANTITY, maxAddable(l.stockQty, unitsOfItem(lines, l.itemId, l.id))),
    }),
  );
  const blocked =
    (charged.length === 0 && input.manual.length === 0) ||
    charged.length !== lines.length ||
    priced.minimumShortfall > 0 ||
    !!priced.deliveryError;
  return {
    session_id: input.sid,
    items,
    manual_items: input.manual.map((m) => ({ id: m.id, name: m.name, quantity: m.qty, image: m.image })),
    coupon,
    totals: priced.totals,
    NUMBER_OF_ITEMS_CART: countUnits(lines, input.manual),
    currency: input.currency,
    minimum_cart_value: rules.MINIMUM_CART_VALUE ?? 0,
    missing_amount: priced.minimumShortfall,
    delivery_error: priced.deliveryError?.rsn ?? null,
    user: input.user,
    can_checkout: !blocked,
  };
}
