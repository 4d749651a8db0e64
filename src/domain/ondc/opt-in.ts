/**
 * A shop's opt-in to the ONDC network, the pure half: the retail domains it may sell in, the cities (the network's
 * `std:` codes) offered in the console, and the check of a saved opt-in after a PATCH is merged over it.
 */
import { z } from 'zod';
import type { Result } from '../../core/result';

/** ONDC retail domains (retail specification 1.2.5): what a shop sells decides which it joins. */
export const ONDC_DOMAINS = {
  'ONDC:RET10': 'Grocery',
  'ONDC:RET11': 'Food and beverage',
  'ONDC:RET12': 'Fashion',
  'ONDC:RET13': 'Beauty and personal care',
  'ONDC:RET14': 'Electronics',
  'ONDC:RET16': 'Home and kitchen',
  'ONDC:RET18': 'Health and wellness',
} as const;
export type OndcDomain = keyof typeof ONDC_DOMAINS;
export const ONDC_DOMAIN_CODES = Object.keys(ONDC_DOMAINS) as OndcDomain[];

/** Food domains: a shop selling there must show its FSSAI licence. */
export const FOOD_DOMAINS: readonly OndcDomain[] = ['ONDC:RET10', 'ONDC:RET11'];

/** The cities offered as a list (the network's STD codes; any other `std:` code is taken through the API). */
export const ONDC_CITIES: readonly { code: string; name: string }[] = [
  { code: 'std:011', name: 'Delhi' },
  { code: 'std:022', name: 'Mumbai' },
  { code: 'std:033', name: 'Kolkata' },
  { code: 'std:044', name: 'Chennai' },
  { code: 'std:080', name: 'Bengaluru' },
  { code: 'std:040', name: 'Hyderabad' },
  { code: 'std:020', name: 'Pune' },
  { code: 'std:079', name: 'Ahmedabad' },
  { code: 'std:0141', name: 'Jaipur' },
  { code: 'std:0522', name: 'Lucknow' },
  { code: 'std:0484', name: 'Kochi' },
  { code: 'std:0422', name: 'Coimbatore' },
  { code: 'std:0452', name: 'Madurai' },
  { code: 'std:0172', name: 'Chandigarh' },
];

export const STD_CITY = /^std:0\d{2,4}$/;
const FSSAI = /^\d{14}$/;
const PHONE = /^\+?\d{10,13}$/;

export const consumerCareSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    email: z.string().trim().email().max(120),
    phone: z.string().trim().regex(PHONE, 'a phone number of 10 to 13 digits'),
  })
  .strict();
export type ConsumerCare = z.infer<typeof consumerCareSchema>;

/** The body of `PATCH .../ondc`: every field optional; what is not sent keeps its saved value. */
export const ondcOptInPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    domain: z.enum(ONDC_DOMAIN_CODES as [OndcDomain, ...OndcDomain[]]).optional(),
    fssai_licence: z.string().trim().regex(FSSAI, 'the 14-digit FSSAI licence number').nullable().optional(),
    consumer_care: consumerCareSchema.optional(),
    city: z
      .string()
      .trim()
      .regex(STD_CITY, "the city's network code, std: and its STD code such as std:011")
      .optional(),
  })
  .strict();
export type OndcOptInPatch = z.infer<typeof ondcOptInPatchSchema>;

export interface OndcOptIn {
  enabled: boolean;
  domain: OndcDomain;
  fssai_licence: string | null;
  consumer_care: ConsumerCare;
  city: string;
}

export type OptInCheck = Result<{ optIn: OndcOptIn }, { field: string; rsn: string }>;

/** The saved opt-in after `patch` is laid over `saved` (null: never opted in), or what is missing. */
export function mergeOptIn(saved: OndcOptIn | null, patch: OndcOptInPatch): OptInCheck {
  const domain = patch.domain ?? saved?.domain;
  const consumerCare = patch.consumer_care ?? saved?.consumer_care;
  const city = patch.city ?? saved?.city;
  const fssai = patch.fssai_licence !== undefined ? patch.fssai_licence : (saved?.fssai_licence ?? null);
  if (!domain)
    return {
      ok: false,
      field: 'domain',
      rsn: 'domain is required the first time: the ONDC retail domain the shop sells in, such as ONDC:RET10.',
    };
  if (!city)
    return {
      ok: false,
      field: 'city',
      rsn: "city is required the first time: the network's code of the shop's city, such as std:011.",
    };
  if (!consumerCare)
    return {
      ok: false,
      field: 'consumer_care',
      rsn: 'consumer_care is required the first time: the name, email and phone buyers may contact.',
    };
  const enabled = patch.enabled ?? saved?.enabled ?? false;
  if (enabled && FOOD_DOMAINS.includes(domain) && !fssai) {
    return {
      ok: false,
      field: 'fssai_licence',
      rsn: `A shop selling in ${domain} (${ONDC_DOMAINS[domain]}) must give its 14-digit FSSAI licence number.`,
    };
  }
  return { ok: true, optIn: { enabled, domain, fssai_licence: fssai, consumer_care: consumerCare, city } };
}
