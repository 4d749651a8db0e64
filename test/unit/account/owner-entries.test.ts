import { describe, expect, it } from 'vitest';
import { likeAnywhere, ownerEntryType, readCustomerQuery } from '../../../src/domain/account/owner-entries';
import { applyEntry, balanceDelta, customerWalletOptions } from '../../../src/domain/account/wallet';

describe('owner ledger entries', () => {
  it.each([
    ['wallet', 'CREDIT', 'CREDIT', +500],
    ['wallet', 'DEBIT', 'DEBIT', -500],
    ['udhaar', 'REPAYMENT', 'CREDIT', -500],
    ['udhaar', 'CHARGE', 'DEBIT', +500],
  ] as const)('%s %s is a ledger %s moving the balance by %i', (kind, type, entry, delta) => {
    expect(ownerEntryType(kind, type)).toBe(entry);
    expect(balanceDelta(kind, ownerEntryType(kind, type), 500)).toBe(delta);
  });

  it.each([
    // kind, type, amount, balance, limit, outcome
    ['wallet', 'DEBIT', 1001, 1000, 0, 'WALLET_LOW'],
    ['wallet', 'DEBIT', 1000, 1000, 0, 0],
    ['udhaar', 'REPAYMENT', 1001, 1000, 5000, 'UDHAAR_OVERPAID'],
    ['udhaar', 'REPAYMENT', 1000, 1000, 5000, 0],
    ['udhaar', 'CHARGE', 4001, 1000, 5000, 'UDHAAR_LIMIT'],
    ['udhaar', 'CHARGE', 4000, 1000, 5000, 5000],
  ] as const)('%s %s of %i on %i (limit %i): %s', (kind, type, amount, balance, udhaarLimit, outcome) => {
    const r = applyEntry({ kind, type: ownerEntryType(kind, type), amount, balance, udhaarLimit });
    if (typeof outcome === 'string') expect(r).toMatchObject({ ok: false, code: outcome });
    else expect(r).toEqual({ ok: true, balance: outcome });
  });

  it.each([
    [null, 200000],
    [500000, 500000],
    [0, 0],
  ])("a customer's own limit %s replaces the shop's 200000: %i", (own, limit) => {
    expect(customerWalletOptions({ wallet: true, udhaar: true, udhaarLimit: 200000 }, own).udhaarLimit).toBe(limit);
  });
});

describe('the owner customer search', () => {
  it.each([
    ['', { by: 'all' }],
    ['   ', { by: 'all' }],
    ['98100', { by: 'phone', digits: '98100' }],
    ['+91 98100 12345', { by: 'phone', digits: '9810012345' }],
    ['09810012345', { by: 'phone', digits: '9810012345' }],
    ['98100-12345', { by: 'phone', digits: '9810012345' }],
    ['Meena', { by: 'name', text: 'Meena' }],
    ['मीना', { by: 'name', text: 'मीना' }],
    ['R2D2', { by: 'name', text: 'R2D2' }],
  ])('reads %j as %j', (q, expected) => expect(readCustomerQuery(q)).toEqual(expected));

  it.each([
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c\\d', '%c\\\\d%'],
  ])('takes LIKE characters in %j literally', (text, pattern) => expect(likeAnywhere(text)).toBe(pattern));
});
