import type { Context, Hono } from 'hono';
import { shopOf } from '../../middleware/shop-context';
import type { AppEnv } from '../../middleware/app-env';
import { refusedAs, type Done } from '../../app/owner/use-cases';
import { addItemPhoto, setCategoryPhoto, setLogo, type PhotoBytes } from '../../app/owner/photos';
import { readPhotoUpload } from '../../app/owner/upload-body';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE, TOO_LARGE } from '../../domain/images/upload-rules';
import type { Said } from '../../domain/i18n/said';
import { NO_SUCH_THING } from '../../domain/owner/refusals';
import { CHOOSE_PHOTO, photoRefused } from '../../domain/owner/setting-refusals';
import { refusalWords } from './refusal-words';
import type { PhotoRef } from '../../domain/images/photo-ref';
import { ownedShop } from './guard';

const PHOTO_LIMITS = { maxMb: MAX_PHOTO_BYTES / 1024 / 1024, minSide: MIN_PHOTO_SIDE, maxSide: MAX_PHOTO_SIDE };
const TOO_LARGE_FORM = {
  ...photoRefused(TOO_LARGE, PHOTO_LIMITS),
  rsn: 'That photo is too large (at most 15 MB).',
};

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * A console photo form: `photo` in a multipart form (the picker island sends its downscaled JPEG the same way).
 * The island asks for JSON (`Accept: application/json`) to show the refusal; a plain form gets its page back
 * with the result in its notice (`?photo=` the refusal, `?saved=1`).
 */
async function receive(
  c: Context<AppEnv>,
  page: string,
  valid: boolean,
  store: (photo: PhotoBytes) => Promise<Done<{ photo: PhotoRef }>>,
) {
  const wantsJson = (c.req.header('Accept') ?? '').includes('application/json');
  const refuse = (status: number, r: { rsn: string; say?: Said }) => {
    const rsn = refusalWords(r, c.get('lang'));
    return wantsJson
      ? c.json({ status: 0, rsn, code: 'PHOTO_REFUSED', field: 'photo' }, status as 400)
      : c.redirect(`${page}?photo=${encodeURIComponent(rsn.slice(0, 200))}`, 303);
  };
  if (!valid) return refuse(404, { rsn: 'There is no such page.', say: NO_SUCH_THING.say });
  const done = await store(async () => {
    const read = await readPhotoUpload(c.req.raw, false);
    if (read.ok) return { ok: true, value: read.bytes };
    return read.code === 'TOO_LARGE' ? refusedAs(413, TOO_LARGE_FORM) : refusedAs(400, CHOOSE_PHOTO);
  });
  if (!done.ok) return refuse(done.status, done);
  if (wantsJson) {
    const p = done.value.photo;
    return c.json({ status: 1, photo: { id: p.id, width: p.width, height: p.height, color: p.color } }, 201);
  }
  return c.redirect(`${page}?saved=1`, 303);
}

/** The item page's photos, the shop's logo (on /shop) and a category's picture, through the owner API's use cases. */
export function registerPhotos(app: Hono<AppEnv>): void {
  app.post('/:storeId/catalogue/:itemId/photos', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const itemId = c.req.param('itemId');
    const ok = ID.test(itemId);
    return receive(c, `/admin/${own.store.id}/catalogue/${ok ? itemId : ''}`, ok, (photo) =>
      addItemPhoto(c.env, shopOf(c, own.store.id), itemId, photo),
    );
  });

  app.post('/:storeId/shop/logo', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    return receive(c, `/admin/${own.store.id}/shop`, true, (photo) => setLogo(c.env, shopOf(c, own.store.id), photo));
  });

  app.post('/:storeId/categories/:catId/photo', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const catId = c.req.param('catId');
    const ok = ID.test(catId);
    return receive(c, `/admin/${own.store.id}/categories${ok ? `/${catId}/photo` : ''}`, ok, (photo) =>
      setCategoryPhoto(c.env, shopOf(c, own.store.id), catId, photo),
    );
  });
}
