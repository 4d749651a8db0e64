import { z } from 'zod';
import { paise } from './store-fields';
import { perLanguage, TRANSLATED_LANGUAGES } from '../i18n/languages';
import { defineTable } from './table';

/**
 * The shop's coupons (schema v1, `i18n` from v7), each column written once: the owner API's coupon (its create and
 * patch bodies, src/app/owner/content-specs.ts), the owner's list and the storefront's coupon reader
 * (src/data/coupons.ts) come from here. The key order is the API's field order. `description` on a column is its
 * line in the owner API's OpenAPI document.
 */

const count = z.number().int().positive().nullable().default(null);
const epochMs = z.number().int().nonnegative().nullable().default(null);
const couponTexts = () => z.strictObject({ description: z.string().trim().max(300) }).optional();

export const COUPONS = defineTable('coupons', {
  /** matched case-insensitively: stored upper case */
  code: {
    column: 'code',
    sql: 'TEXT NOT NULL',
    schema: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,20}$/, 'Use 3 to 20 letters, digits, - or _'),
    patch: false,
  },
  type: { column: 'type', sql: 'TEXT NOT NULL', schema: z.enum(['FLAT', 'PERCENT']) },
  value: {
    column: 'value',
    sql: 'REAL NOT NULL',
    schema: z.number().positive().meta({ description: 'Paise for FLAT (integer), percent for PERCENT (at most 100)' }),
  },
  description: {
    column: 'description',
    sql: "TEXT NOT NULL DEFAULT ''",
    schema: z.string().trim().max(300).default(''),
  },
  minCartValue: { column: 'min_cart_value', sql: 'INTEGER', schema: paise.nullable().default(null) },
  maxDiscount: { column: 'max_discount', sql: 'INTEGER', schema: paise.nullable().default(null) },
  validFrom: { column: 'valid_from', sql: 'INTEGER', schema: epochMs.meta({ description: 'Epoch ms, inclusive' }) },
  validTo: { column: 'valid_to', sql: 'INTEGER', schema: epochMs.meta({ description: 'Epoch ms, inclusive' }) },
  usageLimit: { column: 'usage_limit', sql: 'INTEGER', schema: count },
  perUserLimit: { column: 'per_user_limit', sql: 'INTEGER', schema: count },
  isActive: {
    column: 'is_active',
    sql: 'INTEGER NOT NULL DEFAULT 1',
    schema: z.boolean().default(true),
    cell: 'bool',
    storefront: false,
  },
  isVisible: {
    column: 'is_visible',
    sql: 'INTEGER NOT NULL DEFAULT 1',
    cell: 'bool',
    storefront: false,
    schema: z.boolean().default(true).meta({ description: 'false: works when typed but is not listed as an offer' }),
  },
  position: {
    column: 'position',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.number().int().default(0),
    storefront: false,
  },
  /** redemptions so far, counted at checkout */
  usedCount: {
    column: 'used_count',
    sql: 'INTEGER NOT NULL DEFAULT 0',
    schema: z.number().int().default(0),
    readOnly: true,
  },
  I18N: {
    column: 'i18n',
    sql: "TEXT NOT NULL DEFAULT '{}'",
    cell: 'json',
    schema: z
      .strictObject(perLanguage(TRANSLATED_LANGUAGES, couponTexts))
      .default({})
      .meta({ description: 'The description in Hindi and Tamil, shown to shoppers reading the shop in that language' }),
  },
});
