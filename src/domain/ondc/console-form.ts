/**
 * The console's ONDC forms as plain text fields (a phone, no JavaScript): the shop's opt-in and an item's network
 * fields, read into the owner API's bodies (PATCH .../ondc, PUT .../ondc/items/{itemId}) with one message id per
 * refused field, and the saved values written back as the fields show them.
 */
import { fail, ok, type Result } from '../../core/result';
import type { MessageId } from '../i18n/messages';
import {
  FASHION_FIELDS,
  itemNetworkFieldsSchema,
  PREPACKAGED_FOOD_FIELDS,
  type ItemNetworkField,
  type ItemNetworkFields,
} from './item-fields';
import {
  mergeOptIn,
  ONDC_CITIES,
  ONDC_DOMAIN_CODES,
  ondcOptInPatchSchema,
  type OndcDomain,
  type OndcOptIn,
} from './opt-in';

export type FormText = Record<string, string>;
export type FormRefusals = Record<string, MessageId>;
/** A form read: the body, or each refused field's message (rsn names the refused fields, for logs and tests). */
export type FormRead<T> = Result<{ value: T }, { rsn: string; refused: FormRefusals }>;

const refusedFields = (refused: FormRefusals) =>
  fail({ rsn: `Please correct these fields: ${Object.keys(refused).join(', ')}.`, refused });

/** The opt-in form's fields and the message each shows when refused. */
const OPT_IN_REFUSALS = {
  domain: 'console.ondc.bad.domain',
  city: 'console.ondc.bad.city',
  fssai_licence: 'console.ondc.bad.fssai',
  care_name: 'console.ondc.bad.careName',
  care_email: 'console.ondc.bad.careEmail',
  care_phone: 'console.ondc.bad.carePhone',
} as const satisfies Record<string, MessageId>;

const FIELD_OF_PATH: Record<string, keyof typeof OPT_IN_REFUSALS> = {
  domain: 'domain',
  city: 'city',
  fssai_licence: 'fssai_licence',
  'consumer_care.name': 'care_name',
  'consumer_care.email': 'care_email',
  'consumer_care.phone': 'care_phone',
};

const text = (form: FormText, name: string) => (form[name] ?? '').trim();

/** The opt-in form → the PATCH body (the whole opt-in: the form shows every field), or the refused fields. */
export function readOptInForm(form: FormText): FormRead<OndcOptIn> {
  const fssai = text(form, 'fssai_licence').replace(/\s+/g, '');
  const body = {
    enabled: form.enabled === 'on',
    domain: text(form, 'domain'),
    city: text(form, 'city'),
    fssai_licence: fssai === '' ? null : fssai,
    consumer_care: { name: text(form, 'care_name'), email: text(form, 'care_email'), phone: text(form, 'care_phone') },
  };
  const parsed = ondcOptInPatchSchema.safeParse(body);
  if (!parsed.success) {
    const refused: FormRefusals = {};
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[issue.path.join('.')];
      if (field) refused[field] = OPT_IN_REFUSALS[field];
    }
    return refusedFields(Object.keys(refused).length ? refused : { domain: OPT_IN_REFUSALS.domain });
  }
  // every field was sent, so the merge over nothing is the whole opt-in; it refuses food without a licence
  const merged = mergeOptIn(null, parsed.data);
  if (!merged.ok) {
    const field = merged.field === 'fssai_licence' ? 'fssai_licence' : (FIELD_OF_PATH[merged.field] ?? 'domain');
    const id = merged.field === 'fssai_licence' ? 'console.ondc.bad.fssaiNeeded' : OPT_IN_REFUSALS[field];
    return refusedFields({ [field]: id });
  }
  return ok({ value: merged.optIn });
}

/** The saved opt-in as the form shows it (empty fields before the first opt-in). */
export function optInFormValues(optIn: OndcOptIn | null): FormText {
  if (!optIn) return { domain: '', city: '', fssai_licence: '', care_name: '', care_email: '', care_phone: '' };
  return {
    ...(optIn.enabled ? { enabled: 'on' } : {}),
    domain: optIn.domain,
    city: optIn.city,
    fssai_licence: optIn.fssai_licence ?? '',
    care_name: optIn.consumer_care.name,
    care_email: optIn.consumer_care.email,
    care_phone: optIn.consumer_care.phone,
  };
}

/** The cities the form offers: the network's list, and a saved city outside it (set through the API) kept first. */
export function cityChoices(saved: string): readonly { code: string; name: string }[] {
  return saved && !ONDC_CITIES.some((c) => c.code === saved)
    ? [{ code: saved, name: saved }, ...ONDC_CITIES]
    : ONDC_CITIES;
}

export const isOndcDomain = (value: string): value is OndcDomain =>
  (ONDC_DOMAIN_CODES as readonly string[]).includes(value);

/** The item form's yes/no fields: a select of "not set", yes, no (not set counts as missing). */
export const YES_NO_FIELDS = ['veg', 'returnable', 'cancellable', 'available_on_cod'] as const;
const TEXT_FIELDS = [
  'manufacturer',
  'net_quantity',
  'country_of_origin',
  'time_to_ship',
  'product_code',
  ...PREPACKAGED_FOOD_FIELDS,
  ...FASHION_FIELDS,
] as const;

/** The times to ship the form offers (ISO 8601 durations); a saved one outside the list is kept as a choice. */
export const SHIP_TIMES = [
  'PT30M',
  'PT45M',
  'PT1H',
  'PT2H',
  'PT4H',
  'PT12H',
  'P1D',
  'P2D',
  'P3D',
  'P5D',
  'P7D',
] as const;

const ITEM_REFUSALS: Record<ItemNetworkField, MessageId> = {
  manufacturer: 'console.ondc.bad.manufacturer',
  net_quantity: 'console.ondc.bad.netQuantity',
  country_of_origin: 'console.ondc.bad.country',
  veg: 'console.ondc.bad.yesNo',
  returnable: 'console.ondc.bad.yesNo',
  cancellable: 'console.ondc.bad.yesNo',
  available_on_cod: 'console.ondc.bad.yesNo',
  time_to_ship: 'console.ondc.bad.timeToShip',
  product_code: 'console.ondc.bad.productCode',
  nutritional_info: 'console.ondc.bad.longText',
  additives_info: 'console.ondc.bad.longText',
  brand_owner_fssai: 'console.ondc.bad.fssai',
  gender: 'console.ondc.bad.yesNo',
  brand: 'console.ondc.bad.brand',
  colour: 'console.ondc.bad.colour',
  size: 'console.ondc.bad.size',
  fabric: 'console.ondc.bad.fabric',
  size_chart: 'console.ondc.bad.sizeChart',
};

export interface ItemNetworkForm {
  left_out: boolean;
  fields: ItemNetworkFields;
}

/** The item's network form → the PUT body; an empty field is left unset (listed as missing), a bad one refused. */
export function readItemNetworkForm(form: FormText): FormRead<ItemNetworkForm> {
  const refused: FormRefusals = {};
  const body: Record<string, string | boolean> = {};
  for (const name of TEXT_FIELDS) {
    const typed = text(form, name);
    const value = name === 'country_of_origin' ? typed.toUpperCase() : name === 'gender' ? typed.toLowerCase() : typed;
    if (value !== '') body[name] = value;
  }
  for (const name of YES_NO_FIELDS) {
    const value = text(form, name);
    if (value === 'yes') body[name] = true;
    else if (value === 'no') body[name] = false;
    else if (value !== '') refused[name] = ITEM_REFUSALS[name];
  }
  const parsed = itemNetworkFieldsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ItemNetworkField | undefined;
      if (field && field in ITEM_REFUSALS) refused[field] = ITEM_REFUSALS[field];
    }
  }
  if (!parsed.success || Object.keys(refused).length) return refusedFields(refused);
  return ok({ value: { left_out: form.left_out === 'on', fields: parsed.data } });
}

/** The saved network fields as the item form shows them. */
export function itemNetworkFormValues(leftOut: boolean, fields: ItemNetworkFields): FormText {
  const values: FormText = leftOut ? { left_out: 'on' } : {};
  for (const name of TEXT_FIELDS) values[name] = fields[name] ?? '';
  for (const name of YES_NO_FIELDS) {
    const value = fields[name];
    values[name] = value === undefined ? '' : value ? 'yes' : 'no';
  }
  return values;
}

/** A time to ship as the form says it: the number and its unit (PT45M → 45 minutes), or null when not one of those. */
export function shipTimeParts(duration: string): { n: number; unit: 'minutes' | 'hours' | 'days' } | null {
  const m = /^P(?:(\d{1,2})D|T(\d{1,2})H|T(\d{1,2})M)$/.exec(duration);
  if (!m) return null;
  if (m[1]) return { n: Number(m[1]), unit: 'days' };
  if (m[2]) return { n: Number(m[2]), unit: 'hours' };
  return { n: Number(m[3]), unit: 'minutes' };
}
