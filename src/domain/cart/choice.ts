/**
 * What a shopper picked for an item (size, colour, pack) checked against the catalogue, and the
 * line id it lands on. Only ids and choices come from the browser: price, MRP and GST come from
 * the item as stored.
 *
 * Line identity: spec 3 builds the line id from item id, size and colour. Items sold at variant
 * prices (500 g / 1 kg packs) also need the pack in the identity, or 500 g and 1 kg would merge:
 * the pack key takes the size slot (joined as `size / key` when an item has both), so
 * `toor-dal__500g__` and `toor-dal__1kg__` are separate lines and `parseLineId` still reads them.
 */
import type { Item } from '../tables/items';
import { buildLineId, normaliseVariantPart } from './line-id';
import { unitPriceFor } from './gst';
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

export interface Choice {
  size?: string | null;
  color?: string | null;
  variantKey?: string | null;
}

interface ResolvedChoice {
  lineId: string;
  size: string | null;
  color: string | null;
  variantKey: string | null;
  /** What the shopper reads on the line, e.g. '1 kg' or 'M · Jet Black'; '' when none. */
  variantLabel: string;
  unitPrice: number;
  mrp: number | null;
  gstPercent: number | null;
}

type ChoiceCode =
  | 'SIZE_REQUIRED'
  | 'UNKNOWN_SIZE'
  | 'COLOR_REQUIRED'
  | 'UNKNOWN_COLOR'
  | 'VARIANT_REQUIRED'
  | 'UNKNOWN_VARIANT';
export type ChoiceResult = Result<ResolvedChoice, { code: ChoiceCode; field: string; rsn: string; say: Said }>;

const blank = (v: string | null | undefined) => !v || !v.trim();

/** The line id for an item in a choice (see the file comment). */
export function cartLineId(itemId: string, choice: Choice): string {
  const sizePart = [choice.size, choice.variantKey].filter((p) => !blank(p)).join(' / ');
  return buildLineId(itemId, sizePart, choice.color);
}

function pick<T>(list: readonly T[], wanted: string | null | undefined, name: (t: T) => string): T | null | undefined {
  if (blank(wanted)) return null;
  const key = normaliseVariantPart(wanted);
  return list.find((t) => normaliseVariantPart(name(t)) === key);
}

/** Checks a choice against the item's sizes, colours and packs; gives the catalogue price for it. */
export function resolveChoice(
  item: Pick<Item, 'ID' | 'PRICE' | 'MRP' | 'GST_PERCENT' | 'VARIANTS'>,
  choice: Choice,
): ChoiceResult {
  const { sizes, colors } = item.VARIANTS;
  const size = pick(sizes, choice.size, (s) => s);
  if (size === undefined || (size !== null && sizes.length === 0)) {
    return {
      ok: false,
      code: 'UNKNOWN_SIZE',
      field: 'selectedSize',
      rsn: 'That size is not available for this item.',
      say: said('problem.choice.unknownSize'),
    };
  }
  if (size === null && sizes.length > 0) {
    return {
      ok: false,
      code: 'SIZE_REQUIRED',
      field: 'selectedSize',
      rsn: 'Please choose a size.',
      say: said('problem.choice.sizeRequired'),
    };
  }
  const color = pick(colors, choice.color, (c) => c.name);
  if (color === undefined) {
    return {
      ok: false,
      code: 'UNKNOWN_COLOR',
      field: 'selectedColor',
      rsn: 'That colour is not available for this item.',
      say: said('problem.choice.unknownColor'),
    };
  }
  if (color === null && colors.length > 0) {
    return {
      ok: false,
      code: 'COLOR_REQUIRED',
      field: 'selectedColor',
      rsn: 'Please choose a colour.',
      say: said('problem.choice.colorRequired'),
    };
  }
  const hasPacks = item.VARIANTS.prices.length > 0;
  if (!hasPacks && !blank(choice.variantKey)) {
    return {
      ok: false,
      code: 'UNKNOWN_VARIANT',
      field: 'variantKey',
      rsn: 'The option you chose is not available for this item.',
      say: said('problem.choice.unknownVariant'),
    };
  }
  const priced = unitPriceFor(item, choice.variantKey ?? null);
  if (!priced.ok) return { ok: false, code: priced.code, field: 'variantKey', rsn: priced.rsn, say: priced.say };
  const pack = hasPacks ? item.VARIANTS.prices.find((v) => v.key === priced.variantKey) : undefined;
  const resolved = { size: size ?? null, color: color?.name ?? null, variantKey: priced.variantKey };
  return {
    ok: true,
    ...resolved,
    lineId: cartLineId(item.ID, resolved),
    variantLabel: [pack?.label, resolved.size, resolved.color].filter(Boolean).join(' · '),
    unitPrice: priced.price,
    mrp: priced.mrp,
    gstPercent: priced.gstPercent,
  };
}
