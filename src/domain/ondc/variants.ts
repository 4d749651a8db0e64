/**
 * An item's variants as network items (retail 1.2.5): every pack, size and colour the storefront sells it in becomes
 * its own network item, with `parent_item_id` naming the provider's `variant_group` category that says which
 * attributes vary (a pack's `item.quantity.unitized.measure`, a size's or colour's `item.tags.attribute.*`). The
 * variants share the item's stock, as the storefront's do.
 */
import { z } from 'zod';
import type { ItemKind } from './item-fields';

const variantsSchema = z.object({
  sizes: z.array(z.string().min(1).max(20)).catch([]),
  colors: z.array(z.object({ name: z.string().min(1).max(30), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/) })).catch([]),
  prices: z
    .array(
      z.object({
        key: z.string().min(1).max(40),
        label: z.string().min(1).max(60),
        price: z.number().int().nonnegative(),
        mrp: z.number().int().nonnegative().optional(),
        gst: z.number().min(0).max(100).optional(),
      }),
    )
    .catch([]),
});
export type StoredVariants = z.infer<typeof variantsSchema>;
export const NO_VARIANTS: StoredVariants = { sizes: [], colors: [], prices: [] };

/** The item's saved variants (items.variants); anything unreadable counts as none. */
export function readVariants(json: string | null | undefined): StoredVariants {
  try {
    const parsed = variantsSchema.safeParse(JSON.parse(json ?? 'null'));
    return parsed.success ? parsed.data : NO_VARIANTS;
  } catch {
    return NO_VARIANTS;
  }
}

export interface VariantChoice {
  packKey: string | null;
  size: string | null;
  colour: { name: string; hex: string } | null;
}

export interface NetworkMeasure {
  unit: string;
  value: string;
}

/** One network item of an item sold in variants. */
export interface NetworkVariant {
  /** its network item id: the item's own for its first variant (the storefront's default choice), else variantNetworkId */
  id: string;
  /** the storefront's item */
  itemId: string;
  /** the provider's variant_group category id, the items' parent_item_id */
  groupId: string;
  choice: VariantChoice;
  /** as the storefront's bag and order lines label it: pack · size · colour */
  label: string;
  /** what varies within the group (the category's attr tags) */
  varied: readonly VariedAttribute[];
  measure: NetworkMeasure;
  /** paise, the pack's own price when it has one */
  price: number;
  mrp: number | null;
  gstPercent: number | null;
}

/** At most this many network items an item's variants become (sizes x colours x packs). */
export const MAX_VARIANTS_PER_ITEM = 60;

const UNIT_WORDS: readonly [RegExp, string][] = [
  [/^(kg|kgs|kilo|kilos|kilogram|kilograms)$/i, 'kilogram'],
  [/^(g|gm|gms|gram|grams)$/i, 'gram'],
  [/^(l|ltr|litre|litres|liter|liters)$/i, 'litre'],
  [/^(ml|millilitre|millilitres|milliliter)$/i, 'millilitre'],
  [/^(dozen)$/i, 'dozen'],
  [/^(pc|pcs|piece|pieces|unit|units|pack|packs)$/i, 'unit'],
];

/** A pack's label as the network's measure ("500 g" → gram 500, "1 kg" → kilogram 1); else one unit. */
export function packMeasure(label: string): NetworkMeasure {
  const m = /(\d+(?:\.\d+)?)\s*([a-z]+)\b/i.exec(label);
  const unit = m ? UNIT_WORDS.find(([words]) => words.test(m[2]))?.[1] : undefined;
  return m && unit ? { unit, value: m[1] } : { unit: 'unit', value: '1' };
}

/** FNV-1a, 32 bits: a short, stable tag for a choice (pure; collisions are checked where ids are made). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `~` is outside the storefront's item ids ([a-z0-9_-]), so a variant's network id never names another item. */
export const VARIANT_SEPARATOR = '~';

export function variantNetworkId(itemId: string, choice: VariantChoice): string {
  return `${itemId}${VARIANT_SEPARATOR}${fnv1a(JSON.stringify([choice.packKey, choice.size, choice.colour?.name ?? null]))}`;
}

export const variantGroupId = (itemId: string) => `vg-${itemId}`;

/** The storefront's label of a chosen variant (domain/cart/choice.ts: pack · size · colour). */
export function variantLabel(v: StoredVariants, choice: VariantChoice): string {
  const pack = v.prices.find((p) => p.key === choice.packKey);
  return [pack?.label, choice.size, choice.colour?.name].filter(Boolean).join(' · ');
}

export type VariedAttribute = 'measure' | 'size' | 'colour';

/** The attributes that vary, in the network's order: pack measure, then size, then colour. */
export function variedAttributes(v: StoredVariants): VariedAttribute[] {
  return [
    ...(v.prices.length > 0 ? (['measure'] as const) : []),
    ...(v.sizes.length > 0 ? (['size'] as const) : []),
    ...(v.colors.length > 0 ? (['colour'] as const) : []),
  ];
}

interface PricedBase {
  price: number;
  mrp: number | null;
  gstPercent: number | null;
}

/** Every variant of an item as a network item (none when it has no variants), at most MAX_VARIANTS_PER_ITEM. */
export function networkVariants(itemId: string, base: PricedBase, v: StoredVariants): NetworkVariant[] {
  const varied = variedAttributes(v);
  if (varied.length === 0) return [];
  const packs = v.prices.length > 0 ? v.prices : [null];
  const sizes = v.sizes.length > 0 ? v.sizes : [null];
  const colours = v.colors.length > 0 ? v.colors : [null];
  const out: NetworkVariant[] = [];
  const seen = new Set<string>();
  for (const pack of packs)
    for (const size of sizes)
      for (const colour of colours) {
        const choice: VariantChoice = { packKey: pack?.key ?? null, size, colour };
        const id = variantNetworkId(itemId, choice);
        if (seen.has(id) || out.length >= MAX_VARIANTS_PER_ITEM) continue;
        seen.add(id);
        out.push({
          // the first variant keeps the item's own id, so a buyer app's saved id still orders the default choice
          id: out.length === 0 ? itemId : id,
          itemId,
          groupId: variantGroupId(itemId),
          choice,
          label: variantLabel(v, choice),
          varied,
          measure: pack ? packMeasure(pack.label) : { unit: 'unit', value: '1' },
          price: pack?.price ?? base.price,
          mrp: pack ? (pack.mrp ?? null) : base.mrp,
          gstPercent: pack ? (pack.gst ?? base.gstPercent) : base.gstPercent,
        });
      }
  return out;
}

const ATTRIBUTE_PATHS: Record<VariedAttribute, string> = {
  measure: 'item.quantity.unitized.measure',
  size: 'item.tags.attribute.size',
  colour: 'item.tags.attribute.colour',
};

/** The provider's variant_group category of an item sold in variants (retail 1.2.5 `categories`). */
export function variantGroupCategory(
  groupId: string,
  name: string,
  varied: readonly VariedAttribute[],
): Record<string, unknown> {
  return {
    id: groupId,
    descriptor: { name },
    tags: [
      { code: 'type', list: [{ code: 'type', value: 'variant_group' }] },
      ...varied.map((attr, i) => ({
        code: 'attr',
        list: [
          { code: 'name', value: ATTRIBUTE_PATHS[attr] },
          { code: 'seq', value: String(i + 1) },
        ],
      })),
    ],
  };
}

/** The kind of a storefront item as the required fields see it: its category and the attributes its variants carry. */
export function storedItemKind(catId: string, v: StoredVariants): ItemKind {
  return { catId, variedBy: variedAttributes(v).filter((a): a is 'size' | 'colour' => a !== 'measure') };
}
