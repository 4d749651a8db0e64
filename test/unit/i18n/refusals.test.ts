import { describe, expect, it } from 'vitest';
import { evaluateCoupon, type Coupon } from '../../../src/domain/cart/coupons';
import { validateQuantity } from '../../../src/domain/cart/quantity';
import { codAllows, DEFAULT_CHECKOUT_PAYMENTS, splitPayment } from '../../../src/domain/orders/payment';
import { checkPincode, deliveryAnswer, deliveryAnswerSaid, notServiceable, notServiceableSaid } from '../../../src/domain/orders/delivery-area';
import { formatMoney } from '../../../src/domain/money';
import { said, type Said } from '../../../src/domain/i18n/said';
import { speak } from '../../../src/render/i18n';

/**
 * Every refusal a domain rule can return, said in English, Hindi and Tamil: each names a message that exists, its
 * English is the rule's own `rsn`, and in Hindi and Tamil it is written in that script with no English left.
 */
const NOW = Date.UTC(2026, 10, 26, 6);
const DAY = 86_400_000;
const coupon = (over: Partial<Coupon>): Coupon => ({ code: 'SAVE50', type: 'FLAT', value: 5_000, usedCount: 0, ...over });
const money = (p: number) => formatMoney(p);
const payments = { ...DEFAULT_CHECKOUT_PAYMENTS, codEnabled: true, upi: false, codMaxOrderValue: 500_000, refusedDeliveries: 0 };

type Case = [name: string, result: { ok: boolean; rsn?: string; say?: Said }];
const refusals: Case[] = [
  ['coupon UNKNOWN', evaluateCoupon(null, { subtotal: 0, now: NOW, code: 'NOPE' })],
  ['coupon UNKNOWN without a code', evaluateCoupon(null, { subtotal: 0, now: NOW })],
  ['coupon NOT_STARTED', evaluateCoupon(coupon({ validFrom: NOW + 5 * DAY }), { subtotal: 10_000, now: NOW })],
  ['coupon EXPIRED', evaluateCoupon(coupon({ validTo: NOW - 5 * DAY }), { subtotal: 10_000, now: NOW })],
  ['coupon USED_UP', evaluateCoupon(coupon({ usageLimit: 3, usedCount: 3 }), { subtotal: 10_000, now: NOW })],
  ['coupon ALREADY_USED', evaluateCoupon(coupon({ perUserLimit: 1, userUsedCount: 1 }), { subtotal: 10_000, now: NOW })],
  ['coupon BELOW_MINIMUM', evaluateCoupon(coupon({ minCartValue: 12_345_600 }), { subtotal: 100, now: NOW })],
  ['quantity NOT_A_NUMBER', validateQuantity('2')],
  ['quantity NOT_WHOLE', validateQuantity(1.5)],
  ['quantity TOO_SMALL', validateQuantity(0)],
  ['quantity TOO_LARGE', validateQuantity(1000)],
  ['COD_OFF', codAllows({ ...payments, codEnabled: false }, 100, money)],
  ['COD_REFUSED', codAllows({ ...payments, refusedDeliveries: 2 }, 100, money)],
  ['COD_LIMIT', codAllows(payments, 600_000, money)],
  ['UPI_OFF', splitPayment({ method: 'UPI', total: 100, config: undefined, walletBalance: 0, udhaarOwed: 0, formatMoney: money, payments })],
  ['WALLET_OFF', splitPayment({ method: 'WALLET', total: 100, config: undefined, walletBalance: 0, udhaarOwed: 0, formatMoney: money, payments })],
  ['WALLET_EMPTY', splitPayment({ method: 'WALLET', total: 100, config: { wallet: true, udhaar: false, udhaarLimit: 0 } as never, walletBalance: 0, udhaarOwed: 0, formatMoney: money, payments })],
  ['UDHAAR_OFF', splitPayment({ method: 'UDHAAR', total: 100, config: undefined, walletBalance: 0, udhaarOwed: 0, formatMoney: money, payments })],
  ['UDHAAR_LIMIT', splitPayment({ method: 'UDHAAR', total: 150_000, config: { wallet: false, udhaar: true, udhaarLimit: 100_000 } as never, walletBalance: 0, udhaarOwed: 20_000, formatMoney: money, payments })],
  ['BAD_PIN', checkPincode('012345')],
  ['NOT_SERVICEABLE', { ok: false, rsn: notServiceable('560 001'), say: notServiceableSaid('560 001') }],
  ['delivers', { ok: false, rsn: deliveryAnswer('110024', true, 'Dilli Kirana'), say: deliveryAnswerSaid('110024', true, 'Dilli Kirana') }],
  ['does not deliver', { ok: false, rsn: deliveryAnswer('560001', false, 'Dilli Kirana'), say: deliveryAnswerSaid('560001', false, 'Dilli Kirana') }],
];
const removeCoupon = evaluateCoupon(coupon({ usageLimit: 1, usedCount: 1 }), { subtotal: 10_000, now: NOW });
refusals.push(['checkout coupon in the bag', {
  ok: false, rsn: `${(removeCoupon as { rsn: string }).rsn} Remove it from your bag to continue.`,
  say: said('problem.checkout.removeCoupon', { reason: (removeCoupon as { say: Said }).say }),
}]);

describe.each(refusals)('%s', (_name, result) => {
  it('is a refusal with a message id', () => {
    expect(result.ok).toBe(false);
    expect(result.say?.id).toMatch(/^problem\./);
  });

  it('says in English exactly what the rule writes', () => {
    expect(speak('en', result.say!)).toBe(result.rsn);
  });

  it.each([['hi', /[\u0900-\u097F]/], ['ta', /[\u0B80-\u0BFF]/]] as const)('in %s: its own script, every value filled, no English word left', (lang, script) => {
    const text = speak(lang, result.say!);
    expect(text).toMatch(script);
    expect(text).not.toMatch(/[{}]|problem\./);
    // codes, brands and the shop's name (SAVE50, NOPE, UPI, Dilli Kirana) may stay; no lower-case English word may
    expect(text.replace(/Dilli Kirana/g, '')).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
    expect(text).not.toBe(result.rsn);
  });
});

describe('values in the language', () => {
  it('money keeps Indian grouping and dates are written in the language (IST)', () => {
    expect(speak('hi', refusals.find(([n]) => n === 'coupon BELOW_MINIMUM')![1].say!)).toContain('₹1,23,455');
    expect(speak('hi', said('problem.coupon.expired', { code: 'X', date: { at: Date.UTC(2026, 0, 31, 20) } }))).toContain('1 फ़र॰ 2026');
  });
});
