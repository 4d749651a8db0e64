import { describe, expect, it } from 'vitest';
import {
  deliveryAddressOf,
  fulfillmentState,
  isBuyerCancelReason,
  isNetworkShopper,
  networkOrderMessage,
  networkOrderState,
  sellerCancelReason,
  shopStateOf,
  type NetworkOrderView,
} from '../../../src/domain/ondc/network-order';
import type { OrderStatus } from '../../../src/domain/orders/status';

describe('the network states of an order', () => {
  const table: [OrderStatus, string, string, string | null][] = [
    ['AWAITING_PAYMENT', 'Created', 'Pending', null],
    ['PLACED', 'Created', 'Pending', null],
    ['ACCEPTED', 'Accepted', 'Pending', null],
    ['PACKED', 'In-progress', 'Packed', null],
    ['SHIPPED', 'In-progress', 'Order-picked-up', null],
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

describe('whose move the network hears of', () => {
  it.each([
    ['ondc-0a1b2c3d4e5f60718293a4b5', true],
    ['a-storefront-shopper', false],
    ['Xy3kP0ondc-', false],
    ['', false],
  ])('%s: %s', (uid, network) => {
    expect(isNetworkShopper(uid)).toBe(network);
  });
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
    buyerAppId: 'buyer.test',
    cancellation: { by: 'buyer', reason: '010' },
    start: {},
    timeToShip: 'PT45M',
    gstin: '07AAJPA4821K1ZU',
    confirmedCreatedAt: null,
    buyerTerms: null,
    shippedAt: null,
    deliveredAt: null,
  };
  it('prices the placed order while it is live, and leaves cash on delivery unpaid', () => {
    const m = networkOrderMessage({ ...view, status: 'ACCEPTED', cancellation: null }) as Record<string, any>;
    expect(m).toMatchObject({
      id: 'net-1',
      state: 'Accepted',
      payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID', params: { amount: '525.00' } },
      quote: { price: { value: '525.00' } },
      created_at: '2026-11-29T06:00:00.000Z',
    });
    expect(m.cancellation).toBeUndefined();
    const breakup = m.quote.breakup as { '@ondc/org/title_type': string; price: { value: string } }[];
    expect(breakup.map((b) => [b['@ondc/org/title_type'], b.price.value])).toEqual([
      ['item', '500.00'],
      ['tax', '0.00'],
      ['delivery', '30.00'],
      ['packing', '5.00'],
      ['discount', '-10.00'],
    ]);
  });

  it('cancelled: says who and why, zeroes the quote, and gives back each line in a Cancel fulfillment (retail 1.2.5)', () => {
    const precancel = { status: 'PLACED' as const, at: Date.UTC(2026, 10, 29, 6, 1) };
    const m = networkOrderMessage({ ...view, precancel }) as Record<string, any>;
    expect(m).toMatchObject({
      state: 'Cancelled',
      cancellation: { cancelled_by: 'buyer.test', reason: { id: '010' } },
      quote: { price: { value: '0.00' } },
      payment: { params: { amount: '525.00' } },
    });
    // the forward line at 0, the same line under the Cancel fulfillment at its count
    expect(m.items).toEqual([
      { id: 'rice', fulfillment_id: '1', quantity: { count: 0 } },
      { id: 'rice', fulfillment_id: 'C1', quantity: { count: 2 } },
    ]);
    const breakup = m.quote.breakup as Record<string, any>[];
    expect(breakup.map((b) => [b['@ondc/org/title_type'], b.price.value, b['@ondc/org/item_quantity']?.count])).toEqual(
      [
        ['item', '0.00', 0],
        ['tax', '0.00', undefined],
        ['delivery', '0.00', undefined],
        ['packing', '0.00', undefined],
      ],
    );
    const [delivery, cancel] = m.fulfillments;
    expect(delivery).toMatchObject({ id: '1', type: 'Delivery', state: { descriptor: { code: 'Cancelled' } } });
    expect(delivery.tags).toEqual([
      {
        code: 'cancel_request',
        list: [
          { code: 'reason_id', value: '010' },
          { code: 'initiated_by', value: 'buyer.test' },
        ],
      },
      {
        code: 'precancel_state',
        list: [
          { code: 'fulfillment_state', value: 'Pending' },
          { code: 'updated_at', value: '2026-11-29T06:01:00.000Z' },
        ],
      },
    ]);
    expect(cancel).toMatchObject({ id: 'C1', type: 'Cancel', state: { descriptor: { code: 'Cancelled' } } });
    const trail = (cancel.tags as { code: string; list: { code: string; value: string }[] }[]).map((t) => {
      expect(t.code).toBe('quote_trail');
      return Object.fromEntries(t.list.map((e) => [e.code, e.value]));
    });
    expect(trail).toEqual([
      { type: 'item', id: 'rice', currency: 'INR', value: '-500.00' },
      { type: 'delivery', id: '1', currency: 'INR', value: '-30.00' },
      { type: 'packing', id: '1', currency: 'INR', value: '-5.00' },
      { type: 'misc', id: '1', currency: 'INR', value: '10.00' },
    ]);
    // what the quote says now, less the trail, is what was confirmed (the network's check)
    const given = trail.reduce((sum, t) => sum - Number(t.value), 0);
    expect(Number(m.quote.price.value) + given).toBe(525);
    // the shop's own cancel names the shop, and before any move the state before is the placed one
    const bySeller = networkOrderMessage({ ...view, cancellation: { by: 'seller', reason: '005' } }) as Record<
      string,
      any
    >;
    expect(bySeller.cancellation.cancelled_by).toBe('dilli-kirana');
    expect(bySeller.fulfillments[0].tags[1].list[1].value).toBe('2026-11-29T06:00:00.000Z');
  });

  it('promises pick-up within the time to ship and delivery within the hour after, with the times once they happen', () => {
    const placed = networkOrderMessage({ ...view, status: 'ACCEPTED', cancellation: null }) as Record<string, any>;
    const [f] = placed.fulfillments;
    expect(f['@ondc/org/TAT']).toBe('PT105M');
    expect(f.start.time).toEqual({ range: { start: '2026-11-29T06:00:00.000Z', end: '2026-11-29T06:45:00.000Z' } });
    expect(f.end.time).toEqual({ range: { start: '2026-11-29T06:45:00.000Z', end: '2026-11-29T07:45:00.000Z' } });
    expect(f.tags).toEqual([{ code: 'routing', list: [{ code: 'type', value: 'P2P' }] }]);
    const delivered = networkOrderMessage({
      ...view,
      status: 'DELIVERED',
      cancellation: null,
      shippedAt: Date.UTC(2026, 10, 29, 6, 30),
      deliveredAt: Date.UTC(2026, 10, 29, 7, 0),
    }) as Record<string, any>;
    expect(delivered.fulfillments[0].start.time.timestamp).toBe('2026-11-29T06:30:00.000Z');
    expect(delivered.fulfillments[0].end.time.timestamp).toBe('2026-11-29T07:00:00.000Z');
    // cash on delivery: paid at the door, and says when
    expect(delivered.payment).toMatchObject({ status: 'PAID', time: { timestamp: '2026-11-29T07:00:00.000Z' } });
    expect(placed.payment.time).toBeUndefined();
  });

  it("echoes the buyer app's created_at and terms beside the shop's tax numbers; on_confirm is updated at its own instant", () => {
    const terms = { code: 'bap_terms', list: [{ code: 'accept_bpp_terms', value: 'Y' }] };
    const m = networkOrderMessage({
      ...view,
      status: 'PLACED',
      cancellation: null,
      confirmedCreatedAt: '2026-11-29T05:59:58.000Z',
      buyerTerms: terms,
      answeredAt: Date.UTC(2026, 10, 29, 5, 59, 59),
    }) as Record<string, any>;
    expect(m.created_at).toBe('2026-11-29T05:59:58.000Z');
    expect(m.updated_at).toBe('2026-11-29T05:59:59.000Z');
    expect(m.tags).toEqual([
      {
        code: 'bpp_terms',
        list: [
          { code: 'tax_number', value: '07AAJPA4821K1ZU' },
          { code: 'provider_tax_number', value: 'AAJPA4821K' },
          { code: 'np_type', value: 'MSN' },
        ],
      },
      terms,
    ]);
  });

  it.each([
    ['Shop 14, Lajpat Nagar, New Delhi, Delhi 110024', '', 'Delhi'],
    ['12 Marine Drive, Mumbai 400002', '27AAHFN5521K1Z3', 'Maharashtra'],
    ['Anna Salai, Chennai, Tamil Nadu', '07AAJPA4821K1ZU', 'Tamil Nadu'],
    ['somewhere', '', ''],
  ])('the shop at %s (GSTIN %s) is in %s', (address, gstin, state) => expect(shopStateOf(address, gstin)).toBe(state));

  it('says a prepaid order is paid and carries no cancellation while it is live', () => {
    const m = networkOrderMessage({ ...view, status: 'PACKED', paymentType: 'ON-ORDER', cancellation: null });
    expect(m).toMatchObject({ state: 'In-progress', payment: { status: 'PAID', collected_by: 'BAP' } });
    expect(m.cancellation).toBeUndefined();
  });
});
