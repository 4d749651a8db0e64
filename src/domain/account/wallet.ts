import { formatMoney } from '../money';
import type { Result } from '../../core/result';

/**
 * Wallet and udhaar ledgers (spec 3; DESIGN 5, 7). A wallet balance is money the shop holds for the
 * shopper; an udhaar balance is what the shopper owes, up to the shop's udhaar limit. Amounts are paise.
 *
 * | kind   | CREDIT              | DEBIT                     | REFUND                 |
 * |--------|---------------------|---------------------------|------------------------|
 * | wallet | money added (+)     | paid for an order (-)     | order refunded (+)     |
 * | udhaar | repayment (-)       | bought on credit (+)      | order refunded (-)     |
 */
export type WalletKind = 'wallet' | 'udhaar';
export type EntryType = 'CREDIT' | 'DEBIT' | 'REFUND';

export interface WalletOptions {
  wallet: boolean;
  udhaar: boolean;
  udhaarLimit: number;
}

/** What the shop's WALLET_CONFIG allows (nothing when it is not set). */
export function walletOptions(
  config: { wallet?: boolean; udhaar?: boolean; udhaarLimit?: number } | undefined,
): WalletOptions {
  return {
    wallet: Boolean(config?.wallet),
    udhaar: Boolean(config?.udhaar),
    udhaarLimit: Math.max(0, config?.udhaarLimit ?? 0),
  };
}

/** The shop's options for one customer: their own udhaar limit (set by the owner) replaces the shop's. */
export function customerWalletOptions(
  config: Parameters<typeof walletOptions>[0],
  ownUdhaarLimit: number | null,
): WalletOptions {
  const options = walletOptions(config);
  return ownUdhaarLimit === null ? options : { ...options, udhaarLimit: Math.max(0, ownUdhaarLimit) };
}

export function isKindEnabled(options: WalletOptions, kind: WalletKind): boolean {
  return kind === 'wallet' ? options.wallet : options.udhaar;
}

/** Signed change of the balance for an entry. */
export function balanceDelta(kind: WalletKind, type: EntryType, amount: number): number {
  if (kind === 'wallet') return type === 'DEBIT' ? -amount : amount;
  return type === 'DEBIT' ? amount : -amount;
}

export type EntryOutcome = Result<{ balance: number }, { code: string; rsn: string }>;

export const BAD_AMOUNT = {
  ok: false,
  code: 'BAD_AMOUNT',
  rsn: 'The amount must be a positive number of paise.',
} as const;
/** A ledger write that lost a race with another one (the caller may try again). */
export const WALLET_BUSY = { ok: false, code: 'BUSY', rsn: 'Your wallet is busy. Please try again.' } as const;

/** The balance after an entry, or why the entry is refused. */
export function applyEntry(input: {
  kind: WalletKind;
  type: EntryType;
  amount: number;
  balance: number;
  udhaarLimit: number;
  currency?: string;
}): EntryOutcome {
  const { kind, type, amount, balance, udhaarLimit, currency = 'INR' } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) return BAD_AMOUNT;
  const next = balance + balanceDelta(kind, type, amount);
  if (kind === 'wallet' && next < 0) {
    return { ok: false, code: 'WALLET_LOW', rsn: `Your wallet has only ${formatMoney(balance, currency)}.` };
  }
  if (kind === 'udhaar' && type === 'DEBIT' && next > udhaarLimit) {
    return {
      ok: false,
      code: 'UDHAAR_LIMIT',
      rsn: `Only ${formatMoney(Math.max(0, udhaarLimit - balance), currency)} of udhaar is left (limit ${formatMoney(udhaarLimit, currency)}).`,
    };
  }
  if (kind === 'udhaar' && next < 0) {
    return { ok: false, code: 'UDHAAR_OVERPAID', rsn: `Only ${formatMoney(balance, currency)} is owed.` };
  }
  return { ok: true, balance: next };
}

/** Udhaar still available to spend. */
export function udhaarAvailable(limit: number, owed: number): number {
  return Math.max(0, limit - owed);
}

export const ENTRY_LABELS: Record<WalletKind, Record<EntryType, string>> = {
  wallet: { CREDIT: 'Added', DEBIT: 'Paid', REFUND: 'Refund' },
  udhaar: { CREDIT: 'Repaid', DEBIT: 'On credit', REFUND: 'Refund' },
};
