import type { Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import { setUdhaarLimit } from '../../app/owner/customers';
import { readCustomerSummary } from '../../data/shop/owner-customers';
import { rupeesToPaise } from '../../domain/console/money-text';
import { shopOf } from '../../middleware/shop-context';
import { translatorFor } from '../../render/i18n';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
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
