import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { addItemPhoto } from '../../app/owner/photos';
import { readAtMost } from '../../data/photo-bytes';
import { MAX_PHOTO_BYTES } from '../../domain/images/upload-rules';
import { ownedShop } from './guard';

/** room for the multipart boundary and part headers around the largest photo */
const MULTIPART_SLACK = 64 * 1024;
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * The item page's photo form: `photo` in a multipart form (the picker island sends its downscaled JPEG the same
 * way). The island asks for JSON (`Accept: application/json`) to show the refusal; a plain form gets the item
 * page back with the result in its notice.
 */
export function registerPhotos(app: Hono<AppEnv>): void {
  app.post('/:storeId/catalogue/:itemId/photos', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const itemId = c.req.param('itemId');
    const wantsJson = (c.req.header('Accept') ?? '').includes('application/json');
    const page = `/admin/${storeId}/catalogue/${ID.test(itemId) ? itemId : ''}`;
    const refuse = (status: number, rsn: string) =>
      wantsJson ? c.json({ status: 0, rsn, code: 'PHOTO_REFUSED', field: 'photo' }, status as 400) : c.redirect(`${page}?photo=${encodeURIComponent(rsn.slice(0, 200))}`, 303);
    if (!ID.test(itemId)) return refuse(404, 'There is no such item.');
    const max = MAX_PHOTO_BYTES + MULTIPART_SLACK;
    if (Number(c.req.header('Content-Length') ?? '0') > max) return refuse(413, 'That photo is too large (at most 15 MB).');
    const raw = await readAtMost(c.req.raw.body, max).catch(() => null);
    if (raw === 'too-large') return refuse(413, 'That photo is too large (at most 15 MB).');
    let file: FormDataEntryValue | null = null;
    try {
      file = raw ? (await new Response(raw, { headers: { 'Content-Type': c.req.header('Content-Type') ?? '' } }).formData()).get('photo') : null;
    } catch {
      file = null;
    }
    if (!file || typeof file === 'string' || file.size === 0) return refuse(400, 'Choose a photo first.');
    const done = await addItemPhoto(c.env, storeId, itemId, new Uint8Array(await file.arrayBuffer()));
    if (!done.ok) return refuse(done.status, done.rsn);
    if (wantsJson) {
      const p = done.value.photo;
      return c.json({ status: 1, photo: { id: p.id, width: p.width, height: p.height, color: p.color } }, 201);
    }
    return c.redirect(`${page}?saved=1`, 303);
  });
}
