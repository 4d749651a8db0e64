import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import type { Item } from '../../domain/tables/items';
import { readItem } from '../../data/shop/owner-catalogue';
import { shopOf } from '../../middleware/shop-context';
import { bringBackItem, deleteItem } from '../../app/owner/item-removal';
import { useT } from '../../isomorphic/i18n';
import { renderHtml } from '../render-page';
import { ConsoleFrame } from './frame';
import { ownedShop } from './guard';

/**
 * Deleting and restoring an item from the console without JavaScript (issue #38): a GET shows what will happen and
 * asks; the POST does it (the owner API's use cases) and goes back to the catalogue or the item.
 */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
type Act = 'delete' | 'restore';

function ConfirmPage({ store, item, act, path }: { store: Store; item: Item; act: Act; path: string }) {
  const { t } = useT();
  const base = `/admin/${store.id}/catalogue/${item.ID}`;
  return (
    <ConsoleFrame
      store={store}
      section="catalogue"
      title={t(act === 'delete' ? 'console.remove.deleteTitle' : 'console.remove.restoreTitle')}
      flash={null}
      path={path}
    >
      <section className="console-card" data-testid={`console-${act}-confirm`}>
        <h2>{item.ITEM_NAME}</h2>
        <p>{t(act === 'delete' ? 'console.remove.deleteWhat' : 'console.remove.restoreWhat')}</p>
        <form method="post" action={`${base}/${act}`}>
          <button className="button" type="submit" data-testid={`console-${act}-yes`}>
            {t(act === 'delete' ? 'console.remove.deleteYes' : 'console.remove.restoreYes')}
          </button>
        </form>
        <p>
          <a href={base}>{t('console.remove.keep')}</a>
        </p>
      </section>
    </ConsoleFrame>
  );
}

async function confirm(c: Context<AppEnv>, act: Act): Promise<Response> {
  const own = await ownedShop(c);
  if (!own.ok) return own.reply;
  const itemId = c.req.param('itemId') ?? '';
  const item = ID.test(itemId) ? await readItem(shopOf(c, own.store.id), itemId) : null;
  if (!item) return c.redirect(`/admin/${own.store.id}/catalogue`, 303);
  return renderHtml(c, <ConfirmPage store={own.store} item={item} act={act} path={new URL(c.req.url).pathname} />, {
    cacheControl: 'private, no-store',
  });
}

export function registerItemRemoval(app: Hono<AppEnv>): void {
  app.get('/:storeId/catalogue/:itemId/delete', (c) => confirm(c, 'delete'));
  app.get('/:storeId/catalogue/:itemId/restore', (c) => confirm(c, 'restore'));

  app.post('/:storeId/catalogue/:itemId/delete', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const itemId = c.req.param('itemId');
    if (!ID.test(itemId)) return c.redirect(`/admin/${storeId}/catalogue`, 303);
    const done = await deleteItem(c.env, shopOf(c, storeId), itemId, c.get('requestId'));
    // an archived item stays findable under the catalogue's "archived" filter, where it can be restored
    if (done.ok && done.value.removed === 'archived')
      return c.redirect(`/admin/${storeId}/catalogue/${itemId}?saved=1`, 303);
    return c.redirect(`/admin/${storeId}/catalogue?saved=1`, 303);
  });

  app.post('/:storeId/catalogue/:itemId/restore', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const itemId = c.req.param('itemId');
    if (ID.test(itemId)) await bringBackItem(c.env, shopOf(c, storeId), itemId, c.get('requestId'));
    return c.redirect(`/admin/${storeId}/catalogue/${itemId}?saved=1`, 303);
  });
}
