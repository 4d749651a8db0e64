/**
 * /api/v2/orders: the signed-in shopper's orders in the shop of the storeID header (DESIGN 6).
 *
 * - POST /place {sid?, address_id, payment_method: COD|WALLET|UDHAAR|UPI, idempotency_key?, wallet_amount?, reward_points?, expected_total?}
 *   -> {status: 1, order_id, order_status, track_url, upi?: {uri}} (UPI: the order waits as AWAITING_PAYMENT). Without `sid` the bag cookie is used. The same key answers the same order
 *   (`replayed: true`); the key with another body is 409 status 0; one bag version makes one order.
 * - POST /quote {sid?, address_id?, payment_method?, wallet_amount?, reward_points?} -> {status: 1, quote, balances, payment_methods}: what placing
 *   would cost now (domain/orders/quote-view), with `problem` (the refusal it would meet) or null. Nothing is written.
 * - GET /{orderId} -> {status: 1, order} (with `track_url`, and `upi.uri` while AWAITING_PAYMENT);
 *   POST /{orderId}/cancel -> {status: 1, order} while PLACED or unpaid;
 *   POST /{orderId}/utr {utr: 12 digits} -> {status: 1, order} (AWAITING_PAYMENT -> PAYMENT_SUBMITTED, once).
 *
 * Refusals are HTTP 4xx with status 0, a readable `rsn`, a `code` (and `field`): 400 bad input, 401 not
 * signed in, 404 an unknown order or another shopper's order or address, 409 refused by the bag, stock,
 * coupon, minimum order, delivery radius, wallet or udhaar (`missing` paise for BELOW_MINIMUM). Status 406
 * [404]: the bag session is unknown or another shopper's. 429 RATE_LIMITED with Retry-After: the shopper placed
 * too often (orderPerShopper, src/domain/rate-limits.ts; the no-JS checkout form counts too), nothing changed.
 * Replies are `Cache-Control: private, no-store`.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { findAddress } from '../../data/shop/account-addresses';
import { orderDetail } from '../../data/shop/orders';
import { moveOrderStatus } from '../../app/orders/move';
import { ridCookieName } from '../../domain/account/reseller';
import { cartCookieName, isValidSessionId } from '../../domain/cart/session';
import { isOrderId } from '../../domain/orders/order-id';
import { placeBodySchema } from '../../domain/orders/place-request';
import { toQuoteView } from '../../domain/orders/quote-view';
import { offeredMethods } from '../../domain/orders/payment';
import { walletOptions } from '../../domain/account/wallet';
import { fail, ok } from '../../core/reply';
import { limitReply } from '../../middleware/rate-limit';
import { requireAccount, validBody, type AccountEnv } from '../account/context';
import { placeOrder } from '../../app/orders/place';
import { quoteBag } from '../../app/orders/quote-data';
import { orderView, shopperOrderView } from '../../app/orders/view';
import { submitUtr } from '../../app/orders/upi';
import { shopOf } from '../../middleware/shop-context';
import { replyLanguageOf } from '../../middleware/language';
import { speak } from '../../render/i18n';

export const ordersApi = new Hono<AccountEnv>();
ordersApi.use('*', requireAccount);

ordersApi.post('/place', async (c) => {
  const { tenant, user } = c.get('account');
  const limited = await limitReply(c, 'orderPerShopper', user.uid);
  if (limited) return limited;
  const body = await validBody(c, placeBodySchema);
  if ('reply' in body) return body.reply;
  const result = await placeOrder({
    env: c.env,
    shop: shopOf(c, tenant.storeId),
    tenant,
    uid: user.uid,
    body: body.data,
    now: Date.now(),
    requestId: c.get('requestId'),
    origin: new URL(c.req.url).origin,
    lang: replyLanguageOf(c, tenant.store),
    waitUntil: (work) => c.executionCtx.waitUntil(work),
    cookieSid: getCookie(c, cartCookieName(tenant.storeId)) ?? null,
    rid: getCookie(c, ridCookieName(tenant.storeId)) ?? null,
  });
  return c.json(result.body, result.http);
});

const quoteBody = placeBodySchema
  .pick({ sid: true, payment_method: true, wallet_amount: true, reward_points: true })
  .partial()
  .extend({ address_id: z.string().max(100).optional() });

ordersApi.post('/quote', async (c) => {
  const { tenant, user, storeId } = c.get('account');
  const body = await validBody(c, quoteBody);
  if ('reply' in body) return body.reply;
  const sid = body.data.sid ?? getCookie(c, cartCookieName(storeId));
  const now = Date.now();
  const bag = isValidSessionId(sid) ? await shopOf(c, storeId).bags.read({ sid, now, uid: user.uid }) : null;
  if (!bag?.ok || (bag.state.uid && bag.state.uid !== user.uid))
    return c.json(
      { status: 406, rsn: 'Your bag session has expired. Please open your bag again.', code: 'SESSION_INVALID' },
      404,
    );
  const address = body.data.address_id ? await findAddress(shopOf(c, storeId), user.uid, body.data.address_id) : null;
  if (body.data.address_id && !address)
    return fail(
      c,
      404,
      'We could not find that address. Please choose another one.',
      'ADDRESS_NOT_FOUND',
      'address_id',
    );
  const payment = body.data.payment_method
    ? { method: body.data.payment_method, walletAmount: body.data.wallet_amount }
    : null;
  const { quote, distanceKm, balances, payments } = await quoteBag(shopOf(c, storeId), tenant, user.uid, bag.state, {
    address,
    payment,
    now,
    rewardPoints: body.data.reward_points,
  });
  const methods = offeredMethods(payments, walletOptions(tenant.store.CART_RULES.WALLET_CONFIG), quote.totals.total);
  const lang = replyLanguageOf(c, tenant.store);
  const view = toQuoteView(quote, distanceKm, bag.state.coupon, lang, tenant.store.LANGUAGE);
  if (view.problem && quote.problem?.say) view.problem.rsn = speak(lang, quote.problem.say);
  return ok(c, { quote: view, balances, payment_methods: methods });
});

ordersApi.get('/:orderId', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('orderId');
  const detail = isOrderId(id) ? await orderDetail(shopOf(c, storeId), id, user.uid) : null;
  if (!detail) return fail(c, 404, 'We could not find that order.', 'NOT_FOUND');
  return ok(c, { order: shopperOrderView(c.get('account').tenant, detail, new URL(c.req.url).origin) });
});

const utrBody = z.object({ utr: z.unknown() });

/** The 12-digit UPI reference of the shopper's payment: AWAITING_PAYMENT -> PAYMENT_SUBMITTED, once. */
ordersApi.post('/:orderId/utr', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('orderId');
  if (!isOrderId(id)) return fail(c, 404, 'We could not find that order.', 'NOT_FOUND');
  const body = await validBody(c, utrBody);
  if ('reply' in body) return body.reply;
  const moved = await submitUtr(shopOf(c, storeId), { uid: user.uid, orderId: id, utr: body.data.utr });
  if (!moved.ok) return fail(c, moved.http, moved.rsn, moved.code, 'field' in moved ? moved.field : undefined);
  const detail = await orderDetail(shopOf(c, storeId), id, user.uid);
  return ok(c, {
    msg: 'Thank you. The shop will confirm your payment shortly.',
    order: shopperOrderView(c.get('account').tenant, detail!, new URL(c.req.url).origin),
  });
});

ordersApi.post('/:orderId/cancel', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('orderId');
  if (!isOrderId(id)) return fail(c, 404, 'We could not find that order.', 'NOT_FOUND');
  const moved = await moveOrderStatus(shopOf(c, storeId), {
    orderId: id,
    to: 'CANCELLED',
    actor: 'shopper',
    uid: user.uid,
  });
  if (!moved.ok)
    return fail(
      c,
      moved.http,
      moved.say ? speak(replyLanguageOf(c, c.get('account').tenant.store), moved.say) : moved.rsn,
      moved.code,
    );
  const detail = await orderDetail(shopOf(c, storeId), id, user.uid);
  return ok(c, { msg: 'Your order is cancelled.', order: orderView(detail!) });
});
