import { z } from 'zod';
import type { CartRules } from '../tables/store-fields';
import { haversineKm } from '../cart/delivery';
import { normaliseIndianMobile } from './phone';
import { ADDRESS_MESSAGES, ADDRESS_TEXT_RULES, INDIAN_STATES, PIN_RULE } from './address-rules';
import { withoutBidiControls } from '../text-safety';

/** How many addresses one shopper may keep in one shop. */
export const MAX_ADDRESSES = 20;

function text(field: keyof typeof ADDRESS_TEXT_RULES) {
  const [min, max, missing, tooLong] = ADDRESS_TEXT_RULES[field];
  const base = z.string({ error: missing || tooLong }).transform(withoutBidiControls);
  const rule = z.string().trim().max(max, tooLong);
  return min > 0 ? base.pipe(rule.min(min, missing)) : base.pipe(rule).optional().default('');
}
const coordinate = (min: number, max: number, what: string) =>
  z
    .number({ error: `Please send the ${what} as a number.` })
    .finite()
    .min(min, `That ${what} is not on the map.`)
    .max(max, `That ${what} is not on the map.`)
    .nullable()
    .optional();

/**
 * A delivery address as the shopper types it (spec: NAME; DISTANCE is computed by the server from the
 * shop's LAT_LNG, so a DISTANCE in the body is ignored). Same rules and messages as checkAddressForm.
 */
export const addressInputSchema = z
  .object({
    NAME: text('NAME'),
    PHONE: z.string({ error: ADDRESS_MESSAGES.PHONE }).transform((v, ctx) => {
      const mobile = normaliseIndianMobile(v);
      if (!mobile) ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.PHONE });
      return mobile ?? '';
    }),
    LINE1: text('LINE1'),
    LINE2: text('LINE2'),
    LANDMARK: text('LANDMARK'),
    CITY: text('CITY'),
    STATE: z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.STATE }),
    PIN: z.string({ error: ADDRESS_MESSAGES.PIN }).trim().regex(PIN_RULE, ADDRESS_MESSAGES.PIN),
    LAT: coordinate(-90, 90, 'latitude'),
    LNG: coordinate(-180, 180, 'longitude'),
    IS_DEFAULT: z.boolean({ error: 'IS_DEFAULT must be true or false.' }).optional(),
  })
  .refine((a) => (a.LAT == null) === (a.LNG == null), { message: ADDRESS_MESSAGES.LOCATION, path: ['LAT'] });

export type AddressInput = z.infer<typeof addressInputSchema>;

/**
 * DISTANCE in km (two decimals) from the shop to the picked location; null when the shop has no LAT_LNG,
 * location picking is off (IS_LOCATION_PICK_DISABLED) or no location was picked.
 */
export function distanceFromShop(
  rules: Pick<CartRules, 'LAT_LNG' | 'IS_LOCATION_PICK_DISABLED'>,
  at: { LAT?: number | null; LNG?: number | null },
): number | null {
  if (rules.IS_LOCATION_PICK_DISABLED || !rules.LAT_LNG || at.LAT == null || at.LNG == null) return null;
  return Math.round(haversineKm(rules.LAT_LNG, { lat: at.LAT, lng: at.LNG }) * 100) / 100;
}

/** An address as the API and pages show it (spec: NAME, DISTANCE in km): the addresses table's row (src/domain/tables/customers.ts). */
export type { Address } from '../tables/customers';
