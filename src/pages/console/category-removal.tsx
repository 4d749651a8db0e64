import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import type { Category } from '../../domain/tables/categories';
import { listCategories } from '../../data/shop/owner-catalogue';
import { categoryItemCount } from '../../data/shop/item-removal';
import { deleteCategory } from '../../app/owner/item-removal';
import { shopOf } from '../../middleware/shop-context';
import { useT } from '../../isomorphic/i18n';
import { renderHtml } from '../render-page';
import { ConsoleFrame, Field, type Flash } from './frame';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';

/*
 * Deleting a category from the console without JavaScript (#38 item 2): a page says how many items it holds
 * (archived ones count) and, when it holds any, asks where they go; its button deletes (the owner API's use case).
 */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function DeleteCategoryPage({
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

async function page(
  c: Context<AppEnv>,
  store: Store,
  catId: string,
  flash: Flash | null,
  status: 200 | 400 | 409 = 200,
) {
  const shop = shopOf(c, store.id);
  const [categories, count] = await Promise.all([listCategories(shop), categoryItemCount(shop, catId)]);
  const category = categories.find((x) => x.CAT_ID === catId);
  if (!category) return c.redirect(`/admin/${store.id}/categories`, 303);
  const others = categories.filter((x) => x.CAT_ID !== catId);
  return renderHtml(
    c,
    <DeleteCategoryPage
      store={store}
      category={category}
      others={others}
      count={count}
      flash={flash}
      path={new URL(c.req.url).pathname}
    />,
    { status, cacheControl: 'private, no-store' },
  );
}

export function registerCategoryRemoval(app: Hono<AppEnv>): void {
  app.get('/:storeId/categories/:catId/delete', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const catId = c.req.param('catId');
    return ID.test(catId) ? page(c, own.store, catId, null) : c.redirect(`/admin/${own.store.id}/categories`, 303);
  });

  app.post('/:storeId/categories/:catId/delete', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const catId = c.req.param('catId');
    if (!ID.test(catId)) return c.redirect(`/admin/${own.store.id}/categories`, 303);
    const moveTo = (await formFields(c)).move_to;
    const done = await deleteCategory(
      c.env,
      shopOf(c, own.store.id),
      catId,
      moveTo && ID.test(moveTo) ? moveTo : undefined,
      c.get('requestId'),
    );
    if (done.ok || done.status === 404)
      return c.redirect(`/admin/${own.store.id}/categories${done.ok ? '?saved=1' : ''}`, 303);
    return page(
      c,
      own.store,
      catId,
      { kind: 'problem', text: refusalWords(done, c.get('lang')) },
      done.status === 409 ? 409 : 400,
    );
  });
}
