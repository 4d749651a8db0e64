import type { z } from 'zod';
import { loadItemsByIds } from '../../data/shop/cart-items';
import { lastRefreshAt, markRefreshed } from '../../data/cache/cart-session';
import { refreshWaitMs } from '../../domain/cart/session';
import type { removeDeactivatedBody, userDataBody } from './bodies';
import { bag, finish, sessionRef, type CallResult, type CartCtx } from './context';

/** getCartSessionID: the session in use (made when there is none) and its bag. */
export async function getCartSessionID(ctx: CartCtx): Promise<CallResult> {
  const out = await bag(ctx).read(sessionRef(ctx));
  return finish(ctx, out, (ok) => ({ session_id: ok.state.sid }));
}

/** refreshCartCalculations: the bag priced again with the shop's current rules and coupon. */
export async function refreshCartCalculations(ctx: CartCtx): Promise<CallResult> {
  const out = await bag(ctx).read(sessionRef(ctx));
  return finish(ctx, out, () => ({ msg: 'Your bag is up to date.' }));
}

/**
 * refreshCartForChanges: at most once per 180000 ms per shop and session (KV holds the time). A
 * throttled call answers status 1 with the cart and `throttled: true`. Otherwise every line is
 * checked against the catalogue (domain/cart/refresh) and `products_to_remove` lists the lines of
 * deactivated catalogues for removeDeactivatedCatalogs.
 */
export async function refreshCartForChanges(ctx: CartCtx): Promise<CallResult> {
  const stub = bag(ctx);
  const ref = sessionRef(ctx);
  const wait =
    ctx.sidFrom === 'new' ? 0 : refreshWaitMs(await lastRefreshAt(ctx.env.KV, ctx.storeId, ctx.sid), ctx.now);
  const current = await stub.read(ref);
  if (wait > 0 || !current.ok) {
    return finish(ctx, current, () => ({
      msg: 'Your bag is up to date.',
      throttled: true,
      retry_after_ms: wait,
      changes: [],
      products_to_remove: [],
    }));
  }
  const ids = [...new Set(current.state.lines.map((l) => l.itemId))];
  const items = await loadItemsByIds(ctx.shop, ids);
  const out = await stub.refresh(
    { ...ref, create: false },
    [...items.values()],
    ids,
    ctx.tenant.deactivatedCategoryIds,
  );
  if (out.ok) await markRefreshed(ctx.env.KV, ctx.storeId, ctx.sid, ctx.now);
  return finish(ctx, out, (ok) => ({
    msg: ok.changes.length ? 'Some items in your bag have changed.' : 'Your bag is up to date.',
    throttled: false,
    changes: ok.changes,
    products_to_remove: ok.deactivated,
  }));
}

/** removeDeactivatedCatalogs: drops the listed lines (or all) that belong to deactivated catalogues. */
export async function removeDeactivatedCatalogs(
  ctx: CartCtx,
  body: z.infer<typeof removeDeactivatedBody>,
): Promise<CallResult> {
  const out = await bag(ctx).removeDeactivated(
    sessionRef(ctx),
    body.products_to_remove ?? null,
    ctx.tenant.deactivatedCategoryIds,
  );
  return finish(ctx, out, (ok) => ({ msg: 'Items Removed Successfully!', removed: ok.removed }));
}

/** updateUserDataOnSid: the shopper's name, address and distance (km, used for delivery pricing). */
export async function updateUserDataOnSid(ctx: CartCtx, body: z.infer<typeof userDataBody>): Promise<CallResult> {
  const data = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const out = await bag(ctx).setUser(sessionRef(ctx), data);
  return finish(ctx, out, () => ({ msg: 'Your details are saved.' }));
}
