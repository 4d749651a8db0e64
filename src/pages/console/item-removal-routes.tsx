import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import { readItem } from '../../data/shop/owner-catalogue';
import { shopOf } from '../../middleware/shop-context';
import { bringBackItem, deleteItem } from '../../app/owner/item-removal';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { ownedShop } from './guard';
import { Act, ConfirmPage, ID } from './item-removal';
async function confirm(c: Context<AppEnv>, act: Act): Promise<Response> {
  const own = await ownedShop(c);
  if (!own.ok) return own.reply;
  const itemId = c.req.param('itemId') ?? '';
  const item = ID.test(itemId) ? await readItem(shopOf(c, own.store.id), itemId) : null;
  if (!item) return c.redirect(`/admin/${own.store.id}/catalogue`, 303);
  return renderPage(
    consoleFrame(c),
    <ConfirmPage store={own.store} item={item} act={act} path={new URL(c.req.url).pathname} />,
    {
      cacheControl: 'private, no-store',
    },
  );
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
