import type { Context } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { OrderDetail } from '../../data/shop/orders';
import { loadItemsByIds } from '../../data/shop/cart-items';
import { shopOf } from '../../middleware/shop-context';
import { reorderAdds } from '../../domain/orders/reorder';
import { cartContext, type CartCtx } from './context';
import { applyCartCookie, runCartCall } from './run';

/**
 * Order again: puts a past order's items that are still sold back into the shopper's bag (made if they have
 * none), each in its old size, colour or pack and quantity. An item that no longer fits (sold out, fewer left,
 * another catalogue in a single-catalogue bag) is skipped and named. Answers what was added and what was not.
 */
export async function orderAgain<E extends AppEnv>(
  c: Context<E>,
  tenant: CartCtx['tenant'],
  d: OrderDetail,
): Promise<{ added: number; missing: string[] }> {
  const ids = d.items.flatMap((i) => (i.item_id ? [i.item_id] : []));
  const items = await loadItemsByIds(shopOf(c, tenant.storeId), ids);
  const { adds, missing } = reorderAdds(
    d.items,
    items,
    tenant.categories.map((cat) => cat.CAT_ID),
  );
  const ctx = cartContext(c, tenant, undefined);
  let added = 0;
  for (const add of adds) {
    const result = await runCartCall(ctx, 'addProductToCart', { item: add });
    if (result.body.status === 1) {
      added++;
      // the first addition made the bag: the rest go into it
      if (ctx.sidFrom === 'new') ctx.sidFrom = 'cookie';
    } else {
      missing.push(d.items.find((i) => i.item_id === add.ID)?.name ?? add.ID);
    }
  }
  applyCartCookie(c, ctx);
  return { added, missing };
}
