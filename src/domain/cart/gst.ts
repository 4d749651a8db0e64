/**
 * GST rules (DESIGN 7, spec 3). When the shop's GST setting is on, each line adds
 * unit price x gst% x quantity, rounded per line half up to whole paise. The percent is the chosen
 * variant's when the item has variant prices, else the item's GST_PERCENT; no percent, no GST.
 */
import type { Item } from '../tables/items';
import { percentOf } from '../money';
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

/** The item fields pricing needs. */
export type PricedItem = Pick<Item, 'PRICE' | 'MRP' | 'GST_PERCENT'> & {
  VARIANTS?: { prices?: Item['VARIANTS']['prices'] };
};

export type UnitPriceResult = Result<
  { price: number; mrp: number | null; gstPercent: number | null; variantKey: string | null },
  { code: 'VARIANT_REQUIRED' | 'UNKNOWN_VARIANT'; rsn: string; say: Said }
>;

/** True when the item is sold at per-variant prices (e.g. 500 g / 1 kg). */
export function hasVariantPrices(item: PricedItem): boolean {
  return (item.VARIANTS?.prices?.length ?? 0) > 0;
}

/**
 * The unit price, MRP and GST percent of an item in a variant. An item with variant prices needs
 * a known variant key; an item without them ignores any key. A variant without its own GST
 * percent falls back to the item's GST_PERCENT.
 */
export function unitPriceFor(item: PricedItem, variantKey?: string | null): UnitPriceResult {
  if (!hasVariantPrices(item)) {
    return {
      ok: true,
      price: item.PRICE,
      mrp: item.MRP ?? null,
      gstPercent: item.GST_PERCENT ?? null,
      variantKey: null,
    };
  }
  if (!variantKey) {
    return {
      ok: false,
      code: 'VARIANT_REQUIRED',
      rsn: 'Please choose an option before adding this item.',
      say: said('problem.choice.variantRequired'),
    };
  }
  const variant = item.VARIANTS!.prices!.find((v) => v.key === variantKey);
  if (!variant) {
    return {
      ok: false,
      code: 'UNKNOWN_VARIANT',
      rsn: 'The option you chose is no longer available. Please choose another.',
      say: said('problem.choice.variantGone'),
    };
  }
  return {
    ok: true,
    price: variant.price,
    mrp: variant.mrp ?? null,
    gstPercent: variant.gst ?? item.GST_PERCENT ?? null,
    variantKey: variant.key,
  };
}

/** GST on one line in paise: unit price x qty x percent, rounded half up; 0 with no percent. */
export function calculateLineGst(unitPrice: number, gstPercent: number | null | undefined, qty: number): number {
  if (gstPercent === null || gstPercent === undefined || gstPercent <= 0) return 0;
  return percentOf(unitPrice * qty, gstPercent);
}

export interface GstLine {
  unitPrice: number;
  gstPercent: number | null | undefined;
  qty: number;
}

/** GST for a whole bag: the sum of per-line GST when the shop's GST is on, else 0. */
export function calculateCartGst(lines: readonly GstLine[], gstOn: boolean): number {
  if (!gstOn) return 0;
  return lines.reduce((sum, line) => sum + calculateLineGst(line.unitPrice, line.gstPercent, line.qty), 0);
}
