import { Hono } from 'hono';
import {
  addToWishlist,
  listWishlist,
  MAX_WISHLIST,
  removeFromWishlist,
  savedItemIds,
} from '../../data/shop/account-wishlist';
import { isSlugId } from '../../domain/catalogue/paths';
import { fail, ok } from '../../core/reply';
import { shopOfHeader } from '../store-header';
import { notFound, type AccountEnv } from './context';
import { shopOf } from '../../middleware/shop-context';

/** GET /api/v2/account/wishlist/status?ids=a,b: which of these items are saved. Anonymous: signedIn false (never 401). */
export const wishlistStatusApi = new Hono<AccountEnv>();
wishlistStatusApi.get('/', async (c) => {
  const id = shopOfHeader(c);
  const ids = (c.req.query('ids') ?? '').split(',').filter(Boolean);
  if (ids.length > 100 || !ids.every(isSlugId))
    return fail(c, 400, 'Please send up to 100 item ids.', 'BAD_INPUT', 'ids');
  c.header('Cache-Control', 'private, no-store');
  const user = c.get('user') ?? null;
  if (!user) return ok(c, { signedIn: false, saved: [] });
  return ok(c, { signedIn: true, saved: await savedItemIds(shopOf(c, id.storeId), user.uid, ids) });
});

/** /api/v2/account/wishlist: GET the saved items on sale; PUT /{itemId} saves; DELETE /{itemId} removes. */
export const wishlistApi = new Hono<AccountEnv>();

wishlistApi.get('/', async (c) => {
  const { storeId, user } = c.get('account');
  return ok(c, { items: await listWishlist(shopOf(c, storeId), user.uid) });
});

wishlistApi.put('/:itemId', async (c) => {
  const { storeId, user } = c.get('account');
  const itemId = c.req.param('itemId');
  if (!isSlugId(itemId)) return notFound(c, 'item');
  const out = await addToWishlist(shopOf(c, storeId), user.uid, itemId, Date.now());
  if (out === 'NOT_FOUND') return notFound(c, 'item');
  if (out === 'LIMIT') return fail(c, 409, `Your wishlist can hold up to ${MAX_WISHLIST} items.`, 'WISHLIST_LIMIT');
  return ok(c, { msg: 'Saved to your wishlist', saved: true });
});

wishlistApi.delete('/:itemId', async (c) => {
  const { storeId, user } = c.get('account');
  const itemId = c.req.param('itemId');
  if (!isSlugId(itemId) || !(await removeFromWishlist(shopOf(c, storeId), user.uid, itemId)))
    return notFound(c, 'item in your wishlist');
  return ok(c, { msg: 'Removed from your wishlist', saved: false });
});
