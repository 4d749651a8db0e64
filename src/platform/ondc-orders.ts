import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import type { BuiltAnswer } from '../domain/ondc/callbacks';
import type { OndcContext } from '../domain/ondc/protocol';
import { itemStanding } from '../domain/ondc/item-fields';
import { deliveryAddressOf, isBuyerCancelReason, NETWORK_SHOPPER_PREFIX } from '../domain/ondc/network-order';
import { requestedLines } from '../domain/ondc/quote';
import { RATING_ACK, readRatings, readUpdate, supportMessage } from '../domain/ondc/after-sale';
import { newSessionId } from '../domain/cart/session';
import { distanceFromShop } from '../domain/account/address';
import { loadCatalogueShop } from '../ondc/catalogue-load';
import { kindOf } from '../domain/ondc/catalogue';
import {
  indexNetworkOrder,
  networkOrderOf,
  networkOrderOfTransaction,
  keepRatings,
  keepSettlementDetails,
  noteBuyerCancel,
  placeOfNetworkOrder,
  recordNetworkOrder,
  type NetworkOrderRecord,
} from '../ondc/network-orders';
import { createAddress } from '../data/shop/account-addresses';
import { orderDetail } from '../data/shop/orders';
import type { Shop } from '../data/shop/shop-db';
import { isLiveTenant } from '../data/shop/tenant-loader';
import { shopOf, shopOfRequest } from '../middleware/shop-context';
import { placeOrder } from '../app/orders/place';
import { confirmUpiPayment } from '../app/orders/upi';
import { moveOrderStatus } from '../app/orders/move';
import { shopOrigin, trackUrl } from '../app/orders/payments';
import { log } from '../core/log';
import { networkOrderAnswer, withInvoiceDocument } from '../app/orders/network-status';

/**
 * The order actions of the ONDC node (docs/ondc.md): confirm places the order through the storefront's own use case
 * (app/orders/place.ts: same stock guard, invoice numbers and inbox), status and track read it, cancel moves it as
 * the shopper's own cancel would. Each answers the on_{action} message, or an error beside it.
 */

const domainError = (code: string, message: string): BuiltAnswer => ({
  message: {},
  error: { type: 'DOMAIN-ERROR', code, message },
});

type Order = Record<string, unknown>;
const record = (v: unknown): Order => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Order) : {});

/** One shopper per buyer app's transaction: their address and bag are theirs, never another transaction's. */
async function networkUid(bapId: string, transactionId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${bapId}\n${transactionId}`));
  return `${NETWORK_SHOPPER_PREFIX}${Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const isTimestamp = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= 40 && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(v) && Number.isFinite(Date.parse(v));

/** `receivedAt`: the instant the confirm arrived, its on_confirm's timestamp and the new order's updated_at. */
async function confirm(
  c: Context<AppEnv>,
  context: OndcContext,
  message: Order,
  node: { subscriberUrl: string },
  receivedAt: number,
): Promise<BuiltAnswer> {
  const asked = record(message.order);
  const providerId = record(asked.provider).id;
  if (typeof providerId !== 'string') return domainError('30001', 'message.order.provider.id names no shop.');
  const shop = shopOf(c, providerId);
  const already = await networkOrderOfTransaction(shop, context.bap_id, context.transaction_id);
  if (already) return (await networkOrderAnswer(shop, already)) ?? domainError('40000', 'The order is not found.');
  const catShop = await loadCatalogueShop(shop);
  if (!catShop || catShop.optIn.domain !== context.domain)
    return domainError('30001', 'The provider does not sell on the network in this domain.');
  const lines = requestedLines(message);
  if (!lines)
    return domainError('30000', 'message.order.items must list 1 to 100 items as { id, quantity: { count } }.');
  const unknown = lines.filter((l) => {
    const item = catShop.items.find((i) => i.id === l.id);
    return !item || !itemStanding(catShop.optIn.domain, item.leftOut, item.fields, kindOf(item)).listed;
  });
  if (unknown.length > 0)
    return domainError('30004', JSON.stringify(unknown.map((l) => ({ item_id: l.id, error: '30004' }))));
  const paymentType = record(asked.payment).type ?? 'ON-ORDER';
  if (paymentType !== 'ON-ORDER' && paymentType !== 'ON-FULFILLMENT')
    return domainError(
      '30000',
      'message.order.payment.type must be ON-ORDER (prepaid) or ON-FULFILLMENT (cash on delivery).',
    );
  const delivery = deliveryAddressOf(asked);
  if (!delivery.ok) return domainError('30000', delivery.rsn);
  const tenant = await shopOfRequest(c, providerId);
  if (!isLiveTenant(tenant)) return domainError('30001', 'The provider cannot take orders now.');

  const now = Date.now();
  const uid = await networkUid(context.bap_id, context.transaction_id);
  const sid = newSessionId();
  const enabledCatIds = tenant.categories.map((cat) => cat.CAT_ID);
  for (const line of lines) {
    // a variant's network id orders that pack, size and colour of its item (every line was found listed above)
    const variant = catShop.items.find((i) => i.id === line.id)?.variant;
    const added = await shop.addProduct({
      ref: { sid, now, create: true, uid },
      wanted: {
        ID: variant?.itemId ?? line.id,
        selectedSize: variant?.choice.size ?? null,
        selectedColor: variant?.choice.colour?.name ?? null,
        variantKey: variant?.choice.packKey ?? null,
      },
      qty: line.count,
      onlySingle: false,
      enabledCatIds,
    });
    if ('refused' in added || !added.out.ok) {
      const rsn = 'refused' in added ? added.refused.rsn : 'The stock does not cover this count.';
      return domainError('40002', JSON.stringify([{ item_id: line.id, error: '40002', reason: rsn }]));
    }
  }
  const address = await createAddress(
    shop,
    uid,
    delivery.address,
    distanceFromShop(tenant.store.CART_RULES, delivery.address),
    now,
  );
  if (address === 'LIMIT') return domainError('40000', 'The buyer has too many addresses in this shop.');
  const placed = await placeOrder({
    env: c.env,
    shop,
    tenant,
    uid,
    body: {
      sid,
      address_id: address.id,
      payment_method: paymentType === 'ON-ORDER' ? 'UPI' : 'COD',
      idempotency_key: 'ondc-confirm',
    },
    cookieSid: null,
    rid: null,
    now,
    requestId: c.get('requestId'),
    origin: new URL(c.req.url).origin,
    waitUntil: (work) => c.executionCtx.waitUntil(work),
  });
  if (placed.body.status !== 1) {
    // a confirm of the same transaction at the same moment placed it: answer that order
    const other = await networkOrderOfTransaction(shop, context.bap_id, context.transaction_id);
    if (other) return (await networkOrderAnswer(shop, other)) ?? domainError('40000', 'The order is not found.');
    const code = placed.body.code === 'OUT_OF_STOCK' ? '40002' : '40000';
    return domainError(code, String(placed.body.rsn));
  }
  const orderId = String(placed.body.order_id);
  if (paymentType === 'ON-ORDER') {
    // the buyer app collected the money (collected_by BAP): the order is paid as a payment provider would confirm it
    await confirmUpiPayment(shop, {
      orderId,
      received: true,
      actor: 'system',
      note: `Paid to the buyer app ${context.bap_id} (ONDC).`,
    });
  }
  const networkOrderId = typeof asked.id === 'string' && asked.id.length <= 64 && asked.id ? asked.id : orderId;
  const fulfillment = record(Array.isArray(asked.fulfillments) ? asked.fulfillments[0] : undefined);
  const buyerTerms = Array.isArray(asked.tags)
    ? (asked.tags as unknown[]).map(record).find((t) => t.code === 'bap_terms')
    : undefined;
  const rec: NetworkOrderRecord = {
    orderId,
    bapId: context.bap_id,
    bapUri: context.bap_uri,
    transactionId: context.transaction_id,
    domain: context.domain,
    city: typeof context.city === 'string' ? context.city : '',
    networkOrderId,
    paymentType,
    confirmed: {
      billing: record(asked.billing),
      end: record(fulfillment.end),
      payment: record(asked.payment),
      bpp_uri: node.subscriberUrl,
      ...(c.env.ONDC_GSTIN ? { node_gstin: c.env.ONDC_GSTIN } : {}),
      ...(isTimestamp(asked.created_at) ? { created_at: asked.created_at } : {}),
      ...(buyerTerms ? { bap_terms: buyerTerms } : {}),
      answered_at: new Date(receivedAt).toISOString(),
    },
    cancelReason: null,
    createdAt: now,
  };
  await recordNetworkOrder(shop, rec);
  await indexNetworkOrder(c.env.DB, { ...rec, storeId: providerId, now });
  log('info', 'ondc order placed', { requestId: c.get('requestId'), storeId: providerId, orderId, bap: rec.bapId });
  return (await networkOrderAnswer(shop, rec, receivedAt)) ?? domainError('40000', 'The order is not found.');
}

/** The network order a status, track, cancel or update names (message.order_id, else the transaction's). */
async function namedOrder(
  c: Context<AppEnv>,
  context: OndcContext,
  message: Order,
): Promise<{ shop: Shop; rec: NetworkOrderRecord } | null> {
  const named = message.order_id ?? record(message.order).id;
  const id = typeof named === 'string' && named.length > 0 && named.length <= 64 ? named : null;
  const place = await placeOfNetworkOrder(c.env.DB, context.bap_id, id, context.transaction_id);
  if (!place) return null;
  const shop = shopOf(c, place.storeId);
  const rec = await networkOrderOf(shop, place.orderId);
  return rec ? { shop, rec } : null;
}

const ORDER_NOT_FOUND = domainError('40000', 'No order of this buyer app has that order_id.');

async function cancel(c: Context<AppEnv>, context: OndcContext, message: Order): Promise<BuiltAnswer> {
  const found = await namedOrder(c, context, message);
  if (!found) return ORDER_NOT_FOUND;
  const reason = message.cancellation_reason_id;
  if (!isBuyerCancelReason(reason))
    return domainError('30000', 'cancellation_reason_id must be a buyer cancellation code: 001, 003, 006, 009 or 010.');
  const detail = await orderDetail(found.shop, found.rec.orderId);
  if (!detail) return ORDER_NOT_FOUND;
  const moved = await moveOrderStatus(found.shop, {
    orderId: found.rec.orderId,
    to: 'CANCELLED',
    actor: 'shopper',
    uid: detail.order.uid,
    note: `Cancelled by the buyer app (ONDC reason ${reason}).`,
  });
  if (!moved.ok) {
    const answer = await networkOrderAnswer(found.shop, found.rec);
    return { message: answer?.message ?? {}, error: { type: 'DOMAIN-ERROR', code: '50001', message: moved.rsn } };
  }
  await noteBuyerCancel(found.shop, found.rec.orderId, reason);
  return (await networkOrderAnswer(found.shop, { ...found.rec, cancelReason: reason })) ?? ORDER_NOT_FOUND;
}

async function track(c: Context<AppEnv>, context: OndcContext, message: Order): Promise<BuiltAnswer> {
  const found = await namedOrder(c, context, message);
  if (!found) return ORDER_NOT_FOUND;
  const detail = await orderDetail(found.shop, found.rec.orderId);
  if (!detail) return ORDER_NOT_FOUND;
  const [tenant, catShop] = await Promise.all([shopOfRequest(c, found.shop.id), loadCatalogueShop(found.shop)]);
  const origin = shopOrigin(new URL(c.req.url).origin, tenant.customDomain);
  // the shop's own delivery has no live rider position: the last known place is the shop's, when it left
  const leftAt = new Date(
    detail.events.findLast((e) => e.status === 'SHIPPED')?.at ?? detail.order.updated_at,
  ).toISOString();
  return {
    message: {
      tracking: {
        id: '1',
        url: trackUrl(origin, found.shop.id, detail.order.id, detail.order.track_token),
        status: detail.order.status === 'SHIPPED' ? 'active' : 'inactive',
        ...(catShop?.gps
          ? {
              location: {
                gps: `${catShop.gps.lat.toFixed(6)},${catShop.gps.lng.toFixed(6)}`,
                time: { timestamp: leftAt },
                updated_at: leftAt,
              },
            }
          : {}),
        tags: [
          { code: 'order', list: [{ code: 'id', value: found.rec.networkOrderId }] },
          { code: 'config', list: [{ code: 'type', value: 'url' }] },
        ],
      },
    },
  };
}

/** rating: kept with the order it names (the buyer app's ratings of that order), or refused with why. */
async function rate(c: Context<AppEnv>, context: OndcContext, message: Order): Promise<BuiltAnswer> {
  const read = readRatings(message);
  if (!read.ok) return domainError('30000', read.rsn);
  // the order rated is the one an Order rating names, else the transaction's
  const ratedOrder = read.ratings.find((r) => r.category === 'Order')?.id;
  const found = await namedOrder(c, context, ratedOrder ? { order_id: ratedOrder } : {});
  if (!found) return ORDER_NOT_FOUND;
  await keepRatings(found.shop, found.rec.orderId, read.ratings);
  return { message: { ...RATING_ACK } };
}

/** support: the consumer care of the shop that holds the order (ref_id: the order, else this transaction's). */
async function support(c: Context<AppEnv>, context: OndcContext, message: Order): Promise<BuiltAnswer> {
  const asked = record(message.support);
  const refId = asked.ref_id ?? asked.order_id ?? message.ref_id;
  const found = await namedOrder(c, context, { order_id: refId });
  if (!found) return ORDER_NOT_FOUND;
  const [tenant, catShop] = await Promise.all([shopOfRequest(c, found.shop.id), loadCatalogueShop(found.shop)]);
  if (!catShop) return domainError('30001', 'The provider does not sell on the network now.');
  const url = `${shopOrigin(new URL(c.req.url).origin, tenant.customDomain)}/${found.shop.id}`;
  return { message: supportMessage(found.rec.networkOrderId, catShop.optIn.consumer_care, url) };
}

/** update: the buyer app's settlement details are kept; what this node does not take gets the order and why. */
async function update(c: Context<AppEnv>, context: OndcContext, message: Order): Promise<BuiltAnswer> {
  const read = readUpdate(message);
  const found = await namedOrder(c, context, message);
  if (!found) return ORDER_NOT_FOUND;
  if (read.ok) {
    const payment = record(record(message.order).payment);
    await keepSettlementDetails(found.shop, found.rec.orderId, payment['@ondc/org/settlement_details'] as unknown[]);
  }
  const rec = (await networkOrderOf(found.shop, found.rec.orderId)) ?? found.rec;
  const answer = await networkOrderAnswer(found.shop, rec);
  if (!answer) return ORDER_NOT_FOUND;
  return read.ok
    ? answer
    : { message: answer.message, error: { type: 'DOMAIN-ERROR', code: read.code, message: read.rsn } };
}

/** The order actions' answers; null for the actions this module does not answer (search, select, init, ...). */
export function answerOrders(c: Context<AppEnv>, receivedAt: number = Date.now()) {
  return async (context: OndcContext, message: Order, node: { subscriberUrl: string }): Promise<BuiltAnswer | null> => {
    if (context.action === 'confirm') return confirm(c, context, message, node, receivedAt);
    if (context.action === 'cancel') return cancel(c, context, message);
    if (context.action === 'track') return track(c, context, message);
    if (context.action === 'rating') return rate(c, context, message);
    if (context.action === 'support') return support(c, context, message);
    if (context.action === 'update') return update(c, context, message);
    if (context.action === 'status') {
      const found = await namedOrder(c, context, message);
      const answer = found ? await networkOrderAnswer(found.shop, found.rec) : null;
      return found && answer ? withInvoiceDocument(c.env, found.shop, found.rec, answer) : ORDER_NOT_FOUND;
    }
    return null;
  };
}
