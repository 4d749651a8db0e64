import { z } from 'zod';
import { HELLO_BAR_COLOURS } from '../hello-bar-palette';
import { LANGUAGES, perLanguage } from '../i18n/languages';

/**
 * The pieces of a shop's settings: ids and money, and the shapes of its JSON fields (hello bar, cart rules,
 * pixels, about, texts). The settings row itself is the stores table's descriptor (src/domain/tables/stores.ts);
 * the plugins' settings are at the end.
 */

/** Ids of shops, categories and items as they appear in paths. */
export const slugId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i);
export const paise = z.number().int().nonnegative();

export const helloBarSchema = z.object({
  text: z.string().min(1).max(200),
  link: z.string().max(300).optional(),
  targetScreens: z.array(z.string()).default([]),
  /** one of the palette's pairs (domain/hello-bar-palette.ts); absent: the shop's own colour */
  colour: z.enum(HELLO_BAR_COLOURS as [string, ...string[]]).optional(),
});
export type HelloBar = z.infer<typeof helloBarSchema>;

const walletConfigSchema = z.object({
  wallet: z.boolean().default(false),
  udhaar: z.boolean().default(false),
  udhaarLimit: paise.default(0),
});

/** The owner's UPI and cash-on-delivery settings (PATCH /admin/api/stores/{id}/payments). Paise. */
export const paymentsSchema = z.object({
  UPI: z.object({ enabled: z.boolean(), vpa: z.string().max(320), payeeName: z.string().max(100) }),
  COD: z.object({ enabled: z.boolean(), maxOrderValue: paise }),
});
export type Payments = z.infer<typeof paymentsSchema>;
export const DEFAULT_PAYMENTS: Payments = {
  UPI: { enabled: false, vpa: '', payeeName: '' },
  COD: { enabled: true, maxOrderValue: 0 },
};

/** What a GST document needs of the shop: its registration, state and scheme (PATCH /admin/api/stores/{id}/gst). */
export const gstRegistrationSchema = z.object({
  gstin: z.string().max(15).default(''),
  /** the two-digit GST state code of the shop, e.g. '07' for Delhi */
  stateCode: z.string().regex(/^\d{2}$/),
  legalName: z.string().max(120).default(''),
  address: z.string().max(300).default(''),
  compositionScheme: z.boolean().default(false),
  /** the shop's own series name in place of INV (BOS), e.g. 'DK' (domain/payments/invoice-number.ts) */
  invoiceSeries: z
    .string()
    .regex(/^[A-Z0-9]{1,3}$/)
    .optional(),
});
export type GstRegistration = z.infer<typeof gstRegistrationSchema>;

/** Reward points as payment: what a point is worth (paise) and the most of an order points may pay (percent). */
const rewardsSchema = z.object({
  enabled: z.boolean().default(true),
  pointValue: z.number().int().min(1).max(100000),
  maxShare: z.number().int().min(1).max(100),
  /** paise of a delivered order's total that earn one point (default ₹100: domain/orders/after-order.ts) */
  earnPer: z.number().int().min(100).max(10_000_000).optional(),
});

export const cartRulesSchema = z.object({
  MINIMUM_CART_VALUE: paise.optional(),
  DELIVERY_FREE_ABOVE: paise.optional(),
  DELIVERY_CHARGE: paise.optional(),
  EXTRA_CHARGES: z.array(z.object({ name: z.string(), amount: paise })).default([]),
  GST: z.boolean().default(false),
  EXTRA_CHARGE_PER_KM: paise.optional(),
  LAT_LNG: z.object({ lat: z.number(), lng: z.number() }).optional(),
  STANDARD_DELIVERY_AREA: z.number().nonnegative().optional(),
  MAX_DELIVERY_RADIUS: z.number().nonnegative().optional(),
  IS_LOCATION_PICK_DISABLED: z.boolean().default(false),
  WALLET_CONFIG: walletConfigSchema.optional(),
  ONLY_SINGLE_CATALOG: z.boolean().default(false),
  PAYMENTS: paymentsSchema.optional(),
  GST_REGISTRATION: gstRegistrationSchema.optional(),
  /** six-digit pincodes (or 3-digit regions written '110***') the shop delivers to; empty or absent: everywhere */
  REWARDS: rewardsSchema.optional(),
  SERVICEABLE_PINCODES: z
    .array(z.string().regex(/^[1-9]\d{2}(\d{3}|\*\*\*)$/))
    .max(2000)
    .optional(),
});
export type CartRules = z.infer<typeof cartRulesSchema>;

export const pixelsSchema = z.object({
  FB_PIXEL: z.object({ pixelID: z.string() }).optional(),
  G_TAG: z.object({ analyticsPropertyID: z.string() }).optional(),
  G_SEARCH: z.object({ gSearchPropertyID: z.string() }).optional(),
  G_MERCHANT: z.object({ gMerchantID: z.string() }).optional(),
});

export const aboutSchema = z.object({
  email: z.string().optional(),
  address: z.string().optional(),
  gstin: z.string().optional(),
  fssai: z.string().optional(),
  terms: z.string().optional(),
  privacy: z.string().optional(),
  refund: z.string().optional(),
  delivery: z.string().optional(),
});

export const workingHoursSchema = z.array(z.object({ day: z.string(), open: z.string(), close: z.string() }));

export const customTextsSchema = z.record(z.string(), z.record(z.string(), z.string()));

export const themeIdSchema = z.enum(['default', 'berlin']);

export const langSchema = z.enum(LANGUAGES);

/** The shop's own texts in another language; what is missing shows in the shop's own words. */
const storeTextsSchema = z.object({
  STORE_NAME: z.string().trim().min(1).max(120).optional(),
  STORE_DESC: z.string().max(2000).optional(),
  /** the hello bar's text */
  HELLO_BAR: z.string().max(500).optional(),
  CUSTOM_TEXTS: customTextsSchema.optional(),
});
/**
 * The owner's translations of the shop's texts: `I18N: {hi: {...}, ta: {...}}`, and `en` for a shop whose own
 * language (LANGUAGE) is not English.
 */
export const storeI18nSchema = z.object(perLanguage(LANGUAGES, () => storeTextsSchema.optional()));
export type StoreI18n = z.infer<typeof storeI18nSchema>;

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
