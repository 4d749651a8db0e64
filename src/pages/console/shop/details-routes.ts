import type { Hono } from 'hono';
import { shopOf } from '../../../middleware/shop-context';
import type { AppEnv } from '../../../middleware/app-env';
import { storeDetailsPatch } from '../../../app/owner/schemas/store';
import { editShop } from '../../../app/owner/use-cases';
import { hoursFromText } from '../../../domain/console/shop-form';
import { LANGUAGES } from '../../../domain/i18n/languages';
import { translatorFor } from '../../../render/i18n';
import { formFields, ownedShop } from '../guard';
import { saved, shopPage } from './page-routes';
import { fieldError, reason } from './values';

const merge = (b: unknown) => ({ merge: b as Record<string, unknown> });

/** The shop's details, hours and languages: each a store-details patch through the owner API's use case. */
export function registerDetailsForms(app: Hono<AppEnv>): void {
  app.post('/:storeId/shop/details', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const body = {
      STORE_NAME: form.STORE_NAME ?? '',
      STORE_DESC: form.STORE_DESC ?? '',
      CUST_CARE: (form.CUST_CARE ?? '').replace(/[\s-]/g, ''),
    };
    const done = await editShop(c.env, shopOf(c, own.store.id), 'store details', storeDetailsPatch, body, merge);
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, form, fieldError(done, c.get('lang')), done.status);
  });

  app.post('/:storeId/shop/hours', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const hours = hoursFromText(form.WORKING_HOURS ?? '');
    const t = translatorFor(c.get('lang') ?? 'en').t;
    if (!hours.ok)
      return shopPage(c, own.store, form, { WORKING_HOURS: t('console.shop.hoursBad', { line: hours.line }) }, 400);
    const done = await editShop(
      c.env,
      shopOf(c, own.store.id),
      'store details',
      storeDetailsPatch,
      { WORKING_HOURS: hours.value },
      merge,
    );
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, form, { WORKING_HOURS: reason(done, c.get('lang')) }, done.status);
  });

  app.post('/:storeId/shop/languages', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const offered = LANGUAGES.filter((l) => form[`LANGUAGES.${l}`] === 'on');
    const main = form.LANGUAGE ?? '';
    // the shop's own language is always offered
    const languages =
      (LANGUAGES as readonly string[]).includes(main) && !offered.includes(main as never)
        ? [main, ...offered]
        : offered;
    const done = await editShop(
      c.env,
      shopOf(c, own.store.id),
      'store details',
      storeDetailsPatch,
      { LANGUAGE: main, LANGUAGES: languages },
      merge,
    );
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, { ...form, LANGUAGES: offered.join(',') }, fieldError(done, c.get('lang')), done.status);
  });
}
