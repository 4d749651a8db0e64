import { describe, expect, it } from 'vitest';
import {
  deliveryAddressOf,
  fulfillmentState,
  isBuyerCancelReason,
  networkOrderMessage,
  networkOrderState,
  sellerCancelReason,
  type NetworkOrderView,
} from '../../../src/domain/ondc/network-order';
import type { OrderStatus } from '../../../src/domain/orders/status';

describe('the network states of an order', () => {
  const table: [OrderStatus, string, string, string | null][] = [
    ['AWAITING_PAYMENT', 'Created', 'Pending', null],
    ['PLACED', 'Created', 'Pending', null],
    ['ACCEPTED', 'Accepted', 'Pending', null],
    ['PACKED', 'In-progress', 'Packed', null],
    ['SHIPPED', 'In-progress', 'Out-for-delivery', null],
    ['DELIVERED', 'Completed', 'Order-delivered', null],
    ['CANCELLED', 'Cancelled', 'Cancelled', '005'],
    ['REJECTED', 'Cancelled', 'Cancelled', '005'],
    ['RETURNED', 'Cancelled', 'RTO-Delivered', '013'],
  ];
  it.each(table)('%s is order %s, fulfilment %s, seller reason %s', (status, order, fulfilment, reason) => {
    expect(networkOrderState(status)).toBe(order);
    expect(fulfillmentState(status)).toBe(fulfilment);
    expect(sellerCancelReason(status)).toBe(reason);
  });

  it.each([
    ['010', true],
    ['001', true],
    ['002', false],
    ['999', false],
    [10, false],
    ['toString', false],
  ])('buyer cancel reason %s is accepted: %s', (code, ok) => {
    expect(isBuyerCancelReason(code)).toBe(ok);
  });
});

const ADDRESS = {
  name: 'Meera Sharma',
  building: 'B-14',
  locality: 'Lajpat Nagar',
  city: 'New Delhi',
  state: 'delhi',
  area_code: '110024',
};
const orderWith = (address: Record<string, unknown>, phone = '+91 98110 22334', gps = '28.5677, 77.2633') => ({
  fulfillments: [{ end: { location: { gps, address }, contact: { phone } } }],
});

describe('the delivery address of a confirm', () => {
  it('reads the ONDC address into the shop address, with the state by its official name', () => {
    expect(deliveryAddressOf(orderWith(ADDRESS))).toEqual({
      ok: true,
      address: {
        NAME: 'Meera Sharma',
        PHONE: '9811022334',
        LINE1: 'B-14',
        LINE2: 'Lajpat Nagar',
        LANDMARK: '',
        CITY: 'New Delhi',
        STATE: 'Delhi',
        PIN: '110024',
        LAT: 28.5677,
        LNG: 77.2633,
      },
    });
  });
  it.each([
    [{ ...ADDRESS, area_code: '1100' }, 'area_code'],
    [{ ...ADDRESS, state: 'Atlantis' }, 'state'],
    [{ ...ADDRESS, city: '' }, 'city'],
    [{ ...ADDRESS, name: '' }, 'name'],
    [{ ...ADDRESS, building: '', locality: '' }, 'building or locality'],
    [{ ...ADDRESS, name: 'Meera \ud800' }, 'name'],
  ])('refuses %j naming %s', (address, named) => {
    const read = deliveryAddressOf(orderWith(address));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.rsn).toContain(named);
  });
  it('refuses a phone that is not an Indian mobile, and reads no location from a bad gps', () => {
    expect(deliveryAddressOf(orderWith(ADDRESS, '12345')).ok).toBe(false);
    const read = deliveryAddressOf(orderWith(ADDRESS, '9811022334', 'north pole'));
    expect(read.ok && read.address.LAT).toBe(null);
  });
});

describe('the order message', () => {
  const view: NetworkOrderView = {
    networkOrderId: 'net-1',
    status: 'CANCELLED',
    createdAt: Date.UTC(2026, 10, 29, 6, 0),
    updatedAt: Date.UTC(2026, 10, 29, 6, 5),
    providerId: 'dilli-kirana',
    shopName: 'Dilli Kirana',
    lines: [{ itemId: 'rice', name: 'Basmati Rice', qty: 2, unitPrice: 25000, tax: 0 }],
    totals: { delivery: 3000, extra_charges: 500, discount: 1000, total: 52500 },
    billing: { name: 'Meera' },
    fulfillmentEnd: { contact: { phone: '9811022334' } },
    payment: { '@ondc/org/settlement_basis': 'delivery' },
    paymentType: 'ON-FULFILLMENT',
    cancellation: { by: 'buyer', reason: '010' },
    start: {},
    timeToShip: 'PT45M',
  };
  it('prices the placed order, says who cancelled and why, and leaves cash on delivery unpaid', () => {
    const m = networkOrderMessage(view) as Record<string, any>;
    expect(m).toMatchObject({
      id: 'net-1',
      state: 'Cancelled',
      cancellation: { cancelled_by: 'buyer', reason: { id: '010' } },
      payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID', params: { amount: '525.00' } },
      quote: { price: { value: '525.00' } },
      created_at: '2026-11-29T06:00:00.000Z',
    });
    const breakup = m.quote.breakup as { '@ondc/org/title_type': string; price: { value: string } }[];
    expect(breakup.map((b) => [b['@ondc/org/title_type'], b.price.value])).toEqual([
      ['item', '500.00'],
      ['tax', '0.00'],
      ['delivery', '30.00'],
      ['packing', '5.00'],
      ['discount', '-10.00'],
    ]);
  });
  it('says a prepaid order is paid and carries no cancellation while it is live', () => {
    const m = networkOrderMessage({ ...view, status: 'PACKED', paymentType: 'ON-ORDER', cancellation: null });
    expect(m).toMatchObject({ state: 'In-progress', payment: { status: 'PAID', collected_by: 'BAP' } });
    expect(m.cancellation).toBeUndefined();
  });
});
