import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame, Field, type Flash } from './frame';

/*
 * Deleting a category from the console without JavaScript (#38 item 2): a page says how many items it holds
 * (archived ones count) and, when it holds any, asks where they go; its button deletes (the owner API's use case).
 */
export function DeleteCategoryPage({
  store,
  category,
  others,
  count,
  flash,
  path,
}: {
  store: Store;
  category: Category;
  others: Category[];
  count: number;
  flash: Flash | null;
  path: string;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/categories`;
  return (
    <ConsoleFrame
      store={store}
      section="categories"
      title={t('console.categories.deleteTitle')}
      flash={flash}
      path={path}
    >
      <section className="console-card" data-testid="console-category-delete">
        <h2>{category.CAT_NAME}</h2>
        <form method="post" action={`${base}/${category.CAT_ID}/delete`} className="console-form">
          {count === 0 ? (
            <p>{t('console.categories.deleteEmpty')}</p>
          ) : (
            <>
              <p>{t('console.categories.deleteMove', { count })}</p>
              {others.length ? (
                <Field name="move_to" label={t('console.categories.moveTo')} value={others[0].CAT_ID}>
                  {others.map((o) => (
                    <option key={o.CAT_ID} value={o.CAT_ID}>
                      {o.CAT_NAME}
                    </option>
                  ))}
                </Field>
              ) : (
                <p className="muted">{t('console.categories.noOther')}</p>
              )}
            </>
          )}
          {count === 0 || others.length ? (
            <button className="button" type="submit" data-testid="console-category-delete-yes">
              {t(count === 0 ? 'console.categories.deleteYes' : 'console.categories.moveAndDelete')}
            </button>
          ) : null}
        </form>
        <p>
          <a href={base}>{t('console.remove.keep')}</a>
        </p>
      </section>
    </ConsoleFrame>
  );
}
