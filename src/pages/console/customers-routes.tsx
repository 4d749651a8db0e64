import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { recordLedgerEntry, udhaarBody, walletBody, type LedgerEntry } from '../../app/owner/customers';
import { readCustomerSummary, searchCustomers } from '../../data/shop/owner-customers';
import { readCustomerQuery } from '../../domain/account/owner-entries';
import { rupeesToPaise } from '../../domain/console/money-text';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { translatorFor } from '../../render/i18n';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
import type { Flash } from './frame';
import { flashOf } from './shop-pages-routes';
import { decodeCursor } from '../../domain/paging';
import { registerCustomerLimit } from './customer-limit-routes';
import { CustomersPage } from './customers-page';
async function customersPage(
  c: Context<AppEnv>,
  store: Store,
  q: string,
  errors: Record<string, string> = {},
  status = 200,
) {
  // a page link's cursor (most recently seen, then uid); one that is not valid shows the first page
  const cursor =
    decodeCursor(c.req.method === 'GET' ? (c.req.query('cursor') ?? '') : '', ['int', 'text']) ?? undefined;
  const found = await searchCustomers(shopOf(c, store.id), readCustomerQuery(q || undefined), {
    limit: 20,
    offset: 0,
    cursor,
  });
  const failed = Object.values(errors)[0];
  const flash: Flash | null = failed ? { kind: 'problem', text: failed } : flashOf(c, false);
  return renderPage(
    consoleFrame(c),
    <CustomersPage
      store={store}
      q={q}
      customers={found.customers}
      total={found.total}
      errors={errors}
      flash={flash}
      paged={cursor !== undefined}
      nextCursor={found.next_cursor}
    />,
    { status },
  );
}

export function registerCustomerPages(app: Hono<AppEnv>): void {
  registerCustomerLimit(app, customersPage);
  app.get('/:storeId/customers', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? customersPage(c, own.store, (c.req.query('q') ?? '').slice(0, 100)) : own.reply;
  });

  /** A wallet credit or debit, an udhaar repayment or charge: amounts typed in rupees, the API's schema and rules. */
  app.post('/:storeId/customers/:uid/:kind{wallet|udhaar}', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const uid = c.req.param('uid');
    const kind = c.req.param('kind') as 'wallet' | 'udhaar';
    const form = await formFields(c);
    const key = `${kind}-${uid}`;
    const rupees = rupeesToPaise(form.amount ?? '');
    const found = /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? await readCustomerSummary(shopOf(c, own.store.id), uid) : null;
    const q = found?.phone || found?.name || '';
    if (!rupees.ok || !rupees.paise)
      return customersPage(
        c,
        own.store,
        q,
        { [key]: translatorFor(c.get('lang') ?? 'en').t('console.customers.amountFormat') },
        400,
      );
    const parsed = (kind === 'wallet' ? walletBody : udhaarBody).safeParse({
      type: form.type,
      amount: rupees.paise,
      note: form.note ?? '',
      ...(form.idempotencyKey ? { idempotencyKey: form.idempotencyKey } : {}),
    });
    if (!parsed.success)
      return customersPage(
        c,
        own.store,
        q,
        { [key]: refusalWords(describeIssue(parsed.error.issues[0] as IssueLike), c.get('lang')) },
        400,
      );
    const done = await recordLedgerEntry(c.env, shopOf(c, own.store.id), uid, kind, parsed.data as LedgerEntry);
    if (!done.ok) return customersPage(c, own.store, q, { [key]: refusalWords(done, c.get('lang')) }, done.status);
    return c.redirect(`/admin/${own.store.id}/customers?${new URLSearchParams({ q, saved: '1' })}`, 303);
  });
}
