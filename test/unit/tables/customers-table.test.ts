import { describe, expect, it } from 'vitest';
import { ADDRESSES, CUSTOMERS, type Address, type Customer } from '../../../src/domain/tables/customers';

/** The customers and addresses descriptors: the lists once kept by hand in src/data/account-*.ts and owner-customers.ts, unchanged. */

const customer = (over: Partial<Customer> = {}): Customer => ({
  uid: 'u1',
  phone: '+919810012345',
  email: '',
  name: 'Asha',
  createdAt: 1,
  lastLoginAt: 2,
  udhaarLimit: null,
  ...over,
});
const address = (over: Partial<Address> = {}): Address => ({
  id: 'a1',
  NAME: 'Asha',
  PHONE: '9810012345',
  LINE1: '12 Chandni Chowk',
  LINE2: 'Near the gate',
  LANDMARK: 'Town Hall',
  CITY: 'Delhi',
  STATE: 'Delhi',
  PIN: '110006',
  LAT: 28.65,
  LNG: 77.23,
  DISTANCE: 2.5,
  IS_DEFAULT: true,
  ...over,
});

function stored<T extends object>(
  table: { insertCells(v: object): { names: string[]; cells: unknown[] } },
  value: T,
): Record<string, unknown> {
  const { names, cells } = table.insertCells(value);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

describe('the customers descriptor', () => {
  it.each([
    // the owner's customer list selected these by hand (owner-customers.ts SUMMARY)
    [
      "the owner's list",
      CUSTOMERS.select('c'),
      'c.uid, c.phone, c.email, c.display_name, c.created_at, c.last_login_at, c.udhaar_limit',
    ],
    [
      "a shopper's own row",
      CUSTOMERS.select(),
      'uid, phone, email, display_name, created_at, last_login_at, udhaar_limit',
    ],
  ])('selects the columns of %s', (_, select, expected) => expect(select).toBe(expected));

  it("inserts the columns sign-in wrote by hand, and the udhaar limit left to the shop's", () => {
    const { names, cells } = CUSTOMERS.insertCells(customer());
    expect(names).toEqual(['uid', 'phone', 'email', 'display_name', 'created_at', 'last_login_at', 'udhaar_limit']);
    expect(cells).toEqual(['u1', '+919810012345', '', 'Asha', 1, 2, null]);
  });

  it("answers the owner API's field names, in its order", () => {
    expect(Object.keys(CUSTOMERS.fromRow(stored(CUSTOMERS, customer())))).toEqual([
      'uid',
      'phone',
      'email',
      'name',
      'createdAt',
      'lastLoginAt',
      'udhaarLimit',
    ]);
  });

  it.each([
    ["the shop's udhaar limit applies", customer()],
    ['their own udhaar limit', customer({ udhaarLimit: 500000 })],
    ['no udhaar at all', customer({ udhaarLimit: 0 })],
  ])('reads back what it stored: %s', (_, c) => expect(CUSTOMERS.fromRow(stored(CUSTOMERS, c))).toEqual(c));

  it('refuses a row whose udhaar limit is not whole paise', () => {
    expect(() => CUSTOMERS.fromRow({ ...stored(CUSTOMERS, customer()), udhaar_limit: 10.5 })).toThrow();
  });
});

describe('the addresses descriptor', () => {
  it('selects the columns the address reads selected by hand', () => {
    expect(ADDRESSES.select()).toBe(
      'id, name, phone, line1, line2, landmark, city, state, pin, lat, lng, distance_km, is_default',
    );
  });

  it('lets an edit replace every field but the id and the default flag, as the hand-written UPDATE did', () => {
    expect(ADDRESSES.patchable.map((f) => ADDRESSES.columnOf[f])).toEqual([
      'name',
      'phone',
      'line1',
      'line2',
      'landmark',
      'city',
      'state',
      'pin',
      'lat',
      'lng',
      'distance_km',
    ]);
  });

  it('gives the API its field order', () => {
    expect(Object.keys(ADDRESSES.fromRow(stored(ADDRESSES, address())))).toEqual([
      'id',
      'NAME',
      'PHONE',
      'LINE1',
      'LINE2',
      'LANDMARK',
      'CITY',
      'STATE',
      'PIN',
      'LAT',
      'LNG',
      'DISTANCE',
      'IS_DEFAULT',
    ]);
  });

  it.each([
    ['a picked location, the default', address()],
    [
      'no location, not the default',
      address({ LAT: null, LNG: null, DISTANCE: null, IS_DEFAULT: false, LINE2: '', LANDMARK: '' }),
    ],
  ])('reads back what it stored: %s', (_, a) => expect(ADDRESSES.fromRow(stored(ADDRESSES, a))).toEqual(a));

  it.each([
    ['the default flag is stored as 1', { IS_DEFAULT: true }, 'is_default', 1],
    ['and not the default as 0', { IS_DEFAULT: false }, 'is_default', 0],
    ['no location is NULL', { LAT: null }, 'lat', null],
  ])('writes cells: %s', (_, over, column, cell) => expect(stored(ADDRESSES, address(over))[column]).toBe(cell));
});
