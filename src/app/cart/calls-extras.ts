import type { z } from 'zod';
import { findCoupon, normaliseCouponCode } from '../../data/shop/coupons';
import { evaluateCoupon } from '../../domain/cart/coupons';
import { cleanManualName, isAcceptableImageUrl } from '../../domain/cart/manual-items';
import { validateQuantity } from '../../domain/cart/quantity';
import { formatMoney } from '../../domain/money';
import type { addManualBody, couponBody, removeManualBody } from './bodies';
import { bag, failure, finish, refusal, sessionRef, type CallResult, type CartCtx } from './context';
import { said } from '../../domain/i18n/said';
import { speak } from '../../render/i18n';

/** addCouponToCart: checks the code against the bag now (evaluateCoupon) and keeps it on the bag. */
export async function addCouponToCart(ctx: CartCtx, body: z.infer<typeof couponBody>): Promise<CallResult> {
  const stub = bag(ctx);
  const current = await stub.read(sessionRef(ctx));
  if (!current.ok) return finish(ctx, current, () => ({}));
  const code = normaliseCouponCode(body.coupon_id);
  const coupon = await findCoupon(ctx.shop, code, ctx.uid ?? current.state.uid);
  const subtotal = current.state.lines
    .filter((l) => l.status === 'ok')
    .reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  const currency = ctx.tenant.store.CURRENCY;
  const verdict = evaluateCoupon(coupon, { subtotal, now: ctx.now, code, currency });
  if (!verdict.ok) return failure(422, speak(ctx.lang, verdict.say), `COUPON_${verdict.code}`, 'coupon_id');
  const out = await stub.setCoupon({ ...sessionRef(ctx), create: false }, code);
  const saving = verdict.discount > 0 ? ` You save ${formatMoney(verdict.discount, currency)}.` : '';
  return finish(ctx, out, () => ({ msg: `${code} applied!${saving}` }));
}

export async function removeCouponFromCart(ctx: CartCtx): Promise<CallResult> {
  const out = await bag(ctx).setCoupon(sessionRef(ctx), null);
  return finish(ctx, out, () => ({ msg: 'Coupon removed.' }));
}

/**
 * addManualItem: {manual_item: {name, quantity, image?}} adds a shopping-list line whose id is a
 * timestamp. With the `id` of an item already in the bag it changes that item instead (the list's
 * quantity stepper uses it; at quantity 1 the stepper's minus calls removeManualItem).
 */
export async function addManualItem(ctx: CartCtx, body: z.infer<typeof addManualBody>): Promise<CallResult> {
  const m = body.manual_item;
  const name = cleanManualName(m.name);
  if (!name) return refusal(ctx, 400, said('problem.bag.manualName'), 'BAD_NAME', 'manual_item.name');
  const qty = m.quantity === undefined ? { ok: true as const, qty: 1 } : validateQuantity(m.quantity);
  if (!qty.ok) return failure(400, speak(ctx.lang, qty.say), qty.code, 'manual_item.quantity');
  const image = m.image ? m.image.trim() : null;
  if (image && !isAcceptableImageUrl(image))
    return refusal(ctx, 400, said('problem.bag.manualImage'), 'BAD_IMAGE', 'manual_item.image');
  const input = { name, qty: qty.qty, image, ...(m.id !== undefined ? { id: String(m.id) } : {}) };
  const out = await bag(ctx).saveManual(sessionRef(ctx), input);
  return finish(ctx, out, (ok) => ({
    msg: ok.created ? 'Manual Item Added!' : 'Manual Item updated!',
    manual_item: { id: ok.item.id, name: ok.item.name, quantity: ok.item.qty, image: ok.item.image },
  }));
}

/** removeManualItem: {manual_item_id, is_manual_image}; the photo is the shopper's own link, nothing to delete. */
export async function removeManualItem(ctx: CartCtx, body: z.infer<typeof removeManualBody>): Promise<CallResult> {
  const out = await bag(ctx).removeManual(sessionRef(ctx), String(body.manual_item_id));
  return finish(ctx, out, () => ({ msg: 'Manual Item removed!' }));
}
