import { describe, expect, it } from 'vitest';
import { renderIsland } from '../render-island';
import checkout, { type CheckoutProps } from '../../../client/islands/checkout';
import orderCancel from '../../../client/islands/order-cancel';
import { DEFAULT_CHECKOUT_PAYMENTS } from '../../../src/domain/orders/payment';

const props = (over: Partial<CheckoutProps> = {}): CheckoutProps => ({
  storeId: 'dilli-kirana',
  currency: 'INR',
  idempotencyKey: 'key-1',
  addressId: 'a1',
  method: 'COD',
  locationPick: true,
  notice: null,
  payments: DEFAULT_CHECKOUT_PAYMENTS,
  addresses: [
    {
      id: 'a1',
      name: 'Meera',
      line: 'B-14, New Delhi',
      phone: '+91 98110 22334',
      distanceKm: 1.95,
      delivery: { ok: true, charge: 3000 },
    },
    {
      id: 'a2',
      name: 'Office',
      line: 'Noida',
      phone: '+91 98110 22334',
      distanceKm: 14.3,
      delivery: { ok: false, rsn: 'Sorry, this shop delivers only within 10 km.' },
    },
  ],
  ledgers: { wallet: { enabled: true, balance: 0 }, udhaar: { enabled: true, limit: 200000, owed: 0 } },
  quote: {
    lines: [{ key: 'l1', name: 'Parmal Sela', variant: '', qty: 2, unitPrice: 5200, lineTotal: 10400, image: '' }],
    totals: { subtotal: 10400, gst: 0, delivery: 3000, extra_charges: 500, discount: 0, total: 13900 },
    extras: [{ name: 'Packing', amount: 500 }],
    itemsCount: 2,
    split: { method: 'COD', fromWallet: 0, toUdhaar: 0, byUpi: 0, cashDue: 13900 },
    problem: null,
    distanceKm: 1.95,
    couponCode: null,
  },
  ...over,
});

/** Checkout renders on the server as a complete form, so it works before (and without) JavaScript. */
describe('checkout on the server', () => {
  it('is a form posting to the shop with the key, the chosen address and payment, and every line of the bill', () => {
    const html = renderIsland(checkout, props());
    expect(html).toContain('action="/dilli-kirana/checkout"');
    expect(html).toMatch(/name="idempotency_key" value="key-1"/);
    expect(html).toMatch(/<input type="radio" form="checkout-form" name="address_id" checked="" value="a1"\/>/);
    expect(html).toMatch(/<input type="radio" form="checkout-form" name="payment_method" checked="" value="COD"\/>/);
    expect(html).toMatch(
      /<input type="radio" form="checkout-form" disabled="" name="payment_method" value="WALLET"\/>/,
    );
    expect(html).toContain('Your wallet is empty.');
    expect(html).toContain('Sorry, this shop delivers only within 10 km.');
    for (const text of ['Delivery (1.95 km)', 'Packing', '₹139', 'Update total']) expect(html).toContain(text);
    expect(html).not.toContain('<form class="form address-form"');
  });

  it('shows the reason an order cannot be placed', () => {
    const html = renderIsland(
      checkout,
      props({
        quote: {
          ...props().quote,
          problem: { code: 'BELOW_MINIMUM', rsn: 'Add ₹50 more to place your order (minimum ₹150).' },
        },
      }),
    );
    expect(html).toMatch(/role="alert"[^>]*>Add ₹50 more/);
  });

  it.each([
    ['UPI on', { ...DEFAULT_CHECKOUT_PAYMENTS, upi: true }, /value="UPI"/, null],
    ['UPI off', DEFAULT_CHECKOUT_PAYMENTS, null, /value="UPI"/],
    [
      "COD above the shop's limit",
      { ...DEFAULT_CHECKOUT_PAYMENTS, upi: true, codMaxOrderValue: 10000 },
      /disabled="" name="payment_method"( checked="")? value="COD"/,
      null,
    ],
    [
      'COD after two refused deliveries',
      { ...DEFAULT_CHECKOUT_PAYMENTS, refusedDeliveries: 2 },
      /Cash on delivery is not available for your account/,
      null,
    ],
  ] as const)("offers the shop's ways to pay: %s", (_label, payments, shows, hides) => {
    const html = renderIsland(checkout, props({ payments }));
    if (shows) expect(html).toMatch(shows);
    if (hides) expect(html).not.toMatch(hides);
  });

  it('cancel is a plain form too', () => {
    expect(renderIsland(orderCancel, { storeId: 's', orderId: '260101-AAAAAA' })).toMatch(
      /action="\/s\/track\/260101-AAAAAA\/cancel"/,
    );
  });
});
