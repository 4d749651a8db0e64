import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Category } from '../../domain/tables/categories';
import { insertCategory, listCategories, readCategory, updateCategory } from '../../data/shop/owner-catalogue';
import { readStoreStats } from '../../data/shop/owner-stats';
import { countOrders } from '../../data/shop/orders';
import { shopOf } from '../../middleware/shop-context';
import { categoryCreate } from '../../app/owner/schemas/catalogue';
import { ownerChanged } from '../../app/owner/use-cases';
import type { FieldErrors } from '../../domain/console/item-form';
import { idFromName } from '../../domain/console/ids';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { isRouteWord } from '../../domain/route-words';
import { translatorFor } from '../../render/i18n';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { formFields, ownedShop } from './guard';
import type { Flash } from './frame';
import { refusalWords } from './refusal-words';
import { categoryExists } from '../../domain/owner/refusals';
import { reportFormsOf } from './reports-routes';
import { CategoriesPage, CategoryPhotoPage, InsightsPage } from './shop-pages';
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

export function registerShopPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/categories', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const categories = await listCategories(shopOf(c, own.store.id));
    return renderPage(
      consoleFrame(c),
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
      return renderPage(
        consoleFrame(c),
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
    return renderPage(consoleFrame(c), <CategoryPhotoPage store={own.store} category={category} flash={flash} />);
  });

  app.get('/:storeId/insights', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const shop = shopOf(c, own.store.id);
    const [stats, orders] = await Promise.all([readStoreStats(shop), countOrders(shop)]);
    return renderPage(
      consoleFrame(c),
      <InsightsPage store={own.store} stats={stats} orders={orders} reports={reportFormsOf(c, own.store)} />,
    );
  });
}
