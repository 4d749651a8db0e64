import type { Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { emptyBagView, priceBag } from '../../data/shop/cart-view';
import type { CartView } from '../../domain/cart/cart-view';
import { readBagState } from '../../middleware/bag-count';
import { shopOf } from '../../middleware/shop-context';

/** The priced bag (an empty one without a session). */
export async function readBagView(c: Context<ShopEnv>): Promise<CartView> {
  const store = c.get('tenant').store;
  const read = await readBagState(c, c.get('tenant').storeId);
  if (!read.personal || !read.state) return emptyBagView(store, Date.now());
  return priceBag(shopOf(c, store.id), store, read.state, { now: read.now, uid: c.get('user')?.uid });
}
