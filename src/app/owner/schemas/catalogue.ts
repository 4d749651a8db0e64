import { z } from '@hono/zod-openapi';
import { categorySchema } from '../../../domain/tables/categories';
import { itemSchema } from '../../../domain/tables/items';
import { CATEGORIES } from '../../../domain/tables/categories';
import { ITEMS } from '../../../domain/tables/items';
import { slugId } from '../../../domain/tables/store-fields';
import { deepStrict, patchSchemaOf } from '../../../domain/owner/strict';
import { isRouteWord } from '../../../domain/route-words';
import { imageLinkSchema, linkSchema, named } from './common';

/** Owner bodies for categories and items: the shared schemas, strict, with image links checked. */

/** A new category or item id; one equal to a storefront route word (bag, search, …) would shadow that page. */
const newId = slugId.refine((id) => !isRouteWord(id), {
  message: 'This id is a word the storefront uses for its own pages (like bag or search); choose another',
});

const ownerCategory = categorySchema.extend({
  CAT_ID: newId,
  CAT_NAME: z.string().trim().min(1).max(120),
  CAT_IMAGE: imageLinkSchema().default(''),
});
// ARCHIVED_AT is the shop's to set (DELETE and restore), never a body's
const ownerItem = itemSchema.omit({ ARCHIVED_AT: true }).extend({
  ID: newId,
  ITEM_NAME: z.string().trim().min(1).max(200),
  IMAGE: imageLinkSchema().default(''),
  IMAGES: z
    .array(imageLinkSchema().refine((v) => v !== '', { message: 'Leave out empty images' }))
    .max(10)
    .default([]),
});

/**
 * The import's rows: the same, except that an http(s) image address is taken as the row gives it. The import then
 * fetches it under the one remote rule (src/data/import-photos.ts), and one that the rule refuses or that fails
 * leaves the placeholder and a warning instead of failing the whole import.
 */
const importedImage = () => linkSchema();
export const importCategoryCreate = deepStrict(ownerCategory.extend({ CAT_IMAGE: importedImage().default('') }));
export const importItemCreate = deepStrict(
  ownerItem.extend({
    IMAGE: importedImage().default(''),
    IMAGES: z
      .array(importedImage().refine((v) => v !== '', { message: 'Leave out empty images' }))
      .max(10)
      .default([]),
  }),
);

export const categoryCreate = deepStrict(ownerCategory).openapi('CategoryCreate', {
  example: { CAT_ID: 'dry-fruits', CAT_NAME: 'Dry Fruits', CAT_DESC: 'Kaju, badam and kishmish.', POSITION: 9 },
});
/** Every category field but the id, as the categories table's descriptor says (src/domain/tables/categories.ts). */
export const categoryPatch = patchSchemaOf(ownerCategory, CATEGORIES.patchable).openapi('CategoryPatch', {
  example: { IS_DISABLED: true },
});

export const itemCreate = deepStrict(ownerItem).openapi('ItemCreate', {
  example: {
    ID: 'kaju-250g',
    CAT_ID: 'dry-fruits',
    ITEM_NAME: 'Kaju W320 – 250 g',
    PRICE: 32000,
    MRP: 36000,
    GST_PERCENT: 5,
    HSN: '0801',
    STOCK_QTY: 40,
  },
});
/** Every item field but the id, as the items table's descriptor says (src/domain/tables/items.ts). */
export const itemPatch = patchSchemaOf(
  ownerItem,
  ITEMS.patchable.filter((k): k is Exclude<typeof k, 'ARCHIVED_AT'> => k !== 'ARCHIVED_AT'),
).openapi('ItemPatch', { example: { PRICE: 29900, STOCK_QTY: 12 } });

export const itemListQuery = z.object({
  catId: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
    .optional()
    .openapi({ description: 'Only items of this category' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const categoryOut = named(categorySchema, 'Category');
export const itemOut = named(itemSchema, 'Item');
