import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import {
  aboutSchema,
  cartRulesSchema,
  customTextsSchema,
  helloBarSchema,
  langSchema,
  pixelsSchema,
  slugId,
  storeI18nSchema,
  themeIdSchema,
  workingHoursSchema,
} from './store-fields';
import { defineTable } from './table';

/**
 * The shop's settings row (the stores table), each column written once: its SQLite name and type, its API name,
 * its schema and its cell. The row reader, the select, the owner's changed-columns UPDATE and `storeSchema` come
 * from here. The key order is the API's field order; `id` is set when the shop is created and never patched.
 */
export const STORES = defineTable('stores', {
  id: { column: 'id', sql: 'TEXT PRIMARY KEY', schema: slugId, patch: false },
  STORE_NAME: { column: 'name', sql: 'TEXT NOT NULL', schema: z.string().min(1).max(120) },
  STORE_DESC: { column: 'description', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(2000).default('') },
  STORE_IMAGE: { column: 'image', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(500).default('') },
  CUST_CARE: { column: 'cust_care', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(20).default('') },
  CURRENCY: { column: 'currency', sql: "TEXT NOT NULL DEFAULT 'INR'", schema: z.string().length(3).default('INR') },
  LOGIN_MANDATE: {
    column: 'login_mandate',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  DEFAULT_COLOR: {
    column: 'default_color',
    sql: "TEXT NOT NULL DEFAULT '#0f766e'",
    schema: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#0f766e'),
  },
  CUSTOM_TEXTS: {
    column: 'custom_texts',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    schema: customTextsSchema.default({}),
    cell: 'json',
  },
  IS_GRID_VIEW: {
    column: 'is_grid_view',
    sql: 'INTEGER NOT NULL DEFAULT 1',
    schema: z.boolean().default(true),
    cell: 'bool',
  },
  THEME_ID_v2: { column: 'theme_id', sql: "TEXT NOT NULL DEFAULT 'default'", schema: themeIdSchema.default('default') },
  REPORT_TEXT: { column: 'report_text', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(2000).default('') },
  OWNER_NAME: { column: 'owner_name', sql: "TEXT NOT NULL DEFAULT ''", schema: z.string().max(120).default('') },
  VALIDATED_PHONE: {
    column: 'validated_phone',
    sql: "TEXT NOT NULL DEFAULT ''",
    schema: z.string().max(20).default(''),
  },
  ENABLE_WA_SUPPORT: {
    column: 'enable_wa_support',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  IS_STORE_REPORTED: {
    column: 'is_store_reported',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.boolean().default(false),
    cell: 'bool',
  },
  /** NULL: no hello bar */
  HelloBar: { column: 'hello_bar', sql: 'TEXT', schema: helloBarSchema.nullable().default(null), cell: 'json' },
  PIXELS: { column: 'pixels', sql: "TEXT NOT NULL DEFAULT '{}'", schema: pixelsSchema.default({}), cell: 'json' },
  CART_RULES: {
    column: 'cart_rules',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    cell: 'json',
    schema: cartRulesSchema.default({
      EXTRA_CHARGES: [],
      GST: false,
      IS_LOCATION_PICK_DISABLED: false,
      ONLY_SINGLE_CATALOG: false,
    }),
  },
  ABOUT: { column: 'about', sql: "TEXT NOT NULL DEFAULT '{}'", schema: aboutSchema.default({}), cell: 'json' },
  WORKING_HOURS: {
    column: 'working_hours',
    sql: "TEXT NOT NULL DEFAULT '[]'",
    schema: workingHoursSchema.default([]),
    cell: 'json',
  },
  /** the shop's own language: what shoppers read when they chose none and their browser asks for none it offers */
  LANGUAGE: { column: 'language', sql: "TEXT NOT NULL DEFAULT 'en'", schema: langSchema.default('en') },
  /** every language the shop is shown in (its switcher's choices) */
  LANGUAGES: {
    column: 'languages',
    sql: `TEXT NOT NULL DEFAULT '["en"]'`,
    schema: z.array(langSchema).max(LANGUAGES.length).default(['en']),
    cell: 'json',
  },
  I18N: { column: 'i18n', sql: "TEXT NOT NULL DEFAULT '{}'", schema: storeI18nSchema.default({}), cell: 'json' },
});

/** A shop's own settings: the spec's store details plus cart rules and about block. */
export const storeSchema = STORES.schema;
export type Store = z.infer<typeof storeSchema>;
export type StoreInput = z.input<typeof storeSchema>;
