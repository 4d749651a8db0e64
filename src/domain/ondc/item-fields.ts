/**
 * What the network requires of an item before it may be sent, by domain (retail specification 1.2.5): the
 * packaged-commodity declarations (manufacturer or packer, net quantity, country of origin), veg or non-veg for
 * food, and the terms every retail item carries (returnable, cancellable, time to ship, available on COD); by network
 * category, a RET10 prepackaged food's declarations and a RET12 item's fashion attributes (requiredFields).
 * An item that lacks any of its domain's fields is listed with what is missing and is not sent until filled.
 */
import { z } from 'zod';
import type { OndcDomain } from './opt-in';
import { networkCategory, PREPACKAGED_FOOD_CATEGORIES } from './categories';
import { FABRICS, networkFabric, SIZE_CHART_URL } from './fashion-values';

/** The genders a fashion item is made for, as the network's attribute tag says them. */
export const FASHION_GENDERS = ['male', 'female', 'unisex', 'boy', 'girl'] as const;

/** The optional fields of each kind: prepackaged food's declarations and fashion's attributes. */
export const PREPACKAGED_FOOD_FIELDS = ['nutritional_info', 'additives_info', 'brand_owner_fssai'] as const;
export const FASHION_FIELDS = ['gender', 'brand', 'colour', 'size', 'fabric', 'size_chart'] as const;

export const itemNetworkFieldsSchema = z
  .object({
    manufacturer: z.string().trim().min(1).max(200),
    net_quantity: z.string().trim().min(1).max(40),
    country_of_origin: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'a three-letter ISO country code such as IND'),
    veg: z.boolean(),
    returnable: z.boolean(),
    cancellable: z.boolean(),
    time_to_ship: z
      .string()
      .trim()
      .regex(/^P(?:\d{1,2}D)?(?:T(?:\d{1,2}H)?(?:\d{1,2}M)?)?$/, 'an ISO 8601 duration such as PT45M or P1D'),
    available_on_cod: z.boolean(),
    /** prepackaged food (RET10's dairy, snacks, sweets ...): @ondc/org/statutory_reqs_prepackaged_food */
    nutritional_info: z.string().trim().min(1).max(500),
    additives_info: z.string().trim().min(1).max(500),
    brand_owner_fssai: z
      .string()
      .trim()
      .regex(/^\d{14}$/, "the brand owner's 14-digit FSSAI licence number"),
    /** fashion (RET12): the item's attribute tag */
    gender: z.enum(FASHION_GENDERS),
    brand: z.string().trim().min(1).max(100),
    colour: z
      .string()
      .trim()
      .regex(/^#[0-9A-Fa-f]{6}$/, 'a colour as its hex code such as #1F3A93'),
    size: z.string().trim().min(1).max(20),
    /** one of the network's fabrics; the owner's "Cotton" or "Lycra" is kept as the list spells it */
    fabric: z.preprocess(
      (v) => (typeof v === 'string' ? (networkFabric(v) ?? v) : v),
      z.enum(FABRICS, { error: "one of the network's fabrics, such as cotton, silk, denim or polyester" }),
    ),
    /** a picture or page of the item's sizes and their measurements, as an https link */
    size_chart: z
      .string()
      .trim()
      .max(500)
      .regex(SIZE_CHART_URL, 'an https link to a picture or page of the sizes, such as https://example.com/sizes.png'),
    /** the network's product code (descriptor.code): 1 EAN, 2 ISBN, 3 GTIN, 4 HSN, 5 other, e.g. 1:8901234567890 */
    product_code: z
      .string()
      .trim()
      .regex(/^[1-5]:[0-9A-Za-z-]{1,40}$/, 'a kind and a code such as 1:8901234567890 (EAN) or 4:6109 (HSN)'),
  })
  .partial()
  .strict();
export type ItemNetworkFields = z.infer<typeof itemNetworkFieldsSchema>;
export type ItemNetworkField = keyof ItemNetworkFields;

/** The body of `PUT .../ondc/items/{itemId}`: the item's network fields (all replaced) and whether it is left out. */
/** An item's network standing as a whole: at least one of the two (an empty body is a mistake, not "clear everything"). */
export const itemNetworkPutSchema = z
  .object({ left_out: z.boolean().optional(), fields: itemNetworkFieldsSchema.optional() })
  .strict()
  .refine((b) => b.left_out !== undefined || b.fields !== undefined, {
    message: 'Send left_out, fields or both.',
    path: ['fields'],
  });

const TERMS: readonly ItemNetworkField[] = ['returnable', 'cancellable', 'time_to_ship', 'available_on_cod'];
const PACKAGED: readonly ItemNetworkField[] = ['manufacturer', 'net_quantity', 'country_of_origin'];

/** The fields each domain requires, in the order the console lists them. */
export const REQUIRED_FIELDS: Record<OndcDomain, readonly ItemNetworkField[]> = {
  'ONDC:RET10': [...PACKAGED, 'veg', ...TERMS],
  'ONDC:RET11': ['veg', ...TERMS],
  'ONDC:RET12': [...PACKAGED, ...TERMS],
  'ONDC:RET13': [...PACKAGED, ...TERMS],
  'ONDC:RET14': [...PACKAGED, ...TERMS],
  'ONDC:RET16': [...PACKAGED, ...TERMS],
  'ONDC:RET18': [...PACKAGED, ...TERMS],
};

/**
 * What decides the fields an item needs beyond its domain's: its own category (the network's is guessed from it) and
 * the attributes its variants already carry (a fashion item sold in sizes needs no single size of its own).
 */
export interface ItemKind {
  catId: string;
  variedBy?: readonly ('size' | 'colour')[];
}

/** The fields `domain` requires of an item of `kind`, in the order the console lists them. */
export function requiredFields(domain: OndcDomain, kind: ItemKind): ItemNetworkField[] {
  const base = [...REQUIRED_FIELDS[domain]];
  if (domain === 'ONDC:RET10' && PREPACKAGED_FOOD_CATEGORIES.has(networkCategory(domain, kind.catId)))
    return [...base, ...PREPACKAGED_FOOD_FIELDS];
  if (domain === 'ONDC:RET12') {
    const varied = new Set<string>(kind.variedBy ?? []);
    return [...base, ...FASHION_FIELDS.filter((f) => !varied.has(f))];
  }
  return base;
}

export function missingFields(domain: OndcDomain, fields: ItemNetworkFields, kind: ItemKind): ItemNetworkField[] {
  return requiredFields(domain, kind).filter((field) => fields[field] === undefined);
}

export interface ItemStanding {
  left_out: boolean;
  missing: ItemNetworkField[];
  /** sent to the network: not left out and nothing missing */
  listed: boolean;
}

export function itemStanding(
  domain: OndcDomain,
  leftOut: boolean,
  fields: ItemNetworkFields,
  kind: ItemKind,
): ItemStanding {
  const missing = missingFields(domain, fields, kind);
  return { left_out: leftOut, missing, listed: !leftOut && missing.length === 0 };
}

/**
 * Saved fields as read back from storage: a field that no longer passes the schema (a fabric saved before the
 * network's list was enforced) counts as missing; the others are kept.
 */
export function readNetworkFields(json: string | null | undefined): ItemNetworkFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '{}');
  } catch {
    return {};
  }
  const result = itemNetworkFieldsSchema.safeParse(parsed);
  if (result.success) return result.data;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const field = itemNetworkFieldsSchema.shape[key as ItemNetworkField];
    const one = field?.safeParse(value);
    if (one?.success) kept[key] = one.data;
  }
  return itemNetworkFieldsSchema.parse(kept);
}
