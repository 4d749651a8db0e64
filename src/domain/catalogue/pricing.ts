import type { Item } from '../tables/items';
import { isInStock, isStockUntracked } from '../cart/stock';
import { calculateLineGst, unitPriceFor } from '../cart/gst';

/** Whole percent off the MRP; 0 when there is no MRP above the price. */
export function discountPercent(price: number, mrp: number | null | undefined): number {
  if (!mrp || mrp <= price) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}

export interface Offer {
  price: number;
  mrp: number | null;
  off: number;
  gstPercent: number | null;
  /** GST on one unit in paise when the shop's GST is on and the item has a percent; else 0 */
  gstAmount: number;
  variantKey: string | null;
}

/** Price, MRP, discount and GST for one unit of an item in a variant (the first variant if none is given). */
export function offerFor(
  item: Pick<Item, 'PRICE' | 'MRP' | 'GST_PERCENT' | 'VARIANTS'>,
  gstOn: boolean,
  variantKey?: string | null,
): Offer {
  const key = item.VARIANTS.prices.some((v) => v.key === variantKey) ? variantKey : item.VARIANTS.prices[0]?.key;
  const r = unitPriceFor(item, key);
  const u = r.ok ? r : { price: item.PRICE, mrp: item.MRP, gstPercent: item.GST_PERCENT, variantKey: null };
  const gstPercent = gstOn && u.gstPercent ? u.gstPercent : null;
  return {
    price: u.price,
    mrp: u.mrp,
    off: discountPercent(u.price, u.mrp),
    gstPercent,
    gstAmount: gstPercent ? calculateLineGst(u.price, gstPercent, 1) : 0,
    variantKey: u.variantKey,
  };
}

export type StockState =
  | { kind: 'untracked' }
  | { kind: 'in'; left: number }
  | { kind: 'low'; left: number }
  | { kind: 'out' };

const LOW_STOCK = 5;

/** Stock as a shopper reads it (DESIGN 7: in stock while stock exceeds what is requested). */
export function stockState(stockQty: number | null | undefined): StockState {
  if (isStockUntracked(stockQty)) return { kind: 'untracked' };
  if (!isInStock(stockQty, 0)) return { kind: 'out' };
  return stockQty <= LOW_STOCK ? { kind: 'low', left: stockQty } : { kind: 'in', left: stockQty };
}

export function stockLabel(s: StockState): string {
  switch (s.kind) {
    case 'out':
      return 'Out of stock';
    case 'low':
      return `Only ${s.left} left`;
    default:
      return 'In stock';
  }
}
