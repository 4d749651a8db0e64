import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import { insertCategory, listCategories, readCategory, updateCategory } from '../../data/shop/owner-catalogue';
import { readStoreStats, type StoreStats } from '../../data/shop/owner-stats';
import { countOrders } from '../../data/shop/orders';
import { shopOf } from '../../middleware/shop-context';
import { categoryCreate } from '../../app/owner/schemas/catalogue';
import { ownerChanged } from '../../app/owner/use-cases';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { idFromName } from '../../domain/console/ids';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { isRouteWord } from '../../domain/route-words';
import { translatorFor } from '../../render/i18n';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { formFields, ownedShop } from './guard';
import { ConsoleFrame, Field, type Flash } from './frame';
import { refusalWords } from './refusal-words';
import { categoryExists } from '../../domain/owner/refusals';
import { Island } from '../../render/island';
import photoPicker from '../../../client/islands/photo-picker';
import { ReportForms, reportFormsOf, type ReportFormsProps } from './reports-part';

/** The notice above a console form: fix what is marked, or saved. */
export const flashOf = (c: Context<AppEnv>, failed: boolean): Flash | null => {
  const t = translatorFor(c.get('lang') ?? 'en').t;
  return failed
    ? { kind: 'problem', text: t('console.fixBelow') }
    : c.req.query('saved')
      ? { kind: 'ok', text: t('console.saved') }
      : null;
};

/* ---------- categories ---------- */

function CategoriesPage({
  store,
  categories,
  values,
  errors,
  flash,
}: {
  store: Store;
  categories: (Category & { ITEM_COUNT: number })[];
  values: FormValues;
  errors: FieldErrors;
  flash: Flash | null;
}) {
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
            <a
              className="button button-small button-quiet"
              href={`${base}/${cat.CAT_ID}/photo`}
              aria-label={`${t('console.categories.photo')}: ${cat.CAT_NAME}`}
            >
              {t('console.categories.photo')}
            </a>
            <a
              className="button button-small button-quiet"
              href={`${base}/${cat.CAT_ID}/delete`}
              aria-label={`${t('console.categories.delete')}: ${cat.CAT_NAME}`}
              data-testid="console-category-delete-link"
            >
              {t('console.categories.delete')}
            </a>
            <form method="post" action={`${base}/${cat.CAT_ID}`}>
              <input type="hidden" name="hidden" value={cat.IS_DISABLED ? 'no' : 'yes'} />
              <button
                className="button button-small button-quiet"
                type="submit"
                aria-label={`${t(cat.IS_DISABLED ? 'console.categories.show' : 'console.categories.hide')}: ${cat.CAT_NAME}`}
              >
                {t(cat.IS_DISABLED ? 'console.categories.show' : 'console.categories.hide')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action={base} className="console-form console-card" noValidate>
        <h2>{t('console.categories.add')}</h2>
        <Field
          name="CAT_NAME"
          label={t('console.item.name')}
          value={values.CAT_NAME ?? ''}
          error={errors.CAT_NAME ?? errors.CAT_ID}
          required
          maxLength={120}
        />
        <Field
          name="CAT_DESC"
          label={t('console.item.description')}
          value={values.CAT_DESC ?? ''}
          error={errors.CAT_DESC}
          maxLength={1000}
        />
        <button className="button" type="submit">
          {t('console.categories.add')}
        </button>
      </form>
    </ConsoleFrame>
  );
}

/** /categories/{catId}/photo: the category's picture and the picker. */
function CategoryPhotoPage({ store, category, flash }: { store: Store; category: Category; flash: Flash | null }) {
  const { t } = useT();
  const action = `/admin/${store.id}/categories/${category.CAT_ID}/photo`;
  const img = category.CAT_IMAGE;
  return (
    <ConsoleFrame
      store={store}
      section="categories"
      title={`${t('console.categories.photo')}: ${category.CAT_NAME}`}
      flash={flash}
      path={action}
    >
      <section className="console-card">
        {img ? (
          <img
            className="console-logo"
            src={img.startsWith('/media/') ? `${img}/160.jpg` : img}
            alt=""
            width={80}
            height={80}
            data-testid="console-category-photo"
          />
        ) : (
          <p className="muted">{t('console.item.noPhotos')}</p>
        )}
        <form method="post" action={action} encType="multipart/form-data" className="console-photo-form">
          <Island of={photoPicker} props={{ action }} />
        </form>
        <p>
          <a href={`/admin/${store.id}/categories`}>{t('console.nav.categories')}</a>
        </p>
      </section>
    </ConsoleFrame>
  );
}

/* ---------- insights and customers ---------- */

function InsightsPage({
  store,
  stats,
  orders,
  reports,
}: {
  store: Store;
  stats: StoreStats;
  orders: number;
  reports: ReportFormsProps;
}) {
  const { t } = useT();
  const agents: Record<string, number> = stats.AGENT_REQUESTS.total;
  return (
    <ConsoleFrame
      store={store}
      section="insights"
      title={t('console.insights.title')}
      path={`/admin/${store.id}/insights`}
    >
      <dl className="console-stats">
        <div>
          <dt>{t('console.insights.views')}</dt>
          <dd data-testid="console-views">{stats.STORE_VIEWS}</dd>
        </div>
        <div>
          <dt>{t('console.insights.orders')}</dt>
          <dd data-testid="console-orders">{orders}</dd>
        </div>
        <div>
          <dt>{t('console.insights.shared')}</dt>
          <dd>{stats.SHARED_VIEWS}</dd>
        </div>
        <div>
          <dt>{t('console.insights.agents')}</dt>
          <dd data-testid="console-agents">{Object.values(agents).reduce((a, b) => a + (Number(b) || 0), 0)}</dd>
        </div>
      </dl>
      <ReportForms {...reports} />
    </ConsoleFrame>
  );
}

export function registerShopPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/categories', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const categories = await listCategories(shopOf(c, own.store.id));
    return renderHtml(
      c,
      <CategoriesPage store={own.store} categories={categories} values={{}} errors={{}} flash={flashOf(c, false)} />,
    );
  });

  app.post('/:storeId/categories', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const form = await formFields(c);
    const shop = shopOf(c, storeId);
    const base = idFromName(form.CAT_NAME ?? '');
    let id = isRouteWord(base) ? `${base}-items` : base;
    for (let n = 2; (await readCategory(shop, id)) && n < 20; n++) id = `${base}-${n}`;
    const parsed = categoryCreate.safeParse({
      CAT_ID: id,
      CAT_NAME: form.CAT_NAME ?? '',
      CAT_DESC: form.CAT_DESC ?? '',
      POSITION: 0,
    });
    let errors: FieldErrors = {};
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as IssueLike;
      errors = { [String(issue.path[0] ?? 'CAT_NAME')]: refusalWords(describeIssue(issue), c.get('lang')) };
    } else if (!(await insertCategory(shop, parsed.data as Category)))
      errors = { CAT_NAME: refusalWords(categoryExists(id), c.get('lang')) };
    if (Object.keys(errors).length) {
      const categories = await listCategories(shop);
      return renderHtml(
        c,
        <CategoriesPage
          store={own.store}
          categories={categories}
          values={form}
          errors={errors}
          flash={flashOf(c, true)}
        />,
        { status: 400 },
      );
    }
    await ownerChanged(c.env, storeId, 'category created', c.get('requestId'));
    return c.redirect(`/admin/${storeId}/categories?saved=1`, 303);
  });

  app.post('/:storeId/categories/:catId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const hidden = (await formFields(c)).hidden === 'yes';
    const catId = c.req.param('catId');
    if (
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(catId) &&
      (await updateCategory(shopOf(c, own.store.id), catId, { IS_DISABLED: hidden }))
    ) {
      await ownerChanged(c.env, own.store.id, 'category changed', c.get('requestId'));
    }
    return c.redirect(`/admin/${own.store.id}/categories?saved=1`, 303);
  });

  app.get('/:storeId/categories/:catId/photo', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const catId = c.req.param('catId');
    const category = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(catId)
      ? await readCategory(shopOf(c, own.store.id), catId)
      : null;
    if (!category) return c.redirect(`/admin/${own.store.id}/categories`, 303);
    const refusal = c.req.query('photo');
    const flash: Flash | null = refusal ? { kind: 'problem', text: refusal.slice(0, 200) } : flashOf(c, false);
    return renderHtml(c, <CategoryPhotoPage store={own.store} category={category} flash={flash} />);
  });

  app.get('/:storeId/insights', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const shop = shopOf(c, own.store.id);
    const [stats, orders] = await Promise.all([readStoreStats(shop), countOrders(shop)]);
    return renderHtml(
      c,
      <InsightsPage store={own.store} stats={stats} orders={orders} reports={reportFormsOf(c, own.store)} />,
    );
  });
}
