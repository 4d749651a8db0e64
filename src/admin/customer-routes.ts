import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { NO_SUCH_CUSTOMER } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { readCustomerSummary, searchCustomers, setCustomerUdhaarLimit } from '../data/shop/owner-customers';
import { shopOf } from '../middleware/shop-context';
import type { WalletKind } from '../domain/account/wallet';
import { readCustomerQuery } from '../domain/account/owner-entries';
import { MAX_ENTRY, recordLedgerEntry, udhaarBody, walletBody, type LedgerEntry } from '../app/owner/customers';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';

const TAG = 'Customers';
const uidParam = {
  uid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .openapi({ param: { name: 'uid', in: 'path' }, example: 'u7f3kq2' }),
};
const customerPatch = z
  .strictObject({
    UDHAAR_LIMIT: z
      .number()
      .int()
      .min(0)
      .max(MAX_ENTRY)
      .nullable()
      .openapi({ description: "Paise this customer may owe; null: the shop's WALLET_CONFIG.udhaarLimit applies" }),
  })
  .openapi('CustomerPatch', { example: { UDHAAR_LIMIT: 500000 } });
import { nextCursor, pageQuery } from './paging-query';

const customerQuery = z.object({
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'Digits search phone numbers (98100, +91 98100 12345); anything else searches names.' }),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  ...pageQuery(['int', 'text'], 20),
});

const customerOut = z
  .object({
    uid: z.string(),
    phone: z.string(),
    email: z.string(),
    name: z.string(),
    createdAt: z.number(),
    lastLoginAt: z.number(),
    udhaarLimit: z.number().int().nullable(),
    wallet: z.number().int(),
    udhaarOwed: z.number().int(),
  })
  .openapi('Customer');
const entryReply = okSchema('LedgerEntryReply', {
  uid: z.string(),
  kind: z.enum(['wallet', 'udhaar']),
  balance: z.number().int(),
  duplicate: z.boolean(),
  customer: customerOut,
});

const noCustomer = (c: Context<AppEnv>, storeId: string) => refuseOwner(c, storeId, 404, NO_SUCH_CUSTOMER);

/** Records an owner's ledger entry (app/owner/customers.ts, the console's use case too). */
async function record(c: Context<AppEnv>, storeId: string, uid: string, kind: WalletKind, body: LedgerEntry) {
  const done = await recordLedgerEntry(c.env, shopOf(c, storeId), uid, kind, body);
  if (!done.ok)
    return refuseOwner(c, storeId, done.status as 404, { ...done, field: done.path.length ? done.field : undefined });
  return c.json({ status: 1, ...done.value }, done.value.duplicate ? 200 : 201);
}

/** Customers: find them, set their udhaar limit, and record money on their wallet and udhaar ledgers. */
export function registerCustomerRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/customers',
      tag: TAG,
      summary: 'Find customers by phone or name',
      description:
        "Customers who signed in at the shop, most recently seen first, with their wallet balance, udhaar owed and own udhaar limit. Page with `cursor` (the previous page's `next_cursor`; `offset` still works).",
      query: customerQuery,
      ok: okSchema('CustomerList', { customers: z.array(customerOut), total: z.number().int(), ...nextCursor }),
    },
    async (c, { storeId, query }) =>
      ownerReply(
        c,
        await searchCustomers(shopOf(c, storeId), readCustomerQuery(query.q), {
          limit: query.limit,
          offset: query.offset,
          cursor: query.cursor,
        }),
      ),
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/customers/{uid}',
      tag: TAG,
      summary: 'Read a customer',
      params: uidParam,
      ok: okSchema('CustomerReply', { customer: customerOut }),
    },
    async (c, { storeId, params }) => {
      const customer = await readCustomerSummary(shopOf(c, storeId), params.uid);
      return customer ? ownerReply(c, { customer }) : noCustomer(c, storeId);
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/customers/{uid}',
      tag: TAG,
      summary: "Set a customer's own udhaar limit",
      description:
        'A limit below what the customer owes already is allowed: they can then buy nothing more on udhaar until they repay.',
      params: uidParam,
      body: customerPatch,
      ok: okSchema('CustomerChanged', { customer: customerOut }),
    },
    async (c, { storeId, params, body }) => {
      const shop = shopOf(c, storeId);
      if (!(await setCustomerUdhaarLimit(shop, params.uid, body.UDHAAR_LIMIT))) return noCustomer(c, storeId);
      return changed(c, storeId, 'customer udhaar limit', { customer: await readCustomerSummary(shop, params.uid) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/customers/{uid}/wallet',
      tag: TAG,
      summary: "Add money to (or take it from) a customer's wallet",
      description:
        'A ledger entry on the wallet the customer sees on their wallet page at once. The balance never goes below zero: a DEBIT above it answers 409 `WALLET_LOW`.',
      params: uidParam,
      body: walletBody,
      ok: entryReply,
      okStatus: 201,
      failures: {
        409: "The entry breaks a ledger rule (`WALLET_LOW`), the shop's wallet is off (`LEDGER_OFF`), or the ledger changed at the same moment (`BUSY`).",
      },
    },
    async (c, { storeId, params, body }) => record(c, storeId, params.uid, 'wallet', body),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/customers/{uid}/udhaar',
      tag: TAG,
      summary: 'Record an udhaar repayment or charge',
      description:
        "REPAYMENT lowers what the customer owes (never below zero: more answers 409 `UDHAAR_OVERPAID`); CHARGE records goods taken on credit, within the customer's udhaar limit (else 409 `UDHAAR_LIMIT`). The customer sees it on their udhaar page at once.",
      params: uidParam,
      body: udhaarBody,
      ok: entryReply,
      okStatus: 201,
      failures: {
        409: "The entry breaks a ledger rule (`UDHAAR_OVERPAID`, `UDHAAR_LIMIT`), the shop's udhaar is off (`LEDGER_OFF`), or the ledger changed at the same moment (`BUSY`).",
      },
    },
    async (c, { storeId, params, body }) => record(c, storeId, params.uid, 'udhaar', body),
  );
}
