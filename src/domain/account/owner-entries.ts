import type { EntryType, WalletKind } from './wallet';

/**
 * What an owner records on a customer's ledgers, in the owner's words, and the ledger entry it becomes
 * (domain/account/wallet.ts has the table of entries and their rules).
 *
 * | call                   | owner's type | ledger entry     | balance          |
 * |------------------------|--------------|------------------|------------------|
 * | POST …/wallet          | CREDIT       | wallet CREDIT    | wallet held +    |
 * | POST …/wallet          | DEBIT        | wallet DEBIT     | wallet held -    |
 * | POST …/udhaar          | REPAYMENT    | udhaar CREDIT    | owed -           |
 * | POST …/udhaar          | CHARGE       | udhaar DEBIT     | owed + (limit)   |
 */
export type OwnerWalletType = 'CREDIT' | 'DEBIT';
export type OwnerUdhaarType = 'REPAYMENT' | 'CHARGE';

export function ownerEntryType(kind: WalletKind, type: OwnerWalletType | OwnerUdhaarType): EntryType {
  if (kind === 'wallet') return type === 'DEBIT' ? 'DEBIT' : 'CREDIT';
  return type === 'CHARGE' ? 'DEBIT' : 'CREDIT';
}

/** Sentences for the owner, in place of the shopper-facing ones (the refusal codes stay the ledger's). */
export function ownerRefusal(code: string, rsn: string, kind: WalletKind): string {
  if (code === 'WALLET_LOW')
    return `${rsn.replace(/^Your wallet has only/, "This customer's wallet has only")} A debit cannot take it below zero.`;
  if (code === 'UDHAAR_OVERPAID') return `${rsn} A repayment cannot be more than the customer owes.`;
  if (code === 'UDHAAR_LIMIT') return `${rsn} Raise this customer's UDHAAR_LIMIT first.`;
  if (code === 'BUSY') return `The customer's ${kind} changed at the same moment. Please try again.`;
  return rsn;
}

/** How the owner's customer search reads `q`: digits (with +, spaces or dashes) search phones, anything else names. */
export type CustomerQuery = { by: 'all' } | { by: 'phone'; digits: string } | { by: 'name'; text: string };

export function readCustomerQuery(q: string | undefined): CustomerQuery {
  const text = (q ?? '').trim();
  if (!text) return { by: 'all' };
  if (/^[+\d][\d\s-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    // an Indian number written with its country code or a leading 0 finds the same customer
    return { by: 'phone', digits: digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits };
  }
  return { by: 'name', text };
}

/** A LIKE pattern that matches `text` anywhere, with the pattern characters taken literally (ESCAPE '\'). */
export function likeAnywhere(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
