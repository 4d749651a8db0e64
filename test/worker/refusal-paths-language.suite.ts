import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { Shopper, sql } from './cart-helpers';
import { get } from './helpers';
import { Buyer, createOrderShop, FAR } from './orders-helpers';
import { said, type Said } from '../../src/domain/i18n/said';
import { speak } from '../../src/render/i18n';

/**
 * Every refusal path of the cart, coupons, checkout, the delivery check and sign-in, asked for in Hindi and in
 * Tamil: the reply keeps its `code` and says the rule's sentence in that language (its own script, no English word).
 */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
const DAY = 86_400_000;
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop({ MINIMUM_CART_VALUE: 0, SERVICEABLE_PINCODES: [] });
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  const now = Date.now();
  await sql(
    shop,
    `INSERT INTO coupons (code, type, value, valid_from, valid_to, usage_limit, used_count, min_cart_value, is_active) VALUES
      ('OLD', 'FLAT', 1000, NULL, ?1, NULL, 0, NULL, 1), ('SOON', 'FLAT', 1000, ?2, NULL, NULL, 0, NULL, 1),
      ('GONE', 'FLAT', 1000, NULL, NULL, 5, 5, NULL, 1), ('BIG', 'FLAT', 1000, NULL, NULL, NULL, 0, 100000, 1)`,
    now - 5 * DAY,
    now + 5 * DAY,
  );
  await sql(
    shop,
    "INSERT INTO items (id, cat_id, name, price, stock_qty, variants, is_disabled) VALUES ('old-stock', 'staples', 'Old Stock', 100, NULL, '{}', 1)",
  );
}, 120_000);

type Lang = keyof typeof SCRIPT;
/** A reply's refusal: its code, and the message (with values) it must say. */
type Expect = { code: string; say: Said; http?: number };

function expectSaid(lang: Lang, body: any, want: Expect) {
  expect(body).toMatchObject({ code: want.code, rsn: speak(lang, want.say) });
  expect(body.rsn).toMatch(SCRIPT[lang]);
  expect(body.rsn).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
  expect(body.rsn).not.toBe(speak('en', want.say));
}

const cartCases: [string, (s: Shopper, h: Record<string, string>) => Promise<any>, Expect][] = [
  [
    'an unknown item',
    (s, h) => s.call('addProductToCart', { item: { ID: 'no-such-item' } }, h),
    { code: 'UNKNOWN_ITEM', say: said('problem.item.unknown') },
  ],
  [
    'an item taken off sale',
    (s, h) => s.call('addProductToCart', { item: { ID: 'old-stock' } }, h),
    { code: 'ITEM_UNAVAILABLE', say: said('problem.item.unavailable', { item: 'Old Stock' }) },
  ],
  [
    'more than the stock',
    (s, h) => s.call('addProductToCart', { item: { ID: 'ghee', selectedQuantity: 2 } }, h),
    { code: 'OUT_OF_STOCK', say: said('problem.stock.onlyMore', { item: 'Desi Ghee', left: 1 }) },
  ],
  [
    'the last unit already in the bag',
    async (s, h) => {
      await s.add('ghee');
      return s.call('addProductToCart', { item: { ID: 'ghee' } }, h);
    },
    { code: 'OUT_OF_STOCK', say: said('problem.stock.allInBag', { item: 'Desi Ghee' }) },
  ],
  [
    'a pack not chosen',
    (s, h) => s.call('addProductToCart', { item: { ID: 'tea' } }, h),
    { code: 'VARIANT_REQUIRED', say: said('problem.choice.variantRequired') },
  ],
  [
    'a pack that does not exist',
    (s, h) => s.call('addProductToCart', { item: { ID: 'tea', variantKey: '5kg' } }, h),
    { code: 'UNKNOWN_VARIANT', say: said('problem.choice.variantGone') },
  ],
  [
    'a line no longer in the bag',
    async (s, h) => {
      await s.add('dal');
      return s.call('removeCartItem', { product_id_in_cart: 'rice____' }, h);
    },
    { code: 'UNKNOWN_LINE', say: said('problem.bag.lineGone') },
  ],
  [
    'too many units',
    (s, h) => s.call('addProductToCart', { item: { ID: 'dal', selectedQuantity: 1000 } }, h),
    { code: 'TOO_LARGE', say: said('problem.quantity.tooLarge', { max: 999 }) },
  ],
  [
    'an unknown coupon',
    (s, h) => s.call('addCouponToCart', { coupon_id: 'NOPE' }, h),
    { code: 'COUPON_UNKNOWN', say: said('problem.coupon.unknown', { code: 'NOPE' }) },
  ],
  [
    'a coupon used up',
    (s, h) => s.call('addCouponToCart', { coupon_id: 'GONE' }, h),
    { code: 'COUPON_USED_UP', say: said('problem.coupon.usedUp', { code: 'GONE' }) },
  ],
  [
    'a coupon below its minimum',
    async (s, h) => {
      await s.add('dal');
      return s.call('addCouponToCart', { coupon_id: 'BIG' }, h);
    },
    {
      code: 'COUPON_BELOW_MINIMUM',
      say: said('problem.coupon.belowMinimum', { code: 'BIG', missing: { paise: 94_000 } }),
    },
  ],
  [
    'a manual item without a name',
    (s, h) => s.call('addManualItem', { manual_item: { name: '   ', quantity: 1 } }, h),
    { code: 'BAD_NAME', say: said('problem.bag.manualName') },
  ],
  [
    'a merge before signing in',
    (s, h) => s.call('mergeCartAfterLogin', { guest_sid: 'x' }, h),
    { code: 'SIGN_IN_REQUIRED', say: said('problem.bag.signInFirst') },
  ],
];

describe.each(['hi', 'ta'] as const)('in %s', (lang) => {
  const h = { 'Accept-Language': lang };

  it.each(cartCases)(
    'the cart refuses %s',
    async (_name, act, want) => {
      const s = new Shopper(shop, true);
      await s.start();
      const r = await act(s, h);
      expect(r.body.status).not.toBe(1);
      expectSaid(lang, r.body, want);
    },
    60_000,
  );

  it.each([
    ['an expired coupon', 'OLD', 'problem.coupon.expired'],
    ['a coupon not yet valid', 'SOON', 'problem.coupon.notStarted'],
  ] as const)(
    'the cart refuses %s, with the date in the language',
    async (_name, code, id) => {
      const s = new Shopper(shop, true);
      await s.start();
      const r = await s.call('addCouponToCart', { coupon_id: code }, h);
      expect(r.body.code).toBe(`COUPON_${code === 'OLD' ? 'EXPIRED' : 'NOT_STARTED'}`);
      expect(r.body.rsn).toMatch(SCRIPT[lang]);
      expect(r.body.rsn.startsWith(code)).toBe(true);
      expect(r.body.rsn).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
      expect(r.body.rsn).not.toBe(speak('en', said(id, { code, date: { at: Date.now() } })));
    },
    60_000,
  );

  it('checkout refuses an empty bag, an unknown address, the COD limit, an empty wallet, an address beyond the radius', async () => {
    const b = await Buyer.signIn(shop);
    const near = await b.addAddress();
    const place = (body: Record<string, unknown>) => b.place(body, h);
    expectSaid(lang, (await place({ address_id: near, payment_method: 'COD' })).body, {
      code: 'EMPTY_BAG',
      say: said('problem.checkout.emptyBag'),
    });
    await b.add('rice', { selectedQuantity: 2 });
    expectSaid(lang, (await place({ address_id: 'no-such-address', payment_method: 'COD' })).body, {
      code: 'ADDRESS_NOT_FOUND',
      say: said('problem.checkout.addressGone'),
    });
    expectSaid(lang, (await place({ address_id: near, payment_method: 'WALLET' })).body, {
      code: 'WALLET_EMPTY',
      say: said('problem.pay.walletEmpty'),
    });
    expect((await owner('PATCH', shop, '/payments', { COD: { maxOrderValue: 10_000 } })).status).toBe(200);
    expectSaid(lang, (await place({ address_id: near, payment_method: 'COD' })).body, {
      code: 'COD_LIMIT',
      say: said('problem.pay.codLimit', { max: { paise: 10_000 } }),
    });
    const quote = await b.request('POST', '/api/v2/orders/quote', { address_id: near, payment_method: 'COD' }, h);
    expectSaid(lang, quote.body.quote.problem, {
      code: 'COD_LIMIT',
      say: said('problem.pay.codLimit', { max: { paise: 10_000 } }),
    });
    expect((await owner('PATCH', shop, '/payments', { COD: { maxOrderValue: 10_000_000 } })).status).toBe(200);
    const far = await b.addAddress(FAR);
    const out = await place({ address_id: far, payment_method: 'COD' });
    expect(out.body.code).toBe('OUT_OF_RADIUS');
    expect(out.body.rsn).toMatch(SCRIPT[lang]);
    expect(out.body.rsn).toContain(lang === 'hi' ? '10 किमी' : '10 கி.மீ.');
  }, 120_000);

  it('checkout refuses an order the stock can no longer cover', async () => {
    const b = await Buyer.signIn(shop);
    const near = await b.addAddress();
    await b.add('rice', { selectedQuantity: 3 });
    await sql(shop, "UPDATE items SET stock_qty = 0 WHERE id = 'rice'");
    try {
      expectSaid(lang, (await b.place({ address_id: near, payment_method: 'COD' }, h)).body, {
        code: 'OUT_OF_STOCK',
        say: said('problem.checkout.outOfStock', { item: 'Basmati Rice' }),
      });
    } finally {
      await sql(shop, "UPDATE items SET stock_qty = 10 WHERE id = 'rice'");
    }
  }, 120_000);

  it('the delivery check refuses a malformed PIN', async () => {
    const res = await get(`/api/v2/delivery-check?pin=012345&lang=${lang}`, { headers: { storeID: shop } });
    expect(res.status).toBe(400);
    expectSaid(lang, await res.json(), { code: 'BAD_PIN', say: said('problem.delivery.badPin') });
  });

  it.each([
    ['a body that is not JSON', '[1]', 'BAD_JSON', 'problem.signin.badBody'],
    ['a token that is not one', JSON.stringify({ idToken: 'x'.repeat(40) }), 'TOKEN_INVALID', 'problem.signin.invalid'],
  ] as const)('sign-in refuses %s', async (_name, body, code, id) => {
    const res = await SELF.fetch('http://localhost/api/v2/auth/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
      body,
    });
    expect(res.status).toBeLessThan(500);
    expectSaid(lang, await res.json(), { code, say: said(id) });
  });
});
