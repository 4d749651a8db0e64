import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { listCategories } from '../../data/shop/owner-catalogue';
import { categoryItemCount } from '../../data/shop/item-removal';
import { deleteCategory } from '../../app/owner/item-removal';
import { shopOf } from '../../middleware/shop-context';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import type { Flash } from './frame';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
import { DeleteCategoryPage } from './category-removal';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

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
  return renderPage(
    consoleFrame(c),
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
