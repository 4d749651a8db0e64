import { describe, expect, it } from 'vitest';
import { applyEntry, balanceDelta, udhaarAvailable, walletOptions } from '../../../src/domain/account/wallet';
import { accountEntries } from '../../../src/domain/account/entries';
import {
  isReferralCode,
  newReferralCode,
  referralLink,
  ridCookieName,
  RID_COOKIE_MAX_AGE_S,
  summariseEarnings,
} from '../../../src/domain/account/reseller';
import { authorName } from '../../../src/domain/account/feedback';

describe('wallet rules', () => {
  it('moves a wallet up on credit and refund, down on debit; udhaar (owed) the other way', () => {
    expect([
      balanceDelta('wallet', 'CREDIT', 5),
      balanceDelta('wallet', 'REFUND', 5),
      balanceDelta('wallet', 'DEBIT', 5),
    ]).toEqual([5, 5, -5]);
    expect([
      balanceDelta('udhaar', 'DEBIT', 5),
      balanceDelta('udhaar', 'CREDIT', 5),
      balanceDelta('udhaar', 'REFUND', 5),
    ]).toEqual([5, -5, -5]);
  });
  it('refuses a wallet below zero, udhaar past the limit, overpaying udhaar and odd amounts', () => {
    expect(applyEntry({ kind: 'wallet', type: 'DEBIT', amount: 101, balance: 100, udhaarLimit: 0 })).toMatchObject({
      ok: false,
      code: 'WALLET_LOW',
      rsn: 'Your wallet has only ₹1.',
    });
    expect(applyEntry({ kind: 'udhaar', type: 'DEBIT', amount: 100, balance: 150000, udhaarLimit: 200000 })).toEqual({
      ok: true,
      balance: 150100,
    });
    expect(
      applyEntry({ kind: 'udhaar', type: 'DEBIT', amount: 60000, balance: 150000, udhaarLimit: 200000 }),
    ).toMatchObject({ ok: false, code: 'UDHAAR_LIMIT', rsn: 'Only ₹500 of udhaar is left (limit ₹2,000).' });
    expect(applyEntry({ kind: 'udhaar', type: 'CREDIT', amount: 2, balance: 1, udhaarLimit: 10 })).toMatchObject({
      ok: false,
      code: 'UDHAAR_OVERPAID',
    });
    for (const amount of [0, -1, 1.5, Number.NaN])
      expect(applyEntry({ kind: 'wallet', type: 'CREDIT', amount, balance: 0, udhaarLimit: 0 })).toMatchObject({
        ok: false,
        code: 'BAD_AMOUNT',
      });
  });
  it('reads WALLET_CONFIG and what udhaar is left', () => {
    expect(walletOptions(undefined)).toEqual({ wallet: false, udhaar: false, udhaarLimit: 0 });
    expect(walletOptions({ wallet: true, udhaar: true, udhaarLimit: 200000 })).toEqual({
      wallet: true,
      udhaar: true,
      udhaarLimit: 200000,
    });
    expect(udhaarAvailable(200000, 250000)).toBe(0);
  });
});

describe('account entries', () => {
  const keys = (o: Parameters<typeof accountEntries>[1]) => accountEntries('s', o).map((e) => e.key);
  it("lists the spec's entries in order, wallet only when allowed, support only when the shop can be reached", () => {
    expect(keys({ walletConfig: { wallet: true }, canContact: true })).toEqual([
      'orders',
      'wallet',
      'rewards',
      'questions',
      'addresses',
      'requests',
      'blogs',
      'wishlist',
      'download',
      'information',
      'reseller',
      'support',
    ]);
    expect(keys({ canContact: false })).not.toContain('wallet');
    expect(keys({ canContact: false })).not.toContain('support');
    expect(accountEntries('s', { canContact: true }).find((e) => e.key === 'requests')!.href).toBe(
      '/s/account/pages/suggestions',
    );
  });
});

describe('reseller rules', () => {
  it('draws referral codes that pass their own check, and builds the link and cookie', () => {
    for (let i = 0; i < 50; i++) expect(isReferralCode(newReferralCode())).toBe(true);
    expect(isReferralCode('<script>')).toBe(false);
    expect(referralLink('https://shop.example', 'dilli-kirana', 'abc23456')).toBe(
      'https://shop.example/dilli-kirana?rid=abc23456',
    );
    expect([ridCookieName('dilli-kirana'), RID_COOKIE_MAX_AGE_S]).toEqual(['dilli-kirana_rid', 43200]);
  });
  it('sums earnings by status', () => {
    expect(
      summariseEarnings([
        { commission: 5, status: 'PENDING' },
        { commission: 7, status: 'EARNED' },
        { commission: 3, status: 'PAID' },
        { commission: 9, status: 'CANCELLED' },
      ]),
    ).toEqual({ pending: 5, earned: 7, paid: 3 });
  });
  it('names an author by name, else a masked phone', () => {
    expect(authorName({ name: ' Asha ', phone: '' })).toBe('Asha');
    expect(authorName({ name: '', phone: '+919876543210' })).toBe('Shopper ·····3210');
    expect(authorName({ name: '', phone: '' })).toBe('');
  });
});
