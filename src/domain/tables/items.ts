import { z } from 'zod';
import { paise, slugId } from './store-fields';
import { perLanguage, TRANSLATED_LANGUAGES } from '../i18n/languages';
import { defineTable, type CsvHeaderOf } from './table';

/**
 * The shop's items table, each column written once: its SQLite name and type, its API name, its schema, and
 * whether the owner's patch, the storefront's reads, the CSV and the console form carry it. The row reader,
 * the selects, the INSERT and patch lists, the CSV's columns and the item's API schema all come from here
 * (docs/architecture.md, "A new item column"). The key order is the API's field order.
 */

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
  colors: z
    .array(z.object({ name: z.string().min(1).max(30), hex: z.string().regex(/^#[0-9a-fA-F]{6}$/) }))
    .default([]),
  prices: z.array(variantPriceSchema).default([]),
});

/** An item's texts in another language; what is missing shows in English. */
const itemTextsSchema = z.object({
  ITEM_NAME: z.string().trim().min(1).max(200).optional(),
  ITEM_DESC: z.string().max(5000).optional(),
});
/** The owner's translations of an item, in every language but English (`I18N: {hi: {...}, ta: {...}}`). */
export const itemI18nSchema = z.object(perLanguage(TRANSLATED_LANGUAGES, () => itemTextsSchema.optional()));
export type ItemI18n = z.infer<typeof itemI18nSchema>;

export const ITEMS = defineTable('items', {
  ID: { column: 'id', sql: 'TEXT NOT NULL', schema: slugId, patch: false, csv: { header: 'id', at: 2, text: 'text' } },
  CAT_ID: { column: 'cat_id', sql: 'TEXT NOT NULL', schema: slugId, csv: { header: 'category', at: 1, text: 'text' } },
  ITEM_NAME: {
    column: 'name',
    sql: 'TEXT NOT NULL',
    schema: z.string().min(1).max(200),
    csv: { header: 'name', at: 3, text: 'text' },
  },
  ITEM_DESC: {
    column: 'description',
    sql: "TEXT NOT NULL DEFAULT ''",
    schema: z.string().max(5000).default(''),
    csv: { header: 'description', at: 8, text: 'textOrEmpty' },
  },
  IMAGE: {
    column: 'image',
    sql: "TEXT NOT NULL DEFAULT ''",
    schema: z.string().max(500).default(''),
    csv: { header: 'image', at: 9, text: 'textOrEmpty' },
  },
  IMAGES: {
    column: 'images',
    sql: "TEXT NOT NULL DEFAULT '[]'",
    schema: z.array(z.string().max(500)).default([]),
    cell: 'json',
  },
  PRICE: { column: 'price', sql: 'INTEGER NOT NULL', schema: paise, csv: { header: 'price', at: 4, text: 'rupees' } },
  MRP: {
    column: 'mrp',
    sql: 'INTEGER',
    schema: paise.nullable().default(null),
    csv: { header: 'mrp', at: 5, text: 'rupeesOrNone' },
  },
  GST_PERCENT: {
    column: 'gst_percent',
    sql: 'REAL',
    schema: z.number().min(0).max(100).nullable().default(null),
    csv: { header: 'gst', at: 7, text: 'gstPercentOrNone' },
  },
  /** the item's HSN code (4, 6 or 8 digits) for GST documents; '' when the owner has not set one */
  HSN: {
    column: 'hsn',
    sql: "TEXT NOT NULL DEFAULT ''",
    schema: z
      .string()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN code is 4, 6 or 8 digits.')
      .default(''),
    storefront: false,
    csv: { header: 'hsn', at: 10, text: 'textOrEmpty' },
  },
  /** null or -1: stock is not tracked. */
  STOCK_QTY: {
    column: 'stock_qty',
    sql: 'INTEGER',
    schema: z.number().int().min(-1).nullable().default(null),
    csv: { header: 'stock', at: 6, text: 'countOrNone' },
  },
  VARIANTS: {
    column: 'variants',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    schema: variantsSchema.default({ sizes: [], colors: [], prices: [] }),
    cell: 'json',
  },
  POSITION: { column: 'position', sql: 'INTEGER NOT NULL DEFAULT 0', schema: z.number().int().default(0) },
  IS_DISABLED: {
    column: 'is_disabled',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  I18N: { column: 'i18n', sql: "TEXT NOT NULL DEFAULT '{}'", schema: itemI18nSchema.default({}), cell: 'json' },
  /**
   * When the owner removed an item that an order names (ms), else null: it has left every storefront read, its page
   * answers 410, and its orders still show it. Set and cleared only by the delete and restore calls; absent when on sale.
   */
  ARCHIVED_AT: {
    column: 'archived_at',
    sql: 'INTEGER',
    schema: z.number().int().nullable().optional(),
    readOnly: true,
    storefront: false,
  },
});

export const itemSchema = ITEMS.schema;
export type Item = z.infer<typeof itemSchema>;
export type ItemInput = z.input<typeof itemSchema>;

/** A header of the catalogue CSV. */
export type ItemCsvHeader = CsvHeaderOf<typeof ITEMS.columns>;
