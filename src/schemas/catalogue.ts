import { z } from 'zod';
import { paise, slugId } from './store';

/** A category's texts in another language; what is missing shows in the shop's own words. */
const categoryTextsSchema = z.object({ CAT_NAME: z.string().trim().min(1).max(120).optional(), CAT_DESC: z.string().max(1000).optional() });
/** The owner's translations of a category: `I18N: {hi: {...}, ta: {...}}`. */
export const categoryI18nSchema = z.object({ hi: categoryTextsSchema.optional(), ta: categoryTextsSchema.optional() });

export const categorySchema = z.object({
  CAT_ID: slugId,
  CAT_NAME: z.string().min(1).max(120),
  CAT_DESC: z.string().max(1000).default(''),
  CAT_IMAGE: z.string().max(500).default(''),
  POSITION: z.number().int().default(0),
  IS_DISABLED: z.boolean().default(false),
  IS_EXPANDED: z.boolean().default(false),
  ON_HOME: z.boolean().default(true),
  I18N: categoryI18nSchema.default({}),
});
export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categorySchema>;

const variantPriceSchema = z.object({
  key: z.string().min(1).max(40),
  label: z.string().min(1).max(60),
  price: paise,
  mrp: paise.optional(),
  gst: z.number().min(0).max(100).optional(),
});
export type VariantPrice = z.infer<typeof variantPriceSchema>;

const variantsSchema = z.object({
  sizes: z.array(z.string().min(1).max(20)).default([]),
  colors: z.array(z.object({ name: z.string().min(1).max(30), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/) })).default([]),
  prices: z.array(variantPriceSchema).default([]),
});

/** An item's texts in another language; what is missing shows in English. */
const itemTextsSchema = z.object({ ITEM_NAME: z.string().trim().min(1).max(200).optional(), ITEM_DESC: z.string().max(5000).optional() });
/** The owner's translations of an item: Hindi and Tamil (`I18N: {hi: {...}, ta: {...}}`). */
export const itemI18nSchema = z.object({ hi: itemTextsSchema.optional(), ta: itemTextsSchema.optional() });
export type ItemI18n = z.infer<typeof itemI18nSchema>;

export const itemSchema = z.object({
  ID: slugId,
  CAT_ID: slugId,
  ITEM_NAME: z.string().min(1).max(200),
  ITEM_DESC: z.string().max(5000).default(''),
  IMAGE: z.string().max(500).default(''),
  IMAGES: z.array(z.string().max(500)).default([]),
  PRICE: paise,
  MRP: paise.nullable().default(null),
  GST_PERCENT: z.number().min(0).max(100).nullable().default(null),
  /** the item's HSN code (4, 6 or 8 digits) for GST documents; '' when the owner has not set one */
  HSN: z.string().regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN code is 4, 6 or 8 digits.').default(''),
  /** null or -1: stock is not tracked. */
  STOCK_QTY: z.number().int().min(-1).nullable().default(null),
  VARIANTS: variantsSchema.default({ sizes: [], colors: [], prices: [] }),
  POSITION: z.number().int().default(0),
  IS_DISABLED: z.boolean().default(false),
  I18N: itemI18nSchema.default({}),
});
export type Item = z.infer<typeof itemSchema>;
export type ItemInput = z.input<typeof itemSchema>;

export const pluginsSchema = z.object({
  TAWK: z.object({ ENABLED: z.boolean(), TAWK_ID: z.string().default('') }).default({ ENABLED: false, TAWK_ID: '' }),
  CUSTOM_JS_SCRIPT: z.object({ ENABLED: z.boolean() }).default({ ENABLED: false }),
  CATALOG_SEARCH: z.object({ ENABLED: z.boolean(), LABEL: z.string().default('Search catalogue') }).default({ ENABLED: false, LABEL: 'Search catalogue' }),
  /** Push messages: the shop's messaging (Web Push / Firebase Cloud Messaging) public VAPID key. */
  PUSH: z.object({ ENABLED: z.boolean(), VAPID_KEY: z.string().default('') }).default({ ENABLED: false, VAPID_KEY: '' }),
});
export type Plugins = z.infer<typeof pluginsSchema>;
