import { z } from '@hono/zod-openapi';
import { aboutSchema, cartRulesSchema, langSchema, paise } from '../../../domain/tables/store-fields';
import { storeSchema } from '../../../domain/tables/stores';
import { LANGUAGES, perLanguage } from '../../../domain/i18n/languages';
import { HELLO_BAR_SCREENS } from '../../../domain/screens';
import { HELLO_BAR_COLOURS } from '../../../domain/hello-bar-palette';
import { patchSchemaOf } from '../../../domain/owner/strict';
import { G_MERCHANT_ID, G_SEARCH_ID, G_TAG_ID, FB_PIXEL_ID, PHONE } from '../../../domain/owner/formats';
import { imageLinkSchema, linkSchema, named } from './common';

/**
 * Owner request bodies for the shop's own settings. Each is stricter than the shared storeSchema
 * (formats, unknown fields refused); the merged result is validated with storeSchema before it is written.
 */

const HHMM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const textKey = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'Use letters, digits, - and _ (at most 60)');
export const customTextsBody = z
  .record(textKey, z.record(textKey, z.string().max(1000)))
  .refine((t) => Object.keys(t).length <= 50, { message: 'At most 50 sections' })
  .refine((t) => Object.values(t).every((s) => Object.keys(s).length <= 200), {
    message: 'At most 200 texts in a section',
  })
  .openapi('CustomTexts', { example: { home: { viewAll: 'Sab dekhiye', categoriesTitle: 'Shop by aisle' } } });

/** The shop's texts in one language: those left out show in the shop's own words. */
const storeTexts = z.strictObject({
  STORE_NAME: z.string().trim().min(1).max(120).optional(),
  STORE_DESC: z.string().max(2000).optional(),
  HELLO_BAR: z.string().trim().min(1).max(200).optional(),
  CUSTOM_TEXTS: customTextsBody.optional(),
});

const ownerStore = storeSchema.extend({
  STORE_NAME: z.string().trim().min(1).max(120),
  STORE_IMAGE: imageLinkSchema().default(''),
  CUST_CARE: z
    .string()
    .regex(PHONE, 'Use digits, with an optional leading + (6 to 20 characters)')
    .or(z.literal(''))
    .default(''),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use an ISO 4217 code such as INR')
    .default('INR'),
  OWNER_NAME: z.string().trim().max(120).default(''),
  ABOUT: aboutSchema
    .extend({
      email: z.email().max(200).optional(),
      terms: z.string().max(5000).optional(),
      privacy: z.string().max(5000).optional(),
      refund: z.string().max(5000).optional(),
      delivery: z.string().max(5000).optional(),
    })
    .default({}),
  WORKING_HOURS: z
    .array(
      z.object({
        day: z.enum(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
        open: z.string().regex(HHMM, 'Use 24-hour HH:MM'),
        close: z.string().regex(HHMM, 'Use 24-hour HH:MM'),
      }),
    )
    .max(14)
    .default([]),
  LANGUAGES: z
    .array(langSchema)
    .min(1)
    .max(LANGUAGES.length)
    .refine((l) => new Set(l).size === l.length, { message: 'Name each language once' })
    .default(['en']),
  I18N: z.strictObject(perLanguage(LANGUAGES, () => storeTexts.optional())).default({}),
});

/** Fields of PATCH /stores/{storeId}. Theme, texts, hello bar, pixels and cart rules have their own endpoints. */
export const STORE_DETAIL_FIELDS = [
  'STORE_NAME',
  'STORE_DESC',
  'STORE_IMAGE',
  'CUST_CARE',
  'CURRENCY',
  'LOGIN_MANDATE',
  'IS_GRID_VIEW',
  'OWNER_NAME',
  'ENABLE_WA_SUPPORT',
  'ABOUT',
  'WORKING_HOURS',
  'LANGUAGE',
  'LANGUAGES',
  'I18N',
] as const;
export const storeDetailsPatch = patchSchemaOf(ownerStore, STORE_DETAIL_FIELDS).openapi('StoreDetailsPatch');

export const themePatch = patchSchemaOf(ownerStore, ['THEME_ID_v2', 'DEFAULT_COLOR']).openapi('ThemePatch');

export const helloBarBody = z
  .strictObject({
    text: z.string().trim().min(1).max(200),
    link: linkSchema(300).optional(),
    targetScreens: z
      .array(z.enum(HELLO_BAR_SCREENS))
      .max(HELLO_BAR_SCREENS.length)
      .refine((s) => new Set(s).size === s.length, { message: 'Name each screen once' }),
    colour: z
      .enum(HELLO_BAR_COLOURS as [string, ...string[]])
      .optional()
      .openapi({
        description: `The bar's colours, from a palette of readable pairs: ${HELLO_BAR_COLOURS.join(', ')} (shop: the shop's own colour)`,
      }),
  })
  .openapi('HelloBar', {
    example: {
      text: 'Free delivery above ₹499',
      link: '/dilli-kirana/categories',
      targetScreens: ['Home', 'Bag'],
      colour: 'saffron',
    },
  });

// UPI, COD and GST have their own calls (/payments, /gst) that check VPAs and GSTINs
const ownerCartRules = cartRulesSchema.omit({ PAYMENTS: true, GST_REGISTRATION: true }).extend({
  EXTRA_CHARGES: z
    .array(z.object({ name: z.string().trim().min(1).max(60), amount: paise }))
    .max(10)
    .default([]),
  LAT_LNG: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  STANDARD_DELIVERY_AREA: z.number().nonnegative().max(1000).optional(),
  MAX_DELIVERY_RADIUS: z.number().nonnegative().max(1000).optional(),
});
export const cartRulesPatch = patchSchemaOf(
  ownerCartRules,
  Object.keys(ownerCartRules.shape) as (keyof typeof ownerCartRules.shape & string)[],
).openapi('CartRulesPatch', { example: { MINIMUM_CART_VALUE: 19900, DELIVERY_FREE_ABOVE: 49900, GST: true } });

export const pixelsPatch = z
  .strictObject({
    FB_PIXEL: z
      .strictObject({ pixelID: z.string().regex(FB_PIXEL_ID, 'A Facebook pixel id is 10 to 20 digits') })
      .nullable()
      .optional(),
    G_TAG: z
      .strictObject({ analyticsPropertyID: z.string().regex(G_TAG_ID, 'Use a Google tag id such as G-XXXXXXXXXX') })
      .nullable()
      .optional(),
    G_SEARCH: z
      .strictObject({
        gSearchPropertyID: z.string().regex(G_SEARCH_ID, 'Use the content of the google-site-verification meta tag'),
      })
      .nullable()
      .optional(),
    G_MERCHANT: z
      .strictObject({ gMerchantID: z.string().regex(G_MERCHANT_ID, 'A Merchant Center id is 5 to 15 digits') })
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one pixel (null removes one).' })
  .openapi('PixelsPatch', {
    example: {
      FB_PIXEL: { pixelID: '123456789012345' },
      G_TAG: { analyticsPropertyID: 'G-AB12CD34EF' },
      G_MERCHANT: null,
    },
  });

/** Replies. */
export const storeOut = named(storeSchema, 'Store');
export const cartRulesOut = named(cartRulesSchema, 'CartRules');
