import { z } from '@hono/zod-openapi';
import type { Bindings } from '../../env';
import { postWalletEntry } from '../../data/shop/account-wallet';
import { readStore } from '../../data/shop/owner-store';
import { readCustomerSummary, setCustomerUdhaarLimit, type CustomerSummary } from '../../data/shop/owner-customers';
import type { Shop } from '../../data/shop/shop-db';
import { customerWalletOptions, isKindEnabled, type WalletKind } from '../../domain/account/wallet';
import {
  ownerEntryType,
  ownerRefusal,
  type OwnerUdhaarType,
  type OwnerWalletType,
} from '../../domain/account/owner-entries';
import { isCleanText } from '../../domain/shop-fields';
import { ledgerOff, ledgerRefused, NO_SUCH_CUSTOMER, NO_SUCH_SHOP } from '../../domain/owner/setting-refusals';
import { ownerChanged, type Done } from './use-cases';

/** ₹1 crore in paise: far above any kirana's ledger, low enough that sums stay exact */
export const MAX_ENTRY = 1_000_000_000;
const amount = z.number().int().min(1).max(MAX_ENTRY).openapi({ description: 'Paise (₹250 = 25000)', example: 25000 });
const note = z
  .string()
  .trim()
  .max(200)
  .refine((v) => isCleanText(v), { message: 'The note cannot contain control characters or broken characters' })
  .default('');
const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional()
  .openapi({ description: 'Optional: the same key twice records the entry once (a double tap on a slow network).' });

export const walletBody = z
  .strictObject({ type: z.enum(['CREDIT', 'DEBIT']), amount, note, idempotencyKey })
  .openapi('WalletEntryCreate', { example: { type: 'CREDIT', amount: 50000, note: 'Cash received at the counter' } });
export const udhaarBody = z
  .strictObject({ type: z.enum(['REPAYMENT', 'CHARGE']), amount, note, idempotencyKey })
  .openapi('UdhaarEntryCreate', { example: { type: 'REPAYMENT', amount: 20000, note: 'Paid ₹200 in cash' } });

export type LedgerEntry = {
  type: OwnerWalletType | OwnerUdhaarType;
  amount: number;
  note: string;
  idempotencyKey?: string;
};
export interface Recorded {
  uid: string;
  kind: WalletKind;
  balance: number;
  duplicate: boolean;
  customer: CustomerSummary;
}

/** An owner's ledger entry with the same rules and the same write as checkout and refunds (owner API and console). */
export async function recordLedgerEntry(
  env: Bindings,
  shop: Shop,
  uid: string,
  kind: WalletKind,
  body: LedgerEntry,
): Promise<Done<Recorded>> {
  const storeId = shop.id;
  const [found, customer] = await Promise.all([readStore(shop), readCustomerSummary(shop, uid)]);
  if (!found) return { ok: false, status: 404, ...NO_SUCH_SHOP, field: 'storeId', path: [] };
  if (!customer) return { ok: false, status: 404, ...NO_SUCH_CUSTOMER, field: 'uid', path: ['uid'] };
  const options = customerWalletOptions(found.store.CART_RULES.WALLET_CONFIG, customer.udhaarLimit);
  if (!isKindEnabled(options, kind)) {
    return { ok: false, status: 409, ...ledgerOff(kind), field: 'type', path: [] };
  }
  const outcome = await postWalletEntry(shop, {
    uid,
    kind,
    type: ownerEntryType(kind, body.type),
    amount: body.amount,
    note: body.note,
    idempotencyKey: body.idempotencyKey ? `owner:${body.idempotencyKey}` : null,
    udhaarLimit: options.udhaarLimit,
    now: Date.now(),
  });
  if (!outcome.ok)
    return {
      ok: false,
      status: 409,
      ...ledgerRefused(outcome.code, ownerRefusal(outcome.code, outcome.rsn, kind), kind),
      field: 'amount',
      path: outcome.code === 'BAD_AMOUNT' ? ['amount'] : [],
    };
  await ownerChanged(env, storeId, `${kind} entry`);
  const after = (await readCustomerSummary(shop, uid)) as CustomerSummary;
  return { ok: true, value: { uid, kind, balance: outcome.balance, duplicate: outcome.duplicate, customer: after } };
}

/** PATCH /customers/{uid}'s rule: paise this customer may owe; null: the shop's limit applies. */
export const udhaarLimitValue = z.number().int().min(0).max(MAX_ENTRY).nullable();

/** A customer's own udhaar limit (owner API and console); false when there is no such customer. */
export async function setUdhaarLimit(
  env: Bindings,
  shop: Shop,
  uid: string,
  limit: unknown,
): Promise<Done<CustomerSummary>> {
  const storeId = shop.id;
  const parsed = udhaarLimitValue.safeParse(limit);
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      rsn: 'UDHAAR_LIMIT must be whole paise from 0 to ₹1 crore, or null.',
      code: 'BAD_INPUT',
      field: 'UDHAAR_LIMIT',
      path: ['UDHAAR_LIMIT'],
    };
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid) || !(await setCustomerUdhaarLimit(shop, uid, parsed.data)))
    return { ok: false, status: 404, ...NO_SUCH_CUSTOMER, field: 'uid', path: ['uid'] };
  await ownerChanged(env, storeId, 'customer udhaar limit');
  return { ok: true, value: (await readCustomerSummary(shop, uid)) as CustomerSummary };
}
