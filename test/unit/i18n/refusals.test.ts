import { describe, expect, it } from 'vitest';
import { evaluateCoupon, type Coupon } from '../../../src/domain/cart/coupons';
import { validateQuantity } from '../../../src/domain/cart/quantity';
import { codAllows, DEFAULT_CHECKOUT_PAYMENTS, splitPayment } from '../../../src/domain/orders/payment';
import {
  checkPincode,
  deliveryAnswer,
  deliveryAnswerSaid,
  notServiceable,
  notServiceableSaid,
} from '../../../src/domain/orders/delivery-area';
import { formatMoney } from '../../../src/domain/money';
import { said, type Said } from '../../../src/domain/i18n/said';
import { speak } from '../../../src/render/i18n';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { en } from '../../../src/domain/i18n/messages/en';
import { MAX_BAG_LINES, planAdd, planSetQty, UNKNOWN_LINE } from '../../../src/domain/cart/bag-lines';
import { TOO_MANY_MANUAL_ITEMS, UNKNOWN_MANUAL_ITEM } from '../../../src/domain/cart/manual-items';
import { itemUnavailable, UNKNOWN_ITEM } from '../../../src/domain/cart/add-refusals';
import { resolveChoice } from '../../../src/domain/cart/choice';
import { unitPriceFor } from '../../../src/domain/cart/gst';
import { deliveryCharge } from '../../../src/domain/cart/delivery';
import { quoteOrder, type QuoteInput } from '../../../src/domain/orders/quote';
import { redeemPoints } from '../../../src/domain/orders/rewards';
import * as placing from '../../../src/domain/orders/place-refusals';
import { RATE_LIMITS } from '../../../src/domain/rate-limits';
import type { Item } from '../../../src/domain/tables/items';
import {
  canTransition,
  NO_SUCH_ORDER,
  NOT_UPI,
  ORDER_NOT_FOUND,
  orderBusy,
  type Actor,
  type OrderStatus,
} from '../../../src/domain/orders/status';
import * as owning from '../../../src/domain/owner/refusals';
import * as settings from '../../../src/domain/owner/setting-refusals';
import { RESOURCES } from '../../../src/app/owner/content-specs';
import { TOO_LARGE as PHOTO_TOO_LARGE, unsupportedImage } from '../../../src/domain/images/upload-rules';
import { facts, line } from '../cart/fixtures';

/**
 * Every refusal a domain rule can return, said in English, Hindi and Tamil: each names a message that exists, its
 * English is the rule's own `rsn`, and in Hindi and Tamil it is written in that script with no English left.
 */
const NOW = Date.UTC(2026, 10, 26, 6);
const DAY = 86_400_000;
const coupon = (over: Partial<Coupon>): Coupon => ({
  code: 'SAVE50',
  type: 'FLAT',
  value: 5_000,
  usedCount: 0,
  ...over,
});
const money = (p: number) => formatMoney(p);
const payments = {
  ...DEFAULT_CHECKOUT_PAYMENTS,
  codEnabled: true,
  upi: false,
  codMaxOrderValue: 500_000,
  refusedDeliveries: 0,
};

type Case = [name: string, result: { ok?: boolean; code?: string; rsn?: string; say?: Said }];
const names = { hi: 'चक्की आटा', ta: 'சக்கி ஆட்டா' };
const atta = facts({ names });
const inBag = (qty: number) => line({ names, qty });
const item = (over: Partial<Item> = {}): Item =>
  ({
    ID: 'atta',
    CAT_ID: 'flours',
    ITEM_NAME: 'Chakki Atta',
    ITEM_DESC: '',
    IMAGE: '',
    IMAGES: [],
    PRICE: 10000,
    MRP: null,
    GST_PERCENT: 5,
    STOCK_QTY: null,
    VARIANTS: { sizes: [], colors: [], prices: [] },
    POSITION: 0,
    IS_DISABLED: false,
    ...over,
  }) as Item;
const sized = item({ VARIANTS: { sizes: ['M', 'L'], colors: [{ name: 'Black', hex: '#000' }], prices: [] } as never });
const packs = item({
  VARIANTS: { sizes: [], colors: [], prices: [{ key: '1kg', label: '1 kg', price: 100 }] } as never,
});
const quote = (over: Partial<QuoteInput>) => ({
  ok: false,
  ...quoteOrder({
    lines: [inBag(2)],
    manual: [],
    couponCode: null,
    coupon: null,
    items: new Map([['atta', item()]]),
    disabledCatIds: [],
    rules: {
      GST: true,
      MINIMUM_CART_VALUE: 10000,
      MAX_DELIVERY_RADIUS: 5,
      WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 30000 },
      REWARDS: { enabled: true, pointValue: 100, maxShare: 10 },
    },
    currency: 'INR',
    now: NOW,
    distanceKm: 2,
    payment: { method: 'COD' },
    balances: { wallet: 0, udhaar: 0 },
    ...over,
  } as QuoteInput).problem!,
});
const rewards = { enabled: true, pointValue: 100, maxShare: 10 };
const refusals: Case[] = [
  ['coupon UNKNOWN', evaluateCoupon(null, { subtotal: 0, now: NOW, code: 'NOPE' })],
  ['coupon UNKNOWN without a code', evaluateCoupon(null, { subtotal: 0, now: NOW })],
  ['coupon NOT_STARTED', evaluateCoupon(coupon({ validFrom: NOW + 5 * DAY }), { subtotal: 10_000, now: NOW })],
  ['coupon EXPIRED', evaluateCoupon(coupon({ validTo: NOW - 5 * DAY }), { subtotal: 10_000, now: NOW })],
  ['coupon USED_UP', evaluateCoupon(coupon({ usageLimit: 3, usedCount: 3 }), { subtotal: 10_000, now: NOW })],
  [
    'coupon ALREADY_USED',
    evaluateCoupon(coupon({ perUserLimit: 1, userUsedCount: 1 }), { subtotal: 10_000, now: NOW }),
  ],
  ['coupon BELOW_MINIMUM', evaluateCoupon(coupon({ minCartValue: 12_345_600 }), { subtotal: 100, now: NOW })],
  ['quantity NOT_A_NUMBER', validateQuantity('2')],
  ['quantity NOT_WHOLE', validateQuantity(1.5)],
  ['quantity TOO_SMALL', validateQuantity(0)],
  ['quantity TOO_LARGE', validateQuantity(1000)],
  ['COD_OFF', codAllows({ ...payments, codEnabled: false }, 100, money)],
  ['COD_REFUSED', codAllows({ ...payments, refusedDeliveries: 2 }, 100, money)],
  ['COD_LIMIT', codAllows(payments, 600_000, money)],
  [
    'UPI_OFF',
    splitPayment({
      method: 'UPI',
      total: 100,
      config: undefined,
      walletBalance: 0,
      udhaarOwed: 0,
      formatMoney: money,
      payments,
    }),
  ],
  [
    'WALLET_OFF',
    splitPayment({
      method: 'WALLET',
      total: 100,
      config: undefined,
      walletBalance: 0,
      udhaarOwed: 0,
      formatMoney: money,
      payments,
    }),
  ],
  [
    'WALLET_EMPTY',
    splitPayment({
      method: 'WALLET',
      total: 100,
      config: { wallet: true, udhaar: false, udhaarLimit: 0 } as never,
      walletBalance: 0,
      udhaarOwed: 0,
      formatMoney: money,
      payments,
    }),
  ],
  [
    'UDHAAR_OFF',
    splitPayment({
      method: 'UDHAAR',
      total: 100,
      config: undefined,
      walletBalance: 0,
      udhaarOwed: 0,
      formatMoney: money,
      payments,
    }),
  ],
  [
    'UDHAAR_LIMIT',
    splitPayment({
      method: 'UDHAAR',
      total: 150_000,
      config: { wallet: false, udhaar: true, udhaarLimit: 100_000 } as never,
      walletBalance: 0,
      udhaarOwed: 20_000,
      formatMoney: money,
      payments,
    }),
  ],
  ['BAD_PIN', checkPincode('012345')],
  ['NOT_SERVICEABLE', { ok: false, rsn: notServiceable('560 001'), say: notServiceableSaid('560 001') }],
  [
    'delivers',
    {
      ok: false,
      rsn: deliveryAnswer('110024', true, 'Dilli Kirana'),
      say: deliveryAnswerSaid('110024', true, 'Dilli Kirana'),
    },
  ],
  [
    'does not deliver',
    {
      ok: false,
      rsn: deliveryAnswer('560001', false, 'Dilli Kirana'),
      say: deliveryAnswerSaid('560001', false, 'Dilli Kirana'),
    },
  ],
  // the bag's lines (domain/cart/bag-lines.ts, stock.ts, manual-items.ts), as the shop's object returns them
  ['bag OUT_OF_STOCK, none left', planAdd([], { ...atta, stockQty: 0 }, 1, { onlySingle: false, now: NOW })],
  [
    'bag OUT_OF_STOCK, all in the bag',
    planAdd([inBag(2)], { ...atta, stockQty: 2 }, 1, { onlySingle: false, now: NOW }),
  ],
  ['bag OUT_OF_STOCK, only some more', planSetQty([inBag(1)], atta.id, 5, 3)],
  ['bag TOO_MANY_UNITS', planAdd([inBag(999)], atta, 1, { onlySingle: false, now: NOW })],
  [
    'bag TOO_MANY_LINES',
    planAdd(
      Array.from({ length: MAX_BAG_LINES }, (_, i) => line({ id: `x${i}`, itemId: `x${i}` })),
      atta,
      1,
      { onlySingle: false, now: NOW },
    ),
  ],
  ['bag UNKNOWN_LINE', UNKNOWN_LINE],
  [
    'bag DIFFERENT_CATALOGUE',
    planAdd([line({ catId: 'rice', itemId: 'rice', id: 'rice____' })], atta, 1, { onlySingle: true, now: NOW }),
  ],
  ['bag TOO_MANY_MANUAL_ITEMS', TOO_MANY_MANUAL_ITEMS],
  ['bag UNKNOWN_MANUAL_ITEM', UNKNOWN_MANUAL_ITEM],
  ['add UNKNOWN_ITEM', { ok: false, ...UNKNOWN_ITEM }],
  ['add ITEM_UNAVAILABLE', { ok: false, ...itemUnavailable('Chakki Atta', names) }],
  ['choice UNKNOWN_SIZE', resolveChoice(sized, { size: 'XXL' })],
  ['choice SIZE_REQUIRED', resolveChoice(sized, {})],
  ['choice UNKNOWN_COLOR', resolveChoice(sized, { size: 'M', color: 'Pink' })],
  ['choice COLOR_REQUIRED', resolveChoice(sized, { size: 'M' })],
  ['choice UNKNOWN_VARIANT', resolveChoice(item(), { variantKey: '5kg' })],
  ['pack VARIANT_REQUIRED', unitPriceFor(packs, null)],
  ['pack UNKNOWN_VARIANT', unitPriceFor(packs, '5kg')],
  ['delivery OUT_OF_RADIUS', deliveryCharge({ subtotal: 100, rules: { MAX_DELIVERY_RADIUS: 5 }, distanceKm: 7.25 })],
  // checkout's quote (domain/orders/quote.ts)
  ['checkout EMPTY_BAG', quote({ lines: [] })],
  ['checkout ITEM_UNAVAILABLE', quote({ items: new Map() })],
  ['checkout OUT_OF_STOCK', quote({ items: new Map([['atta', item({ STOCK_QTY: 0 })]]) })],
  ['checkout OUT_OF_STOCK, fewer left', quote({ items: new Map([['atta', item({ STOCK_QTY: 1 })]]) })],
  ['checkout COUPON_UNKNOWN', quote({ couponCode: 'OLD' })],
  ['checkout BELOW_MINIMUM', quote({ lines: [inBag(1)], rules: { MINIMUM_CART_VALUE: 15000 } })],
  ['checkout OUT_OF_RADIUS', quote({ distanceKm: 5.2 })],
  ['checkout NOT_SERVICEABLE', quote({ pin: '560001', rules: { SERVICEABLE_PINCODES: ['110001'] } } as never)],
  [
    'checkout WALLET_SHORT',
    quote({ payment: { method: 'WALLET', walletAmount: 5000 }, balances: { wallet: 4000, udhaar: 0 } }),
  ],
  [
    'checkout WALLET_AMOUNT',
    quote({ payment: { method: 'WALLET', walletAmount: 30000 }, balances: { wallet: 90000, udhaar: 0 } }),
  ],
  ['checkout BAD_INPUT (wallet amount without the wallet)', quote({ payment: { method: 'COD', walletAmount: 100 } })],
  ['rewards BAD_POINTS', redeemPoints(rewards, 10, 1.5, 10000, money)],
  ['rewards REWARDS_OFF', redeemPoints(undefined, 10, 5, 10000, money)],
  ['rewards REWARDS_SHORT', redeemPoints(rewards, 3, 5, 10000, money)],
  ['rewards REWARDS_OVER_LIMIT', redeemPoints(rewards, 50, 20, 10000, money)],
  // placing (domain/orders/place-refusals.ts): the transaction found something changed
  ['place OUT_OF_STOCK, sold out now', placing.guardRefusal('STOCK', { name: 'Chakki Atta', left: 0 }, null)],
  ['place OUT_OF_STOCK, few left now', placing.guardRefusal('STOCK', { name: 'Chakki Atta', left: 2 }, null)],
  ['place OUT_OF_STOCK, stock changed', placing.guardRefusal('STOCK', null, null)],
  ['place COUPON_USED_UP', placing.guardRefusal('COUPON', null, 'SAVE50')],
  ['place COUPON_USED_UP without a code', placing.guardRefusal('COUPON', null, null)],
  ['place BAG_CHANGED', placing.guardRefusal('BAG', null, null)],
  ['place REWARDS_SHORT', placing.guardRefusal('REWARDS', null, null)],
  ['place WALLET_SHORT', placing.guardRefusal('WALLET', null, null)],
  ['place UDHAAR_LIMIT', placing.guardRefusal('UDHAAR', null, null)],
  ['place ADDRESS_NOT_FOUND', placing.ADDRESS_NOT_FOUND],
  ['place PAYMENT', placing.CHOOSE_PAYMENT],
  ['place IDEMPOTENCY_CONFLICT', placing.KEY_REUSED],
  ['place BAD_GSTIN', placing.BAD_BUYER_GSTIN],
  ['place BUSY', placing.PLACING_NOW],
  ['place BUSY, not placed', placing.NOT_PLACED_TRY_AGAIN],
  ['place SESSION_INVALID', placing.BAG_SESSION_GONE],
  ['place BAG_ALREADY_ORDERED', placing.alreadyOrdered(null)],
  ['place BAG_ALREADY_ORDERED, own order', placing.alreadyOrdered('ORD-26-0001')],
  ['place PRICE_CHANGED', placing.priceChanged(123_456_00)],
  // an order's moves (domain/orders/status.ts): the shopper's, the owner's and the payment deadline's
  ...(
    [
      ['SAME', 'ACCEPTED', 'ACCEPTED', 'owner'],
      ['SAME (UTR)', 'PAYMENT_SUBMITTED', 'PAYMENT_SUBMITTED', 'shopper'],
      ['FINAL', 'DELIVERED', 'CANCELLED', 'owner'],
      ['FINAL', 'REJECTED', 'PLACED', 'owner'],
      ['NOT_ALLOWED, expiry', 'PLACED', 'CANCELLED', 'system'],
      ['NOT_ALLOWED, provider', 'ACCEPTED', 'PLACED', 'system'],
      ['NOT_ALLOWED, UTR again', 'PAYMENT_SUBMITTED', 'AWAITING_PAYMENT', 'shopper'],
      ['NOT_ALLOWED, UTR sent twice', 'PAYMENT_SUBMITTED', 'PAYMENT_SUBMITTED', 'owner'],
      ['NOT_ALLOWED, no UTR wanted', 'PLACED', 'PAYMENT_SUBMITTED', 'shopper'],
      ['NOT_ALLOWED, too late to cancel', 'ACCEPTED', 'CANCELLED', 'shopper'],
      ['NOT_ALLOWED, shop only', 'PLACED', 'ACCEPTED', 'shopper'],
      ['NOT_ALLOWED, reject', 'PACKED', 'REJECTED', 'owner'],
      ['NOT_ALLOWED, unpaid', 'AWAITING_PAYMENT', 'ACCEPTED', 'owner'],
      ['NOT_ALLOWED, return', 'PACKED', 'RETURNED', 'owner'],
      ['NOT_ALLOWED, paid', 'ACCEPTED', 'AWAITING_PAYMENT', 'owner'],
      ['NOT_ALLOWED, next step', 'PLACED', 'SHIPPED', 'owner'],
      ['NOT_ALLOWED, next step from packed', 'PACKED', 'DELIVERED', 'owner'],
    ] as [string, OrderStatus, OrderStatus, Actor][]
  ).map(
    ([what, from, to, actor]): Case => [`move ${what}: ${from} -> ${to} (${actor})`, canTransition(from, to, actor)],
  ),
  ['move NOT_FOUND', ORDER_NOT_FOUND],
  ['move NOT_FOUND (owner API)', { ok: false, ...NO_SUCH_ORDER }],
  ['move NOT_UPI', { ok: false, ...NOT_UPI }],
  ['move BUSY', orderBusy('PACKED')],
  ['move BUSY, status unknown', orderBusy(null)],
  // the owner API's catalogue refusals (domain/owner/refusals.ts)
  ['owner NOT_FOUND', { ok: false, ...owning.NO_SUCH_THING }],
  ['owner NOT_FOUND item', { ok: false, ...owning.NO_SUCH_ITEM }],
  ['owner NOT_FOUND category', { ok: false, ...owning.NO_SUCH_CATEGORY }],
  ['owner EDIT_CONFLICT', { ok: false, ...owning.EDIT_CONFLICT }],
  ['owner BAD_IF_MATCH', { ok: false, ...owning.BAD_IF_MATCH }],
  ['owner ITEM_EXISTS', { ok: false, ...owning.itemExists('ATTA-5KG') }],
  ['owner CATEGORY_EXISTS', { ok: false, ...owning.categoryExists('STAPLES') }],
  ['owner UNKNOWN_CATEGORY', { ok: false, ...owning.unknownCategory('STAPLES') }],
  ['owner CATEGORY_NOT_EMPTY', { ok: false, ...owning.categoryNotEmpty(3) }],
  ['owner CATEGORY_NOT_EMPTY one', { ok: false, ...owning.categoryNotEmpty(1) }],
  ['owner BAD_MOVE_TO', { ok: false, ...owning.MOVE_TO_SAME }],
  ['owner UNKNOWN_CATEGORY move_to', { ok: false, ...owning.unknownMoveTo('PANTRY') }],
  ['owner NOT_ARCHIVED', { ok: false, ...owning.NOT_ARCHIVED }],
  // the owner API's settings, content, keys, plugins, photos, domains, payments, customers, imports, access (domain/owner/setting-refusals.ts)
  ['owner AUTH_REQUIRED', { ok: false, ...settings.AUTH_REQUIRED }],
  ['owner AUTH_INVALID', { ok: false, ...settings.AUTH_INVALID }],
  ['owner STORE_NOT_FOUND', { ok: false, ...settings.NO_SUCH_SHOP }],
  ['owner FORBIDDEN_ROLE', { ok: false, ...settings.ROLE_REFUSED }],
  ['owner BODY_TOO_LARGE', { ok: false, ...settings.tooLarge(256) }],
  ['owner BODY_TOO_LARGE import', { ok: false, ...settings.importTooLarge(2) }],
  ['owner NOT_FOUND call', { ok: false, ...settings.NO_SUCH_CALL }],
  ...RESOURCES.flatMap((r): Case[] => [
    [`owner NOT_FOUND ${r.noun}`, { ok: false, ...settings.noSuchRecord(r.noun, r.param) }],
    [`owner ALREADY_EXISTS ${r.noun}`, { ok: false, ...settings.recordExists(r.noun, 'DIWALI50', r.spec.keyField) }],
  ]),
  [
    'owner UNKNOWN_REFERENCE',
    { ok: false, ...settings.unknownReference('collectionId', 'blog collection', 'RECIPES') },
  ],
  ['owner IN_USE', { ok: false, ...settings.inUse('blog collection', 'RECIPES', 'blogs', 'collectionId') }],
  ['owner TOO_MANY_KEYS', { ok: false, ...settings.tooManyKeys(20) }],
  ['owner NOT_FOUND key', { ok: false, ...settings.NO_SUCH_KEY }],
  ['owner LAST_OWNER_KEY', { ok: false, ...settings.LAST_OWNER_KEY }],
  ['owner TOO_MANY_SCRIPTS', { ok: false, ...settings.tooManyScripts(20) }],
  ['owner SCRIPT_EXISTS', { ok: false, ...settings.scriptExists('DIWALI-BANNER') }],
  ['owner NOT_FOUND script', { ok: false, ...settings.NO_SUCH_SCRIPT }],
  ['owner NOT_FOUND question', { ok: false, ...settings.NO_SUCH_QUESTION }],
  ['owner NOT_FOUND request', { ok: false, ...settings.NO_SUCH_REQUEST }],
  ['owner NOT_FOUND application', { ok: false, ...settings.NO_SUCH_APPLICATION }],
  ['owner NOT_FOUND customer', { ok: false, ...settings.NO_SUCH_CUSTOMER }],
  ['owner BAD_INPUT state', { ok: false, ...settings.gstinState('27', '29') }],
  ['owner BAD_INPUT state code', { ok: false, ...settings.NOT_STATE_CODE }],
  ['owner BAD_INPUT no state', { ok: false, ...settings.STATE_REQUIRED }],
  ['owner DOMAIN_TAKEN', { ok: false, ...settings.domainServesOther('SHOP.IN') }],
  ['owner DOMAIN_TAKEN, claimed', { ok: false, ...settings.domainClaimed('SHOP.IN', '2026-12-03T10:00:00.000Z') }],
  ['owner TOO_MANY_DOMAINS', { ok: false, ...settings.tooManyDomains(5) }],
  ['owner NOT_FOUND domain', { ok: false, ...settings.NO_SUCH_DOMAIN }],
  ['owner MISSING_PHOTO form', { ok: false, ...settings.PHOTO_IN_FIELD }],
  ['owner MISSING_PHOTO body', { ok: false, ...settings.PHOTO_IN_BODY }],
  ['owner BAD_FORM', { ok: false, ...settings.BAD_FORM }],
  ['owner TOO_MANY_PHOTOS', { ok: false, ...settings.tooManyPhotos(11) }],
  ['owner NOT_FOUND photo', { ok: false, ...settings.NO_SUCH_PHOTO }],
  ['owner INVALID logo', { ok: false, ...settings.LOGO_NOT_SAVED }],
  ['owner MISSING_PHOTO console', { ok: false, ...settings.CHOOSE_PHOTO }],
  ['owner BAD_JSON', { ok: false, ...settings.BAD_JSON }],
  ['owner UNSUPPORTED_MEDIA_TYPE', { ok: false, ...settings.IMPORT_MEDIA_TYPE }],
  ['owner BAD_BODY', { ok: false, ...settings.BAD_BODY }],
];
/** Refusals whose English keeps a detail of its own (the schema's or the rule's sentence): said in hi and ta by their message. */
const PHOTO_LIMITS = { maxMb: 15, minSide: 100, maxSide: 16383 };
/** What an owner types as it is (a header, a path, a form field's name, a JSON body, a field like collectionId) stays as written. */
const ownerLiterals = (text: string) => text.replace(/"[^"]*"|\/[\w/.-]+|\b[a-z]+[A-Z][A-Za-z]*\b|\{.*\}/g, '');
const detailed: Case[] = [
  ['owner LEDGER_OFF', { ok: false, ...settings.ledgerOff('udhaar') }],
  [
    'owner WALLET_LOW',
    { ok: false, ...settings.ledgerRefused('WALLET_LOW', "This customer's wallet has only ₹20.00.", 'wallet') },
  ],
  [
    'owner BAD_INPUT setting',
    { ok: false, ...settings.invalidSetting('UPI.vpa', 'UPI.vpa: a UPI id looks like name@bank.') },
  ],
  [
    'owner IMPORT_INVALID',
    { ok: false, ...settings.importInvalid(3, { row: 2, field: 'items.2.PRICE', rsn: 'items.2.PRICE: Too small.' }) },
  ],
  ['owner TOO_LARGE photo', { ok: false, ...settings.photoRefused(PHOTO_TOO_LARGE, PHOTO_LIMITS) }],
  ['owner UNSUPPORTED_IMAGE', { ok: false, ...settings.photoRefused(unsupportedImage('heic'), PHOTO_LIMITS) }],
  [
    'owner IMAGE_DIMENSIONS',
    {
      ok: false,
      ...settings.photoRefused({ code: 'IMAGE_DIMENSIONS', rsn: 'That photo is 40 px wide.' }, PHOTO_LIMITS),
    },
  ],
];
for (const [name, rule] of Object.entries(RATE_LIMITS) as [string, { rsn: string; say?: Said['id'] }][]) {
  if (rule.say)
    refusals.push([`rate limit ${name}`, { ok: false, code: 'RATE_LIMITED', rsn: rule.rsn, say: said(rule.say) }]);
}
const removeCoupon = evaluateCoupon(coupon({ usageLimit: 1, usedCount: 1 }), { subtotal: 10_000, now: NOW });
refusals.push([
  'checkout coupon in the bag',
  {
    ok: false,
    rsn: `${(removeCoupon as { rsn: string }).rsn} Remove it from your bag to continue.`,
    say: said('problem.checkout.removeCoupon', { reason: (removeCoupon as { say: Said }).say }),
  },
]);

it("every content resource's noun is said in each language", () => {
  for (const r of RESOURCES) expect(settings.hasNoun(r.noun), r.noun).toBe(true);
});

describe.each(detailed)('%s (English keeps its detail)', (_name, result) => {
  it.each([
    ['hi', /[\u0900-\u097F]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const)('in %s: its own script, every value filled, no English word left', (lang, script) => {
    const text = speak(lang, result.say!);
    expect(text).toMatch(script);
    expect(text).not.toMatch(/\{[a-z]+\}|problem\./); // a JSON body may have braces, an unfilled value may not
    // the PATCH the owner sends stays as it is written
    expect(ownerLiterals(text).replace(/UPI\.vpa|items\.2\.PRICE/g, '')).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
  });
});

describe.each(refusals)('%s', (name, result) => {
  it('is a refusal with a message id', () => {
    expect(result.ok ?? false).toBe(false);
    expect(result.say?.id).toMatch(/^problem\./);
  });

  it('says in English exactly what the rule writes', () => {
    expect(speak('en', result.say!)).toBe(result.rsn);
  });

  it.each([
    ['hi', /[\u0900-\u097F]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const)('in %s: its own script, every value filled, no English word left', (lang, script) => {
    const text = speak(lang, result.say!);
    expect(text).toMatch(script);
    expect(text).not.toMatch(/[{}]|problem\./);
    // codes, brands and the shop's name (SAVE50, NOPE, UPI, Dilli Kirana) may stay; no lower-case English word may
    const own = name.startsWith('owner ') ? ownerLiterals(text) : text;
    expect(own.replace(/Dilli Kirana|https:\/\//g, '')).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
    expect(text).not.toBe(result.rsn);
  });
});

describe('values in the language', () => {
  it('money keeps Indian grouping and dates are written in the language (IST)', () => {
    expect(speak('hi', refusals.find(([n]) => n === 'coupon BELOW_MINIMUM')![1].say!)).toContain('₹1,23,455');
    expect(
      speak('hi', said('problem.coupon.expired', { code: 'X', date: { at: Date.UTC(2026, 0, 31, 20) } })),
    ).toContain('1 फ़र॰ 2026');
  });
});

/**
 * The budget: every code a domain rule can return, read from the rules' source (so a new code cannot be added
 * without a case above), has a case here that says it in en, hi and ta: the cart's and orders' rules, an order's
 * moves (status.ts, whose refusals name their code in `refusal('CODE', …)`) and the owner API's refusals.
 */
const RULE_FILES = [
  ...readdirSync('src/domain/cart').map((f) => join('src/domain/cart', f)),
  ...readdirSync('src/domain/orders').map((f) => join('src/domain/orders', f)),
  'src/domain/owner/refusals.ts',
  'src/domain/owner/setting-refusals.ts',
].filter((f) => f.endsWith('.ts'));
const codesInRules = [
  ...new Set(
    RULE_FILES.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(/\bcode: '([A-Z_]+)'|\brefuse\('([A-Z_]+)'|\brefusal\('([A-Z_]+)'/g),
      ].flatMap((m) => m.slice(1).filter(Boolean)),
    ),
  ),
].sort();

describe('every code a rule can return', () => {
  it('is found in the rules (the scan works)', () => {
    expect(codesInRules).toEqual(
      expect.arrayContaining(['OUT_OF_STOCK', 'TOO_MANY_LINES', 'COD_LIMIT', 'EMPTY_BAG', 'BAG_CHANGED', 'BAD_PIN']),
    );
    expect(codesInRules).toEqual(
      expect.arrayContaining(['NOT_ALLOWED', 'FINAL', 'SAME', 'BUSY', 'NOT_UPI', 'EDIT_CONFLICT', 'ITEM_EXISTS']),
    );
    expect(codesInRules.length).toBeGreaterThan(40);
  });

  it('has a case said in every language', () => {
    const covered = new Set([...refusals, ...detailed].map(([name, r]) => r.code ?? name.split(' ')[1]));
    // a coupon's own codes come back from checkout as COUPON_<code> (quote.ts)
    for (const [, r] of refusals) if (r.code?.startsWith('COUPON_')) covered.add(r.code.slice(7));
    expect(codesInRules.filter((c) => !covered.has(c))).toEqual([]);
  });
});

/** Every message under `problem.`, with made-up values of the kinds it asks for, in each language: no English left. */
const problemIds = (Object.keys(en) as (keyof typeof en)[]).filter((id) => id.startsWith('problem.'));
function sampleValues(id: keyof typeof en): Said['values'] {
  const args = new Set<string>();
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (Array.isArray(part) && typeof part[0] === 'string' && (part.length === 1 || typeof part[1] === 'string')) {
        args.add(part[0]);
        if (part[2] && typeof part[2] === 'object') for (const b of Object.values(part[2])) walk(b);
      } else walk(part);
    }
  };
  walk(compileMessage(en[id]));
  const money = ['max', 'missing', 'minimum', 'total', 'available', 'balance', 'amount', 'value'];
  return Object.fromEntries(
    [...args].map((n) => [
      n,
      n === 'reason'
        ? said('problem.coupon.usedUp', { code: 'SAVE50' })
        : n === 'date'
          ? { at: NOW }
          : n === 'item'
            ? { name: 'Chakki Atta', names }
            : money.includes(n) && !id.includes('rewards') && !id.includes('quantity') && !id.includes('bag.')
              ? { paise: 12_345 }
              : n === 'code'
                ? 'SAVE50'
                : n === 'shop'
                  ? 'Dilli Kirana'
                  : n === 'pin'
                    ? '110001'
                    : n === 'id'
                      ? 'ORD-26-0001'
                      : 7,
    ]),
  );
}

describe.each(problemIds)('message %s', (id) => {
  it.each([
    ['hi', /[\u0900-\u097F]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const)('in %s: its own script, no value or English left', (lang, script) => {
    const text = speak(lang, said(id, sampleValues(id)));
    expect(text).toMatch(script);
    expect(text).not.toMatch(/[{}]|problem\./);
    expect(text.replace(/Dilli Kirana|https:\/\//g, '')).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
    expect(text).not.toBe(speak('en', said(id, sampleValues(id))));
  });
});
