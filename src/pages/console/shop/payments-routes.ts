import type { Hono } from 'hono';
import type { AppEnv } from '../../../middleware/app-env';
import { readStore } from '../../../data/shop/owner-store';
import { shopOf } from '../../../middleware/shop-context';
import { cartRulesPatch } from '../../../app/owner/schemas/store';
import { editShop } from '../../../app/owner/use-cases';
import { changePayments } from '../../../app/owner/shop-settings';
import type { FieldErrors } from '../../../domain/console/item-form';
import { rupeesToPaise } from '../../../domain/console/money-text';
import { pincodesFromText } from '../../../domain/console/shop-form';
import { translatorFor } from '../../../render/i18n';
import { formFields, ownedShop } from '../guard';
import { saved, shopPage } from './page-routes';
import { fieldError, KM_RULES, MONEY_RULES, reason } from './values';

/** Payments (COD and UPI) and the delivery rules: rupees and km read from the form, then the owner API's use cases. */
export function registerPaymentForms(app: Hono<AppEnv>): void {
  app.post('/:storeId/shop/payments', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const cod = rupeesToPaise(form['COD.maxOrderValue'] ?? '');
    const t = translatorFor(c.get('lang') ?? 'en').t;
    if (!cod.ok) return shopPage(c, own.store, form, { 'COD.maxOrderValue': t('console.rupeesOrEmpty') }, 400);
    const body = {
      COD: { enabled: form['COD.enabled'] === 'on', maxOrderValue: cod.paise ?? 0 },
      UPI: {
        enabled: form['UPI.enabled'] === 'on',
        vpa: form['UPI.vpa'] ?? '',
        payeeName: form['UPI.payeeName'] ?? '',
      },
    };
    const done = await changePayments(c.env, shopOf(c, own.store.id), body);
    if (!done.ok) return shopPage(c, own.store, form, fieldError(done, c.get('lang')), done.status);
    // saved; a warning (a personal-looking VPA, no way to pay left) is shown with it
    if (done.value.warnings.length) {
      const now = (await readStore(shopOf(c, own.store.id)))?.store ?? own.store;
      return shopPage(c, now, {}, {}, 200, {
        kind: 'ok',
        text: `${t('console.saved')} ${done.value.warnings.join(' ')}`,
      });
    }
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/delivery', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const t = translatorFor(c.get('lang') ?? 'en').t;
    const errors: FieldErrors = {};
    const body: Record<string, unknown> = {};
    for (const k of MONEY_RULES) {
      const p = rupeesToPaise(form[k] ?? '');
      if (!p.ok) errors[k] = t('console.rupeesOrEmpty');
      else body[k] = p.paise;
    }
    for (const k of KM_RULES) {
      const text = (form[k] ?? '').trim();
      const km = Number(text);
      if (text !== '' && !Number.isFinite(km)) errors[k] = t('console.kmOrEmpty');
      else body[k] = text === '' ? null : km;
    }
    body.SERVICEABLE_PINCODES = pincodesFromText(form.SERVICEABLE_PINCODES ?? '');
    if (Object.keys(errors).length) return shopPage(c, own.store, form, errors, 400);
    const done = await editShop(c.env, shopOf(c, own.store.id), 'cart rules', cartRulesPatch, body, (b) => ({
      merge: b as Record<string, unknown>,
      into: 'CART_RULES',
    }));
    if (done.ok) return saved(c, own.store.id);
    // a pincode refusal names the list's index: it belongs beside the pincodes field
    const fe = done.path.includes('SERVICEABLE_PINCODES')
      ? { SERVICEABLE_PINCODES: reason(done, c.get('lang')) }
      : fieldError(done, c.get('lang'));
    return shopPage(c, own.store, form, fe, done.status);
  });
}
