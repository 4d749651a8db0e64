import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import type { StoreStats } from '../../data/shop/owner-stats';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame, Field, type Flash } from './frame';
import { Island } from '../../render/island';
import photoPicker from '../../../client/islands/photo-picker';
import { ReportForms, type ReportFormsProps } from './reports-part';

export function CategoriesPage({
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
export function CategoryPhotoPage({
  store,
  category,
  flash,
}: {
  store: Store;
  category: Category;
  flash: Flash | null;
}) {
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

export function InsightsPage({
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
