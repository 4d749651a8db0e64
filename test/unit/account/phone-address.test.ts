import { describe, expect, it } from 'vitest';
import { formatIndianPhone, isOtpShape, normaliseIndianMobile, toE164 } from '../../../src/domain/account/phone';
import { addressInputSchema, distanceFromShop } from '../../../src/domain/account/address';
import { addressLine, checkAddressForm } from '../../../src/domain/account/address-rules';
import { fieldErrors } from '../../../src/domain/account/validation';

describe('Indian mobile numbers', () => {
  it('accept ten digits starting 6-9, as people type them', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765-43210',
      '+919876543210',
      '919876543210',
      '09876543210',
      '(987) 654-3210',
    ]) {
      expect(normaliseIndianMobile(typed), typed).toBe('9876543210');
    }
  });
  it('refuse anything else', () => {
    for (const typed of [
      '',
      '12345',
      '5876543210',
      '98765432101',
      '+1 9876543210',
      'abcdefghij',
      '98765O3210',
      42,
      null,
    ]) {
      expect(normaliseIndianMobile(typed), String(typed)).toBeNull();
    }
  });
  it('formats and converts', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(isOtpShape('123456')).toBe(true);
    expect(isOtpShape('12345')).toBe(false);
  });
});

const good = {
  NAME: 'Meera Sharma',
  PHONE: '9811022334',
  LINE1: 'B-14, Lane 3',
  CITY: 'New Delhi',
  STATE: 'Delhi',
  PIN: '110024',
};

describe('address rules', () => {
  it('the browser form and the server schema agree on every field', () => {
    const samples: Record<string, string>[] = [
      good,
      {},
      { ...good, NAME: 'M' },
      { ...good, PHONE: '12345' },
      { ...good, PIN: '011002' },
      { ...good, STATE: 'Atlantis' },
      { ...good, LINE1: '  ' },
      { ...good, CITY: 'x'.repeat(61) },
      { ...good, LANDMARK: 'x'.repeat(81) },
      { ...good, LINE2: 'x'.repeat(121) },
    ];
    for (const s of samples) {
      const parsed = addressInputSchema.safeParse(s);
      const server = parsed.success ? {} : fieldErrors(parsed.error);
      expect(checkAddressForm(s), JSON.stringify(s)).toEqual(server);
    }
  });

  it('normalises the phone and defaults the optional lines', () => {
    expect(addressInputSchema.parse({ ...good, PHONE: '+91 98110 22334' })).toMatchObject({
      PHONE: '9811022334',
      LINE2: '',
      LANDMARK: '',
    });
  });

  it('computes DISTANCE from the shop only with a picked location and a shop location', () => {
    const rules = { LAT_LNG: { lat: 28.5677, lng: 77.2433 }, IS_LOCATION_PICK_DISABLED: false };
    expect(distanceFromShop(rules, { LAT: 28.5677, LNG: 77.2633 })).toBe(1.95);
    expect(distanceFromShop(rules, { LAT: null, LNG: null })).toBeNull();
    expect(distanceFromShop({ ...rules, IS_LOCATION_PICK_DISABLED: true }, { LAT: 28.6, LNG: 77.2 })).toBeNull();
    expect(distanceFromShop({ IS_LOCATION_PICK_DISABLED: false }, { LAT: 28.6, LNG: 77.2 })).toBeNull();
  });

  it('writes the address on one line', () => {
    expect(addressLine({ ...good, LINE2: 'Lajpat Nagar II', LANDMARK: 'Gurudwara' })).toBe(
      'B-14, Lane 3, Lajpat Nagar II, near Gurudwara, New Delhi, Delhi 110024',
    );
  });
});
