import { describe, expect, it } from 'vitest';
import { mergeOptIn, ondcOptInPatchSchema, type OndcOptIn } from '../../../src/domain/ondc/opt-in';
import {
  itemNetworkFieldsSchema,
  itemStanding,
  missingFields,
  readNetworkFields,
} from '../../../src/domain/ondc/item-fields';

const CARE = { name: 'Ramesh', email: 'care@shop.test', phone: '9810012345' };
const SAVED: OndcOptIn = {
  enabled: true,
  domain: 'ONDC:RET12',
  fssai_licence: null,
  consumer_care: CARE,
  city: 'std:022',
};

describe('mergeOptIn', () => {
  it.each([
    ['first time without a domain', null, { enabled: true, city: 'std:011', consumer_care: CARE }, 'domain'],
    ['first time without a city', null, { domain: 'ONDC:RET12', consumer_care: CARE }, 'city'],
    ['first time without consumer care', null, { domain: 'ONDC:RET12', city: 'std:011' }, 'consumer_care'],
    [
      'groceries enabled without a licence',
      null,
      { enabled: true, domain: 'ONDC:RET10', city: 'std:011', consumer_care: CARE },
      'fssai_licence',
    ],
    ['switching a saved shop to food without a licence', SAVED, { domain: 'ONDC:RET11' }, 'fssai_licence'],
    [
      'taking the licence away from a grocer',
      { ...SAVED, domain: 'ONDC:RET10', fssai_licence: '10020011000123' },
      { fssai_licence: null },
      'fssai_licence',
    ],
  ] as const)('refuses %s, naming the field', (_, saved, patch, field) => {
    expect(mergeOptIn(saved as OndcOptIn | null, patch)).toMatchObject({ ok: false, field });
  });

  it.each([
    [
      'a first opt-in, disabled by default',
      null,
      { domain: 'ONDC:RET12', city: 'std:011', consumer_care: CARE },
      { enabled: false, domain: 'ONDC:RET12', city: 'std:011', fssai_licence: null },
    ],
    [
      'a grocer with a licence',
      null,
      { enabled: true, domain: 'ONDC:RET10', city: 'std:011', consumer_care: CARE, fssai_licence: '10020011000123' },
      { enabled: true, fssai_licence: '10020011000123' },
    ],
    ['a later patch of one field, keeping the rest', SAVED, { city: 'std:044' }, { ...SAVED, city: 'std:044' }],
    [
      'a disabled grocer without a licence (not sent anywhere)',
      null,
      { enabled: false, domain: 'ONDC:RET10', city: 'std:011', consumer_care: CARE },
      { enabled: false, domain: 'ONDC:RET10' },
    ],
  ] as const)('takes %s', (_, saved, patch, expected) => {
    const merged = mergeOptIn(saved as OndcOptIn | null, patch);
    expect(merged.ok).toBe(true);
    if (merged.ok) expect(merged.optIn).toMatchObject(expected);
  });

  it.each([
    [{ domain: 'ONDC:RET99' }],
    [{ city: 'Delhi' }],
    [{ city: 'std:11' }],
    [{ fssai_licence: '1234' }],
    [{ enabled: 1 }],
    [{ consumer_care: { ...CARE, email: 'x' } }],
    [{ consumer_care: { ...CARE, phone: 'call me' } }],
    [{ unknown: true }],
  ])('the body schema refuses %j', (body) => {
    expect(ondcOptInPatchSchema.safeParse(body).success).toBe(false);
  });
});

describe("items' network fields", () => {
  const FULL = {
    manufacturer: 'ITC',
    net_quantity: '5 kg',
    country_of_origin: 'IND',
    veg: true,
    returnable: false,
    cancellable: true,
    time_to_ship: 'PT45M',
    available_on_cod: true,
  };

  const FOOD = { nutritional_info: 'Energy 350 kcal', additives_info: 'None', brand_owner_fssai: '10020011000123' };
  const FASHION = {
    gender: 'unisex',
    brand: 'Noir',
    colour: '#1A1A1A',
    size: 'M',
    fabric: 'cotton',
    size_chart: 'https://noir.example/sizes.png',
  } as const;
  const TERMS = ['returnable', 'cancellable', 'time_to_ship', 'available_on_cod'];
  const RICE = { catId: 'rice' };
  const TOPS = { catId: 'tees' };

  it.each([
    ['ONDC:RET10', RICE, {}, ['manufacturer', 'net_quantity', 'country_of_origin', 'veg', ...TERMS]],
    ['ONDC:RET11', { catId: 'thali' }, { manufacturer: 'x' }, ['veg', ...TERMS]],
    [
      'ONDC:RET12',
      TOPS,
      { veg: false, returnable: true },
      [
        'manufacturer',
        'net_quantity',
        'country_of_origin',
        'cancellable',
        'time_to_ship',
        'available_on_cod',
        'gender',
        'brand',
        'colour',
        'size',
        'fabric',
        'size_chart',
      ],
    ],
    ['ONDC:RET10', RICE, FULL, []],
    ['ONDC:RET12', TOPS, { ...FULL, ...FASHION, veg: undefined }, []],
    ['ONDC:RET10', RICE, { ...FULL, returnable: undefined }, ['returnable']],
    // by network category: dairy, snacks and sweets are prepackaged food in RET10 (the validator's statutory list)
    ['ONDC:RET10', { catId: 'dairy' }, FULL, ['nutritional_info', 'additives_info', 'brand_owner_fssai']],
    [
      'ONDC:RET10',
      { catId: 'namkeen-snacks' },
      { ...FULL, nutritional_info: 'x' },
      ['additives_info', 'brand_owner_fssai'],
    ],
    ['ONDC:RET10', { catId: 'sweets' }, { ...FULL, ...FOOD }, []],
    ['ONDC:RET10', { catId: 'atta' }, FULL, []],
    // a fashion item sold in sizes and colours takes those from its variants
    [
      'ONDC:RET12',
      { catId: 'tees', variedBy: ['size', 'colour'] },
      { ...FULL, gender: 'male' },
      ['brand', 'fabric', 'size_chart'],
    ],
    ['ONDC:RET12', { catId: 'tees', variedBy: ['size'] }, { ...FULL, ...FASHION, size: undefined }, []],
  ] as const)('%s %j with %j misses %j', (domain, kind, fields, missing) => {
    expect(missingFields(domain, fields, kind)).toEqual(missing);
  });

  it('lists an item only when nothing is missing and it is not left out', () => {
    expect(itemStanding('ONDC:RET10', false, FULL, RICE)).toEqual({ left_out: false, missing: [], listed: true });
    expect(itemStanding('ONDC:RET10', true, FULL, RICE)).toEqual({ left_out: true, missing: [], listed: false });
    expect(itemStanding('ONDC:RET10', false, { ...FULL, veg: undefined }, RICE).listed).toBe(false);
    expect(itemStanding('ONDC:RET10', false, FULL, { catId: 'milk' }).listed).toBe(false);
  });

  it.each([
    [{ veg: 'yes' }],
    [{ country_of_origin: 'India' }],
    [{ time_to_ship: '45 minutes' }],
    [{ time_to_ship: 'PT' + '9'.repeat(5) + 'H' }],
    [{ net_quantity: '' }],
    [{ colour: 'red' }],
    [{ fabric: 'moonbeam' }],
    [{ size_chart: 'http://noir.example/sizes.png' }],
    [{ size_chart: 'noir.example/sizes.png' }],
    [{ size_chart: `https://x.example/${'a'.repeat(500)}` }],
  ])('refuses %j', (fields) => {
    expect(itemNetworkFieldsSchema.safeParse(fields).success).toBe(false);
  });

  it('reads back stored fields, treating broken or stale ones as missing', () => {
    expect(readNetworkFields(JSON.stringify(FULL))).toEqual(FULL);
    expect(readNetworkFields('not json')).toEqual({});
    expect(readNetworkFields(null)).toEqual({});
    expect(readNetworkFields('{"veg":"yes"}')).toEqual({});
    // a fabric saved before the network's list was enforced: mapped when the list has it, else missing alone
    expect(readNetworkFields('{"veg":true,"fabric":"Lycra"}')).toEqual({ veg: true, fabric: 'elastane' });
    expect(readNetworkFields('{"veg":true,"fabric":"Hand-loom magic"}')).toEqual({ veg: true });
  });
});
