import { DEFAULT_PAYMENTS } from '../../../domain/tables/store-fields';
import { type Store } from '../../../domain/tables/stores';
import type { readPlugins } from '../../../data/shop/owner-plugins';
import type { Refused } from '../../../app/owner/use-cases';
import type { FieldErrors, FormValues } from '../../../domain/console/item-form';
import { paiseToRupees } from '../../../domain/console/money-text';
import { PAISE_PER_POINT } from '../../../domain/orders/after-order';
import { hoursToText } from '../../../domain/console/shop-form';
import type { Lang } from '../../../domain/i18n/languages';
import { refusalWords } from '../refusal-words';

/** What the shop page's forms show: the stored settings as the owner types them (rupees, one line a day). */

export type Plugins = Awaited<ReturnType<typeof readPlugins>>;
export const MONEY_RULES = [
  'MINIMUM_CART_VALUE',
  'DELIVERY_CHARGE',
  'DELIVERY_FREE_ABOVE',
  'EXTRA_CHARGE_PER_KM',
] as const;
export const KM_RULES = ['STANDARD_DELIVERY_AREA', 'MAX_DELIVERY_RADIUS'] as const;
export const PLUGIN_ORDER = ['CATALOG_SEARCH', 'TAWK', 'PUSH', 'CUSTOM_JS_SCRIPT'] as const;
/** A plugin's one text setting, if it has one. */
export const PLUGIN_TEXT: Partial<Record<(typeof PLUGIN_ORDER)[number], 'LABEL' | 'TAWK_ID' | 'VAPID_KEY'>> = {
  CATALOG_SEARCH: 'LABEL',
  TAWK: 'TAWK_ID',
  PUSH: 'VAPID_KEY',
};

/** A use case's refusal in the owner's language (else without its field-path prefix), for the field it names. */
export const reason = (r: Refused, lang?: Lang): string => refusalWords(r, lang);
export const fieldError = (r: Refused, lang?: Lang): FieldErrors => ({
  [String(r.path[r.path.length - 1] ?? r.field)]: reason(r, lang),
});

export function shopValues(store: Store, plugins: Plugins): FormValues {
  const r = store.CART_RULES as Record<string, unknown>;
  const pay = store.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS;
  const v: FormValues = {
    STORE_NAME: store.STORE_NAME,
    STORE_DESC: store.STORE_DESC ?? '',
    CUST_CARE: store.CUST_CARE ?? '',
    WORKING_HOURS: hoursToText(store.WORKING_HOURS),
    LANGUAGE: store.LANGUAGE,
    'COD.enabled': pay.COD.enabled ? 'on' : '',
    'COD.maxOrderValue': pay.COD.maxOrderValue ? paiseToRupees(pay.COD.maxOrderValue) : '',
    'UPI.enabled': pay.UPI.enabled ? 'on' : '',
    'UPI.vpa': pay.UPI.vpa,
    'UPI.payeeName': pay.UPI.payeeName,
    SERVICEABLE_PINCODES: (store.CART_RULES.SERVICEABLE_PINCODES ?? []).join(', '),
  };
  const wallet = store.CART_RULES.WALLET_CONFIG;
  v['WALLET.wallet'] = wallet?.wallet ? 'on' : '';
  v['WALLET.udhaar'] = wallet?.udhaar ? 'on' : '';
  v['WALLET.udhaarLimit'] = wallet?.udhaarLimit ? paiseToRupees(wallet.udhaarLimit) : '';
  const rewards = store.CART_RULES.REWARDS;
  v['REWARDS.enabled'] = rewards?.enabled ? 'on' : '';
  v['REWARDS.pointValue'] = rewards ? paiseToRupees(rewards.pointValue) : '';
  v['REWARDS.maxShare'] = rewards ? String(rewards.maxShare) : '';
  v['REWARDS.earnPer'] = paiseToRupees(rewards?.earnPer ?? PAISE_PER_POINT);
  const gst = store.CART_RULES.GST_REGISTRATION;
  Object.assign(v, {
    gstin: gst?.gstin ?? '',
    stateCode: gst?.stateCode ?? '',
    legalName: gst?.legalName ?? '',
    address: gst?.address ?? '',
    compositionScheme: gst?.compositionScheme ? 'on' : '',
    invoiceSeries: gst?.invoiceSeries ?? '',
  });
  for (const k of MONEY_RULES) v[k] = paiseToRupees(r[k] as number | undefined);
  for (const k of KM_RULES) v[k] = r[k] === undefined ? '' : String(r[k]);
  for (const name of PLUGIN_ORDER) {
    const p = (plugins as Record<string, Record<string, unknown> | undefined>)[name] ?? {};
    v[`${name}.ENABLED`] = p.ENABLED ? 'on' : '';
    const text = PLUGIN_TEXT[name];
    if (text) v[`${name}.${text}`] = String(p[text] ?? '');
  }
  return v;
}
