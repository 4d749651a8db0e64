import { MOBILE_RULE, normaliseIndianMobile } from './phone';

/**
 * Address rules without zod, so the browser form checks exactly what the server checks (address.ts builds
 * its zod schema from the same rules) without shipping a validation library.
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const PIN_RULE = /^[1-9]\d{5}$/;

/** Text fields: [required minimum (0 = optional), maximum, message when missing, message when too long]. */
export const ADDRESS_TEXT_RULES = {
  NAME: [
    2,
    60,
    'Please enter the name of the person receiving the order.',
    'Please keep the name under 60 characters.',
  ],
  LINE1: [3, 120, 'Please enter the house or flat number and street.', 'Please keep this line under 120 characters.'],
  LINE2: [0, 120, '', 'Please keep this line under 120 characters.'],
  LANDMARK: [0, 80, '', 'Please keep the landmark under 80 characters.'],
  CITY: [2, 60, 'Please enter the city or town.', 'Please keep the city under 60 characters.'],
} as const;

export const ADDRESS_MESSAGES = {
  PHONE: MOBILE_RULE,
  STATE: 'Please choose the state.',
  PIN: 'Please enter the 6-digit PIN code.',
  LOCATION: 'Please pick the location again.',
} as const;

export type AddressField = keyof typeof ADDRESS_TEXT_RULES | 'PHONE' | 'STATE' | 'PIN';

/** Problems with a form's values, one message per field ({} when it is fine). */
export function checkAddressForm(values: Partial<Record<AddressField, string>>): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const [field, [min, max, missing, tooLong]] of Object.entries(ADDRESS_TEXT_RULES) as [
    keyof typeof ADDRESS_TEXT_RULES,
    readonly [number, number, string, string],
  ][]) {
    const v = (values[field] ?? '').trim();
    if (v.length < min) errors[field] = missing;
    else if (v.length > max) errors[field] = tooLong;
  }
  if (!normaliseIndianMobile(values.PHONE ?? '')) errors.PHONE = ADDRESS_MESSAGES.PHONE;
  if (!(INDIAN_STATES as readonly string[]).includes(values.STATE ?? '')) errors.STATE = ADDRESS_MESSAGES.STATE;
  if (!PIN_RULE.test((values.PIN ?? '').trim())) errors.PIN = ADDRESS_MESSAGES.PIN;
  return errors;
}

/** The address on one line, as the bag and order pages show it. */
export function addressLine(a: {
  LINE1: string;
  LINE2?: string;
  LANDMARK?: string;
  CITY: string;
  STATE: string;
  PIN: string;
}): string {
  return [a.LINE1, a.LINE2, a.LANDMARK ? `near ${a.LANDMARK}` : '', `${a.CITY}, ${a.STATE} ${a.PIN}`]
    .filter(Boolean)
    .join(', ');
}
