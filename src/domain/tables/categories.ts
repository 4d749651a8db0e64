import { z } from 'zod';
import { slugId } from './store-fields';
import { perLanguage, TRANSLATED_LANGUAGES } from '../i18n/languages';
import { defineTable } from './table';

/**
 * The shop's categories table, each column written once: its SQLite name and type, its API name, its schema and
 * its cell. The row reader, the owner's INSERT and patch columns, the catalogue import's UPDATE/INSERT, the patch
 * body's fields and `categorySchema` come from here. The key order is the API's field order; the first key is the
 * id (the import finds an existing row by it).
 */

/** A category's texts in another language; what is missing shows in the shop's own words. */
const categoryTextsSchema = z.object({
  CAT_NAME: z.string().trim().min(1).max(120).optional(),
  CAT_DESC: z.string().max(1000).optional(),
});
/** The owner's translations of a category, in every language but English: `I18N: {hi: {...}, ta: {...}}`. */
export const categoryI18nSchema = z.object(perLanguage(TRANSLATED_LANGUAGES, () => categoryTextsSchema.optional()));

export const CATEGORIES = defineTable('categories', {
  CAT_ID: { column: 'id', sql: 'TEXT NOT NULL', schema: slugId, patch: false },
  CAT_NAME: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string().min(1).max(120) },
  CAT_DESC: { column: 'description', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(1000).default('') },
  CAT_IMAGE: { column: 'image', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(500).default('') },
  POSITION: { column: 'position', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int().default(0) },
  IS_DISABLED: {
    column: 'is_disabled',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  IS_EXPANDED: {
    column: 'is_expanded',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  ON_HOME: { column: 'on_home', sql: 'INTEGER NOT NULL DEFAULT 1', schema: z.boolean().default(true), cell: 'bool' },
  I18N: { column: 'i18n', sql: "TEXT NOT NULL DEFAULT '{}'", schema: categoryI18nSchema.default({}), cell: 'json' },
});

export const categorySchema = CATEGORIES.schema;
export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categorySchema>;
