import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHECKOUT_PAYMENTS,
  offeredMethods,
  splitPayment,
  type CheckoutPayments,
} from '../../../src/domain/orders/payment';
import { defaultIdempotencyKey, judgeKeyReuse, requestFingerprint } from '../../../src/domain/orders/idempotency';
import { formatMoney } from '../../../src/domain/money';

const config = { wallet: true, udhaar: true, udhaarLimit: 200_000 };
const pay = (
  method: 'COD' | 'WALLET' | 'UDHAAR' | 'UPI',
  total: number,
  walletBalance = 0,
  udhaarOwed = 0,
  cfg: typeof config | null = config,
  payments?: CheckoutPayments,
) => splitPayment({ method, total, config: cfg ?? undefined, walletBalance, udhaarOwed, formatMoney, payments });

describe('paying for an order', () => {
  it.each([
    ['COD', 50_000, 0, 0, { fromWallet: 0, toUdhaar: 0, byUpi: 0, cashDue: 50_000 }],
    ['WALLET', 50_000, 80_000, 0, { fromWallet: 50_000, toUdhaar: 0, byUpi: 0, cashDue: 0 }],
    ['WALLET', 50_000, 20_000, 0, { fromWallet: 20_000, toUdhaar: 0, byUpi: 0, cashDue: 30_000 }],
    ['UDHAAR', 50_000, 0, 150_000, { fromWallet: 0, toUdhaar: 50_000, byUpi: 0, cashDue: 0 }],
  ] as const)('%s of %i with wallet %i, owed %i', (method, total, wallet, owed, split) => {
    const r = pay(method, total, wallet, owed);
    expect(r).toEqual({ ok: true, split: { method, ...split } });
  });

  it.each([
    ['WALLET', 50_000, 0, 0, config, 'WALLET_EMPTY'],
    ['WALLET', 50_000, 10_000, 0, { ...config, wallet: false }, 'WALLET_OFF'],
    ['UDHAAR', 50_001, 0, 150_000, config, 'UDHAAR_LIMIT'],
    ['UDHAAR', 100, 0, 0, { ...config, udhaar: false }, 'UDHAAR_OFF'],
    ['UDHAAR', 100, 0, 0, null, 'UDHAAR_OFF'],
  ] as const)('%s of %i (wallet %i, owed %i) refused: %s', (method, total, wallet, owed, cfg, code) => {
    const r = pay(method, total, wallet, owed, cfg);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });

  it('names what is left of the udhaar limit', () => {
    const r = pay('UDHAAR', 60_000, 0, 150_000);
    expect(!r.ok && r.rsn).toBe('Your udhaar limit allows ₹500 more; this order is ₹600.');
  });
});

describe('idempotency', () => {
  const req = { sid: 's1', address_id: 'a1', payment_method: 'COD' };
  it.each([
    [null, requestFingerprint(req), 'new'],
    [{ fingerprint: requestFingerprint(req), orderId: 'o1' }, requestFingerprint(req), 'replay'],
    [
      { fingerprint: requestFingerprint(req), orderId: 'o1' },
      requestFingerprint({ ...req, payment_method: 'WALLET' }),
      'conflict',
    ],
  ])('existing %j with %s is %s', (existing, fp, kind) => {
    expect(judgeKeyReuse(existing, fp).kind).toBe(kind);
  });
  it('one bag version gives one default key', () => {
    expect(defaultIdempotencyKey('s1', 3)).toBe(defaultIdempotencyKey('s1', 3));
    expect(defaultIdempotencyKey('s1', 3)).not.toBe(defaultIdempotencyKey('s1', 4));
  });

  const upiOn: CheckoutPayments = { ...DEFAULT_CHECKOUT_PAYMENTS, upi: true };
  it.each([
    ['UPI', 45_000, upiOn, { ok: true, byUpi: 45_000 }],
    ['UPI', 45_000, DEFAULT_CHECKOUT_PAYMENTS, { ok: false, code: 'UPI_OFF' }],
    ['COD', 45_000, { ...upiOn, codEnabled: false }, { ok: false, code: 'COD_OFF' }],
    ['COD', 45_000, { ...upiOn, codMaxOrderValue: 40_000 }, { ok: false, code: 'COD_LIMIT' }],
    ['COD', 40_000, { ...upiOn, codMaxOrderValue: 40_000 }, { ok: true, byUpi: 0 }],
    ['COD', 100, { ...upiOn, refusedDeliveries: 2 }, { ok: false, code: 'COD_REFUSED' }],
    ['COD', 100, { ...upiOn, refusedDeliveries: 1 }, { ok: true, byUpi: 0 }],
    // what the wallet leaves over is cash on delivery, so it meets the COD rules too
    ['WALLET', 50_000, { ...upiOn, codMaxOrderValue: 10_000 }, { ok: false, code: 'COD_LIMIT' }],
  ] as const)("%s of %i with the owner's payment rules %j: %j", (method, total, payments, want) => {
    const r = pay(method, total, 20_000, 0, config, payments);
    expect(r.ok).toBe(want.ok);
    if (r.ok && want.ok) expect(r.split.byUpi).toBe(want.byUpi);
    if (!r.ok && !want.ok) {
      expect(r.code).toBe(want.code);
      expect(r.rsn).toMatch(/^[A-Z].+\.$/);
    }
  });

  it.each([
    [DEFAULT_CHECKOUT_PAYMENTS, 50_000, ['COD', 'WALLET', 'UDHAAR']],
    [upiOn, 50_000, ['COD', 'UPI', 'WALLET', 'UDHAAR']],
    [{ ...upiOn, codMaxOrderValue: 40_000 }, 50_000, ['UPI', 'WALLET', 'UDHAAR']],
    [{ ...upiOn, refusedDeliveries: 3 }, 100, ['UPI', 'WALLET', 'UDHAAR']],
  ] as const)('checkout offers for %j and a total of %i: %j', (payments, total, methods) => {
    expect(offeredMethods(payments, config, total)).toEqual(methods);
  });
});
