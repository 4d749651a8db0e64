import type { z } from 'zod';
import { findUserSid, saveUserSid } from '../../data/cache/cart-session';
import type { Shop } from '../../data/shop/shop-db';
import type { BagState, Outcome } from '../../data/shop/shop-bags';
import type { mergeBody } from './bodies';
import { bag, finish, refusal, sessionRef, type CallResult, type CartCtx } from './context';
import { said } from '../../domain/i18n/said';

/**
 * The user's own bag (`userSid`) absorbs the guest bag (`guestSid`), which is emptied: one transaction in the
 * shop's object. A guest bag bound to another shopper is never moved (the answer is invalid).
 */
export async function mergeGuestBag(
  shop: Shop,
  input: { guestSid: string; userSid: string; uid: string; now: number; onlySingle: boolean },
): Promise<Outcome> {
  const userRef = { sid: input.userSid, now: input.now, uid: input.uid };
  const user = shop.bags;
  if (input.guestSid === input.userSid) return user.read(userRef);
  return user.absorb(userRef, input.guestSid, input.onlySingle);
}

/**
 * mergeCartAfterLogin {mergeRequired}: needs a signed-in user. The first bag a user brings becomes
 * their own (status 1, same session). Later, with mergeRequired their own bag absorbs this guest bag,
 * without it their own bag is simply picked up; either way the reply is status 3 with their
 * session_id, which the cookie now holds.
 */
export async function mergeCartAfterLogin(ctx: CartCtx, body: z.infer<typeof mergeBody>): Promise<CallResult> {
  if (!ctx.uid) return refusal(ctx, 401, said('problem.bag.signInFirst'), 'SIGN_IN_REQUIRED');
  const uid = ctx.uid;
  const current = await bag(ctx).read(sessionRef(ctx));
  if (!current.ok) return finish(ctx, current, () => ({}));
  const userSid = await findUserSid(ctx.env.KV, ctx.storeId, uid);
  const bindCurrent = async (): Promise<CallResult> => {
    const out = await bag(ctx).bindUser({ ...sessionRef(ctx), create: false });
    if (out.ok) await saveUserSid(ctx.env.KV, ctx.storeId, uid, ctx.sid);
    return finish(ctx, out, (ok) => ({ msg: 'Your bag is saved to your account.', session_id: ok.state.sid }));
  };
  if (!userSid || userSid === ctx.sid) return bindCurrent();
  const onlySingle = ctx.tenant.store.CART_RULES.ONLY_SINGLE_CATALOG;
  const out: Outcome = body.mergeRequired
    ? await mergeGuestBag(ctx.shop, { guestSid: ctx.sid, userSid, uid, now: ctx.now, onlySingle })
    : await ctx.shop.bags.read({ sid: userSid, now: ctx.now, uid });
  // The user's own bag expired: this bag becomes theirs.
  if (!out.ok && 'invalid' in out) return bindCurrent();
  const result = await finish(ctx, out, (ok: { state: BagState }) => ({
    msg: 'Your bags are merged.',
    session_id: ok.state.sid,
  }));
  if (result.body.status === 1) result.body.status = 3;
  return result;
}
