import type { Bindings } from '../../env';
import type { BuiltAnswer } from '../../domain/ondc/callbacks';
import {
  isNetworkShopper,
  networkOrderMessage,
  sellerCancelReason,
  shopStateOf,
  type NetworkOrderLine,
  type NetworkOrderView,
} from '../../domain/ondc/network-order';
import { areaCode, networkIdOfLine, storeItemId } from '../../domain/ondc/catalogue';
import { callbackUrl } from '../../domain/ondc/protocol';
import { loadCatalogueShop } from '../../ondc/catalogue-load';
import { nodeIdentity } from '../../ondc/config';
import { networkOrderOf, type NetworkOrderRecord } from '../../ondc/network-orders';
import { drainOutbox, enqueueCallback } from '../../ondc/outbox';
import { signedInvoiceUrl } from './invoice-link';
import { orderDetail } from '../../data/shop/orders';
import type { Shop } from '../../data/shop/shop-db';
import { log } from '../../core/log';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/status';

const ENDED = new Set(['CANCELLED', 'REJECTED', 'RETURNED']);
const AT_CONFIRM = new Set(['AWAITING_PAYMENT', 'PAYMENT_SUBMITTED', 'PLACED']);

/**
 * An order that came through the ONDC network, as the buyer app is told about it: the on_confirm / on_status /
 * on_cancel message from the order as the shop keeps it now, and the unsolicited on_status or on_cancel sent when
 * the owner moves it (docs/ondc.md).
 */

/** The on_{confirm,status,cancel} message of a network order, from the shop's order as it is now. */
export async function networkOrderAnswer(
  shop: Shop,
  rec: NetworkOrderRecord,
  answeredAt?: number,
): Promise<BuiltAnswer | null> {
  const [detail, catShop] = await Promise.all([orderDetail(shop, rec.orderId), loadCatalogueShop(shop)]);
  if (!detail) return null;
  const { order, items, events } = detail;
  const movedTo = (status: string) => events.findLast((e) => e.status === status)?.at ?? null;
  const address = catShop?.address ?? '';
  const gstin = catShop?.gstin ?? '';
  const careOf = catShop?.optIn.consumer_care;
  const sellerReason = sellerCancelReason(order.status);
  return {
    message: {
      order: networkOrderMessage({
        networkOrderId: rec.networkOrderId,
        status: order.status,
        createdAt: order.created_at,
        updatedAt: order.updated_at,
        providerId: shop.id,
        shopName: catShop?.name ?? shop.id,
        lines: linesWithTax(
          items
            .filter((l) => l.item_id !== null)
            .map((l) => ({
              // a variant's line is its network item (the pack, size and colour its label names)
              itemId: networkIdOfLine(catShop?.items ?? [], l.item_id!, l.variant_label),
              // named as the catalogue and the quote name a variant, so on_confirm's breakup matches on_select's
              name: l.variant_label ? `${l.name} (${l.variant_label})` : l.name,
              qty: l.qty,
              unitPrice: l.unit_price ?? 0,
            })),
          items.filter((l) => l.item_id !== null).map((l) => l.gst_percent ?? 0),
          order.totals.gst,
        ),
        totals: order.totals,
        billing: rec.confirmed.billing,
        fulfillmentEnd: rec.confirmed.end,
        payment: rec.confirmed.payment,
        paymentType: rec.paymentType,
        buyerAppId: rec.bapId,
        cancellation: rec.cancelReason
          ? { by: 'buyer', reason: rec.cancelReason }
          : sellerReason
            ? { by: 'seller', reason: sellerReason }
            : null,
        start: {
          location: {
            id: `${shop.id}-main`,
            descriptor: { name: catShop?.name ?? shop.id },
            ...(catShop?.gps ? { gps: `${catShop.gps.lat.toFixed(6)},${catShop.gps.lng.toFixed(6)}` } : {}),
            address: {
              locality: address,
              city: rec.city,
              state: shopStateOf(address, gstin),
              area_code: areaCode(address),
            },
          },
          contact: careOf ? { phone: careOf.phone, email: careOf.email } : {},
        },
        timeToShip: catShop?.items.find((i) => storeItemId(i) === items[0]?.item_id)?.fields.time_to_ship ?? 'PT1H',
        gstin,
        platformGstin: rec.confirmed.node_gstin ?? '',
        confirmedCreatedAt: rec.confirmed.created_at ?? null,
        buyerTerms: rec.confirmed.bap_terms ?? null,
        shippedAt: movedTo('SHIPPED'),
        deliveredAt: movedTo('DELIVERED'),
        precancel: precancelOf(events, rec.confirmed.answered_at),
        ...(answeredAt !== undefined ? { answeredAt } : {}),
      }),
    },
  };
}

/**
 * A cancelled order's status before the cancellation and since when: the event before the last one that ended it.
 * A state not yet moved on from since on_confirm is dated as on_confirm dated the order (its updated_at), so the
 * buyer app can match the two.
 */
function precancelOf(
  events: readonly { status: string; at: number }[],
  answeredAt: string | undefined,
): NetworkOrderView['precancel'] {
  const end = events.findLastIndex((e) => ENDED.has(e.status));
  const before = end > 0 ? events[end - 1] : null;
  if (!before || !(ORDER_STATUSES as readonly string[]).includes(before.status)) return null;
  const answered = answeredAt ? Date.parse(answeredAt) : Number.NaN;
  // not yet accepted: still the state on_confirm reported (placing runs inside the confirm, after its instant)
  const atConfirm = AT_CONFIRM.has(before.status) && Number.isFinite(answered);
  return { status: before.status as OrderStatus, at: atConfirm ? answered : before.at };
}

/**
 * The GST the order charged on top of its prices (totals.gst; 0 where prices include it), shared over its lines by
 * their rates, the last line taking the rounding, so the quote's breakup adds up to the order's total.
 */
function linesWithTax(
  lines: { itemId: string; name: string; qty: number; unitPrice: number }[],
  rates: number[],
  gst: number,
): NetworkOrderLine[] {
  const shares = lines.map((l, i) => Math.round((l.unitPrice * l.qty * (rates[i] ?? 0)) / 100));
  const spread = shares.reduce((a, b) => a + b, 0);
  return lines.map((l, i) => ({
    ...l,
    tax: gst === 0 ? 0 : i === lines.length - 1 ? gst - (spread - shares[i]) : shares[i],
  }));
}

const WITH_INVOICE = new Set(['Order-picked-up', 'Order-delivered']);

/**
 * Once the order has left the shop (picked up, delivered), its answer carries `documents`: the invoice PDF's link,
 * signed for this order and expiring (app/orders/invoice-link.ts), so the buyer app fetches it without a session.
 */
export async function withInvoiceDocument(
  env: Bindings,
  shop: Shop,
  rec: NetworkOrderRecord,
  built: BuiltAnswer,
  nowMs = Date.now(),
): Promise<BuiltAnswer> {
  const order = built.message.order as { fulfillments?: { state?: { descriptor?: { code?: string } } }[] } | undefined;
  const state = order?.fulfillments?.[0]?.state?.descriptor?.code;
  if (!order || !state || !WITH_INVOICE.has(state) || !rec.confirmed.bpp_uri) return built;
  const url = await signedInvoiceUrl(env, new URL(rec.confirmed.bpp_uri).origin, shop.id, rec.orderId, nowMs);
  if (!url) return built;
  return { ...built, message: { ...built.message, order: { ...order, documents: [{ url, label: 'Invoice' }] } } };
}

/**
 * Tells the buyer app that placed an order through the network that the owner moved it: on_cancel when it ended
 * cancelled, rejected or returned, else on_status. Written to the outbox (retried until the buyer app takes it),
 * then sent. Does nothing for an order of the storefront.
 */
export async function tellNetworkOfMove(env: Bindings, shop: Shop, orderId: string, nowMs = Date.now()): Promise<void> {
  const rec = await networkOrderOf(shop, orderId);
  if (!rec) return;
  const answer = await networkOrderAnswer(shop, rec);
  if (!answer) return;
  const built = await withInvoiceDocument(env, shop, rec, answer, nowMs);
  const state = (built.message.order as { state?: string }).state;
  const action = state === 'Cancelled' ? 'cancel' : 'status';
  const node = await nodeIdentity(env);
  const body = {
    context: {
      domain: rec.domain,
      country: 'IND',
      city: rec.city,
      action: `on_${action}`,
      core_version: '1.2.5',
      bap_id: rec.bapId,
      bap_uri: rec.bapUri,
      bpp_id: node.subscriberId,
      bpp_uri: rec.confirmed.bpp_uri ?? '',
      transaction_id: rec.transactionId,
      message_id: crypto.randomUUID(),
      timestamp: new Date(nowMs).toISOString(),
      ttl: 'PT30S',
    },
    message: built.message,
  };
  await enqueueCallback(env.DB, callbackUrl(rec.bapUri, action), JSON.stringify(body), nowMs);
  log('info', 'ondc unsolicited callback', { storeId: shop.id, orderId, action: `on_${action}` });
  await drainOutbox(env);
}

/**
 * After an owner's move (the owner API's and the console's alike): the buyer app of a network order hears of it in
 * the background; a failure is logged and never changes the owner's answer. `placedBy`, the moved order's shopper
 * uid when the caller has it, skips the network lookup for storefront orders (every order of a shop that never
 * opted in).
 */
export function tellNetworkOfMoveLater(
  ctx: { env: Bindings; executionCtx: { waitUntil(promise: Promise<unknown>): void } },
  shop: Shop,
  orderId: string,
  placedBy?: string,
): void {
  if (placedBy !== undefined && !isNetworkShopper(placedBy)) return;
  ctx.executionCtx.waitUntil(
    tellNetworkOfMove(ctx.env, shop, orderId).catch((err) =>
      log('error', 'ondc unsolicited callback failed', { storeId: shop.id, orderId, error: String(err) }),
    ),
  );
}
