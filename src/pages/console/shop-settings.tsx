import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import { DEFAULT_PAYMENTS, type Store } from '../../schemas/store';
import { listDomains, type DomainRecord } from '../../data/owner-domains';
import { readPlugins } from '../../data/owner-plugins';
import { shopDb } from '../../data/shop-db';
import { readStore } from '../../data/owner-store';
import { cartRulesPatch, storeDetailsPatch } from '../../app/owner/schemas/store';
import { editShop, type Refused } from '../../app/owner/use-cases';
import { changePayments, claimDomain, dropDomain, isPluginName, setPlugin, verifyDomain } from '../../app/owner/shop-settings';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { paiseToRupees, rupeesToPaise } from '../../domain/console/money-text';
import { hoursFromText, hoursToText, pincodesFromText } from '../../domain/console/shop-form';
import { claimExpiresAt, proofInstructions } from '../../domain/domains/verification';
import { LANGUAGES, LANGUAGE_NAMES, shopLanguages } from '../../domain/i18n/languages';
import { translatorFor } from '../../render/i18n';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { formAll, formFields, ownedShop } from './guard';
import { ConsoleFrame, Field, type Flash } from './frame';
import { Island } from '../../render/island';
import photoPicker from '../../../client/islands/photo-picker';

/**
 * /admin/{storeId}/shop: every setting of the shop as its own plain form (details, hours, payments, delivery,
 * languages, custom domains with their proof, plugins). Each posts, runs the owner API's use case and redirects;
 * a refusal comes back beside its field with what the owner typed.
 */

type Plugins = Awaited<ReturnType<typeof readPlugins>>;
const MONEY_RULES = ['MINIMUM_CART_VALUE', 'DELIVERY_CHARGE', 'DELIVERY_FREE_ABOVE', 'EXTRA_CHARGE_PER_KM'] as const;
const KM_RULES = ['STANDARD_DELIVERY_AREA', 'MAX_DELIVERY_RADIUS'] as const;
const PLUGIN_ORDER = ['CATALOG_SEARCH', 'TAWK', 'PUSH', 'CUSTOM_JS_SCRIPT'] as const;
/** A plugin's one text setting, if it has one. */
const PLUGIN_TEXT: Partial<Record<(typeof PLUGIN_ORDER)[number], 'LABEL' | 'TAWK_ID' | 'VAPID_KEY'>> = { CATALOG_SEARCH: 'LABEL', TAWK: 'TAWK_ID', PUSH: 'VAPID_KEY' };

const fieldError = (r: Refused): FieldErrors => ({ [String(r.path[r.path.length - 1] ?? r.field)]: r.rsn.replace(/^[A-Za-z0-9_.]+: /, '') });

function shopValues(store: Store, plugins: Plugins): FormValues {
  const r = store.CART_RULES as Record<string, unknown>;
  const pay = store.CART_RULES.PAYMENTS ?? DEFAULT_PAYMENTS;
  const v: FormValues = {
    STORE_NAME: store.STORE_NAME, STORE_DESC: store.STORE_DESC ?? '', CUST_CARE: store.CUST_CARE ?? '',
    WORKING_HOURS: hoursToText(store.WORKING_HOURS), LANGUAGE: store.LANGUAGE,
    'COD.enabled': pay.COD.enabled ? 'on' : '', 'COD.maxOrderValue': pay.COD.maxOrderValue ? paiseToRupees(pay.COD.maxOrderValue) : '',
    'UPI.enabled': pay.UPI.enabled ? 'on' : '', 'UPI.vpa': pay.UPI.vpa, 'UPI.payeeName': pay.UPI.payeeName,
    SERVICEABLE_PINCODES: (store.CART_RULES.SERVICEABLE_PINCODES ?? []).join(', '),
  };
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

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <div className="console-check">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function DomainRow({ base, d }: { base: string; d: DomainRecord }) {
  const { t } = useT();
  const proof = d.status === 'pending' ? proofInstructions(d.host, d.token, claimExpiresAt(d)) : null;
  const host = encodeURIComponent(d.host);
  return (
    <li className="console-row" data-testid="console-domain" data-host={d.host} data-status={d.status}>
      <div className="console-row-main">
        <strong>{d.host}</strong>
        <span className="small">{t(d.status === 'verified' ? 'console.shop.domainVerified' : 'console.shop.domainPending')}</span>
        {proof ? <span className="muted small console-proof">{t('console.shop.domainProof', { name: proof.dns.name, value: proof.dns.value })}</span> : null}
      </div>
      <div className="console-row-actions">
        {proof ? (
          <form method="post" action={`${base}/domains/${host}/verify`}>
            <button className="button button-small" type="submit">{t('console.shop.domainVerify')}</button>
          </form>
        ) : null}
        <form method="post" action={`${base}/domains/${host}/remove`}>
          <button className="button button-small button-quiet" type="submit" aria-label={`${t('console.shop.domainRemove')}: ${d.host}`}>{t('console.shop.domainRemove')}</button>
        </form>
      </div>
    </li>
  );
}

function ShopPage({ store, values, errors, domains, flash }: { store: Store; values: FormValues; errors: FieldErrors; domains: DomainRecord[]; flash: Flash | null }) {
  const { t } = useT();
  const base = `/admin/${store.id}/shop`;
  const v = (k: string) => values[k] ?? '';
  const offered = shopLanguages(store.LANGUAGE, store.LANGUAGES);
  const offeredNow = values.LANGUAGES ? values.LANGUAGES.split(',') : offered;
  return (
    <ConsoleFrame store={store} section="shop" title={t('console.shop.title')} flash={flash} path={base}>
      <section className="console-card" aria-labelledby="shop-logo">
        <h2 id="shop-logo">{t('console.shop.logo')}</h2>
        {store.STORE_IMAGE ? <img className="console-logo" src={store.STORE_IMAGE.startsWith('/media/') ? `${store.STORE_IMAGE}/160.jpg` : store.STORE_IMAGE} alt="" width={80} height={80} data-testid="console-logo" /> : null}
        <form method="post" action={`${base}/logo`} encType="multipart/form-data" className="console-photo-form">
          <Island of={photoPicker} props={{ action: `${base}/logo`, field: 'logo', label: t('console.shop.logoPick') }} />
        </form>
      </section>
      <form method="post" action={`${base}/details`} className="console-form console-card" noValidate data-testid="shop-details">
        <h2>{t('console.shop.details')}</h2>
        <Field name="STORE_NAME" label={t('console.shop.name')} value={v('STORE_NAME')} error={errors.STORE_NAME} required maxLength={120} />
        <Field name="STORE_DESC" label={t('console.shop.description')} value={v('STORE_DESC')} error={errors.STORE_DESC} multiline maxLength={2000} />
        <Field name="CUST_CARE" label={t('console.shop.phone')} value={v('CUST_CARE')} error={errors.CUST_CARE} type="tel" />
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <form method="post" action={`${base}/hours`} className="console-form console-card" noValidate data-testid="shop-hours">
        <h2>{t('console.shop.hours')}</h2>
        <Field name="WORKING_HOURS" label={t('console.shop.hours')} value={v('WORKING_HOURS')} error={errors.WORKING_HOURS} hint={t('console.shop.hoursHint')} multiline />
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <form method="post" action={`${base}/payments`} className="console-form console-card" noValidate data-testid="shop-payments">
        <h2>{t('console.shop.payments')}</h2>
        <Check name="COD.enabled" label={t('console.shop.cod')} checked={v('COD.enabled') === 'on'} />
        <Field name="COD.maxOrderValue" label={t('console.shop.codMax')} value={v('COD.maxOrderValue')} error={errors['COD.maxOrderValue']} inputMode="decimal" />
        <Check name="UPI.enabled" label={t('console.shop.upi')} checked={v('UPI.enabled') === 'on'} />
        <Field name="UPI.vpa" label={t('console.shop.vpa')} value={v('UPI.vpa')} error={errors['UPI.vpa'] ?? errors.UPI} maxLength={320} />
        <Field name="UPI.payeeName" label={t('console.shop.payee')} value={v('UPI.payeeName')} error={errors['UPI.payeeName']} maxLength={100} />
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <form method="post" action={`${base}/delivery`} className="console-form console-card" noValidate data-testid="shop-delivery">
        <h2>{t('console.shop.delivery')}</h2>
        <div className="console-pair">
          <Field name="MINIMUM_CART_VALUE" label={t('console.shop.minimumCart')} value={v('MINIMUM_CART_VALUE')} error={errors.MINIMUM_CART_VALUE} inputMode="decimal" />
          <Field name="DELIVERY_CHARGE" label={t('console.shop.deliveryCharge')} value={v('DELIVERY_CHARGE')} error={errors.DELIVERY_CHARGE} inputMode="decimal" />
        </div>
        <div className="console-pair">
          <Field name="DELIVERY_FREE_ABOVE" label={t('console.shop.freeAbove')} value={v('DELIVERY_FREE_ABOVE')} error={errors.DELIVERY_FREE_ABOVE} inputMode="decimal" />
          <Field name="EXTRA_CHARGE_PER_KM" label={t('console.shop.perKm')} value={v('EXTRA_CHARGE_PER_KM')} error={errors.EXTRA_CHARGE_PER_KM} inputMode="decimal" />
        </div>
        <div className="console-pair">
          <Field name="STANDARD_DELIVERY_AREA" label={t('console.shop.standardArea')} value={v('STANDARD_DELIVERY_AREA')} error={errors.STANDARD_DELIVERY_AREA} inputMode="decimal" />
          <Field name="MAX_DELIVERY_RADIUS" label={t('console.shop.maxRadius')} value={v('MAX_DELIVERY_RADIUS')} error={errors.MAX_DELIVERY_RADIUS} inputMode="decimal" />
        </div>
        <Field name="SERVICEABLE_PINCODES" label={t('console.shop.pincodes')} value={v('SERVICEABLE_PINCODES')} error={errors.SERVICEABLE_PINCODES} hint={t('console.shop.pincodesHint')} multiline />
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <form method="post" action={`${base}/languages`} className="console-form console-card" noValidate data-testid="shop-languages">
        <h2>{t('console.shop.languages')}</h2>
        <Field name="LANGUAGE" label={t('console.shop.mainLanguage')} value={v('LANGUAGE')} error={errors.LANGUAGE}>
          {LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
        </Field>
        <fieldset className="console-screens" aria-describedby={errors.LANGUAGES ? 'f-LANGUAGES-error' : undefined}>
          <legend>{t('console.shop.offeredLanguages')}</legend>
          {LANGUAGES.map((l) => <Check key={l} name={`LANGUAGES.${l}`} label={LANGUAGE_NAMES[l]} checked={offeredNow.includes(l)} />)}
        </fieldset>
        {errors.LANGUAGES ? <p className="field-error" id="f-LANGUAGES-error">{errors.LANGUAGES}</p> : null}
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <section className="console-card" aria-labelledby="shop-domains">
        <h2 id="shop-domains">{t('console.shop.domains')}</h2>
        {domains.length ? <ul className="console-rows">{domains.map((d) => <DomainRow key={d.host} base={base} d={d} />)}</ul> : <p className="muted">{t('console.shop.noDomains')}</p>}
        <form method="post" action={`${base}/domains`} className="console-form" noValidate data-testid="shop-domain-add">
          <Field name="host" label={t('console.shop.domainHost')} value={v('host')} error={errors.host} maxLength={253} autoComplete="off" />
          <button className="button button-quiet" type="submit">{t('console.shop.domainAdd')}</button>
        </form>
      </section>
      <section className="console-card" aria-labelledby="shop-plugins">
        <h2 id="shop-plugins">{t('console.shop.plugins')}</h2>
        {PLUGIN_ORDER.map((name) => {
          const text = PLUGIN_TEXT[name];
          return (
            <form key={name} method="post" action={`${base}/plugins/${name}`} className="console-form" noValidate data-testid={`shop-plugin-${name}`}>
              <h3>{t(`console.shop.plugin.${name}`)}</h3>
              <Check name={`${name}.ENABLED`} label={t('console.shop.on')} checked={v(`${name}.ENABLED`) === 'on'} />
              {text ? <Field name={`${name}.${text}`} label={t(`console.shop.plugin.${text}`)} value={v(`${name}.${text}`)} error={errors[`${name}.${text}`]} maxLength={120} /> : null}
              <button className="button button-quiet" type="submit">{t('console.save')}</button>
            </form>
          );
        })}
      </section>
    </ConsoleFrame>
  );
}

async function shopPage(c: Context<AppEnv>, store: Store, typed: FormValues = {}, errors: FieldErrors = {}, status = 200, notice?: Flash) {
  const [domains, plugins] = await Promise.all([listDomains(c.env.DB, store.id), readPlugins(shopDb(c.env, store.id), store.id)]);
  const t = translatorFor(c.var.lang ?? 'en').t;
  const failed = Object.keys(errors).length > 0;
  const photoRefusal = c.req.query('photo');
  const flash = notice ?? (failed ? { kind: 'problem' as const, text: t('console.fixBelow') } : photoRefusal ? { kind: 'problem' as const, text: photoRefusal.slice(0, 200) } : c.req.query('saved') ? { kind: 'ok' as const, text: t('console.saved') } : null);
  const values = { ...shopValues(store, plugins), ...typed };
  return renderHtml(c, <ShopPage store={store} values={values} errors={errors} domains={domains} flash={flash} />, { status });
}

const saved = (c: Context<AppEnv>, storeId: string) => c.redirect(`/admin/${storeId}/shop?saved=1`, 303);

export function registerShopSettings(app: Hono<AppEnv>): void {
  app.get('/:storeId/shop', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? shopPage(c, own.store) : own.reply;
  });

  app.post('/:storeId/shop/details', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const body = { STORE_NAME: form.STORE_NAME ?? '', STORE_DESC: form.STORE_DESC ?? '', CUST_CARE: (form.CUST_CARE ?? '').replace(/[\s-]/g, '') };
    const done = await editShop(c.env, own.store.id, 'store details', storeDetailsPatch, body, (b) => ({ merge: b as Record<string, unknown> }));
    return done.ok ? saved(c, own.store.id) : shopPage(c, own.store, form, fieldError(done), done.status);
  });

  app.post('/:storeId/shop/hours', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const hours = hoursFromText(form.WORKING_HOURS ?? '');
    const t = translatorFor(c.var.lang ?? 'en').t;
    if (!hours.ok) return shopPage(c, own.store, form, { WORKING_HOURS: t('console.shop.hoursBad', { line: hours.line }) }, 400);
    const done = await editShop(c.env, own.store.id, 'store details', storeDetailsPatch, { WORKING_HOURS: hours.value }, (b) => ({ merge: b as Record<string, unknown> }));
    return done.ok ? saved(c, own.store.id) : shopPage(c, own.store, form, { WORKING_HOURS: done.rsn.replace(/^[A-Za-z0-9_.]+: /, '') }, done.status);
  });

  app.post('/:storeId/shop/languages', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const offered = LANGUAGES.filter((l) => form[`LANGUAGES.${l}`] === 'on');
    const main = form.LANGUAGE ?? '';
    // the shop's own language is always offered
    const languages = (LANGUAGES as readonly string[]).includes(main) && !offered.includes(main as never) ? [main, ...offered] : offered;
    const done = await editShop(c.env, own.store.id, 'store details', storeDetailsPatch, { LANGUAGE: main, LANGUAGES: languages }, (b) => ({ merge: b as Record<string, unknown> }));
    return done.ok ? saved(c, own.store.id) : shopPage(c, own.store, { ...form, LANGUAGES: offered.join(',') }, fieldError(done), done.status);
  });

  app.post('/:storeId/shop/payments', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const cod = rupeesToPaise(form['COD.maxOrderValue'] ?? '');
    const t = translatorFor(c.var.lang ?? 'en').t;
    if (!cod.ok) return shopPage(c, own.store, form, { 'COD.maxOrderValue': t('console.rupeesOrEmpty') }, 400);
    const body = {
      COD: { enabled: form['COD.enabled'] === 'on', maxOrderValue: cod.paise ?? 0 },
      UPI: { enabled: form['UPI.enabled'] === 'on', vpa: form['UPI.vpa'] ?? '', payeeName: form['UPI.payeeName'] ?? '' },
    };
    const done = await changePayments(c.env, own.store.id, body);
    if (!done.ok) return shopPage(c, own.store, form, fieldError(done), done.status);
    // saved; a warning (a personal-looking VPA, no way to pay left) is shown with it
    if (done.value.warnings.length) {
      const now = (await readStore(shopDb(c.env, own.store.id), own.store.id))?.store ?? own.store;
      return shopPage(c, now, {}, {}, 200, { kind: 'ok', text: `${t('console.saved')} ${done.value.warnings.join(' ')}` });
    }
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/delivery', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const t = translatorFor(c.var.lang ?? 'en').t;
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
    const done = await editShop(c.env, own.store.id, 'cart rules', cartRulesPatch, body, (b) => ({ merge: b as Record<string, unknown>, into: 'CART_RULES' }));
    if (done.ok) return saved(c, own.store.id);
    // a pincode refusal names the list's index: it belongs beside the pincodes field
    const fe = done.path.includes('SERVICEABLE_PINCODES') ? { SERVICEABLE_PINCODES: done.rsn.replace(/^[A-Za-z0-9_.]+: /, '') } : fieldError(done);
    return shopPage(c, own.store, form, fe, done.status);
  });

  app.post('/:storeId/shop/domains', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const done = await claimDomain(c.env, own.store.id, (form.host ?? '').trim());
    return done.ok ? saved(c, own.store.id) : shopPage(c, own.store, form, { host: done.rsn.replace(/^host: /, '') }, done.status);
  });

  app.post('/:storeId/shop/domains/:host/verify', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const done = await verifyDomain(c.env, own.store.id, c.req.param('host').slice(0, 300));
    if (!done.ok) return shopPage(c, own.store, {}, {}, done.status, { kind: 'problem', text: done.rsn });
    if (!done.value.verified) return shopPage(c, own.store, {}, {}, 200, { kind: 'problem', text: done.value.reason ?? '' });
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/domains/:host/remove', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    await dropDomain(c.env, own.store.id, c.req.param('host').slice(0, 300));
    return saved(c, own.store.id);
  });

  app.post('/:storeId/shop/plugins/:name', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const name = c.req.param('name');
    if (!isPluginName(name)) return c.redirect(`/admin/${own.store.id}/shop`, 303);
    const form = await formFields(c);
    const body: Record<string, unknown> = { ENABLED: form[`${name}.ENABLED`] === 'on' };
    const text = PLUGIN_TEXT[name];
    if (text) body[text] = (form[`${name}.${text}`] ?? '').trim();
    const done = await setPlugin(c.env, own.store.id, name, body);
    if (done.ok) return saved(c, own.store.id);
    return shopPage(c, own.store, form, { [`${name}.${done.field === 'ENABLED' && text ? text : done.field}`]: done.rsn }, done.status);
  });
}
