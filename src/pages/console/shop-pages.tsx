import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import type { Store } from '../../schemas/store';
import type { Category } from '../../schemas/catalogue';
import { insertCategory, listCategories, readCategory, updateCategory } from '../../data/owner-catalogue';
import { listDomains } from '../../data/owner-domains';
import { readPlugins } from '../../data/owner-plugins';
import { readStoreStats, type StoreStats } from '../../data/owner-stats';
import { countOrders } from '../../data/orders';
import { shopDb } from '../../data/shop-db';
import { categoryCreate } from '../../app/owner/schemas/catalogue';
import { cartRulesPatch, storeDetailsPatch } from '../../app/owner/schemas/store';
import { editShop, ownerChanged, type Refused } from '../../app/owner/use-cases';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { idFromName } from '../../domain/console/ids';
import { paiseToRupees, rupeesToPaise } from '../../domain/console/money-text';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { isRouteWord } from '../../domain/route-words';
import { LANGUAGE_NAMES, shopLanguages } from '../../domain/i18n/languages';
import { translatorFor } from '../../render/i18n';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { formFields, ownedShop } from './guard';
import { ConsoleFrame, Field, type Flash } from './frame';

/** The notice above a console form: fix what is marked, or saved. */
export const flashOf = (c: Context<AppEnv>, failed: boolean): Flash | null => {
  const t = translatorFor(c.var.lang ?? 'en').t;
  return failed ? { kind: 'problem', text: t('console.fixBelow') } : c.req.query('saved') ? { kind: 'ok', text: t('console.saved') } : null;
};
const fieldError = (r: Refused): FieldErrors => ({ [String(r.path[r.path.length - 1] ?? r.field)]: r.rsn.replace(/^[A-Za-z0-9_.]+: /, '') });

/* ---------- categories ---------- */

function CategoriesPage({ store, categories, values, errors, flash }: { store: Store; categories: (Category & { ITEM_COUNT: number })[]; values: FormValues; errors: FieldErrors; flash: Flash | null }) {
  const { t } = useT();
  const base = `/admin/${store.id}/categories`;
  return (
    <ConsoleFrame store={store} section="categories" title={t('console.categories.title')} flash={flash} path={base}>
      <ul className="console-rows">
        {categories.map((cat) => (
          <li key={cat.CAT_ID} className="console-row" data-testid="console-category" data-category={cat.CAT_ID}>
            <a className="console-row-main" href={`/admin/${store.id}/catalogue/new?category=${cat.CAT_ID}`}>
              <strong>{cat.CAT_NAME}</strong>
              <span className="muted small">{`${t('console.categories.items', { count: cat.ITEM_COUNT })}${cat.IS_DISABLED ? ` · ${t('console.categories.hiddenNote')}` : ''}`}</span>
            </a>
            <form method="post" action={`${base}/${cat.CAT_ID}`}>
              <input type="hidden" name="hidden" value={cat.IS_DISABLED ? 'no' : 'yes'} />
              <button className="button button-small button-quiet" type="submit" aria-label={`${t(cat.IS_DISABLED ? 'console.categories.show' : 'console.categories.hide')}: ${cat.CAT_NAME}`}>
                {t(cat.IS_DISABLED ? 'console.categories.show' : 'console.categories.hide')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action={base} className="console-form console-card" noValidate>
        <h2>{t('console.categories.add')}</h2>
        <Field name="CAT_NAME" label={t('console.item.name')} value={values.CAT_NAME ?? ''} error={errors.CAT_NAME ?? errors.CAT_ID} required maxLength={120} />
        <Field name="CAT_DESC" label={t('console.item.description')} value={values.CAT_DESC ?? ''} error={errors.CAT_DESC} maxLength={1000} />
        <button className="button" type="submit">{t('console.categories.add')}</button>
      </form>
    </ConsoleFrame>
  );
}

/* ---------- shop ---------- */

function ShopPage({ store, values, errors, domains, plugins, flash }: {
  store: Store; values: FormValues; errors: FieldErrors; domains: { host: string; status: string }[]; plugins: [string, boolean][]; flash: Flash | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/shop`;
  const v = (k: string) => values[k] ?? '';
  const rules = store.CART_RULES;
  const payments = rules.PAYMENTS;
  return (
    <ConsoleFrame store={store} section="shop" title={t('console.shop.title')} flash={flash} path={base}>
      <form method="post" action={`${base}/details`} className="console-form console-card" noValidate>
        <h2>{t('console.shop.details')}</h2>
        <Field name="STORE_NAME" label={t('console.shop.name')} value={v('STORE_NAME')} error={errors.STORE_NAME} required maxLength={120} />
        <Field name="STORE_DESC" label={t('console.shop.description')} value={v('STORE_DESC')} error={errors.STORE_DESC} multiline maxLength={2000} />
        <Field name="CUST_CARE" label={t('console.shop.phone')} value={v('CUST_CARE')} error={errors.CUST_CARE} type="tel" />
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <form method="post" action={`${base}/delivery`} className="console-form console-card" noValidate>
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
        <button className="button" type="submit">{t('console.save')}</button>
      </form>
      <section className="console-card" aria-labelledby="shop-facts">
        <h2 id="shop-facts">{t('console.shop.payments')}</h2>
        <p>{[payments?.COD?.enabled !== false ? 'COD' : '', payments?.UPI?.enabled ? `UPI ${payments.UPI.vpa ?? ''}` : '', rules.WALLET_CONFIG?.wallet ? 'Wallet' : '', rules.WALLET_CONFIG?.udhaar ? 'Udhaar' : ''].filter(Boolean).join(' · ') || '—'}</p>
        <h2>{t('console.shop.languages')}</h2>
        <p>{shopLanguages(store.LANGUAGE, store.LANGUAGES).map((l) => LANGUAGE_NAMES[l]).join(', ')}</p>
        <h2>{t('console.shop.hours')}</h2>
        <p>{store.WORKING_HOURS.length ? store.WORKING_HOURS.map((h) => `${h.day} ${h.open}–${h.close}`).join(', ') : '—'}</p>
        <h2>{t('console.shop.domains')}</h2>
        {domains.length ? <ul>{domains.map((d) => <li key={d.host} data-testid="console-domain">{t('console.shop.domainStatus', { host: d.host, status: d.status })}</li>)}</ul> : <p className="muted">{t('console.shop.noDomains')}</p>}
        <h2>{t('console.shop.plugins')}</h2>
        <ul>{plugins.map(([name, on]) => <li key={name}>{`${name}: ${t(on ? 'console.shop.on' : 'console.shop.off')}`}</li>)}</ul>
      </section>
    </ConsoleFrame>
  );
}

const MONEY_RULES = ['MINIMUM_CART_VALUE', 'DELIVERY_CHARGE', 'DELIVERY_FREE_ABOVE', 'EXTRA_CHARGE_PER_KM'] as const;
const KM_RULES = ['STANDARD_DELIVERY_AREA', 'MAX_DELIVERY_RADIUS'] as const;

function shopValues(store: Store): FormValues {
  const r = store.CART_RULES as Record<string, unknown>;
  const v: FormValues = { STORE_NAME: store.STORE_NAME, STORE_DESC: store.STORE_DESC ?? '', CUST_CARE: store.CUST_CARE ?? '' };
  for (const k of MONEY_RULES) v[k] = paiseToRupees(r[k] as number | undefined);
  for (const k of KM_RULES) v[k] = r[k] === undefined ? '' : String(r[k]);
  return v;
}

async function shopPage(c: Context<AppEnv>, store: Store, values?: FormValues, errors: FieldErrors = {}, status = 200) {
  const [domains, plugins] = await Promise.all([listDomains(c.env.DB, store.id), readPlugins(shopDb(c.env, store.id), store.id)]);
  const pluginList = Object.entries(plugins).map(([name, p]) => [name, (p as { ENABLED: boolean }).ENABLED] as [string, boolean]);
  return renderHtml(c, <ShopPage store={store} values={values ?? shopValues(store)} errors={errors} domains={domains} plugins={pluginList} flash={flashOf(c, Object.keys(errors).length > 0)} />, { status });
}

/* ---------- insights and customers ---------- */

function InsightsPage({ store, stats, orders }: { store: Store; stats: StoreStats; orders: number }) {
  const { t } = useT();
  const agents = stats.AGENT_REQUESTS.total as unknown as Record<string, number>;
  return (
    <ConsoleFrame store={store} section="insights" title={t('console.insights.title')} path={`/admin/${store.id}/insights`}>
      <dl className="console-stats">
        <div><dt>{t('console.insights.views')}</dt><dd data-testid="console-views">{stats.STORE_VIEWS}</dd></div>
        <div><dt>{t('console.insights.orders')}</dt><dd data-testid="console-orders">{orders}</dd></div>
        <div><dt>{t('console.insights.shared')}</dt><dd>{stats.SHARED_VIEWS}</dd></div>
        <div><dt>{t('console.insights.agents')}</dt><dd data-testid="console-agents">{Object.values(agents).reduce((a, b) => a + (Number(b) || 0), 0)}</dd></div>
      </dl>
    </ConsoleFrame>
  );
}

export function registerShopPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/categories', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const categories = await listCategories(shopDb(c.env, own.store.id), own.store.id);
    return renderHtml(c, <CategoriesPage store={own.store} categories={categories} values={{}} errors={{}} flash={flashOf(c, false)} />);
  });

  app.post('/:storeId/categories', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const form = await formFields(c);
    const db = shopDb(c.env, storeId);
    const base = idFromName(form.CAT_NAME ?? '');
    let id = isRouteWord(base) ? `${base}-items` : base;
    for (let n = 2; (await readCategory(db, storeId, id)) && n < 20; n++) id = `${base}-${n}`;
    const parsed = categoryCreate.safeParse({ CAT_ID: id, CAT_NAME: form.CAT_NAME ?? '', CAT_DESC: form.CAT_DESC ?? '', POSITION: 0 });
    let errors: FieldErrors = {};
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as IssueLike;
      errors = { [String(issue.path[0] ?? 'CAT_NAME')]: describeIssue(issue).rsn.replace(/^[A-Za-z0-9_.]+: /, '') };
    } else if (!(await insertCategory(db, storeId, parsed.data as Category))) errors = { CAT_NAME: `There is already a category ${id}.` };
    if (Object.keys(errors).length) {
      const categories = await listCategories(db, storeId);
      return renderHtml(c, <CategoriesPage store={own.store} categories={categories} values={form} errors={errors} flash={flashOf(c, true)} />, { status: 400 });
    }
    await ownerChanged(c.env, storeId, 'category created', c.var.requestId);
    return c.redirect(`/admin/${storeId}/categories?saved=1`, 303);
  });

  app.post('/:storeId/categories/:catId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const hidden = (await formFields(c)).hidden === 'yes';
    const catId = c.req.param('catId');
    if (/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(catId) && (await updateCategory(shopDb(c.env, own.store.id), own.store.id, catId, { IS_DISABLED: hidden }))) {
      await ownerChanged(c.env, own.store.id, 'category changed', c.var.requestId);
    }
    return c.redirect(`/admin/${own.store.id}/categories?saved=1`, 303);
  });

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
    if (!done.ok) return shopPage(c, own.store, { ...shopValues(own.store), ...form }, fieldError(done), done.status);
    return c.redirect(`/admin/${own.store.id}/shop?saved=1`, 303);
  });

  app.post('/:storeId/shop/delivery', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const errors: FieldErrors = {};
    const body: Record<string, unknown> = {};
    for (const k of MONEY_RULES) {
      const p = rupeesToPaise(form[k] ?? '');
      if (!p.ok) errors[k] = 'Enter rupees, like 40, or leave it empty.';
      else body[k] = p.paise;
    }
    for (const k of KM_RULES) {
      const text = (form[k] ?? '').trim();
      const km = Number(text);
      if (text !== '' && !Number.isFinite(km)) errors[k] = 'Enter kilometres, like 5, or leave it empty.';
      else body[k] = text === '' ? null : km;
    }
    const done = Object.keys(errors).length ? null : await editShop(c.env, own.store.id, 'cart rules', cartRulesPatch, body, (b) => ({ merge: b as Record<string, unknown>, into: 'CART_RULES' }));
    if (!done || !done.ok) return shopPage(c, own.store, { ...shopValues(own.store), ...form }, done ? fieldError(done) : errors, done ? done.status : 400);
    return c.redirect(`/admin/${own.store.id}/shop?saved=1`, 303);
  });

  app.get('/:storeId/insights', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const db = shopDb(c.env, own.store.id);
    const [stats, orders] = await Promise.all([readStoreStats(db, own.store.id), countOrders(db, own.store.id)]);
    return renderHtml(c, <InsightsPage store={own.store} stats={stats} orders={orders} />);
  });
}
