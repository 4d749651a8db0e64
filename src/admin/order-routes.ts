import { z } from '@hono/zod-openapi';
import { orderView } from '../app/orders/view';
import { orderDetail, pageShopOrders, type Order } from '../data/shop/orders';
import { istDateRange, istDayStart, orderSearchOf } from '../domain/paging';
import { said } from '../domain/i18n/said';
import { nextCursor, pageQuery } from './paging-query';
import { moveOrderStatus } from '../app/orders/move';
import { tellNetworkOfMoveLater } from '../app/orders/network-status';
import { isOrderId } from '../domain/orders/order-id';
import { NO_SUCH_ORDER, NOT_UPI, ORDER_STATUSES } from '../domain/orders/status';
import { PAYMENT_METHODS } from '../domain/orders/payment';
import { log } from '../core/log';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';
import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { confirmUpiPayment } from '../app/orders/upi';
import { shopOrigin, trackUrl } from '../app/orders/payments';
import { statusWhatsappText, waLink, whatsappLanguageOf } from '../domain/orders/whatsapp-order';
import { localStore } from '../domain/i18n/localise';
import { shopOfRequest, shopOf } from '../middleware/shop-context';
import { translatorFor } from '../render/i18n';
import { refuseOwner } from './owner-language';

const statusEnum = z.enum(ORDER_STATUSES).openapi({ example: 'ACCEPTED' });

const istDate = z
  .string()
  .refine((v) => istDayStart(v) !== null, { message: 'Use a date as YYYY-MM-DD, e.g. 2026-05-14' });

const summary = z
  .object({
    order_id: z.string(),
    uid: z.string(),
    status: statusEnum,
    total: z.number().int(),
    items_count: z.number().int(),
    payment_method: z.enum(PAYMENT_METHODS),
    paid_wallet: z.number().int(),
    paid_udhaar: z.number().int(),
    paid_upi: z.number().int(),
    cash_due: z.number().int(),
    customer: z.string(),
    phone: z.string(),
    city: z.string(),
    coupon_code: z.string().nullable(),
    referral_code: z.string().nullable(),
    created_at: z.number().int(),
    updated_at: z.number().int(),
  })
  .openapi('OrderSummary');

const detail = z.record(z.string(), z.unknown()).openapi('OrderDetail', {
  description:
    'order_id, status, timeline (each step with its time), items, totals, address, payment (paid_wallet, paid_udhaar, cash_due), events.',
});

const toSummary = (o: Order): z.infer<typeof summary> => ({
  order_id: o.id,
  uid: o.uid,
  status: o.status,
  total: o.total,
  items_count: o.items_count,
  payment_method: o.payment_method,
  paid_wallet: o.paid_wallet,
  paid_udhaar: o.paid_udhaar,
  paid_upi: o.paid_upi,
  cash_due: o.cash_due,
  customer: o.address.NAME,
  phone: o.address.PHONE,
  city: o.address.CITY,
  coupon_code: o.coupon_code,
  referral_code: o.referral_code,
  created_at: o.created_at,
  updated_at: o.updated_at,
});

/** An order as the owner reads it after a change, with the WhatsApp link that tells the shopper. */
async function ownerOrderReply(c: Context<AppEnv>, storeId: string, orderId: string) {
  const tenant = await shopOfRequest(c, storeId);
  const found = (await orderDetail(shopOf(c, storeId), orderId))!;
  const origin = shopOrigin(new URL(c.req.url).origin, tenant.customDomain);
  // the shopper hears the language they ordered in (kept with the order's address); an older order, the shop's own
  const lang = whatsappLanguageOf(found.order.address.LANG, tenant.store?.LANGUAGE);
  const t = translatorFor(lang).t;
  const text = statusWhatsappText(
    {
      storeName: tenant.store ? localStore(tenant.store, lang).STORE_NAME : storeId,
      orderId,
      statusLabel: t(`order.status.${found.order.status}`),
      trackUrl: trackUrl(origin, storeId, orderId, found.order.track_token),
    },
    t,
  );
  return { order: orderView(found), whatsapp_url: waLink(found.order.address.PHONE, text) };
}

const orderParam = {
  orderId: z
    .string()
    .max(40)
    .openapi({ param: { name: 'orderId', in: 'path' }, example: '260514-K7Q2MX' }),
};

/** Orders: list, read, and move through the statuses (PLACED -> ACCEPTED -> PACKED -> SHIPPED -> DELIVERED; CANCELLED, REJECTED). */
export function registerOrderRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/orders',
      tag: 'Orders',
      summary: 'List orders',
      description:
        "Newest first (by `created_at`, then `order_id`), paged: send the reply's `next_cursor` as `cursor` for the next page " +
        '(null on the last). `status` keeps one status; `from`/`to` keep orders placed on those calendar days in India (IST, both inclusive); ' +
        "`q` finds an order number, a shopper's mobile number or part of their name. `before` (epoch ms, older than) still works.",
      query: z.object({
        status: statusEnum.optional(),
        before: z.coerce.number().int().positive().optional(),
        from: istDate.optional().openapi({ description: 'First day (IST), YYYY-MM-DD.', example: '2026-05-01' }),
        to: istDate
          .optional()
          .openapi({ description: 'Last day (IST), YYYY-MM-DD, inclusive.', example: '2026-05-31' }),
        q: z.string().max(100).optional().openapi({
          description: "Order number, shopper's mobile number, or part of their name.",
          example: '9876543210',
        }),
        ...pageQuery(['int', 'text'], 50),
      }),
      ok: okSchema('OrdersReply', { orders: z.array(summary), ...nextCursor }),
    },
    async (c, { storeId, query }) => {
      const range = istDateRange(query.from, query.to);
      if (!range.ok)
        return refuseOwner(c, storeId, 400, {
          code: 'INVALID',
          rsn: range.rsn,
          field: range.field,
          say: said('problem.owner.invalid', { field: range.field }),
        });
      const page = await pageShopOrders(shopOf(c, storeId), {
        statuses: query.status ? [query.status] : undefined,
        before: query.before,
        since: range.since,
        until: range.until,
        search: orderSearchOf(query.q) ?? undefined,
        cursor: query.cursor,
        limit: query.limit,
      });
      return ownerReply(c, { orders: page.orders.map(toSummary), next_cursor: page.next_cursor });
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/orders/{orderId}',
      tag: 'Orders',
      summary: 'Read an order',
      params: orderParam,
      ok: okSchema('OrderReply', { order: detail }),
    },
    async (c, { storeId, params }) => {
      const found = isOrderId(params.orderId) ? await orderDetail(shopOf(c, storeId), params.orderId) : null;
      if (!found) return refuseOwner(c, storeId, 404, NO_SUCH_ORDER);
      return ownerReply(c, { order: orderView(found) });
    },
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/orders/{orderId}/status',
      tag: 'Orders',
      summary: 'Move an order to another status',
      description:
        'One step forward along PLACED, ACCEPTED, PACKED, SHIPPED, DELIVERED; REJECTED while PLACED; CANCELLED any time before DELIVERED. ' +
        'Cancelling or rejecting refunds what the wallet paid and takes the udhaar charge off (exactly once, as ledger entries), returns tracked stock ' +
        "and the coupon use, and cancels a reseller's pending commission. DELIVERED credits reward points (1 per ₹100 of the total) and marks the " +
        "reseller's commission EARNED. RETURNED marks a shipped order whose delivery the shopper refused (stock back, refunds as for a " +
        'cancel; after 2 the shopper no longer gets cash on delivery). A UPI order is confirmed with POST /orders/{orderId}/payment first. ' +
        "`note` (why, shown to the shopper) is optional. The reply carries `whatsapp_url`: a wa.me link to the shopper's number with the new " +
        'status and the tracking link (null when the order has no usable mobile number).',
      params: orderParam,
      body: z
        .strictObject({ status: statusEnum, note: z.string().trim().max(300).optional() })
        .openapi('OrderStatusChange', { example: { status: 'ACCEPTED' } }),
      ok: okSchema('OrderMoved', { order: detail, whatsapp_url: z.string().nullable() }),
      failures: { 409: 'The order cannot move there from its current status (`rsn` says where it can go).' },
    },
    async (c, { storeId, params, body }) => {
      if (!isOrderId(params.orderId)) return refuseOwner(c, storeId, 404, NO_SUCH_ORDER);
      const moved = await moveOrderStatus(shopOf(c, storeId), {
        orderId: params.orderId,
        to: body.status,
        actor: 'owner',
        note: body.note,
      });
      if (!moved.ok) return refuseOwner(c, storeId, moved.http, moved);
      // an order from the ONDC network: its buyer app hears of the move (on_status / on_cancel)
      tellNetworkOfMoveLater(c, shopOf(c, storeId), params.orderId, moved.order.uid);
      // Orders are not on any cached page, so unlike settings nothing needs purging.
      log('info', 'owner order move', {
        requestId: c.get('requestId'),
        storeId,
        orderId: params.orderId,
        to: body.status,
      });
      return ownerReply(c, await ownerOrderReply(c, storeId, params.orderId));
    },
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/orders/{orderId}/payment',
      tag: 'Orders',
      summary: 'Confirm a UPI payment',
      description:
        "For a UPI order waiting for its money (AWAITING_PAYMENT, or PAYMENT_SUBMITTED with the shopper's UTR): `received: true` " +
        "when the money is in the shop's account (the order becomes PLACED), `false` when it is not (back to AWAITING_PAYMENT with a fresh " +
        '30-minute deadline; the shopper may send another UTR). The reply carries `whatsapp_url` to tell the shopper.',
      params: orderParam,
      body: z.strictObject({ received: z.boolean() }).openapi('PaymentCheck', { example: { received: true } }),
      ok: okSchema('PaymentChecked', { order: detail, whatsapp_url: z.string().nullable() }),
      failures: { 409: 'The order is not waiting for a UPI payment (`rsn` says where it is).' },
    },
    async (c, { storeId, params, body }) => {
      if (!isOrderId(params.orderId)) return refuseOwner(c, storeId, 404, NO_SUCH_ORDER);
      const found = await orderDetail(shopOf(c, storeId), params.orderId);
      if (!found) return refuseOwner(c, storeId, 404, NO_SUCH_ORDER);
      if (found.order.payment_method !== 'UPI') return refuseOwner(c, storeId, 409, NOT_UPI);
      const moved = await confirmUpiPayment(shopOf(c, storeId), {
        orderId: params.orderId,
        received: body.received,
        actor: 'owner',
      });
      if (!moved.ok) return refuseOwner(c, storeId, moved.http, moved);
      log('info', 'owner payment check', {
        requestId: c.get('requestId'),
        storeId,
        orderId: params.orderId,
        received: body.received,
      });
      return ownerReply(c, await ownerOrderReply(c, storeId, params.orderId));
    },
  );
}
