import type { z } from 'zod';
import { loadItem } from '../../data/shop/cart-items';
import { parseLineId } from '../../domain/cart/line-id';
import { validateQuantity } from '../../domain/cart/quantity';
import type { addProductBody, removeItemBody, updateCartBody } from './bodies';
import { said } from '../../domain/i18n/said';
import { bag, failure, finish, refusal, sessionRef, type CallResult, type CartCtx } from './context';
import type { Outcome } from '../../data/shop/shop-bags';
import type { AddedProduct, AddProductResult, AddRefusal } from '../../data/shop/shop-add-product';
import { speak } from '../../render/i18n';

/** addProductToCart: adds selectedQuantity units (default 1) of an item in a size, colour or pack (one call of the shop's object). */
export async function addProductToCart(ctx: CartCtx, body: z.infer<typeof addProductBody>): Promise<CallResult> {
  const { item: wanted } = body;
  const qty =
    wanted.selectedQuantity === undefined ? { ok: true as const, qty: 1 } : validateQuantity(wanted.selectedQuantity);
  if (!qty.ok) return failure(400, speak(ctx.lang, qty.say), qty.code, 'item.selectedQuantity');
  const result: AddProductResult = await ctx.shop.addProduct({
    ref: sessionRef(ctx),
    wanted: {
      ID: wanted.ID,
      selectedSize: wanted.selectedSize,
      selectedColor: wanted.selectedColor,
      variantKey: wanted.variantKey,
    },
    qty: qty.qty,
    onlySingle: ctx.tenant.store.CART_RULES.ONLY_SINGLE_CATALOG,
    enabledCatIds: ctx.tenant.categories.map((c) => c.CAT_ID),
  });
  if ('refused' in result) {
    const { say, code, field } = (result as AddRefusal).refused;
    // an item that exists but cannot be sold now conflicts with the shop's state; anything else is a bad request
    return refusal(ctx, code === 'ITEM_UNAVAILABLE' ? 409 : 400, say, code, field);
  }
  const { out, itemName, lineId } = result as AddedProduct;
  return finish(ctx, out as Outcome<{ line: unknown }>, () => ({
    msg: `${itemName} added to your bag.`,
    product_id_in_cart: lineId,
  }));
}

/** updateCart: sets a line's quantity (1 to the line maximum; 0 is refused, removeCartItem removes). */
export async function updateCart(ctx: CartCtx, body: z.infer<typeof updateCartBody>): Promise<CallResult> {
  const qty = validateQuantity(body.product_qty);
  if (!qty.ok) return failure(400, speak(ctx.lang, qty.say), qty.code, 'product_qty');
  const parsed = parseLineId(body.product_id_in_cart);
  if (!parsed) return refusal(ctx, 400, said('problem.bag.notInBag'), 'UNKNOWN_LINE', 'product_id_in_cart');
  if (body.product_id !== undefined && body.product_id !== parsed.itemId) {
    return refusal(ctx, 400, said('problem.bag.lineMismatch'), 'LINE_MISMATCH', 'product_id');
  }
  const item = await loadItem(ctx.shop, parsed.itemId);
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
