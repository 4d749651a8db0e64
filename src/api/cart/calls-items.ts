import type { z } from 'zod';
import { loadItem } from '../../data/cart-items';
import type { LineFacts } from '../../domain/cart/bag-lines';
import { resolveChoice } from '../../domain/cart/choice';
import { parseLineId } from '../../domain/cart/line-id';
import { validateQuantity } from '../../domain/cart/quantity';
import type { addProductBody, removeItemBody, updateCartBody } from './bodies';
import { bag, failure, finish, sessionRef, type CallResult, type CartCtx } from './context';
import { shopDb } from '../../data/shop-db';

/** addProductToCart: adds selectedQuantity units (default 1) of an item in a size, colour or pack. */
export async function addProductToCart(ctx: CartCtx, body: z.infer<typeof addProductBody>): Promise<CallResult> {
  const { item: wanted } = body;
  const qty = wanted.selectedQuantity === undefined ? { ok: true as const, qty: 1 } : validateQuantity(wanted.selectedQuantity);
  if (!qty.ok) return failure(400, qty.rsn, qty.code, 'item.selectedQuantity');
  const item = await loadItem(shopDb(ctx.env, ctx.storeId), ctx.storeId, wanted.ID);
  if (!item) return failure(400, 'That item is not sold in this shop.', 'UNKNOWN_ITEM', 'item.ID');
  const categoryOn = ctx.tenant.categories.some((c) => c.CAT_ID === item.CAT_ID);
  if (item.IS_DISABLED || !categoryOn) return failure(409, `Sorry, ${item.ITEM_NAME} is not available right now.`, 'ITEM_UNAVAILABLE', 'item.ID');
  const choice = resolveChoice(item, { size: wanted.selectedSize, color: wanted.selectedColor, variantKey: wanted.variantKey });
  if (!choice.ok) return failure(400, choice.rsn, choice.code, `item.${choice.field}`);
  const facts: LineFacts = {
    id: choice.lineId, itemId: item.ID, catId: item.CAT_ID, size: choice.size, color: choice.color, variantKey: choice.variantKey,
    variantLabel: choice.variantLabel, name: item.ITEM_NAME, image: item.IMAGE, unitPrice: choice.unitPrice, mrp: choice.mrp,
    gstPercent: choice.gstPercent, stockQty: item.STOCK_QTY,
  };
  const out = await bag(ctx).add(sessionRef(ctx), facts, qty.qty, ctx.tenant.store.CART_RULES.ONLY_SINGLE_CATALOG);
  return finish(ctx, out, () => ({ msg: `${item.ITEM_NAME} added to your bag.`, product_id_in_cart: facts.id }));
}

/** updateCart: sets a line's quantity (1 to the line maximum; 0 is refused, removeCartItem removes). */
export async function updateCart(ctx: CartCtx, body: z.infer<typeof updateCartBody>): Promise<CallResult> {
  const qty = validateQuantity(body.product_qty);
  if (!qty.ok) return failure(400, qty.rsn, qty.code, 'product_qty');
  const parsed = parseLineId(body.product_id_in_cart);
  if (!parsed) return failure(400, 'That item is not in your bag.', 'UNKNOWN_LINE', 'product_id_in_cart');
  if (body.product_id !== undefined && body.product_id !== parsed.itemId) {
    return failure(400, 'The item does not match the bag line.', 'LINE_MISMATCH', 'product_id');
  }
  const item = await loadItem(shopDb(ctx.env, ctx.storeId), ctx.storeId, parsed.itemId);
  // A deleted item can still be reduced, never increased.
  const stock = item && !item.IS_DISABLED ? item.STOCK_QTY : 0;
  const out = await bag(ctx).setQty(sessionRef(ctx), body.product_id_in_cart, qty.qty, stock);
  return finish(ctx, out, () => ({ msg: 'Your bag is updated.' }));
}

export async function removeCartItem(ctx: CartCtx, body: z.infer<typeof removeItemBody>): Promise<CallResult> {
  const out = await bag(ctx).removeLine(sessionRef(ctx), body.product_id_in_cart);
  return finish(ctx, out, () => ({ msg: 'Item removed from your bag.' }));
}

export async function clearCart(ctx: CartCtx): Promise<CallResult> {
  const out = await bag(ctx).clear(sessionRef(ctx));
  return finish(ctx, out, () => ({ msg: 'Cart cleared successfully!' }));
}
