import type { Bindings } from '../../env';
import { findAddress } from '../../data/shop/account-addresses';
import { approvedResellerByCode } from '../../data/shop/account-reseller';
import { loadItemsByIds } from '../../data/shop/cart-items';
import { findOrderByKey, type Order } from '../../data/shop/orders';
import { newTrackToken, paymentDeadline, shopOrigin, trackUrl, upiLinkOf } from './payments';
import { alertOwnerOfOrder } from './owner-alerts';
import { runPlacement } from '../../data/shop/orders-place';
import { isReferralCode } from '../../domain/account/reseller';
import { isValidSessionId } from '../../domain/cart/session';
import { resellerCommission } from '../../domain/orders/after-order';
import { bagVersion } from '../../domain/orders/bag-version';
import { defaultIdempotencyKey, judgeKeyReuse } from '../../domain/orders/idempotency';
import { newOrderId } from '../../domain/orders/order-id';
import { buyerGstinOf, placeFingerprint, type PlaceBody } from '../../domain/orders/place-request';
import type { Refusal } from '../../domain/orders/quote';
import {
  ADDRESS_NOT_FOUND,
  alreadyOrdered,
  BAD_BUYER_GSTIN,
  BAG_SESSION_GONE,
  CHOOSE_PAYMENT,
  guardRefusal,
  KEY_REUSED,
  NOT_PLACED_TRY_AGAIN,
  PLACING_NOW,
  priceChanged,
  type StockShort,
} from '../../domain/orders/place-refusals';
import { countForShop } from '../../data/shop-counters';
import { log } from '../../core/log';
import { quoteBag } from './quote-data';
import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Shop } from '../../data/shop/shop-db';
import type { Lang } from '../../domain/i18n/languages';
import { speak } from '../../render/i18n';

export interface PlaceResult {
  http: 200 | 400 | 404 | 409;
  body: { status: number; [k: string]: unknown };
}

export interface PlaceInput {
  env: Bindings;
  /** the request's handle on the shop (c.var.shop through shopOf): every read and write of the order goes through it */
  shop: Shop;
  tenant: LiveTenant;
  uid: string;
  body: PlaceBody;
  /** The bag cookie's sid, used when the body has none (the browser's HttpOnly cookie). */
  cookieSid: string | null;
  /** The `{storeId}_rid` cookie. */
  rid: string | null;
  now: number;
  requestId?: string;
  /** the site's origin, for the tracking link in the reply */
  origin: string;
  /** runs work after the reply (the request's waitUntil): the owner's new-order alert */
  waitUntil?: (work: Promise<unknown>) => void;
  /** the shopper's language, for the refusal's `rsn` (middleware/language.ts replyLanguageOf); English without */
  lang?: Lang;
}

const refused = (r: Refusal, lang?: Lang): PlaceResult => ({
  http: r.http,
  body: {
    status: 0,
    rsn: lang ? speak(lang, r.say) : r.rsn,
    code: r.code,
    ...(r.field ? { field: r.field } : {}),
    ...(r.missing ? { missing: r.missing } : {}),
  },
});
/** The reply for an order placed now or before: its tracking link, and the UPI link while it waits for payment. */
function placed(
  p: PlaceInput,
  order: Pick<Order, 'id' | 'status' | 'track_token' | 'total' | 'payment_method'>,
  replayed: boolean,
): PlaceResult {
  const upiUri = order.status === 'AWAITING_PAYMENT' ? upiLinkOf(p.tenant.store, order) : null;
  return {
    http: 200,
    body: {
      status: 1,
      msg: replayed
        ? 'This order was already placed.'
        : upiUri
          ? 'Order saved: pay with UPI to confirm it.'
          : 'Order placed',
      order_id: order.id,
      order_status: order.status,
      track_url: trackUrl(shopOrigin(p.origin, p.tenant.customDomain), p.tenant.storeId, order.id, order.track_token),
      ...(upiUri ? { upi: { uri: upiUri } } : {}),
      ...(replayed ? { replayed } : {}),
    },
  };
}
const sessionGone = (lang?: Lang): PlaceResult => ({
  http: 404,
  body: { ...refused(BAG_SESSION_GONE, lang).body, status: 406 },
});

/** The same key answers its order; with another body it is refused (nothing changes). */
function answerKey(p: PlaceInput, order: Order | null, fingerprint: string): PlaceResult | null {
  if (!order) return null;
  const reuse = judgeKeyReuse({ fingerprint: order.request_fingerprint, orderId: order.id }, fingerprint);
  return reuse.kind === 'replay' ? placed(p, order, true) : refused(KEY_REUSED, p.lang);
}

/** One bag version makes one order: without a key the same request is that order again; anything else is refused. */
function answerBag(p: PlaceInput, order: Order, uid: string, keyGiven: boolean, fingerprint: string): PlaceResult {
  if (order.uid === uid && !keyGiven && order.request_fingerprint === fingerprint) return placed(p, order, true);
  const mine = order.uid === uid;
  const reply = refused(alreadyOrdered(mine ? order.id : null), p.lang);
  return mine ? { ...reply, body: { ...reply.body, order_id: order.id } } : reply;
}

/** The first line the stock can no longer cover, read again after the transaction's guard refused. */
async function shortLine(
  shop: Shop,
  lines: { itemId: string; name: string; qty: number }[],
): Promise<StockShort | null> {
  const items = await loadItemsByIds(
    shop,
    lines.map((l) => l.itemId),
  );
  const short = lines.find((l) => {
    const s = items.get(l.itemId)?.STOCK_QTY;
    return s !== null && s !== undefined && s !== -1 && s < l.qty;
  });
  return short ? { name: short.name, left: items.get(short.itemId)?.STOCK_QTY ?? 0 } : null;
}

/**
 * POST /api/v2/orders/place (DESIGN 6), also behind the no-JavaScript checkout form. Everything is read
 * again from D1 and the shop's rules at this moment, then written in one batch (data/orders-place.ts).
 */
export async function placeOrder(p: PlaceInput): Promise<PlaceResult> {
  const { env, shop, tenant, uid, body, now } = p;
  const storeId = tenant.storeId;
  const sid = body.sid ?? p.cookieSid;
  if (!sid || !isValidSessionId(sid)) return sessionGone(p.lang);
  const buyer = buyerGstinOf(body.buyer_gstin);
  if (!buyer.ok) return refused(BAD_BUYER_GSTIN, p.lang);
  const fingerprint = placeFingerprint({
    sid,
    address_id: body.address_id,
    payment_method: body.payment_method,
    wallet_amount: body.wallet_amount,
    reward_points: body.reward_points,
    buyer_gstin: buyer.gstin,
  });
  const givenKey = body.idempotency_key ? `k:${uid}:${body.idempotency_key}` : null;
  const byKey = async () =>
    givenKey ? answerKey(p, await findOrderByKey(shop, 'idempotency_key', givenKey), fingerprint) : null;
  const early = await byKey();
  if (early) return early;

  const bag = await shop.bags.read({ sid, now, uid });
  if (!bag.ok || (bag.state.uid && bag.state.uid !== uid)) return (await byKey()) ?? sessionGone(p.lang);
  const state = bag.state;
  const bagKey = defaultIdempotencyKey(sid, bagVersion(state));
  const key = givenKey ?? `b:${uid}:${bagKey}`;
  const priorBag = await findOrderByKey(shop, 'bag_key', bagKey);
  if (priorBag) return (await byKey()) ?? answerBag(p, priorBag, uid, givenKey !== null, fingerprint);

  const address = await findAddress(shop, uid, body.address_id);
  if (!address) return refused(ADDRESS_NOT_FOUND, p.lang);
  const payment = { method: body.payment_method, walletAmount: body.wallet_amount };
  const { quote, distanceKm, udhaarLimit } = await quoteBag(shop, tenant, uid, state, {
    address,
    payment,
    now,
    rewardPoints: body.reward_points,
  });
  if (quote.problem || !quote.split) return (await byKey()) ?? refused(quote.problem ?? CHOOSE_PAYMENT, p.lang);
  const total = quote.totals.total;
  if (body.expected_total !== undefined && body.expected_total !== total) {
    const reply = refused(priceChanged(total, tenant.store.CURRENCY), p.lang);
    return { ...reply, body: { ...reply.body, total } };
  }
  const resellerUid = p.rid && isReferralCode(p.rid) ? await approvedResellerByCode(shop, p.rid) : null;
  const referral =
    resellerUid && resellerUid !== uid
      ? { code: p.rid!, resellerUid, commission: resellerCommission(quote.totals.subtotal, quote.totals.discount) }
      : null;
  // the buyer's GSTIN travels with the delivery address the order keeps (its JSON), for the tax invoice, and so does
  // the shopper's language, for the owner's WhatsApp texts about the order
  const { IS_DEFAULT: _default, ...snapshot } = {
    ...address,
    DISTANCE: distanceKm,
    ...(buyer.gstin ? { GSTIN: buyer.gstin } : {}),
    ...(p.lang ? { LANG: p.lang } : {}),
  };

  const paymentDueAt = quote.split.method === 'UPI' ? paymentDeadline(now) : null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const orderId = newOrderId(now);
    const trackToken = newTrackToken();
    const outcome = await runPlacement(shop, {
      orderId,
      uid,
      now,
      sid,
      bagRevision: state.revision,
      bagKey,
      idempotencyKey: key,
      fingerprint,
      currency: tenant.store.CURRENCY,
      quote: { ...quote, split: quote.split },
      address: snapshot,
      distanceKm,
      couponCode: state.coupon,
      referral,
      udhaarLimit,
      trackToken,
      paymentDueAt,
    });
    if (outcome.ok) {
      // the shop's alarm cancels the order and gives its stock back if the payment does not come in time
      if (paymentDueAt !== null) await shop.wakeBy(paymentDueAt);
      p.waitUntil?.(alertOwnerOfOrder(env, shop, orderId));
      log('info', 'order placed', { requestId: p.requestId, storeId, orderId, total, method: quote.split.method });
      countForShop(env, storeId, 'orders', { route: 'order placed', status: 201 }, p.waitUntil);
      const status = paymentDueAt === null ? 'PLACED' : 'AWAITING_PAYMENT';
      return placed(
        p,
        { id: orderId, status, track_token: trackToken, total, payment_method: quote.split.method },
        false,
      );
    }
    if (outcome.kind === 'duplicate' && outcome.column === 'id') continue;
    if (outcome.kind === 'duplicate') {
      const again = answerKey(p, await findOrderByKey(shop, 'idempotency_key', key), fingerprint);
      if (again && (givenKey || again.body.status === 1)) return again;
      const other = await findOrderByKey(shop, 'bag_key', bagKey);
      return other ? answerBag(p, other, uid, givenKey !== null, fingerprint) : refused(PLACING_NOW, p.lang);
    }
    return (
      (await byKey()) ??
      refused(
        guardRefusal(outcome.code, outcome.code === 'STOCK' ? await shortLine(shop, quote.lines) : null, state.coupon),
        p.lang,
      )
    );
  }
  return refused(NOT_PLACED_TRY_AGAIN, p.lang);
}
