import { z } from 'zod';
import { slugId } from './store';

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

/** The item's shape comes from the items table's descriptor, where each column is written once. */
export { itemSchema, itemI18nSchema, type Item, type ItemInput, type ItemI18n, type VariantPrice } from '../domain/tables/items';

export const pluginsSchema = z.object({
  TAWK: z.object({ ENABLED: z.boolean(), TAWK_ID: z.string().default('') }).default({ ENABLED: false, TAWK_ID: '' }),
  CUSTOM_JS_SCRIPT: z.object({ ENABLED: z.boolean() }).default({ ENABLED: false }),
  CATALOG_SEARCH: z.object({ ENABLED: z.boolean(), LABEL: z.string().default('Search catalogue') }).default({ ENABLED: false, LABEL: 'Search catalogue' }),
  /** Push messages: the shop's messaging (Web Push / Firebase Cloud Messaging) public VAPID key. */
  PUSH: z.object({ ENABLED: z.boolean(), VAPID_KEY: z.string().default('') }).default({ ENABLED: false, VAPID_KEY: '' }),
});
export type Plugins = z.infer<typeof pluginsSchema>;
