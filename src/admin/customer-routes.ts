import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { fail } from '../core/reply';
import { postWalletEntry } from '../data/account-wallet';
import { readStore } from '../data/owner-store';
import { readCustomerSummary, searchCustomers, setCustomerUdhaarLimit, type CustomerSummary } from '../data/owner-customers';
import { shopDb } from '../data/shop-db';
import { customerWalletOptions, isKindEnabled, type WalletKind } from '../domain/account/wallet';
import { ownerEntryType, ownerRefusal, readCustomerQuery, type OwnerUdhaarType, type OwnerWalletType } from '../domain/account/owner-entries';
import { isCleanText } from '../domain/shop-fields';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from './schemas/common';

const TAG = 'Customers';
const uidParam = { uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).openapi({ param: { name: 'uid', in: 'path' }, example: 'u7f3kq2' }) };
/** ₹1 crore in paise: far above any kirana's ledger, low enough that sums stay exact */
const MAX_ENTRY = 1_000_000_000;
const amount = z.number().int().min(1).max(MAX_ENTRY).openapi({ description: 'Paise (₹250 = 25000)', example: 25000 });
const note = z.string().trim().max(200).refine((v) => isCleanText(v), { message: 'The note cannot contain control characters or broken characters' }).default('');
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional()
  .openapi({ description: 'Optional: the same key twice records the entry once (a double tap on a slow network).' });

const walletBody = z.strictObject({ type: z.enum(['CREDIT', 'DEBIT']), amount, note, idempotencyKey })
  .openapi('WalletEntryCreate', { example: { type: 'CREDIT', amount: 50000, note: 'Cash received at the counter' } });
const udhaarBody = z.strictObject({ type: z.enum(['REPAYMENT', 'CHARGE']), amount, note, idempotencyKey })
  .openapi('UdhaarEntryCreate', { example: { type: 'REPAYMENT', amount: 20000, note: 'Paid ₹200 in cash' } });
const customerPatch = z.strictObject({
  UDHAAR_LIMIT: z.number().int().min(0).max(MAX_ENTRY).nullable()
    .openapi({ description: 'Paise this customer may owe; null: the shop\'s WALLET_CONFIG.udhaarLimit applies' }),
}).openapi('CustomerPatch', { example: { UDHAAR_LIMIT: 500000 } });
const customerQuery = z.object({
  q: z.string().max(100).optional().openapi({ description: 'Digits search phone numbers (98100, +91 98100 12345); anything else searches names.' }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const customerOut = z.object({
  uid: z.string(), phone: z.string(), email: z.string(), name: z.string(), createdAt: z.number(), lastLoginAt: z.number(),
  udhaarLimit: z.number().int().nullable(), wallet: z.number().int(), udhaarOwed: z.number().int(),
}).openapi('Customer');
const entryReply = okSchema('LedgerEntryReply', {
  uid: z.string(), kind: z.enum(['wallet', 'udhaar']), balance: z.number().int(), duplicate: z.boolean(), customer: customerOut,
});

const noCustomer = (c: Context) => fail(c, 404, 'This shop has no such customer (a customer appears once they sign in at the shop).', 'NOT_FOUND', 'uid');

/** Records an owner's ledger entry with the same rules and the same write as checkout and refunds. */
async function record(c: Context<AppEnv>, storeId: string, uid: string, kind: WalletKind, body: { type: OwnerWalletType | OwnerUdhaarType; amount: number; note: string; idempotencyKey?: string }) {
  const db = shopDb(c.env, storeId);
  const [shop, customer] = await Promise.all([readStore(db, storeId), readCustomerSummary(db, storeId, uid)]);
  if (!shop) return fail(c, 404, 'There is no such shop.', 'STORE_NOT_FOUND');
  if (!customer) return noCustomer(c);
  const options = customerWalletOptions(shop.store.CART_RULES.WALLET_CONFIG, customer.udhaarLimit);
  if (!isKindEnabled(options, kind)) {
    return fail(c, 409, `This shop's ${kind} is off: turn it on with PATCH /cart-rules {"WALLET_CONFIG": {"${kind}": true}} first, so the customer can see it.`, 'LEDGER_OFF');
  }
  const outcome = await postWalletEntry(db, {
    storeId, uid, kind, type: ownerEntryType(kind, body.type), amount: body.amount, note: body.note,
    idempotencyKey: body.idempotencyKey ? `owner:${body.idempotencyKey}` : null, udhaarLimit: options.udhaarLimit, now: Date.now(),
  });
  if (!outcome.ok) return fail(c, 409, ownerRefusal(outcome.code, outcome.rsn, kind), outcome.code, outcome.code === 'BAD_AMOUNT' ? 'amount' : undefined);
  const after = (await readCustomerSummary(db, storeId, uid)) as CustomerSummary;
  return changed(c, storeId, `${kind} entry`, { uid, kind, balance: outcome.balance, duplicate: outcome.duplicate, customer: after }, outcome.duplicate ? 200 : 201);
}

/** Customers: find them, set their udhaar limit, and record money on their wallet and udhaar ledgers. */
export function registerCustomerRoutes(app: OwnerApp): void {
  ownerRoute(app, {
    method: 'get', path: '/customers', tag: TAG, summary: 'Find customers by phone or name',
    description: 'Customers who signed in at the shop, most recently seen first, with their wallet balance, udhaar owed and own udhaar limit. Page with limit/offset.',
    query: customerQuery,
    ok: okSchema('CustomerList', { customers: z.array(customerOut), total: z.number().int() }),
  }, async (c, { storeId, query }) => ownerReply(c, await searchCustomers(shopDb(c.env, storeId), storeId, readCustomerQuery(query.q), { limit: query.limit, offset: query.offset })));

  ownerRoute(app, {
    method: 'get', path: '/customers/{uid}', tag: TAG, summary: 'Read a customer', params: uidParam,
    ok: okSchema('CustomerReply', { customer: customerOut }),
  }, async (c, { storeId, params }) => {
    const customer = await readCustomerSummary(shopDb(c.env, storeId), storeId, params.uid);
    return customer ? ownerReply(c, { customer }) : noCustomer(c);
  });

  ownerRoute(app, {
    method: 'patch', path: '/customers/{uid}', tag: TAG, summary: "Set a customer's own udhaar limit",
    description: 'A limit below what the customer owes already is allowed: they can then buy nothing more on udhaar until they repay.',
    params: uidParam, body: customerPatch, ok: okSchema('CustomerChanged', { customer: customerOut }),
  }, async (c, { storeId, params, body }) => {
    const db = shopDb(c.env, storeId);
    if (!(await setCustomerUdhaarLimit(db, storeId, params.uid, body.UDHAAR_LIMIT))) return noCustomer(c);
    return changed(c, storeId, 'customer udhaar limit', { customer: await readCustomerSummary(db, storeId, params.uid) });
  });

  ownerRoute(app, {
    method: 'post', path: '/customers/{uid}/wallet', tag: TAG, summary: "Add money to (or take it from) a customer's wallet",
    description: 'A ledger entry on the wallet the customer sees on their wallet page at once. The balance never goes below zero: a DEBIT above it answers 409 `WALLET_LOW`.',
    params: uidParam, body: walletBody, ok: entryReply, okStatus: 201,
    failures: { 409: 'The entry breaks a ledger rule (`WALLET_LOW`), the shop\'s wallet is off (`LEDGER_OFF`), or the ledger changed at the same moment (`BUSY`).' },
  }, async (c, { storeId, params, body }) => record(c, storeId, params.uid, 'wallet', body));

  ownerRoute(app, {
    method: 'post', path: '/customers/{uid}/udhaar', tag: TAG, summary: 'Record an udhaar repayment or charge',
    description: 'REPAYMENT lowers what the customer owes (never below zero: more answers 409 `UDHAAR_OVERPAID`); CHARGE records goods taken on credit, within the customer\'s udhaar limit (else 409 `UDHAAR_LIMIT`). The customer sees it on their udhaar page at once.',
    params: uidParam, body: udhaarBody, ok: entryReply, okStatus: 201,
    failures: { 409: 'The entry breaks a ledger rule (`UDHAAR_OVERPAID`, `UDHAAR_LIMIT`), the shop\'s udhaar is off (`LEDGER_OFF`), or the ledger changed at the same moment (`BUSY`).' },
  }, async (c, { storeId, params, body }) => record(c, storeId, params.uid, 'udhaar', body));
}
