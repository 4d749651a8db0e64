import { describe, expect, it } from 'vitest';
import {
  ORDER_EVENTS,
  ORDER_ITEMS,
  ORDER_KEYS,
  ORDERS,
  type Order,
  type OrderEvent,
  type OrderItem,
} from '../../../src/domain/tables/orders';

/** The orders and order_items descriptors: the lists once kept by hand in src/data/orders*.ts come out of them, unchanged. */

const address = {
  id: 'a1',
  NAME: 'Asha',
  PHONE: '9810012345',
  LINE1: '12 Chandni Chowk',
  LINE2: '',
  LANDMARK: '',
  CITY: 'Delhi',
  STATE: 'Delhi',
  PIN: '110006',
  LAT: null,
  LNG: null,
  DISTANCE: null,
};
const bill = { subtotal: 32000, gst: 0, delivery: 0, extra_charges: 0, discount: 0, total: 32000, extras: [] };

const order = (over: Partial<Order> = {}): Order => ({
  id: '261126-K7Q2MX',
  uid: 'u1',
  status: 'PLACED',
  total: 32000,
  items_count: 1,
  currency: 'INR',
  totals: bill,
  address,
  distance_km: null,
  payment_method: 'COD',
  paid_wallet: 0,
  paid_udhaar: 0,
  paid_upi: 0,
  cash_due: 32000,
  upi_utr: null,
  payment_due_at: null,
  paid_at: null,
  track_token: 'f00d',
  coupon_code: null,
  referral_code: null,
  reseller_uid: null,
  note: '',
  request_fingerprint: 'fp',
  created_at: 1,
  updated_at: 1,
  accepted_at: null,
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  rejected_at: null,
  returned_at: null,
  ...over,
});

const line = (over: Partial<OrderItem> = {}): OrderItem => ({
  line_no: 1,
  kind: 'item',
  item_id: 'kaju-250g',
  cat_id: 'dry-fruits',
  line_id: 'kaju-250g',
  name: 'Kaju',
  variant_label: '',
  image: '',
  qty: 1,
  unit_price: 32000,
  gst_percent: null,
  gst: 0,
  line_total: 32000,
  hsn: '',
  ...over,
});

/** A row as SQLite would hand it back after the descriptor's INSERT. */
function stored<T extends object>(
  table: { insertCells(v: object): { names: string[]; cells: unknown[] } },
  value: T,
): Record<string, unknown> {
  const { names, cells } = table.insertCells(value);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

describe('the orders descriptor', () => {
  it.each([
    // the hand-written ORDER_COLS of src/data/shop/orders.ts, and the SELECT of orderDetail's lines, as they were
    [
      'an order',
      ORDERS.select(),
      `id, uid, status, total, items_count, currency, totals, address, distance_km, payment_method, paid_wallet, paid_udhaar,
      paid_upi, cash_due, upi_utr, payment_due_at, paid_at, track_token, coupon_code, referral_code, reseller_uid, note, request_fingerprint,
      created_at, updated_at, accepted_at, packed_at, shipped_at, delivered_at, cancelled_at, rejected_at, returned_at`,
    ],
    [
      'its lines',
      ORDER_ITEMS.select(),
      'line_no, kind, item_id, cat_id, line_id, name, variant_label, image, qty, unit_price, gst_percent, gst, line_total, hsn',
    ],
    ["its timeline (the reply's `events`, in this field order)", ORDER_EVENTS.select(), 'status, actor, note, at'],
  ])('selects the columns of %s', (_, select, expected) => expect(select).toBe(expected.replace(/\s+/g, ' ')));

  it.each([
    // placement's INSERT lists as they were by hand (a line's order_id is the repository's), plus what they left to the column defaults
    [
      'an order',
      [...ORDERS.insertCells(order()).names, ...ORDER_KEYS.insertCells({}).names],
      [
        'id',
        'uid',
        'status',
        'total',
        'items_count',
        'currency',
        'totals',
        'address',
        'distance_km',
        'payment_method',
        'paid_wallet',
        'paid_udhaar',
        'paid_upi',
        'cash_due',
        'coupon_code',
        'referral_code',
        'reseller_uid',
        'sid',
        'bag_key',
        'idempotency_key',
        'request_fingerprint',
        'track_token',
        'payment_due_at',
        'created_at',
        'updated_at',
        'note',
        'upi_utr',
        'paid_at',
        'accepted_at',
        'packed_at',
        'shipped_at',
        'delivered_at',
        'cancelled_at',
        'rejected_at',
        'returned_at',
      ],
    ],
    ['an event', ORDER_EVENTS.insertCells({}).names, ['status', 'actor', 'note', 'at']],
    [
      'a line',
      ORDER_ITEMS.insertCells(line()).names,
      [
        'line_no',
        'kind',
        'item_id',
        'cat_id',
        'line_id',
        'name',
        'variant_label',
        'image',
        'qty',
        'unit_price',
        'gst_percent',
        'gst',
        'line_total',
        'hsn',
      ],
    ],
  ])('inserts every column of %s once', (_, names, expected) => {
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...expected].sort());
  });

  it("keeps the order's field order (the order of its keys in every reply built from it)", () => {
    expect(Object.keys(ORDERS.fromRow(stored(ORDERS, order())))).toEqual(ORDERS.select().split(', '));
  });

  it.each([
    ['a cash order just placed', order()],
    [
      'a UPI order paid, with its times and codes',
      order({
        status: 'DELIVERED',
        payment_method: 'UPI',
        paid_upi: 32000,
        cash_due: 0,
        upi_utr: '123456789012',
        payment_due_at: 5,
        paid_at: 6,
        coupon_code: 'DIWALI',
        referral_code: 'ASHA10',
        reseller_uid: 'u9',
        note: 'left at the gate',
        distance_km: 2.5,
        accepted_at: 7,
        packed_at: 8,
        shipped_at: 9,
        delivered_at: 10,
        address: { ...address, LAT: 28.65, LNG: 77.23, DISTANCE: 2.5, GSTIN: '07AAACB1234C1Z5', LANG: 'hi' },
        totals: { ...bill, extras: [{ name: 'Packing', amount: 1000 }] },
      }),
    ],
  ])('reads back the order it stored: %s', (_, o) => expect(ORDERS.fromRow(stored(ORDERS, o))).toEqual(o));

  it.each([
    ['an item line', line({ gst_percent: 5, gst: 1524, hsn: '0801' })],
    [
      'a manual line',
      line({
        kind: 'manual',
        item_id: null,
        cat_id: null,
        unit_price: null,
        line_total: 0,
        line_id: 'm1',
        name: 'Two lemons',
      }),
    ],
  ])('reads back the line it stored: %s', (_, l) => expect(ORDER_ITEMS.fromRow(stored(ORDER_ITEMS, l))).toEqual(l));

  it.each([
    ['placed by the shopper', { status: 'PLACED', actor: 'shopper', note: '', at: 1 }],
    [
      'cancelled by the system, with its reason',
      {
        status: 'CANCELLED',
        actor: 'system',
        note: 'The UPI payment did not arrive in time, so the order was cancelled.',
        at: 2,
      },
    ],
  ] satisfies [string, OrderEvent][])('reads back the event it stored: %s', (_, e) => {
    expect(ORDER_EVENTS.fromRow(stored(ORDER_EVENTS, e))).toEqual(e);
    expect(() => ORDER_EVENTS.fromRow({ ...stored(ORDER_EVENTS, e), actor: 'courier' })).toThrow();
  });

  it.each([
    [
      "the bill's reward points stay in the cell, not in the read shape",
      { totals: JSON.stringify({ ...bill, rewards: { points: 50, value: 500 } }) },
      { totals: bill },
    ],
    [
      'a bill kept before its extras were',
      { totals: JSON.stringify({ ...bill, extras: undefined }) },
      { totals: bill },
    ],
    [
      'an address kept before its second line, landmark and location were',
      {
        address: JSON.stringify({
          id: 'a1',
          NAME: 'Asha',
          PHONE: '9810012345',
          LINE1: '12 Chandni Chowk',
          CITY: 'Delhi',
          STATE: 'Delhi',
          PIN: '110006',
        }),
      },
      { address },
    ],
    [
      'NULL times and codes are null',
      { paid_at: null, coupon_code: null, distance_km: null },
      { paid_at: null, coupon_code: null, distance_km: null },
    ],
  ])('reads rows: %s', (_, cells, expected) => {
    const read = ORDERS.fromRow({ ...stored(ORDERS, order()), ...cells });
    expect(read).toMatchObject(expected);
    expect(Object.keys(read.address)).toEqual([
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
    ]);
  });

  it.each([
    ['a bill that is not JSON', { totals: '{' }],
    ['an address with no name', { address: JSON.stringify({ ...address, NAME: undefined }) }],
    ['a status no order has', { status: 'LOST' }],
    ['a total that is not paise', { total: 12.5 }],
    ['a payment method the shop does not take', { payment_method: 'CARD' }],
  ])('refuses a row the schema refuses: %s', (_, cells) => {
    expect(() => ORDERS.fromRow({ ...stored(ORDERS, order()), ...cells })).toThrow();
  });

  it('writes the bill and the address as the JSON placement kept, reward points included', () => {
    const totals = { ...bill, rewards: { points: 50, value: 500 } };
    const { names, cells } = ORDERS.insertCells(order({ totals }));
    expect(cells[names.indexOf('totals')]).toBe(JSON.stringify(totals));
    expect(cells[names.indexOf('address')]).toBe(JSON.stringify(address));
  });
});
