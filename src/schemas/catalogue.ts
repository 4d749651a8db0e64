import { z } from 'zod';

/** The category's shape comes from the categories table's descriptor, where each column is written once. */
export { categorySchema, categoryI18nSchema, type Category, type CategoryInput } from '../domain/tables/categories';

/** The item's shape comes from the items table's descriptor, where each column is written once. */
export {
  itemSchema,
  itemI18nSchema,
  type Item,
  type ItemInput,
  type ItemI18n,
  type VariantPrice,
} from '../domain/tables/items';

export const pluginsSchema = z.object({
  TAWK: z.object({ ENABLED: z.boolean(), TAWK_ID: z.string().default('') }).default({ ENABLED: false, TAWK_ID: '' }),
  CUSTOM_JS_SCRIPT: z.object({ ENABLED: z.boolean() }).default({ ENABLED: false }),
  CATALOG_SEARCH: z
    .object({ ENABLED: z.boolean(), LABEL: z.string().default('Search catalogue') })
    .default({ ENABLED: false, LABEL: 'Search catalogue' }),
  /** Push messages: the shop's messaging (Web Push / Firebase Cloud Messaging) public VAPID key. */
  PUSH: z
    .object({ ENABLED: z.boolean(), VAPID_KEY: z.string().default('') })
    .default({ ENABLED: false, VAPID_KEY: '' }),
});
export type Plugins = z.infer<typeof pluginsSchema>;
