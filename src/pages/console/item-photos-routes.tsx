import type { PhotoMove } from '../../domain/images/item-photos';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import { fail, ok, type Result } from '../../core/result';
import type { Store } from '../../domain/tables/stores';
import { readItem } from '../../data/shop/owner-catalogue';
import { picturesOf } from '../../domain/images/item-photos';
import { arrangeItemPhoto, removeItemPicture } from '../../app/owner/photos';
import { shopOf } from '../../middleware/shop-context';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
import { ID, RemovePhotoPage } from './item-photos';

const MOVES: readonly PhotoMove[] = ['main', 'up', 'down'];

/** The form's picture: its place (a whole number) and address, as the owner saw them. */
function pictureOf(form: Record<string, string>): { index: number; src: string } | null {
  const index = /^\d{1,2}$/.test(form.index ?? '') ? Number(form.index) : -1;
  const src = (form.src ?? '').slice(0, 2048);
  return index >= 0 && src ? { index, src } : null;
}

async function back(
  c: Context<AppEnv>,
  storeId: string,
  itemId: string,
  done: Result<object, { rsn: string; say?: Parameters<typeof refusalWords>[0]['say'] }>,
) {
  const page = `/admin/${storeId}/catalogue/${itemId}`;
  return c.redirect(
    done.ok
      ? `${page}?saved=1`
      : `${page}?photo=${encodeURIComponent(refusalWords(done, c.get('lang')).slice(0, 200))}`,
    303,
  );
}

/** The owner's shop, the item the path names and the posted form; else the reply (sign-in, or back to the catalogue). */
async function ownedItemForm(
  c: Context<AppEnv>,
): Promise<Result<{ store: Store; itemId: string; form: Record<string, string> }, { rsn: string; reply: Response }>> {
  const own = await ownedShop(c);
  if (!own.ok) return own;
  const itemId = c.req.param('itemId') ?? '';
  if (!ID.test(itemId))
    return fail({ rsn: 'There is no such item.', reply: c.redirect(`/admin/${own.store.id}/catalogue`, 303) });
  return ok({ store: own.store, itemId, form: await formFields(c) });
}

export function registerItemPhotos(app: Hono<AppEnv>): void {
  app.post('/:storeId/catalogue/:itemId/photos/arrange', async (c) => {
    const own = await ownedItemForm(c);
    if (!own.ok) return own.reply;
    const { store, itemId, form } = own;
    const picture = pictureOf(form);
    const move = MOVES.find((m) => m === form.move);
    if (!picture || !move) return c.text('Choose a photo and how to move it.', 400);
    return back(
      c,
      store.id,
      itemId,
      await arrangeItemPhoto(c.env, shopOf(c, store.id), itemId, picture.index, picture.src, move),
    );
  });

  app.post('/:storeId/catalogue/:itemId/photos/remove', async (c) => {
    const own = await ownedItemForm(c);
    if (!own.ok) return own.reply;
    const { store, itemId, form } = own;
    const picture = pictureOf(form);
    if (!picture) return c.text('Choose a photo to remove.', 400);
    if (form.confirm !== 'yes') {
      const item = await readItem(shopOf(c, store.id), itemId);
      if (!item) return c.redirect(`/admin/${store.id}/catalogue`, 303);
      if (picturesOf(item)[picture.index] !== picture.src)
        return c.redirect(`/admin/${store.id}/catalogue/${itemId}`, 303);
      return renderPage(
        consoleFrame(c),
        <RemovePhotoPage
          store={store}
          item={item}
          index={picture.index}
          src={picture.src}
          path={new URL(c.req.url).pathname}
        />,
        { cacheControl: 'private, no-store' },
      );
    }
    return back(
      c,
      store.id,
      itemId,
      await removeItemPicture(c.env, shopOf(c, store.id), itemId, picture.index, picture.src),
    );
  });
}
