import type { Hono } from 'hono';
import { shopOf } from '../../../middleware/shop-context';
import type { AppEnv } from '../../../middleware/app-env';
import { cartRulesPatch } from '../../../app/owner/schemas/store';
import { editShop } from '../../../app/owner/use-cases';
import { changeGst } from '../../../app/owner/shop-settings';
import { makeShopKey, revokeKey } from '../../../app/owner/keys';
import { rupeesToPaise, wholeNumber } from '../../../domain/console/money-text';
import { PAISE_PER_POINT } from '../../../domain/orders/after-order';
import { translatorFor } from '../../../render/i18n';
import { formFields, ownedShop } from '../guard';
import { refusalWords } from '../refusal-words';
import { saved, shopPage } from './page-routes';

const intoCartRules = (b: unknown) => ({ merge: b as Record<string, unknown>, into: 'CART_RULES' as const });

/** Wallet and udhaar, rewards, GST and staff keys: read from the form, then the owner API's use cases and rules. */
export function registerMoneyAndKeyForms(app: Hono<AppEnv>): void {
  app.post('/:storeId/shop/wallet', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const limit = rupeesToPaise(form['WALLET.udhaarLimit'] ?? '');
    if (!limit.ok)
      return shopPage(
        c,
        own.store,
        form,
        { 'WALLET.udhaarLimit': translatorFor(c.get('lang') ?? 'en').t('console.rupeesOrEmpty') },
        400,
      );
    const body = {
      WALLET_CONFIG: {
        wallet: form['WALLET.wallet'] === 'on',
        udhaar: form['WALLET.udhaar'] === 'on',
        udhaarLimit: limit.paise ?? 0,
      },
    };
    const done = await editShop(c.env, shopOf(c, own.store.id), 'cart rules', cartRulesPatch, body, intoCartRules);
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, form, { 'WALLET.udhaarLimit': refusalWords(done, c.get('lang')) }, done.status);
  });

  app.post('/:storeId/shop/rewards', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const t = translatorFor(c.get('lang') ?? 'en').t;
    const enabled = form['REWARDS.enabled'] === 'on';
    const value = rupeesToPaise(form['REWARDS.pointValue'] ?? '');
    const share = wholeNumber(form['REWARDS.maxShare'] ?? '');
    const earn = rupeesToPaise(form['REWARDS.earnPer'] ?? '');
    const earnPer = earn.ok ? (earn.paise ?? PAISE_PER_POINT) : null;
    const before = own.store.CART_RULES.REWARDS;
    // switched off with the fields left empty: the values kept for when it is switched on again
    const pointValue = value.ok ? (value.paise ?? (enabled ? null : (before?.pointValue ?? 100))) : null;
    const maxShare = share.ok ? (share.value ?? (enabled ? null : (before?.maxShare ?? 10))) : null;
    const errors: Record<string, string> = {};
    if (pointValue === null || pointValue < 1 || pointValue > 100000)
      errors['REWARDS.pointValue'] = t('console.shop.pointValueBad');
    if (maxShare === null || maxShare < 1 || maxShare > 100) errors['REWARDS.maxShare'] = t('console.shop.maxShareBad');
    if (earnPer === null || earnPer < 100 || earnPer > 10_000_000)
      errors['REWARDS.earnPer'] = t('console.shop.earnPerBad');
    if (Object.keys(errors).length) return shopPage(c, own.store, form, errors, 400);
    const done = await editShop(
      c.env,
      shopOf(c, own.store.id),
      'cart rules',
      cartRulesPatch,
      { REWARDS: { enabled, pointValue, maxShare, earnPer } },
      intoCartRules,
    );
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, form, { 'REWARDS.pointValue': refusalWords(done, c.get('lang')) }, done.status);
  });

  app.post('/:storeId/shop/gst', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const state = (form.stateCode ?? '').trim();
    const body = {
      gstin: (form.gstin ?? '').trim(),
      legalName: form.legalName ?? '',
      address: form.address ?? '',
      compositionScheme: form.compositionScheme === 'on',
      invoiceSeries: form.invoiceSeries ?? '',
      ...(state ? { stateCode: state } : {}),
    };
    const done = await changeGst(c.env, shopOf(c, own.store.id), body);
    if (done.ok) return saved(c, own.store.id);
    const field = ['gstin', 'stateCode', 'legalName', 'address', 'invoiceSeries'].includes(done.field)
      ? done.field
      : 'gstin';
    return shopPage(c, own.store, form, { [field]: refusalWords(done, c.get('lang')) }, done.status);
  });

  /** The new key is shown on this reply alone (no redirect: it must not sit in a URL or be shown again). */
  app.post('/:storeId/shop/keys', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const done = await makeShopKey(c.env, own.store.id, { label: form.label ?? '', role: form.role ?? '' });
    if (!done.ok)
      return shopPage(
        c,
        own.store,
        form,
        { [done.field === 'role' ? 'role' : 'label']: refusalWords(done, c.get('lang')) },
        done.status,
      );
    return shopPage(c, own.store, {}, {}, 201, undefined, done.value);
  });

  app.post('/:storeId/shop/keys/:keyId/revoke', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const done = await revokeKey(c.env, own.store.id, c.req.param('keyId').slice(0, 40));
    return done.ok
      ? saved(c, own.store.id)
      : shopPage(c, own.store, {}, { keyId: refusalWords(done, c.get('lang')) }, done.status);
  });
}
