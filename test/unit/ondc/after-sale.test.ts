import { describe, expect, it } from 'vitest';
import { readRatings, readUpdate, supportMessage } from '../../../src/domain/ondc/after-sale';

const SETTLEMENT = [{ settlement_counterparty: 'seller-app', settlement_type: 'upi' }];

describe('the ratings a buyer app sends', () => {
  it.each([
    ['one order rating', [{ rating_category: 'Order', id: 'O1', value: '5' }], { ok: true }],
    [
      'an item and a provider',
      [
        { rating_category: 'Item', id: 'rice', value: '1' },
        { rating_category: 'Provider', id: 'shop-1', value: '3' },
      ],
      { ok: true },
    ],
    ['no ratings', [], { ok: false, rsn: 'message.ratings must list 1 to 10 ratings.' }],
    [
      'eleven ratings',
      Array.from({ length: 11 }, () => ({ rating_category: 'Item', id: 'rice', value: '2' })),
      { ok: false },
    ],
    ['an unknown category', [{ rating_category: 'Mood', id: 'O1', value: '5' }], { ok: false }],
    [
      'a value of 0',
      [{ rating_category: 'Order', id: 'O1', value: '0' }],
      { ok: false, rsn: 'ratings[0].value must be "1" to "5".' },
    ],
    ['a number, not a string', [{ rating_category: 'Order', id: 'O1', value: 5 }], { ok: false }],
    ['an id with a quote', [{ rating_category: 'Order', id: 'O"1', value: '5' }], { ok: false }],
    ['not an object', ['five'], { ok: false }],
  ])('%s', (_name, ratings, expected) => {
    expect(readRatings({ ratings })).toMatchObject(expected);
  });

  it('reads the values as numbers', () => {
    expect(readRatings({ ratings: [{ rating_category: 'Fulfillment', id: '1', value: '4' }] })).toEqual({
      ok: true,
      ratings: [{ category: 'Fulfillment', id: '1', value: 4 }],
    });
  });
});

describe('the updates the node takes', () => {
  it.each([
    [
      'settlement details',
      { update_target: 'payment', order: { payment: { '@ondc/org/settlement_details': SETTLEMENT } } },
      { ok: true, target: 'payment' },
    ],
    [
      'a payment update without them',
      { update_target: 'payment', order: { payment: {} } },
      { ok: false, code: '30000' },
    ],
    ['a part cancel', { update_target: 'item', order: { items: [] } }, { ok: false, code: '40000' }],
    ['a fulfilment change', { update_target: 'fulfillment', order: {} }, { ok: false, code: '40000' }],
    ['an unknown target', { update_target: 'price', order: {} }, { ok: false, code: '30000' }],
    ['no order', { update_target: 'payment' }, { ok: false, code: '30000' }],
  ])('%s', (_name, message, expected) => {
    expect(readUpdate(message)).toMatchObject(expected);
  });
});

describe('on_support', () => {
  it("gives the shop's consumer care for the order", () => {
    expect(
      supportMessage('O1', { name: 'Care', email: 'care@shop.test', phone: '9876500000' }, 'https://x.test/shop'),
    ).toEqual({
      support: {
        ref_id: 'O1',
        order_id: 'O1',
        phone: '9876500000',
        callback_phone: '9876500000',
        email: 'care@shop.test',
        url: 'https://x.test/shop',
      },
    });
  });
});
