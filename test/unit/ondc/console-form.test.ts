import { describe, expect, it } from 'vitest';
import {
  cityChoices,
  itemNetworkFormValues,
  optInFormValues,
  readItemNetworkForm,
  readOptInForm,
  shipTimeParts,
} from '../../../src/domain/ondc/console-form';
import { ONDC_CITIES } from '../../../src/domain/ondc/opt-in';

// The console's ONDC forms (#39): what the owner types on a phone, read into the owner API's bodies.

const OPT_IN = {
  enabled: 'on',
  domain: 'ONDC:RET10',
  city: 'std:011',
  fssai_licence: '1002 0011 0001 23',
  care_name: 'Ramesh Gupta',
  care_email: 'care@dillikirana.test',
  care_phone: '9810012345',
};

describe('the opt-in form', () => {
  it('reads a whole opt-in, spaces in the licence dropped', () => {
    expect(readOptInForm(OPT_IN)).toEqual({
      ok: true,
      value: {
        enabled: true,
        domain: 'ONDC:RET10',
        city: 'std:011',
        fssai_licence: '10020011000123',
        consumer_care: { name: 'Ramesh Gupta', email: 'care@dillikirana.test', phone: '9810012345' },
      },
    });
  });

  it.each([
    ['no domain chosen', { domain: '' }, { domain: 'console.ondc.bad.domain' }],
    ['a domain not offered', { domain: 'ONDC:RET99' }, { domain: 'console.ondc.bad.domain' }],
    ['no city chosen', { city: '' }, { city: 'console.ondc.bad.city' }],
    ['a city that is no STD code', { city: 'Delhi' }, { city: 'console.ondc.bad.city' }],
    ['a short licence', { fssai_licence: '12345' }, { fssai_licence: 'console.ondc.bad.fssai' }],
    ['groceries without a licence', { fssai_licence: '' }, { fssai_licence: 'console.ondc.bad.fssaiNeeded' }],
    ['no care name', { care_name: ' ' }, { care_name: 'console.ondc.bad.careName' }],
    ['a bad email', { care_email: 'care at shop' }, { care_email: 'console.ondc.bad.careEmail' }],
    ['a short phone', { care_phone: '98100' }, { care_phone: 'console.ondc.bad.carePhone' }],
    [
      'several at once',
      { care_phone: 'x', care_email: '' },
      { care_email: 'console.ondc.bad.careEmail', care_phone: 'console.ondc.bad.carePhone' },
    ],
    ['a lone surrogate', { care_name: '\ud800'.repeat(100) }, { care_name: 'console.ondc.bad.careName' }],
  ])('refuses %s beside its field', (_, change, refused) => {
    const read = readOptInForm({ ...OPT_IN, ...change });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.refused).toEqual(refused);
    expect(!read.ok && read.rsn).toMatch(/^Please correct these fields: /);
  });

  it.each([
    ['switched off: food without a licence is kept for later', { enabled: '', fssai_licence: '' }, false],
    ['fashion needs no licence', { domain: 'ONDC:RET12', fssai_licence: '' }, true],
  ])('%s', (_, change, enabled) => {
    const read = readOptInForm({ ...OPT_IN, ...change });
    expect(read.ok && read.value.enabled).toBe(enabled);
    expect(read.ok && read.value.fssai_licence).toBeNull();
  });

  it('shows a saved opt-in as its fields, and empty fields before the first', () => {
    const read = readOptInForm(OPT_IN);
    expect(read.ok && optInFormValues(read.value)).toEqual({ ...OPT_IN, fssai_licence: '10020011000123' });
    expect(optInFormValues(null)).toMatchObject({ domain: '', city: '', care_name: '' });
    expect(optInFormValues(null).enabled).toBeUndefined();
  });

  it("offers the network's cities, with a saved city outside them kept first", () => {
    expect(cityChoices('std:011')).toBe(ONDC_CITIES);
    expect(cityChoices('')).toBe(ONDC_CITIES);
    expect(cityChoices('std:0361')[0]).toEqual({ code: 'std:0361', name: 'std:0361' });
  });
});

const ITEM = {
  manufacturer: 'ITC Ltd, Bengaluru',
  net_quantity: '5 kg',
  country_of_origin: 'ind',
  veg: 'yes',
  returnable: 'no',
  cancellable: 'yes',
  time_to_ship: 'PT45M',
  available_on_cod: 'yes',
  product_code: '1:8901234567890',
  nutritional_info: 'Energy 350 kcal, protein 7 g per 100 g',
  additives_info: 'None',
  brand_owner_fssai: '10012011000456',
  gender: 'unisex',
  brand: 'India Gate',
  colour: '#1F3A93',
  size: '1 kg',
  fabric: 'jute',
  size_chart: 'https://noir.example/sizes.png',
};

describe("an item's network form", () => {
  it('reads every field, the country in capitals and yes/no as true/false', () => {
    expect(readItemNetworkForm(ITEM)).toEqual({
      ok: true,
      value: {
        left_out: false,
        fields: {
          manufacturer: 'ITC Ltd, Bengaluru',
          net_quantity: '5 kg',
          country_of_origin: 'IND',
          veg: true,
          returnable: false,
          cancellable: true,
          time_to_ship: 'PT45M',
          available_on_cod: true,
          product_code: '1:8901234567890',
          nutritional_info: 'Energy 350 kcal, protein 7 g per 100 g',
          additives_info: 'None',
          brand_owner_fssai: '10012011000456',
          gender: 'unisex',
          brand: 'India Gate',
          colour: '#1F3A93',
          size: '1 kg',
          fabric: 'jute',
          size_chart: 'https://noir.example/sizes.png',
        },
      },
    });
  });

  it('leaves empty fields unset (listed as missing) and reads the left-out box', () => {
    expect(readItemNetworkForm({ left_out: 'on', manufacturer: ' ', veg: '' })).toEqual({
      ok: true,
      value: { left_out: true, fields: {} },
    });
  });

  it.each([
    ['a country of two letters', { country_of_origin: 'IN' }, { country_of_origin: 'console.ondc.bad.country' }],
    ['a yes/no answer not offered', { returnable: 'maybe' }, { returnable: 'console.ondc.bad.yesNo' }],
    ['a time that is no duration', { time_to_ship: '45 minutes' }, { time_to_ship: 'console.ondc.bad.timeToShip' }],
    [
      'a product code without its kind',
      { product_code: '8901234567890' },
      { product_code: 'console.ondc.bad.productCode' },
    ],
    ['a long manufacturer', { manufacturer: 'x'.repeat(201) }, { manufacturer: 'console.ondc.bad.manufacturer' }],
    ['a long net quantity', { net_quantity: 'x'.repeat(41) }, { net_quantity: 'console.ondc.bad.netQuantity' }],
    ['a colour by name', { colour: 'blue' }, { colour: 'console.ondc.bad.colour' }],
    ['a fabric the network does not list', { fabric: 'moonbeam' }, { fabric: 'console.ondc.bad.fabric' }],
    [
      'a size chart over http',
      { size_chart: 'http://noir.example/s.png' },
      { size_chart: 'console.ondc.bad.sizeChart' },
    ],
    ['a gender not offered', { gender: 'adults' }, { gender: 'console.ondc.bad.yesNo' }],
    ['a short brand owner licence', { brand_owner_fssai: '1001' }, { brand_owner_fssai: 'console.ondc.bad.fssai' }],
    [
      'two at once',
      { veg: 'true', country_of_origin: 'India' },
      { veg: 'console.ondc.bad.yesNo', country_of_origin: 'console.ondc.bad.country' },
    ],
  ])('refuses %s beside its field', (_, change, refused) => {
    const read = readItemNetworkForm({ ...ITEM, ...change });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.refused).toEqual(refused);
  });

  it('shows saved fields as the form does, round trip', () => {
    const read = readItemNetworkForm(ITEM);
    if (!read.ok) throw new Error('refused');
    const values = itemNetworkFormValues(true, read.value.fields);
    expect(values).toEqual({ ...ITEM, country_of_origin: 'IND', left_out: 'on' });
    expect(readItemNetworkForm(values)).toEqual({ ok: true, value: { ...read.value, left_out: true } });
    expect(itemNetworkFormValues(false, {})).toMatchObject({ veg: '', manufacturer: '', gender: '' });
    expect(readItemNetworkForm({ ...ITEM, gender: 'Female' })).toMatchObject({
      ok: true,
      value: { fields: { gender: 'female' } },
    });
  });
});

describe('times to ship as the form says them', () => {
  it.each([
    ['PT45M', { n: 45, unit: 'minutes' }],
    ['PT2H', { n: 2, unit: 'hours' }],
    ['P3D', { n: 3, unit: 'days' }],
    ['PT1H30M', null],
    ['P', null],
  ] as const)('%s', (duration, parts) => {
    expect(shipTimeParts(duration)).toEqual(parts);
  });
});
