import type { Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import { setUdhaarLimit } from '../../app/owner/customers';
import type { CustomerSummary } from '../../data/shop/owner-customers';
import { readCustomerSummary } from '../../data/shop/owner-customers';
import { paiseToRupees, rupeesToPaise } from '../../domain/console/money-text';
import { shopOf } from '../../middleware/shop-context';
import { useT } from '../../isomorphic/i18n';
import { translatorFor } from '../../render/i18n';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
import { Field } from './frame';
import type { Context } from 'hono';
import type { Store } from '../../domain/tables/stores';

/** The customers page, shown again with a refusal beside a customer's form (customers-page.tsx). */
type CustomersPage = (
  c: Context<AppEnv>,
  store: Store,
  q: string,
  errors: Record<string, string>,
  status: number,
) => Promise<Response>;

/** A customer's own udhaar limit in rupees; empty: the shop's limit applies (PATCH /customers/{uid}). */
export function LimitForm({ base, c, error }: { base: string; c: CustomerSummary; error?: string }) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/${c.uid}/limit`}
      className="console-ledger"
      noValidate
      data-testid="console-limit-form"
    >
      <Field
        name="UDHAAR_LIMIT"
        idFor={`limit-${c.uid}`}
        label={t('console.customers.limit')}
        value={c.udhaarLimit === null ? '' : paiseToRupees(c.udhaarLimit)}
        inputMode="decimal"
        error={error}
      />
      <button className="button button-small button-quiet" type="submit">
        {t('console.customers.setLimit')}
      </button>
    </form>
  );
}

export function registerCustomerLimit(app: Hono<AppEnv>, customersPage: CustomersPage): void {
  app.post('/:storeId/customers/:uid/limit', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const uid = c.req.param('uid').slice(0, 130);
    const form = await formFields(c);
    const found = /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? await readCustomerSummary(shopOf(c, own.store.id), uid) : null;
    const q = found?.phone || found?.name || '';
    const rupees = rupeesToPaise(form.UDHAAR_LIMIT ?? '');
    if (!rupees.ok)
      return customersPage(
        c,
        own.store,
        q,
        { [`limit-${uid}`]: translatorFor(c.get('lang') ?? 'en').t('console.rupeesOrEmpty') },
        400,
      );
    const done = await setUdhaarLimit(c.env, shopOf(c, own.store.id), uid, rupees.paise);
    if (!done.ok)
      return customersPage(c, own.store, q, { [`limit-${uid}`]: refusalWords(done, c.get('lang')) }, done.status);
    return c.redirect(`/admin/${own.store.id}/customers?${new URLSearchParams({ q, saved: '1' })}`, 303);
  });
}
