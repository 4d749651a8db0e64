import { ORDER_STATUSES, isFinal, type OrderStatus } from '../orders/status';
import { said, type Said } from '../i18n/said';
import { formatMoney } from '../money';
import type { Result } from '../../core/result';

/**
 * The shopper's data rights (DPDP Act 2023 and Rules 2025): a copy of their data, and erasure of their account.
 * Erasure waits while the shop and the shopper still owe each other something the shop must settle in person: an
 * order on its way (its delivery and payment still need the account) or udhaar owed (a debt the law lets the
 * shop keep asking for). Money the shop holds for the shopper (a wallet balance) is forfeited only when the
 * shopper confirms that amount, so a balance that changed since the confirmation is asked about again.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !isFinal(s));

export interface AccountStanding {
  /** orders not delivered, cancelled, rejected or returned */
  openOrders: number;
  /** udhaar owed to the shop, paise */
  udhaarOwed: number;
  /** the wallet's balance, paise */
  walletBalance: number;
}

export type DeletionRefusalCode = 'ORDER_IN_PROGRESS' | 'UDHAAR_OWED' | 'WALLET_NOT_CONFIRMED';
export type DeletionCheck = Result<
  object,
  { code: DeletionRefusalCode; rsn: string; say: Said; walletBalance?: number }
>;

/**
 * May the account go now? `forfeit`: the wallet balance (paise) the shopper confirmed giving up, or null when
 * they confirmed none. The first reason that holds is the one given.
 */
export function checkDeletion(standing: AccountStanding, forfeit: number | null): DeletionCheck {
  if (standing.openOrders > 0) {
    return {
      ok: false,
      code: 'ORDER_IN_PROGRESS',
      say: said('rights.refused.orderInProgress', { count: standing.openOrders }),
      rsn: `You have ${standing.openOrders === 1 ? 'an order' : `${standing.openOrders} orders`} in progress. Your account can be deleted once ${standing.openOrders === 1 ? 'it is' : 'they are'} delivered or cancelled.`,
    };
  }
  if (standing.udhaarOwed > 0) {
    return {
      ok: false,
      code: 'UDHAAR_OWED',
      say: said('rights.refused.udhaarOwed', { amount: { paise: standing.udhaarOwed } }),
      rsn: `You owe this shop ${formatMoney(standing.udhaarOwed)} of udhaar. Please settle it with the shop first; then your account can be deleted.`,
    };
  }
  if (standing.walletBalance > 0 && forfeit !== standing.walletBalance) {
    return {
      ok: false,
      code: 'WALLET_NOT_CONFIRMED',
      walletBalance: standing.walletBalance,
      say: said('rights.refused.walletNotConfirmed', { amount: { paise: standing.walletBalance } }),
      rsn: `Your wallet holds ${formatMoney(standing.walletBalance)}. Deleting your account gives it up: confirm that amount (forfeit_wallet=${standing.walletBalance}) to delete.`,
    };
  }
  return { ok: true };
}

/**
 * The confirmed forfeit of a request (`forfeit_wallet`, paise as digits): a number, null when left out, or
 * undefined when it is not an amount at all (a 400).
 */
export function forfeitOf(raw: string | null | undefined): number | null | undefined {
  if (raw === undefined || raw === null || raw === '') return null;
  if (!/^\d{1,12}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The download's file name: the shop and the day, never the shopper's uid or phone. */
export const dataFileName = (storeId: string, now: number) =>
  `${storeId}-my-data-${new Date(now).toISOString().slice(0, 10)}.json`;

/** One part of the download: a single value (the profile), or a list read page by page. */
export type ExportSection =
  | { name: string; one: () => Promise<unknown> }
  | { name: string; pages: () => AsyncIterable<readonly unknown[]> };

/**
 * The download as JSON text, a piece at a time: `{"status":1, ...header, "<section>": value or [rows...], ...}`.
 * A list's rows are written as each page arrives, so a shopper with thousands of entries is never held whole.
 */
export async function* dataExportChunks(
  header: Record<string, unknown>,
  sections: readonly ExportSection[],
): AsyncGenerator<string> {
  const head = JSON.stringify({ status: 1, ...header });
  yield head.slice(0, -1);
  for (const section of sections) {
    if ('one' in section) {
      yield `,${JSON.stringify(section.name)}:${JSON.stringify((await section.one()) ?? null)}`;
      continue;
    }
    yield `,${JSON.stringify(section.name)}:[`;
    let first = true;
    for await (const rows of section.pages()) {
      if (!rows.length) continue;
      yield `${first ? '' : ','}${rows.map((r) => JSON.stringify(r)).join(',')}`;
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}
